// A lesson's challenge, lost and helped (issue 44, item 11): the lost challenge's card names
// the move that lost it with the engine's better move and offers Review; in a challenge won
// only without the hint and the graph, H and G ask first (the game would no longer count).
#include <catch2/catch.hpp>

#include <algorithm>

#include "play_test_support.hpp"
#include "scenes/confirm_dialog.hpp"
#include "scenes/lesson_card.hpp"
#include "scenes/lesson_catalogue.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("lesson card: a lost challenge names the move that lost it and offers Review") {
  TempDir home("lesson-card");
  auto app = make_app(home.path());
  REQUIRE(app);
  // Lesson 1's challenge (21, take 1 to 3): the person opens from a won heap and plays a
  // move that is not winning, then goes on losing.
  PlayScene* play = push_play(*app, challenge_setup(lessons().at(0)));
  std::optional<Move> first;
  std::optional<Move> better;
  for (int i = 0; i < 400 && top_name(*app) != "lesson-card"; ++i) {
    if (app->scenes().top() == play && play->person_to_move()) {
      const Match& match = play->match();
      const std::vector<Move> winning = match.game().winning_moves(match.position());
      for (const Move& move : match.game().moves(match.position())) {
        if (std::find(winning.begin(), winning.end(), move) != winning.end()) continue;
        if (!first) {
          first = move;
          REQUIRE_FALSE(winning.empty());
          better = winning.front();
        }
        REQUIRE(play->session().play(move).ok());
        break;
      }
    }
    app->step(0.05);
  }
  REQUIRE(top_name(*app) == "lesson-card");
  REQUIRE(first);
  const LessonCardText* card = lesson_card_shown(*app->scenes().top());
  REQUIRE(card);
  CHECK_FALSE(card->passed);
  // Each move's words kept on one line: no-break spaces.
  const auto unbroken = [](const std::string& words) {
    std::string out;
    for (char ch : words) out += ch == ' ' ? std::string("\u00a0") : std::string(1, ch);
    return out;
  };
  CHECK(card->blunder == app->context().trf("card.blunder", 1,
                                            unbroken(play->move_words(*first, 0)),
                                            unbroken(play->move_words(*better, 0))));
  REQUIRE(card->review);
  // R (or the Review button) opens the review of the game; Esc comes back to the card.
  key(*app, SDLK_r);
  REQUIRE(top_name(*app) == "review");
  key(*app, SDLK_ESCAPE);
  CHECK(top_name(*app) == "lesson-card");
}

TEST_CASE("lesson card: a challenge won only without help asks before the hint and the graph") {
  TempDir home("lesson-help");
  auto app = make_app(home.path());
  REQUIRE(app);
  const Lesson& lesson = *std::find_if(lessons().begin(), lessons().end(),
                                       [](const Lesson& l) { return l.challenge_without_hints; });
  PlayScene* play = push_play(*app, challenge_setup(lesson));
  wait_for_person(*app, *play);
  REQUIRE(play->person_to_move());
  // H asks; Esc (the safe answer) shows nothing and the game still counts.
  key(*app, SDLK_h);
  REQUIRE(top_name(*app) == "confirm");
  CHECK(top_as<ConfirmDialog>(*app).question() == app->context().tr("play.help_warning.hint"));
  key(*app, SDLK_ESCAPE);
  REQUIRE(top_name(*app) == "play");
  CHECK_FALSE(play->hint_visible());
  CHECK(play->hints_used() == 0);
  // G asks too.
  key(*app, SDLK_g);
  REQUIRE(top_name(*app) == "confirm");
  CHECK(top_as<ConfirmDialog>(*app).question() == app->context().tr("play.help_warning.graph"));
  key(*app, SDLK_ESCAPE);
  REQUIRE(top_name(*app) == "play");
  CHECK(play->hints_used() == 0);
  // H, then "Show it": the hint shows and the game no longer counts.
  key(*app, SDLK_h);
  REQUIRE(top_name(*app) == "confirm");
  key(*app, SDLK_RIGHT);  // from Cancel (the safe answer) to Show it
  key(*app, SDLK_RETURN);
  app->step();
  REQUIRE(top_name(*app) == "play");
  CHECK(play->hint_visible());
  CHECK(play->hints_used() > 0);
  // Shown once, it asks no more: the game already does not count.
  key(*app, SDLK_h);
  CHECK_FALSE(play->hint_visible());
  key(*app, SDLK_h);
  CHECK(top_name(*app) == "play");
  CHECK(play->hint_visible());
}

TEST_CASE("lesson card: a challenge without that condition shows the hint at once") {
  TempDir home("lesson-help-free");
  auto app = make_app(home.path());
  REQUIRE(app);
  REQUIRE_FALSE(lessons().at(0).challenge_without_hints);
  PlayScene* play = push_play(*app, challenge_setup(lessons().at(0)));
  wait_for_person(*app, *play);
  key(*app, SDLK_h);
  CHECK(top_name(*app) == "play");
  CHECK(play->hint_visible());
}
