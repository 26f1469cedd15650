#include "boards/pins/pin_board.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

#include "app/smoothstep.hpp"
#include "app/strings.hpp"

// The words every game of pins says alike (its help lines are its own).
MARIENBAD_STRINGS(pin_board_strings, S_("pins.take", "Knock down"),
                  S_("pins.waiting", "Watch the computer's move."))

namespace marienbad::app {

namespace {
constexpr double kComputerHighlight = 0.9;  // seconds the computer's choice glows
constexpr double kFallSeconds = 0.6;
constexpr double kPersonFall = 0.4;
constexpr float kBorder = 0.28f;  // within this share of a spacing from a border: both pins
constexpr std::size_t kSeenLayouts = 512;

}  // namespace

// --- the board --------------------------------------------------------------------------

PinBoard::PinBoard(AppContext& ctx, Heaps start, PinRules rules)
    : ctx_(ctx),
      start_(non_empty_rows(start)),
      rules_(std::move(rules)),
      pins_(start_),
      controls_(rules_.keys) {}

double PinBoard::fall_duration(const Fall& fall) const {
  return fall.by_computer ? kComputerHighlight + kFallSeconds : kPersonFall;
}

void PinBoard::fit(const Heaps& position, const Reached& reached) {
  if (auto lines = PinLines::replayed(reached); lines && lines->shows(position)) {
    pins_ = std::move(*lines);
    return;
  }
  if (pins_.shows(position)) return;
  for (auto it = seen_.rbegin(); it != seen_.rend(); ++it) {
    if (it->shows(position)) {
      pins_ = *it;
      return;
    }
  }
  pins_ = PinLines::packed(start_, position);
}

void PinBoard::remember() {
  if (!seen_.empty() && seen_.back() == pins_) return;
  seen_.push_back(pins_);
  if (seen_.size() > kSeenLayouts) seen_.erase(seen_.begin());
}

void PinBoard::reset() {
  selection_.reset();
  hover_.reset();
  cursor_.reset();
  falls_.clear();
}

void PinBoard::show_move(const Move& move, const Heaps& before, bool by_computer) {
  selection_.reset();
  hover_.reset();
  fit(before);
  remember();
  const std::vector<PinLines::Pin> pins = pins_.pins_of(move);
  if (pins.empty()) return;
  falls_.push_back({pins, by_computer, 0});
  pins_.knock_down(pins);
  remember();
}

void PinBoard::update(double dt_seconds) {
  const double rate = ctx_.settings().animation_speed;
  for (Fall& fall : falls_) fall.t += dt_seconds * rate;
  std::erase_if(falls_, [this](const Fall& fall) { return fall.t >= fall_duration(fall); });
}

std::optional<Move> PinBoard::move_of(const std::optional<Span>& span) const {
  if (!span) return std::nullopt;
  return pins_.move_at(span->pin, span->amount);
}

std::optional<Move> PinBoard::pending_move() const {
  return move_of(selection_);
}

std::optional<Move> PinBoard::hovered_move() const {
  if (auto move = move_of(shown_hover())) return move;
  return pending_move();
}

std::optional<PinBoard::Span> PinBoard::shown_hover() const {
  if (!hover_ || !rules_.hover_shows_choice) return hover_;
  if (auto choice = chosen(*hover_)) return choice;
  return hover_;
}

std::optional<PinBoard::Span> PinBoard::chosen(const Span& hit) const {
  if (selection_ == hit) return std::nullopt;
  if (!selection_ || selection_->pin.line != hit.pin.line) return hit;
  // Apart from the selection: the pins from one to the other, if they stand side by side and
  // are few enough (Kayles: a pin and its neighbour).
  const bool apart = hit.pin.slot + hit.amount <= selection_->pin.slot ||
                     selection_->pin.slot + selection_->amount <= hit.pin.slot;
  const Count first = std::min(hit.pin.slot, selection_->pin.slot);
  const Count end = std::max(hit.pin.slot + hit.amount, selection_->pin.slot + selection_->amount);
  if (!apart || end - first > rules_.max_take) return hit;
  const Span grown{{hit.pin.line, first}, end - first};
  return move_of(grown) ? std::optional(grown) : std::optional(hit);
}

std::string PinBoard::forbidden(const std::optional<Span>& span, const BoardFrame& frame) const {
  const std::optional<Move> move = move_of(span);
  if (!move || rules_.forbidden == nullptr) return {};
  return rules_.forbidden(ctx_.strings(), frame.game, frame.position, *move);
}

// --- layout -----------------------------------------------------------------------------

void PinBoard::layout(Canvas& canvas, const BoardFrame& frame) {
  const Layout& l = canvas.layout();
  Count widest = 1;
  for (std::size_t i = 0; i < pins_.line_count(); ++i) widest = std::max(widest, pins_.width(i));
  const float lines = static_cast<float>(std::max<std::size_t>(1, pins_.line_count()));
  const float slots = static_cast<float>(widest);

  const float controls_h = TakeControls::height(l);
  const float gap = TakeControls::gap(l);
  const float pad = l.px(40);
  const float max_h = std::max(l.px(40), frame.area.h - controls_h - gap);
  const float max_row_h = max_h / lines;
  const float cap = std::max(l.px(110), std::min(frame.area.w, frame.area.h) * 0.18f);
  // Room above each line's pins for the rows' numbers.
  float height = std::min(max_row_h * 0.62f, cap);
  float spacing = std::min((frame.area.w - 2 * pad) / (slots + 0.4f), height * 0.5f);
  height = std::min(height, spacing / 0.42f);
  geo_.height = height;
  geo_.spacing = spacing;
  geo_.row_height = std::min(max_row_h, height / 0.62f);

  const float table_w =
      std::min(frame.area.w, std::max(l.px(560), 2 * pad + (slots + 0.4f) * spacing));
  const float table_h = geo_.row_height * lines;
  const float block_h = table_h + gap + controls_h;
  const float top = frame.area.y + std::max(0.0f, (frame.area.h - block_h) / 2);
  geo_.table = {frame.area.center_x() - table_w / 2, top, table_w, table_h};
  geo_.top = top;
  geo_.x0.assign(pins_.line_count(), 0);
  for (std::size_t i = 0; i < pins_.line_count(); ++i) {
    const float n = static_cast<float>(pins_.width(i));
    geo_.x0[i] = geo_.table.center_x() - (n - 1) * spacing / 2;
  }

  controls_.place(l, geo_.table);
}

float PinBoard::base_y(std::size_t line) const {
  return geo_.top + geo_.row_height * (static_cast<float>(line) + 1) - geo_.row_height * 0.1f;
}

std::optional<Point> PinBoard::pin_base(std::size_t line, Count slot) const {
  if (line >= geo_.x0.size()) return std::nullopt;
  return Point{geo_.x0[line] + static_cast<float>(slot) * geo_.spacing, base_y(line)};
}

std::optional<Rect> PinBoard::piece_rect(std::size_t row, Count index) const {
  const std::vector<PinLines::Run> runs = pins_.runs();
  if (row >= runs.size() || index >= runs[row].length) return std::nullopt;
  const auto foot = pin_base(runs[row].line, runs[row].first + index);
  if (!foot) return std::nullopt;
  return Rect{foot->x - geo_.spacing / 2, foot->y - geo_.height, geo_.spacing, geo_.height};
}

std::optional<PinBoard::Span> PinBoard::span_at(Point p) const {
  if (geo_.spacing <= 0) return std::nullopt;
  for (std::size_t line = 0; line < geo_.x0.size(); ++line) {
    const float row_top = geo_.top + geo_.row_height * static_cast<float>(line);
    if (p.y < row_top || p.y >= row_top + geo_.row_height) continue;
    const float f = (p.x - geo_.x0[line]) / geo_.spacing;
    const float nearest = std::round(f);
    if (nearest < 0 || nearest >= static_cast<float>(pins_.width(line))) return std::nullopt;
    const auto i = static_cast<Count>(nearest);
    if (!pins_.standing(line, i)) return std::nullopt;
    const float d = f - nearest;
    // Near the border with a standing neighbour: the two of them.
    if (std::abs(d) >= kBorder && rules_.max_take >= 2) {
      const Count j = d > 0 ? i + 1 : i - 1;
      if ((d > 0 || i > 0) && pins_.standing(line, j)) return Span{{line, std::min(i, j)}, 2};
    }
    return Span{{line, i}, 1};
  }
  return std::nullopt;
}

// --- drawing ----------------------------------------------------------------------------

void PinBoard::draw(Canvas& canvas, const BoardFrame& frame) {
  fit(frame.position, frame.reached);
  layout(canvas, frame);
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  if (selection_ && !move_of(selection_)) selection_.reset();

  canvas.panel(geo_.table, c.panel.with_alpha(215), c.panel_border, l.px(18));
  const float s = geo_.spacing;
  const float h = geo_.height;

  // What the selection, the hover and the suggestions cover.
  // (Pointers, not optionals: GCC 12 sees an optional's copy as maybe uninitialised.)
  const auto covers = [](const Span* span, std::size_t line, Count slot) {
    return span != nullptr && span->pin.line == line && slot >= span->pin.slot &&
           slot < span->pin.slot + span->amount;
  };
  std::vector<PinLines::Pin> suggested;
  for (const Move& move : suggestions_) {
    for (const PinLines::Pin& pin : pins_.pins_of(move)) suggested.push_back(pin);
  }
  const Span* selected = selection_ ? &*selection_ : nullptr;
  const std::optional<Span> hover = shown_hover();
  const Span* hovered = frame.accepts_input && hover && move_of(hover) ? &*hover : nullptr;
  const auto falling = [&](std::size_t line, Count slot) {
    for (const Fall& fall : falls_) {
      if (std::find(fall.pins.begin(), fall.pins.end(), PinLines::Pin{line, slot}) !=
          fall.pins.end()) {
        return true;
      }
    }
    return false;
  };

  for (std::size_t line = 0; line < pins_.line_count(); ++line) {
    const float base = base_y(line);
    if (line > 0) {
      const float y = geo_.top + geo_.row_height * static_cast<float>(line);
      canvas.line({geo_.table.x + l.px(20), y}, {geo_.table.right() - l.px(20), y},
                  std::max(1.0f, l.px(1)), c.panel_border.with_alpha(110));
    }
    for (Count slot = 0; slot < pins_.width(line); ++slot) {
      const float x = geo_.x0[line] + static_cast<float>(slot) * s;
      if (!pins_.standing(line, slot)) {
        // A fallen pin lies faint where it stood.
        if (!falling(line, slot)) {
          draw_pin(canvas, {x - s * 0.46f, base - s * 0.14f}, s * 0.92f,
                   std::numbers::pi_v<float> / 2, {0.4f, false, {}});
        }
        continue;
      }
      PinLook look;
      float lift = 0;
      if (covers(selected, line, slot)) {
        look.highlighted = true;
        look.highlight = c.accent_b;
        lift = l.px(10);
      } else if (covers(hovered, line, slot)) {
        look.highlighted = true;
        look.highlight = c.accent_b.with_alpha(110);
        lift = l.px(4);
      } else if (std::find(suggested.begin(), suggested.end(), PinLines::Pin{line, slot}) !=
                 suggested.end()) {
        look.highlighted = true;
        look.highlight = c.accent_a;
      }
      draw_pin(canvas, {x, base - lift}, h, 0, look);
      // Markers under the pins so a selection or a suggestion never relies on colour.
      if (covers(selected, line, slot)) {
        canvas.capsule({x - s * 0.4f, base + l.px(7)}, {x + s * 0.4f, base + l.px(7)},
                       std::max(2.0f, l.px(4)), c.accent_b);
      }
      if (std::find(suggested.begin(), suggested.end(), PinLines::Pin{line, slot}) !=
          suggested.end()) {
        const float y = base + l.px(16);
        canvas.triangle({x, y - l.px(6)}, {x - l.px(5), y + l.px(3)}, {x + l.px(5), y + l.px(3)},
                        c.accent_a);
      }
      if (frame.accepts_input && cursor_ && *cursor_ == PinLines::Pin{line, slot}) {
        canvas.rounded_outline({x - s * 0.48f, base - lift - h - l.px(4), s * 0.96f, h + l.px(8)},
                               l.px(8), std::max(1.5f, l.px(2)), c.focus);
      }
    }
  }

  // The lines, numbered above their middle: the hint and the move list name a row by its line
  // and a pin by its place on it, which a split does not change.
  const TextStyle number = canvas.style(TextSize::Small, c.text_muted, FontFace::Bold);
  for (std::size_t line = 0; line < pins_.line_count(); ++line) {
    // Midway between the line's top and its pins' heads.
    const float line_top = geo_.top + geo_.row_height * static_cast<float>(line);
    const float middle = geo_.x0[line] + static_cast<float>(pins_.width(line) - 1) * s / 2;
    canvas.text(std::to_string(line + 1), {middle, (line_top + base_y(line) - h) / 2}, number,
                Align::Center, VAlign::Middle);
  }

  // Pins falling: the computer's glow first, then each tips over to lie faint in its slot.
  for (const Fall& fall : falls_) {
    const bool glowing = fall.by_computer && fall.t < kComputerHighlight;
    const double t = fall.by_computer ? fall.t - kComputerHighlight : fall.t;
    const float u =
        glowing
            ? 0.0f
            : static_cast<float>(smoothstep(t / (fall.by_computer ? kFallSeconds : kPersonFall)));
    for (const PinLines::Pin& pin : fall.pins) {
      const auto foot = pin_base(pin.line, pin.slot);
      if (!foot) continue;
      PinLook look;
      look.alpha = 1.0f - 0.7f * u;
      look.highlighted = true;
      look.highlight = fall.by_computer ? c.accent_b : c.accent_b.with_alpha(120);
      const float size = h + (s * 0.92f - h) * u;
      draw_pin(canvas, {foot->x - s * 0.46f * u, foot->y - s * 0.14f * u}, size,
               u * std::numbers::pi_v<float> / 2, look);
    }
  }

  // Controls: help on the left, the button on the right (none in a review).
  if (!frame.played) return;
  controls_.button().enabled =
      frame.accepts_input && pending_move() && forbidden(selection_, frame).empty();
  std::string note = hovered != nullptr ? forbidden(*hovered, frame) : std::string();
  if (note.empty()) note = forbidden(selection_, frame);
  controls_.set_note(std::move(note));
  controls_.draw(canvas, ctx_.strings(), geo_.table, frame.accepts_input,
                 !falls_.empty() && falls_.back().by_computer, frame.watched);
}

}  // namespace marienbad::app
