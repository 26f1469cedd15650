#pragma once
// The game's command line, parsed strictly into a struct every scene can read.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "app/strings.hpp"
#include "marienbad/result.hpp"
#include "marienbad/types.hpp"
#include "session/match_setup.hpp"
#include "sum/sum_part.hpp"

namespace marienbad::app {

// How many lessons --lesson accepts. The catalogue itself is the scenes' (a layer above);
// tests/game/game_table_test.cpp checks that it has exactly this many.
inline constexpr std::size_t kLessonCount = 9;

enum class FirstPlayer { Human, Computer, Random };
std::string_view to_string(FirstPlayer first);

struct WindowSize {
  int width = 0;
  int height = 0;
};

struct Options {
  bool help = false;
  bool version = false;
  std::optional<GameKind> variant;   // --variant / --game: go straight to that game's board
  std::vector<SumPart> components;   // --component SPEC, repeated: a sum's parts (--variant sum)
  std::optional<std::string> level;  // --level NAME (validated by the scene that uses it)
  std::optional<FirstPlayer> first;
  std::optional<Rule> rule;          // --misere / --normal
  std::optional<Heaps> heaps;        // --heaps / --rows
  std::optional<Heaps> set;          // --set (subtraction)
  std::optional<Language> language;  // --lang
  std::optional<bool> fullscreen;    // --fullscreen / --windowed
  std::optional<WindowSize> size;    // --size WxH
  std::optional<std::uint64_t> seed;
  bool hint = false;
  bool demo = false;
  // --bot CMD: a bot program as an opponent for this run (its words checked here; its
  // name filled in by main() from the handshake before the window opens).
  std::optional<BotEntry> bot;
  std::optional<std::filesystem::path> screenshot;
  bool verbose = false;
  std::optional<std::string> log_level;  // trace|debug|info|warn|error|off
  // --scene menu|setup|settings|statistics|rules|lessons|lesson: open that screen;
  // setup and rules show the --variant game.
  std::optional<std::string> scene;
  // --lesson N (1 to kLessonCount): the lesson --scene lesson opens.
  std::optional<std::size_t> lesson;

  bool headless() const { return screenshot.has_value(); }
};

// Parses argv[1..]; an error message names the bad flag or value in one line.
Result<Options> parse_options(std::span<const std::string_view> args);
Result<Options> parse_options(int argc, char** argv);
std::string usage_text();
std::string version_text();

}  // namespace marienbad::app
