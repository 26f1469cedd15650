// Hidden: renders the review of a blunder in each game, for looking at them (and the README).
//   MARIENBAD_SHOTS=/tmp/shots build/bin/marienbad_game_tests "[.review-shots]"
#include <catch2/catch.hpp>

#include <cstdlib>

#include "scenes/play_scene.hpp"
#include "scenes/review_scene.hpp"
#include "session/move_review.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

std::filesystem::path shots_dir() {
  const char* dir = std::getenv("MARIENBAD_SHOTS");
  return dir ? dir : std::filesystem::temp_directory_path() / "marienbad-shots";
}

// The review of `moves` played from the setup's start, shown at move `at`.
void shoot(const MatchSetup& setup, std::initializer_list<const char*> moves, std::size_t at,
           WindowSize size, app::Language language, const std::string& name) {
  TempDir home("review-shot");
  Options options;
  options.size = size;
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  app->context().set_language(language);
  auto made = make_match(setup, 5);
  REQUIRE(made.ok());
  Match match = std::move(made).value();
  for (const char* text : moves) REQUIRE(match.play_text(text).ok());
  MoveReviews reviews;
  reviews.update(match);
  std::vector<MoveReview> rated;
  for (std::size_t ply = 0; ply < reviews.size(); ++ply) rated.push_back(*reviews.at(ply));
  auto scene =
      std::make_unique<ReviewScene>(app->context(), ReviewInfo{match, setup, std::move(rated)});
  ReviewScene* review = scene.get();
  app->scenes().push(std::move(scene));
  app->step();
  review->go_to(at);
  app->step();
  std::filesystem::create_directories(shots_dir());
  REQUIRE(app->screenshot(shots_dir() / (name + ".bmp")).ok());
}

}  // namespace

TEST_CASE("review shots", "[.review-shots]") {
  MatchSetup sub = default_setup(GameKind::Subtraction);
  sub.start = {20};
  sub.level = "perfect";
  MatchSetup dornim = default_setup(GameKind::Wythoff);
  dornim.start = {7, 11};
  dornim.level = "perfect";
  MatchSetup nim = default_setup(GameKind::Nim);
  nim.level = "perfect";
  for (const auto& [size, suffix] :
       {std::pair{WindowSize{1280, 720}, ""}, std::pair{WindowSize{800, 600}, "-800x600"},
        std::pair{WindowSize{640, 800}, "-640x800"}}) {
    for (const app::Language language : {app::Language::En, app::Language::Fr}) {
      const std::string lang = language == app::Language::Fr ? "-fr" : "";
      shoot(sub, {"1", "2"}, 0, size, language, "review-subtraction" + lang + suffix);
      shoot(dornim, {"x-3", "y-2"}, 0, size, language, "review-wythoff" + lang + suffix);
      shoot(nim, {"4-2", "2-1", "3-3"}, 1, size, language, "review-nim" + lang + suffix);
    }
  }
}

TEST_CASE("move list shots", "[.review-shots]") {
  // The move list with values (hint shown) after several moves, in the wide and narrow panels.
  for (const auto& [size, suffix] :
       {std::pair{WindowSize{1280, 720}, ""}, std::pair{WindowSize{800, 600}, "-800x600"},
        std::pair{WindowSize{640, 800}, "-640x800"}}) {
    for (const app::Language language : {app::Language::En, app::Language::Fr}) {
      TempDir home("moves-shot");
      Options options;
      options.size = size;
      auto app = make_app(home.path(), options);
      REQUIRE(app);
      app->context().set_language(language);
      MatchSetup setup = default_setup(GameKind::Nim);
      setup.opponent = Opponent::SecondPerson;
      auto made = make_match(setup, 5);
      REQUIRE(made.ok());
      auto scene = std::make_unique<PlayScene>(app->context(), std::move(made).value(), setup);
      PlayScene* play = scene.get();
      app->scenes().push(std::move(scene));
      app->step();
      for (const char* text : {"4-2", "2-1", "3-3", "4-1", "1-1", "3-1"}) {
        auto move = play->match().game().parse_move(text);
        REQUIRE(move.ok());
        REQUIRE(play->session().play(*move).ok());
      }
      play->board().reset();
      play->set_hint_visible(true);
      app->step();
      const std::string lang = language == app::Language::Fr ? "-fr" : "";
      std::filesystem::create_directories(shots_dir());
      REQUIRE(app->screenshot(shots_dir() / ("moves" + lang + suffix + ".bmp")).ok());
    }
  }
}
