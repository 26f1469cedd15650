#include "kayles/kayles.hpp"

#include "marienbad/quote.hpp"

namespace marienbad {

namespace {

const OctalCode& kayles_code() {
  static const OctalCode code = OctalCode::parse("0.77").value();
  return code;
}

// Normal play's rows, for the values that do not depend on the rule.
const OctalRows& normal_rows() {
  static const OctalRows rows(kayles_code(), Rule::Normal, "kayles");
  return rows;
}

}  // namespace

Count kayles_grundy(Count row) {
  return normal_rows().values()(row);
}

KaylesGame::KaylesGame(Rule rule) : OctalRows(kayles_code(), rule, "kayles") {}

Status KaylesGame::check_position(const Heaps& heaps) const {
  return OctalRows::check_position(heaps, kMaxKaylesRows);
}

Status KaylesGame::check_move(const Heaps& heaps, const Move& move) const {
  if (move.both) return Error{"a kayles move knocks down pins of one row only"};
  if (move.heap < heaps.size() && move.amount != 1 && move.amount != 2) {
    return Error{"a move knocks down one pin or two adjacent pins"};
  }
  return OctalRows::check_move(heaps, move);
}

Count KaylesGame::grundy(const Heaps& heaps) {
  return normal_rows().grundy(heaps);
}
std::vector<Move> KaylesGame::moves_to_value(const Heaps& heaps, Count target) {
  return normal_rows().moves_to_value(heaps, target);
}
u128 KaylesGame::count_moves_to_value(const Heaps& heaps, Count target) {
  return normal_rows().count_moves_to_value(heaps, target);
}

// Kayles' own grammar: at most two pins, adjacent; the octal rows' messages would speak of
// splits and ranges Kayles does not have.
Result<Move> KaylesGame::parse_move(std::string_view text) const {
  const auto bad = [&] {
    return Error{
        "a kayles move is ROW:PIN or ROW:PIN-PIN (two adjacent pins), e.g. 2:3 or "
        "2:3-4, got " +
        quote_for_message(text)};
  };
  const std::size_t colon = text.find(':');
  if (colon == std::string_view::npos) return bad();
  // Any row number: play splits rows past the kMaxKaylesRows a start may have, and a move's
  // row is checked against its position (check_move), as the octal rows' is.
  auto row = parse_count(text.substr(0, colon), "row", kMaxHeap);
  if (!row) return Error{row.error()};
  if (*row == 0) return Error{"rows are numbered from 1"};
  const std::string_view pins = text.substr(colon + 1);
  const std::size_t dash = pins.find('-');
  auto first = parse_count(pins.substr(0, dash), "pin", kMaxKaylesRow);
  if (!first) return Error{first.error()};
  if (*first == 0) return Error{"pins are numbered from 1"};
  Move move{static_cast<std::size_t>(*row - 1), 1, false, *first - 1};
  if (dash != std::string_view::npos) {
    auto second = parse_count(pins.substr(dash + 1), "pin", kMaxKaylesRow);
    if (!second) return Error{second.error()};
    if (*first == kMaxKaylesRow || *second != *first + 1) {
      return Error{"two pins knocked down together are adjacent: PIN-PIN+1, got " +
                   quote_for_message(text)};
    }
    move.amount = 2;
  }
  return move;
}

}  // namespace marienbad
