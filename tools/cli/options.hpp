#pragma once
// Arguments shared by every marienbad-cli command, parsed strictly: the
// position (--game, --heaps, --set or --code, --misere/--normal, --component for a sum
// of games), --json and --help,
// plus the options a command declares for itself (e.g. --count N).
#include <chrono>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "marienbad/game.hpp"

namespace marienbad::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;  // an internal error, never bad input
inline constexpr int kExitUsage = 2;    // bad input: one line on stderr

// An option a command accepts beyond the shared ones, e.g. {"--count", true}
// or {"--random-starts", false}.
struct OptionSpec {
  std::string_view name;
  bool takes_value;
  std::string_view help = "";        // its line in --help
  std::string_view value_name = "";  // e.g. N, for "--count N"
};

struct Arguments {
  std::optional<std::string> game;   // --game
  std::optional<std::string> heaps;  // --heaps (alias --rows)
  // --set, --code: the text of each game parameter's option given, by its name ("set").
  std::map<std::string, std::string, std::less<>> parameters;
  std::optional<Rule> rule;             // --misere / --normal
  std::vector<std::string> components;  // --component, once a part
  bool json = false;                    // --json
  bool help = false;                    // --help / -h
  std::string help_text;                // with help: the command's --help, written by CLI11
  std::map<std::string, std::string, std::less<>> options;  // declared options: name -> value
  std::vector<std::string> positionals;

  bool has(std::string_view name) const { return options.find(name) != options.end(); }
  std::optional<std::string_view> value(std::string_view name) const;
};

// "--name value" and "--name=value" both work. Unknown, repeated or
// contradictory options, flags given a value and missing values are errors
// (CLI11, through tools/command_line). `usage`: the command's own text, which
// --help prints before the list of every option.
Result<Arguments> parse_arguments(std::span<const std::string_view> args,
                                  std::span<const OptionSpec> extra = {},
                                  std::string_view usage = {});

struct Position {
  Game game;
  Heaps heaps;
};
// The game from --game (or, when allow_game_word, a lone positional word such
// as "wythoff"; default nim), the rule (default normal), its parameter if it has one (--set
// for subtraction, default 1,2,3; --code for octal, default 0.137 or the preset's, as
// --game dawson-chess) and the heaps (default the game's standard start),
// validated by the engine. Any other positional argument is an error.
// --game sum: the parts from --component SPEC, 1 to 8 of them (sum_part.hpp),
// normal play only; the heaps are the parts' heaps one after the other.
Result<Position> resolve_position(const Arguments& args, bool allow_game_word = false);

// A numeric option such as --count: `fallback` when absent, else min..max.
Result<Count> count_option(const Arguments& args, std::string_view name, Count fallback, Count min,
                           Count max);

// A duration option in seconds such as --move-time 2.5: a whole number with up
// to three decimals, more than 0 and at most max_seconds; `fallback` when absent.
Result<std::chrono::milliseconds> seconds_option(const Arguments& args, std::string_view name,
                                                 std::chrono::milliseconds fallback,
                                                 Count max_seconds);

// review's --positions "P0;P1;...": the positions of a played game, each as in
// --heaps and valid for `game`, at most kMaxReviewPositions of them (10000 plies).
// Whether each step is a legal move is checked later, by the review.
inline constexpr std::size_t kMaxReviewPositions = 10'001;
Result<std::vector<Heaps>> parse_position_list(const Game& game, std::string_view text);

// Prints "marienbad-cli: <message>" as one line on stderr and returns kExitUsage.
int usage_error(std::string_view message);

}  // namespace marienbad::cli
