// Hackenbush's own golden screens: lesson 9, the cursor on an edge, the player's own picture.
#include <catch2/catch.hpp>

#include "golden_screens.hpp"
#include "golden_steps.hpp"
#include "marienbad/registry.hpp"
#include "test_app.hpp"

namespace marienbad::app::golden {

using namespace marienbad::app::test;

namespace {

void press_right_twice(App& app) {
  push_key(SDLK_RIGHT);
  push_key(SDLK_RIGHT);
  app.step();
}

Heaps hackenbush_position(std::string_view text) {
  auto position = parse_position(game_info(GameKind::Hackenbush), text, "--heaps");
  REQUIRE(position.ok());
  return position.value();
}

}  // namespace

void hackenbush_golden_screens(std::vector<Screen>& all) {
  // Lesson 9, Hackenbush: stalks with their values; their values asked, a wrong answer
  // explained; three side by side and their sum.
  all.push_back({"lesson-hackenbush", open_lesson(9)});
  all.push_back({"lesson-hackenbush-find", open_lesson(9), [](App& app) {
                   resume_lesson(9, 1)(app);
                   press_in_lesson({SDLK_6, SDLK_7, SDLK_1})(app);
                 }});
  all.push_back({"lesson-hackenbush-sums", open_lesson(9), resume_lesson(9, 2)});
  // Hackenbush's house with the hint, the cursor on Blue's second edge from the left: it
  // lights up, and what would fall with it is drawn faint; the hint adds the pieces' values.
  all.push_back({"play-hackenbush-cursor",
                 [](Options& o) {
                   o.variant = GameKind::Hackenbush;
                   o.heaps = hackenbush_position("house");
                   o.hint = true;
                 },
                 press_right_twice});
  // The player's own picture on the set-up page: the colour of new edges, the typed picture,
  // and its preview, which takes clicks.
  all.push_back({"setup-hackenbush-own", [](Options& o) {
                   o.scene = "setup";
                   o.variant = GameKind::Hackenbush;
                   o.heaps = hackenbush_position("red:B(R,G(B,R)),RR,G");
                 }});
}

}  // namespace marienbad::app::golden
