// The board of pins: the keys and the mouse choose the pins of a move.
#include "boards/pins/pin_board.hpp"

#include <algorithm>

namespace marienbad::app {

// --- input ------------------------------------------------------------------------------

void PinBoard::step_cursor(int dx, int dy) {
  const auto first_standing = [this]() -> std::optional<PinLines::Pin> {
    const auto runs = pins_.runs();
    if (runs.empty()) return std::nullopt;
    return PinLines::Pin{runs.front().line, runs.front().first};
  };
  // No cursor yet (or asked for a fresh one): the first standing pin. A cursor left on a pin
  // that fell moves on from its slot.
  if (!cursor_ || (dx == 0 && dy == 0)) {
    cursor_ = first_standing();
    return;
  }
  if (dx != 0) {
    const auto width = static_cast<long long>(pins_.width(cursor_->line));
    for (long long s = static_cast<long long>(cursor_->slot) + dx; s >= 0 && s < width; s += dx) {
      if (pins_.standing(cursor_->line, static_cast<Count>(s))) {
        cursor_->slot = static_cast<Count>(s);
        return;
      }
    }
    return;
  }
  const auto lines = static_cast<long long>(pins_.line_count());
  for (long long line = static_cast<long long>(cursor_->line) + dy; line >= 0 && line < lines;
       line += dy) {
    // The standing pin of that line nearest the cursor's slot.
    const auto n = static_cast<std::size_t>(line);
    std::optional<Count> best;
    for (Count s = 0; s < pins_.width(n); ++s) {
      if (!pins_.standing(n, s)) continue;
      const auto distance = [&](Count x) {
        return x > cursor_->slot ? x - cursor_->slot : cursor_->slot - x;
      };
      if (!best || distance(s) < distance(*best)) best = s;
    }
    if (best) {
      cursor_ = PinLines::Pin{n, *best};
      return;
    }
  }
}

std::optional<Move> PinBoard::confirm(const BoardFrame& frame) {
  const std::optional<Move> move = pending_move();
  if (!move || !frame.game.check_move(frame.position, *move).ok()) return std::nullopt;
  if (!forbidden(selection_, frame).empty()) return std::nullopt;
  selection_.reset();
  return move;
}

std::optional<Move> PinBoard::handle(const Input& input, const BoardFrame& frame) {
  fit(frame.position, frame.reached);
  if (!frame.accepts_input) {
    hover_.reset();
    return std::nullopt;
  }
  if (selection_ && !move_of(selection_)) selection_.reset();
  controls_.button().enabled = pending_move() && forbidden(selection_, frame).empty();
  // A click or Enter on `hit`: select it, add the pins up to it to the selection, or unselect.
  const auto choose = [this](const Span& hit) { selection_ = chosen(hit); };
  switch (input.action) {
    case Action::PointerMove:
      controls_.handle(input);
      hover_ = span_at(input.pointer);
      return std::nullopt;
    case Action::PointerPress: {
      if (input.button != 1) return std::nullopt;
      controls_.handle(input);
      if (controls_.consumed()) return std::nullopt;
      const auto hit = span_at(input.pointer);
      if (!hit) return std::nullopt;
      choose(*hit);
      cursor_ = hit->pin;
      return std::nullopt;
    }
    case Action::PointerRelease:
      if (controls_.handle(input)) return confirm(frame);
      return std::nullopt;
    case Action::Confirm: {
      if (!cursor_ || !pins_.standing(cursor_->line, cursor_->slot)) {
        step_cursor(0, 0);
        if (cursor_) selection_ = Span{*cursor_, 1};
        return std::nullopt;
      }
      const bool on_selection = selection_ && selection_->pin.line == cursor_->line &&
                                cursor_->slot >= selection_->pin.slot &&
                                cursor_->slot < selection_->pin.slot + selection_->amount;
      if (on_selection) return confirm(frame);
      choose(Span{*cursor_, 1});
      return std::nullopt;
    }
    case Action::Back:
      selection_.reset();
      return std::nullopt;
    case Action::Up:
    case Action::Down:
    case Action::Left:
    case Action::Right:
      step_cursor(input.action == Action::Left    ? -1
                  : input.action == Action::Right ? 1
                                                  : 0,
                  input.action == Action::Up     ? -1
                  : input.action == Action::Down ? 1
                                                 : 0);
      hover_ = cursor_ ? std::optional(Span{*cursor_, 1}) : std::nullopt;
      return std::nullopt;
    case Action::Digit:
      // 1 to max_take pins from the cursor on.
      if (cursor_ && input.digit >= 1 && static_cast<Count>(input.digit) <= rules_.max_take) {
        const Span span{*cursor_, static_cast<Count>(input.digit)};
        if (move_of(span)) selection_ = span;
      }
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

}  // namespace marienbad::app
