// Kayles' row of the registry (registry.hpp).
#include <algorithm>

#include "marienbad/game.hpp"
#include "marienbad/registry.hpp"

namespace marienbad {

namespace {

// Kayles as a part of a sum: the rows it can ever have, at most kMaxKaylesPartRoom. Rows of 0
// stay where they are (apply() keeps them); a row of n pins leaves at most (n + 1) / 2
// non-empty pieces, each at least one pin and one knocked-down pin from the next, and no move
// makes that bound grow. So within the bound every split Kayles allows fits the room: the
// moves offered, analysed and played are one set. Only rows of more than 16383 pins can pass
// it, after thousands of splits (given rows are at most 1024).
std::size_t kayles_room(const Heaps& heaps) {
  Count room = 0;
  for (Count h : heaps) {
    room += h == 0 ? 1 : h / 2 + h % 2;
    if (room >= kMaxKaylesPartRoom) return kMaxKaylesPartRoom;
  }
  return static_cast<std::size_t>(std::max<Count>(room, 1));
}

}  // namespace

GameInfo kayles_game_info() {
  return {
      .kind = GameKind::Kayles,
      .id = "kayles",
      .alias = "",
      .name_key = "game.kayles",
      .heaps = "rows",
      .part_grammar = "kayles:ROWS",
      .single = true,
      .misere = true,
      .parameter = nullptr,
      .min_heaps = 1,
      .max_heaps = kMaxKaylesRows,
      .max_count = kMaxKaylesRow,
      .start = {3, 5, 7},
      .table = TableStyle::RowGrundy,
      .make = [](Rule rule, std::vector<Count>) -> Result<Game> { return Game(KaylesGame(rule)); },
      .grundy = [](const Game&, const Heaps& heaps) -> std::optional<Count> {
        return KaylesGame::grundy(heaps);
      },
      .check_part = nullptr,
      .part_grundy = [](const Game&, const Heaps& heaps) { return KaylesGame::grundy(heaps); },
      .moves_to_value = [](const Game&, const Heaps& heaps,
                           Count target) { return KaylesGame::moves_to_value(heaps, target); },
      .count_moves_to_value =
          [](const Game&, const Heaps& heaps, Count target) {
            return KaylesGame::count_moves_to_value(heaps, target);
          },
      // A move splits a row: the sum keeps room for as many rows as can ever be.
      .part_room = kayles_room,
      .rule_sentence =
          [](const Game& game) {
            return rule_words(game, "normal play: whoever knocks down the last pin wins",
                              "misere play: whoever knocks down the last pin loses");
          },
      // Kayles is 0.77: period 12 from 71 pins on, which the octal values prove.
      .period = [](const Game& game) -> std::optional<ValuePeriod> {
        const auto& period = std::get<KaylesGame>(game.model()).values().period();
        if (!period) return std::nullopt;
        return ValuePeriod{period->preperiod, period->period, period->proven_at};
      },
  };
}

}  // namespace marienbad
