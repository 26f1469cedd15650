#pragma once
// The engine's one list of games. Each entry says everything the engine and
// its tools need to know about a game that is not in its model: its id (the
// CLI's --game, saved files, the bot protocol), its name's key in the game's
// strings, the rules it offers, the shape and limits of a position, its
// standard start, how to make it, its Grundy values where they are defined,
// and how it takes part in a sum. Every list of games (messages, --help, the
// CLI's choices) is derived from it, and code outside a game's folder does not
// switch on the kind: it asks the entry, or the model (Game::visit_any). Each game's
// row lives in its folder, engine/games/ID/.
#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "marienbad/exact.hpp"
#include "marienbad/types.hpp"

namespace marienbad {

class Game;
struct Move;

// What `marienbad-cli table` shows for a game (tools/cli/table_command.cpp).
enum class TableStyle {
  Positions,     // every position below the start, with its winning moves (Nim, a sum)
  ColdRanks,     // the cold positions by rank (Wythoff: GameInfo::ranked)
  HeapOutcomes,  // the P-positions of one heap 0 .. N and the period (subtraction)
  RowGrundy,     // the Grundy values of one row 0 .. N (Kayles)
};

// Where a game's values repeat: from `preperiod` on, every `period` (a heap's size).
struct ValuePeriod {
  Count preperiod = 0;
  Count period = 1;
  // Where a theorem proved it (an octal game's Guy-Smith bound, octal_values.hpp); 0: not said.
  Count proven_at = 0;
};

// What a game is made from besides its rule: the subtraction game's set of amounts, an octal
// game's code. Its value is a list of numbers (the set; the code's digits, d0 first), its text
// what the CLI's option (--NAME), a saved match's line, the bot protocol's `new` line and a
// part of a sum write ("1,3,4", "0.137").
struct GameParameter {
  std::string_view name;      // "set", "code"
  std::string_view fallback;  // the text when none is given: "1,2,3"
  std::string_view help;      // for --help: "the amounts a move may take"
  bool shown_as_text;         // JSON and the CLI give its text ("0.137"), not a list {1, 3, 4}
  Result<std::vector<Count>> (*parse)(std::string_view text, std::string_view what);
  std::string (*text)(const std::vector<Count>& value);
};

// The P-positions of a game listed by rank (TableStyle::ColdRanks: Wythoff's cold positions).
struct RankedPositions {
  Count max_rank;  // the last rank whose position fits in 64 bits
  // The position of `rank` under the game's rule (its exceptions near the end included).
  Heaps (*at)(const Game& game, Count rank);
  // The table's first line: what it lists and how ("... y_d = floor(d*phi), x_d = y_d + d").
  std::string (*heading)(const Game& game);
  // The columns' names, the rank's then each number's: "d", "y_d", "x_d" (also JSON's keys).
  std::array<std::string_view, 3> columns;
};

// A game known by another name with its parameter: `dawson-chess` is octal with code 0.137.
struct GamePreset {
  std::string_view id;         // dawson-chess
  std::string_view parameter;  // 0.137
  std::string_view name_key;   // its name's key in the game's strings (po/)
};

struct GameInfo {
  GameKind kind;
  std::string_view id;             // "nim"
  std::string_view alias;          // another accepted id ("marienbad"), or empty
  std::string_view name_key;       // the key of the game's name in the game's strings (po/)
  std::string_view heaps;          // what the numbers of a position are: "rows", "heap", "x,y"
  std::string_view part_grammar;   // its forms as a part of a sum ("nim:ROWS"); empty: none
  bool single;                     // false: a sum, made from its parts
  bool misere;                     // offers misère play (normal play is always offered)
  const GameParameter* parameter;  // what the game is made from besides its rule; null: none
  std::size_t min_heaps;           // how many numbers a position has
  std::size_t max_heaps;           // (a sum: no bound of its own, its parts have theirs)
  Count max_count;                 // the largest number in a position the engine answers exactly
  std::vector<Count> start;        // the standard start (empty for a sum: its parts')
  TableStyle table;

  // The single game under `rule` and `parameter`'s value (ignored by a game without one).
  Result<Game> (*make)(Rule rule, std::vector<Count> parameter);
  // Normal play's Grundy value of a valid position when it is cheap to know
  // exactly; std::nullopt otherwise. Null: never.
  std::optional<Count> (*grundy)(const Game& game, const Heaps& heaps);
  // As a part of a sum: beyond what check_position asks (e.g. Wythoff within
  // its Grundy table); null: nothing more.
  Status (*check_part)(const Heaps& heaps);
  // As a part of a sum (normal play, a position check_part accepts): its
  // Grundy value, and every move to a position of value `target`, in moves()
  // order. Null when the game cannot be a part.
  Count (*part_grundy)(const Game& game, const Heaps& heaps);
  std::vector<Move> (*moves_to_value)(const Game& game, const Heaps& heaps, Count target);
  // How many moves to `target` there are, for a game whose moves_to_value
  // lists only the first ones (Kayles' long rows). Null: the list is complete.
  u128 (*count_moves_to_value)(const Game& game, const Heaps& heaps, Count target) = nullptr;
  // As a part of a sum whose moves may change its number of heaps (a Kayles
  // move splits a row): the number of heaps every position reachable from
  // `heaps` fits in, which the sum keeps for it (its position padded with
  // empty heaps). Null: a move never changes the number of heaps.
  std::size_t (*part_room)(const Heaps& heaps);
  // "normal play: whoever takes the last match wins", for the CLI's analysis.
  std::string (*rule_sentence)(const Game& game);
  // The numbers of a position are Nim heaps themselves (Marienbad's rows): the analysis shows
  // their nim-sum and seed 002's digital-sum table.
  bool nim_heaps = false;
  // The period of the game's values, for the analysis and the table; null, or std::nullopt
  // for this game, when there is none known.
  std::optional<ValuePeriod> (*period)(const Game& game) = nullptr;
  // Other names for the game with a parameter (--game dawson-chess).
  std::span<const GamePreset> presets = {};
  // A position whose text is not its numbers (a Hackenbush picture, "BRB,RR"): how to read and
  // write it wherever a position is text (the CLI, saved matches, the bot protocol, links).
  // Null: the numbers separated by commas.
  Result<Heaps> (*parse_text)(std::string_view text, std::string_view what) = nullptr;
  std::string (*position_text)(const Heaps& heaps) = nullptr;
  // A partisan game, whose players have different moves (Hackenbush: Blue and Red): the player
  // to move is part of the position. Null for an impartial game.
  const struct PartisanRules* partisan = nullptr;
  // As a part of a sum, the bound check_part sets, for --help: "coordinates up to 2000".
  std::string_view part_bound = {};
  // TableStyle::ColdRanks: the ranked positions its table lists. Null for other styles.
  const RankedPositions* ranked = nullptr;
};

// What the analysis asks of a partisan game (GameInfo::partisan).
struct PartisanRules {
  std::string_view left;   // the first player's name, "Blue"
  std::string_view right;  // "Red"
  // The player to move (0: left, 1: right), and the same position with `player` to move.
  std::size_t (*to_move)(const Heaps& heaps);
  Heaps (*with_turn)(const Heaps& heaps, std::size_t player);
  // The position's value, exact: "1/2", "*", "^".
  std::string (*value_text)(const Game& game, const Heaps& heaps);
};

// Every game, in the order of GameKind: the rows of the games' folders (engine/games/ID/
// ID_info.cpp, `GameInfo ID_game_info()`), collected in the order of MARIENBAD_GAMES
// (CMakeLists.txt) by the generated game_list.cpp.
std::span<const GameInfo> game_registry();
const GameInfo& game_info(GameKind kind);
// For a row's rule_sentence: `normal` or `misere` as the game's rule is.
std::string rule_words(const Game& game, std::string_view normal, std::string_view misere);
// By id, alias or preset. A sum only when allow_sum; the error lists what is accepted.
Result<const GameInfo*> find_game(std::string_view text, bool allow_sum);
// The preset named `text` (--game dawson-chess), if it is one.
const GamePreset* find_preset(std::string_view text);
// A game's parameter: its value when none is given (empty for a game without one), and its text.
std::vector<Count> default_parameter(const GameInfo& info);
std::string parameter_text(const GameInfo& info, const std::vector<Count>& value);
// The accepted ids, e.g. "nim, marienbad, subtraction or wythoff" (with the
// aliases, and "sum" when with_sum), for messages and --help.
std::string game_id_list(bool with_sum);
// A position in text ("1,3,5,7") for a single game: the numbers' count and
// range as the entry says, or the game's own text (GameInfo::parse_text); errors name `what`
// ("--heaps").
Result<Heaps> parse_position(const GameInfo& info, std::string_view text, std::string_view what);
// And back: "1,3,5,7", or the game's own text.
std::string position_text(const GameInfo& info, const Heaps& heaps);

}  // namespace marienbad
