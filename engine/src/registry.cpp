#include "marienbad/registry.hpp"

#include <algorithm>

#include "marienbad/game.hpp"
#include "marienbad/game_lists.hpp"
#include "marienbad/quote.hpp"
#include "marienbad/wythoff_grundy.hpp"

namespace marienbad {

namespace {

std::string normal_or_misere(const Game& game, std::string_view normal, std::string_view misere) {
  return std::string(game.rule() == Rule::Normal ? normal : misere);
}

// Nim: a row h of a part becomes h ^ v ^ target (seed 003, section 5.4).
std::vector<Move> nim_moves_to_value(const Game&, const Heaps& heaps, Count target) {
  std::vector<Move> moves;
  const Count change = NimGame::nim_sum(heaps) ^ target;
  for (std::size_t row = 0; row < heaps.size(); ++row) {
    const Count to = heaps[row] ^ change;
    if (to < heaps[row]) moves.push_back(Move{row, heaps[row] - to, false});
  }
  return moves;
}

std::vector<Move> subtraction_moves_to_value(const Game& game, const Heaps& heaps, Count target) {
  std::vector<Move> moves;
  const auto& model = std::get<SubtractionGame>(game.model());
  for (Count s : model.set()) {
    if (s <= heaps[0] && model.grundy(heaps[0] - s) == target) moves.push_back(Move{0, s, false});
  }
  return moves;
}

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

// Kayles as a part of a sum: the rows it can ever have, at most
// kMaxKaylesPartRoom. Rows of 0 stay where they are (apply() keeps them); a
// row of n pins leaves at most (n + 1) / 2 non-empty pieces, each at least one
// pin and one knocked-down pin from the next, and no move makes that bound
// grow. So within the bound every split Kayles allows fits the room: the moves
// offered, analysed and played are one set. Only rows of more than 16383
// pins can pass it, after thousands of splits (given rows are at most 1024).
std::size_t kayles_room(const Heaps& heaps) {
  Count room = 0;
  for (Count h : heaps) {
    room += h == 0 ? 1 : h / 2 + h % 2;
    if (room >= kMaxKaylesPartRoom) return kMaxKaylesPartRoom;
  }
  return static_cast<std::size_t>(std::max<Count>(room, 1));
}

// The entries, in the order of GameKind (game_info indexes them).
const std::vector<GameInfo>& entries() {
  static const std::vector<GameInfo> all = {
      {
          .kind = GameKind::Nim,
          .id = "nim",
          .alias = "marienbad",
          .name_key = "game.nim",
          .heaps = "rows",
          .part_grammar = "nim:ROWS",
          .single = true,
          .misere = true,
          .takes_set = false,
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
                return normal_or_misere(game, "normal play: whoever takes the last match wins",
                                        "misere play: whoever takes the last match loses");
              },
      },
      {
          .kind = GameKind::Subtraction,
          .id = "subtraction",
          .alias = "",
          .name_key = "game.subtraction",
          .heaps = "heap",
          .part_grammar = "subtraction:HEAP, subtraction:HEAP:SET",
          .single = true,
          .misere = true,
          .takes_set = true,
          .min_heaps = 1,
          .max_heaps = 1,
          .max_count = kMaxHeap,
          .start = {21},
          .table = TableStyle::HeapOutcomes,
          .make = [](Rule rule, std::vector<Count> set) -> Result<Game> {
            auto game = SubtractionGame::make(std::move(set), rule);
            if (!game) return Error{game.error()};
            return Game(std::move(game).value());
          },
          .grundy = [](const Game& game, const Heaps& heaps) -> std::optional<Count> {
            return std::get<SubtractionGame>(game.model()).grundy(heaps[0]);
          },
          .check_part = nullptr,
          .part_grundy =
              [](const Game& game, const Heaps& heaps) {
                return std::get<SubtractionGame>(game.model()).grundy(heaps[0]);
              },
          .moves_to_value = subtraction_moves_to_value,
          .part_room = nullptr,
          .rule_sentence =
              [](const Game& game) {
                return normal_or_misere(game, "normal", "misere") + " play, a move takes one of {" +
                       join_counts(game.subtraction_set(), ", ") + "}";
              },
      },
      {
          .kind = GameKind::Wythoff,
          .id = "wythoff",
          .alias = "",
          .name_key = "game.wythoff",
          .heaps = "x,y",
          .part_grammar = "wythoff:X,Y",
          .single = true,
          .misere = true,
          .takes_set = false,
          .min_heaps = 2,
          .max_heaps = 2,
          .max_count = kMaxHeap,
          .start = {11, 15},
          .table = TableStyle::ColdRanks,
          .make = [](Rule rule, std::vector<Count>) -> Result<Game> {
            return Game(WythoffGame(rule));
          },
          // Wythoff's Grundy values have no closed form: only a sum's parts,
          // within the exact table, have one.
          .grundy = nullptr,
          .check_part = wythoff_check_part,
          .part_grundy = [](const Game&,
                            const Heaps& heaps) { return wythoff_grundy(heaps[0], heaps[1]); },
          .moves_to_value = wythoff_moves_to_value,
          .part_room = nullptr,
          .rule_sentence =
              [](const Game& game) {
                return normal_or_misere(game, "normal play: whoever reaches the corner (0,0) wins",
                                        "misere play: whoever reaches the corner (0,0) loses");
              },
      },
      {
          .kind = GameKind::Sum,
          .id = "sum",
          .alias = "",
          .name_key = "game.sum",
          .heaps = "parts",
          .part_grammar = "",
          .single = false,
          .misere = false,
          .takes_set = false,
          .min_heaps = 1,
          .max_heaps = kMaxSumParts * kMaxNimRows,
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
      },
      {
          .kind = GameKind::Kayles,
          .id = "kayles",
          .alias = "",
          .name_key = "game.kayles",
          .heaps = "rows",
          .part_grammar = "kayles:ROWS",
          .single = true,
          .misere = true,
          .takes_set = false,
          .min_heaps = 1,
          .max_heaps = kMaxKaylesRows,
          .max_count = kMaxKaylesRow,
          .start = {3, 5, 7},
          .table = TableStyle::RowGrundy,
          .make = [](Rule rule, std::vector<Count>) -> Result<Game> {
            return Game(KaylesGame(rule));
          },
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
                return normal_or_misere(game, "normal play: whoever knocks down the last pin wins",
                                        "misere play: whoever knocks down the last pin loses");
              },
      },
  };
  return all;
}

}  // namespace

std::span<const GameInfo> game_registry() {
  return entries();
}

const GameInfo& game_info(GameKind kind) {
  return entries().at(static_cast<std::size_t>(kind));
}

Result<const GameInfo*> find_game(std::string_view text, bool allow_sum) {
  for (const GameInfo& info : entries()) {
    if (!allow_sum && !info.single) continue;
    if (text == info.id || (!info.alias.empty() && text == info.alias)) return &info;
  }
  return Error{"unknown game " + quote_for_message(text) + " (expected " + game_id_list(allow_sum) +
               ")"};
}

std::string game_id_list(bool with_sum) {
  return join_alternatives(game_words(with_sum));
}

Result<Heaps> parse_position(const GameInfo& info, std::string_view text, std::string_view what) {
  return parse_count_list(text, what, info.max_count);
}

}  // namespace marienbad
