#include "games/subtraction/subtraction_board.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "boards/token_art.hpp"

MARIENBAD_STRINGS(board_subtraction_strings, S_("board.sub.take", "Take {}"),
                  P_("board.sub.tokens_left", "token in the heap", "tokens in the heap"),
                  S_("board.sub.preview", "take {} → {} left"),
                  S_("board.sub.computer_takes", "the computer takes {}"),
                  S_("board.sub.take_caption", "Take"), S_("board.sub.empty", "the heap is empty"),
                  S_("board.suggested", "hint"))

namespace marienbad::app {

namespace {
constexpr Count kGroup = 5;              // tokens are grouped in fives for counting
constexpr float kPitchPerRadius = 2.5f;  // centre-to-centre distance / radius
constexpr float kGapPerRadius = 1.0f;    // extra space between groups / radius
constexpr float kMinRadiusDesign = 5.0f;
constexpr float kMaxRadiusDesign = 30.0f;
constexpr double kHighlightSeconds = 0.8;  // the computer's choice shown before it goes
constexpr double kFlySeconds = 0.45;

Count groups(Count n) {
  return n == 0 ? 0 : (n + kGroup - 1) / kGroup;
}
float as_float(Count n) {
  return static_cast<float>(n);
}
}  // namespace

std::unique_ptr<BoardView> make_subtraction_board(AppContext& ctx) {
  return std::make_unique<SubtractionBoard>(ctx);
}

void SubtractionBoard::reset() {
  animation_.reset();
  hovered_token_.reset();
  pressed_token_.reset();
  capacity_ = 0;
  keyboard_ = false;
}

double SubtractionBoard::highlight_seconds() const {
  return kHighlightSeconds;
}
double SubtractionBoard::fly_seconds() const {
  return kFlySeconds;
}

void SubtractionBoard::show_move(const Move& move, const Heaps& before, bool by_computer) {
  hovered_token_.reset();
  pressed_token_.reset();
  if (before.empty()) return;
  animation_ = Animation{before[0], move.amount, by_computer, 0};
  capacity_ = std::max(capacity_, before[0]);
}

void SubtractionBoard::update(double dt_seconds) {
  if (!animation_) return;
  animation_->elapsed += dt_seconds * ctx_.settings().animation_speed;
  const double total = (animation_->by_computer ? highlight_seconds() : 0) + fly_seconds();
  if (animation_->elapsed >= total) animation_.reset();
}

bool SubtractionBoard::legal(Count amount) const {
  return std::find(legal_.begin(), legal_.end(), amount) != legal_.end();
}

void SubtractionBoard::sync(const BoardFrame& frame) {
  heap_ = frame.position.empty() ? 0 : frame.position[0];
  capacity_ = std::max(capacity_, heap_);
  accepts_input_ = frame.accepts_input;
  legal_.clear();
  for (const Move& m : frame.game.moves(frame.position)) legal_.push_back(m.amount);
  const std::vector<Count>& set = frame.game.parameter();
  if (set != set_) {
    set_ = set;
    std::vector<Button> buttons;
    for (Count amount : set_) {
      Button b;
      b.id = static_cast<int>(amount);
      buttons.push_back(b);
    }
    buttons_ = ButtonList(std::move(buttons), ButtonList::Orientation::Horizontal);
  }
  for (Button& b : buttons_.buttons()) {
    b.enabled = accepts_input_ && !animation_ && legal(static_cast<Count>(b.id));
  }
  // Keep the keyboard focus on a button that can be used.
  if (auto id = buttons_.focused_id(); id && !legal(static_cast<Count>(*id)) && !legal_.empty()) {
    buttons_.focus_id(static_cast<int>(legal_.back()));
  }
}

SubtractionBoard::Grid SubtractionBoard::grid_for(Rect field, Count capacity,
                                                  float max_radius) const {
  Grid best;
  if (capacity == 0) return best;
  // Try rows of 5, 10, 15 ... tokens; keep the layout with the largest tokens, and
  // prefer rows of ten (easy to count) when several reach the size limit.
  for (Count cols = kGroup; cols <= 60; cols += kGroup) {
    const Count c = std::min(cols, capacity);
    const Count rows = (capacity + c - 1) / c;
    const float w_units = as_float(c) * kPitchPerRadius + as_float(groups(c) - 1) * kGapPerRadius;
    const float h_units =
        as_float(rows) * kPitchPerRadius + as_float(groups(rows) - 1) * kGapPerRadius;
    const float r = std::min({field.w / w_units, field.h / h_units, max_radius});
    const bool better =
        r > best.radius + 0.01f ||
        (r >= best.radius - 0.01f && c == std::min<Count>(10, capacity) && best.cols != c);
    if (better) {
      best.cols = c;
      best.rows = rows;
      best.radius = r;
    }
    if (c == capacity) break;
  }
  best.pitch = best.radius * kPitchPerRadius;
  best.gap = best.radius * kGapPerRadius;
  const float w = as_float(best.cols) * best.pitch + as_float(groups(best.cols) - 1) * best.gap;
  const float h = as_float(best.rows) * best.pitch + as_float(groups(best.rows) - 1) * best.gap;
  best.origin = {field.center_x() - w / 2, field.center_y() - h / 2};
  return best;
}

Point SubtractionBoard::token_center(Count index) const {
  const Count row = index / grid_.cols;
  const Count col = index % grid_.cols;
  return {
      grid_.origin.x + (as_float(col) + 0.5f) * grid_.pitch + as_float(col / kGroup) * grid_.gap,
      grid_.origin.y + (as_float(row) + 0.5f) * grid_.pitch + as_float(row / kGroup) * grid_.gap};
}

std::optional<Rect> SubtractionBoard::token_rect(Count index) const {
  if (!show_tokens_ || grid_.cols == 0 || index >= capacity_) return std::nullopt;
  const Point c = token_center(index);
  return Rect{c.x - grid_.radius, c.y - grid_.radius, 2 * grid_.radius, 2 * grid_.radius};
}

std::optional<Count> SubtractionBoard::token_at(Point p) const {
  if (!show_tokens_ || grid_.cols == 0) return std::nullopt;
  for (Count i = 0; i < heap_; ++i) {
    const Point c = token_center(i);
    const float half = grid_.pitch / 2;
    if (std::abs(p.x - c.x) <= half && std::abs(p.y - c.y) <= half) return i;
  }
  return std::nullopt;
}

std::optional<Rect> SubtractionBoard::amount_button(Count amount) const {
  for (const Button& b : buttons_.buttons()) {
    if (static_cast<Count>(b.id) == amount) return b.rect;
  }
  return std::nullopt;
}

void SubtractionBoard::layout(Canvas& canvas, const BoardFrame& frame) {
  const Layout& l = canvas.layout();
  const Theme& t = canvas.theme();
  const Rect area = frame.area.inset(l.px(t.space_m));
  const float gap = l.px(t.space_m);

  // Buttons "Take n" on one row when they fit (draw_button steps the font down when
  // narrow); otherwise compact buttons labelled with the number only, after a "Take"
  // caption, wrapped into rows.
  const std::size_t n = buttons_.buttons().size();
  const float button_h = l.px(t.button_height);
  const TextStyle small = canvas.style(TextSize::Body, {}, FontFace::Bold);
  const TextStyle large = canvas.style(TextSize::Large, {}, FontFace::Bold);
  float full_w = l.px(120);
  float full_needed = 0;
  for (Button& b : buttons_.buttons()) {
    b.text = ctx_.trf("board.sub.take", b.id);
    full_w = std::max(full_w, canvas.measure(b.text, large).w + l.px(t.space_l) * 2);
    full_needed = std::max(full_needed, canvas.measure(b.text, small).w + l.px(t.space_m) * 2);
  }
  const float one_row =
      n == 0 ? area.w : (area.w - static_cast<float>(n - 1) * gap) / static_cast<float>(n);
  compact_ = n > 0 && one_row < full_needed;
  float button_w = std::min(full_w, one_row);
  float caption_w = 0;
  if (compact_) {
    // Narrower (down to what its number needs) when that keeps them on one row: {1, 2, 3}
    // never wraps as 1 2 / 3.
    float least = 0;
    for (Button& b : buttons_.buttons()) {
      b.text = std::to_string(b.id);
      least = std::max(least, canvas.measure(b.text, large).w + l.px(t.space_s) * 2);
    }
    button_w = std::max(button_h * 1.1f, canvas.measure("100", large).w + l.px(t.space_m) * 2);
    if (one_row < button_w && one_row >= std::max(least, button_h * 0.75f)) button_w = one_row;
    caption_w = canvas.measure(ctx_.tr("board.sub.take_caption"), large).w + gap;
    // A narrow board (a part of a sum): the caption only when the buttons still fit one row.
    if (area.w - caption_w < static_cast<float>(n) * (button_w + gap) - gap) caption_w = 0;
  }
  show_caption_ = caption_w > 0;
  const float rows_w = std::max(button_w, area.w - caption_w);
  const std::size_t per_row =
      std::max<std::size_t>(1, static_cast<std::size_t>((rows_w + gap) / (button_w + gap)));
  const std::size_t rows = n == 0 ? 0 : (n + per_row - 1) / per_row;
  // Wrapped rows leave room between them for the "hint" tag or the computer's caption
  // drawn above a button (a Small line over a ring).
  const float tag_h =
      canvas.line_height(canvas.style(TextSize::Small, {})) + 4 * std::max(2.0f, l.px(3));
  const float row_gap = rows > 1 ? std::max(gap, tag_h) : gap;
  const float band_h =
      static_cast<float>(rows) * button_h + static_cast<float>(rows > 0 ? rows - 1 : 0) * row_gap;
  const Rect band = area.bottom_band(band_h);
  // Rows are centred; a compact grid is centred as a block with its caption.
  const std::size_t widest = std::min(per_row, n);
  const float grid_w =
      static_cast<float>(widest) * button_w + static_cast<float>(widest > 0 ? widest - 1 : 0) * gap;
  const float grid_x = band.center_x() - (grid_w + caption_w) / 2 + caption_w;
  caption_at_ = {grid_x - gap, band.y + button_h / 2};
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t row = i / per_row;
    const std::size_t in_row = std::min(per_row, n - row * per_row);
    const float row_w =
        static_cast<float>(in_row) * button_w + static_cast<float>(in_row - 1) * gap;
    const float x0 = compact_ ? grid_x : band.center_x() - row_w / 2;
    const float x = x0 + static_cast<float>(i % per_row) * (button_w + gap);
    buttons_.buttons()[i].rect = {x, band.y + static_cast<float>(row) * (button_h + row_gap),
                                  button_w, button_h};
  }

  // The count on top, the tokens in between. A short board (a part of a sum of games): a
  // smaller count, then no line under it.
  const float room = band.y - gap - area.y;
  const float caption_h = canvas.line_height(canvas.style(TextSize::Body, {}));
  const auto count_height = [&](TextSize size, bool line) {
    return canvas.line_height(canvas.style(size, {}, FontFace::Bold)) * 0.9f +
           (line ? caption_h : 0.0f);
  };
  count_size_ = TextSize::Title;
  count_line_ = true;
  if (count_height(count_size_, true) > room) count_size_ = TextSize::Heading;
  if (count_height(count_size_, true) > room) count_line_ = false;
  const float count_h = count_height(count_size_, count_line_);
  count_box_ = area.top(count_h);
  field_ = {area.x, count_box_.bottom() + gap, area.w,
            std::max(0.0f, band.y - gap * 1.5f - count_box_.bottom() - gap)};
  grid_ = grid_for(field_, capacity_, l.px(kMaxRadiusDesign));
  show_tokens_ = grid_.cols > 0 && grid_.radius >= l.px(kMinRadiusDesign);
}

void SubtractionBoard::draw_count(Canvas& canvas, Count heap, std::optional<Count> preview) {
  const Palette& c = canvas.colors();
  const TextStyle big = canvas.style(count_size_, c.title, FontFace::Bold);
  const TextStyle caption = canvas.style(TextSize::Body, c.text_muted);
  const Rect box = canvas.text(std::to_string(heap), {count_box_.center_x(), count_box_.y}, big,
                               Align::Center, VAlign::Top);
  if (!count_line_) return;
  std::string line;
  TextStyle line_style = caption;
  if (preview && *preview <= heap) {
    line = ctx_.trf("board.sub.preview", *preview, heap - *preview);
    line_style.color = c.accent_b;
    line_style.face = FontFace::Bold;
  } else if (heap == 0) {
    line = ctx_.tr("board.sub.empty");
  } else {
    line = ctx_.strings().tr_n("board.sub.tokens_left", heap);
  }
  canvas.text(line, {count_box_.center_x(), box.y + box.h * 0.9f}, line_style, Align::Center,
              VAlign::Top);
}

void SubtractionBoard::draw_tokens(Canvas& canvas, Count shown, std::optional<Count> leaving_from,
                                   float leaving_progress, bool leaving_marked) {
  const Palette& c = canvas.colors();
  if (!show_tokens_) {
    // Too many to draw: one token and the count beside it.
    // (None at all when even that would be a speck: the count above says it.)
    const float r = std::min(field_.h, field_.w) * 0.2f;
    if (r < canvas.layout().px(kMinRadiusDesign) || shown == 0) return;
    const Point center{field_.center_x() - r * 1.5f, field_.center_y()};
    draw_token(canvas, center, r);
    canvas.text("× " + std::to_string(shown), {center.x + r * 1.6f, center.y},
                canvas.style(TextSize::Heading, c.text, FontFace::Bold), Align::Left,
                VAlign::Middle);
    return;
  }
  const std::optional<Move> pending = pending_move();
  const Count pending_from = pending ? shown - std::min(shown, pending->amount) : shown;
  // The tokens glow for the first suggestion; every suggested amount's button is ringed.
  const Count suggested_from = !suggestions_.empty() && !pending && !leaving_from
                                   ? shown - std::min(shown, suggestions_.front().amount)
                                   : shown;
  for (Count i = 0; i < shown; ++i) {
    Point center = token_center(i);
    TokenLook look;
    float r = grid_.radius;
    if (leaving_from && i >= *leaving_from) {
      // Taken: marked first (the computer's choice), then rising and fading away.
      look.marked = leaving_marked;
      look.mark = c.accent_b;
      look.glowing = leaving_marked;
      look.glow = c.accent_b;
      const float p = std::clamp(leaving_progress, 0.0f, 1.0f);
      center.y -= p * grid_.pitch * 1.2f;
      r *= 1.0f - 0.35f * p;
      look.alpha = 1.0f - p;
    } else if (i >= pending_from) {
      // About to be taken: lifted a little, with a ring (shape as well as colour).
      look.marked = true;
      look.mark = c.accent_b;
      center.y -= grid_.radius * 0.3f;
    } else if (i >= suggested_from) {
      look.marked = true;
      look.mark = c.accent_a;
      look.glowing = true;
      look.glow = c.accent_a;
    }
    draw_token(canvas, center, r, look);
  }
}

void SubtractionBoard::draw(Canvas& canvas, const BoardFrame& frame) {
  sync(frame);
  if (animation_) capacity_ = std::max(capacity_, animation_->before);
  layout(canvas, frame);
  const Palette& c = canvas.colors();
  const Layout& l = canvas.layout();

  // Which heap to show: while a move animates, the heap before it, with the taken tokens.
  Count shown = heap_;
  std::optional<Count> leaving_from;
  float progress = 0;
  bool marked = false;
  std::optional<Count> highlighted_amount;
  Count count_value = heap_;
  if (animation_) {
    const Animation& a = *animation_;
    shown = a.before;
    leaving_from = a.before - std::min(a.before, a.amount);
    const double wait = a.by_computer ? highlight_seconds() : 0;
    progress = static_cast<float>(std::max(0.0, (a.elapsed - wait) / fly_seconds()));
    marked = a.by_computer;
    highlighted_amount = a.amount;
    count_value = a.elapsed < wait ? a.before : a.before - std::min(a.before, a.amount);
  }

  draw_count(
      canvas, count_value, animation_ ? std::nullopt : [&]() -> std::optional<Count> {
        if (auto m = pending_move()) return m->amount;
        return std::nullopt;
      }());
  draw_tokens(canvas, shown, leaving_from, progress, marked);

  buttons_.draw(canvas, ctx_.strings());
  if (compact_ && show_caption_) {
    canvas.text(ctx_.tr("board.sub.take_caption"), caption_at_,
                canvas.style(TextSize::Large, c.text, FontFace::Bold), Align::Right,
                VAlign::Middle);
  }
  const float radius = l.px(canvas.theme().corner_radius);
  const float ring = std::max(2.0f, l.px(3));
  // The computer's choice: its button pressed and ringed, a caption above.
  if (highlighted_amount && animation_ && animation_->by_computer) {
    if (auto rect = amount_button(*highlighted_amount)) {
      ButtonLook look;
      look.pressed = true;
      draw_button(canvas, *rect,
                  compact_ ? std::to_string(*highlighted_amount)
                           : ctx_.trf("board.sub.take", *highlighted_amount),
                  look);
      canvas.rounded_outline(rect->inset(-ring * 2), radius + ring * 2, ring, c.accent_b);
      canvas.text(ctx_.trf("board.sub.computer_takes", *highlighted_amount),
                  {rect->center_x(), rect->y - ring * 3}, canvas.style(TextSize::Small, c.accent_b),
                  Align::Center, VAlign::Bottom);
    }
  }
  // The hint overlay's suggestion: a ring and a "hint" tag on the button, outside the keyboard
  // focus ring (draw_button's) so that both show when the focused button is the hinted one.
  for (const Move& suggestion : animation_ ? std::vector<Move>{} : suggestions_) {
    if (auto rect = amount_button(suggestion.amount)) {
      const float focus_out = l.px(3) + l.px(canvas.theme().focus_width) + 1;
      const float out = focus_out + ring;
      canvas.rounded_outline(rect->inset(-out), radius + out, ring, c.accent_a);
      canvas.text(ctx_.tr("board.suggested"), {rect->center_x(), rect->y - out - ring},
                  canvas.style(TextSize::Small, c.accent_a, FontFace::Bold), Align::Center,
                  VAlign::Bottom);
    }
  }
}

std::optional<Move> SubtractionBoard::pending_move() const {
  if (animation_ || !accepts_input_) return std::nullopt;
  if (hovered_token_ && *hovered_token_ < heap_) {
    const Count amount = heap_ - *hovered_token_;
    if (legal(amount)) return Move{0, amount, false};
  }
  const auto& b = buttons_.buttons();
  const int hover = buttons_.hover_index();
  if (hover >= 0 && b[static_cast<std::size_t>(hover)].enabled) {
    return Move{0, static_cast<Count>(b[static_cast<std::size_t>(hover)].id), false};
  }
  if (keyboard_) {
    if (auto id = buttons_.focused_id(); id && legal(static_cast<Count>(*id))) {
      return Move{0, static_cast<Count>(*id), false};
    }
  }
  return std::nullopt;
}

std::optional<Move> SubtractionBoard::handle(const Input& input, const BoardFrame& frame) {
  sync(frame);
  if (!frame.accepts_input || animation_) {
    hovered_token_.reset();
    pressed_token_.reset();
    return std::nullopt;
  }
  switch (input.action) {
    case Action::Back: {
      // Esc clears the preview (the play scene leaves on the next Esc).
      keyboard_ = false;
      hovered_token_.reset();
      pressed_token_.reset();
      Input away;
      away.action = Action::PointerMove;
      away.pointer = {-1e6f, -1e6f};
      buttons_.handle(away);
      return std::nullopt;
    }
    case Action::Digit: {
      // 1..9 take that many; 0 stands for 10.
      const Count amount = input.digit == 0 ? 10 : static_cast<Count>(input.digit);
      if (legal(amount)) return Move{0, amount, false};
      return std::nullopt;
    }
    case Action::PointerMove:
      keyboard_ = false;
      hovered_token_ = token_at(input.pointer);
      break;
    case Action::PointerPress:
      pressed_token_ = input.button == 1 ? token_at(input.pointer) : std::nullopt;
      break;
    case Action::PointerRelease: {
      const std::optional<Count> released = token_at(input.pointer);
      const std::optional<Count> pressed = pressed_token_;
      pressed_token_.reset();
      if (released && released == pressed && heap_ > *released && legal(heap_ - *released)) {
        return Move{0, heap_ - *released, false};
      }
      break;
    }
    case Action::Left:
    case Action::Right:
    case Action::NextFocus:
    case Action::PrevFocus:
    case Action::Confirm:
      keyboard_ = true;
      break;
    default:
      break;
  }
  if (auto id = buttons_.handle(input)) {
    const Count amount = static_cast<Count>(*id);
    if (legal(amount)) return Move{0, amount, false};
  }
  return std::nullopt;
}

}  // namespace marienbad::app
