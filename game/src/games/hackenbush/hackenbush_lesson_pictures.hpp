#pragma once
// Lesson 9's picture (Hackenbush, the seeds' "to go further"): the step's pictures side by
// side at one scale, each drawn as the board draws it with its value under it (the step's
// text adds them).
#include <string>
#include <string_view>
#include <vector>

#include "app/canvas.hpp"
#include "app/context.hpp"
#include "app/input.hpp"
#include "scenes/lesson_catalogue.hpp"

namespace marienbad::app {

class LessonPicturesPanel {
 public:
  LessonPicturesPanel(AppContext& ctx, const Lesson& lesson, const LessonStep& step);

  bool done() const { return true; }  // a picture to read
  void finish() {}
  bool handle(const Input&) { return false; }
  void draw(Canvas& canvas, Rect area);
  std::string line() const { return {}; }
  bool wrong() const { return false; }
  std::string_view keys_key() const { return "lesson.keys"; }

 private:
  AppContext& ctx_;
  std::vector<Heaps> pictures_;
  std::vector<std::string> values_;
};

}  // namespace marienbad::app
