#include "games/hackenbush/hackenbush_board.hpp"

#include <algorithm>
#include <cmath>

#include "hackenbush/hackenbush.hpp"
#include "session/match_setup.hpp"

MARIENBAD_STRINGS(hackenbush_board_strings,
                  S_("hackenbush.turn.you.blue", "You play Blue: cut a blue or a green edge."),
                  S_("hackenbush.turn.you.red", "You play Red: cut a red or a green edge."),
                  S_("hackenbush.turn.blue", "Blue to cut: a blue or a green edge."),
                  S_("hackenbush.turn.red", "Red to cut: a red or a green edge."),
                  S_("hackenbush.not_yours.blue",
                     "A red edge: Blue cuts blue and green ones only."),
                  S_("hackenbush.not_yours.red", "A blue edge: Red cuts red and green ones only."),
                  S_("hackenbush.keys",
                     "Click an edge to cut it. Keys: arrows walk your edges, Enter cuts."),
                  S_("hackenbush.bare", "Nothing stands on the ground."),
                  S_("hackenbush.stuck.blue", "Blue has no edge left to cut."),
                  S_("hackenbush.stuck.red", "Red has no edge left to cut."))

namespace marienbad::app {

namespace {

constexpr double kFlashSeconds = 0.25;
constexpr double kFallSeconds = 0.75;

Color edge_colour(EdgeColour colour) {
  switch (colour) {
    case EdgeColour::Blue:
      return rgb(0x4f9cf0);
    case EdgeColour::Red:
      return rgb(0xe5534b);
    case EdgeColour::Green:
      break;
  }
  return rgb(0x5fc46d);
}

// One edge through `points` (pixels): solid blue, dashed red, green with a light thread.
void draw_edge(Canvas& canvas, const std::vector<Point>& points, EdgeColour colour, float width,
               std::uint8_t alpha) {
  const Color base = edge_colour(colour).with_alpha(alpha);
  const Color dark = edge_colour(colour).mix(rgb(0x10182a), 0.55f).with_alpha(alpha);
  float along = 0;
  const float dash = width * 2.6f;
  for (std::size_t i = 0; i + 1 < points.size(); ++i) {
    const Point a = points[i], b = points[i + 1];
    canvas.capsule(a, b, width, colour == EdgeColour::Red ? dark : base);
    if (colour == EdgeColour::Red) {
      // Bright dashes over the dark line, measured along the whole edge (butt-ended, so that
      // they read as dashes and not beads).
      const float length = std::hypot(b.x - a.x, b.y - a.y);
      const float period = dash * 2;
      for (float k = std::floor(along / period); length > 0 && k * period < along + length; ++k) {
        const float from = std::max(along, k * period);
        const float to = std::min(along + length, k * period + dash);
        if (to <= from) continue;
        const float u = (from - along) / length, v = (to - along) / length;
        canvas.line({a.x + (b.x - a.x) * u, a.y + (b.y - a.y) * u},
                    {a.x + (b.x - a.x) * v, a.y + (b.y - a.y) * v}, width, base);
      }
      along += length;
    }
    if (colour == EdgeColour::Green) {
      canvas.line(a, b, std::max(1.0f, width * 0.22f), rgb(0xe9f7d8).with_alpha(alpha));
    }
  }
}

void draw_ground(Canvas& canvas, const PicturePlacement& at, const PictureLayout& layout,
                 Rect area) {
  const float left = std::max(area.x, at.origin.x - at.scale * 0.6f);
  const float right = std::min(area.right(), at.origin.x + (layout.width + 0.6f) * at.scale);
  const float thick = std::max(4.0f, at.scale * 0.14f);
  canvas.rounded_rect({left, at.origin.y, right - left, thick}, thick / 2, rgb(0x6b5a45));
  canvas.line({left + thick / 2, at.origin.y}, {right - thick / 2, at.origin.y},
              std::max(1.0f, thick * 0.25f), rgb(0x9c8566));
}

float edge_width(const PicturePlacement& at) {
  return std::clamp(at.scale * 0.09f, 3.0f, 14.0f);
}

std::vector<Point> on_screen(const PicturePlacement& at, const std::vector<Point>& line) {
  std::vector<Point> points;
  points.reserve(line.size());
  for (const Point& p : line) points.push_back(at.to_screen(p));
  return points;
}

void draw_joints(Canvas& canvas, const PicturePlacement& at, const Picture& picture,
                 const PictureLayout& layout, std::uint64_t standing) {
  const float r = edge_width(at) * 0.75f;
  std::vector<bool> shown(layout.joints.size(), false);
  for (std::size_t i = 0; i < picture.edges.size(); ++i) {
    if (!(standing >> i & 1)) continue;
    shown[joint_index(picture.edges[i].to)] = true;
    if (picture.edges[i].from != 0) shown[joint_index(picture.edges[i].from)] = true;
  }
  for (std::size_t j = 1; j < layout.joints.size(); ++j) {
    if (shown[j]) canvas.disc(at.to_screen(layout.joints[j]), r, rgb(0xf2eadb));
  }
}

}  // namespace

void draw_hackenbush_picture(Canvas& canvas, Rect area, const Picture& picture) {
  const PictureLayout layout = lay_out(picture);
  draw_hackenbush_picture(canvas, area, picture, layout, place_picture(layout, area));
}

void draw_hackenbush_picture(Canvas& canvas, Rect area, const Picture& picture,
                             const PictureLayout& layout, const PicturePlacement& at) {
  draw_ground(canvas, at, layout, area);
  for (std::size_t i = 0; i < picture.edges.size(); ++i) {
    draw_edge(canvas, on_screen(at, layout.edges[i]), picture.edges[i].colour, edge_width(at), 255);
  }
  draw_joints(canvas, at, picture, layout, ~std::uint64_t{0});
}

std::unique_ptr<BoardView> make_hackenbush_board(AppContext& ctx, const MatchSetup&) {
  return std::make_unique<HackenbushBoard>(ctx);
}

void HackenbushBoard::sync(const BoardFrame& frame) {
  accepts_input_ = frame.accepts_input && frame.played;
  if (frame.position == synced_ && !synced_.empty()) return;
  synced_ = frame.position;
  auto current = decode_picture(frame.position);
  if (!current) return;
  turn_ = current->turn;
  // Lay the picture out from the match's start when the moves played lead here, so that what
  // stands keeps its place; else from the position alone.
  if (frame.reached.known() && frame.reached.start != start_heaps_) {
    if (auto start = decode_picture(frame.reached.start)) {
      start_heaps_ = frame.reached.start;
      start_ = *start;
      layout_ = lay_out(start_);
    }
  }
  if (frame.reached.known() && frame.reached.start == start_heaps_) {
    if (auto standing = standing_after(start_, frame.reached.moves);
        standing && standing_picture(start_, *standing, turn_) == *current) {
      standing_ = *standing;
      return;
    }
  }
  // One cut from what was shown (a position given alone, move by move): keep the places.
  for (std::size_t e = 0; !start_.edges.empty() && e < start_.edges.size(); ++e) {
    if (!(standing_ >> e & 1)) continue;
    const std::uint64_t left = grounded_edges(start_.edges, standing_ & ~(std::uint64_t{1} << e));
    if (standing_picture(start_, left, turn_) == *current) {
      standing_ = left;
      return;
    }
  }
  start_heaps_ = frame.position;
  start_ = *current;
  layout_ = lay_out(start_);
  standing_ = standing_after(start_, {}).value_or(0);
}

void HackenbushBoard::fit(Rect area) {
  const Layout& l = ctx_.layout();
  // The heading above, two lines of keys below.
  picture_area_ = {area.x, area.y + l.px(56), area.w, area.h - l.px(100)};
  const PicturePlacement at = place_picture(layout_, picture_area_);
  scale_ = at.scale;
  origin_ = at.origin;
}

Point HackenbushBoard::to_screen(Point units) const {
  return PicturePlacement{scale_, origin_}.to_screen(units);
}

std::optional<std::size_t> HackenbushBoard::edge_at(Point screen) const {
  const Point units = PicturePlacement{scale_, origin_}.to_units(screen);
  std::optional<std::size_t> best;
  float best_distance = 0.22f;  // units: a little more than half the gap between close edges
  std::size_t engine_index = 0;
  for (std::size_t i = 0; i < start_.edges.size(); ++i) {
    if (!(standing_ >> i & 1)) continue;
    const float distance = distance_to(layout_.edges[i], units);
    if (distance < best_distance) {
      best_distance = distance;
      best = engine_index;
    }
    ++engine_index;
  }
  return best;
}

std::optional<Move> HackenbushBoard::cut_of(std::size_t edge) const {
  const auto index = nth_standing(standing_, edge);
  if (!index || !may_cut(turn_, start_.edges[*index].colour)) return std::nullopt;
  return Move{edge, 1};
}

std::uint64_t HackenbushBoard::falls_with(std::size_t edge) const {
  const auto index = nth_standing(standing_, edge);
  if (!index) return 0;
  return standing_ & ~grounded_edges(start_.edges, standing_ & ~(std::uint64_t{1} << *index));
}

void HackenbushBoard::walk(int step) {
  // The edges the player may cut, from left to right by their middles.
  std::vector<std::pair<float, std::size_t>> order;
  std::size_t engine_index = 0;
  for (std::size_t i = 0; i < start_.edges.size(); ++i) {
    if (!(standing_ >> i & 1)) continue;
    if (may_cut(turn_, start_.edges[i].colour)) {
      const auto& line = layout_.edges[i];
      const Point middle = line[line.size() / 2];
      order.emplace_back(middle.x * 1000 + middle.y, engine_index);
    }
    ++engine_index;
  }
  if (order.empty()) return;
  std::sort(order.begin(), order.end());
  auto at = std::find_if(order.begin(), order.end(),
                         [&](const auto& entry) { return cursor_ && entry.second == *cursor_; });
  if (at == order.end()) {
    cursor_ = step > 0 ? order.front().second : order.back().second;
    return;
  }
  const auto count = static_cast<std::ptrdiff_t>(order.size());
  const auto next = ((at - order.begin()) + step % count + count) % count;
  cursor_ = order[static_cast<std::size_t>(next)].second;
}

std::optional<Move> HackenbushBoard::pending_move() const {
  if (falling_ || !accepts_input_ || !cursor_) return std::nullopt;
  return cut_of(*cursor_);
}

std::optional<Move> HackenbushBoard::hovered_move() const {
  if (falling_ || !accepts_input_) return std::nullopt;
  if (hovered_) {
    if (auto cut = cut_of(*hovered_)) return cut;
  }
  return pending_move();
}

std::optional<Rect> HackenbushBoard::piece_rect(std::size_t heap, Count) const {
  const auto index = nth_standing(standing_, heap);
  if (!index || *index >= layout_.edges.size()) return std::nullopt;
  float left = 1e9f, top = 1e9f, right = -1e9f, bottom = -1e9f;
  for (const Point& p : layout_.edges[*index]) {
    const Point s = to_screen(p);
    left = std::min(left, s.x);
    right = std::max(right, s.x);
    top = std::min(top, s.y);
    bottom = std::max(bottom, s.y);
  }
  return Rect{left, top, right - left, bottom - top};
}

std::optional<Move> HackenbushBoard::handle(const Input& input, const BoardFrame& frame) {
  sync(frame);
  fit(frame.area);
  if (!accepts_input_ || falling_) {
    hovered_.reset();
    pressed_.reset();
    return std::nullopt;
  }
  switch (input.action) {
    case Action::PointerMove:
      hovered_ = edge_at(input.pointer);
      return std::nullopt;
    case Action::PointerPress:
      pressed_ = input.button == 1 ? edge_at(input.pointer) : std::nullopt;
      return std::nullopt;
    case Action::PointerRelease: {
      const auto released = edge_at(input.pointer);
      const auto pressed = pressed_;
      pressed_.reset();
      if (released && released == pressed) return cut_of(*released);
      return std::nullopt;
    }
    case Action::Left:
    case Action::Up:
      hovered_.reset();
      walk(-1);
      return std::nullopt;
    case Action::Right:
    case Action::Down:
      hovered_.reset();
      walk(1);
      return std::nullopt;
    case Action::Back:
      hovered_.reset();
      cursor_.reset();
      return std::nullopt;
    case Action::Confirm:
      if (cursor_) return cut_of(*cursor_);
      walk(1);  // the first Enter shows the cursor
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

void HackenbushBoard::show_move(const Move& move, const Heaps& before, bool) {
  hovered_.reset();
  cursor_.reset();
  pressed_.reset();
  if (before != synced_) return;  // a position this board did not show: nothing to let fall
  const auto index = nth_standing(standing_, move.heap);
  if (!index) return;
  falling_ = Falling{falls_with(move.heap), *index, 0};
}

void HackenbushBoard::update(double dt_seconds) {
  if (!falling_) return;
  falling_->elapsed += dt_seconds * ctx_.settings().animation_speed;
  if (falling_->elapsed >= kFlashSeconds + kFallSeconds) falling_.reset();
}

void HackenbushBoard::reset() {
  falling_.reset();
  hovered_.reset();
  cursor_.reset();
  pressed_.reset();
}

void HackenbushBoard::draw(Canvas& canvas, const BoardFrame& frame) {
  sync(frame);
  fit(frame.area);
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const PicturePlacement at{scale_, origin_};
  const float width = edge_width(at);

  // Whose cut it is, over the picture; the keys under it.
  const bool bare = standing_ == 0;
  std::string heading;
  std::size_t cuttable = 0;
  for (std::size_t i = 0; i < start_.edges.size(); ++i) {
    if (standing_ >> i & 1 && may_cut(turn_, start_.edges[i].colour)) ++cuttable;
  }
  if (bare) {
    heading = ctx_.tr("hackenbush.bare");
  } else if (cuttable == 0) {
    heading = ctx_.tr(turn_ == Side::Blue ? "hackenbush.stuck.blue" : "hackenbush.stuck.red");
  } else if (accepts_input_) {
    heading = ctx_.tr(turn_ == Side::Blue ? "hackenbush.turn.you.blue" : "hackenbush.turn.you.red");
  } else {
    heading = ctx_.tr(turn_ == Side::Blue ? "hackenbush.turn.blue" : "hackenbush.turn.red");
  }
  const TextStyle heading_style = canvas.style(TextSize::Body, c.text);
  canvas.text(heading, {frame.area.center_x(), frame.area.y + l.px(18)},
              canvas.fitted(heading, heading_style, frame.area.w), Align::Center, VAlign::Middle);

  draw_ground(canvas, at, layout_, picture_area_);
  // What the hovered or chosen cut would bring down, drawn faint under the rest.
  std::uint64_t would_fall = 0;
  std::optional<std::size_t> lit;
  std::optional<std::size_t> not_yours;
  if (!falling_ && accepts_input_) {
    const auto chosen = hovered_ ? hovered_ : cursor_;
    if (chosen && cut_of(*chosen)) {
      lit = nth_standing(standing_, *chosen);
      would_fall = falls_with(*chosen);
    } else if (hovered_) {
      not_yours = nth_standing(standing_, *hovered_);
    }
  }
  std::vector<std::size_t> suggested;
  for (const Move& move : suggestions()) {
    if (auto index = nth_standing(standing_, move.heap)) suggested.push_back(*index);
  }
  for (std::size_t i = 0; i < start_.edges.size(); ++i) {
    if (!(standing_ >> i & 1)) continue;
    const auto points = on_screen(at, layout_.edges[i]);
    const EdgeColour colour = start_.edges[i].colour;
    const bool mine = may_cut(turn_, colour);
    if (lit == i) {
      for (std::size_t k = 0; k + 1 < points.size(); ++k) {
        canvas.capsule(points[k], points[k + 1], width * 2.4f, c.title.with_alpha(150));
      }
    }
    if (std::find(suggested.begin(), suggested.end(), i) != suggested.end()) {
      for (std::size_t k = 0; k + 1 < points.size(); ++k) {
        canvas.capsule(points[k], points[k + 1], width * 2.0f, c.accent_a.with_alpha(120));
      }
    }
    std::uint8_t alpha = 255;
    if (would_fall >> i & 1 && lit != i) alpha = 110;                    // would fall with the cut
    if (accepts_input_ && !mine && !(would_fall >> i & 1)) alpha = 175;  // not the mover's
    draw_edge(canvas, points, colour, width, alpha);
  }
  draw_joints(canvas, at, start_, layout_, standing_);
  // Each edge's number, as the move list and the hint name it: its place in the match's start.
  const TextStyle number_style = canvas.style(TextSize::Small, c.text_muted);
  for (std::size_t i = 0; i < start_.edges.size(); ++i) {
    if (!(standing_ >> i & 1)) continue;
    const auto& line = layout_.edges[i];
    const Point a = at.to_screen(line[(line.size() - 1) / 2]);
    const Point b = at.to_screen(line[line.size() / 2]);
    const Point middle{(a.x + b.x) / 2, (a.y + b.y) / 2};
    // Beside a steep edge, above a flat one.
    const Point ends[2] = {at.to_screen(line.front()), at.to_screen(line.back())};
    const bool flat = std::abs(ends[1].x - ends[0].x) > std::abs(ends[1].y - ends[0].y);
    if (flat) {
      canvas.text(std::to_string(i + 1), {middle.x, middle.y - width * 1.2f}, number_style,
                  Align::Center, VAlign::Bottom);
    } else {
      canvas.text(std::to_string(i + 1), {middle.x + width * 1.2f, middle.y}, number_style,
                  Align::Left, VAlign::Middle);
    }
  }

  // The cut edge flashes, then the edges that no longer reach the ground fall and fade.
  if (falling_) {
    const double t = falling_->elapsed;
    for (std::size_t i = 0; i < start_.edges.size(); ++i) {
      if (!(falling_->edges >> i & 1)) continue;
      auto points = on_screen(at, layout_.edges[i]);
      if (t < kFlashSeconds) {
        const Color flash = i == falling_->cut ? c.title : edge_colour(start_.edges[i].colour);
        for (std::size_t k = 0; k + 1 < points.size(); ++k) {
          canvas.capsule(points[k], points[k + 1], width, flash);
        }
        continue;
      }
      const float fall = static_cast<float>((t - kFlashSeconds) / kFallSeconds);
      const float drop = fall * fall * scale_ * 1.6f;
      for (Point& p : points) p.y += drop;
      const auto alpha = static_cast<std::uint8_t>(255 * std::max(0.0f, 1 - fall));
      if (i != falling_->cut) draw_edge(canvas, points, start_.edges[i].colour, width, alpha);
    }
  }

  // Under the picture: why an edge under the pointer is not the player's, or the keys.
  if (frame.played && !bare) {
    const TextStyle note = canvas.style(TextSize::Small, c.text_muted);
    std::string text(ctx_.tr("hackenbush.keys"));
    if (not_yours) {
      text =
          ctx_.tr(turn_ == Side::Blue ? "hackenbush.not_yours.blue" : "hackenbush.not_yours.red");
    }
    if (accepts_input_ || not_yours) {
      const float lines = canvas.line_height(note) * 2;
      canvas.text_box(text,
                      {frame.area.x, frame.area.bottom() - lines - l.px(4), frame.area.w, lines},
                      note, Align::Center, VAlign::Bottom, 2);
    }
  }
}

}  // namespace marienbad::app
