#pragma once
// The lesson's pieces, for a step that shows or asks something on them: the lesson's own
// panel of pieces (rows of matches, rows of pins, pictures), with the step's exercise if it has
// one. The lesson's game makes it (`Lesson::make_pieces`); the steps see this interface.
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include "app/canvas.hpp"
#include "app/context.hpp"
#include "app/input.hpp"
#include "scenes/lesson_catalogue.hpp"

namespace marienbad::app {

class LessonPieces {
 public:
  virtual ~LessonPieces() = default;
  // The step's exercise is done (a Read step's at once).
  virtual bool done() const = 0;
  // The learner's input; true when used.
  virtual bool handle(const Input& input) = 0;
  // Check pressed (a Sum step: the Σ written).
  virtual void check() = 0;
  virtual void draw(Canvas& canvas, Rect area) = 0;
  // The line under the picture: the last answer's explanation, or what to do.
  virtual std::string line() const = 0;
  virtual bool wrong() const = 0;
  virtual std::string_view keys_key() const = 0;
};

// A panel class as LessonPieces: Panel has done(), handle(), draw(), line(), wrong(),
// keys_key() and finish(), and check_sum() if it checks a written Σ.
template <class Panel>
class PiecesOf final : public LessonPieces {
 public:
  template <class... Args>
  explicit PiecesOf(bool finished, Args&&... args) : panel_(std::forward<Args>(args)...) {
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

// The pieces of the lesson's step `index`, or none when the step shows none; `finished`: the
// step was done before, shown as done.
std::unique_ptr<LessonPieces> make_lesson_pieces(AppContext& ctx, const Lesson& lesson,
                                                 std::size_t index, bool finished);

}  // namespace marienbad::app
