#pragma once
// What a player chose before a match: the contract between the setup scenes
// (menu, setup, "play again") and the play scene. Plain data; the engine
// validates the game and the start position when the match is made.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "marienbad/match.hpp"
#include "marienbad/result.hpp"
#include "sum/sum_part.hpp"

namespace marienbad::app {

// What the boards can show, so what the setup page and the command line allow.
struct SetupLimits {
  static constexpr int kMaxRows = 8;        // Marienbad rows
  static constexpr Count kMaxMatches = 15;  // matches per row
  static constexpr Count kMaxHeap = 100;    // the subtraction heap
  static constexpr int kMaxAmount = 10;     // largest amount in a subtraction set
  static constexpr Count kMinBoard = 8;     // Dornim board side, in squares
  static constexpr Count kMaxBoard = 24;
};

enum class Opponent { Computer, SecondPerson, Demo };  // Demo: computer against computer
enum class FirstMover { Human, Computer, Random };

// A bot program (docs/bot-protocol.md): the name its handshake gave, its command line.
struct BotEntry {
  std::string name;
  std::string command;
  bool operator==(const BotEntry&) const = default;
};

struct MatchSetup {
  GameKind kind{};  // the first game of the list by default
  Rule rule = Rule::Misere;            // the film's rule for Marienbad
  Heaps start = {1, 3, 5, 7};          // empty for Dornim: a random start on a board_size board
  std::vector<Count> set = {1, 2, 3};  // subtraction only
  Count board_size = 16;               // Dornim: the board is board_size × board_size squares
  // A sum of games (kind GameKind::Sum): each part's game, set and start. `start`, when not
  // empty, is the whole sum's start instead (the parts' heaps one after the other).
  std::vector<SumPart> parts;
  std::string level = "medium";  // computer level (both computers in a demo)
  Opponent opponent = Opponent::Computer;
  FirstMover first = FirstMover::Human;
  bool learning_mode = false;  // the hint overlay stays on
  // A bot instead of the computer's level: against the computer it is the computer; in a
  // demo it plays computer A against the level. Single games only (nim, subtraction, wythoff).
  std::optional<BotEntry> bot;
  // A lesson's game (scenes/lesson_catalogue.*), its challenge or its first game: played in
  // the lesson's frame and counted nowhere (no statistics, no last games, no Continue).
  // Not kept in saved matches.
  std::string lesson;
  bool lesson_challenge = false;      // the challenge: a win counts in the lesson's progress
  std::uint64_t lesson_wins = 1;      // the wins in a row that pass it
  bool lesson_without_hints = false;  // then a win with the hint shown breaks the row
};

// Whether the boards can show the setup's start, and the engine accepts it (a clear
// reason otherwise): for positions that come from outside the setup page.
Status check_playable(const MatchSetup& setup);

// Stable names for files: "computer" / "person" / "demo"; "human" / "computer" / "random".
std::string_view to_string(Opponent opponent);
std::string_view to_string(FirstMover first);
std::optional<Opponent> parse_opponent(std::string_view name);
std::optional<FirstMover> parse_first_mover(std::string_view name);

// The game after `kind` in menu order (the demo cycle's next game).
GameKind next_game(GameKind kind);

// The standard setup of each game: 1-3-5-7 misère, 21 with {1,2,3}, a random
// square on a 16×16 Dornim board.
MatchSetup default_setup(GameKind kind);

// The controller name of a bot's side in the engine match (the levels are the others).
inline constexpr std::string_view kBotController = "bot";

// The engine match for a setup: sides 0 (the person, or computer A in a demo)
// and 1; random choices (who starts, Dornim square) drawn from `seed`.
Result<Match> make_match(const MatchSetup& setup, std::uint64_t seed);

}  // namespace marienbad::app
