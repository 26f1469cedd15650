// The subtraction game's own golden screens: lesson 1 (21), the set-up page from the command
// line, a review.
#include <catch2/catch.hpp>

#include "golden_screens.hpp"
#include "golden_steps.hpp"
#include "test_app.hpp"

namespace marienbad::app::golden {

using namespace marienbad::app::test;

namespace {

// Lesson 1, step 2: heaps 0 and 1 coloured (P, N), then 2 coloured wrongly: explained.
void colour_a_few(App& app) {
  for (SDL_Keycode k : {SDLK_RETURN, SDLK_1, SDLK_2, SDLK_1}) {
    push_key(k);
    app.step();
  }
  REQUIRE(app.scenes().top()->name() == "lesson");
}

}  // namespace

void subtraction_golden_screens(std::vector<Screen>& all) {
  all.push_back({"lesson-21", open_lesson(1)});
  all.push_back({"lesson-21-colouring", open_lesson(1), colour_a_few});
  all.push_back({"lesson-card", open_lesson(1), lose_challenge(1)});
  // --scene setup opens on the command line's heap, set and rule.
  all.push_back({"setup-command-line", [](Options& o) {
                   o.variant = GameKind::Subtraction;
                   o.heaps = Heaps{15};
                   o.set = Heaps{1, 3, 4};
                   o.rule = Rule::Misere;
                   o.scene = "setup";
                 }});
  all.push_back({"review-subtraction",
                 [](Options& o) {
                   o.variant = GameKind::Subtraction;
                   o.heaps = Heaps{10};
                   o.set = Heaps{1, 3, 4};
                   o.rule = Rule::Normal;
                 },
                 review_of_blunder("4")});
}

}  // namespace marienbad::app::golden
