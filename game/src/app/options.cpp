#include "app/options.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <vector>

#include "app/game_names.hpp"
#include "command_line/command_line.hpp"
#include "marienbad/bot/command_words.hpp"
#include "marienbad/game_lists.hpp"
#include "marienbad/player.hpp"
#include "marienbad/quote.hpp"
#include "marienbad/registry.hpp"
#include "session/game_rules.hpp"
#include "session/sum_setup.hpp"
#include "sum/sum.hpp"

namespace marienbad::app {

std::string_view to_string(FirstPlayer first) {
  switch (first) {
    case FirstPlayer::Human:
      return "human";
    case FirstPlayer::Computer:
      return "computer";
    case FirstPlayer::Random:
      return "random";
  }
  return "human";
}

std::string version_text() {
  return std::string("marienbad ") + MARIENBAD_VERSION;
}

namespace {

Result<WindowSize> parse_size(std::string_view text) {
  const std::size_t x = text.find('x');
  if (x == std::string_view::npos)
    return Error{"--size: expected WxH, e.g. 1280x720, got " + quote_for_message(text)};
  auto w = parse_count(text.substr(0, x), "--size width", 16384);
  auto h = parse_count(text.substr(x + 1), "--size height", 16384);
  if (!w) return Error{w.error()};
  if (!h) return Error{h.error()};
  if (*w < 320 || *h < 200) return Error{"--size: the window must be at least 320x200"};
  return WindowSize{static_cast<int>(*w), static_cast<int>(*h)};
}

}  // namespace

namespace {

constexpr std::string_view kFooter =
    "Keys: arrows + Enter, Esc back, Ctrl+Z/Ctrl+Y undo/redo, H hint, F1 rules, G game graph, "
    "R review (game over), M mute, F11 full screen, Ctrl+Q quit.\n"
    "Environment: MARIENBAD_HOME (settings, statistics and log directory), MARIENBAD_ASSETS "
    "(assets).";

// Every option as it was typed, before its value is checked; `given` says which were.
struct Declared {
  std::string variant, level, first, heaps, set, lang, size, seed, screenshot, scene, lesson, bot,
      log_level;
  std::vector<std::string> components;
};

// "nim, marienbad, subtraction, wythoff, kayles or sum": the window's games with their
// aliases.
std::string offered_games() {
  std::vector<std::string_view> names;
  for (const GameRules* rules : all_game_rules()) {
    const GameInfo& info = game_info(rules->kind);
    names.push_back(info.id);
    if (!info.alias.empty()) names.push_back(info.alias);
  }
  return join_alternatives(names);
}

std::string language_list() {
  std::string list;
  for (const Language& language : languages()) list += (list.empty() ? "" : "|") + language;
  return list;
}

// The one declaration of the game's options: parse_options and --help both use it.
void declare(command_line::CommandLine& line, Declared& d) {
  // The games by their English names, as the menu shows them.
  line.describe("Play " + games_in_words(Strings("en")) + " against the computer.",
                std::string(kFooter));
  line.flag("--version", "show the version and exit");
  line.option("--variant,--game", d.variant, "start a game: " + offered_games(), "GAME");
  line.repeatable_option("--component", d.components,
                         "one part of a sum (--variant sum), " + std::to_string(kMinShownSumParts) +
                             " to " + std::to_string(kMaxShownSumParts) +
                             " times: " + sum_part_forms() + ", e.g. " + part_example(false),
                         "SPEC");
  line.option("--level", d.level, "the computer's level: random, easy, medium, hard, perfect",
              "NAME");
  line.option("--first", d.first, "who moves first: human, computer or random", "WHO");
  line.flag("--misere", "the last move loses (misère)");
  line.flag("--normal", "the last move wins (normal)");
  line.option("--heaps,--rows", d.heaps, "start position: " + position_forms() + ", e.g. 1,3,5,7",
              "LIST");
  line.option("--set", d.set, "the game's " + parameter_names() + ": " + parameter_examples(),
              "LIST");
  line.option("--lang", d.lang, "language (default: the settings, then the environment)",
              language_list());
  line.flag("--windowed", "in a window");
  line.flag("--fullscreen", "full screen");
  line.option("--size", d.size, "window size, e.g. 1280x720", "WxH");
  line.option("--seed", d.seed, "random seed (reproducible games)", "N");
  line.flag("--hint", "start with the hint overlay on");
  line.flag("--demo",
            "computer against computer, cycling through the games (with --bot: your bot against "
            "the --level)");
  line.option("--bot", d.bot,
              "a bot program (docs/bot-protocol.md) as the opponent for this run, e.g. "
              "--bot \"python3 my_bot.py\"",
              "CMD");
  line.option("--screenshot", d.screenshot,
              "render the chosen scene headless into FILE and exit (PNG if FILE ends in "
              ".png, else BMP)",
              "FILE");
  line.option("--scene", d.scene,
              "open menu, setup, settings, statistics, rules (setup and rules of the "
              "--variant game), lessons or lesson (the --lesson N)",
              "NAME");
  line.option("--lesson", d.lesson,
              "the lesson --scene lesson opens, 1 to " + std::to_string(kLessonCount), "N");
  line.flag("--verbose", "log debug messages");
  line.option("--log-level", d.log_level, "trace, debug, info, warn, error or off", "LEVEL");
}

// Two flags that say opposite things: the one given, or an error when both are.
Result<std::optional<bool>> either(const command_line::CommandLine& line, const std::string& yes,
                                   const std::string& no) {
  if (line.given(yes) && line.given(no))
    return Error{yes + " and " + no + " contradict each other"};
  if (line.given(yes)) return std::optional<bool>(true);
  if (line.given(no)) return std::optional<bool>(false);
  return std::optional<bool>();
}

}  // namespace

std::string usage_text() {
  command_line::CommandLine line("marienbad");
  Declared declared;
  declare(line, declared);
  return line.help_text();
}

Result<Options> parse_options(std::span<const std::string_view> args) {
  command_line::CommandLine line("marienbad");
  Declared d;
  declare(line, d);
  auto parsed = line.parse(args);
  if (!parsed) return Error{parsed.error()};
  Options options;
  options.help = parsed.value().help;
  if (options.help) return options;
  if (!parsed.value().positionals.empty()) {
    return Error{"unexpected argument " + quote_for_message(parsed.value().positionals.front()) +
                 " (see --help)"};
  }
  auto fail = [](const std::string& message) -> Result<Options> { return Error{message}; };
  options.version = line.given("--version");
  options.hint = line.given("--hint");
  options.demo = line.given("--demo");
  options.verbose = line.given("--verbose");
  auto rule = either(line, "--misere", "--normal");
  if (!rule) return fail(rule.error());
  if (*rule) options.rule = **rule ? Rule::Misere : Rule::Normal;
  auto full = either(line, "--fullscreen", "--windowed");
  if (!full) return fail(full.error());
  options.fullscreen = *full;

  if (line.given("--variant")) {
    const std::string_view text = d.variant;
    // The games the window offers (session/game_rules.cpp), by id or alias.
    std::optional<GameKind> kind;
    for (const GameRules* rules : all_game_rules()) {
      const GameInfo& info = game_info(rules->kind);
      if (text == info.id || (!info.alias.empty() && text == info.alias)) kind = rules->kind;
    }
    // A preset (dawson-chess) is its game with its parameter.
    const GamePreset* preset = kind ? nullptr : find_preset(text);
    for (const GameRules* rules : all_game_rules()) {
      const GameInfo& info = game_info(rules->kind);
      if (preset == nullptr || info.parameter == nullptr ||
          std::none_of(info.presets.begin(), info.presets.end(),
                       [preset](const GamePreset& p) { return &p == preset; })) {
        continue;
      }
      auto value = info.parameter->parse(preset->parameter, "--variant");
      if (!value) return fail(value.error());
      kind = rules->kind;
      options.set = std::move(value).value();
    }
    if (!kind) {
      return fail("--variant: expected " + offered_games() + ", got " + quote_for_message(text));
    }
    options.variant = *kind;
  }
  if (d.components.size() > kMaxSumParts) {
    return fail("--component: a sum has at most " + std::to_string(kMaxSumParts) + " parts");
  }
  for (const std::string& spec : d.components) {
    // The CLI's grammar and messages (engine/games/sum/sum_part.hpp).
    auto part = parse_sum_part(spec, "--component");
    if (!part) return fail(part.error());
    options.components.push_back(std::move(part).value());
  }
  if (line.given("--level")) {
    // The engine's registry knows the levels; its error names them all.
    if (auto known = describe(d.level); !known) return fail("--level: " + known.error());
    options.level = d.level;
  }
  if (line.given("--first")) {
    if (d.first == "human")
      options.first = FirstPlayer::Human;
    else if (d.first == "computer")
      options.first = FirstPlayer::Computer;
    else if (d.first == "random")
      options.first = FirstPlayer::Random;
    else
      return fail("--first: expected human, computer or random, got " + quote_for_message(d.first));
  }
  if (line.given("--heaps")) {
    // A game whose positions are text of their own (a Hackenbush picture) reads its own.
    const bool text = options.variant && game_info(*options.variant).parse_text != nullptr;
    auto heaps = text ? parse_position(game_info(*options.variant), d.heaps, "--heaps")
                      : parse_count_list(d.heaps, "--heaps");
    if (!heaps) return fail(heaps.error());
    options.heaps = *heaps;
  }
  if (line.given("--set")) {
    // The game's own parameter when it has one (an octal code, 0.137), else a list.
    const GameParameter* parameter =
        options.variant ? game_info(*options.variant).parameter : nullptr;
    auto set =
        parameter != nullptr ? parameter->parse(d.set, "--set") : parse_count_list(d.set, "--set");
    if (!set) return fail(set.error());
    options.set = *set;
  }
  if (line.given("--lang")) {
    options.language = parse_language(d.lang);
    if (!options.language) {
      std::string list;
      for (const Language& language : languages()) list += (list.empty() ? "" : ", ") + language;
      return fail("--lang: expected one of " + list + ", got " + quote_for_message(d.lang));
    }
  }
  if (line.given("--size")) {
    auto size = parse_size(d.size);
    if (!size) return fail(size.error());
    options.size = *size;
  }
  if (line.given("--seed")) {
    auto seed = parse_count(d.seed, "--seed", ~Count{0});
    if (!seed) return fail(seed.error());
    options.seed = *seed;
  }
  if (line.given("--screenshot")) {
    if (d.screenshot.empty()) return fail("--screenshot: empty file name");
    options.screenshot = std::filesystem::path(d.screenshot);
  }
  if (line.given("--scene")) {
    const std::string& text = d.scene;
    if (text != "menu" && text != "setup" && text != "settings" && text != "statistics" &&
        text != "rules" && text != "lessons" && text != "lesson")
      return fail(
          "--scene: expected menu, setup, settings, statistics, rules, lessons or lesson, got " +
          quote_for_message(text));
    options.scene = text;
  }
  if (line.given("--lesson")) {
    auto lesson = parse_count(d.lesson, "--lesson", kLessonCount);
    if (!lesson) return fail(lesson.error());
    if (*lesson == 0) return fail("--lesson: lessons are numbered from 1");
    options.lesson = static_cast<std::size_t>(*lesson);
  }
  if (line.given("--bot")) {
    // Split as a shell would (never run by one); the program is started by main().
    if (auto words = bot::split_command_words(d.bot, "--bot"); !words) return fail(words.error());
    options.bot = BotEntry{"", d.bot};
  }
  if (line.given("--log-level")) {
    static constexpr std::string_view kLevels[] = {"trace", "debug", "info",
                                                   "warn",  "error", "off"};
    if (std::find(std::begin(kLevels), std::end(kLevels), d.log_level) == std::end(kLevels))
      return fail("--log-level: expected trace, debug, info, warn, error or off, got " +
                  quote_for_message(d.log_level));
    options.log_level = d.log_level;
  }
  if (options.set && options.variant && !game_info(*options.variant).parameter) {
    return Error{"--set applies only to a game with a " + parameter_names() + ": " +
                 parameter_examples()};
  }
  const bool sum = options.variant && !game_info(*options.variant).single;
  if (!options.components.empty() && !sum) return Error{"--component needs --variant sum"};
  if (sum && options.heaps) return Error{"--heaps does not apply to a sum: use --component SPEC"};
  if (sum && options.rule == Rule::Misere) {
    return Error{
        "--misere: a sum of games is played under the normal rule only (Grundy values "
        "add up by XOR under normal play)"};
  }
  return options;
}

Result<Options> parse_options(int argc, char** argv) {
  std::vector<std::string_view> args;
  for (int i = 1; i < argc; ++i) args.emplace_back(argv[i]);
  return parse_options(args);
}

}  // namespace marienbad::app
