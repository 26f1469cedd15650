// The play scene's layout and drawing: the side panel (game, rule, opponent, turn card,
// moves), the buttons, the board and the hint layer. Drawing changes no state of the
// match or the session.
#include <algorithm>
#include <cmath>
#include <vector>

#include "app/plain_buttons.hpp"
#include "app/strings.hpp"
#include "boards/game_table.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/move_rating.hpp"
#include "scenes/play_scene.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(
    play_lesson_strings, S_("play.lesson", "Lesson {}: {}"),
    S_("play.lesson.challenge", "Step {} of {}: the challenge"),
    S_("play.lesson.try", "Step {} of {}: a first game"),
    S_("play.lesson.goal.win", "Goal: win against the computer ({})."),
    S_("play.lesson.goal.no_hints",
       "Goal: win against the computer ({}), without the hint or the graph."),
    S_("play.lesson.goal.row",
       "Goal: win {} games in a row against the computer ({}), without the hint or the graph. "
       "Now: {} of {}."),
    S_("play.lesson.goal.try",
       "Goal: meet the game against the computer ({}). This game "
       "counts nowhere."))

// The lesson's frame in the panel: which lesson, which step, and the goal (the panel's rule
// line above it says the rule).
PlayScene::LessonLines PlayScene::lesson_lines() const {
  LessonLines lines;
  const std::size_t index = lesson_index(setup().lesson).value_or(0);
  const Lesson& lesson = lessons().at(index);
  lines.name = ctx_.trf("play.lesson", index + 1, ctx_.tr(lesson.title_key));
  const std::size_t total = lesson.steps.size();
  const std::string level = level_name();
  if (!setup().lesson_challenge) {
    lines.step = ctx_.trf("play.lesson.try", try_step(lesson) + 1, total);
    lines.goal = ctx_.trf("play.lesson.goal.try", level);
    return lines;
  }
  lines.step = ctx_.trf("play.lesson.challenge", total, total);
  if (lesson.challenge_wins > 1) {
    const auto found = ctx_.statistics().lessons.find(lesson.id);
    const std::uint64_t row =
        found == ctx_.statistics().lessons.end() ? 0 : found->second.wins_in_row;
    lines.goal = ctx_.trf("play.lesson.goal.row", lesson.challenge_wins, level,
                          std::min(row, lesson.challenge_wins), lesson.challenge_wins);
  } else {
    lines.goal = ctx_.trf(
        lesson.challenge_without_hints ? "play.lesson.goal.no_hints" : "play.lesson.goal.win",
        level);
  }
  return lines;
}

// --- layout and drawing -----------------------------------------------------------------

namespace {
// Undo … Menu in a grid of `columns` across [left, left + width], its last row ending at
// `bottom`; Copy link, where there is one, spans a row of its own under the grid. Returns
// the top of the first row.
float place_panel_buttons(std::vector<Button>& b, float left, float width, float bottom,
                          std::size_t columns, float bh, float gap) {
  constexpr std::size_t kGridButtons = 6;
  const std::size_t grid_rows = (kGridButtons + columns - 1) / columns;
  const auto rows = static_cast<float>(grid_rows + (b.size() > kGridButtons ? 1 : 0));
  const float top = bottom - rows * bh - (rows - 1) * gap;
  const float bw = (width - static_cast<float>(columns - 1) * gap) / static_cast<float>(columns);
  for (std::size_t i = 0; i < b.size(); ++i) {
    const auto col = static_cast<float>(i % columns);
    const auto row = static_cast<float>(std::min(i, kGridButtons) / columns);
    b[i].rect = i < kGridButtons ? Rect{left + col * (bw + gap), top + row * (bh + gap), bw, bh}
                                 : Rect{left, top + row * (bh + gap), width, bh};
  }
  return top;
}
}  // namespace

void PlayScene::layout(Canvas& canvas) {
  const Layout& l = canvas.layout();
  const Rect screen = l.screen();
  const float margin = l.px(22);
  wide_ = screen.w >= screen.h * 1.2f;
  Rect board_zone;
  auto& b = buttons_.buttons();
  if (wide_) {
    const float panel_w = std::clamp(screen.w * 0.3f, l.px(300), l.px(430));
    panel_rect_ = {screen.right() - margin - panel_w, margin, panel_w, screen.h - 2 * margin};
    board_zone = {margin, margin, panel_rect_.x - 2 * margin, screen.h - 2 * margin};
    // Buttons: three rows of two at the bottom of the panel.
    const Rect inner = panel_rect_.inset(l.px(18));
    place_panel_buttons(b, inner.x, inner.w, inner.bottom(), 2, l.px(54), l.px(10));
  } else {
    // Narrow: a top bar (turn, rule, level, last move) and a row of buttons at the bottom.
    // The layout scale follows the width here, so text and buttons are one size larger.
    const float bar_h = l.px(200);
    panel_rect_ = {margin, margin, screen.w - 2 * margin, bar_h};
    const float y0 = place_panel_buttons(b, margin, screen.w - 2 * margin, screen.bottom() - margin,
                                         3, l.px(70), l.px(10));
    board_zone = {margin, panel_rect_.bottom() + margin, screen.w - 2 * margin,
                  y0 - panel_rect_.bottom() - 2 * margin};
  }
  // The hint layer takes part of the board zone: beside the board when there is room.
  hint_rect_ = {};
  board_rect_ = board_zone;
  if (hint_visible_) {
    const bool beside = board_zone.w > board_zone.h * hint_layer_->beside_ratio();
    const float share = std::clamp(hint_layer_->share(beside), 0.0f, 0.6f);
    if (beside) {
      hint_rect_ = board_zone.right_band(board_zone.w * share);
      board_rect_ = board_zone.left(board_zone.w - hint_rect_.w - margin);
    } else {
      hint_rect_ = board_zone.bottom_band(board_zone.h * share);
      board_rect_ = board_zone.top(board_zone.h - hint_rect_.h - margin);
    }
  }
  b[kUndo].enabled = session_.can_undo();
  b[kRedo].enabled = session_.can_redo();
  b[kHint].key = hint_visible_ ? "play.hint_hide" : "play.hint";
  // A narrow button says just "Hide" (draw_button's smallest label size is bold Body).
  const TextStyle label = canvas.style(TextSize::Body, {}, FontFace::Bold);
  if (hint_visible_ &&
      canvas.measure(ctx_.tr(b[kHint].key), label).w > b[kHint].rect.w - l.px(24)) {
    b[kHint].key = "play.hint_hide_short";
  }
}

Rect PlayScene::draw_turn(Canvas& canvas, Rect box, bool large) {
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const bool over = session_.over();
  int side = over ? session_.winner().value_or(0) : match().side_to_move();
  std::string text = turn_text();
  // While the board still shows a computer's move, the card names that move.
  if (!over && shown_ply_ && *shown_ply_ < match().moves().size() &&
      is_computer(match().side_of_ply(*shown_ply_))) {
    side = match().side_of_ply(*shown_ply_);
    const std::string who = setup().opponent == Opponent::Computer && !session_.is_bot(side)
                                ? std::string(ctx_.tr("play.computer_short"))
                                : side_name(side);
    text = ctx_.trf("play.shown_move", who, move_words(match().moves()[*shown_ply_], *shown_ply_));
  }
  if (over && session_.demo_cycle()) text += " · " + std::string(ctx_.tr("play.next_game"));
  const float r = std::min(box.h * 0.22f, l.px(11));
  const float text_x = box.x + l.px(14) + 2 * r + l.px(12);
  const float text_w = box.right() - text_x - l.px(8);
  TextStyle s = canvas.style(large ? TextSize::Heading : TextSize::Large, c.text, FontFace::Bold);
  if (canvas.measure(text, s).w > text_w) {
    s = canvas.style(large ? TextSize::Large : TextSize::Body, c.text, FontFace::Bold);
  }
  // The card holds its text: taller when the words need more lines than it has (what
  // comes under it is placed under what this returns).
  box.h = std::max(box.h, canvas.wrapped_height(text, s, text_w) + l.px(12));
  // Side 0 (the person, player 1, computer A) is a blue disc; side 1 an orange ring:
  // colour and shape both say who it is.
  const Color accent = side == 0 ? c.accent_a : c.accent_b;
  canvas.rounded_rect(box, l.px(12), c.panel_raised);
  canvas.rounded_outline(box, l.px(12), std::max(1.0f, l.px(2)), accent.with_alpha(200));
  const Point dot{box.x + l.px(14) + r, box.center_y()};
  const bool thinking = !over && is_computer(side) && !shown_ply_;
  if (thinking) {
    // A slow pulse while the computer thinks.
    const float pulse = 0.5f + 0.5f * static_cast<float>(std::sin(ctx_.time() * 5.0));
    canvas.glow(dot, r * (2.2f + 0.8f * pulse),
                accent.with_alpha(static_cast<std::uint8_t>(90 + 80 * pulse)));
  }
  if (side == 0) {
    canvas.disc(dot, r, accent);
  } else {
    canvas.circle(dot, r, std::max(2.0f, r * 0.45f), accent);
  }
  const Rect text_box{text_x, box.y, text_w, box.h};
  turn_text_ = canvas.text_box(text, text_box, s, Align::Left, VAlign::Middle,
                               canvas.lines_in(text_box.h, s));
  turn_card_ = box;
  return box;
}

void PlayScene::draw_panel(Canvas& canvas, Rect panel, bool wide) {
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const Rect inner = panel.inset(l.px(18));
  const TextStyle title = canvas.style(TextSize::Heading, c.title, FontFace::Bold);
  const TextStyle body = canvas.style(TextSize::Body, c.text);
  const TextStyle body_bold = canvas.style(TextSize::Body, c.text, FontFace::Bold);
  const TextStyle small = canvas.style(TextSize::Small, c.text_muted);
  const std::string rule =
      rule_text() + " (" +
      std::string(ctx_.tr(match().game().rule() == Rule::Misere ? "play.rule.misere_tag"
                                                                : "play.rule.normal_tag")) +
      ")";
  std::string opponent;
  switch (setup().opponent) {
    case Opponent::Computer:
      opponent = std::string(ctx_.tr(setup().bot ? "play.vs_bot" : "play.vs_computer"));
      break;
    case Opponent::SecondPerson:
      opponent = std::string(ctx_.tr("play.vs_person"));
      break;
    case Opponent::Demo:
      opponent = setup().bot ? ctx_.trf("play.bot_demo", session_.bot_name(0))
                             : std::string(ctx_.tr("play.demo"));
      break;
  }
  const bool has_level = setup().opponent != Opponent::SecondPerson;
  const bool bot_opponent = setup().bot && setup().opponent == Opponent::Computer;
  std::string level;
  if (has_level) {
    level =
        bot_opponent ? ctx_.trf("play.bot", level_name()) : ctx_.trf("play.level", level_name());
  }
  std::string description;
  if (bot_opponent) {
    description = setup().bot->command;
  } else if (has_level) {
    if (auto d = describe(setup().level)) description = std::string(ctx_.strings().translate(*d));
  }
  // The bot's last `info` line: its own words, in the status line under the turn.
  std::string bot_says;
  if (const std::string info = session_.bot_info(); !info.empty()) {
    const int bot_side = session_.is_bot(1) ? 1 : 0;
    bot_says = ctx_.trf("play.bot_says", session_.bot_name(bot_side), info);
  }

  if (!wide) {
    // Top bar: two columns. Left: game, rule, opponent + level. Right: turn and last moves.
    const float half = inner.w * 0.5f;
    const Rect left{inner.x, inner.y, half - l.px(10), inner.h};
    const Rect right{inner.x + half + l.px(10), inner.y, half - l.px(10), inner.h};
    float y = left.y;
    const TextStyle big_body = canvas.style(TextSize::Large, c.text, FontFace::Bold);
    const TextStyle detail = canvas.style(TextSize::Body, c.text_muted);
    const std::string name = game_name(ctx_.strings(), setup());
    canvas.text(name, {left.x, y}, canvas.fitted(name, title, left.w), Align::Left, VAlign::Top,
                left.w);
    y += canvas.line_height(title) + l.px(2);
    y = canvas.text_box(rule, {left.x, y, left.w, l.px(80)}, big_body).bottom() + l.px(4);
    if (in_lesson()) {
      const LessonLines lesson = lesson_lines();
      y = canvas
              .text_box(lesson.name + " · " + lesson.step + " · " + lesson.goal,
                        {left.x, y, left.w, std::max(0.0f, left.bottom() - y)}, detail, Align::Left,
                        VAlign::Top, canvas.lines_in(std::max(0.0f, left.bottom() - y), detail))
              .bottom();
    } else {
      y = canvas
              .text_box(opponent + (has_level ? " · " + level : ""), {left.x, y, left.w, l.px(80)},
                        detail, Align::Left, VAlign::Top, 2)
              .bottom();
    }
    if (!bot_says.empty()) {
      const float below = std::max(0.0f, left.bottom() - y);
      canvas.text_box(bot_says, {left.x, y, left.w, below}, detail, Align::Left, VAlign::Top,
                      canvas.lines_in(below, detail));
    }
    const float turn_h = l.px(70);
    const float below =
        draw_turn(canvas, {right.x, right.y, right.w, turn_h}, true).bottom() + l.px(10);
    moves_heading_ = {};
    draw_moves(canvas, {right.x, below, right.w, std::max(0.0f, right.bottom() - below)});
    return;
  }

  float y = inner.y;
  const std::string name = game_name(ctx_.strings(), setup());
  canvas.text(name, {inner.x, y}, canvas.fitted(name, title, inner.w), Align::Left, VAlign::Top,
              inner.w);
  y += canvas.line_height(title) + l.px(2);
  y = canvas.text_box(rule, {inner.x, y, inner.w, l.px(80)}, body_bold).bottom() + l.px(10);
  canvas.line({inner.x, y}, {inner.right(), y}, std::max(1.0f, l.px(1)), c.panel_border);
  y += l.px(10);
  if (in_lesson()) {
    // Instead of the opponent and level: the lesson, the step and the goal.
    const LessonLines lesson = lesson_lines();
    y = canvas.text_box(lesson.name, {inner.x, y, inner.w, l.px(60)}, body_bold).bottom();
    canvas.text(lesson.step, {inner.x, y}, body, Align::Left, VAlign::Top, inner.w);
    y += canvas.line_height(body);
    y = canvas
            .text_box(lesson.goal, {inner.x, y, inner.w, l.px(90)}, small, Align::Left, VAlign::Top,
                      canvas.lines_in(l.px(90), small))
            .bottom();
  } else {
    canvas.text(opponent, {inner.x, y}, body, Align::Left, VAlign::Top, inner.w);
    y += canvas.line_height(body);
  }
  if (has_level && !in_lesson()) {
    canvas.text(level, {inner.x, y}, body_bold, Align::Left, VAlign::Top, inner.w);
    y += canvas.line_height(body_bold);
    y = canvas
            .text_box(description, {inner.x, y, inner.w, l.px(70)}, small, Align::Left, VAlign::Top,
                      canvas.lines_in(l.px(70), small))
            .bottom();
  }
  y += l.px(14);
  const float turn_h = l.px(62);
  y = draw_turn(canvas, {inner.x, y, inner.w, turn_h}, false).bottom() + l.px(16);
  if (!bot_says.empty()) {
    y = canvas
            .text_box(bot_says, {inner.x, y - l.px(8), inner.w, l.px(44)}, small, Align::Left,
                      VAlign::Top, canvas.lines_in(l.px(44), small))
            .bottom() +
        l.px(8);
  }
  const TextStyle heading = canvas.style(TextSize::Small, c.text_muted, FontFace::Bold);
  canvas.text(ctx_.tr("play.moves"), {inner.x, y}, heading);
  moves_heading_ = {inner.x, y, canvas.measure(ctx_.tr("play.moves"), heading).w,
                    canvas.line_height(heading)};
  y += canvas.line_height(small) + l.px(4);
  const float moves_bottom = buttons_.buttons()[0].rect.y - l.px(14);
  if (moves_bottom > y) draw_moves(canvas, {inner.x, y, inner.w, moves_bottom - y});
}

void PlayScene::draw(Canvas& canvas) {
  layout(canvas);
  canvas.background();
  // Opaque on the bare backdrop: the canvas draws the backdrop around it.
  canvas.panel(panel_rect_, canvas.colors().panel.with_alpha(235), canvas.colors().panel_border,
               canvas.px(16));
  const BoardFrame f = frame();
  std::optional<HintFrame> hint;
  if (hint_visible_) hint.emplace(hint_frame());
  board_->draw(canvas, f);
  if (hint) hint_layer_->draw(canvas, *hint);
  draw_panel(canvas, panel_rect_, wide_);
  draw_plain_buttons(canvas, buttons_, ctx_.strings(), panel_focus_ ? buttons_.focus_index() : -1);
}

}  // namespace marienbad::app
