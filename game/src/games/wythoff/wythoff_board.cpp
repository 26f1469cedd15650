#include "games/wythoff/wythoff_board.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/smoothstep.hpp"
#include "boards/token_art.hpp"

MARIENBAD_STRINGS(
    board_wythoff_strings, S_("board.dornim.heap_x", "x = {}"),
    S_("board.dornim.heap_x_preview", "x = {} → {}"), S_("board.dornim.heap_y", "y = {}"),
    S_("board.dornim.heap_y_preview", "y = {} → {}"), S_("board.dornim.heaps", "The two heaps"),
    S_("board.dornim.goal", "Goal: the corner (0, 0)"),
    S_("board.dornim.avoid", "Avoid the corner (0, 0)"),
    S_("board.dornim.goal_normal", "reach it to win"),
    S_("board.dornim.goal_misere", "whoever reaches it loses"),
    S_("board.dornim.legal", "a square you can reach"),
    S_("board.dornim.keys", "Keys: arrows choose a square, Enter moves there."),
    S_("board.dornim.computer_moves", "computer"),
    S_("board.dornim.unreachable",
       "({}, {}) is out of reach: the token slides left, down or diagonally down-left"),
    S_("board.dornim.too_large", "The token is at ({}, {}): too far out to draw the board."))

namespace marienbad::app {

namespace {
constexpr Count kMinSize = 16;        // the seed's board
constexpr Count kMaxDrawnSize = 120;  // beyond this the squares would be specks
constexpr double kHighlightSeconds = 0.7;
constexpr double kSlideSeconds = 0.55;
constexpr double kPersonSlideSeconds = 0.25;

float as_float(Count n) {
  return static_cast<float>(n);
}
Count round_up(Count n, Count step) {
  return (n + step - 1) / step * step;
}
}  // namespace

std::unique_ptr<BoardView> make_wythoff_board(AppContext& ctx) {
  return std::make_unique<WythoffBoard>(ctx);
}

void WythoffBoard::reset() {
  animation_.reset();
  hovered_.reset();
  hovered_move_.reset();
  cursor_.reset();
  cursor_move_.reset();
  pressed_.reset();
  size_ = 0;  // derived again from the next position
}

double WythoffBoard::highlight_seconds() const {
  return kHighlightSeconds;
}
double WythoffBoard::slide_seconds() const {
  return kSlideSeconds;
}

Square WythoffBoard::destination(const Move& move) const {
  Square to = token_;
  if (move.both || move.heap == 0) to.x -= std::min(to.x, move.amount);
  if (move.both || move.heap == 1) to.y -= std::min(to.y, move.amount);
  return to;
}

void WythoffBoard::show_move(const Move& move, const Heaps& before, bool by_computer) {
  hovered_.reset();
  hovered_move_.reset();
  cursor_.reset();
  cursor_move_.reset();
  if (before.size() != 2) return;
  token_ = {before[0], before[1]};
  animation_ = Animation{token_, destination(move), by_computer, 0};
}

void WythoffBoard::update(double dt_seconds) {
  if (!animation_) return;
  animation_->elapsed += dt_seconds * ctx_.settings().animation_speed;
  const double total =
      animation_->by_computer ? highlight_seconds() + slide_seconds() : kPersonSlideSeconds;
  if (animation_->elapsed >= total) animation_.reset();
}

void WythoffBoard::sync(const BoardFrame& frame) {
  if (frame.position.size() == 2) token_ = {frame.position[0], frame.position[1]};
  accepts_input_ = frame.accepts_input;
  const Count needed = std::max(token_.x, token_.y) + 1;
  if (fixed_size_) {
    size_ = std::max(*fixed_size_, needed);
  } else if (size_ < needed) {
    size_ = std::max(kMinSize, round_up(needed, 4));
  }
}

std::optional<Move> WythoffBoard::move_to(const BoardFrame& frame, Square to) const {
  // The square says which heap(s) shrink and by how much; the engine says if it is legal.
  Move move;
  if (to.y == token_.y && to.x < token_.x) {
    move = {0, token_.x - to.x, false};
  } else if (to.x == token_.x && to.y < token_.y) {
    move = {1, token_.y - to.y, false};
  } else if (to.x < token_.x && to.y < token_.y && token_.x - to.x == token_.y - to.y) {
    move = {0, token_.x - to.x, true};
  } else {
    return std::nullopt;
  }
  if (!frame.game.check_move(frame.position, move).ok()) return std::nullopt;
  return move;
}

Point WythoffBoard::center_of(float x, float y) const {
  return {grid_.x + (x + 0.5f) * cell_, grid_.bottom() - (y + 0.5f) * cell_};
}

std::optional<Rect> WythoffBoard::square_rect(Count x, Count y) const {
  if (!drawn_ || x >= size_ || y >= size_) return std::nullopt;
  return Rect{grid_.x + as_float(x) * cell_, grid_.bottom() - as_float(y + 1) * cell_, cell_,
              cell_};
}

std::optional<Square> WythoffBoard::square_at(Point p) const {
  if (!drawn_ || !grid_.contains(p) || cell_ <= 0) return std::nullopt;
  const auto x = static_cast<Count>((p.x - grid_.x) / cell_);
  const auto y = static_cast<Count>((grid_.bottom() - p.y) / cell_);
  if (x >= size_ || y >= size_) return std::nullopt;
  return Square{x, y};
}

void WythoffBoard::layout(Canvas& canvas, const BoardFrame& frame) {
  const Layout& l = canvas.layout();
  const Theme& t = canvas.theme();
  const Rect area = frame.area.inset(l.px(t.space_m));
  const float gap = l.px(t.space_l);
  // The heaps go in a column on the right or in a band above the board, whichever
  // leaves the larger board (ties: the column, which has room for the legend).
  const float side_w =
      std::clamp(area.w - area.h - gap, l.px(180), std::max(l.px(180), area.w * 0.42f));
  const float band_h = std::min(area.h * 0.3f, l.px(150));
  const float board_if_column = std::min(area.w - side_w - gap, area.h);
  const float board_if_band = std::min(area.w, area.h - band_h - gap * 0.5f);
  const bool wide = board_if_column >= board_if_band * 0.97f;
  Rect board_area;
  if (wide) {
    heaps_ = area.right_band(side_w);
    board_area = area.left(area.w - side_w - gap);
  } else {
    heaps_ = area.top(band_h);
    board_area = {area.x, area.y + band_h + gap * 0.5f, area.w, area.h - band_h - gap * 0.5f};
  }
  drawn_ = size_ <= kMaxDrawnSize;
  // One extra cell on the left and below for the axis numbers.
  const float side = std::min(board_area.w, board_area.h);
  cell_ = side / (as_float(size_) + 1.0f);
  const float board_side = cell_ * as_float(size_);
  const Rect square = board_area.centered(side, side);
  grid_ = {square.x + cell_, square.y, board_side, board_side};
  // Pull the heaps panel next to the board when the board is narrower than its area.
  if (wide) heaps_.x = std::min(heaps_.x, grid_.right() + gap * 1.5f);
}

void WythoffBoard::draw_grid(Canvas& canvas, const BoardFrame& frame, Square shown) {
  const Palette& c = canvas.colors();
  const Layout& l = canvas.layout();
  const float pad = std::max(l.px(6), cell_ * 0.25f);
  canvas.panel(grid_.inset(-pad), c.panel, c.panel_border, l.px(canvas.theme().corner_radius));

  // Squares: a quiet checkerboard; thin lines only when the squares are large enough.
  const Color dark = c.panel;
  const Color light = c.panel_raised;
  for (Count y = 0; y < size_; ++y) {
    for (Count x = 0; x < size_; ++x) {
      const Rect r = *square_rect(x, y);
      canvas.fill_rect(r, (x + y) % 2 == 0 ? dark : light);
    }
  }
  if (cell_ >= l.px(14)) {
    const Color rule = c.panel_border.with_alpha(120);
    for (Count i = 0; i <= size_; ++i) {
      const float x = grid_.x + as_float(i) * cell_;
      const float y = grid_.y + as_float(i) * cell_;
      canvas.line({x, grid_.y}, {x, grid_.bottom()}, 1, rule);
      canvas.line({grid_.x, y}, {grid_.right(), y}, 1, rule);
    }
  }
  canvas.outline_rect(grid_, std::max(1.0f, l.px(1.5f)), c.panel_border);

  // Axis numbers: every one when there is room, else every 2nd, 5th or 10th.
  const TextStyle axis = canvas.style(TextSize::Small, c.text_muted);
  const TextStyle axis_bold = canvas.style(TextSize::Small, c.title, FontFace::Bold);
  const float label_w = canvas.measure("00", axis).w * 1.2f;
  Count step = 1;
  for (Count s : {Count{1}, Count{2}, Count{5}, Count{10}, Count{20}}) {
    step = s;
    if (cell_ * as_float(s) >= label_w) break;
  }
  TextStyle scaled = axis;
  TextStyle scaled_bold = axis_bold;
  scaled.px = std::max(8, std::min(axis.px, static_cast<int>(cell_ * 0.62f * as_float(step))));
  scaled_bold.px = scaled.px;
  for (Count i = 0; i < size_; ++i) {
    const bool mine_x = i == shown.x;
    const bool mine_y = i == shown.y;
    if (i % step == 0 || mine_x) {
      canvas.text(std::to_string(i), {center_of(as_float(i), 0).x, grid_.bottom() + pad * 0.6f},
                  mine_x ? scaled_bold : scaled, Align::Center, VAlign::Top);
    }
    if (i % step == 0 || mine_y) {
      canvas.text(std::to_string(i), {grid_.x - pad * 0.6f, center_of(0, as_float(i)).y},
                  mine_y ? scaled_bold : scaled, Align::Right, VAlign::Middle);
    }
  }

  // The goal corner: a target (rings and a centre dot) on a warm square.
  const Rect goal = *square_rect(0, 0);
  canvas.fill_rect(goal, c.title.with_alpha(60));
  const Point g = goal.center();
  const float ring = std::max(1.0f, cell_ * 0.07f);
  canvas.circle(g, cell_ * 0.36f, ring, c.title);
  canvas.circle(g, cell_ * 0.2f, ring, c.title);
  canvas.disc(g, cell_ * 0.07f + 1, c.title);

  // Reachable squares: a faint fill and a dot (shape, not only colour).
  if (frame.accepts_input && !animation_) {
    for (Count y = 0; y < size_; ++y) {
      for (Count x = 0; x < size_; ++x) {
        if (x >= token_.x && y >= token_.y) continue;
        if (!move_to(frame, {x, y})) continue;
        const Rect r = *square_rect(x, y);
        canvas.fill_rect(r.inset(1), c.accent_a.with_alpha(38));
        canvas.disc(r.center(), std::max(1.5f, cell_ * 0.1f), c.accent_a.with_alpha(200));
      }
    }
  }
}

void WythoffBoard::draw_heaps(Canvas& canvas, Square shown, std::optional<Square> preview,
                              bool played) {
  const Palette& c = canvas.colors();
  const Layout& l = canvas.layout();
  const Theme& t = canvas.theme();
  const TextStyle title = canvas.style(TextSize::Body, c.text_muted);
  const TextStyle value = canvas.style(TextSize::Heading, c.title, FontFace::Bold);
  const TextStyle value_preview = canvas.style(TextSize::Heading, c.accent_b, FontFace::Bold);
  const bool column = heaps_.h > heaps_.w * 0.8f;

  // Each heap: its value ("x = 7", or "x = 7 → 4" while previewing) and its tokens in a
  // row grouped by five; the tokens a move would take carry a ring.
  // Both heaps use one token size (rows of ten, grouped by five) so they compare at a
  // glance; past a few rows only the numbers are shown.
  const float row_units = 10 * 2.5f + 1.0f;
  const float token_r = std::min(l.px(10), (column ? heaps_.w : heaps_.w / 2) / row_units);
  const auto label_of = [&](const char* key, const char* preview_key, Count value_now,
                            std::optional<Count> value_after) {
    const bool changes = value_after && *value_after != value_now;
    return changes ? ctx_.trf(preview_key, value_now, *value_after) : ctx_.trf(key, value_now);
  };
  // `px` > 0: the label's size, chosen for both heaps side by side.
  const auto heap_block = [&](Rect box, const char* key, const char* preview_key, Count value_now,
                              std::optional<Count> value_after, int px = 0,
                              bool with_tokens = true) {
    const bool changes = value_after && *value_after != value_now;
    const std::string label = label_of(key, preview_key, value_now, value_after);
    // "x = 13 → 12" is wider than "x = 13": it shrinks to stay inside its half.
    TextStyle style = canvas.fitted(label, changes ? value_preview : value, box.w);
    if (px > 0) style.px = px;
    const Rect text = canvas.text(label, {box.x, box.y}, style);
    heap_labels_[key == std::string_view("board.dornim.heap_x") ? 0 : 1] = text;
    const float top = text.bottom() + l.px(t.space_xs);
    const Count rows = (value_now + 9) / 10;
    if (!with_tokens || value_now == 0 || rows > 3 || token_r < 2.5f) return top;
    const float r = token_r;
    for (Count i = 0; i < value_now; ++i) {
      const Count col = i % 10;
      const float x = box.x + (as_float(col) + 0.5f) * 2.5f * r + as_float(col / 5) * r;
      const float yy = top + r * 1.5f + as_float(i / 10) * 2.5f * r;
      TokenLook look;
      if (changes && i >= *value_after) {
        look.marked = true;
        look.mark = c.accent_b;
        look.alpha = 0.6f;
      }
      draw_token(canvas, {x, yy}, r, look);
    }
    return top + r * (0.5f + 2.5f * as_float(rows));
  };

  float y = heaps_.y;
  const Rect title_box = canvas.text(ctx_.tr("board.dornim.heaps"), {heaps_.x, y}, title);
  y = title_box.bottom() + l.px(t.space_s);
  std::optional<Count> after_x;
  std::optional<Count> after_y;
  if (preview) {
    after_x = preview->x;
    after_y = preview->y;
  }
  // Side by side, x's and y's values ("x = 3 → 1", "y = 2 → 0") are kept apart by a
  // wide gap with a thin rule in it, so they never read as one line; both at one size, as
  // large as lets each stay inside its half. Too small that way: one under the other. The
  // choice is made on the preview's form ("x = 3 → 3"), so it does not change as one moves.
  const float gap = l.px(t.space_l) * 2;
  const float half = (heaps_.w - gap) / 2;
  const std::string labels[2] = {
      label_of("board.dornim.heap_x", "board.dornim.heap_x_preview", shown.x, shown.x + 1),
      label_of("board.dornim.heap_y", "board.dornim.heap_y_preview", shown.y, shown.y + 1)};
  TextStyle both = value;
  while (both.px > 8 &&
         std::max(canvas.measure(labels[0], both).w, canvas.measure(labels[1], both).w) > half) {
    --both.px;
  }
  // One under the other, in the band above the board, both lines must fit it: the size
  // that lets them, never larger than side by side would be worth trading for.
  TextStyle stacked_style = value;
  const float band_left = heaps_.bottom() - y - l.px(t.space_xs);
  while (stacked_style.px > 8 && 2 * std::max(canvas.measure(labels[0], stacked_style).h,
                                              canvas.measure(labels[1], stacked_style).h) >
                                     band_left) {
    --stacked_style.px;
  }
  const bool stacked = !column && both.px < value.px * 7 / 10 && stacked_style.px > both.px;
  if (column || stacked) {
    // Stacked in the band above the board: the values only (the board shows the token).
    const int px = column ? 0 : stacked_style.px;
    y = heap_block({heaps_.x, y, heaps_.w, 0}, "board.dornim.heap_x", "board.dornim.heap_x_preview",
                   shown.x, after_x, px, column);
    y += l.px(column ? t.space_m : t.space_xs);
    y = heap_block({heaps_.x, y, heaps_.w, 0}, "board.dornim.heap_y", "board.dornim.heap_y_preview",
                   shown.y, after_y, px, column);
    y += l.px(t.space_l);
  } else {
    const float a = heap_block({heaps_.x, y, half, 0}, "board.dornim.heap_x",
                               "board.dornim.heap_x_preview", shown.x, after_x, both.px);
    const float b = heap_block({heaps_.x + half + gap, y, half, 0}, "board.dornim.heap_y",
                               "board.dornim.heap_y_preview", shown.y, after_y, both.px);
    const float rule_x = heaps_.x + half + gap / 2;
    canvas.line({rule_x, y}, {rule_x, std::max(a, b)}, std::max(1.0f, l.px(1.5f)), c.panel_border);
    y = std::max(a, b) + l.px(t.space_m);
  }
  if (!column) return;

  // Legend: the goal (with its target icon) and the dots of reachable squares.
  const TextStyle body = canvas.style(TextSize::Body, c.text);
  const TextStyle small = canvas.style(TextSize::Small, c.text_muted);
  const float icon = l.px(11);
  const float text_x = heaps_.x + icon * 2 + l.px(t.space_s);
  const float text_w = heaps_.right() - text_x;
  canvas.circle({heaps_.x + icon, y + icon}, icon, std::max(1.5f, l.px(2)), c.title);
  canvas.circle({heaps_.x + icon, y + icon}, icon * 0.55f, std::max(1.5f, l.px(2)), c.title);
  Rect goal = canvas.text_box(ctx_.tr(rule_misere_ ? "board.dornim.avoid" : "board.dornim.goal"),
                              {text_x, y, text_w, 0}, body);
  goal = canvas.text_box(
      ctx_.tr(rule_misere_ ? "board.dornim.goal_misere" : "board.dornim.goal_normal"),
      {text_x, goal.bottom(), text_w, 0}, small);
  y = goal.bottom() + l.px(t.space_m);
  if (!played) return;  // a review: no square to reach, no key to press
  canvas.disc({heaps_.x + icon, y + icon * 0.9f}, std::max(2.0f, l.px(4)), c.accent_a);
  y = canvas.text_box(ctx_.tr("board.dornim.legal"), {text_x, y, text_w, 0}, small).bottom() +
      l.px(t.space_m);
  // The keyboard, for whoever does not use the mouse (when there is room under the legend).
  const std::string_view keys = ctx_.tr("board.dornim.keys");
  if (y + canvas.wrapped_height(keys, small, heaps_.w) <= heaps_.bottom()) {
    canvas.text_box(keys, {heaps_.x, y, heaps_.w, 0}, small);
  }
}

void WythoffBoard::draw_too_large(Canvas& canvas) {
  const Palette& c = canvas.colors();
  canvas.text_box(ctx_.trf("board.dornim.too_large", token_.x, token_.y), grid_,
                  canvas.style(TextSize::Large, c.text_muted), Align::Center, VAlign::Middle);
}

void WythoffBoard::draw(Canvas& canvas, const BoardFrame& frame) {
  sync(frame);
  rule_misere_ = frame.game.rule() == Rule::Misere;
  layout(canvas, frame);
  const Palette& c = canvas.colors();
  const Layout& l = canvas.layout();
  mover_label_.reset();

  Square shown = animation_ ? animation_->from : token_;
  std::optional<Square> preview;
  if (auto m = pending_move()) preview = destination(*m);
  if (animation_ && animation_->by_computer) preview = animation_->to;

  if (!drawn_) {
    draw_too_large(canvas);
    draw_heaps(canvas, shown, preview, frame.played);
    return;
  }
  draw_grid(canvas, frame, shown);

  const float token_r = cell_ * 0.38f;
  const float ring = std::max(2.0f, cell_ * 0.08f);
  // The hint overlay's suggestion: a double ring on the square and a path to it.
  for (const Move& suggestion : animation_ ? std::vector<Move>{} : suggestions_) {
    const Square s = destination(suggestion);
    if (auto r = square_rect(s.x, s.y)) {
      canvas.glow(r->center(), cell_ * 1.2f, c.accent_a.with_alpha(150));
      canvas.circle(r->center(), cell_ * 0.44f, ring, c.accent_a);
      canvas.circle(r->center(), cell_ * 0.28f, ring * 0.7f, c.accent_a);
    }
  }
  // The move under the pointer or the keyboard cursor, or the computer's choice:
  // a path from the token, a ring on the destination and a ghost token there.
  if (preview && (preview->x != shown.x || preview->y != shown.y)) {
    const Point from = center_of(as_float(shown.x), as_float(shown.y));
    const Point to = center_of(as_float(preview->x), as_float(preview->y));
    const Color color = c.accent_b;
    canvas.capsule(from, to, std::max(2.0f, cell_ * 0.12f), color.with_alpha(110));
    draw_token(canvas, to, token_r, {0.35f, false, {}, false, {}});
    canvas.circle(to, cell_ * 0.46f, ring, color);
    if (animation_ && animation_->by_computer) {
      // Who moves, over the square it moves to (under it from the top row), on a plate of
      // the panel's colour and kept within the board: on a small board it is wider than a
      // square and would run over the squares' edge and the axis numbers.
      const std::string who = frame.watched.empty()
                                  ? std::string(ctx_.tr("board.dornim.computer_moves"))
                                  : frame.watched;
      const TextStyle style = canvas.fitted(
          who, canvas.style(TextSize::Small, color, FontFace::Bold), grid_.w - l.px(8));
      const Size size = canvas.measure(who, style);
      const float pad = l.px(4);
      const float w = size.w + 2 * pad;
      const float x = std::clamp(to.x - w / 2, grid_.x, std::max(grid_.x, grid_.right() - w));
      const bool top_row = preview->y + 1 >= size_;
      const float y = top_row ? to.y + cell_ * 0.55f : to.y - cell_ * 0.55f - size.h;
      const Rect plate{x, y, w, size.h};
      canvas.rounded_rect(plate, pad, c.panel);
      canvas.rounded_outline(plate, pad, std::max(1.0f, l.px(1.5f)), color);
      canvas.text(who, {x + pad, y}, style, Align::Left, VAlign::Top);
      mover_label_ = plate;
    }
  }
  // Keyboard cursor: a focus frame on its square.
  if (cursor_ && accepts_input_ && !animation_) {
    if (auto r = square_rect(cursor_->x, cursor_->y)) {
      canvas.rounded_outline(r->inset(-ring * 0.5f), ring * 2, ring, c.focus);
    }
  }
  // The token, sliding while a move animates.
  Point at = center_of(as_float(shown.x), as_float(shown.y));
  if (animation_) {
    const double wait = animation_->by_computer ? highlight_seconds() : 0;
    const double length = animation_->by_computer ? slide_seconds() : kPersonSlideSeconds;
    const float p = smoothstep(static_cast<float>((animation_->elapsed - wait) / length));
    const Point to = center_of(as_float(animation_->to.x), as_float(animation_->to.y));
    at = {at.x + (to.x - at.x) * p, at.y + (to.y - at.y) * p};
  }
  canvas.glow(at, token_r * 2.2f, c.title.with_alpha(70));
  draw_token(canvas, at, token_r);
  if (hovered_ && !animation_) {
    if (auto r = square_rect(hovered_->x, hovered_->y)) {
      canvas.outline_rect(*r, std::max(1.0f, l.px(2)), c.text);
    }
  }
  draw_heaps(canvas, shown, preview, frame.played);
  if (unreachable_ && !animation_) draw_unreachable(canvas, *unreachable_);
}

void WythoffBoard::draw_unreachable(Canvas& canvas, Square square) {
  const auto r = square_rect(square.x, square.y);
  if (!r) return;
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  // A muted cross on the square and, above it (below near the top), why it is not a move.
  const float d = cell_ * 0.22f;
  const float w = std::max(1.5f, l.px(2));
  canvas.line({r->center_x() - d, r->center_y() - d}, {r->center_x() + d, r->center_y() + d}, w,
              c.text_dim);
  canvas.line({r->center_x() - d, r->center_y() + d}, {r->center_x() + d, r->center_y() - d}, w,
              c.text_dim);
  const TextStyle small = canvas.style(TextSize::Small, c.text);
  const std::string text = ctx_.trf("board.dornim.unreachable", square.x, square.y);
  const float pad = l.px(6);
  const float box_w = std::min(grid_.w, l.px(300));
  const float box_h = canvas.wrapped_height(text, small, box_w - 2 * pad) + 2 * pad;
  float x = std::clamp(r->center_x() - box_w / 2, grid_.x, grid_.right() - box_w);
  float y = r->y - box_h - l.px(4);
  if (y < grid_.y) y = r->bottom() + l.px(4);
  const Rect box{x, y, box_w, box_h};
  canvas.panel(box, c.panel_raised, c.panel_border, l.px(6));
  canvas.text_box(text, box.inset(pad), small);
}

}  // namespace marienbad::app
