// The sum's own golden screens: its graph, custom parts, moves naming their part, a review.
#include <catch2/catch.hpp>

#include "golden_screens.hpp"
#include "golden_steps.hpp"
#include "test_app.hpp"

namespace marienbad::app::golden {

using namespace marienbad::app::test;

namespace {

// A sum's setup page with custom parts: the start row (the sixth) one step left of the
// first preset.
void custom_sum_setup(App& app) {
  for (int i = 0; i < 5; ++i) push_key(SDLK_DOWN);
  push_key(SDLK_LEFT);
  app.step();
}

// The standard sum with the hint against `perfect`: the person takes 3 from the heap of 21
// (part 2, chosen with Tab), the computer answers: the moves name their part.
void play_sum_moves(App& app) {
  PlayScene& play = play_scene(app);
  push_key(SDLK_TAB);
  push_key(SDLK_3);
  app.step();
  for (int i = 0; i < 100 && !play.person_to_move(); ++i) app.step(0.05);
  REQUIRE(play.match().cursor() == 2);
  for (int i = 0; i < 20; ++i) app.step(0.05);
}

// Marienbad 1,2 + a heap of 1 against `perfect`: the person takes the heap (a blunder), then
// one match at a time until perfect takes the last; the review of the first move.
void review_sum(App& app) {
  PlayScene& play = play_scene(app);
  REQUIRE(play.session().play(play.match().game().sum()->sum_move(1, Move{0, 1, false})).ok());
  for (int i = 0; i < 400 && app.scenes().top()->name() != "game-over"; ++i) {
    if (app.scenes().top() == &play && play.person_to_move()) {
      const Match& match = play.match();
      REQUIRE(play.session().play(match.game().moves(match.position()).front()).ok());
    }
    app.step(0.05);
  }
  REQUIRE(app.scenes().top()->name() == "game-over");
  push_key(SDLK_r);
  app.step();
  REQUIRE(app.scenes().top()->name() == "review");
  app.step(0.05);
}

}  // namespace

void sum_golden_screens(std::vector<Screen>& all) {
  all.push_back({"graph-sum",  // 2, 3 | 15: 192 positions, its neighbourhood if too large
                 [](Options& o) {
                   o.variant = GameKind::Sum;
                   o.components = {parse_sum_part("nim:2,3").value(),
                                   parse_sum_part("subtraction:15").value()};
                 },
                 open_graph});
  all.push_back({"setup-sum-custom",
                 [](Options& o) {
                   o.scene = "setup";
                   o.variant = GameKind::Sum;
                 },
                 custom_sum_setup});
  all.push_back({"hint-sum-moves",
                 [](Options& o) {
                   o.variant = GameKind::Sum;
                   o.hint = true;
                   o.level = "perfect";
                 },
                 play_sum_moves});
  all.push_back({"review-sum",
                 [](Options& o) {
                   o.variant = GameKind::Sum;
                   o.components = {parse_sum_part("nim:1,2").value(),
                                   parse_sum_part("subtraction:1").value()};
                   o.level = "perfect";
                 },
                 review_sum});
}

}  // namespace marienbad::app::golden
