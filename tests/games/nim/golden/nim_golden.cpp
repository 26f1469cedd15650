// Nim's (Marienbad's) own golden screens: a selection, the computer's answer, lessons 3 to 5,
// the game graph, the hint's preview, the game over, the review and the last games.
#include <catch2/catch.hpp>

#include "golden_screens.hpp"
#include "golden_steps.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/scene_factory.hpp"
#include "test_app.hpp"

namespace marienbad::app::golden {

using namespace marienbad::app::test;

namespace {

// From rows 1-2 against `perfect`: the person takes one match of row 2, the computer
// answers, the person takes the last match: game over.
void play_to_game_over(App& app) {
  auto* play = dynamic_cast<PlayScene*>(app.scenes().top());
  REQUIRE(play);
  auto& match = const_cast<Match&>(play->match());
  REQUIRE(match.play_text("2-1").ok());
  app.step();
  for (int i = 0; i < 100 && !play->person_to_move(); ++i) app.step(0.05);
  push_key(SDLK_1);
  push_key(SDLK_RETURN);
  app.step();
  for (int i = 0; i < 200 && app.scenes().top()->name() != "game-over"; ++i) app.step(0.05);
  REQUIRE(app.scenes().top()->name() == "game-over");
  for (int i = 0; i < 20; ++i) app.step(0.05);
}

// Marienbad 1-3-5-7: the person took 2 from row 4, the computer 1 from row 2; now the
// person selects matches in row 3.
void play_to_selection(App& app) {
  PlayScene& play = play_scene(app);
  REQUIRE(play.session().play(Move{3, 2, false}).ok());
  REQUIRE(play.session().play(Move{1, 1, false}).ok());
  app.step();
  click_piece(play, 2, 2);
  app.step();
  REQUIRE(play.board().pending_move());
}

// The person takes 3 from row 4; the computer's answer glows before it leaves the board.
void play_to_computer_move(App& app) {
  PlayScene& play = play_scene(app);
  app.step();
  click_piece(play, 3, 4);
  push_key(SDLK_RETURN);
  for (int i = 0; i < 60 && play.match().cursor() < 2; ++i) app.step(0.05);
  REQUIRE(play.match().cursor() == 2);
  app.step(0.2);
}

// Hints on, 3-5-7-9: two matches of row 3 selected (a losing choice), the pointer on row 4.
void hint_preview_and_hover(App& app) {
  PlayScene& play = play_scene(app);
  app.step();
  click_piece(play, 2, 5);
  app.step();
  REQUIRE(play.board().pending_move());
  const auto hover = play.board().piece_rect(3, 1);
  REQUIRE(hover);
  push_pointer_motion(static_cast<int>(hover->center_x()), static_cast<int>(hover->bottom() - 10));
  app.step();
}

// From 1-3-5-7 with the hint shown: the person takes 2 from row 4, the computer answers:
// the move list shows each move's rating.
void play_two_moves(App& app) {
  auto* play = dynamic_cast<PlayScene*>(app.scenes().top());
  REQUIRE(play);
  REQUIRE(play->session().play(Move{3, 2, false}).ok());
  for (int i = 0; i < 100 && !play->person_to_move(); ++i) app.step(0.05);
  REQUIRE(play->match().cursor() == 2);
  for (int i = 0; i < 20; ++i) app.step(0.05);
}

// Lesson 4, step 3: taking 1 from the first row of 1, 3, 5, 4: not even, explained.
void make_a_wrong_move(App& app) {
  for (SDL_Keycode k : {SDLK_RETURN, SDLK_RETURN, SDLK_DOWN, SDLK_RETURN}) {
    push_key(k);
    app.step();
  }
  REQUIRE(app.scenes().top()->name() == "lesson");
}

// Lesson 5, step 2: Σ of 4, 5, 6, 3 written 110 and checked: wrong, explained.
void write_a_wrong_sum(App& app) {
  for (SDL_Keycode k : {SDLK_RETURN, SDLK_1, SDLK_1, SDLK_0, SDLK_RETURN}) {
    push_key(k);
    app.step();
  }
  REQUIRE(app.scenes().top()->name() == "lesson");
}

// The game-over card's Review (R): the first move, a blunder, with the better move.
void open_review(App& app) {
  play_to_game_over(app);
  push_key(SDLK_r);
  app.step();
  REQUIRE(app.scenes().top()->name() == "review");
  app.step(0.05);
}

// The game just finished is the newest of the last games.
void open_last_games(App& app) {
  play_to_game_over(app);
  app.scenes().reset(make_last_games_scene(app.context()));
  app.step(0.05);
  REQUIRE(app.scenes().top()->name() == "last-games");
}

// A move played, then Ctrl+N: the question before the match in progress is discarded.
void ask_to_discard(App& app) {
  auto& match = const_cast<Match&>(play_scene(app).match());
  REQUIRE(match.play_text("4-2").ok());
  app.step();
  push_key(SDLK_n, KMOD_LCTRL);
  app.step();
  REQUIRE(app.scenes().top()->name() == "confirm");
  app.step(0.05);
}

}  // namespace

void nim_golden_screens(std::vector<Screen>& all) {
  all.push_back(
      {"play-nim-selection", [](Options& o) { o.variant = GameKind::Nim; }, play_to_selection});
  all.push_back({"play-nim-computer-move", [](Options& o) { o.variant = GameKind::Nim; },
                 play_to_computer_move});
  all.push_back({"lesson-graph-kernel", open_lesson(3), pick_a_wrong_kernel});
  all.push_back({"lesson-packets", open_lesson(4)});
  all.push_back({"lesson-packets-move", open_lesson(4), make_a_wrong_move});
  all.push_back({"lesson-digital-sum", open_lesson(5)});
  all.push_back({"lesson-digital-sum-write", open_lesson(5), write_a_wrong_sum});
  all.push_back({"lesson-challenge", open_lesson(5), open_challenge(5)});
  all.push_back({"graph-nim",
                 [](Options& o) {
                   o.variant = GameKind::Nim;
                   o.heaps = Heaps{1, 3, 5};
                 },
                 open_graph});
  all.push_back({"hint-nim-preview",
                 [](Options& o) {
                   o.variant = GameKind::Nim;
                   o.heaps = Heaps{3, 5, 7, 9};
                   o.rule = Rule::Normal;
                   o.hint = true;
                 },
                 hint_preview_and_hover});
  all.push_back({"game-over",
                 [](Options& o) {
                   o.variant = GameKind::Nim;
                   o.heaps = Heaps{1, 2};
                   o.level = "perfect";
                 },
                 play_to_game_over});
  all.push_back({"hint-moves-nim",
                 [](Options& o) {
                   o.variant = GameKind::Nim;
                   o.hint = true;
                   o.level = "perfect";
                 },
                 play_two_moves});
  all.push_back({"review",
                 [](Options& o) {
                   o.variant = GameKind::Nim;
                   o.heaps = Heaps{1, 2};
                   o.level = "perfect";
                 },
                 open_review});
  all.push_back({"review-nim-several",
                 [](Options& o) {
                   o.variant = GameKind::Nim;
                   o.heaps = Heaps{3, 5, 7};
                   o.rule = Rule::Normal;
                 },
                 review_of_blunder("1-3")});
  all.push_back({"last-games",
                 [](Options& o) {
                   o.variant = GameKind::Nim;
                   o.heaps = Heaps{1, 2};
                   o.level = "perfect";
                 },
                 open_last_games});
  all.push_back({"confirm-discard", [](Options& o) { o.variant = GameKind::Nim; }, ask_to_discard});
}

}  // namespace marienbad::app::golden
