// The play screen's move list: the moves played (the redo tail greyed), each rated after the
// game or with the hint shown, every line at one size. The newest moves show; the wheel over
// the list or Page Up / Page Down scroll it, and a line above (below) says how many earlier
// (later) moves are out of sight.
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "app/strings.hpp"
#include "scenes/move_rating.hpp"
#include "scenes/play_scene.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(play_moves_strings,
                  P_("play.moves.earlier", "↑ {} earlier move", "↑ {} earlier moves"),
                  P_("play.moves.later", "↓ {} later move", "↓ {} later moves"))

namespace {

struct Line {
  std::size_t ply;
  std::string text;
  std::optional<RatingLabel> rating;
  bool two_rows = false;
};

}  // namespace

std::size_t PlayScene::move_lines() const {
  const std::size_t total = match().moves().size();
  return std::min(total, std::max(match().cursor(), std::min(total, match().cursor() + 2)));
}

bool PlayScene::scroll_moves(const Input& input) {
  int step = 0;
  const int page = static_cast<int>(std::max<std::size_t>(moves_page_, 2)) - 1;
  if (input.action == Action::Wheel && moves_box_.contains(input.pointer)) {
    step = input.wheel > 0 ? std::max(1, static_cast<int>(std::lround(input.wheel)))
                           : std::min(-1, static_cast<int>(std::lround(input.wheel)));
  } else if (input.action == Action::PageUp) {
    step = page;
  } else if (input.action == Action::PageDown) {
    step = -page;
  } else {
    return false;
  }
  const auto scrolled = static_cast<long long>(moves_scrolled_) + step;
  moves_scrolled_ = static_cast<std::size_t>(
      std::clamp<long long>(scrolled, 0, static_cast<long long>(moves_max_scroll_)));
  ctx_.request_redraw();
  return true;
}

void PlayScene::draw_moves(Canvas& canvas, Rect box) {
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const TextStyle normal = canvas.style(TextSize::Body, c.text);
  const TextStyle note = canvas.style(TextSize::Small, c.text_muted);
  const float line = canvas.line_height(normal) * 1.08f;
  const float note_h = canvas.line_height(note);
  moves_box_ = box;
  const std::size_t total = match().moves().size();
  moves_shown_ = {};
  if (total == 0) {
    moves_max_scroll_ = 0;
    canvas.text(ctx_.tr("play.no_moves"), {box.x, box.y}, note);
    return;
  }
  // After the game, and during it with the hint shown: each move's rating (symbol, colour
  // and words), from the session's cache (rated when the move was played).
  const bool values = match().over() || hint_visible_;
  const TextStyle symbol_style = canvas.style(TextSize::Body, c.text, FontFace::Bold);
  const float symbol_w = values ? canvas.measure("✓", symbol_style).w + l.px(6) : 0;
  const float room = box.w - symbol_w;
  const auto make_line = [&](std::size_t ply) {
    Line entry{ply,
               ctx_.trf("play.move_line", ply + 1, side_name(match().side_of_ply(ply)),
                        move_words(match().moves()[ply], ply)),
               std::nullopt};
    const MoveReview* review = session_.reviews().at(ply);
    if (values && review && ply < match().cursor()) {
      entry.rating = rating_label(ctx_.strings(), c, *review);
      const TextStyle small = canvas.style(TextSize::Small, entry.rating->color);
      const float need = symbol_w + canvas.measure(entry.text, normal).w + l.px(12) +
                         canvas.measure(entry.rating->text, small).w;
      entry.two_rows = need > box.w;
    }
    return entry;
  };
  const auto height = [&](const Line& entry) { return entry.two_rows ? line * 1.85f : line; };
  // The lines in the list: the moves up to the cursor and a little of the redo tail.
  const std::size_t count = move_lines();
  // How far the list can scroll: until its first move is at the top, under the note of the
  // later moves.
  {
    float used = note_h;
    std::size_t fit = 0;
    while (fit < count) {
      const float h = height(make_line(fit));
      if (fit > 0 && used + h > box.h) break;
      used += h;
      ++fit;
    }
    moves_max_scroll_ = count - fit;
  }
  const std::size_t scrolled = std::min(moves_scrolled_, moves_max_scroll_);
  const std::size_t end = count - scrolled;  // the lines [begin, end) are shown
  const float room_h = box.h - (scrolled > 0 ? note_h : 0.0f);
  std::vector<Line> lines;
  float used = 0;
  for (std::size_t ply = end; ply-- > 0;) {
    Line entry = make_line(ply);
    const float h = height(entry);
    if (!lines.empty() && used + h > room_h) break;
    used += h;
    lines.push_back(std::move(entry));
  }
  // Earlier moves out of sight: the oldest line shown gives way to the note saying so.
  while (lines.size() > 1 && lines.back().ply > 0 && used + note_h > room_h) {
    used -= height(lines.back());
    lines.pop_back();
  }
  moves_page_ = lines.size();
  moves_shown_.first = lines.back().ply;
  moves_shown_.end = lines.front().ply + 1;
  // Every line at one size: the smallest any of them needs to fit (never past the edge).
  TextStyle common = normal;
  for (const Line& entry : lines) {
    common.px = std::min(common.px, canvas.fitted(entry.text, normal, room).px);
  }
  float y = box.y;
  canvas.set_clip(box);
  if (const std::size_t earlier = lines.back().ply; earlier > 0) {
    canvas.text(ctx_.trn("play.moves.earlier", earlier, earlier), {box.x, y}, note);
    y += note_h;
  }
  for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
    const Line& entry = *it;
    TextStyle s = common;
    if (entry.ply >= match().cursor()) s.color = c.text_dim;
    if (entry.rating) {
      canvas.text(entry.rating->symbol, {box.x, y},
                  canvas.style(TextSize::Body, entry.rating->color, FontFace::Bold));
    }
    canvas.text(entry.text, {box.x + symbol_w, y}, s, Align::Left, VAlign::Top, room);
    moves_shown_.px.push_back(s.px);
    if (entry.rating) {
      const TextStyle small = canvas.style(TextSize::Small, entry.rating->color);
      if (entry.two_rows) {
        canvas.text(entry.rating->text, {box.x + symbol_w, y + line * 0.95f}, small);
      } else {
        canvas.text(entry.rating->text, {box.right(), y + line * 0.5f}, small, Align::Right,
                    VAlign::Middle);
      }
    }
    y += height(entry);
  }
  if (scrolled > 0) {
    canvas.text(ctx_.trn("play.moves.later", scrolled, scrolled), {box.x, box.bottom()}, note,
                Align::Left, VAlign::Bottom);
  }
  canvas.set_clip(std::nullopt);
}

}  // namespace marienbad::app
