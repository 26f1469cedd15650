// A Read step: the step's text and the lesson's picture as the steps before left it: its
// pieces, its graph (on a board, with the lesson's drawing over it once the kernel is found:
// lesson 6's golden lines), or its heaps coloured; a first game offered when the step says so.
#include "scenes/lesson_pieces.hpp"
#include "scenes/lesson_step.hpp"
#include "scenes/lesson_strip.hpp"

namespace marienbad::app {

namespace {

class ReadPanel final : public StepPanel {
 public:
  ReadPanel(LessonState& state, std::unique_ptr<LessonPieces> pieces)
      : state_(state), pieces_(std::move(pieces)) {}

  bool done() const override { return !pieces_ || pieces_->done(); }

  StepInput handle(const Input& input) override {
    return {pieces_ && pieces_->handle(input), std::nullopt};
  }

  void draw(const StepPage& page) override {
    Canvas& canvas = page.canvas();
    const Rect inner = page.inner();
    if (state_.graph && state_.graph->on_board()) {
      draw_board(page);
    } else if (pieces_) {
      const float y = page.place_try(page.text());
      pieces_->draw(canvas, {inner.x, y, inner.w, inner.bottom() - y});
    } else if (state_.graph) {
      const float y = page.text();
      state_.graph->draw(canvas, {inner.x, y, inner.w, inner.bottom() - y});
    } else if (state_.colouring) {
      const float y = page.place_try(page.text());
      const Rect strip{inner.x, std::max(y, inner.center_y() - canvas.px(20)), inner.w,
                       inner.bottom() - y};
      draw_colouring_strip(canvas, strip, *state_.colouring);
    } else {
      page.text();
    }
  }

  std::string_view keys_key() const override {
    return pieces_ ? pieces_->keys_key() : StepPanel::keys_key();
  }

 private:
  void draw_board(const StepPage& page) {
    Canvas& canvas = page.canvas();
    LessonGraph& graph = *state_.graph;
    const BoardOverlay* overlay = graph.found() ? state_.lesson.found_overlay : nullptr;
    const BoardPage board = board_page(page, overlay ? overlay->right_room(canvas) : 0.0f);
    graph.draw(canvas, board.board);
    if (overlay)
      overlay->draw(canvas, graph.picture(), graph.layout(), graph.graph(), state_.lesson);
  }

  LessonState& state_;
  std::unique_ptr<LessonPieces> pieces_;
};

}  // namespace

std::unique_ptr<StepPanel> make_read_panel(AppContext& ctx, LessonState& state, std::size_t index,
                                           bool finished) {
  return std::make_unique<ReadPanel>(state, make_lesson_pieces(ctx, state.lesson, index, finished));
}

}  // namespace marienbad::app
