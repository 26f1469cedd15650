#include "app/options.hpp"

#include <charconv>
#include <vector>

#include "marienbad/bot/command_words.hpp"
#include "marienbad/player.hpp"
#include "marienbad/quote.hpp"
#include "marienbad/sum.hpp"

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

std::string usage_text() {
  return R"(Usage: marienbad [OPTIONS]
Play Nim (Marienbad), the subtraction game 21, Wythoff's golden heaps and their sums against the
computer.

Options:
  --help                      show this help and exit
  --version                   show the version and exit
  --variant, --game GAME      start a game: marienbad (= nim), subtraction, wythoff or sum
  --component SPEC            one part of a sum (--variant sum), 2 to 4 times: nim:1,3,5,
                              subtraction:21, subtraction:21:1,3,4 or wythoff:3,5
  --level NAME                the computer's level
  --first human|computer|random
                              who moves first
  --misere | --normal         the last move loses (misère) or wins (normal)
  --heaps, --rows LIST        start position, e.g. 1,3,5,7 (subtraction: 21; wythoff: x,y)
  --set LIST                  subtraction set, e.g. 1,3,4
  --lang en|fr                language (default: from LANG, then the settings)
  --windowed | --fullscreen   window mode
  --size WxH                  window size, e.g. 1280x720
  --seed N                    random seed (reproducible games)
  --hint                      start with the hint overlay on
  --demo                      computer against computer, cycling through the games
                              (with --bot: your bot against the --level)
  --bot CMD                   a bot program (docs/bot-protocol.md) as the opponent for
                              this run, e.g. --bot "python3 my_bot.py"
  --screenshot FILE           render the chosen scene headless into FILE and exit
                              (PNG if FILE ends in .png, else BMP)
  --scene NAME                open menu, setup, settings, statistics or rules (setup and
                              rules of the --variant game)
  --verbose                   log debug messages
  --log-level LEVEL           trace, debug, info, warn, error or off

Keys: arrows + Enter, Esc back, Ctrl+Z/Ctrl+Y undo/redo, H hint, F1 rules, G game graph, R review (game over), M mute, F11 full screen, Ctrl+Q quit.
Environment: MARIENBAD_HOME (settings, statistics and log directory), MARIENBAD_ASSETS (assets).
)";
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

Result<Options> parse_options(std::span<const std::string_view> args) {
  Options options;
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string_view flag = args[i];
    std::optional<std::string_view> inline_value;
    if (flag.substr(0, 2) == "--") {
      if (const std::size_t eq = flag.find('='); eq != std::string_view::npos) {
        inline_value = flag.substr(eq + 1);
        flag = flag.substr(0, eq);
      }
    }
    const std::string flag_text(flag);
    // Fetches the flag's value (inline "--x=v" or the next argument).
    auto value = [&]() -> Result<std::string_view> {
      if (inline_value) return *inline_value;
      if (i + 1 >= args.size()) return Error{flag_text + ": missing value"};
      return args[++i];
    };
    auto no_value = [&]() -> Status {
      if (inline_value) return Error{flag_text + ": takes no value"};
      return Ok{};
    };
    auto fail = [](const std::string& message) -> Result<Options> { return Error{message}; };

    if (flag == "--help" || flag == "-h" || flag == "--version" || flag == "--misere" ||
        flag == "--normal" || flag == "--windowed" || flag == "--fullscreen" || flag == "--hint" ||
        flag == "--demo" || flag == "--verbose") {
      if (auto s = no_value(); !s) return fail(s.error());
      if (flag == "--help" || flag == "-h") options.help = true;
      if (flag == "--version") options.version = true;
      if (flag == "--misere") options.rule = Rule::Misere;
      if (flag == "--normal") options.rule = Rule::Normal;
      if (flag == "--windowed") options.fullscreen = false;
      if (flag == "--fullscreen") options.fullscreen = true;
      if (flag == "--hint") options.hint = true;
      if (flag == "--demo") options.demo = true;
      if (flag == "--verbose") options.verbose = true;
      continue;
    }
    if (flag != "--variant" && flag != "--game" && flag != "--level" && flag != "--first" &&
        flag != "--heaps" && flag != "--rows" && flag != "--set" && flag != "--lang" &&
        flag != "--size" && flag != "--seed" && flag != "--screenshot" && flag != "--log-level" &&
        flag != "--scene" && flag != "--component" && flag != "--bot") {
      return fail("unknown option " + quote_for_message(flag_text) + " (see --help)");
    }
    auto v = value();
    if (!v) return fail(v.error());
    const std::string_view text = *v;
    const std::string text_copy(text);
    if (flag == "--variant" || flag == "--game") {
      auto kind = text == to_string(kSumKind) ? Result<GameKind>(kSumKind) : parse_game_kind(text);
      if (!kind)
        return fail(flag_text + ": expected marienbad, nim, subtraction, wythoff or sum, got " +
                    quote_for_message(text));
      options.variant = *kind;
    } else if (flag == "--component") {
      // The CLI's grammar and messages (engine/include/marienbad/sum_part.hpp).
      auto part = parse_sum_part(text, "--component");
      if (!part) return fail(part.error());
      if (options.components.size() == kMaxSumParts) {
        return fail("--component: a sum has at most " + std::to_string(kMaxSumParts) + " parts");
      }
      options.components.push_back(std::move(part).value());
    } else if (flag == "--level") {
      // The engine's registry knows the levels; its error names them all.
      if (auto known = describe(text); !known) return fail("--level: " + known.error());
      options.level = text_copy;
    } else if (flag == "--first") {
      if (text == "human")
        options.first = FirstPlayer::Human;
      else if (text == "computer")
        options.first = FirstPlayer::Computer;
      else if (text == "random")
        options.first = FirstPlayer::Random;
      else
        return fail("--first: expected human, computer or random, got " + quote_for_message(text));
    } else if (flag == "--heaps" || flag == "--rows") {
      auto heaps = parse_count_list(text, flag_text);
      if (!heaps) return fail(heaps.error());
      options.heaps = *heaps;
    } else if (flag == "--set") {
      auto set = parse_count_list(text, "--set");
      if (!set) return fail(set.error());
      options.set = *set;
    } else if (flag == "--lang") {
      if (text != "en" && text != "fr")
        return fail("--lang: expected en or fr, got " + quote_for_message(text));
      options.language = parse_language(text);
    } else if (flag == "--size") {
      auto size = parse_size(text);
      if (!size) return fail(size.error());
      options.size = *size;
    } else if (flag == "--seed") {
      auto seed = parse_count(text, "--seed", ~Count{0});
      if (!seed) return fail(seed.error());
      options.seed = *seed;
    } else if (flag == "--screenshot") {
      if (text.empty()) return fail("--screenshot: empty file name");
      options.screenshot = std::filesystem::path(text_copy);
    } else if (flag == "--scene") {
      if (text != "menu" && text != "setup" && text != "settings" && text != "statistics" &&
          text != "rules")
        return fail("--scene: expected menu, setup, settings, statistics or rules, got " +
                    quote_for_message(text));
      options.scene = text_copy;
    } else if (flag == "--bot") {
      // Split as a shell would (never run by one); the program is started by main().
      if (auto words = bot::split_command_words(text, "--bot"); !words) return fail(words.error());
      options.bot = BotEntry{"", text_copy};
    } else if (flag == "--log-level") {
      static constexpr std::string_view kLevels[] = {"trace", "debug", "info",
                                                     "warn",  "error", "off"};
      bool known = false;
      for (auto level : kLevels) known = known || level == text;
      if (!known)
        return fail("--log-level: expected trace, debug, info, warn, error or off, got " +
                    quote_for_message(text));
      options.log_level = text_copy;
    }
  }
  if (options.set && options.variant && *options.variant != GameKind::Subtraction) {
    return Error{"--set applies to the subtraction game only"};
  }
  const bool sum = options.variant && *options.variant == kSumKind;
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
