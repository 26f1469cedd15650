// A sum of games in the game, headless: the menu's Sums button opens its setup page (presets,
// custom parts, normal rule only), Play starts the sum; on the board Tab and clicks choose the
// part the keys go to, and a move is made in a part as in that game's own mode.
#include <catch2/catch.hpp>

#include "games/sum/sum_board.hpp"
#include "scenes/main_menu.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "session/sum_setup.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("sum: the menu opens its setup, presets, custom parts, normal rule only") {
  TempDir home("sum-setup");
  auto app = start_on_menu(home, {1280, 720});
  auto& menu = top_as<MainMenuScene>(*app);
  click(*app, menu.button_rect(MainMenuScene::game_button(GameKind::Sum)).center());
  auto& setup = top_as<SetupScene>(*app);
  MatchSetup chosen = setup.current_setup();
  CHECK(chosen.kind == GameKind::Sum);
  CHECK(chosen.rule == Rule::Normal);
  CHECK(chosen.parts == sum_presets()[0].parts);
  // Rows: opponent, level, who starts, rule, learning, start. The rule does not change.
  for (int i = 0; i < 3; ++i) key(*app, SDLK_DOWN);
  key(*app, SDLK_RIGHT);
  CHECK(setup.current_setup().rule == Rule::Normal);
  // The start: the next preset, then custom (the last choice, one step left of the first).
  key(*app, SDLK_DOWN);
  key(*app, SDLK_DOWN);
  key(*app, SDLK_RIGHT);
  CHECK(setup.current_setup().parts == sum_presets()[1].parts);
  key(*app, SDLK_LEFT);
  key(*app, SDLK_LEFT);
  chosen = setup.current_setup();
  REQUIRE(chosen.parts.size() == 3);  // custom: Marienbad 1-3-5, 21, Dornim (3, 5)
  CHECK(sum_part_text(chosen.parts[0]) == "nim:1,3,5");
  // Parts: 3 → 4 (the fourth alternates the game), then 2 is the least.
  key(*app, SDLK_DOWN);
  key(*app, SDLK_RIGHT);
  CHECK(setup.current_setup().parts.size() == 4);
  for (int i = 0; i < 3; ++i) key(*app, SDLK_LEFT);
  CHECK(setup.current_setup().parts.size() == 2);
  // Part 2: ←→ go through the starts of each game.
  key(*app, SDLK_DOWN);
  key(*app, SDLK_DOWN);
  key(*app, SDLK_RIGHT);
  CHECK(sum_part_text(setup.current_setup().parts[1]) == "subtraction:10:1,2,3");
  CHECK(setup.problem().empty());
  key(*app, SDLK_RETURN);
  auto& play = top_as<PlayScene>(*app);
  REQUIRE(play.match().game().is_sum());
  CHECK(play.match().start() == Heaps{1, 3, 5, 10});
  // The custom parts are remembered for the next time.
  const RememberedSetup& remembered = app->context().settings().last_setup.at("sum");
  REQUIRE(remembered.parts);
  CHECK(*remembered.parts == std::vector<std::string>{"nim:1,3,5", "subtraction:10:1,2,3"});
}

TEST_CASE("sum: Tab and clicks choose the part, moves are made as in each game") {
  TempDir home("sum-play");
  auto app = start_on_menu(home, {1280, 720});
  MatchSetup setup = default_setup(GameKind::Sum);
  setup.opponent = Opponent::SecondPerson;
  auto scene = make_play_scene(app->context(), setup);
  REQUIRE(scene);
  app->scenes().push(std::move(scene));
  app->step();
  auto& play = top_as<PlayScene>(*app);
  auto* board = dynamic_cast<SumBoard*>(&play.board());
  REQUIRE(board);
  REQUIRE(board->part_count() == 3);
  CHECK(board->chosen_part() == 0);
  key(*app, SDLK_TAB);
  CHECK(board->chosen_part() == 1);
  key(*app, SDLK_TAB, KMOD_SHIFT);
  CHECK(board->chosen_part() == 0);
  key(*app, SDLK_TAB);
  // Part 2 is the subtraction heap: the digit 3 takes 3 tokens there.
  key(*app, SDLK_3);
  REQUIRE(play.match().cursor() == 1);
  CHECK(play.match().position() == Heaps{1, 3, 5, 18, 3, 5});
  CHECK(play.move_words(play.match().moves()[0], 0) == "3 from the heap in part 2");
  // A click on the Dornim part chooses it; a click on a square of its board plays there.
  for (int i = 0; i < 60 && play.board().animating(); ++i) app->step();
  const auto part3 = board->part_rect(2);
  REQUIRE(part3);
  const auto square = board->part_board(2)->piece_rect(1, 5);  // two squares left
  REQUIRE(square);
  click(*app, square->center());
  CHECK(board->chosen_part() == 2);
  REQUIRE(play.match().cursor() == 2);
  CHECK(play.match().position() == Heaps{1, 3, 5, 18, 1, 5});
  // Undo takes it back (two people: one move).
  key(*app, SDLK_z, KMOD_CTRL);
  CHECK(play.match().cursor() == 1);
}

TEST_CASE("sum: a lost sum is reviewed, and tried again from the blunder") {
  TempDir home("sum-review");
  auto app = start_on_menu(home, {1280, 720});
  // Marienbad 1,2 + a heap of 1: Σ = 3 ⊕ 1 = 2. Taking the heap of 1 is a blunder.
  MatchSetup setup = default_setup(GameKind::Sum);
  setup.parts = {parse_sum_part("nim:1,2").value(), parse_sum_part("subtraction:1").value()};
  setup.level = "perfect";
  auto scene = make_play_scene(app->context(), setup);
  REQUIRE(scene);
  app->scenes().push(std::move(scene));
  app->step();
  auto& play = top_as<PlayScene>(*app);
  REQUIRE(play.session().play(play.match().game().sum()->sum_move(1, Move{0, 1, false})).ok());
  // Then the person takes one match at a time until perfect has taken the last.
  for (int i = 0; i < 400 && app->scenes().top()->name() != "game-over"; ++i) {
    if (app->scenes().top() == &play && play.person_to_move()) {
      const Game& game = play.match().game();
      REQUIRE(play.session().play(game.moves(play.match().position()).front()).ok());
    }
    app->step(0.05);
  }
  REQUIRE(app->scenes().top()->name() == "game-over");
  CHECK(app->context().statistics().get("sum", "perfect").played == 1);
  key(*app, SDLK_r);
  REQUIRE(app->scenes().top()->name() == "review");
  key(*app, SDLK_RIGHT);
  key(*app, SDLK_LEFT);
  key(*app, SDLK_RETURN);  // try again from the blunder: the start, the person to move
  auto& again = top_as<PlayScene>(*app);
  REQUIRE(again.match().game().is_sum());
  CHECK(again.match().position() == Heaps{1, 2, 1});
  CHECK(again.person_to_move());
}
