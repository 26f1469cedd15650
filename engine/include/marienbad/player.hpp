#pragma once
// Computer players, from random to perfect, behind one interface. The game,
// the CLI, the ladder and the tests all choose a player by its level name.
// Players are stateless: everything random comes from the Rng passed in, so a
// seed replays a game identically everywhere.
#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "marienbad/game.hpp"
#include "marienbad/rng.hpp"

namespace marienbad {

class Player {
 public:
  virtual ~Player() = default;
  virtual std::string_view level() const = 0;
  // A legal move from `heaps`. Precondition: game.check_position(heaps) is ok
  // and the position is not terminal. Any position up to 2^63-1 per heap.
  virtual Move choose(const Game& game, const Heaps& heaps, Rng& rng) const = 0;
};

struct LevelInfo {
  std::string_view name;     // "random", "easy", "medium", "hard", "perfect"
  std::string_view english;  // one sentence for the menu (the game translates it, po/)
};

// Every level, weakest first.
std::span<const LevelInfo> levels();
std::vector<std::string_view> level_names();
bool is_level(std::string_view name);
// The menu sentence of a level; an error names the known levels.
Result<std::string_view> describe(std::string_view level);
// An error names the known levels.
Result<std::unique_ptr<Player>> make_player(std::string_view level);

// The perfect player wins by the fastest way and, when lost, resists longest
// (remoteness.hpp) when the table is small: at most this many positions times
// the non-empty rows (Nim; the legal moves for a sum; 1 for the other games),
// as building it costs O(positions x rows). That stays well within the players' thinking budget of
// 1 ms, also in sanitizer builds' soak tests; every board and heap the game
// offers fits, and Nim once the rows have shrunk (a full 8 rows of 15, 490314
// multisets, is far beyond the budget: docs/performance.md). Beyond, it still
// never misses a win, and gives the change without it.
inline constexpr std::size_t kPerfectRemotenessWork = std::size_t{1} << 13;
// The largest table the perfect player builds for this position (0: none).
std::size_t perfect_remoteness_states(const Game& game, const Heaps& heaps);

}  // namespace marienbad
