// Wythoff's row of the registry (registry.hpp).
#include <algorithm>

#include "marienbad/game.hpp"
#include "marienbad/registry.hpp"
#include "wythoff/wythoff_grundy.hpp"

namespace marienbad {

namespace {

std::vector<Move> wythoff_moves_to_value(const Game&, const Heaps& heaps, Count target) {
  std::vector<Move> moves;
  const Count x = heaps[0], y = heaps[1];
  const auto table = WythoffGrundyTable::covering(std::max(x, y));
  // In moves() order: x moves, y moves, then diagonal ones.
  for (Count a = 1; a <= x; ++a) {
    if (table->at(x - a, y) == target) moves.push_back(Move{0, a, false});
  }
  for (Count a = 1; a <= y; ++a) {
    if (table->at(x, y - a) == target) moves.push_back(Move{1, a, false});
  }
  for (Count a = 1; a <= std::min(x, y); ++a) {
    if (table->at(x - a, y - a) == target) moves.push_back(Move{0, a, true});
  }
  return moves;
}

Status wythoff_check_part(const Heaps& heaps) {
  if (std::max(heaps[0], heaps[1]) > kMaxWythoffGrundyCoordinate) {
    return Error{"wythoff (" + join_counts(heaps) +
                 ") is beyond the exact Grundy table of a sum: coordinates up to " +
                 std::to_string(kMaxWythoffGrundyCoordinate)};
  }
  return Ok{};
}

}  // namespace

GameInfo wythoff_game_info() {
  return {
      .kind = GameKind::Wythoff,
      .id = "wythoff",
      .alias = "",
      .name_key = "game.wythoff",
      .heaps = "x,y",
      .part_grammar = "wythoff:X,Y",
      .single = true,
      .misere = true,
      .parameter = nullptr,
      .min_heaps = 2,
      .max_heaps = 2,
      .max_count = kMaxHeap,
      .start = {11, 15},
      .table = TableStyle::ColdRanks,
      .make = [](Rule rule, std::vector<Count>) -> Result<Game> { return Game(WythoffGame(rule)); },
      // Wythoff's Grundy values have no closed form: only a sum's parts, within the exact
      // table, have one.
      .grundy = nullptr,
      .check_part = wythoff_check_part,
      .part_grundy = [](const Game&,
                        const Heaps& heaps) { return wythoff_grundy(heaps[0], heaps[1]); },
      .moves_to_value = wythoff_moves_to_value,
      .part_room = nullptr,
      .rule_sentence =
          [](const Game& game) {
            return rule_words(game, "normal play: whoever reaches the corner (0,0) wins",
                              "misere play: whoever reaches the corner (0,0) loses");
          },
  };
}

}  // namespace marienbad
