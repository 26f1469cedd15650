#include "app/options.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <vector>

#include "command_line/command_line.hpp"
#include "marienbad/bot/command_words.hpp"
#include "marienbad/player.hpp"
#include "marienbad/quote.hpp"
#include "marienbad/registry.hpp"
#include "marienbad/sum.hpp"
#include "session/game_rules.hpp"

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

constexpr std::string_view kDescription =
    "Play Nim (Marienbad), the subtraction game 21, Wythoff's golden heaps and their sums "
    "against the computer.";
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
  CLI::Option* version = nullptr;
  CLI::Option* misere = nullptr;
  CLI::Option* normal = nullptr;
  CLI::Option* windowed = nullptr;
  CLI::Option* fullscreen = nullptr;
  CLI::Option* hint = nullptr;
  CLI::Option* demo = nullptr;
  CLI::Option* verbose = nullptr;

  bool given(const CLI::App& app, std::string_view name) const {
    return app.get_option(std::string(name))->count() > 0;
  }
};

// "nim, marienbad, subtraction, wythoff or sum": the window's games with their aliases.
std::string offered_games() {
  std::vector<std::string_view> names;
  for (const GameRules& rules : all_game_rules()) {
    const GameInfo& info = game_info(rules.kind);
    names.push_back(info.id);
    if (!info.alias.empty()) names.push_back(info.alias);
  }
  std::string text;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) text += i + 1 == names.size() ? " or " : ", ";
    text += names[i];
  }
  return text;
}

std::string language_list() {
  std::string list;
  for (const Language& language : languages()) list += (list.empty() ? "" : "|") + language;
  return list;
}

// The one declaration of the game's options: parse_options and --help both use it.
void declare(CLI::App& app, Declared& d) {
  command_line::configure(app);
  app.description(std::string(kDescription));
  app.footer(std::string(kFooter));
  d.version = app.add_flag("--version")->description("show the version and exit");
  app.add_option("--variant,--game", d.variant, "start a game: " + offered_games())
      ->type_name("GAME");
  app.add_option("--component", d.components,
                 "one part of a sum (--variant sum), 1 to " + std::to_string(kMaxSumParts) +
                     " times: nim:1,3,5, subtraction:21, subtraction:21:1,3,4 or wythoff:3,5")
      ->type_name("SPEC");
  app.add_option("--level", d.level, "the computer's level: random, easy, medium, hard, perfect")
      ->type_name("NAME");
  app.add_option("--first", d.first, "who moves first: human, computer or random")
      ->type_name("WHO");
  d.misere = app.add_flag("--misere")->description("the last move loses (misère)");
  d.normal = app.add_flag("--normal")->description("the last move wins (normal)");
  app.add_option("--heaps,--rows", d.heaps,
                 "start position, e.g. 1,3,5,7 (subtraction: 21; wythoff: x,y)")
      ->type_name("LIST");
  app.add_option("--set", d.set, "subtraction set, e.g. 1,3,4")->type_name("LIST");
  app.add_option("--lang", d.lang, "language (default: the settings, then the environment)")
      ->type_name(language_list());
  d.windowed = app.add_flag("--windowed")->description("in a window");
  d.fullscreen = app.add_flag("--fullscreen")->description("full screen");
  app.add_option("--size", d.size, "window size, e.g. 1280x720")->type_name("WxH");
  app.add_option("--seed", d.seed, "random seed (reproducible games)")->type_name("N");
  d.hint = app.add_flag("--hint")->description("start with the hint overlay on");
  d.demo = app.add_flag("--demo")->description(
      "computer against computer, cycling through the games (with --bot: your bot against "
      "the --level)");
  app.add_option("--bot", d.bot,
                 "a bot program (docs/bot-protocol.md) as the opponent for this run, e.g. "
                 "--bot \"python3 my_bot.py\"")
      ->type_name("CMD");
  app.add_option("--screenshot", d.screenshot,
                 "render the chosen scene headless into FILE and exit (PNG if FILE ends in "
                 ".png, else BMP)")
      ->type_name("FILE");
  app.add_option("--scene", d.scene,
                 "open menu, setup, settings, statistics, rules (setup and rules of the "
                 "--variant game), lessons or lesson (the --lesson N)")
      ->type_name("NAME");
  app.add_option("--lesson", d.lesson,
                 "the lesson --scene lesson opens, 1 to " + std::to_string(kLessonCount))
      ->type_name("N");
  d.verbose = app.add_flag("--verbose")->description("log debug messages");
  app.add_option("--log-level", d.log_level, "trace, debug, info, warn, error or off")
      ->type_name("LEVEL");
}

// Two flags that say opposite things: the one given, or an error when both are.
Result<std::optional<bool>> either(const CLI::Option* yes, const CLI::Option* no) {
  if (yes->count() > 0 && no->count() > 0) {
    return Error{yes->get_name() + " and " + no->get_name() + " contradict each other"};
  }
  if (yes->count() > 0) return std::optional<bool>(true);
  if (no->count() > 0) return std::optional<bool>(false);
  return std::optional<bool>();
}

}  // namespace

std::string usage_text() {
  CLI::App app{"", "marienbad"};
  Declared declared;
  declare(app, declared);
  return command_line::help_text(app);
}

Result<Options> parse_options(std::span<const std::string_view> args) {
  CLI::App app{"", "marienbad"};
  Declared d;
  declare(app, d);
  auto parsed = command_line::parse(app, args, {"--component"});
  if (!parsed) return Error{parsed.error()};
  Options options;
  options.help = parsed.value().help;
  if (options.help) return options;
  if (!parsed.value().positionals.empty()) {
    return Error{"unexpected argument " + quote_for_message(parsed.value().positionals.front()) +
                 " (see --help)"};
  }
  auto fail = [](const std::string& message) -> Result<Options> { return Error{message}; };
  options.version = d.version->count() > 0;
  options.hint = d.hint->count() > 0;
  options.demo = d.demo->count() > 0;
  options.verbose = d.verbose->count() > 0;
  auto rule = either(d.misere, d.normal);
  if (!rule) return fail(rule.error());
  if (*rule) options.rule = **rule ? Rule::Misere : Rule::Normal;
  auto full = either(d.fullscreen, d.windowed);
  if (!full) return fail(full.error());
  options.fullscreen = *full;

  if (d.given(app, "--variant")) {
    const std::string_view text = d.variant;
    // The games the window offers (session/game_rules.cpp), by id or alias.
    std::optional<GameKind> kind;
    for (const GameRules& rules : all_game_rules()) {
      const GameInfo& info = game_info(rules.kind);
      if (text == info.id || (!info.alias.empty() && text == info.alias)) kind = rules.kind;
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
    // The CLI's grammar and messages (engine/include/marienbad/sum_part.hpp).
    auto part = parse_sum_part(spec, "--component");
    if (!part) return fail(part.error());
    options.components.push_back(std::move(part).value());
  }
  if (d.given(app, "--level")) {
    // The engine's registry knows the levels; its error names them all.
    if (auto known = describe(d.level); !known) return fail("--level: " + known.error());
    options.level = d.level;
  }
  if (d.given(app, "--first")) {
    if (d.first == "human")
      options.first = FirstPlayer::Human;
    else if (d.first == "computer")
      options.first = FirstPlayer::Computer;
    else if (d.first == "random")
      options.first = FirstPlayer::Random;
    else
      return fail("--first: expected human, computer or random, got " + quote_for_message(d.first));
  }
  if (d.given(app, "--heaps")) {
    auto heaps = parse_count_list(d.heaps, "--heaps");
    if (!heaps) return fail(heaps.error());
    options.heaps = *heaps;
  }
  if (d.given(app, "--set")) {
    auto set = parse_count_list(d.set, "--set");
    if (!set) return fail(set.error());
    options.set = *set;
  }
  if (d.given(app, "--lang")) {
    options.language = parse_language(d.lang);
    if (!options.language) {
      std::string list;
      for (const Language& language : languages()) list += (list.empty() ? "" : ", ") + language;
      return fail("--lang: expected one of " + list + ", got " + quote_for_message(d.lang));
    }
  }
  if (d.given(app, "--size")) {
    auto size = parse_size(d.size);
    if (!size) return fail(size.error());
    options.size = *size;
  }
  if (d.given(app, "--seed")) {
    auto seed = parse_count(d.seed, "--seed", ~Count{0});
    if (!seed) return fail(seed.error());
    options.seed = *seed;
  }
  if (d.given(app, "--screenshot")) {
    if (d.screenshot.empty()) return fail("--screenshot: empty file name");
    options.screenshot = std::filesystem::path(d.screenshot);
  }
  if (d.given(app, "--scene")) {
    const std::string& text = d.scene;
    if (text != "menu" && text != "setup" && text != "settings" && text != "statistics" &&
        text != "rules" && text != "lessons" && text != "lesson")
      return fail(
          "--scene: expected menu, setup, settings, statistics, rules, lessons or lesson, got " +
          quote_for_message(text));
    options.scene = text;
  }
  if (d.given(app, "--lesson")) {
    auto lesson = parse_count(d.lesson, "--lesson", kLessonCount);
    if (!lesson) return fail(lesson.error());
    if (*lesson == 0) return fail("--lesson: lessons are numbered from 1");
    options.lesson = static_cast<std::size_t>(*lesson);
  }
  if (d.given(app, "--bot")) {
    // Split as a shell would (never run by one); the program is started by main().
    if (auto words = bot::split_command_words(d.bot, "--bot"); !words) return fail(words.error());
    options.bot = BotEntry{"", d.bot};
  }
  if (d.given(app, "--log-level")) {
    static constexpr std::string_view kLevels[] = {"trace", "debug", "info",
                                                   "warn",  "error", "off"};
    if (std::find(std::begin(kLevels), std::end(kLevels), d.log_level) == std::end(kLevels))
      return fail("--log-level: expected trace, debug, info, warn, error or off, got " +
                  quote_for_message(d.log_level));
    options.log_level = d.log_level;
  }
  if (options.set && options.variant && !game_info(*options.variant).takes_set) {
    return Error{"--set applies to the subtraction game only"};
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
