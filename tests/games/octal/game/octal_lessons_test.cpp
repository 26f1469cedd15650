// Lesson 8 (an octal game): its text's period is the engine's, its challenge Dawson's chess.
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "app/strings.hpp"
#include "marienbad/game.hpp"
#include "scenes/lesson_catalogue.hpp"

using namespace marienbad;
using namespace marienbad::app;

TEST_CASE("lessons: lesson 8's numbers are the engine's, its challenge Dawson's chess") {
  const Lesson& lesson = lessons().at(7);
  REQUIRE(lesson.id == "octal");
  const Game game = lesson.game();
  REQUIRE(game.parameter() == std::vector<Count>{0, 1, 3, 7});
  const ValuePeriod period = game_info(game.kind()).period(game).value();
  // "from 52 pins on they repeat every 34 … for every n from 52 to 140 (below 2 × 52 + 34 + 3)"
  const std::string n0 = std::to_string(period.preperiod);
  const std::string p = std::to_string(period.period);
  const Count most_taken = 3;  // the code's digits after the point: 1, 3, 7
  CHECK(period.proven_at == 2 * period.preperiod + period.period + most_taken);
  const Strings english("en");
  const std::string text(english.tr("lesson.octal.period"));
  for (const std::string& said : std::vector<std::string>{
           "from " + n0 + " pins on they repeat every " + p, "g(n + " + p + ") = g(n)",
           "from " + n0 + " to " + std::to_string(period.proven_at - 1),
           "2 × " + n0 + " + " + p + " + " + std::to_string(most_taken),
           std::string("at most 3 pins")}) {
    INFO(said);
    CHECK(text.find(said) != std::string::npos);
  }
  // The challenge's rows, 4, 5 and 7, worth 0 ⊕ 3 ⊕ 1 = 2: won for the learner, who starts.
  CHECK(lesson.challenge_start == Heaps{4, 5, 7});
  CHECK(lesson.challenge_first == FirstMover::Human);
  CHECK(game.grundy(lesson.challenge_start) == 2);
  CHECK(game.outcome(lesson.challenge_start) == Outcome::N);
  const MatchSetup setup = challenge_setup(lesson);
  CHECK(setup.kind == GameKind::Octal);
  CHECK(setup.set == game.parameter());
}
