// The list of lessons: one button a lesson, numbered, with its progress under the title, in
// reading order (in columns, row by row), Back.
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
                  S_("lessons.numbered", "{}. {}"),
                  S_("lessons.keys", "↑↓←→ choose · Enter open · Esc back"))

namespace marienbad::app {

namespace {

constexpr int kBackButton = 1000;

class LessonsScene : public Scene {
 public:
  explicit LessonsScene(AppContext& ctx) : ctx_(ctx) {
    std::vector<Button> buttons;
    for (std::size_t i = 0; i < lessons().size(); ++i) {
      buttons.push_back(
          {static_cast<int>(i), std::string(lessons()[i].title_key), "", "", true, true, {}});
    }
    buttons.push_back({kBackButton, "common.back", "", "", true, false, {}});
    buttons_ = ButtonList(std::move(buttons));
  }

  void enter() override { ctx_.request_redraw(); }

  void handle(const Input& input) override {
    if (input.action == Action::Back) {
      ctx_.scenes().pop();
      return;
    }
    // Columns, read row by row: ←/→ go to the lesson beside, ↑/↓ to the row above or
    // below (below the last row: Back).
    if (across(input)) return;
    if (auto id = buttons_.handle(input)) {
      ctx_.play(SoundId::Click);
      if (*id == kBackButton) {
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
    // The lessons in reading order (row by row, as a page is), each with its number and its
    // summary under it.
    const std::size_t n = lessons().size();
    const auto entry_h = [&](float w) {
      float most = 0;
      for (const Lesson& lesson : lessons()) {
        most = std::max(most, canvas.wrapped_height(ctx_.tr(lesson.summary_key), summary, w));
      }
      return h + l.px(t.space_xs) + most + l.px(t.space_m);
    };
    // One column when the lessons fit above Back, else two, else three.
    const auto width_for = [&](std::size_t columns) {
      const auto gaps = static_cast<float>(columns - 1) * l.px(t.space_l);
      const float widest = columns == 1 ? 640.0f : columns == 2 ? 520.0f : 400.0f;
      return std::min((screen.w - 2 * margin - gaps) / static_cast<float>(columns), l.px(widest));
    };
    std::size_t columns = 1;
    float w = width_for(1);
    while (columns < 3 && entry_h(w) * static_cast<float>((n + columns - 1) / columns) > by - y) {
      ++columns;
      w = width_for(columns);
    }
    columns_ = columns;
    const float step = entry_h(w);
    const float columns_w =
        static_cast<float>(columns) * w + static_cast<float>(columns - 1) * l.px(t.space_l);
    for (std::size_t i = 0; i < n; ++i) {
      const Lesson& lesson = lessons()[i];
      const float x = screen.center_x() - columns_w / 2 +
                      static_cast<float>(i % columns) * (w + l.px(t.space_l));
      const float top = y + static_cast<float>(i / columns) * step;
      buttons[i].rect = {x, top, w, h};
      ButtonLook look;
      look.hovered = static_cast<int>(i) == buttons_.hover_index();
      look.focused = static_cast<int>(i) == buttons_.focus_index();
      look.primary = true;
      draw_button(canvas, buttons[i].rect, lesson_list_title(ctx_, i), look, progress_text(lesson));
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
    if (columns_ < 2 || focus < 0 || static_cast<std::size_t>(focus) >= n) return false;
    const auto i = static_cast<std::size_t>(focus);
    std::optional<std::size_t> to;
    switch (input.action) {
      case Action::Right:
        if (i % columns_ + 1 < columns_ && i + 1 < n) to = i + 1;
        break;
      case Action::Left:
        if (i % columns_ > 0) to = i - 1;
        break;
      case Action::Down:
        to = i + columns_ < n ? i + columns_ : n;  // n: Back, below the last row
        break;
      case Action::Up:
        if (i >= columns_) to = i - columns_;
        break;
      default:
        return false;
    }
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
  std::size_t columns_ = 1;  // columns as last drawn
};

}  // namespace

std::string lesson_list_title(const AppContext& ctx, std::size_t index) {
  return ctx.trf("lessons.numbered", index + 1, ctx.tr(lessons().at(index).title_key));
}

std::unique_ptr<Scene> make_lessons_scene(AppContext& ctx) {
  return std::make_unique<LessonsScene>(ctx);
}

}  // namespace marienbad::app
