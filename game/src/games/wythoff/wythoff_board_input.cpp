// The Dornim board's input: the keyboard cursor among the legal squares, clicks, Enter.
#include <optional>
#include <vector>

#include "games/wythoff/wythoff_board.hpp"

namespace marienbad::app {

void WythoffBoard::move_cursor(const BoardFrame& frame, Action action) {
  // The cursor moves to the nearest reachable square in the arrow's direction (or back
  // to the token). On the diagonal, Left and Down continue along it. Candidates are the
  // crossings of the cursor's row or column with the three lines: O(1) for any heap size.
  const Square start = cursor_.value_or(token_);
  const auto usable = [&](Square s) { return s == token_ || move_to(frame, s).has_value(); };
  const bool horizontal = action == Action::Left || action == Action::Right;
  const bool backwards = action == Action::Left || action == Action::Down;  // towards 0
  const Count along = horizontal ? start.x : start.y;
  std::vector<Count> candidates;  // positions along the row (x) or the column (y)
  if (horizontal) {
    if (start.y == token_.y) {
      if (start.x > 0) candidates.push_back(start.x - 1);
      candidates.push_back(start.x + 1);
    }
    if (start.y < token_.y) {
      candidates.push_back(token_.x);  // the vertical line
      if (token_.y - start.y <= token_.x) candidates.push_back(token_.x - (token_.y - start.y));
    }
  } else {
    if (start.x == token_.x) {
      if (start.y > 0) candidates.push_back(start.y - 1);
      candidates.push_back(start.y + 1);
    }
    if (start.x < token_.x) {
      candidates.push_back(token_.y);  // the horizontal line
      if (token_.x - start.x <= token_.y) candidates.push_back(token_.y - (token_.x - start.x));
    }
  }
  std::optional<Square> next;
  Count best_distance = 0;
  for (Count c : candidates) {
    if (backwards ? c >= along : c <= along) continue;
    const Square s = horizontal ? Square{c, start.y} : Square{start.x, c};
    if (!usable(s)) continue;
    const Count distance = backwards ? along - c : c - along;
    if (!next || distance < best_distance) {
      next = s;
      best_distance = distance;
    }
  }
  const bool on_diagonal = start.x < token_.x && token_.x - start.x == token_.y - start.y;
  if (!next && on_diagonal && backwards && start.x > 0 && start.y > 0 &&
      usable({start.x - 1, start.y - 1})) {
    next = Square{start.x - 1, start.y - 1};
  }
  if (next) {
    cursor_ = next;
    cursor_move_ = move_to(frame, *next);
  } else if (!cursor_) {
    cursor_ = token_;  // show where the cursor is even if it cannot move that way
    cursor_move_.reset();
  }
}

std::optional<Move> WythoffBoard::pending_move() const {
  if (animation_ || !accepts_input_) return std::nullopt;
  if (hovered_move_) return hovered_move_;
  return cursor_move_;
}

std::optional<Move> WythoffBoard::handle(const Input& input, const BoardFrame& frame) {
  sync(frame);
  if (!frame.accepts_input || animation_) {
    unreachable_.reset();
    hovered_.reset();
    hovered_move_.reset();
    pressed_.reset();
    return std::nullopt;
  }
  switch (input.action) {
    case Action::PointerMove: {
      hovered_.reset();
      hovered_move_.reset();
      unreachable_.reset();
      if (auto s = square_at(input.pointer)) {
        if (auto m = move_to(frame, *s)) {
          hovered_ = s;
          hovered_move_ = m;
        } else if (*s != token_) {
          unreachable_ = s;
        }
      }
      return std::nullopt;
    }
    case Action::PointerPress:
      pressed_ = input.button == 1 ? square_at(input.pointer) : std::nullopt;
      return std::nullopt;
    case Action::PointerRelease: {
      const std::optional<Square> released = square_at(input.pointer);
      const std::optional<Square> pressed = pressed_;
      pressed_.reset();
      if (released && released == pressed) {
        if (auto m = move_to(frame, *released)) return m;
      }
      return std::nullopt;
    }
    case Action::Left:
    case Action::Right:
    case Action::Up:
    case Action::Down:
      hovered_.reset();
      hovered_move_.reset();
      move_cursor(frame, input.action);
      return std::nullopt;
    case Action::Back:
      // Esc clears the cursor and the preview (the play scene leaves on the next Esc).
      hovered_.reset();
      hovered_move_.reset();
      cursor_.reset();
      cursor_move_.reset();
      return std::nullopt;
    case Action::Confirm:
      if (cursor_move_) return cursor_move_;
      if (!cursor_) move_cursor(frame, Action::Left);  // first Enter shows the cursor
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

}  // namespace marienbad::app
