#include "scenes/lesson_pieces.hpp"

namespace marienbad::app {

std::unique_ptr<LessonPieces> make_lesson_pieces(AppContext& ctx, const Lesson& lesson,
                                                 std::size_t index, bool finished) {
  if (lesson.make_pieces == nullptr) return nullptr;
  return lesson.make_pieces(ctx, lesson, index, finished);
}

}  // namespace marienbad::app
