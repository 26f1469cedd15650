// A kernel step (seeds 000, 004): the positions of the lesson's graph picked (1 or a click)
// and checked (2 or Check) until they are its kernel, each wrong check explained.
#include "scenes/lesson_step.hpp"

namespace marienbad::app {

namespace {

class KernelPanel final : public StepPanel {
 public:
  explicit KernelPanel(LessonGraph& graph) : graph_(graph) {}

  bool done() const override { return graph_.found(); }

  StepInput handle(const Input& input) override {
    if (input.action == Action::Digit && input.digit == 2) return {true, kCheck};
    return {graph_.handle(input), std::nullopt};
  }

  void press(LessonButton id) override {
    if (id == kCheck && !graph_.found()) graph_.check();
  }

  LessonButton main_button() const override { return graph_.found() ? kNext : kCheck; }

  void draw(const StepPage& page) override {
    Canvas& canvas = page.canvas();
    if (graph_.on_board()) {
      // The text, Check and the verdict in the column left of the board.
      const BoardPage board = board_page(page, 0.0f);
      float y = board.y;
      if (!graph_.found()) {
        const float button_h = page.button_height();
        page.place(kCheck, {board.column.x, y, std::min(canvas.px(240), board.column.w), button_h});
        y += button_h + canvas.px(canvas.theme().space_m);
      }
      const TextStyle said = canvas.style(
          TextSize::Body, graph_.wrong() ? canvas.colors().accent_b : canvas.colors().text);
      const float room = std::max(0.0f, board.column.bottom() - y);
      canvas.text_box(graph_.line(), {board.column.x, y, board.column.w, room}, said, Align::Left,
                      VAlign::Top, canvas.lines_in(room, said));
      graph_.draw(canvas, board.board);
      return;
    }
    const Rect inner = page.inner();
    const float y = page.text();
    const float ay = page.answers_y();
    graph_.draw(canvas, {inner.x, y, inner.w, ay - y - canvas.px(canvas.theme().space_s)});
    if (!graph_.found()) page.place(kCheck, page.check_rect());
    page.say(graph_.line(), graph_.wrong());
  }

  std::string_view keys_key() const override {
    return graph_.on_board() ? "lesson.keys.cold" : "lesson.keys.kernel";
  }

 private:
  LessonGraph& graph_;
};

}  // namespace

std::unique_ptr<StepPanel> make_kernel_panel(AppContext& /*ctx*/, LessonState& state) {
  return std::make_unique<KernelPanel>(*state.graph);
}

}  // namespace marienbad::app
