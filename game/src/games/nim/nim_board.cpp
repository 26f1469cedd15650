#include "games/nim/nim_board.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "app/smoothstep.hpp"
#include "boards/match_art.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(nim_board_strings, S_("nim.take", "Take {}"), S_("nim.take_none", "Take"),
                  S_("nim.help_mouse", "Click a match to select it and the ones to its right."),
                  S_("nim.help_keys", "Keys: ↑↓ row, ←→ fewer or more, Enter takes."),
                  S_("nim.waiting", "Watch the computer's move."))

namespace {
constexpr double kComputerHighlight = 0.9;  // seconds the computer's choice glows
constexpr double kComputerVanish = 0.7;
constexpr double kPersonVanish = 0.4;
}  // namespace

std::unique_ptr<BoardView> make_nim_board(AppContext& ctx) {
  return std::make_unique<NimBoard>(ctx);
}

NimBoard::NimBoard(AppContext& ctx)
    : ctx_(ctx), controls_({"", "nim.help_mouse", "nim.help_keys", "nim.waiting"}) {}

double NimBoard::highlight_seconds() const {
  return kComputerHighlight;
}
double NimBoard::vanish_seconds() const {
  return kComputerVanish;
}
double NimBoard::take_duration(const Take& take) const {
  return take.by_computer ? highlight_seconds() + vanish_seconds() : kPersonVanish;
}

void NimBoard::reset() {
  selection_.reset();
  hover_.reset();
  drag_anchor_.reset();
  dragging_ = false;
  clear_on_release_ = false;
  takes_.clear();
}

void NimBoard::show_move(const Move& move, const Heaps& before, bool by_computer) {
  selection_.reset();
  hover_.reset();
  dragging_ = false;
  if (move.heap >= before.size() || move.amount > before[move.heap]) return;
  takes_.push_back({move.heap, before[move.heap] - move.amount, move.amount, by_computer, 0});
  if (capacity_.size() < before.size()) capacity_.resize(before.size(), 0);
  capacity_[move.heap] = std::max(capacity_[move.heap], before[move.heap]);
}

void NimBoard::update(double dt_seconds) {
  const double rate = ctx_.settings().animation_speed;
  for (Take& take : takes_) take.t += dt_seconds * rate;
  std::erase_if(takes_, [this](const Take& take) { return take.t >= take_duration(take); });
}

std::optional<Move> NimBoard::pending_move() const {
  if (!selection_ || selection_->row >= counts_.size()) return std::nullopt;
  const Count count = counts_[selection_->row];
  if (selection_->first >= count) return std::nullopt;
  return Move{selection_->row, count - selection_->first, false};
}

std::optional<Move> NimBoard::hovered_move() const {
  if (hover_ && hover_->first < counts_.size() && hover_->second < counts_[hover_->first]) {
    return Move{hover_->first, counts_[hover_->first] - hover_->second, false};
  }
  return pending_move();
}

// --- layout -----------------------------------------------------------------------------

void NimBoard::layout(Canvas& canvas, const BoardFrame& frame) {
  const Layout& l = canvas.layout();
  const Heaps& position = frame.position;
  counts_ = position;
  if (capacity_.size() != position.size()) capacity_.assign(position.size(), 0);
  for (std::size_t r = 0; r < position.size(); ++r) {
    capacity_[r] = std::max(capacity_[r], position[r]);
  }
  Count widest = 1;
  for (Count c : capacity_) widest = std::max(widest, c);
  const float rows = static_cast<float>(std::max<std::size_t>(1, position.size()));
  const float slots = static_cast<float>(widest);

  geo_.area = frame.area;
  const float controls_h = TakeControls::height(l);
  const float gap = TakeControls::gap(l);
  const float label_w = l.px(66);
  const float pad = l.px(18);
  // Room above the first row for the hint's packet sizes (written over the matches).
  const float top_pad =
      canvas.line_height(canvas.style(TextSize::Small, {}, FontFace::Bold)) * 0.75f;
  const float max_h = std::max(l.px(40), frame.area.h - controls_h - gap - top_pad);
  const float max_row_h = max_h / rows;
  // Matches stop growing at large windows, but fill a board the scale keeps small.
  const float cap = std::max(l.px(118), std::min(frame.area.w, frame.area.h) * 0.2f);
  float length = std::min(max_row_h * 0.72f, cap);
  const float usable_w = frame.area.w - 2 * label_w - 2 * pad;
  float spacing = std::min(usable_w / slots, length * 0.6f);
  // Many matches in a narrow board: shorter matches keep their proportions.
  length = std::min(length, spacing / 0.3f);
  geo_.length = length;
  geo_.spacing = spacing;
  geo_.thickness = std::max(2.5f, length * 0.09f);
  geo_.row_height = std::min(max_row_h, length / 0.72f);

  // At least wide enough for the help line and the take button under it.
  const float table_w =
      std::min(frame.area.w, std::max(l.px(560), 2 * label_w + 2 * pad + (slots + 0.3f) * spacing));
  const float table_h = top_pad + geo_.row_height * rows;
  const float block_h = table_h + gap + controls_h;
  const float top = frame.area.y + std::max(0.0f, (frame.area.h - block_h) / 2);
  geo_.table = {frame.area.center_x() - table_w / 2, top, table_w, table_h};
  geo_.top = top + top_pad;
  geo_.row_x0.assign(position.size(), 0);
  for (std::size_t r = 0; r < position.size(); ++r) {
    const float n = static_cast<float>(capacity_[r]);
    geo_.row_x0[r] = geo_.table.center_x() - (n - 1) * spacing / 2;
  }

  // The take button under the board, right-aligned with it; help text on its left.
  controls_.place(l, geo_.table);
}

float NimBoard::base_y(std::size_t row) const {
  return geo_.top + geo_.row_height * (static_cast<float>(row) + 1) - geo_.row_height * 0.16f;
}

std::optional<Rect> NimBoard::piece_rect(std::size_t row, Count index) const {
  // No row holds more matches than a size_t counts, also where it has 32 bits (the page).
  if (index > std::numeric_limits<std::size_t>::max()) return std::nullopt;
  const auto base = match_base(row, static_cast<std::size_t>(index));
  if (!base) return std::nullopt;
  return Rect{base->x - geo_.spacing / 2, base->y - geo_.length, geo_.spacing, geo_.length};
}

std::optional<Point> NimBoard::match_base(std::size_t row, std::size_t index) const {
  if (row >= geo_.row_x0.size()) return std::nullopt;
  return Point{geo_.row_x0[row] + static_cast<float>(index) * geo_.spacing, base_y(row)};
}

std::optional<std::pair<std::size_t, Count>> NimBoard::match_at(Point p,
                                                                const Heaps& position) const {
  if (geo_.spacing <= 0) return std::nullopt;
  for (std::size_t r = 0; r < position.size() && r < geo_.row_x0.size(); ++r) {
    const float row_top = geo_.top + geo_.row_height * static_cast<float>(r);
    if (p.y < row_top || p.y >= row_top + geo_.row_height) continue;
    const float slot = (p.x - geo_.row_x0[r]) / geo_.spacing;
    const float index = std::round(slot);
    if (index < 0 || std::abs(slot - index) > 0.5f) return std::nullopt;
    const auto i = static_cast<Count>(index);
    if (i >= position[r]) return std::nullopt;
    return std::pair{r, i};
  }
  return std::nullopt;
}

// --- input ------------------------------------------------------------------------------

void NimBoard::select_row(const Heaps& position, std::size_t row, Count amount) {
  if (row >= position.size() || position[row] == 0) return;
  amount = std::clamp<Count>(amount, 1, position[row]);
  selection_ = Selection{row, position[row] - amount};
}

void NimBoard::step_row(const Heaps& position, int direction) {
  const auto n = static_cast<int>(position.size());
  Count amount = 1;
  int row = direction > 0 ? -1 : n;
  if (selection_) {
    row = static_cast<int>(selection_->row);
    amount = position[selection_->row] - selection_->first;
  }
  for (int r = row + direction; r >= 0 && r < n; r += direction) {
    if (position[static_cast<std::size_t>(r)] > 0) {
      select_row(position, static_cast<std::size_t>(r), amount);
      return;
    }
  }
}

std::optional<Move> NimBoard::confirm(const BoardFrame& frame) {
  const std::optional<Move> move = pending_move();
  if (!move || !frame.game.check_move(frame.position, *move).ok()) return std::nullopt;
  selection_.reset();
  return move;
}

std::optional<Move> NimBoard::handle(const Input& input, const BoardFrame& frame) {
  counts_ = frame.position;
  if (!frame.accepts_input) {
    dragging_ = false;
    hover_.reset();
    return std::nullopt;
  }
  const Heaps& position = frame.position;
  if (selection_ &&
      (selection_->row >= position.size() || selection_->first >= position[selection_->row])) {
    selection_.reset();
  }
  controls_.button().enabled = pending_move().has_value();
  switch (input.action) {
    case Action::PointerMove: {
      controls_.handle(input);
      hover_ = match_at(input.pointer, position);
      if (dragging_ && drag_anchor_ && hover_ && hover_->first == drag_anchor_->first) {
        selection_ = Selection{hover_->first, std::min(hover_->second, drag_anchor_->second)};
        if (hover_->second != drag_anchor_->second) clear_on_release_ = false;
      }
      return std::nullopt;
    }
    case Action::PointerPress: {
      if (input.button != 1) return std::nullopt;
      controls_.handle(input);
      if (controls_.consumed()) return std::nullopt;
      const auto hit = match_at(input.pointer, position);
      if (!hit) return std::nullopt;
      clear_on_release_ =
          selection_ && selection_->row == hit->first && selection_->first == hit->second;
      selection_ = Selection{hit->first, hit->second};
      dragging_ = true;
      drag_anchor_ = hit;
      return std::nullopt;
    }
    case Action::PointerRelease: {
      dragging_ = false;
      drag_anchor_.reset();
      if (clear_on_release_) selection_.reset();
      clear_on_release_ = false;
      if (controls_.handle(input)) return confirm(frame);
      return std::nullopt;
    }
    case Action::Confirm:
      return confirm(frame);
    case Action::Back:
      selection_.reset();
      return std::nullopt;
    case Action::Up:
    case Action::Down:
      step_row(position, input.action == Action::Down ? 1 : -1);
      return std::nullopt;
    case Action::Left:
    case Action::Right: {
      // How many, as the footer says: Right takes one more, Left one fewer (the selection's
      // left edge moves, the row's last match always taken).
      if (!selection_) {
        step_row(position, 1);
        return std::nullopt;
      }
      const Count count = position[selection_->row];
      if (input.action == Action::Right && selection_->first > 0) --selection_->first;
      if (input.action == Action::Left && selection_->first + 1 < count) ++selection_->first;
      return std::nullopt;
    }
    case Action::Digit: {
      // A digit chooses how many in the selected row (or the first row that has enough).
      const auto amount = static_cast<Count>(input.digit);
      if (amount == 0) return std::nullopt;
      if (selection_ && position[selection_->row] >= amount) {
        select_row(position, selection_->row, amount);
        return std::nullopt;
      }
      for (std::size_t r = 0; r < position.size(); ++r) {
        if (position[r] >= amount) {
          select_row(position, r, amount);
          break;
        }
      }
      return std::nullopt;
    }
    default:
      return std::nullopt;
  }
}

// --- drawing ----------------------------------------------------------------------------

void NimBoard::draw(Canvas& canvas, const BoardFrame& frame) {
  layout(canvas, frame);
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const Heaps& position = frame.position;
  if (selection_ &&
      (selection_->row >= position.size() || selection_->first >= position[selection_->row])) {
    selection_.reset();
  }

  canvas.panel(geo_.table, c.panel.with_alpha(215), c.panel_border, l.px(18));
  const TextStyle label = canvas.style(TextSize::Large, c.text_muted);
  const TextStyle count_style = canvas.style(TextSize::Heading, c.text, FontFace::Bold);
  const TextStyle empty_style = canvas.style(TextSize::Heading, c.text_dim, FontFace::Bold);
  const float label_x = geo_.table.x + l.px(36);
  const float count_x = geo_.table.right() - l.px(40);

  // What the suggestion, the selection and the hover cover: [first, count) in one row.
  const auto span_of = [&](const std::optional<Move>& move) -> std::optional<Selection> {
    if (!move || move->heap >= position.size() || move->amount == 0 ||
        move->amount > position[move->heap]) {
      return std::nullopt;
    }
    return Selection{move->heap, position[move->heap] - move->amount};
  };
  // At most one suggestion per row is drawn (a row's winning move is unique in normal Nim).
  const auto suggested_in = [&](std::size_t row) -> std::optional<Selection> {
    for (const Move& move : suggestions_) {
      if (move.heap == row) return span_of(move);
    }
    return std::nullopt;
  };
  const std::optional<Selection> hovered =
      (frame.accepts_input && hover_ && !dragging_) ? span_of(hovered_move()) : std::nullopt;

  for (std::size_t r = 0; r < position.size(); ++r) {
    const float base = base_y(r);
    const float mid = base - geo_.length / 2;
    if (r > 0) {
      const float y = geo_.top + geo_.row_height * static_cast<float>(r);
      canvas.line({geo_.table.x + l.px(20), y}, {geo_.table.right() - l.px(20), y},
                  std::max(1.0f, l.px(1)), c.panel_border.with_alpha(110));
    }
    const std::optional<Selection> suggested = suggested_in(r);
    canvas.text(std::to_string(r + 1), {label_x, mid}, label, Align::Center, VAlign::Middle);
    // While the computer's choice glows, the count is still the one before its move (as
    // the matches are): it drops when they go.
    Count shown_count = position[r];
    for (const Take& take : takes_) {
      if (take.row == r && take.by_computer && take.t < highlight_seconds()) {
        shown_count = std::max(shown_count, take.first + take.amount);
      }
    }
    canvas.text(std::to_string(shown_count), {count_x, mid},
                shown_count == 0 ? empty_style : count_style, Align::Center, VAlign::Middle);
    if (selection_ && selection_->row == r) {
      // What the row would keep: "7" over "−3 → 4".
      const TextStyle change = canvas.style(TextSize::Small, c.accent_b, FontFace::Bold);
      const std::string text = "−" + std::to_string(position[r] - selection_->first) + " → " +
                               std::to_string(selection_->first);
      canvas.text(text, {count_x, mid + canvas.line_height(count_style) * 0.55f}, change,
                  Align::Center, VAlign::Top);
    }

    // Empty slots keep a faint mark where a match stood.
    for (Count i = position[r]; i < capacity_[r]; ++i) {
      const float x = geo_.row_x0[r] + static_cast<float>(i) * geo_.spacing;
      canvas.capsule({x, base}, {x, base - geo_.length * 0.25f}, geo_.thickness,
                     c.panel_border.with_alpha(70));
    }

    const bool row_selected = selection_ && selection_->row == r;
    for (Count i = 0; i < position[r]; ++i) {
      const float x = geo_.row_x0[r] + static_cast<float>(i) * geo_.spacing;
      MatchLook look;
      float lift = 0;
      if (row_selected && i >= selection_->first) {
        look.highlighted = true;
        look.highlight = c.accent_b;
        lift = l.px(12);
      } else if (hovered && hovered->row == r && i >= hovered->first) {
        look.highlighted = true;
        look.highlight = c.accent_b.with_alpha(110);
        lift = l.px(4);
      } else if (suggested && i >= suggested->first) {
        look.highlighted = true;
        look.highlight = c.accent_a;
      }
      draw_match(canvas, {x, base - lift}, geo_.length, geo_.thickness, look);
    }
    // Markers under the matches so a selection or a suggestion never relies on colour.
    const auto underline = [&](Count first, Count last, Color color) {
      const float x0 = geo_.row_x0[r] + static_cast<float>(first) * geo_.spacing;
      const float x1 = geo_.row_x0[r] + static_cast<float>(last) * geo_.spacing;
      const float y = base + l.px(7);
      canvas.capsule({x0 - geo_.thickness, y}, {x1 + geo_.thickness, y}, std::max(2.0f, l.px(4)),
                     color);
    };
    if (row_selected) underline(selection_->first, position[r] - 1, c.accent_b);
    if (suggested) {
      const float y = base + l.px(16);
      for (Count i = suggested->first; i < position[r]; ++i) {
        const float x = geo_.row_x0[r] + static_cast<float>(i) * geo_.spacing;
        canvas.triangle({x, y - l.px(6)}, {x - l.px(5), y + l.px(3)}, {x + l.px(5), y + l.px(3)},
                        c.accent_a);
      }
    }
  }

  // Matches leaving the board: the computer's glow first, then every taken match lifts
  // and fades.
  for (const Take& take : takes_) {
    if (take.row >= geo_.row_x0.size()) continue;
    const float base = base_y(take.row);
    double vanish_t = take.t;
    bool glowing = false;
    if (take.by_computer) {
      glowing = take.t < highlight_seconds();
      vanish_t = take.t - highlight_seconds();
    }
    const double vanish_len = take.by_computer ? vanish_seconds() : kPersonVanish;
    const float u = glowing ? 0.0f : static_cast<float>(smoothstep(vanish_t / vanish_len));
    for (Count k = 0; k < take.amount; ++k) {
      const float x = geo_.row_x0[take.row] + static_cast<float>(take.first + k) * geo_.spacing;
      MatchLook look;
      look.alpha = 1.0f - u;
      look.highlighted = true;
      look.highlight = take.by_computer ? c.accent_b : c.accent_b.with_alpha(120);
      draw_match(canvas, {x, base - l.px(12) - u * l.px(46)}, geo_.length, geo_.thickness, look);
    }
    if (take.by_computer && glowing) {
      const float x0 = geo_.row_x0[take.row] + static_cast<float>(take.first) * geo_.spacing;
      const float x1 = x0 + static_cast<float>(take.amount - 1) * geo_.spacing;
      const float pulse = 0.6f + 0.4f * std::sin(static_cast<float>(take.t) * 9.0f);
      canvas.capsule({x0 - geo_.thickness, base + l.px(7)}, {x1 + geo_.thickness, base + l.px(7)},
                     std::max(2.0f, l.px(4)),
                     c.accent_b.with_alpha(static_cast<std::uint8_t>(255 * pulse)));
    }
  }

  // Controls: help on the left, the take button on the right (none in a review).
  if (!frame.played) return;
  Button& take = controls_.button();
  const std::optional<Move> pending = pending_move();
  take.enabled = frame.accepts_input && pending.has_value();
  take.text =
      pending ? ctx_.trf("nim.take", pending->amount) : std::string(ctx_.tr("nim.take_none"));
  controls_.draw(canvas, ctx_.strings(), geo_.table, frame.accepts_input,
                 !takes_.empty() && takes_.back().by_computer, frame.watched);
}

}  // namespace marienbad::app
