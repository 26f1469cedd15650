// Kayles' own golden screens: lesson 7, a row split, a custom start of rows.
#include <catch2/catch.hpp>

#include "golden_screens.hpp"
#include "golden_steps.hpp"
#include "test_app.hpp"

namespace marienbad::app::golden {

using namespace marienbad::app::test;

namespace {

// Kayles 7,3 against `perfect`: the person knocks down pin 4 of line 1 (rows of 3, 3 and 3,
// worth 3 ^ 3 ^ 3 = 3) and the computer answers; the lines keep their names on the board, in
// the move list and in the hint.
void split_a_kayles_row(App& app) {
  PlayScene& play = play_scene(app);
  Move split;
  split.heap = 0;
  split.at = 3;
  split.amount = 1;
  REQUIRE(play.session().play(split).ok());
  for (int i = 0; i < 100 && !play.person_to_move(); ++i) app.step(0.05);
  REQUIRE(play.match().cursor() == 2);
  for (int i = 0; i < 20; ++i) app.step(0.05);
}

}  // namespace

void kayles_golden_screens(std::vector<Screen>& all) {
  // Lesson 7, step 2: rows of 0 to 3 pins found, then 4 pins said to be worth 2, a value one
  // of its moves reaches: explained.
  all.push_back({"lesson-kayles-grundy", open_lesson(7),
                 press_in_lesson({SDLK_RETURN, SDLK_0, SDLK_1, SDLK_2, SDLK_3, SDLK_2})});
  // Lesson 7 on its third step: rows of 4 and 8 pins, both worth 1, Σ = 0.
  all.push_back({"lesson-kayles-cancel", open_lesson(7), resume_lesson(7, 2)});
  all.push_back({"hint-kayles-split",
                 [](Options& o) {
                   o.variant = GameKind::Kayles;
                   o.heaps = Heaps{7, 3};
                   o.hint = true;
                   o.level = "perfect";
                 },
                 split_a_kayles_row});
  // A custom start of rows: the pieces of each row between its label and its stepper, the
  // longest row (15) as far as the stepper and no further.
  all.push_back({"setup-kayles-custom", [](Options& o) {
                   o.variant = GameKind::Kayles;
                   o.heaps = Heaps{2, 6, 15};
                   o.scene = "setup";
                 }});
}

}  // namespace marienbad::app::golden
