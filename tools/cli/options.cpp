#include "options.hpp"

#include <algorithm>
#include <cctype>
#include <iostream>

#include "command_line/command_line.hpp"
#include "marienbad/game_lists.hpp"
#include "marienbad/quote.hpp"
#include "marienbad/remoteness.hpp"
#include "sum/sum_part.hpp"

namespace marienbad::cli {

std::optional<std::string_view> Arguments::value(std::string_view name) const {
  const auto found = options.find(name);
  if (found == options.end()) return std::nullopt;
  return std::string_view(found->second);
}

namespace {

// "rows (nim), heap (subtraction) or x,y (wythoff) ...", from the registry.
std::string heaps_help() {
  std::string beyond;  // the games whose numbers go past 2^63-1
  for (const GameInfo& info : game_registry()) {
    if (info.single && info.max_count > kMaxHeap) {
      beyond += ", " + std::string(info.id) + " " + std::string(info.heaps) + " to 2^64-1";
    }
  }
  return position_forms() + "; each 0 to 2^63-1" + beyond + " (default " + standard_starts() + ")";
}

// The forms of a part of a sum, from the registry.
std::string part_help() {
  std::string bounds;
  for (const GameInfo& info : game_registry()) {
    if (info.part_bound.empty()) continue;
    bounds +=
        (bounds.empty() ? "" : "; ") + std::string(info.id) + " " + std::string(info.part_bound);
  }
  return sum_part_forms() + (bounds.empty() ? "" : " (" + bounds + ")");
}

}  // namespace

Result<Arguments> parse_arguments(std::span<const std::string_view> args,
                                  std::span<const OptionSpec> extra, std::string_view usage) {
  // The shared position options, then the command's own: declared once, which also writes
  // the command's --help from them.
  command_line::CommandLine line("marienbad-cli", std::string(usage));
  std::string game, heaps;
  std::vector<std::string> components;
  line.option("--game", game,
              game_id_list(true) + " (default " + std::string(default_game_id()) + ")", "GAME");
  line.option("--heaps,--rows,--position", heaps, heaps_help(), "LIST");
  // Each game parameter's option, once (--set, --code).
  std::vector<const GameInfo*> with_parameter;
  for (const GameInfo& info : game_registry()) {
    if (info.parameter) with_parameter.push_back(&info);
  }
  std::vector<std::string> parameter_values(with_parameter.size());
  for (std::size_t i = 0; i < with_parameter.size(); ++i) {
    const GameParameter& parameter = *with_parameter[i]->parameter;
    std::string value_name(parameter.name);
    std::transform(value_name.begin(), value_name.end(), value_name.begin(),
                   [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    line.option("--" + std::string(parameter.name), parameter_values[i],
                std::string(parameter.help) + " (" + std::string(with_parameter[i]->id) +
                    " only; default " + std::string(parameter.fallback) + ")",
                value_name);
  }
  line.flag("--misere", "the last move loses");
  line.flag("--normal", "the last move wins (default)");
  line.repeatable_option("--component", components,
                         "a part of a sum (--game sum), 1 to " + std::to_string(kMaxSumParts) +
                             " times, normal play: " + part_help(),
                         "SPEC");
  line.flag("--json", "one JSON object on stdout");
  std::vector<std::string> values(extra.size());
  for (std::size_t i = 0; i < extra.size(); ++i) {
    const OptionSpec& spec = extra[i];
    if (spec.takes_value) {
      line.option(std::string(spec.name), values[i], std::string(spec.help),
                  std::string(spec.value_name));
    } else {
      line.flag(std::string(spec.name), std::string(spec.help));
    }
  }
  auto parsed = line.parse(args);
  if (!parsed) return Error{parsed.error()};
  Arguments arguments;
  if (parsed.value().help) {
    arguments.help = true;
    arguments.help_text = line.help_text();
    return arguments;
  }
  if (line.given("--misere") && line.given("--normal")) {
    return Error{"--misere and --normal contradict each other"};
  }
  if (line.given("--misere")) arguments.rule = Rule::Misere;
  if (line.given("--normal")) arguments.rule = Rule::Normal;
  if (line.given("--game")) arguments.game = game;
  if (line.given("--heaps")) arguments.heaps = heaps;
  for (std::size_t i = 0; i < with_parameter.size(); ++i) {
    const std::string name(with_parameter[i]->parameter->name);
    if (line.given("--" + name)) arguments.parameters.emplace(name, parameter_values[i]);
  }
  arguments.components = std::move(components);
  arguments.json = line.given("--json");
  for (std::size_t i = 0; i < extra.size(); ++i) {
    if (line.given(std::string(extra[i].name))) {
      arguments.options.emplace(std::string(extra[i].name), values[i]);
    }
  }
  arguments.positionals = std::move(parsed.value().positionals);
  return arguments;
}

namespace {

// --game sum --component SPEC...: the parts in the order given.
Result<Position> resolve_sum(const Arguments& args) {
  if (args.heaps) return Error{"--heaps is not for a sum: give each part with --component SPEC"};
  if (!args.parameters.empty()) {
    return Error{"--" + args.parameters.begin()->first +
                 " is not for a sum: a part carries its own, e.g. --component " +
                 part_example(true)};
  }
  if (args.components.empty()) {
    return Error{"a sum needs --component SPEC for each of its 1 to " +
                 std::to_string(kMaxSumParts) + " parts, e.g. --component " + part_example(false)};
  }
  if (args.components.size() > kMaxSumParts) {
    return Error{"a sum has at most " + std::to_string(kMaxSumParts) + " parts, got " +
                 std::to_string(args.components.size()) + " --component options"};
  }
  std::vector<SumPart> parts;
  for (const std::string& spec : args.components) {
    auto part = parse_sum_part(spec, "--component");
    if (!part) return Error{part.error()};
    parts.push_back(std::move(part).value());
  }
  auto sum = SumGame::make(parts, args.rule.value_or(Rule::Normal));
  if (!sum) return Error{sum.error()};
  Heaps start = sum.value().start();
  return Position{Game(std::move(sum).value()), std::move(start)};
}

// The game's parameter: its option (--set, --code), else the preset's (dawson-chess), else
// the default; an option of another game's parameter is refused.
Result<std::vector<Count>> resolve_parameter(const Arguments& args, const GameInfo& info,
                                             std::string_view game_name) {
  const GamePreset* preset = find_preset(game_name);
  for (const auto& [name, text] : args.parameters) {
    if (!info.parameter || info.parameter->name != name) {
      std::vector<std::string_view> games;
      for (const GameInfo& other : game_registry()) {
        if (other.parameter && other.parameter->name == name) games.push_back(other.id);
      }
      return Error{"--" + name + " is only for " + join_alternatives(games)};
    }
    if (preset) {
      return Error{"--" + name + " is not for " + std::string(preset->id) + ", which is " +
                   std::string(info.id) + " " + std::string(preset->parameter)};
    }
  }
  if (!info.parameter) return std::vector<Count>{};
  const std::string option = "--" + std::string(info.parameter->name);
  const auto given = args.parameters.find(info.parameter->name);
  const std::string_view text = given != args.parameters.end() ? std::string_view(given->second)
                                : preset                       ? preset->parameter
                                                               : info.parameter->fallback;
  return info.parameter->parse(text, option);
}

}  // namespace

Result<Position> resolve_position(const Arguments& args, bool allow_game_word) {
  // Without a game, the list's first.
  std::string game_name = args.game.value_or(std::string(default_game_id()));
  std::vector<std::string> rest = args.positionals;
  if (allow_game_word && !args.game && !rest.empty()) {
    game_name = rest.front();
    rest.erase(rest.begin());
  }
  if (!rest.empty()) return Error{"unexpected argument " + quote_for_message(rest.front())};
  auto found = find_game(game_name, true);
  if (!found) return Error{found.error()};
  const GameInfo& info = *found.value();
  if (!info.single) return resolve_sum(args);
  if (!args.components.empty()) return Error{"--component is only for --game sum"};

  const Rule rule = args.rule.value_or(Rule::Normal);
  auto parameter = resolve_parameter(args, info, game_name);
  if (!parameter) return Error{parameter.error()};
  auto game = Game::make(info.kind, rule, std::move(parameter).value());
  if (!game) return Error{game.error()};

  Heaps heaps = game.value().standard_start();
  if (args.heaps) {
    auto parsed = parse_position(info, *args.heaps, "--heaps");
    if (!parsed) return Error{parsed.error()};
    heaps = std::move(parsed).value();
  }
  if (auto valid = game.value().check_position(heaps); !valid) return Error{valid.error()};
  return Position{std::move(game).value(), std::move(heaps)};
}

Result<Count> count_option(const Arguments& args, std::string_view name, Count fallback, Count min,
                           Count max) {
  const auto text = args.value(name);
  if (!text) return fallback;
  auto value = parse_count(*text, name, max);
  if (!value) return Error{value.error()};
  if (*value < min) {
    return Error{std::string(name) + " must be at least " + std::to_string(min) + ", got " +
                 std::string(*text)};
  }
  return value;
}

Result<std::chrono::milliseconds> seconds_option(const Arguments& args, std::string_view name,
                                                 std::chrono::milliseconds fallback,
                                                 Count max_seconds) {
  const auto text = args.value(name);
  if (!text) return fallback;
  const std::string bad = std::string(name) + " " + quote_for_message(*text) +
                          " is not a number of seconds such as 2 or 0.5";
  const std::size_t point = text->find('.');
  const std::string_view whole = text->substr(0, point);
  const std::string_view fraction =
      point == std::string_view::npos ? std::string_view{} : text->substr(point + 1);
  const auto whole_seconds = parse_count(whole, name);
  const bool bad_fraction = fraction.find_first_not_of("0123456789") != std::string_view::npos;
  if (!whole_seconds || (point != std::string_view::npos && fraction.empty()) ||
      fraction.size() > 3 || bad_fraction) {
    return Error{bad};
  }
  const std::string out_of_range = std::string(name) + " must be more than 0 and at most " +
                                   std::to_string(max_seconds) + " seconds, got " +
                                   std::string(*text);
  if (*whole_seconds > max_seconds) return Error{out_of_range};
  Count ms = *whole_seconds * 1000;
  Count scale = 100;
  for (char digit : fraction) {
    ms += static_cast<Count>(digit - '0') * scale;
    scale /= 10;
  }
  if (ms == 0 || ms > max_seconds * 1000) return Error{out_of_range};
  return std::chrono::milliseconds(static_cast<std::chrono::milliseconds::rep>(ms));
}

Result<std::vector<Heaps>> parse_position_list(const Game& game, std::string_view text) {
  if (text.empty()) return Error{"--positions is empty"};
  const std::size_t count = static_cast<std::size_t>(std::count(text.begin(), text.end(), ';')) + 1;
  if (count > kMaxReviewPositions) {
    return Error{"--positions has " + std::to_string(count) + " positions, at most " +
                 std::to_string(kMaxReviewPositions) + " (" +
                 std::to_string(kMaxReviewPositions - 1) + " plies)"};
  }
  std::vector<Heaps> positions;
  positions.reserve(count);
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t end = std::min(text.find(';', start), text.size());
    const std::string name = "--positions P" + std::to_string(positions.size());
    const std::string_view item = text.substr(start, end - start);
    const SumGame* sum = game.sum();
    Result<Heaps> heaps = Error{""};
    if (sum && item.find('/') != std::string_view::npos) {
      // A sum part by part, "3,5/2": a Kayles part's rows without its room's padding.
      auto parts = sum->parse_parts_text(item, name);
      if (!parts) return Error{parts.error()};
      heaps = sum->position_of_parts(*parts);
      if (!heaps) return Error{name + ": " + heaps.error()};
    } else {
      heaps = parse_position(game_info(game.kind()), item, name);
    }
    if (!heaps) return Error{heaps.error()};
    if (auto valid = check_review_position(game, heaps.value(), positions.size()); !valid) {
      return Error{name + ": " + valid.error()};
    }
    positions.push_back(std::move(heaps).value());
    start = end + 1;
  }
  return positions;
}

int usage_error(std::string_view message) {
  std::cerr << "marienbad-cli: " << message << '\n';
  return kExitUsage;
}

}  // namespace marienbad::cli
