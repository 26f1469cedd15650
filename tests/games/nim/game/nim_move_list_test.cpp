// The play screen's move list (issue 44, item 10): at 800×600 a long game shows its newest
// moves and says how many earlier ones are out of sight; the wheel over the list and Page Up /
// Page Down scroll it back to the first move and forward again; a move played brings the
// newest back; every line is written at one size, the computer's as the person's.
#include <catch2/catch.hpp>

#include "play_test_support.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

void push_wheel(float dy) {
  SDL_Event event{};
  event.type = SDL_MOUSEWHEEL;
  event.wheel.y = dy > 0 ? 1 : -1;
  event.wheel.preciseY = dy;
  event.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
  SDL_PushEvent(&event);
}

// `moves` moves of one match from the first row with matches, the person at the keyboard.
void play_ones(App& app, PlayScene& play, int moves) {
  for (int i = 0; i < moves && !play.match().over(); ++i) {
    wait_for_person(app, play);
    const Heaps position = play.match().position();
    std::size_t row = 0;
    while (position[row] == 0) ++row;
    take_with_keys(app, position, Move{row, 1, false});
  }
  wait_for_person(app, play);
  app.step();
}

}  // namespace

TEST_CASE("move list: a long game scrolls with the wheel and the page keys, earlier moves said") {
  TempDir home("move-list");
  Options options;
  options.size = {800, 600};
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  MatchSetup setup = default_setup(GameKind::Nim);
  setup.start = {9, 9, 9};
  setup.rule = Rule::Normal;
  setup.opponent = Opponent::SecondPerson;
  setup.first = FirstMover::Human;
  PlayScene* play = push_play(*app, setup);
  play_ones(*app, *play, 20);
  REQUIRE(play->match().cursor() == 20);
  const PlayScene::MovesShown newest = play->moves_shown();
  INFO("shown " << newest.first << " to " << newest.end);
  CHECK(newest.end == 20);
  REQUIRE(newest.first > 0);  // not all fit: the earlier ones are said to exist
  const std::size_t page = newest.end - newest.first;

  // The wheel over the list: one move back per notch.
  const Rect list = play->moves_area();
  push_pointer_motion(static_cast<int>(list.center_x()), static_cast<int>(list.center_y()));
  push_wheel(1);
  app->step();
  CHECK(play->moves_scrolled() == 1);
  CHECK(play->moves_shown().end == 19);
  // The wheel elsewhere (over the board) does not scroll the list.
  const Rect board = play->board_area();
  push_pointer_motion(static_cast<int>(board.center_x()), static_cast<int>(board.center_y()));
  push_wheel(1);
  app->step();
  CHECK(play->moves_scrolled() == 1);

  // Page Up to the first move, and no further.
  for (int i = 0; i < 10; ++i) key(*app, SDLK_PAGEUP);
  app->step();
  CHECK(play->moves_shown().first == 0);
  CHECK(play->moves_shown().end < 20);  // the later ones are said to exist below
  const std::size_t top = play->moves_scrolled();
  key(*app, SDLK_PAGEUP);
  app->step();
  CHECK(play->moves_scrolled() == top);

  // Page Down back to the newest.
  for (int i = 0; i < 10; ++i) key(*app, SDLK_PAGEDOWN);
  app->step();
  CHECK(play->moves_scrolled() == 0);
  CHECK(play->moves_shown().end == 20);
  CHECK(play->moves_shown().end - play->moves_shown().first == page);

  // Scrolled back, a move played shows the newest again.
  key(*app, SDLK_PAGEUP);
  app->step();
  REQUIRE(play->moves_scrolled() > 0);
  play_ones(*app, *play, 1);
  CHECK(play->moves_scrolled() == 0);
  CHECK(play->moves_shown().end == 21);
}

TEST_CASE("move list: the computer's lines are written at the size of the person's") {
  for (const WindowSize size : {WindowSize{800, 600}, WindowSize{1280, 720}}) {
    TempDir home("move-list-size");
    Options options;
    options.size = size;
    auto app = make_app(home.path(), options);
    REQUIRE(app);
    MatchSetup setup = default_setup(GameKind::Nim);
    setup.start = {9, 9, 9, 9};
    setup.level = "random";
    setup.first = FirstMover::Human;
    PlayScene* play = push_play(*app, setup);
    play_ones(*app, *play, 3);
    const PlayScene::MovesShown& shown = play->moves_shown();
    INFO(size.width << "x" << size.height);
    REQUIRE(shown.px.size() >= 4);
    for (int px : shown.px) CHECK(px == shown.px.front());
  }
}
