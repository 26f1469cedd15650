#include "games/sum/sum_board.hpp"

#include <algorithm>

#include "boards/game_table.hpp"
#include "games/sum/sum_words.hpp"

namespace marienbad::app {

namespace {

Input pointer_away() {
  Input away;
  away.action = Action::PointerMove;
  away.pointer = {-1e6f, -1e6f};
  return away;
}

}  // namespace

SumBoard::SumBoard(AppContext& ctx, Game game, const std::vector<MatchSetup>& parts)
    : ctx_(ctx), game_(std::move(game)) {
  for (const MatchSetup& part : parts)
    boards_.push_back(game_entry(part.kind).make_board(ctx, part));
  frames_.resize(boards_.size());
  areas_.resize(boards_.size());
  captions_.resize(boards_.size());
}

std::optional<Rect> SumBoard::part_rect(std::size_t part) const {
  if (part >= frames_.size() || frames_[part].w <= 0) return std::nullopt;
  return frames_[part];
}

const BoardView* SumBoard::part_board(std::size_t part) const {
  return part < boards_.size() ? boards_[part].get() : nullptr;
}

bool SumBoard::part_over(const Heaps& position, std::size_t part) const {
  return sum().part(part).is_terminal(sum().part_heaps(position, part));
}

void SumBoard::choose_next(const Heaps& position, int step) {
  const std::size_t n = boards_.size();
  if (n == 0) return;
  std::size_t next = chosen_;
  for (std::size_t tries = 0; tries < n; ++tries) {
    next = step > 0 ? (next + 1) % n : (next + n - 1) % n;
    if (!part_over(position, next)) break;
  }
  if (next != chosen_) boards_[chosen_]->reset();
  chosen_ = next;
}

bool SumBoard::keeps_focus_step(const Heaps& position, bool forward) const {
  // A part still open further on (no wrapping): Tab stays in the board until the last one.
  const std::size_t n = boards_.size();
  if (!game_.is_sum() || n == 0) return false;
  for (std::size_t i = chosen_; forward ? i + 1 < n : i > 0;) {
    i = forward ? i + 1 : i - 1;
    if (!part_over(position, i)) return true;
  }
  return false;
}

// --- layout and drawing -----------------------------------------------------------------

void SumBoard::layout(Canvas& canvas, Rect area) {
  const Layout& l = canvas.layout();
  const std::size_t n = boards_.size();
  // One row, one column or a 2 × 2 grid: whichever gives each part the largest square.
  struct Grid {
    std::size_t cols, rows;
  };
  Grid best{n, 1};
  float best_side = 0;
  for (Grid g : {Grid{n, 1}, Grid{1, n}, Grid{2, (n + 1) / 2}}) {
    const float side =
        std::min(area.w / static_cast<float>(g.cols), area.h / static_cast<float>(g.rows));
    if (side > best_side * 1.05f) {
      best = g;
      best_side = side;
    }
  }
  const float gap = l.px(10);
  const float cell_w =
      (area.w - gap * static_cast<float>(best.cols - 1)) / static_cast<float>(best.cols);
  const float cell_h =
      (area.h - gap * static_cast<float>(best.rows - 1)) / static_cast<float>(best.rows);
  const float caption =
      canvas.line_height(canvas.style(TextSize::Body, {}, FontFace::Bold)) + l.px(8);
  for (std::size_t i = 0; i < n; ++i) {
    const float col = static_cast<float>(i % best.cols);
    const float row = static_cast<float>(i / best.cols);
    frames_[i] = {area.x + col * (cell_w + gap), area.y + row * (cell_h + gap), cell_w, cell_h};
    const Rect inner = frames_[i].inset(l.px(6));
    areas_[i] = {inner.x, inner.y + caption, inner.w, std::max(0.0f, inner.h - caption)};
  }
}

void SumBoard::draw(Canvas& canvas, const BoardFrame& frame) {
  if (!game_.is_sum() || boards_.empty()) return;
  layout(canvas, frame.area);
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const float radius = l.px(12);
  for (std::size_t i = 0; i < boards_.size(); ++i) {
    const Heaps heaps = sum().part_heaps(frame.position, i);
    const bool chosen = i == chosen_;
    const bool over = sum().part(i).is_terminal(heaps);
    canvas.rounded_rect(frames_[i], radius, c.panel.with_alpha(chosen ? 150 : 90));
    // The chosen part: a thick accent outline and a marker before its name (not colour alone).
    if (chosen) {
      canvas.rounded_outline(frames_[i], radius, std::max(3.0f, l.px(4)), c.accent_a);
    } else {
      canvas.rounded_outline(frames_[i], radius, std::max(1.0f, l.px(1.5f)), c.panel_border);
    }
    TextStyle name = canvas.style(TextSize::Body, chosen ? c.title : c.text_muted,
                                  chosen ? FontFace::Bold : FontFace::Regular);
    float x = frames_[i].x + l.px(14);
    const float y = frames_[i].y + l.px(8) + canvas.line_height(name) / 2;
    if (chosen) {
      const float t = canvas.line_height(name) * 0.26f;
      canvas.triangle({x, y - t}, {x + t * 1.6f, y}, {x, y + t}, c.accent_a);
      x += t * 1.6f + l.px(8);
    }
    // A narrow part: its name without the amounts ("2 · Subtraction": its buttons show
    // them), then in smaller type, then its number alone.
    const std::string finished =
        over ? " · " + std::string(ctx_.tr("sum.part_over")) : std::string();
    const float room = frames_[i].right() - l.px(8) - x;
    std::string caption = sum_part_caption(ctx_.strings(), game_, i) + finished;
    if (canvas.measure(caption, name).w > room) {
      caption = sum_part_caption(ctx_.strings(), game_, i, true) + finished;
    }
    TextSize size = TextSize::Body;
    if (canvas.measure(caption, name).w > room) {
      size = TextSize::Small;
      name = canvas.style(size, name.color, name.face);
    }
    if (canvas.measure(caption, name).w > room) caption = std::to_string(i + 1);
    captions_[i] = {caption, size};
    canvas.text(caption, {x, y}, name, Align::Left, VAlign::Middle);
    const BoardFrame part{
        sum().part(i), heaps,         frame.accepts_input && !over,         areas_[i],
        frame.played,  frame.watched, part_reached(sum(), frame.reached, i)};
    boards_[i]->draw(canvas, part);
  }
}

// --- input ------------------------------------------------------------------------------

std::optional<Move> SumBoard::handle_part(std::size_t i, const Input& input,
                                          const BoardFrame& frame) {
  const Heaps heaps = sum().part_heaps(frame.position, i);
  const bool over = sum().part(i).is_terminal(heaps);
  const BoardFrame part{
      sum().part(i), heaps,         frame.accepts_input && !over,         areas_[i],
      frame.played,  frame.watched, part_reached(sum(), frame.reached, i)};
  auto move = boards_[i]->handle(input, part);
  if (!move) return std::nullopt;
  return sum().sum_move(i, *move);
}

std::optional<Move> SumBoard::handle(const Input& input, const BoardFrame& frame) {
  if (!game_.is_sum() || boards_.empty()) return std::nullopt;
  if (part_over(frame.position, chosen_)) choose_next(frame.position, 1);
  switch (input.action) {
    case Action::NextFocus:
    case Action::PrevFocus:
      choose_next(frame.position, input.action == Action::NextFocus ? 1 : -1);
      ctx_.play(SoundId::Click);
      return std::nullopt;
    case Action::PointerMove:
    case Action::Wheel: {
      std::optional<std::size_t> under;
      for (std::size_t i = 0; i < frames_.size(); ++i) {
        if (frames_[i].contains(input.pointer)) under = i;
      }
      if (pointer_part_ && pointer_part_ != under && *pointer_part_ < boards_.size()) {
        handle_part(*pointer_part_, pointer_away(), frame);
      }
      pointer_part_ = under;
      if (!under) return std::nullopt;
      return handle_part(*under, input, frame);
    }
    case Action::PointerPress:
      // A click chooses the part it lands in, then acts there as in that game's own mode.
      for (std::size_t i = 0; i < frames_.size(); ++i) {
        if (!frames_[i].contains(input.pointer)) continue;
        if (i != chosen_ && !part_over(frame.position, i)) {
          boards_[chosen_]->reset();
          chosen_ = i;
        }
        return i == chosen_ ? handle_part(i, input, frame) : std::nullopt;
      }
      return std::nullopt;
    default:
      // Keys and the release of a click go to the chosen part.
      return handle_part(chosen_, input, frame);
  }
}

void SumBoard::update(double dt_seconds) {
  for (auto& board : boards_) board->update(dt_seconds);
}

bool SumBoard::animating() const {
  return std::any_of(boards_.begin(), boards_.end(), [](const auto& b) { return b->animating(); });
}

void SumBoard::show_move(const Move& move, const Heaps& before, bool by_computer) {
  if (!game_.is_sum() || boards_.empty()) return;
  const std::size_t i = sum().part_of(move);
  boards_[i]->show_move(sum().part_move(move), sum().part_heaps(before, i), by_computer);
  // A part just finished: the keys go on to the next one that still has a move.
  const Heaps after = game_.apply(before, move);
  if (part_over(after, chosen_)) choose_next(after, 1);
}

void SumBoard::reset() {
  for (auto& board : boards_) board->reset();
}

std::optional<Move> SumBoard::pending_move() const {
  if (!game_.is_sum() || boards_.empty()) return std::nullopt;
  if (auto move = boards_[chosen_]->pending_move()) return sum().sum_move(chosen_, *move);
  return std::nullopt;
}

std::optional<Move> SumBoard::hovered_move() const {
  if (!game_.is_sum() || boards_.empty()) return std::nullopt;
  if (pointer_part_ && *pointer_part_ < boards_.size()) {
    if (auto move = boards_[*pointer_part_]->hovered_move()) {
      return sum().sum_move(*pointer_part_, *move);
    }
  }
  if (auto move = boards_[chosen_]->hovered_move()) return sum().sum_move(chosen_, *move);
  return std::nullopt;
}

std::optional<Rect> SumBoard::piece_rect(std::size_t heap, Count index) const {
  if (!game_.is_sum() || boards_.empty()) return std::nullopt;
  const std::size_t i = sum().part_of(Move{heap, 0, false});
  return boards_[i]->piece_rect(heap - sum().part_first(i), index);
}

void SumBoard::set_suggestions(std::vector<Move> moves) {
  suggestions_ = std::move(moves);
  if (!game_.is_sum()) return;
  std::vector<std::vector<Move>> per_part(boards_.size());
  for (const Move& move : suggestions_) {
    const std::size_t part = sum().part_of(move);
    if (part < per_part.size()) per_part[part].push_back(sum().part_move(move));
  }
  for (std::size_t i = 0; i < boards_.size(); ++i) boards_[i]->set_suggestions(per_part[i]);
}

}  // namespace marienbad::app
