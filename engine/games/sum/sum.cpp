#include "sum/sum.hpp"

#include <algorithm>

#include "marienbad/game.hpp"
#include "marienbad/quote.hpp"
#include "marienbad/registry.hpp"
#include "marienbad/remoteness.hpp"

namespace marienbad {

struct SumGame::Layout {
  struct Part {
    Game game;
    std::size_t first;  // its first heap in the position
    std::size_t size;   // how many heaps it has (a reshaping part: its room)
    bool reshapes;      // its moves change its number of heaps (registry's part_room)
  };
  std::vector<Part> parts;
  std::size_t heap_count = 0;
  Heaps start;
};

namespace {

using Part = SumGame::Layout::Part;

Heaps slice(const Heaps& heaps, const Part& part) {
  const auto first = heaps.begin() + static_cast<std::ptrdiff_t>(part.first);
  return Heaps(first, first + static_cast<std::ptrdiff_t>(part.size));
}

// The end of the heaps [first, last) without the empty ones at the end (at least one heap
// left): a reshaping part's own rows, its room's padding left out.
Heaps::const_iterator rows_end(Heaps::const_iterator first, Heaps::const_iterator last) {
  while (last - first > 1 && *(last - 1) == 0) --last;
  return last;
}

// The heaps without the empty ones at the end (at least one left).
Heaps trimmed(const Heaps& heaps) {
  return Heaps(heaps.begin(), rows_end(heaps.begin(), heaps.end()));
}

// The part's own position. A reshaping part's padding is never copied: a long Kayles row's
// room is thousands of empty heaps.
Heaps own(const Heaps& heaps, const Part& part) {
  if (!part.reshapes) return slice(heaps, part);
  const auto first = heaps.begin() + static_cast<std::ptrdiff_t>(part.first);
  return Heaps(first, rows_end(first, first + static_cast<std::ptrdiff_t>(part.size)));
}

// Writes a part's own position into its place, padded with empty heaps.
void place(Heaps& heaps, const Part& part, const Heaps& rows) {
  for (std::size_t i = 0; i < part.size; ++i) heaps[part.first + i] = i < rows.size() ? rows[i] : 0;
}

Heaps non_empty(const Heaps& heaps) {
  Heaps rows;
  for (Count h : heaps) {
    if (h > 0) rows.push_back(h);
  }
  return rows;
}

std::string part_name(std::size_t index) {
  return "part " + std::to_string(index + 1);
}

// A part's position: valid for its game and for its game as a part (the
// registry's check_part, e.g. Wythoff within the Grundy table).
Status check_part_position(const Game& game, const Heaps& heaps) {
  if (auto valid = game.check_position(heaps); !valid) return valid;
  if (const auto check = game_info(game.kind()).check_part) return check(heaps);
  return Ok{};
}

}  // namespace

Result<SumGame> SumGame::make(const std::vector<SumPart>& parts, Rule rule) {
  if (rule != Rule::Normal) {
    return Error{
        "a sum of games is played under the normal rule only: Sprague-Grundy values add up "
        "(by XOR) under normal play, not under misere play"};
  }
  if (parts.empty()) return Error{"a sum needs at least one part"};
  if (parts.size() > kMaxSumParts) {
    return Error{"a sum has at most " + std::to_string(kMaxSumParts) + " parts, got " +
                 std::to_string(parts.size())};
  }
  auto layout = std::make_shared<Layout>();
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const SumPart& part = parts[i];
    const std::string where = part_name(i) + ": ";
    const GameInfo& info = game_info(part.kind);
    if (!info.single) return Error{where + "a part cannot itself be a sum"};
    if (!info.part_grundy || !info.moves_to_value) {
      return Error{where + std::string(info.id) + " cannot be a part of a sum"};
    }
    if (!info.parameter && !part.parameter.empty()) {
      return Error{where + std::string(info.id) + " is made from nothing but its rule"};
    }
    auto game = Game::make(part.kind, Rule::Normal, part.parameter);
    if (!game) return Error{where + game.error()};
    if (auto valid = check_part_position(game.value(), part.heaps); !valid) {
      return Error{where + valid.error()};
    }
    // A reshaping part starts as its rows (empty ones at the end left out),
    // then empty heaps up to its room.
    const bool reshapes = info.part_room != nullptr;
    Heaps heaps = reshapes ? trimmed(part.heaps) : part.heaps;
    const std::size_t size =
        reshapes ? std::max(info.part_room(heaps), heaps.size()) : heaps.size();
    heaps.resize(size, 0);
    layout->parts.push_back(Part{std::move(game).value(), layout->heap_count, size, reshapes});
    layout->heap_count += size;
    layout->start.insert(layout->start.end(), heaps.begin(), heaps.end());
  }
  return SumGame(std::move(layout));
}

Status SumGame::check_position(const Heaps& heaps) const {
  if (heaps.size() != layout_->heap_count) {
    std::string sizes;
    for (std::size_t i = 0; i < layout_->parts.size(); ++i) {
      if (i > 0) sizes += i + 1 == layout_->parts.size() ? " and " : ", ";
      sizes += std::to_string(layout_->parts[i].size);
    }
    return Error{"this sum has " + std::to_string(layout_->heap_count) + " heaps (its parts " +
                 sizes + "), got " + std::to_string(heaps.size())};
  }
  for (std::size_t i = 0; i < layout_->parts.size(); ++i) {
    const Part& part = layout_->parts[i];
    if (auto valid = check_part_position(part.game, own(heaps, part)); !valid) {
      return Error{part_name(i) + ": " + valid.error()};
    }
  }
  return Ok{};
}

bool SumGame::is_terminal(const Heaps& heaps) const {
  for (const Part& part : layout_->parts) {
    if (!part.game.is_terminal(own(heaps, part))) return false;
  }
  return true;
}

u128 SumGame::total_moves(const Heaps& heaps) const {
  u128 total = 0;
  for (const Part& part : layout_->parts) total += part.game.total_moves(own(heaps, part));
  return total;
}

Count SumGame::move_count(const Heaps& heaps) const {
  return saturate(total_moves(heaps));
}

Move SumGame::nth_move(const Heaps& heaps, Count index) const {
  for (std::size_t i = 0; i < layout_->parts.size(); ++i) {
    const Part& part = layout_->parts[i];
    const Heaps rows = own(heaps, part);
    const Count count = part.game.move_count(rows);
    if (index < count) return sum_move(i, part.game.nth_move(rows, index));
    index -= count;
  }
  return Move{};
}

std::vector<Move> SumGame::moves(const Heaps& heaps) const {
  std::vector<Move> all;
  for (std::size_t i = 0; i < layout_->parts.size(); ++i) {
    const Part& part = layout_->parts[i];
    for (const Move& move : part.game.moves(own(heaps, part))) all.push_back(sum_move(i, move));
  }
  return all;
}

Status SumGame::check_move(const Heaps& heaps, const Move& move) const {
  if (move.heap >= layout_->heap_count) {
    return Error{"there is no heap " + std::to_string(move.heap + 1) + " in this sum (" +
                 std::to_string(layout_->heap_count) + " heaps)"};
  }
  const std::size_t i = part_of(move);
  const Part& part = layout_->parts[i];
  const Heaps rows = own(heaps, part);
  if (auto legal = part.game.check_move(rows, part_move(move)); !legal) {
    return Error{part_name(i) + ": " + legal.error()};
  }
  // A reshaping part's room holds every position it can reach, unless its rows could split
  // past kMaxKaylesPartRoom (rows of more than 16383 pins), and then only after thousands of
  // splits: such a split is refused (part_room).
  if (part.reshapes && trimmed(part.game.apply(rows, part_move(move))).size() > part.size) {
    return Error{part_name(i) + ": this move would leave more than " + std::to_string(part.size) +
                 " rows, all the room this part has"};
  }
  return Ok{};
}

Heaps SumGame::apply(Heaps heaps, const Move& move) const {
  const Part& part = layout_->parts[part_of(move)];
  if (part.reshapes) {
    // The part's own apply() (which may split a row), back into its room. A
    // legal move fits (check_move); the padding is dropped first.
    const Heaps rows = trimmed(part.game.apply(own(heaps, part), part_move(move)));
    place(heaps, part, rows);
    return heaps;
  }
  // What every other part's apply() does, on the whole position (no copy of a part).
  heaps[move.heap] -= move.amount;
  if (move.both) heaps[move.heap + 1] -= move.amount;
  return heaps;
}

Outcome SumGame::outcome(const Heaps& heaps) const {
  return grundy(heaps) == 0 ? Outcome::P : Outcome::N;
}

std::vector<Move> SumGame::winning_moves(const Heaps& heaps) const {
  std::vector<Move> winning;
  const Count total = grundy(heaps);
  if (total == 0) return winning;
  // A winning move changes one part's value v into v ^ total: the sum's XOR becomes 0.
  for (std::size_t i = 0; i < layout_->parts.size(); ++i) {
    const Part& part = layout_->parts[i];
    const Count target = part_grundy(heaps, i) ^ total;
    const Heaps rows = own(heaps, part);
    for (const Move& move : game_info(part.game.kind()).moves_to_value(part.game, rows, target)) {
      winning.push_back(sum_move(i, move));
    }
  }
  return winning;
}

u128 SumGame::winning_move_count(const Heaps& heaps) const {
  u128 count = 0;
  const Count total = grundy(heaps);
  if (total == 0) return count;
  for (std::size_t i = 0; i < layout_->parts.size(); ++i) {
    const Part& part = layout_->parts[i];
    const Count target = part_grundy(heaps, i) ^ total;
    const GameInfo& info = game_info(part.game.kind());
    const Heaps rows = own(heaps, part);
    count += info.count_moves_to_value ? info.count_moves_to_value(part.game, rows, target)
                                       : info.moves_to_value(part.game, rows, target).size();
  }
  return count;
}

std::string SumGame::move_text(const Move& move) const {
  const std::size_t i = part_of(move);
  return std::to_string(i + 1) + ":" + layout_->parts[i].game.move_text(part_move(move));
}

Result<Move> SumGame::parse_move(std::string_view text) const {
  const std::size_t colon = text.find(':');
  if (colon == std::string_view::npos) {
    return Error{"a move in a sum is PART:MOVE, e.g. 1:3-2 (parts numbered from 1), got " +
                 quote_for_message(text)};
  }
  auto number = parse_count(text.substr(0, colon), "part", kMaxSumParts);
  if (!number) return Error{number.error()};
  if (*number == 0 || *number > part_count()) {
    return Error{"there is no part " + std::to_string(*number) + " (parts 1 to " +
                 std::to_string(part_count()) + ")"};
  }
  const std::size_t i = static_cast<std::size_t>(*number - 1);
  const Part& part = layout_->parts[i];
  auto move = part.game.parse_move(text.substr(colon + 1));
  if (!move) return Error{part_name(i) + ": " + move.error()};
  // Only a Nim or Kayles row can be out of its part (subtraction and Wythoff
  // texts name their own heaps); it must not spill into the next part.
  if (move->heap + (move->both ? 1 : 0) >= part.size) {
    return Error{part_name(i) + ": there is no row " + std::to_string(move->heap + 1) +
                 " (rows 1 to " + std::to_string(part.size) + ")"};
  }
  return sum_move(i, move.value());
}

std::size_t SumGame::part_count() const {
  return layout_->parts.size();
}

const Game& SumGame::part(std::size_t index) const {
  return layout_->parts[index].game;
}

std::size_t SumGame::part_first(std::size_t index) const {
  return layout_->parts[index].first;
}

std::size_t SumGame::part_size(std::size_t index) const {
  return layout_->parts[index].size;
}

Heaps SumGame::part_heaps(const Heaps& heaps, std::size_t index) const {
  return own(heaps, layout_->parts[index]);
}

bool SumGame::fixed_shape() const {
  return std::none_of(layout_->parts.begin(), layout_->parts.end(),
                      [](const Part& part) { return part.reshapes; });
}

std::optional<Move> SumGame::move_between(const Heaps& before, const Heaps& after) const {
  if (before.size() != layout_->heap_count || after.size() != layout_->heap_count) {
    return std::nullopt;
  }
  std::vector<Heaps> parts;
  for (const Part& part : layout_->parts) parts.push_back(own(after, part));
  return move_between_parts(before, parts);
}

std::optional<Move> SumGame::move_between_parts(const Heaps& before,
                                                const std::vector<Heaps>& after) const {
  if (before.size() != layout_->heap_count || after.size() != layout_->parts.size()) {
    return std::nullopt;
  }
  // Exactly one part changed (a reshaping part: its non-empty rows), by one of its moves.
  std::optional<std::size_t> changed;
  for (std::size_t i = 0; i < layout_->parts.size(); ++i) {
    const Part& part = layout_->parts[i];
    const Heaps rows = own(before, part);
    const bool same = part.reshapes ? non_empty(rows) == non_empty(after[i]) : rows == after[i];
    if (same) continue;
    if (changed) return std::nullopt;
    changed = i;
  }
  if (!changed) return std::nullopt;
  const Part& part = layout_->parts[*changed];
  auto move = marienbad::move_between(part.game, own(before, part), after[*changed]);
  if (!move) return std::nullopt;
  const Move whole = sum_move(*changed, move.value());
  if (!check_move(before, whole).ok()) return std::nullopt;
  return whole;
}

Result<Heaps> SumGame::position_of_parts(const std::vector<Heaps>& parts) const {
  if (parts.size() != layout_->parts.size()) {
    return Error{"this sum has " + std::to_string(layout_->parts.size()) + " parts, got " +
                 std::to_string(parts.size())};
  }
  Heaps heaps(layout_->heap_count, 0);
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const Part& part = layout_->parts[i];
    const Heaps rows = part.reshapes ? trimmed(parts[i]) : parts[i];
    if (part.reshapes ? rows.size() > part.size : rows.size() != part.size) {
      return Error{part_name(i) + ": " +
                   (part.reshapes ? "at most " + std::to_string(part.size) + " rows here, got "
                                  : std::to_string(part.size) + " heaps, got ") +
                   std::to_string(rows.size())};
    }
    if (auto valid = check_part_position(part.game, rows); !valid) {
      return Error{part_name(i) + ": " + valid.error()};
    }
    place(heaps, part, rows);
  }
  return heaps;
}

std::size_t SumGame::part_of(const Move& move) const {
  std::size_t i = 0;
  while (i + 1 < layout_->parts.size() && layout_->parts[i + 1].first <= move.heap) ++i;
  return i;
}

Move SumGame::part_move(const Move& move) const {
  return Move{move.heap - layout_->parts[part_of(move)].first, move.amount, move.both, move.at};
}

Move SumGame::sum_move(std::size_t index, const Move& part_move) const {
  return Move{layout_->parts[index].first + part_move.heap, part_move.amount, part_move.both,
              part_move.at};
}

Count SumGame::part_grundy(const Heaps& heaps, std::size_t index) const {
  const Part& part = layout_->parts[index];
  return game_info(part.game.kind()).part_grundy(part.game, slice(heaps, part));
}

Count SumGame::grundy(const Heaps& heaps) const {
  Count total = 0;
  for (std::size_t i = 0; i < layout_->parts.size(); ++i) total ^= part_grundy(heaps, i);
  return total;
}

const Heaps& SumGame::start() const {
  return layout_->start;
}

std::vector<SumPart> SumGame::parts(const Heaps& heaps) const {
  std::vector<SumPart> described;
  for (const Part& part : layout_->parts) {
    described.push_back(SumPart{part.game.kind(), part.game.parameter(), own(heaps, part)});
  }
  return described;
}

std::string SumGame::position_text(const Heaps& heaps) const {
  std::string text;
  for (const Part& part : layout_->parts) {
    if (!text.empty()) text += " | ";
    text += join_counts(own(heaps, part));
  }
  return text;
}

std::string SumGame::parts_text(const Heaps& heaps) const {
  std::string text;
  for (const Part& part : layout_->parts) {
    if (!text.empty()) text += '/';
    text += join_counts(own(heaps, part));
  }
  return text;
}

Result<std::vector<Heaps>> SumGame::parse_parts_text(std::string_view text,
                                                     std::string_view what) const {
  std::vector<Heaps> parts;
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t end = std::min(text.find('/', start), text.size());
    if (parts.size() == layout_->parts.size()) {
      return Error{std::string(what) + ": more than the sum's " +
                   std::to_string(layout_->parts.size()) + " parts (PART/PART/..., e.g. 1,3,5/21)"};
    }
    const Part& part = layout_->parts[parts.size()];
    auto rows = parse_position(game_info(part.game.kind()), text.substr(start, end - start),
                               std::string(what) + " " + part_name(parts.size()));
    if (!rows) return Error{rows.error()};
    parts.push_back(std::move(rows).value());
    start = end + 1;
  }
  if (parts.size() != layout_->parts.size()) {
    return Error{std::string(what) + ": " + std::to_string(parts.size()) +
                 " parts where the sum has " + std::to_string(layout_->parts.size()) +
                 " (PART/PART/..., e.g. 1,3,5/21)"};
  }
  return parts;
}

}  // namespace marienbad
