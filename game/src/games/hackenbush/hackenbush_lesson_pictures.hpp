#pragma once
// Lesson 9's pictures (Hackenbush, the seeds' "to go further"), side by side at one scale, each
// drawn as the board draws it. A Read step shows each one's value under it; a Value step asks
// for them one at a time, the value picked among kValueChoices (scenes/lesson_catalogue.hpp:
// 1–7 or a click on a chip), a wrong one explained by the stalk rule.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/canvas.hpp"
#include "app/context.hpp"
#include "app/input.hpp"
#include "games/hackenbush/hackenbush_layout.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/lesson_pieces.hpp"

namespace marienbad::app {

class LessonPicturesPanel {
 public:
  LessonPicturesPanel(AppContext& ctx, const Lesson& lesson, const LessonStep& step);

  bool done() const { return !asking_ || answered_ == pictures_.size(); }
  void finish() { answered_ = pictures_.size(); }
  bool handle(const Input& input);
  void draw(Canvas& canvas, Rect area);
  std::string line() const;
  bool wrong() const { return wrong_; }
  std::string_view keys_key() const { return done() ? "lesson.keys" : "lesson.keys.value"; }

 private:
  void answer(std::size_t choice);

  AppContext& ctx_;
  // The step's pictures and their layouts, made once; bounds_ holds the widest and the tallest.
  std::vector<Picture> pictures_;
  std::vector<PictureLayout> layouts_;
  PictureLayout bounds_;
  std::vector<std::string> values_;  // as the engine writes them
  bool asking_ = false;              // a Value step
  std::size_t answered_ = 0;         // pictures whose value was found
  std::vector<Rect> chips_;          // the choices as last drawn
  std::optional<std::size_t> hovered_;
  std::string message_;
  bool wrong_ = false;
};

// A lesson's pieces (Lesson::make_pieces): pictures, for a step with positions.
std::unique_ptr<LessonPieces> make_pictures_pieces(AppContext& ctx, const Lesson& lesson,
                                                   std::size_t index, bool finished);

}  // namespace marienbad::app
