// How the golden screens that no flag reaches are reached: the moves, keys and clicks played
// after the start (golden_screens.cpp names which screen takes which).
#include "golden_steps.hpp"

#include <catch2/catch.hpp>

#include <functional>
#include <string>

#include "scenes/bots_scene.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/review_scene.hpp"
#include "scenes/scene_factory.hpp"
#include "session/move_review.hpp"
#include "test_app.hpp"

namespace marienbad::app::golden {

using namespace marienbad::app::test;

namespace {

PlayScene& play_scene(App& app) {
  auto* play = dynamic_cast<PlayScene*>(app.scenes().top());
  REQUIRE(play);
  return *play;
}

// A press on match `index` of row `row` (rows and matches from 0), as a person clicks it.
void click_match(PlayScene& play, std::size_t row, Count index) {
  const auto stick = play.board().piece_rect(row, index);
  REQUIRE(stick);
  push_click(static_cast<int>(stick->center_x()), static_cast<int>(stick->bottom() - 10));
}

}  // namespace

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
  click_match(play, 2, 2);
  app.step();
  REQUIRE(play.board().pending_move());
}

// The person takes 3 from row 4; the computer's answer glows before it leaves the board.
void play_to_computer_move(App& app) {
  PlayScene& play = play_scene(app);
  app.step();
  click_match(play, 3, 4);
  push_key(SDLK_RETURN);
  for (int i = 0; i < 60 && play.match().cursor() < 2; ++i) app.step(0.05);
  REQUIRE(play.match().cursor() == 2);
  app.step(0.2);
}

// Hints on, 3-5-7-9: two matches of row 3 selected (a losing choice), the pointer on row 4.
void hint_preview_and_hover(App& app) {
  PlayScene& play = play_scene(app);
  app.step();
  click_match(play, 2, 5);
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

// A sum's setup page with custom parts: the start row (the sixth) one step left of the
// first preset.
void custom_sum_setup(App& app) {
  for (int i = 0; i < 5; ++i) push_key(SDLK_DOWN);
  push_key(SDLK_LEFT);
  app.step();
}

// The octal set-up page with the player's own code, erased and typed again as 0.9: refused,
// with the reason under the field.
void own_octal_code(App& app) {
  for (int i = 0; i < 5; ++i) push_key(SDLK_DOWN);
  push_key(SDLK_LEFT);  // the code before the first preset: your own
  push_key(SDLK_DOWN);  // the field: the keyboard types into it
  app.step();
  for (int i = 0; i < 5; ++i) push_key(SDLK_BACKSPACE);
  app.step();
  for (const char* text : {"0", ".", "9"}) {
    SDL_Event typed{};
    typed.type = SDL_TEXTINPUT;
    SDL_strlcpy(typed.text.text, text, sizeof(typed.text.text));
    SDL_PushEvent(&typed);
  }
  app.step();
}

// Dawson's chess: the cursor on the first pin of the row of 3, which 0.137 may not take alone:
// the reason replaces the help.
void octal_forbidden_pin(App& app) {
  push_key(SDLK_RIGHT);
  app.step();
}

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

// Lesson 1, step 2: heaps 0 and 1 coloured (P, N), then 2 coloured wrongly: explained.
void colour_a_few(App& app) {
  for (SDL_Keycode k : {SDLK_RETURN, SDLK_1, SDLK_2, SDLK_1}) {
    push_key(k);
    app.step();
  }
  REQUIRE(app.scenes().top()->name() == "lesson");
}

// Lesson 3, step 2: the start picked alone and checked: not the kernel, explained.
void pick_a_wrong_kernel(App& app) {
  for (SDL_Keycode k : {SDLK_RETURN, SDLK_RIGHT, SDLK_1, SDLK_2}) {
    push_key(k);
    app.step();
  }
  REQUIRE(app.scenes().top()->name() == "lesson");
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

// Lesson 5's challenge opened over its page: the panel names the lesson, the step and the
// goal (3 wins in a row, without the hint or the graph).
void open_challenge(App& app) {
  app.scenes().push(make_play_scene(app.context(), challenge_setup(lessons().at(4))));
  app.step(0.0);
  REQUIRE(app.scenes().top()->name() == "play");
}

// Lesson 1's challenge lost (each move of the person leaves the perfect player a winning
// heap): the lesson's own card, "Not yet: try again".
void lose_challenge(App& app) {
  app.scenes().push(make_play_scene(app.context(), challenge_setup(lessons().at(0))));
  app.step(0.0);
  PlayScene& play = play_scene(app);
  for (int i = 0; i < 400 && app.scenes().top()->name() != "lesson-card"; ++i) {
    if (app.scenes().top() == &play && play.person_to_move()) {
      const Match& match = play.match();
      const std::vector<Move> winning = match.game().winning_moves(match.position());
      for (const Move& move : match.game().moves(match.position())) {
        if (std::find(winning.begin(), winning.end(), move) == winning.end()) {
          REQUIRE(play.session().play(move).ok());
          break;
        }
      }
    }
    app.step(0.05);
  }
  REQUIRE(app.scenes().top()->name() == "lesson-card");
}

// Lesson `number` resumed on the step after its first `steps` (counted done).
std::function<void(App&)> resume_lesson(std::size_t number, std::uint64_t steps) {
  return [number, steps](App& app) {
    app.context().statistics().lessons[std::string(lessons().at(number - 1).id)].steps = steps;
    app.scenes().replace(make_lesson_scene(app.context(), number - 1));
    app.step(0.0);
    REQUIRE(app.scenes().top()->name() == "lesson");
  };
}

// `keys` pressed in a lesson, a frame each.
std::function<void(App&)> press_in_lesson(std::vector<SDL_Keycode> keys) {
  return [keys = std::move(keys)](App& app) {
    for (SDL_Keycode k : keys) {
      push_key(k);
      app.step();
    }
    REQUIRE(app.scenes().top()->name() == "lesson");
  };
}

// `--scene lesson --lesson N`.
std::function<void(Options&)> open_lesson(std::size_t number) {
  return [number](Options& o) {
    o.scene = "lesson";
    o.lesson = number;
  };
}

// G on the play screen: the game graph, the first move chosen with →.
void open_graph(App& app) {
  push_key(SDLK_g);
  app.step();
  REQUIRE(app.scenes().top()->name() == "graph");
  push_key(SDLK_RIGHT);
  app.step();
}

// The game-over card's Review (R): the first move, a blunder, with the better move.
void open_review(App& app) {
  play_to_game_over(app);
  push_key(SDLK_r);
  app.step();
  REQUIRE(app.scenes().top()->name() == "review");
  app.step(0.05);
}

// The review of a game whose first move, `blunder`, threw the win away while several
// winning moves were there: the board marks every one.
std::function<void(App&)> review_of_blunder(const char* blunder) {
  return [blunder](App& app) {
    PlayScene& play = play_scene(app);
    Match match = play.match();
    REQUIRE(match.play_text(blunder).ok());
    MoveReviews reviews;
    reviews.update(match);
    REQUIRE(reviews.at(0));
    REQUIRE(reviews.at(0)->rating == MoveRating::Blunder);
    REQUIRE(reviews.at(0)->better.size() >= 2);
    std::vector<MoveReview> rated{*reviews.at(0)};
    app.scenes().push(std::make_unique<ReviewScene>(
        app.context(), ReviewInfo{std::move(match), play.setup(), std::move(rated)}));
    app.step(0.05);
    REQUIRE(app.scenes().top()->name() == "review");
  };
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

// The example bot as the opponent (its handshake gives the same name: no race in the panel).
// Bot commands are relative to the source tree, the golden tests' working directory, so that
// no checkout's path shows on a screen.
BotEntry random_bot() {
  return {"Random bot", "python3 examples/bots/random_bot.py"};
}

// Settings › Bots with two bots kept and this run's bot (--bot) not yet kept.
void open_bots(App& app) {
  app.context().settings().bots = {{"Nim sum bot", "python3 examples/bots/nim_sum_bot.py"},
                                   {"Mon bot à moi", R"(python3 "mes bots/mon_bot.py" --vite)"}};
  app.scenes().push(std::make_unique<BotsScene>(app.context()));
  app.step(0.05);
}

// Settings › Bots › Add: the text field open, a command typed (as SDL_TEXTINPUT events).
void add_a_bot(App& app) {
  open_bots(app);
  auto& bots = dynamic_cast<BotsScene&>(*app.scenes().top());
  bots.start_adding();
  for (const char* part : {"python3 exa", "mples/bots/", "nim_sum_bot.py"}) {
    SDL_Event event{};
    event.type = SDL_TEXTINPUT;
    SDL_strlcpy(event.text.text, part, sizeof(event.text.text));
    SDL_PushEvent(&event);
  }
  app.step(0.05);
  REQUIRE(bots.draft() == "python3 examples/bots/nim_sum_bot.py");
}

// The bot moves first with an illegal move: it forfeits, the game-over card says why.
void bot_forfeits(App& app) {
  for (int i = 0; i < 400 && app.scenes().top()->name() != "game-over"; ++i) {
    app.step(0.05);
    SDL_Delay(10);  // the bot answers in real time
  }
  REQUIRE(app.scenes().top()->name() == "game-over");
  for (int i = 0; i < 20; ++i) app.step(0.05);
}

}  // namespace marienbad::app::golden
