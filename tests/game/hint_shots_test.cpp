// Hidden: renders the hint overlay in states a command line cannot reach (a selection
// being made, a hovered move) for looking at. Run with
//   marienbad_game_tests "[.hint-shots]"   (writes BMPs to $HINT_SHOTS or the temp dir)
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
  const char* dir = std::getenv("HINT_SHOTS");
  std::filesystem::path path = dir ? dir : std::filesystem::temp_directory_path() / "hint-shots";
  std::filesystem::create_directories(path);
  return path;
}

void move_pointer(int x, int y) {
  SDL_Event event{};
  event.type = SDL_MOUSEMOTION;
  event.motion.x = x;
  event.motion.y = y;
  SDL_PushEvent(&event);
}

}  // namespace

TEST_CASE("hint shots: a selection being made and a hovered move", "[.hint-shots]") {
  for (WindowSize size : {WindowSize{1280, 720}, WindowSize{800, 500}}) {
    TempDir home("hint-shots");
    Options options;
    options.size = size;
    auto app = make_app(home.path(), options);
    REQUIRE(app);
    MatchSetup setup = default_setup(GameKind::Nim);
    setup.first = FirstMover::Human;
    setup.rule = Rule::Normal;
    setup.start = Heaps{3, 5, 7, 9};
    setup.learning_mode = true;
    auto match = make_match(setup, 3);
    REQUIRE(match.ok());
    auto scene = std::make_unique<PlayScene>(app->context(), std::move(match).value(), setup);
    PlayScene* play = scene.get();
    app->scenes().push(std::move(scene));
    app->step();
    app->step();
    auto& board = dynamic_cast<NimBoard&>(play->board());
    // Select 2 matches of row 3 (leaves 5: a losing choice), then hover row 4's 2nd match.
    const auto pick = board.match_base(2, 5);
    REQUIRE(pick);
    push_click(static_cast<int>(pick->x), static_cast<int>(pick->y - 10));
    app->step();
    REQUIRE(board.pending_move());
    const auto hover = board.match_base(3, 1);
    REQUIRE(hover);
    move_pointer(static_cast<int>(hover->x), static_cast<int>(hover->y - 10));
    app->step();
    const std::string name = "nim-preview-" + std::to_string(size.width) + ".bmp";
    CHECK(app->screenshot(shots_dir() / name).ok());
  }
}
