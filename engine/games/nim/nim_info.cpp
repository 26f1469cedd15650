// Nim's row of the registry (registry.hpp).
#include "marienbad/game.hpp"
#include "marienbad/registry.hpp"

namespace marienbad {

namespace {

// A row h of a part becomes h ^ v ^ target (seed 003, section 5.4).
std::vector<Move> nim_moves_to_value(const Game&, const Heaps& heaps, Count target) {
  std::vector<Move> moves;
  const Count change = NimGame::nim_sum(heaps) ^ target;
  for (std::size_t row = 0; row < heaps.size(); ++row) {
    const Count to = heaps[row] ^ change;
    if (to < heaps[row]) moves.push_back(Move{row, heaps[row] - to, false});
  }
  return moves;
}

}  // namespace

GameInfo nim_game_info() {
  return {
      .kind = GameKind::Nim,
      .id = "nim",
      .alias = "marienbad",
      .name_key = "game.nim",
      .heaps = "rows",
      .part_grammar = "nim:ROWS",
      .single = true,
      .misere = true,
      .parameter = nullptr,
      .min_heaps = 1,
      .max_heaps = kMaxNimRows,
      .max_count = kMaxHeap,
      .start = {1, 3, 5, 7},
      .table = TableStyle::Positions,
      .make = [](Rule rule, std::vector<Count>) -> Result<Game> { return Game(NimGame(rule)); },
      .grundy = [](const Game&, const Heaps& heaps) -> std::optional<Count> {
        return NimGame::nim_sum(heaps);
      },
      .check_part = nullptr,
      .part_grundy = [](const Game&, const Heaps& heaps) { return NimGame::nim_sum(heaps); },
      .moves_to_value = nim_moves_to_value,
      .part_room = nullptr,
      .rule_sentence =
          [](const Game& game) {
            return rule_words(game, "normal play: whoever takes the last match wins",
                              "misere play: whoever takes the last match loses");
          },
      .nim_heaps = true,
  };
}

}  // namespace marienbad
