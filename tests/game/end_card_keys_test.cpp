// The cards at the end of a game (the game-over card, a lesson's card) take F1 like every
// screen of a game: the rules of the game just played open over the card, Esc comes back.
#include <catch2/catch.hpp>

#include "boards/game_table.hpp"
#include "scenes/game_over.hpp"
#include "scenes/lesson_card.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/main_menu.hpp"
#include "scenes/rules_scene.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

// F1 on the card on top: the rules of `kind`, then Esc back to the card.
void check_rules_from_card(App& app, std::string_view card, GameKind kind) {
  REQUIRE(top_name(app) == card);
  key(app, SDLK_F1);
  app.step();
  REQUIRE(top_name(app) == "rules");
  CHECK(top_as<RulesScene>(app).shown() == kind);
  key(app, SDLK_ESCAPE);
  app.step();
  CHECK(top_name(app) == card);
}

}  // namespace

TEST_CASE("end cards: F1 opens the rules on the game-over card") {
  TempDir home("game-over-rules");
  auto app = make_app(home.path());
  REQUIRE(app);
  app->scenes().push(std::make_unique<MainMenuScene>(app->context()));
  GameOverInfo info;
  const GameKind game = game_at(1);  // not the menu's first, which the rules open on anyway
  info.setup = default_setup(game);
  info.winner_text = "You win!";
  info.person_won = true;
  app->scenes().push(make_game_over(app->context(), std::move(info)));
  app->step();
  check_rules_from_card(*app, "game-over", game);
}

TEST_CASE("end cards: F1 opens the rules on a lesson's card") {
  TempDir home("lesson-card-rules");
  auto app = make_app(home.path());
  REQUIRE(app);
  app->scenes().push(std::make_unique<MainMenuScene>(app->context()));
  LessonCardInfo info;
  info.lesson = 0;
  info.setup = challenge_setup(lessons().front());
  app->scenes().push(make_lesson_card(app->context(), std::move(info)));
  app->step();
  check_rules_from_card(*app, "lesson-card", lessons().front().kind);
}
