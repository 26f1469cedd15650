// One lesson, step by step: a text to read (Next), heaps to colour as lost (P) or won (N)
// for the player to move, checked one by one with the reason when wrong, and a challenge
// match. Progress (steps done) is saved as each step is finished; Restart starts over.
#include <algorithm>
#include <memory>
#include <optional>

#include "app/canvas.hpp"
#include "app/scene.hpp"
#include "app/strings.hpp"
#include "app/widgets.hpp"
#include "boards/graph/graph_view.hpp"
#include "marienbad/game_graph.hpp"
#include "marienbad/registry.hpp"
#include "scenes/golden_lines.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/lesson_pins.hpp"
#include "scenes/lesson_rows.hpp"
#include "scenes/lesson_strip.hpp"

#include "scenes/scene_factory.hpp"
#include "session/game_rules.hpp"
#include "session/lesson_colouring.hpp"
#include "session/lesson_kernel.hpp"

MARIENBAD_STRINGS(
    lesson_strings, S_("lesson.step", "Step {} of {}"), S_("lesson.loses", "Loses (P)"),
    S_("lesson.wins", "Wins (N)"), S_("lesson.next", "Next"), S_("lesson.restart", "Restart"),
    S_("lesson.to_list", "Lessons"), S_("lesson.play", "Play the challenge"),
    S_("lesson.try", "Try a game first"), S_("lesson.passed", "Challenge passed: well played!"),
    S_("lesson.heap_now", "Heap {}: does the player to move lose or win?"),
    S_("lesson.right_p", "Right: every move from {} leaves a winning heap. {} loses."),
    S_("lesson.right_n", "Right: from {}, take {} and leave {}, a losing heap. {} wins."),
    S_("lesson.right_none", "Right: from {} there is no move. The player to move has lost."),
    S_("lesson.wrong_n",
       "Not quite: from {} you can take {} and leave {}, a losing heap. So {} wins."),
    S_("lesson.wrong_p",
       "Not quite: every move from {} leaves {}, each a winning heap for the opponent. So {} "
       "loses."),
    S_("lesson.right_p_one", "Right: the only move from {} leaves a winning heap. {} loses."),
    S_("lesson.wrong_p_one",
       "Not quite: the only move from {} leaves {}, a winning heap for the opponent. So {} "
       "loses."),
    S_("lesson.wrong_none",
       "Not quite: from {} no move is possible, so the player to move has lost."),
    S_("lesson.coloured", "All coloured. The losing heaps: {}."),
    S_("lesson.period", "From heap {} on, the colours repeat every {} heaps: {}."),
    S_("lesson.keys.colour", "1 loses · 2 wins · Esc lessons"),
    S_("lesson.keys.kernel", "←→ choose a position · 1 pick · 2 check · Esc lessons"),
    S_("lesson.check", "Check"),
    P_("lesson.kernel.picked",
       "{} position picked. Click a position to pick it or not, then Check.",
       "{} positions picked. Click a position to pick it or not, then Check."),
    S_("lesson.kernel.not_stable",
       "Not yet: a move leads from {} to {}, both picked. No move may stay inside the kernel."),
    S_("lesson.kernel.not_absorbing",
       "Not yet: from {}, not picked, no move leads to a picked position. Every other position "
       "needs one."),
    S_("lesson.kernel.dead_end",
       "Not yet: {} has no move at all, so no move from it leads into the kernel: it must be in."),
    S_("lesson.kernel.found",
       "That is the kernel: the P-positions, where the player to move loses. Leave your "
       "opponent on one, answer into the kernel each time, and you win."),
    S_("lesson.keys.cold", "←→ choose a square · 1 pick · 2 check · Esc lessons"),
    P_("lesson.cold.picked", "{} square picked. Click a square to pick it or not, then Check.",
       "{} squares picked. Click a square to pick it or not, then Check."),
    S_("lesson.cold.not_stable",
       "Not yet: the token slides from {} to {}, both picked. No move may join two cold "
       "squares."),
    S_("lesson.cold.not_absorbing",
       "Not yet: from {}, not picked, no move reaches a picked square. Whoever must move from "
       "it cannot leave a cold square: it is cold."),
    S_("lesson.cold.dead_end",
       "Not yet: the corner {} has no move at all: whoever must move from it has lost. It is "
       "cold."),
    S_("lesson.cold.found",
       "Those are the cold squares of this board. Move the token to a cold square each time "
       "and you win."),
    S_("lesson.keys", "Tab choose · Enter press · Esc lessons"),
    S_("lesson.wins_in_row", "Wins in a row: {} of {}"))

namespace marienbad::app {

namespace {

// In Tab order (and the ButtonList's order): Next, then the first game that lesson 1 offers.
enum ButtonId { kLoses, kWins, kCheck, kPlay, kNext, kTry, kRestart, kToList };

std::string join(const std::vector<Count>& heaps) {
  return join_counts(heaps, ", ");
}

class LessonScene : public Scene {
 public:
  LessonScene(AppContext& ctx, std::size_t index) : ctx_(ctx), lesson_(lessons().at(index)) {
    buttons_ = ButtonList({{kLoses, "lesson.loses", "", "", true, false, {}},
                           {kWins, "lesson.wins", "", "", true, false, {}},
                           {kCheck, "lesson.check", "", "", true, true, {}},
                           {kPlay, "lesson.play", "", "", true, true, {}},
                           {kNext, "lesson.next", "", "", true, true, {}},
                           {kTry, "lesson.try", "", "", true, false, {}},
                           {kRestart, "lesson.restart", "", "", true, false, {}},
                           {kToList, "lesson.to_list", "", "", true, false, {}}});
    // Resume where the progress stopped (a finished lesson opens on its challenge).
    step_ = static_cast<std::size_t>(
        std::min<std::uint64_t>(progress().steps, lesson_.steps.size() - 1));
    reset_exercise();
    load_step();
    focus_main();
  }

  void enter() override {
    // Back from a game (its card's "Back to the lesson", Esc): the step's main button again.
    focus_main();
    ctx_.request_redraw();
  }

  void handle(const Input& input) override {
    if (input.action == Action::Back) {
      ctx_.scenes().pop();
      return;
    }
    if (input.action == Action::Digit && kind() == StepKind::Colour) {
      if (input.digit == 1) return activate(kLoses);
      if (input.digit == 2) return activate(kWins);
    }
    if (kind() == StepKind::Kernel && handle_kernel(input)) return;
    if (rows_ && rows_->handle(input)) return rows_input();
    if (pins_ && pins_->handle(input)) return rows_input();
    if (auto id = buttons_.handle(input)) activate(*id);
  }

  void draw(Canvas& canvas) override;
  std::string_view name() const override { return "lesson"; }

 private:
  StepKind kind() const { return lesson_.steps[step_].kind; }
  // A game played on a square board (Dornim): its positions are drawn as the board's squares.
  bool board() const { return game_rules(lesson_.kind).board_for != nullptr; }
  LessonProgress& progress() { return ctx_.statistics().lessons[std::string(lesson_.id)]; }
  bool step_finished() const {
    if (kind() == StepKind::Colour) return exercise_->done();
    if (kind() == StepKind::Kernel) return kernel_found_;
    if (pins_) return pins_->done();
    return !rows_ || rows_->done();
  }

  // The Marienbad lessons' rows, for a step that shows or asks for something on them; the
  // Kayles lesson's pins, with their values once a Grundy step before has found them.
  void load_step() {
    rows_.reset();
    pins_.reset();
    const LessonStep& step = lesson_.steps[step_];
    if (lesson_.pins && (!step.positions.empty() || step.kind == StepKind::Grundy)) {
      const auto first = lesson_.steps.begin();
      const bool values =
          std::any_of(first, first + static_cast<std::ptrdiff_t>(step_),
                      [](const LessonStep& s) { return s.kind == StepKind::Grundy; });
      pins_.emplace(ctx_, lesson_, step, values);
      if (step_ < progress().steps) pins_->finish();
      return;
    }
    if (step.positions.empty()) return;
    rows_.emplace(ctx_, lesson_, step);
    if (step_ < progress().steps) rows_->finish();
  }

  void rows_input() {
    if (step_finished() && progress().steps <= step_) {
      save_step_done();
      focus_main();
    }
  }

  void reset_exercise() {
    if (game_info(lesson_.kind).takes_set) {
      exercise_.emplace(SubtractionGame::make(lesson_.set).value(), lesson_.colour_up_to);
    }
    if (!lesson_.graph_start.empty() && !graph_) {
      graph_ = build_game_graph(lesson_.game(), lesson_.graph_start, 200).value();
      graph_layout_ = board() ? layout_board(*graph_) : layout_graph(*graph_);
    }
    picked_.assign(graph_ ? graph_->nodes.size() : 0, false);
    kernel_found_ = false;
    cursor_.reset();
    culprit_.reset();
    message_.clear();
    reveal_if_past();
  }

  // ←→ walk the nodes, 1 picks or unpicks, 2 checks; a click picks.
  bool handle_kernel(const Input& input) {
    const std::size_t n = graph_->nodes.size();
    if (input.action == Action::Left || input.action == Action::Right) {
      const std::size_t step = input.action == Action::Right ? 1 : n - 1;
      cursor_ = cursor_ ? (*cursor_ + step) % n : 0;
      culprit_.reset();
      return true;
    }
    if (input.action == Action::Digit && input.digit == 1 && cursor_) {
      toggle(*cursor_);
      return true;
    }
    if (input.action == Action::Digit && input.digit == 2) {
      activate(kCheck);
      return true;
    }
    if (input.action == Action::PointerPress && input.button == 1) {
      if (auto node = picture_.node_at(graph_layout_, input.pointer)) {
        cursor_ = node;
        toggle(*node);
        return true;
      }
    }
    return false;
  }

  // A position as the lesson writes it: Dornim's squares as (x, y).
  std::string position_words(std::size_t node) const {
    const std::string text = graph_position_text(lesson_.game(), graph_->nodes[node].heaps);
    return board() ? "(" + text + ")" : text;
  }

  void toggle(std::size_t node) {
    if (kernel_found_) return;
    picked_[node] = !picked_[node];
    message_.clear();
    culprit_.reset();
  }

  void check_picked() {
    // From the bottom up, as the lesson says to work: the first culprit is the next thing to
    // fix, never a position the kernel holds.
    const KernelCheck check = check_kernel_bottom_up(*graph_, picked_, lesson_.rule);
    const auto where = [&](std::size_t node) { return position_words(node); };
    // Dornim's lesson speaks of squares, as its text does.
    const auto key = [&](std::string_view name) {
      return std::string(board() ? "lesson.cold." : "lesson.kernel.") + std::string(name);
    };
    wrong_ = check.verdict != KernelCheck::Verdict::Kernel;
    switch (check.verdict) {
      case KernelCheck::Verdict::Kernel:
        kernel_found_ = true;
        message_ = std::string(ctx_.tr(key("found")));
        save_step_done();
        focus_main();
        break;
      case KernelCheck::Verdict::NotStable:
        message_ = ctx_.trf(key("not_stable"), where(check.a), where(check.b));
        culprit_ = check.a;
        break;
      case KernelCheck::Verdict::NotAbsorbing:
        message_ = ctx_.trf(key(graph_->nodes[check.a].items == 0 ? "dead_end" : "not_absorbing"),
                            where(check.a));
        culprit_ = check.a;
        break;
    }
  }

  // Past the colouring step (resumed there, or Next), the heaps show their colours.
  void reveal_if_past() {
    for (std::size_t i = 0; i < step_; ++i) {
      if (lesson_.steps[i].kind == StepKind::Colour) {
        while (!exercise_->done()) {
          (void)exercise_->answer(exercise_->game().outcome({exercise_->next()}));
        }
      }
      if (lesson_.steps[i].kind == StepKind::Kernel) {
        for (std::size_t node = 0; node < picked_.size(); ++node) {
          picked_[node] = graph_->nodes[node].kernel;
        }
        kernel_found_ = true;
      }
      message_.clear();
    }
  }

  // The step's main button: where the keyboard starts.
  int main_button() const {
    if (kind() == StepKind::Colour && !exercise_->done()) return kLoses;
    if (kind() == StepKind::Kernel && !kernel_found_) return kCheck;
    if (kind() == StepKind::Sum && !step_finished()) return kCheck;
    return kind() == StepKind::Challenge ? kPlay : kNext;
  }
  void focus_main() { buttons_.focus_id(main_button()); }

  void save_step_done() {
    // The challenge step counts only once the challenge is passed (steps_done), never by Next.
    if (kind() == StepKind::Challenge) return;
    LessonProgress& p = progress();
    // A lesson without a challenge match is passed with its last exercise.
    const bool passes = step_ + 1 == lesson_.steps.size();
    if (p.steps < step_ + 1 || (passes && !p.passed)) {
      p.steps = std::max<std::uint64_t>(p.steps, step_ + 1);
      p.passed = p.passed || passes;
      ctx_.save_statistics();
    }
  }

  void answer(Outcome said) {
    const ColouringAnswer a = exercise_->answer(said);
    const std::string heap = std::to_string(a.heap);
    if (a.truth == Outcome::N) {
      const std::string take = std::to_string(*a.take);
      const std::string left = std::to_string(*a.left);
      message_ = ctx_.trf(a.right ? "lesson.right_n" : "lesson.wrong_n", heap, take, left, heap);
    } else if (a.replies.empty()) {
      message_ = ctx_.trf(a.right ? "lesson.right_none" : "lesson.wrong_none", heap);
    } else {
      // One move is said in the singular ("the only move from 2 leaves 1").
      const bool one = a.replies.size() == 1;
      message_ = a.right ? ctx_.trf(one ? "lesson.right_p_one" : "lesson.right_p", heap, heap)
                         : ctx_.trf(one ? "lesson.wrong_p_one" : "lesson.wrong_p", heap,
                                    join(a.replies), heap);
    }
    wrong_ = !a.right;
    if (exercise_->done()) {
      // The period the engine found for the set (seed 003: every subtraction game has one).
      const SubtractionGame& game = exercise_->game();
      const SubtractionPeriod& period = game.period();
      std::string pattern;
      for (Count h = period.preperiod; h < period.preperiod + period.period; ++h) {
        pattern +=
            std::string(pattern.empty() ? "" : " ") + std::string(to_string(game.outcome({h})));
      }
      message_ = ctx_.trf("lesson.coloured", join(exercise_->losing())) + " " +
                 ctx_.trf("lesson.period", period.preperiod, period.period, pattern);
      save_step_done();
      focus_main();
    }
  }

  void activate(int id) {
    ctx_.play(SoundId::Click);
    switch (id) {
      case kLoses:
      case kWins:
        if (kind() == StepKind::Colour && !exercise_->done()) {
          answer(id == kLoses ? Outcome::P : Outcome::N);
        }
        break;
      case kCheck:
        if (kind() == StepKind::Kernel && !kernel_found_) check_picked();
        if (kind() == StepKind::Sum && rows_) {
          rows_->check_sum();
          rows_input();
        }
        break;
      case kPlay:
      case kTry: {
        // Over the lesson, which its end card and Esc come back to. A lesson's game is kept
        // nowhere, so an unfinished match waiting for Continue is left alone.
        const MatchSetup setup = id == kPlay ? challenge_setup(lesson_) : try_setup(lesson_);
        if (auto scene = make_play_scene(ctx_, setup)) ctx_.scenes().push(std::move(scene));
        break;
      }
      case kNext:
        if (!step_finished()) break;
        save_step_done();
        if (step_ + 1 < lesson_.steps.size()) {
          ++step_;
          message_.clear();
          load_step();
          focus_main();
        } else {
          ctx_.scenes().pop();
        }
        break;
      case kRestart:
        // Starting over clears the lesson's progress, its challenge too (one model: a passed
        // challenge always comes after the steps before it).
        progress() = {};
        ctx_.save_statistics();
        step_ = 0;
        reset_exercise();
        load_step();
        focus_main();
        break;
      case kToList:
        ctx_.scenes().pop();
        break;
      default:
        break;
    }
  }

  void draw_graph(Canvas& canvas, Rect area);
  void draw_step(Canvas& canvas, Rect inner);
  void draw_board_step(Canvas& canvas, Rect inner);

  AppContext& ctx_;
  const Lesson& lesson_;
  std::size_t step_ = 0;
  std::optional<ColouringExercise> exercise_;
  std::optional<LessonRowsPanel> rows_;
  std::optional<LessonPinsPanel> pins_;
  std::optional<GameGraph> graph_;
  GraphLayout graph_layout_;
  GraphPicture picture_;
  std::vector<bool> picked_;
  std::optional<std::size_t> cursor_;
  std::optional<std::size_t> culprit_;  // what the last check found wrong, ringed
  bool kernel_found_ = false;
  std::string message_;
  bool wrong_ = false;
  ButtonList buttons_;
};

// The lesson's graph: picked positions as gold squares, the keyboard's cursor ringed.
void LessonScene::draw_graph(Canvas& canvas, Rect area) {
  GraphMarks marks;
  marks.board = board();
  if (board()) {  // square, room on the left and below for the numbers
    const float side = std::min(area.w, area.h) - canvas.px(24);
    area = {area.center_x() - side / 2 + canvas.px(12), area.y, side, side};
  }
  marks.square = [this](std::size_t node) { return picked_[node]; };
  marks.focus = culprit_ ? culprit_ : cursor_;
  marks.arrows_from = marks.focus.value_or(0);
  picture_ = draw_game_graph(canvas, area, lesson_.game(), *graph_, graph_layout_, marks);
}

void LessonScene::draw(Canvas& canvas) {
  canvas.background();
  const Layout& l = canvas.layout();
  const Theme& t = canvas.theme();
  const Palette& c = canvas.colors();
  const Rect screen = l.screen();
  const float margin = l.px(t.space_xl);
  const float y = draw_page_heading(canvas, ctx_.tr(lesson_.title_key),
                                    ctx_.trf("lesson.step", step_ + 1, lesson_.steps.size())) +
                  l.px(t.space_m);

  const float button_h = l.px(t.button_height);
  // The bottom buttons stand clear of the keys' line under them (at 800×600 too).
  const float bottom = screen.h - l.px(96);
  const Rect panel{margin, y, screen.w - 2 * margin, bottom - y - l.px(t.space_m)};
  canvas.panel(panel, c.panel.with_alpha(200), c.panel_border.with_alpha(160),
               l.px(t.corner_radius));
  const Rect inner = panel.inset(l.px(t.space_l), l.px(t.space_m));
  auto& b = buttons_.buttons();
  for (Button& button : b) button.rect = {};
  if (board() && graph_ && (kind() == StepKind::Kernel || kind() == StepKind::Read)) {
    draw_board_step(canvas, inner);
  } else {
    draw_step(canvas, inner);
  }
  const float small_w = l.px(200);  // room for "Recommencer" inside its button
  b[kToList].rect = {margin, bottom, small_w, button_h};
  b[kRestart].rect = {margin + small_w + l.px(t.space_m), bottom, small_w, button_h};
  if (step_finished())
    b[kNext].rect = {screen.right() - margin - small_w, bottom, small_w, button_h};
  // Buttons not laid out this frame are not shown and cannot be reached.
  for (std::size_t i = 0; i < b.size(); ++i) {
    b[i].enabled = b[i].rect.w > 0;
    if (!b[i].enabled) continue;
    ButtonLook look;
    look.hovered = static_cast<int>(i) == buttons_.hover_index();
    look.focused = static_cast<int>(i) == buttons_.focus_index();
    look.primary = b[i].primary;
    draw_button(canvas, b[i].rect, ctx_.tr(b[i].key), look);
  }
  canvas.text(
      ctx_.tr(kind() == StepKind::Colour   ? "lesson.keys.colour"
              : kind() == StepKind::Kernel ? (board() ? "lesson.keys.cold" : "lesson.keys.kernel")
              : rows_                      ? rows_->keys_key()
              : pins_                      ? pins_->keys_key()
                                           : std::string_view("lesson.keys")),
      {screen.center_x(), screen.h - l.px(14)}, canvas.style(TextSize::Small, c.text_dim),
      Align::Center, VAlign::Bottom);
}

// Dornim's board beside the text, as large as the panel's height allows (under the text it
// was 14 px a square at 800x600): the text, Check and the verdict in the left column.
void LessonScene::draw_board_step(Canvas& canvas, Rect inner) {
  const Layout& l = canvas.layout();
  const Theme& t = canvas.theme();
  const Palette& c = canvas.colors();
  auto& b = buttons_.buttons();
  // With the golden lines, room on the right for the flat one's name (scenes/golden_lines).
  const float right_room =
      kind() == StepKind::Read && kernel_found_
          ? golden_lines_right_room(
                canvas.measure("1/φ", canvas.style(TextSize::Body, c.text, FontFace::Bold)),
                l.px(4))
          : 0.0f;
  const float side = std::min(inner.h, inner.w * 0.55f - right_room);
  const Rect board_area{inner.right() - right_room - side, inner.y + (inner.h - side) / 2, side,
                        side};
  const Rect column{inner.x, inner.y, board_area.x - inner.x - l.px(t.space_l), inner.h};
  const TextStyle body = canvas.style(TextSize::Body, c.text);
  float y = canvas.text_box(ctx_.tr(lesson_.steps[step_].text_key), column, body).bottom() +
            l.px(t.space_m);
  if (kind() == StepKind::Kernel) {
    const float button_h = l.px(t.button_height);
    if (!kernel_found_) {
      b[kCheck].rect = {column.x, y, std::min(l.px(240), column.w), button_h};
      y += button_h + l.px(t.space_m);
    }
    const auto count = static_cast<std::size_t>(std::count(picked_.begin(), picked_.end(), true));
    const std::string line =
        message_.empty() ? ctx_.trn("lesson.cold.picked", count, count) : message_;
    const TextStyle said =
        canvas.style(TextSize::Body, wrong_ && !kernel_found_ ? c.accent_b : c.text);
    const float room = std::max(0.0f, column.bottom() - y);
    canvas.text_box(line, {column.x, y, column.w, room}, said, Align::Left, VAlign::Top,
                    canvas.lines_in(room, said));
  }
  draw_graph(canvas, board_area);
  if (kind() == StepKind::Read && kernel_found_) {
    draw_golden_lines(canvas, picture_, graph_layout_, *graph_, lesson_.graph_start.at(0));
  }
}

void LessonScene::draw_step(Canvas& canvas, Rect inner) {
  const Layout& l = canvas.layout();
  const Theme& t = canvas.theme();
  const Palette& c = canvas.colors();
  const float button_h = l.px(t.button_height);
  const TextStyle body = canvas.style(TextSize::Large, c.text);
  float iy = canvas
                 .text_box(ctx_.tr(lesson_.steps[step_].text_key),
                           {inner.x, inner.y, inner.w, inner.h}, body)
                 .bottom() +
             l.px(t.space_m);

  auto& b = buttons_.buttons();
  const float answer_w = std::min(l.px(240), (inner.w - l.px(t.space_m)) / 2);
  // An exercise's row of buttons (answers, Check), and under it the line that says what to
  // do or why an answer was wrong.
  const float ay = inner.bottom() - button_h - canvas.line_height(body) * 2 - l.px(t.space_s);
  const float check_w = std::min(l.px(240), inner.w / 2);
  const Rect check_rect{inner.center_x() - check_w / 2, ay, check_w, button_h};
  const auto say = [&](const std::string& line, bool wrong) {
    const TextStyle said = canvas.style(TextSize::Body, wrong ? c.accent_b : c.text);
    canvas.text_box(
        line, {inner.x, ay + button_h + l.px(t.space_s), inner.w, canvas.line_height(said) * 2},
        said, Align::Center);
  };
  if (kind() == StepKind::Colour) {
    const float strip_h = inner.bottom() - iy - button_h - l.px(90);
    draw_colouring_strip(canvas, {inner.x, iy, inner.w, std::max(strip_h, l.px(40))}, *exercise_);
    if (!exercise_->done()) {
      b[kLoses].rect = {inner.center_x() - answer_w - l.px(8), ay, answer_w, button_h};
      b[kWins].rect = {inner.center_x() + l.px(8), ay, answer_w, button_h};
    }
    say(message_.empty() ? ctx_.trf("lesson.heap_now", exercise_->next()) : message_,
        wrong_ && !exercise_->done());
  } else if (kind() == StepKind::Kernel) {
    draw_graph(canvas, {inner.x, iy, inner.w, ay - iy - l.px(t.space_s)});
    if (!kernel_found_) b[kCheck].rect = check_rect;
    const auto count = static_cast<std::size_t>(std::count(picked_.begin(), picked_.end(), true));
    say(message_.empty()
            ? ctx_.trn(board() ? "lesson.cold.picked" : "lesson.kernel.picked", count, count)
            : message_,
        wrong_ && !kernel_found_);
  } else if (pins_ && kind() == StepKind::Grundy) {
    // No Check button: the value is the answer, picked under the picture.
    pins_->draw(canvas, {inner.x, iy, inner.w, ay + button_h - iy});
    say(pins_->line(), pins_->wrong() && !pins_->done());
  } else if (pins_) {
    if (lesson_.steps[step_].try_match) {
      const float tw = std::min(l.px(320), inner.w);
      b[kTry].rect = {inner.center_x() - tw / 2, iy, tw, button_h};
      iy += button_h + l.px(t.space_m);
    }
    pins_->draw(canvas, {inner.x, iy, inner.w, inner.bottom() - iy});
  } else if (rows_ && kind() != StepKind::Read) {  // Sum, Move
    // A Move step has no Check button: its picture takes that room too.
    const float picture_bottom = kind() == StepKind::Sum ? ay - l.px(t.space_s) : ay + button_h;
    rows_->draw(canvas, {inner.x, iy, inner.w, picture_bottom - iy});
    if (kind() == StepKind::Sum && !rows_->done()) b[kCheck].rect = check_rect;
    say(rows_->line(), rows_->wrong() && !rows_->done());
  } else if (rows_) {
    rows_->draw(canvas, {inner.x, iy, inner.w, inner.bottom() - iy});
  } else if (kind() == StepKind::Read && graph_) {
    draw_graph(canvas, {inner.x, iy, inner.w, inner.bottom() - iy});
  } else if (kind() == StepKind::Read) {
    if (lesson_.steps[step_].try_match) {
      const float tw = std::min(l.px(320), inner.w);
      b[kTry].rect = {inner.center_x() - tw / 2, iy, tw, button_h};
      iy += button_h + l.px(t.space_m);
    }
    draw_colouring_strip(
        canvas, {inner.x, std::max(iy, inner.center_y() - l.px(20)), inner.w, inner.bottom() - iy},
        *exercise_);
  } else if (kind() == StepKind::Challenge) {
    const float pw = std::min(l.px(320), inner.w);
    b[kPlay].rect = {inner.center_x() - pw / 2, iy + l.px(t.space_m), pw, button_h};
    const Point below{inner.center_x(), b[kPlay].rect.bottom() + l.px(t.space_m)};
    if (progress().passed) {
      canvas.text(ctx_.tr("lesson.passed"), below,
                  canvas.style(TextSize::Large, c.good, FontFace::Bold), Align::Center);
    } else if (lesson_.challenge_wins > 1) {
      canvas.text(ctx_.trf("lesson.wins_in_row", progress().wins_in_row, lesson_.challenge_wins),
                  below, canvas.style(TextSize::Large, c.text), Align::Center);
    }
  }
}

}  // namespace

std::unique_ptr<Scene> make_lesson_scene(AppContext& ctx, std::size_t index) {
  return std::make_unique<LessonScene>(ctx, index);
}

}  // namespace marienbad::app
