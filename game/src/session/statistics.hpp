#pragma once
// The statistics of games against the computer, without SDL or files: what counts and how.
// A game counts once, with the result it really ended on: a result undone on the game-over
// board is taken back, and the end it reaches then counts instead; a match in progress that
// the player discards counts as abandoned. (The file's text is in app/settings.*.)
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "marienbad/match.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app {

struct GameStats {
  std::uint64_t played = 0;  // finished games
  std::uint64_t won = 0;
  std::uint64_t won_without_hints = 0;
  std::uint64_t abandoned = 0;  // matches in progress discarded for another
  bool operator==(const GameStats&) const = default;
};

// One finished game against the computer, as the statistics count it.
struct GameRecord {
  std::string game;  // engine name: nim, subtraction, wythoff
  std::string level;
  bool won = false;  // by the person
  bool used_hints = false;
  bool operator==(const GameRecord&) const = default;
};

// How far a learner got in one lesson (scenes/lessons_scene.*).
struct LessonProgress {
  std::uint64_t steps = 0;        // steps finished, from the first
  bool passed = false;            // its challenge won
  std::uint64_t wins_in_row = 0;  // challenge matches won in a row (when it asks for more than one)
  bool operator==(const LessonProgress&) const = default;
};
inline constexpr std::uint64_t kMaxLessonWins = 1000;

// What one lesson's progress can reach, from the game's lessons (scenes/lesson_catalogue.*:
// lesson_bounds()): the progress file keeps only these lessons, each within its bounds.
struct LessonBounds {
  std::string_view id;
  std::uint64_t steps = 0;  // its number of steps
  std::uint64_t wins = 1;   // the challenge's wins in a row that pass it
};

// The name a setup's games are counted under: the engine id ("nim"), with the code for a game
// made from one, each code a game of its own ("octal:0.137"); and whether a statistics file's
// name is one.
std::string statistics_game(const MatchSetup& setup);
bool is_statistics_game(std::string_view name);

struct Statistics {
  // Key: "game/level" with a statistics_game and an engine level name, e.g. "nim/hard",
  // "octal:0.137/hard".
  std::map<std::string, GameStats, std::less<>> entries;
  // Key: a lesson's id, e.g. "twenty-one" (lowercase letters and '-', at most 32).
  std::map<std::string, LessonProgress, std::less<>> lessons;

  static std::string key(std::string_view game, std::string_view level);
  void record(std::string_view game, std::string_view level, bool won, bool used_hints);
  void record(const GameRecord& game) { record(game.game, game.level, game.won, game.used_hints); }
  // Undoes record(game) (the game was undone on its game-over board).
  void take_back(const GameRecord& game);
  void record_abandoned(std::string_view game, std::string_view level);
  GameStats get(std::string_view game, std::string_view level) const;
  bool operator==(const Statistics&) const = default;
};

// Worth asking before it is discarded: not over, and a person has made a move in it
// (a demo, or a match where only the computer has moved, loses nothing).
bool worth_keeping(const Match& match);
// A match discarded for another: counted as abandoned when it was against the computer and
// worth keeping; false when nothing was counted.
bool count_abandoned(Statistics& statistics, const Match& match, const MatchSetup& setup);

}  // namespace marienbad::app
