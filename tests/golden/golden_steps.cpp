// How the golden screens that no flag reaches are reached, the steps more than one game's
// screens take: the moves, keys and clicks played after the start (each game's own steps are
// in its home, tests/games/ID/golden/).
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

PlayScene& play_scene(App& app) {
  auto* play = dynamic_cast<PlayScene*>(app.scenes().top());
  REQUIRE(play);
  return *play;
}

// A press on match `index` of row `row` (rows and matches from 0), as a person clicks it.
void click_piece(PlayScene& play, std::size_t row, Count index) {
  const auto piece = play.board().piece_rect(row, index);
  REQUIRE(piece);
  push_click(static_cast<int>(piece->center_x()), static_cast<int>(piece->bottom() - 10));
}

// A graph lesson's step 2 (lessons 3 and 6): the start picked alone and checked: not the
// kernel, explained.
void pick_a_wrong_kernel(App& app) {
  for (SDL_Keycode k : {SDLK_RETURN, SDLK_RIGHT, SDLK_1, SDLK_2}) {
    push_key(k);
    app.step();
  }
  REQUIRE(app.scenes().top()->name() == "lesson");
}

// Lesson `number`'s challenge opened over its page: the panel names the lesson, the step and
// the goal (3 wins in a row, without the hint or the graph).
std::function<void(App&)> open_challenge(std::size_t number) {
  return [number](App& app) {
    app.scenes().push(make_play_scene(app.context(), challenge_setup(lessons().at(number - 1))));
    app.step(0.0);
    REQUIRE(app.scenes().top()->name() == "play");
  };
}

// Lesson `number`'s challenge lost (each move of the person leaves the perfect player a
// winning position): the lesson's own card, "Not yet: try again".
std::function<void(App&)> lose_challenge(std::size_t number) {
  return [number](App& app) {
    app.scenes().push(make_play_scene(app.context(), challenge_setup(lessons().at(number - 1))));
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
  };
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
