#include <catch2/catch.hpp>

#include <vector>

#include "app/options.hpp"
#include "marienbad/game_lists.hpp"
#include "marienbad/registry.hpp"

using namespace marienbad::app;
using marienbad::GameInfo;
using marienbad::GameKind;
using marienbad::Heaps;
using marienbad::Rule;

namespace {

marienbad::Result<Options> parse(std::vector<std::string_view> args) {
  return parse_options(args);
}

// The options' sample game: the first of the menu, with its standard start.
const GameInfo& first_game() {
  return marienbad::game_registry().front();
}
std::string first_start() {
  return marienbad::position_text(first_game(), first_game().start);
}
// "ID:1" for the first game: one part of a sum.
std::string first_part() {
  return marienbad::part_example(false);
}

}  // namespace

TEST_CASE("options: every documented flag parses") {
  const std::string start = first_start();
  auto o =
      parse({"--variant",    first_game().id, "--level",   "hard",        "--first", "computer",
             "--misere",     "--rows",        start,       "--lang",      "fr",      "--windowed",
             "--size",       "800x500",       "--seed",    "42",          "--hint",  "--demo",
             "--screenshot", "/tmp/x.bmp",    "--verbose", "--log-level", "debug"});
  REQUIRE(o);
  CHECK(o->variant == first_game().kind);
  CHECK(o->level == "hard");
  CHECK(o->first == FirstPlayer::Computer);
  CHECK(o->rule == Rule::Misere);
  CHECK(o->heaps == first_game().start);
  CHECK(o->language == Language("fr"));
  CHECK(o->fullscreen == false);
  CHECK(o->size->width == 800);
  CHECK(o->size->height == 500);
  CHECK(o->seed == 42u);
  CHECK(o->hint);
  CHECK(o->demo);
  CHECK(o->headless());
  CHECK(o->verbose);
  CHECK(o->log_level == "debug");

  // Every game by its id, alias and presets; a game's parameter with --set.
  for (const GameInfo& info : marienbad::game_registry()) {
    INFO(info.id);
    CHECK(parse({"--variant", info.id})->variant == info.kind);
    CHECK(parse({"--game=" + std::string(info.id), "--normal"})->rule == Rule::Normal);
    if (!info.alias.empty()) CHECK(parse({"--variant", info.alias})->variant == info.kind);
    for (const marienbad::GamePreset& preset : info.presets) {
      auto chosen = parse({"--variant", preset.id});
      REQUIRE(chosen);
      CHECK(chosen->variant == info.kind);
      CHECK(chosen->set == info.parameter->parse(preset.parameter, "test").value());
    }
    if (info.parameter == nullptr) continue;
    const std::string set = "--set=" + std::string(info.parameter->fallback);
    auto with_set = parse({"--game", info.id, set});
    REQUIRE(with_set);
    CHECK(with_set->set == info.parameter->parse(info.parameter->fallback, "test").value());
  }
  CHECK(parse({})->variant == std::nullopt);
}

TEST_CASE("options: bad flags and values are one clear error") {
  const std::string part = first_part();
  std::vector<std::vector<std::string>> owned;
  for (const GameInfo& info : marienbad::game_registry()) {
    if (info.single && info.parameter == nullptr)
      owned.push_back({"--game", std::string(info.id), "--set", "1,2"});
  }
  std::vector<std::vector<std::string_view>> bad = {
      {"--bogus"},
      {"--variant"},
      {"--variant", "chess"},
      {"--first", "me"},
      {"--rows", "1,,3"},
      {"--rows", "-1"},
      {"--lang", "de"},
      {"--size", "800"},
      {"--size", "10x10"},
      {"--size", "axb"},
      {"--seed", "x"},
      {"--log-level", "loud"},
      {"--help=yes"},
      {"--level", "Bad Name"},
      {"--level", "expert"},
      {"--screenshot", ""},
      {"--component", part},  // without the --variant of a sum
      {"--variant", first_game().id, "--component", part},
      {"extra"},
      {"--bot"},
      {"--bot", ""},
      {"--bot", "python3 bot.py | tee log"},
      {"--bot", "python3 'my bot.py"},
      {"--bot", "python3 bot.py \\"},
      {"--hint=1"},                            // a flag takes no value
      {"--hint", "--hint"},                    // given twice
      {"--level", "easy", "--level", "hard"},  // given twice
      {"--misere", "--normal"},                // contradict each other
      {"--windowed", "--fullscreen"},
      {"--"},
      {"--unknown"},
  };
  for (const auto& words : owned) bad.emplace_back(words.begin(), words.end());
  for (const auto& args : bad) {
    auto o = parse(args);
    CAPTURE(args[0]);
    REQUIRE_FALSE(o);
    CHECK_FALSE(o.error().empty());
    CHECK(o.error().find('\n') == std::string::npos);
  }
}

TEST_CASE("options: --bot keeps the command line, its words are checked, not run") {
  auto o =
      parse({"--bot", R"(python3 "my bots/b.py" 'Spaced Name')", "--variant", first_game().id});
  REQUIRE(o);
  REQUIRE(o->bot);
  CHECK(o->bot->command == R"(python3 "my bots/b.py" 'Spaced Name')");
  CHECK(o->bot->name.empty());  // main() fills it from the handshake
  auto demo = parse({"--demo", "--bot=python3 b.py", "--level", "easy"});
  REQUIRE(demo);
  CHECK(demo->bot->command == "python3 b.py");
  CHECK_FALSE(parse({"--variant", first_game().id})->bot);
  auto piped = parse({"--bot", "a | b"});
  REQUIRE_FALSE(piped);
  CHECK(piped.error().find("--bot") != std::string::npos);
}

TEST_CASE("options: the CLI11 messages name the option, on one line") {
  CHECK(parse({"--hint=1"}).error() == "--hint takes no value");
  CHECK(parse({"--seed", "1", "--seed", "2"}).error() == "--seed is given twice");
  CHECK(parse({"--rows", "1", "--heaps", "2"}).error() == "--heaps is given twice");
  CHECK(parse({"--misere", "--normal"}).error() == "--misere and --normal contradict each other");
  CHECK(parse({"--level"}).error() == "--level needs a value");
  CHECK(parse({"--nope=3"}).error() == "unknown option '--nope' (see --help)");
  CHECK(parse({"word"}).error() == "unexpected argument 'word' (see --help)");
  // --lang takes the languages the game has (po/LINGUAS), and says which.
  std::string expected = "--lang: expected one of ";
  for (std::size_t i = 0; i < languages().size(); ++i) {
    expected += (i > 0 ? ", " : "") + languages()[i];
  }
  CHECK(parse({"--lang", "xx"}).error() == expected + ", got 'xx'");
  for (const Language& language : languages()) {
    CHECK(parse({"--lang", language})->language == language);
  }
  CHECK(parse({"--lang=fr", "--help"})->help);
}

TEST_CASE("options: help lists every flag") {
  const std::string help = usage_text();
  for (const char* flag :
       {"--help",       "--version",   "--variant",   "--level", "--first", "--misere",
        "--normal",     "--rows",      "--heaps",     "--set",   "--lang",  "--windowed",
        "--fullscreen", "--size",      "--seed",      "--hint",  "--demo",  "--screenshot",
        "--verbose",    "--log-level", "--component", "--bot"}) {
    CHECK_THAT(help, Catch::Contains(flag));
  }
}
