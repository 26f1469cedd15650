// The pins of Kayles' board: the lines they stand in (PinLines) and how one is drawn.
#include <cmath>

#include "games/kayles/kayles_board.hpp"

namespace marienbad::app {

Heaps non_empty_rows(const Heaps& heaps) {
  Heaps rows;
  for (Count n : heaps) {
    if (n > 0) rows.push_back(n);
  }
  return rows;
}

// --- the pins ---------------------------------------------------------------------------

PinLines::PinLines(const Heaps& start) {
  for (Count n : non_empty_rows(start)) lines_.emplace_back(n, true);
}

std::optional<PinLines> PinLines::replayed(const Reached& reached) {
  if (!reached.known()) return std::nullopt;
  PinLines lines(reached.start);
  for (const Move& move : reached.moves) {
    const std::vector<Pin> pins = lines.pins_of(move);
    if (pins.empty()) return std::nullopt;
    lines.knock_down(pins);
  }
  return lines;
}

PinLines PinLines::packed(const Heaps& start, const Heaps& position) {
  PinLines pins;
  const Heaps widths = non_empty_rows(start);
  for (Count n : widths) pins.lines_.emplace_back(n, false);
  // Greedy, in order: as many rows as fit on each line (each after one fallen pin) before the
  // next; a reachable position always fits (its rows came from the lines in this order).
  std::size_t line = 0;
  Count used = 0;  // slots taken on `line`, the last row's included
  for (Count n : non_empty_rows(position)) {
    while (line < pins.lines_.size() &&
           (used == 0 ? n : used + 1 + n) > static_cast<Count>(pins.lines_[line].size())) {
      ++line;
      used = 0;
    }
    if (line == pins.lines_.size()) pins.lines_.emplace_back(n, false);
    const Count first = used == 0 ? 0 : used + 1;
    // first + n is within the line (the loop above): a size_t, also where it has 32 bits.
    for (Count i = 0; i < n; ++i) pins.lines_[line][static_cast<std::size_t>(first + i)] = true;
    used = first + n;
  }
  return pins;
}

std::vector<PinLines::Run> PinLines::runs() const {
  std::vector<Run> runs;
  for (std::size_t line = 0; line < lines_.size(); ++line) {
    const std::vector<bool>& slots = lines_[line];
    for (std::size_t i = 0; i < slots.size();) {
      if (!slots[i]) {
        ++i;
        continue;
      }
      std::size_t end = i;
      while (end < slots.size() && slots[end]) ++end;
      runs.push_back({line, i, end - i});
      i = end;
    }
  }
  return runs;
}

bool PinLines::shows(const Heaps& position) const {
  const std::vector<Run> all = runs();
  const Heaps rows = non_empty_rows(position);
  if (all.size() != rows.size()) return false;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (all[i].length != rows[i]) return false;
  }
  return true;
}

std::vector<PinLines::Pin> PinLines::pins_of(const Move& move) const {
  const std::vector<Run> all = runs();
  if (move.heap >= all.size() || move.amount == 0) return {};
  const Run& run = all[move.heap];
  if (move.at >= run.length || move.amount > run.length - move.at) return {};
  std::vector<Pin> pins;
  for (Count k = 0; k < move.amount; ++k) pins.push_back({run.line, run.first + move.at + k});
  return pins;
}

std::optional<Move> PinLines::move_at(Pin pin, Count amount) const {
  const std::vector<Run> all = runs();
  for (std::size_t k = 0; k < all.size(); ++k) {
    const Run& run = all[k];
    if (run.line != pin.line || pin.slot < run.first || pin.slot >= run.first + run.length) {
      continue;
    }
    if (amount == 0 || pin.slot + amount > run.first + run.length) return std::nullopt;
    Move move;
    move.heap = k;
    move.amount = amount;
    move.at = pin.slot - run.first;
    return move;
  }
  return std::nullopt;
}

void PinLines::knock_down(const std::vector<Pin>& pins) {
  for (const Pin& pin : pins) {
    if (pin.line < lines_.size() && pin.slot < lines_[pin.line].size()) {
      lines_[pin.line][static_cast<std::size_t>(pin.slot)] = false;
    }
  }
}

// --- in words ---------------------------------------------------------------------------

// "pin 3 of row 2", "pins 3 and 4 of row 2": pins and rows counted from 1, as the board
// numbers its lines.
std::string kayles_move_words(const Strings& strings, const Reached& before, const Move& move) {
  std::size_t row = move.heap;
  Count first = move.at;
  if (const auto lines = PinLines::replayed(before)) {
    if (const std::vector<PinLines::Pin> pins = lines->pins_of(move); !pins.empty()) {
      row = pins.front().line;
      first = pins.front().slot;
    }
  }
  if (move.amount >= 2) {
    return strings.trf("play.words.kayles.two", first + 1, first + 2, row + 1);
  }
  return strings.trf("play.words.kayles.one", first + 1, row + 1);
}

// --- a pin ------------------------------------------------------------------------------

void draw_pin(Canvas& canvas, Point foot, float height, float angle, const PinLook& look) {
  const Palette& c = canvas.colors();
  const auto a = [&look](Color color) {
    return color.with_alpha(
        static_cast<std::uint8_t>(std::clamp(look.alpha, 0.0f, 1.0f) * color.a));
  };
  // Along the pin (foot to head) and across it.
  const Point up{std::sin(angle), -std::cos(angle)};
  const Point across{-up.y, up.x};
  const auto at = [&](float along, float side = 0) {
    return Point{foot.x + up.x * along * height + across.x * side * height,
                 foot.y + up.y * along * height + across.y * side * height};
  };
  const Color cream = c.text.mix(rgb(0xfff8e8), 0.5f);
  const Color shade = cream.mix(c.panel, 0.35f);
  if (look.highlighted) canvas.glow(at(0.45f), height * 0.7f, a(look.highlight.with_alpha(150)));
  // A soft shadow to the lower right, then the body (a wide belly on a narrower foot), the
  // neck with its red band, the head, and a small highlight on the belly.
  const float off = height * 0.04f;
  const auto shadowed = [&](Point p) { return Point{p.x + off, p.y + off}; };
  canvas.capsule(shadowed(at(0.14f)), shadowed(at(0.46f)), height * 0.28f, a(c.shadow));
  canvas.disc(shadowed(at(0.87f)), height * 0.1f, a(c.shadow));
  canvas.capsule(at(0.05f), at(0.2f), height * 0.2f, a(shade));
  canvas.capsule(at(0.16f), at(0.44f), height * 0.28f, a(cream));
  canvas.capsule(at(0.44f), at(0.8f), height * 0.12f, a(cream));
  canvas.capsule(at(0.63f, -0.07f), at(0.63f, 0.07f), height * 0.055f, a(c.match_head));
  canvas.disc(at(0.87f), height * 0.1f, a(cream));
  canvas.disc(at(0.32f, -0.06f), height * 0.05f, a(rgb(0xffffff).with_alpha(120)));
}

}  // namespace marienbad::app
