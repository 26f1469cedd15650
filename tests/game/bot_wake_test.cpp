// A bot's news wakes the sleeping event loop (app/wake.hpp): a bot that dies while the
// window waits for its move is reported on screen at once, with no input at all.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <string>

#include "boards/game_table.hpp"
#include "bot_test_support.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/play_scene.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("play: a bot that dies while the loop sleeps is reported within a second, no input") {
  TempDir home("bot-wake");
  Options options;
  options.variant = game_at(0);  // any game: what is tested is the bot dying
  options.first = FirstPlayer::Computer;
  options.bot = BotEntry{"Late bot", marienbad::test::test_bot_command("exit-late")};
  marienbad::test::BotRecords records;
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  push_initial_scenes(app->context());
  app->step(0.0);  // the scenes in place, as run() does before its loop
  const auto over = [&] {
    const Scene* top = app->scenes().top();
    return top != nullptr && top->name() == "game-over";
  };
  // The real loop, with an idle wait far longer than the bot lives: only a wake event can
  // end a wait before it times out (and a timeout updates nothing).
  constexpr int kLongWaitMs = 6000;
  const auto start = std::chrono::steady_clock::now();
  bool slept = false;         // the loop had nothing to draw while the bot thought
  PlayScene* play = nullptr;  // stays under the game-over card
  while (!over() && std::chrono::steady_clock::now() - start < std::chrono::seconds(10)) {
    if (auto* top = dynamic_cast<PlayScene*>(app->scenes().top())) {
      play = top;
      if (!app->scenes().animating() && !app->scenes().has_pending()) slept = true;
    }
    REQUIRE(app->turn(kLongWaitMs));
  }
  const double shown =
      std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
  INFO("wake events taken: " << app->stats().wakes);
  REQUIRE(over());
  CHECK(slept);
  CHECK(app->stats().wakes > 0);
  // The bot wrote when it exited (time.time(), the same clock as system_clock).
  double exited = 0;
  for (const std::string& line : records.received()) {
    if (line.rfind("exiting at ", 0) == 0) exited = std::stod(line.substr(11));
  }
  REQUIRE(exited > 0);
  CHECK(shown - exited < 1.0);
  REQUIRE(play != nullptr);
  CHECK(play->session().forfeited_side() == 1);
  CHECK(play->session().forfeit_reason().find("giving up") != std::string::npos);
}
