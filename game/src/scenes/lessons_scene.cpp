// The list of lessons: one button a lesson with its progress under the title, Back.
#include <algorithm>
#include <memory>
#include <optional>

#include "app/canvas.hpp"
#include "app/scene.hpp"
#include "app/strings.hpp"
#include "app/widgets.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/scene_factory.hpp"

MARIENBAD_STRINGS(lessons_strings, S_("lessons.title", "Lessons"),
                  S_("lessons.subtitle", "Find out for yourself why the computer always wins."),
                  S_("lessons.not_started", "Not started"),
                  S_("lessons.steps", "Steps done: {} of {}"),
                  S_("lessons.done", "Done: every step and the challenge"),
                  S_("lessons.done_no_challenge", "Done: every step"),
                  S_("lessons.keys", "↑↓←→ choose · Enter open · Esc back"))

namespace marienbad::app {

namespace {

constexpr int kBack = 1000;

class LessonsScene : public Scene {
 public:
  explicit LessonsScene(AppContext& ctx) : ctx_(ctx) {
    std::vector<Button> buttons;
    for (std::size_t i = 0; i < lessons().size(); ++i) {
      buttons.push_back(
          {static_cast<int>(i), std::string(lessons()[i].title_key), "", "", true, true, {}});
    }
    buttons.push_back({kBack, "common.back", "", "", true, false, {}});
    buttons_ = ButtonList(std::move(buttons));
  }

  void enter() override { ctx_.request_redraw(); }

  void handle(const Input& input) override {
    if (input.action == Action::Back) {
      ctx_.scenes().pop();
      return;
    }
    // Two columns: ←/→ go across, to the lesson beside (the path reads down each column).
    if ((input.action == Action::Left || input.action == Action::Right) && across(input)) return;
    if (auto id = buttons_.handle(input)) {
      ctx_.play(SoundId::Click);
      if (*id == kBack) {
        ctx_.scenes().pop();
      } else {
        ctx_.scenes().push(make_lesson_scene(ctx_, static_cast<std::size_t>(*id)));
      }
    }
  }

  void draw(Canvas& canvas) override {
    canvas.background();
    const Layout& l = canvas.layout();
    const Theme& t = canvas.theme();
    const Palette& c = canvas.colors();
    const Rect screen = l.screen();
    const float margin = l.px(t.space_xl);
    float y = draw_page_heading(canvas, ctx_.tr("lessons.title"), ctx_.tr("lessons.subtitle")) +
              l.px(t.space_l);
    const float h = l.px(76);
    auto& buttons = buttons_.buttons();
    const TextStyle summary = canvas.style(TextSize::Small, c.text_muted);
    const float by = screen.h - l.px(82);
    // One column when it fits above Back, else two (the path read down the first column, then
    // the second): the lessons, each with its summary under it.
    const std::size_t n = lessons().size();
    const auto entry_h = [&](float w) {
      float most = 0;
      for (const Lesson& lesson : lessons()) {
        most = std::max(most, canvas.wrapped_height(ctx_.tr(lesson.summary_key), summary, w));
      }
      return h + l.px(t.space_xs) + most + l.px(t.space_m);
    };
    float w = std::min(screen.w - 2 * margin, l.px(640));
    std::size_t per_column = n;
    if (entry_h(w) * static_cast<float>(n) > by - y) {
      w = std::min((screen.w - 2 * margin - l.px(t.space_l)) / 2, l.px(520));
      per_column = (n + 1) / 2;
    }
    per_column_ = per_column;
    const float step = entry_h(w);
    const float columns_w = per_column == n ? w : 2 * w + l.px(t.space_l);
    for (std::size_t i = 0; i < n; ++i) {
      const Lesson& lesson = lessons()[i];
      const float x = screen.center_x() - columns_w / 2 +
                      static_cast<float>(i / per_column) * (w + l.px(t.space_l));
      const float top = y + static_cast<float>(i % per_column) * step;
      buttons[i].rect = {x, top, w, h};
      ButtonLook look;
      look.hovered = static_cast<int>(i) == buttons_.hover_index();
      look.focused = static_cast<int>(i) == buttons_.focus_index();
      look.primary = true;
      draw_button(canvas, buttons[i].rect, ctx_.tr(lesson.title_key), look, progress_text(lesson));
      canvas.text_box(ctx_.tr(lesson.summary_key), {x, top + h + l.px(t.space_xs), w, step - h},
                      summary, Align::Center);
    }
    Button& back = buttons.back();
    back.rect = {margin, by, l.px(200), l.px(t.button_height)};
    ButtonLook look;
    look.hovered = buttons_.hover_index() == static_cast<int>(buttons.size() - 1);
    look.focused = buttons_.focus_index() == static_cast<int>(buttons.size() - 1);
    draw_button(canvas, back.rect, ctx_.tr("common.back"), look);
    canvas.text(ctx_.tr("lessons.keys"), {screen.right() - margin, back.rect.center_y()},
                canvas.style(TextSize::Small, c.text_dim), Align::Right, VAlign::Middle);
  }

  std::string_view name() const override { return "lessons"; }

 private:
  bool across(const Input& input) {
    const std::size_t n = lessons().size();
    const int focus = buttons_.focus_index();
    if (per_column_ >= n || focus < 0 || static_cast<std::size_t>(focus) >= n) return false;
    const auto i = static_cast<std::size_t>(focus);
    std::optional<std::size_t> to;
    if (input.action == Action::Right && i + per_column_ < n) to = i + per_column_;
    if (input.action == Action::Left && i >= per_column_) to = i - per_column_;
    if (!to) return true;  // the edge of the grid: stay
    buttons_.set_focus_index(static_cast<int>(*to));
    ctx_.request_redraw();
    return true;
  }

  // The one progress model (lesson_catalogue.hpp: steps_done), as the lesson's page counts.
  std::string progress_text(const Lesson& lesson) const {
    const auto found = ctx_.statistics().lessons.find(lesson.id);
    const LessonProgress progress =
        found == ctx_.statistics().lessons.end() ? LessonProgress{} : found->second;
    const std::size_t done = steps_done(lesson, progress);
    if (done == 0) return std::string(ctx_.tr("lessons.not_started"));
    if (lesson_done(lesson, progress)) {
      return std::string(
          ctx_.tr(has_challenge(lesson) ? "lessons.done" : "lessons.done_no_challenge"));
    }
    return ctx_.trf("lessons.steps", done, lesson.steps.size());
  }

  AppContext& ctx_;
  ButtonList buttons_;
  std::size_t per_column_ = 1000;  // lessons per column as last drawn (one column: all)
};

}  // namespace

std::unique_ptr<Scene> make_lessons_scene(AppContext& ctx) {
  return std::make_unique<LessonsScene>(ctx);
}

}  // namespace marienbad::app
