#include "scenes/lesson_pieces.hpp"

#include <algorithm>
#include <optional>

#include "games/hackenbush/hackenbush_lesson_pictures.hpp"
#include "games/kayles/kayles_lesson_pins.hpp"
#include "games/nim/nim_lesson_rows.hpp"

namespace marienbad::app {

namespace {

template <class Panel>
class PiecesOf final : public LessonPieces {
 public:
  template <class... Args>
  PiecesOf(bool finished, Args&&... args) : panel_(std::forward<Args>(args)...) {
    if (finished) panel_.finish();
  }
  bool done() const override { return panel_.done(); }
  bool handle(const Input& input) override { return panel_.handle(input); }
  void check() override {
    if constexpr (requires { panel_.check_sum(); }) panel_.check_sum();
  }
  void draw(Canvas& canvas, Rect area) override { panel_.draw(canvas, area); }
  std::string line() const override { return panel_.line(); }
  bool wrong() const override { return panel_.wrong(); }
  std::string_view keys_key() const override { return panel_.keys_key(); }

 private:
  Panel panel_;
};

}  // namespace

std::unique_ptr<LessonPieces> make_lesson_pieces(AppContext& ctx, const Lesson& lesson,
                                                 std::size_t index, bool finished) {
  const LessonStep& step = lesson.steps[index];
  if (lesson.pins &&
      (!step.positions.empty() || step.kind == StepKind::Grundy || step.values_repeat)) {
    // The rows' values are shown once a Grundy step before has found them.
    const auto first = lesson.steps.begin();
    const bool values = std::any_of(first, first + static_cast<std::ptrdiff_t>(index),
                                    [](const LessonStep& s) { return s.kind == StepKind::Grundy; });
    return std::make_unique<PiecesOf<LessonPinsPanel>>(finished, ctx, lesson, step, values);
  }
  if (step.positions.empty()) return nullptr;
  if (lesson.pictures) {
    return std::make_unique<PiecesOf<LessonPicturesPanel>>(finished, ctx, lesson, step);
  }
  return std::make_unique<PiecesOf<LessonRowsPanel>>(finished, ctx, lesson, step);
}

}  // namespace marienbad::app
