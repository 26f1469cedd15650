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

// The cold position with difference d under the game's rule: the normal one, or near the
// corner the misère exception the engine knows.
Heaps cold_for_rule(const Game& whole, Count d) {
  const auto& game = std::get<WythoffGame>(whole.model());
  const ColdPosition cold = cold_position(d);
  if (game.is_cold(cold.x, cold.y)) return {cold.x, cold.y};
  for (Count x = 0; x < 8; ++x) {
    if (game.is_cold(x, x + d)) return {x, x + d};
  }
  return {cold.x, cold.y};  // unreachable: every difference has exactly one cold position
}

static_assert(kMaxWythoffGrundyCoordinate == 2000, "the part_bound below says 2000");

const RankedPositions kColdPositions{
    .max_rank = kMaxWythoffRank,
    .at = cold_for_rule,
    .heading =
        [](const Game& game) {
          return std::string("wythoff cold positions, ") + std::string(to_string(game.rule())) +
                 " play: y_d = floor(d*phi), x_d = y_d + d" +
                 (game.rule() == Rule::Misere ? " (except d = 0 and 1 near the corner)" : "");
        },
    .columns = {"d", "y_d", "x_d"},
};

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
      .part_bound = "coordinates up to 2000",
      .ranked = &kColdPositions,
  };
}

}  // namespace marienbad
