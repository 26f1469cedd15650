// The sum's row of the registry (registry.hpp): made from its parts, normal play only.
#include <limits>

#include "marienbad/game.hpp"
#include "marienbad/registry.hpp"

namespace marienbad {

GameInfo sum_game_info() {
  return {
      .kind = GameKind::Sum,
      .id = "sum",
      .alias = "",
      .name_key = "game.sum",
      .heaps = "parts",
      .part_grammar = "",
      .single = false,
      .misere = false,
      .parameter = nullptr,
      .min_heaps = 1,
      // A sum's numbers are its parts', each part bounded by its own game's row.
      .max_heaps = std::numeric_limits<std::size_t>::max(),
      .max_count = kMaxHeap,
      .start = {},
      .table = TableStyle::Positions,
      .make = [](Rule, std::vector<Count>) -> Result<Game> {
        return Error{"a sum of games is made from its parts"};
      },
      .grundy = [](const Game& game, const Heaps& heaps) -> std::optional<Count> {
        return game.sum()->grundy(heaps);
      },
      .check_part = nullptr,
      .part_grundy = nullptr,
      .moves_to_value = nullptr,
      .part_room = nullptr,
      .rule_sentence =
          [](const Game&) {
            return std::string("normal play: whoever makes the last move, in any part, wins");
          },
  };
}

}  // namespace marienbad
