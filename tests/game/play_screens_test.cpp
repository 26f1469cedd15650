// Hidden: renders the play scene in several states for looking at them (and the README).
//   MARIENBAD_SHOTS=/tmp/shots build/bin/marienbad_game_tests "[.play-shots]"
#include <catch2/catch.hpp>

#include <cstdlib>

#include "boards/nim/nim_board.hpp"
#include "scenes/play_scene.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

std::filesystem::path shots_dir() {
  const char* dir = std::getenv("MARIENBAD_SHOTS");
  return dir ? dir : std::filesystem::temp_directory_path() / "marienbad-shots";
}

struct Shot {
  TempDir home{"play-shot"};
  std::unique_ptr<App> app;
  PlayScene* play = nullptr;

  Shot(const MatchSetup& setup, WindowSize size = {1280, 720}, std::uint64_t seed = 5) {
    Options options;
    options.size = size;
    app = make_app(home.path(), options);
    REQUIRE(app);
    auto match = make_match(setup, seed);
    REQUIRE(match.ok());
    auto scene = std::make_unique<PlayScene>(app->context(), std::move(match).value(), setup);
    play = scene.get();
    app->scenes().push(std::move(scene));
    app->step();
  }
  void moves(std::initializer_list<const char*> texts) {
    for (const char* text : texts) {
      auto move = play->match().game().parse_move(text);
      REQUIRE(move.ok());
      push_key(SDLK_ESCAPE);  // (clears any selection; harmless)
      REQUIRE(const_cast<Match&>(play->match()).play(*move).ok());
    }
    play->board().reset();
    app->step();
  }
  void save(const std::string& name) {
    std::filesystem::create_directories(shots_dir());
    REQUIRE(app->screenshot(shots_dir() / (name + ".bmp")).ok());
  }
};

}  // namespace

TEST_CASE("play shots", "[.play-shots]") {
  MatchSetup setup = default_setup(GameKind::Nim);
  {
    Shot shot(setup);
    shot.play->match();
    auto& board = dynamic_cast<NimBoard&>(shot.play->board());
    // The person took 2 from row 4, the computer 1 from row 2; now a selection in row 3.
    auto& match = const_cast<Match&>(shot.play->match());
    REQUIRE(match.play_text("4-2").ok());
    REQUIRE(match.play_text("2-1").ok());
    shot.app->step();
    const Point p = *board.match_base(2, 2);
    push_click(static_cast<int>(p.x), static_cast<int>(p.y - 10));
    shot.app->step();
    shot.save("play-selection");
  }
  {
    // The computer's move glowing before it disappears.
    Shot shot(setup);
    auto& board = dynamic_cast<NimBoard&>(shot.play->board());
    const Point p = *board.match_base(3, 4);
    push_click(static_cast<int>(p.x), static_cast<int>(p.y - 10));
    push_key(SDLK_RETURN);
    for (int i = 0; i < 60 && shot.play->match().cursor() < 2; ++i) shot.app->step(0.05);
    shot.app->step(0.2);
    shot.save("play-computer-move");
  }
  {
    Shot shot(setup, {800, 500});
    shot.save("play-800x500");
    shot.app->context().set_language(app::Language::Fr);
    shot.app->step();
    shot.save("play-800x500-fr");
  }
  {
    Shot shot(setup, {640, 800});
    auto& match = const_cast<Match&>(shot.play->match());
    REQUIRE(match.play_text("4-2").ok());
    REQUIRE(match.play_text("2-1").ok());
    shot.app->step();
    shot.save("play-640x800");
  }
  {
    MatchSetup big = setup;
    big.start = {15, 14, 13, 12, 11, 10, 9, 8};
    big.opponent = Opponent::SecondPerson;
    Shot shot(big);
    shot.save("play-8x15");
  }
  for (const bool french : {false, true}) {
    MatchSetup small = setup;
    small.start = {1, 2};
    small.level = "perfect";
    Shot shot(small, french ? WindowSize{800, 500} : WindowSize{1280, 720});
    if (french) shot.app->context().set_language(app::Language::Fr);
    auto& match = const_cast<Match&>(shot.play->match());
    REQUIRE(match.play_text("2-1").ok());
    shot.app->step();
    for (int i = 0; i < 100 && !shot.play->person_to_move(); ++i) shot.app->step(0.05);
    push_key(SDLK_1);
    push_key(SDLK_RETURN);
    shot.app->step();
    for (int i = 0; i < 200 && shot.app->scenes().top()->name() != "game-over"; ++i) {
      shot.app->step(0.05);
    }
    for (int i = 0; i < 20; ++i) shot.app->step(0.05);
    shot.save(french ? "play-game-over-800x500-fr" : "play-game-over");
  }
}
