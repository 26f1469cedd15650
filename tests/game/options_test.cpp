#include <catch2/catch.hpp>

#include <vector>

#include "app/options.hpp"

using namespace marienbad::app;
using marienbad::GameKind;
using marienbad::Heaps;
using marienbad::Rule;

namespace {
marienbad::Result<Options> parse(std::vector<std::string_view> args) {
  return parse_options(args);
}
}  // namespace

TEST_CASE("options: every documented flag parses") {
  auto o = parse({"--variant",    "marienbad",  "--level",   "hard",        "--first", "computer",
                  "--misere",     "--rows",     "1,3,5,7",   "--lang",      "fr",      "--windowed",
                  "--size",       "800x500",    "--seed",    "42",          "--hint",  "--demo",
                  "--screenshot", "/tmp/x.bmp", "--verbose", "--log-level", "debug"});
  REQUIRE(o);
  CHECK(o->variant == GameKind::Nim);
  CHECK(o->level == "hard");
  CHECK(o->first == FirstPlayer::Computer);
  CHECK(o->rule == Rule::Misere);
  CHECK(o->heaps == Heaps{1, 3, 5, 7});
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

  auto sub = parse({"--game=subtraction", "--heaps=21", "--set=1,3,4", "--normal"});
  REQUIRE(sub);
  CHECK(sub->variant == GameKind::Subtraction);
  CHECK(sub->set == Heaps{1, 3, 4});
  CHECK(sub->rule == Rule::Normal);
  CHECK(parse({})->variant == std::nullopt);

  // A sum: its parts with the CLI's grammar.
  auto sum = parse({"--variant", "sum", "--component", "nim:1,3,5", "--component",
                    "subtraction:21:1,3,4", "--component=wythoff:3,5"});
  REQUIRE(sum);
  CHECK(sum->variant == marienbad::GameKind::Sum);
  REQUIRE(sum->components.size() == 3);
  CHECK(marienbad::sum_part_text(sum->components[1]) == "subtraction:21:1,3,4");
}

TEST_CASE("options: bad flags and values are one clear error") {
  const std::vector<std::vector<std::string_view>> bad = {
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
      {"--game", "nim", "--set", "1,2"},
      {"--component", "nim:1"},  // without --variant sum
      {"--variant", "nim", "--component", "nim:1"},
      {"--variant", "sum", "--component", "chess:1"},
      {"--variant", "sum", "--component", ""},
      {"--variant", "sum", "--component", "subtraction:1,2"},
      {"--variant", "sum", "--misere"},  // Grundy values need normal play
      {"--variant", "sum", "--heaps", "1,3"},
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
  for (const auto& args : bad) {
    auto o = parse(args);
    CAPTURE(args[0]);
    REQUIRE_FALSE(o);
    CHECK_FALSE(o.error().empty());
    CHECK(o.error().find('\n') == std::string::npos);
  }
}

TEST_CASE("options: --bot keeps the command line, its words are checked, not run") {
  auto o = parse({"--bot", R"(python3 "my bots/b.py" 'Spaced Name')", "--variant", "nim"});
  REQUIRE(o);
  REQUIRE(o->bot);
  CHECK(o->bot->command == R"(python3 "my bots/b.py" 'Spaced Name')");
  CHECK(o->bot->name.empty());  // main() fills it from the handshake
  auto demo = parse({"--demo", "--bot=python3 b.py", "--level", "easy"});
  REQUIRE(demo);
  CHECK(demo->bot->command == "python3 b.py");
  CHECK_FALSE(parse({"--variant", "nim"})->bot);
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
  CHECK(parse({"--component", "nim:1", "--component", "nim:2", "--variant", "sum"})
            ->components.size() == 2);  // repeatable
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
