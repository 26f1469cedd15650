// The post-game review of a game of Nim, headless: opened from the game-over card (R),
// stepped with the arrow keys, a blunder's better move drawn on the board is one of the
// engine's winning moves, Esc goes back to the card, and "Try again from here" (Enter) starts a
// match from the reviewed position against the same level with the same side to move. A
// finished game goes to the last games once, which open its review.
#include <algorithm>

#include <catch2/catch.hpp>

#include "scenes/play_scene.hpp"
#include "scenes/review_scene.hpp"
#include "scenes/scene_factory.hpp"
#include "scenes/statistics_scene.hpp"
#include "session/move_review.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

// Nim 1-2, last match wins, against `perfect`, the person first: the person blunders
// (takes row 2: 1 0), the computer takes the last match. Two moves, then game over.
struct FinishedGame {
  TempDir home{"review"};
  std::unique_ptr<App> app;
  MatchSetup setup;

  explicit FinishedGame(WindowSize size = {1280, 720}, Heaps start = {1, 2},
                        Move blunder = Move{1, 2, false}) {
    Options options;
    options.size = size;
    app = make_app(home.path(), options);
    REQUIRE(app);
    setup = default_setup(GameKind::Nim);
    setup.start = start;
    setup.rule = Rule::Normal;
    setup.level = "perfect";
    setup.first = FirstMover::Human;
    auto match = make_match(setup, 3);
    REQUIRE(match.ok());
    auto scene = std::make_unique<PlayScene>(app->context(), std::move(match).value(), setup);
    PlayScene* play = scene.get();
    app->scenes().push(std::move(scene));
    app->step();
    REQUIRE(play->session().play(blunder).ok());
    // After the blunder the person plays on (a legal move) until the computer wins.
    for (int i = 0; i < 2000 && top_name() != "game-over"; ++i) {
      if (top_name() == "play" && play->session().person_to_move() && !play->animating()) {
        const Match& m = play->match();
        REQUIRE(play->session().play(m.game().moves(m.position()).back()).ok());
      }
      app->step(0.05);
    }
    REQUIRE(top_name() == "game-over");
  }
  std::string top_name() const { return std::string(app->scenes().top()->name()); }
  ReviewScene* open_review() {
    push_key(SDLK_r);
    app->step();
    REQUIRE(top_name() == "review");
    auto* review = dynamic_cast<ReviewScene*>(app->scenes().top());
    REQUIRE(review);
    return review;
  }
  void key(SDL_Keycode code) {
    push_key(code);
    app->step();
  }
};

}  // namespace

TEST_CASE("the review opens from the game-over card and steps with the arrows", "[review]") {
  FinishedGame game;
  ReviewScene* review = game.open_review();
  REQUIRE(review->plies() == 2);
  CHECK(review->index() == 0);
  CHECK(review->position() == Heaps{1, 2});
  REQUIRE(review->review() != nullptr);
  CHECK(review->review()->rating == MoveRating::Blunder);
  game.key(SDLK_RIGHT);
  CHECK(review->index() == 1);
  CHECK(review->position() == Heaps{1, 0});
  REQUIRE(review->review() != nullptr);
  CHECK(review->review()->rating == MoveRating::Winning);
  CHECK_FALSE(review->suggestion().has_value());
  game.key(SDLK_RIGHT);
  CHECK(review->index() == 2);
  CHECK(review->review() == nullptr);
  CHECK_FALSE(review->retry_setup().has_value());  // the end: no move left
  game.key(SDLK_RIGHT);
  CHECK(review->index() == 2);
  game.key(SDLK_LEFT);
  game.key(SDLK_LEFT);
  game.key(SDLK_LEFT);
  CHECK(review->index() == 0);
  // Esc goes back to the card.
  game.key(SDLK_ESCAPE);
  CHECK(game.top_name() == "game-over");
}

TEST_CASE("the review's ratings and the blunder's better move are the engine's", "[review]") {
  FinishedGame game;
  ReviewScene* review = game.open_review();
  const auto made = Game::make(GameKind::Nim, Rule::Normal);
  REQUIRE(made.ok());
  const Game& rules = made.value();
  std::vector<Heaps> positions{{1, 2}, {1, 0}, {0, 0}};
  const auto engine = review_game(rules, positions);
  REQUIRE(engine.ok());
  for (std::size_t ply = 0; ply < 2; ++ply) {
    review->go_to(ply);
    REQUIRE(review->review() != nullptr);
    CHECK(review->review()->rating == engine.value()[ply].rating);
    CHECK(review->review()->remoteness_after == engine.value()[ply].remoteness_after);
  }
  review->go_to(0);
  const auto winning = rules.winning_moves(Heaps{1, 2});
  REQUIRE(winning == std::vector<Move>{Move{1, 1, false}});
  REQUIRE(review->suggestion().has_value());
  CHECK(*review->suggestion() == winning.front());
  CHECK(review->review()->better == winning);
}

TEST_CASE("a blunder with several winning moves: the board marks every one", "[review]") {
  // 3-5-7 has digital sum 1: one winning move in each row. Taking all of row 1 blunders.
  FinishedGame game({1280, 720}, Heaps{3, 5, 7}, Move{0, 3, false});
  ReviewScene* review = game.open_review();
  REQUIRE(review->review() != nullptr);
  REQUIRE(review->review()->rating == MoveRating::Blunder);
  const auto made = Game::make(GameKind::Nim, Rule::Normal);
  REQUIRE(made.ok());
  const auto winning = made.value().winning_moves(Heaps{3, 5, 7});
  REQUIRE(winning.size() == 3);
  const std::vector<Move>& marked = review->marked_moves();
  REQUIRE(review->suggestion().has_value());
  REQUIRE(marked.size() == winning.size());
  CHECK(marked.front() == *review->suggestion());
  for (const Move& move : winning) {
    CHECK(std::find(marked.begin(), marked.end(), move) != marked.end());
  }
  game.key(SDLK_RIGHT);  // the computer's winning reply: nothing marked
  CHECK(review->marked_moves().empty());
}

TEST_CASE("try again from a blunder: the same position, level and side to move", "[review]") {
  FinishedGame game;
  game.open_review();
  game.key(SDLK_RETURN);  // Try again from here, at the start (the person to move)
  REQUIRE(game.top_name() == "play");
  auto* play = dynamic_cast<PlayScene*>(game.app->scenes().top());
  REQUIRE(play);
  CHECK(play->match().position() == Heaps{1, 2});
  CHECK(play->match().cursor() == 0);
  CHECK(play->setup().level == "perfect");
  CHECK(play->setup().opponent == Opponent::Computer);
  CHECK(play->match().game().rule() == Rule::Normal);
  CHECK_FALSE(play->is_computer(play->match().side_to_move()));
  CHECK(play->person_to_move());
}

TEST_CASE("try again where the computer was to move: the computer moves first", "[review]") {
  FinishedGame game;
  ReviewScene* review = game.open_review();
  game.key(SDLK_RIGHT);
  REQUIRE(review->index() == 1);
  const auto setup = review->retry_setup();
  REQUIRE(setup);
  CHECK(setup->first == FirstMover::Computer);
  CHECK(setup->start == Heaps{1, 0});
  game.key(SDLK_RETURN);
  REQUIRE(game.top_name() == "play");
  auto* play = dynamic_cast<PlayScene*>(game.app->scenes().top());
  REQUIRE(play);
  CHECK(play->match().position() == Heaps{1, 0});
  CHECK(play->is_computer(play->match().side_to_move()));
}

TEST_CASE("the review renders in French at 800x600 without the board taking input", "[review]") {
  FinishedGame game({800, 600});
  game.app->context().set_language(app::Language("fr"));
  ReviewScene* review = game.open_review();
  game.app->step();
  // A click on the board changes nothing: the board is only shown.
  push_click(200, 300);
  game.app->step();
  CHECK(review->index() == 0);
  CHECK(review->position() == Heaps{1, 2});
  CHECK(game.top_name() == "review");
}

TEST_CASE("a finished game goes to the last games, which open its review", "[review][history]") {
  FinishedGame game;
  const auto text = read_text(game.home.path() / "last_games.json");
  REQUIRE_FALSE(text.empty());
  const auto games = load_last_games(game.app->context());
  REQUIRE(games.size() == 1);
  CHECK(games[0].match.over());
  CHECK(games[0].setup.level == "perfect");
  // From the statistics page: the Last games button, then Enter on the newest game.
  game.app->scenes().reset(std::make_unique<StatisticsScene>(game.app->context()));
  game.app->step();
  game.key(SDLK_TAB);  // Back -> Reset -> Last games
  game.key(SDLK_TAB);
  game.key(SDLK_RETURN);
  REQUIRE(game.top_name() == "last-games");
  game.key(SDLK_RETURN);
  REQUIRE(game.top_name() == "review");
  auto* review = dynamic_cast<ReviewScene*>(game.app->scenes().top());
  REQUIRE(review);
  CHECK(review->plies() == 2);
  REQUIRE(review->review() != nullptr);
  CHECK(review->review()->rating == MoveRating::Blunder);
  game.key(SDLK_ESCAPE);
  CHECK(game.top_name() == "last-games");
  game.key(SDLK_ESCAPE);
  CHECK(game.top_name() == "statistics");
}

TEST_CASE("each match goes to the last games once", "[review][history]") {
  FinishedGame game;
  // Back to the board, undo, finish again: still one game kept.
  game.key(SDLK_ESCAPE);
  REQUIRE(game.top_name() == "play");
  auto* play = dynamic_cast<PlayScene*>(game.app->scenes().top());
  REQUIRE(play);
  play->undo();
  game.app->step();
  REQUIRE(play->session().play(Move{1, 2, false}).ok());
  for (int i = 0; i < 200 && game.top_name() != "game-over"; ++i) game.app->step(0.05);
  REQUIRE(game.top_name() == "game-over");
  CHECK(load_last_games(game.app->context()).size() == 1);
}

TEST_CASE("the review's buttons work with the mouse", "[review]") {
  FinishedGame game({800, 600});
  ReviewScene* review = game.open_review();
  game.app->step();
  const auto click = [&](std::string_view key) {
    for (const Button& b : review->buttons().buttons()) {
      if (b.key != key) continue;
      push_click(static_cast<int>(b.rect.center_x()), static_cast<int>(b.rect.center_y()));
      game.app->step();
      return;
    }
    FAIL("no button " << key);
  };
  click("review.next");
  CHECK(review->index() == 1);
  click("review.previous");
  CHECK(review->index() == 0);
  click("review.back");
  CHECK(game.top_name() == "game-over");
  review = game.open_review();
  game.app->step();
  click("review.try_again");
  REQUIRE(game.top_name() == "play");
  auto* play = dynamic_cast<PlayScene*>(game.app->scenes().top());
  REQUIRE(play);
  CHECK(play->match().position() == Heaps{1, 2});
}

TEST_CASE("the review opens at the person's first blunder, not at move 1", "[review]") {
  TempDir home("review-first-blunder");
  auto app = make_app(home.path());
  REQUIRE(app);
  MatchSetup setup = default_setup(GameKind::Nim);
  setup.start = {3, 4};
  setup.rule = Rule::Normal;
  setup.level = "perfect";
  setup.first = FirstMover::Human;
  auto made = make_match(setup, 3);
  REQUIRE(made.ok());
  Match match = std::move(made).value();
  REQUIRE(match.play(Move{1, 1, false}).ok());  // the person: 3, 3, the winning move
  REQUIRE(match.play(Move{0, 1, false}).ok());  // the computer: 2, 3
  REQUIRE(match.play(Move{0, 1, false}).ok());  // the person: 1, 3 (2, 2 won)
  MoveReviews rated;
  rated.update(match);
  const auto review_of = [&](std::size_t plies) {
    ReviewInfo info{match, setup, {}};
    for (std::size_t ply = 0; ply < plies; ++ply) info.reviews.push_back(*rated.at(ply));
    return info;
  };
  ReviewInfo info = review_of(3);
  REQUIRE(info.reviews[0].rating == MoveRating::Winning);
  REQUIRE(info.reviews[2].rating == MoveRating::Blunder);
  ReviewScene blunder(app->context(), info);
  CHECK(blunder.index() == 2);
  CHECK(blunder.position() == Heaps{2, 3});
  REQUIRE(blunder.review() != nullptr);
  CHECK(blunder.review()->rating == MoveRating::Blunder);
  // Without a blunder, the review starts at the start.
  REQUIRE(match.undo());
  ReviewScene clean(app->context(), review_of(2));
  CHECK(clean.index() == 0);
}
