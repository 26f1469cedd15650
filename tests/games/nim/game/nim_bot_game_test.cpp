// Bots in a game of Nim, headless: the set-up page offers them on the Opponent row, a match
// against one starts its program, a forfeit ends the match on the game-over card, the demo
// plays the bot game after game, its stderr and info lines reach the log escaped, and the
// board names the bot while its move is shown.
#include <SDL.h>

#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <sstream>

#include "app/logging.hpp"
#include "boards/take_controls.hpp"
#include "bot_game_support.hpp"
#include "bot_test_support.hpp"
#include "marienbad/player.hpp"
#include "scenes/bots_scene.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("setup: the Opponent row offers the bots after the computer, not the Difficulty row") {
  TempDir home("setup-bots");
  Options options;
  options.size = WindowSize{960, 540};
  options.language = Language("en");
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  app->context().settings().bots = {kRandomBot, kTestBot};
  app->scenes().push(make_setup_scene(app->context(), GameKind::Nim));
  app->step();
  auto& setup = top_as<SetupScene>(*app);
  CHECK_FALSE(setup.current_setup().bot);
  // The Difficulty row ends at the strongest level.
  key(*app, SDLK_DOWN);  // opponent -> difficulty
  for (int i = 0; i < 10; ++i) key(*app, SDLK_RIGHT);
  CHECK_FALSE(setup.current_setup().bot);
  CHECK(setup.current_setup().level == level_names().back());
  // The Opponent row: the computer, each bot, a second person, the demo, round again.
  key(*app, SDLK_UP);
  key(*app, SDLK_RIGHT);
  REQUIRE(setup.current_setup().bot);
  CHECK(*setup.current_setup().bot == kRandomBot);
  CHECK(setup.current_setup().opponent == Opponent::Computer);
  key(*app, SDLK_RIGHT);
  CHECK(*setup.current_setup().bot == kTestBot);
  key(*app, SDLK_RIGHT);
  CHECK(setup.current_setup().opponent == Opponent::SecondPerson);
  CHECK_FALSE(setup.current_setup().bot);
  key(*app, SDLK_RIGHT);
  CHECK(setup.current_setup().opponent == Opponent::Demo);
  CHECK_FALSE(setup.current_setup().bot);
  key(*app, SDLK_RIGHT);
  CHECK(setup.current_setup().opponent == Opponent::Computer);
  CHECK_FALSE(setup.current_setup().bot);
  CHECK(setup.current_setup().level == level_names().back());  // the level is kept
  key(*app, SDLK_LEFT);                                        // backwards: the demo
  CHECK(setup.current_setup().opponent == Opponent::Demo);
  key(*app, SDLK_LEFT);
  key(*app, SDLK_LEFT);  // a second person, then the last bot
  REQUIRE(setup.current_setup().bot);
  CHECK(*setup.current_setup().bot == kTestBot);
  // With a bot, no Difficulty row: the row under the opponent is Who starts.
  REQUIRE(setup.shown_rows().size() > 1);
  CHECK(setup.shown_rows()[1].label == "Who starts");
  // Who starts names the bot, as the Opponent row does (not "The computer").
  CHECK(setup.shown_rows()[1].value == "Me");
  key(*app, SDLK_DOWN);  // opponent -> who starts
  key(*app, SDLK_RIGHT);
  REQUIRE(setup.current_setup().first == FirstMover::Computer);
  CHECK(setup.shown_rows()[1].value == "Test bot (good)");
  key(*app, SDLK_LEFT);
  key(*app, SDLK_UP);

  marienbad::test::BotRecords records;
  REQUIRE(setup.play());
  app->step();
  auto& play = top_as<PlayScene>(*app);
  CHECK(play.session().is_bot(1));
  CHECK(play.side_name(1) == "Test bot (good)");
  REQUIRE(step_until(*app, [&] { return !records.pids().empty(); }));
  app->scenes().reset(make_setup_scene(app->context(), GameKind::Nim));
  app->step();  // the match and its bot end when the play scene goes
  for (pid_t pid : records.pids()) CHECK(marienbad::test::is_gone(pid));
  // The set-up page offers the same bot again (remembered with the settings)...
  CHECK(app->context().settings().last_setup.at("nim").bot == kTestBot.name);
  REQUIRE(top_as<SetupScene>(*app).current_setup().bot);
  CHECK(*top_as<SetupScene>(*app).current_setup().bot == kTestBot);
  // ...while it is still offered; else the level chosen with it.
  app->context().settings().bots = {kRandomBot};
  app->scenes().reset(make_setup_scene(app->context(), GameKind::Nim));
  app->step();
  CHECK_FALSE(top_as<SetupScene>(*app).current_setup().bot);
  CHECK(top_as<SetupScene>(*app).current_setup().level == level_names().back());
}

TEST_CASE("play: a bot's forfeit ends the match, the game-over card comes") {
  TempDir home("bot-forfeit");
  Options options;
  options.variant = GameKind::Nim;
  options.first = FirstPlayer::Computer;
  options.bot = BotEntry{"Bad bot", marienbad::test::test_bot_command("garbage")};
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  push_initial_scenes(app->context());
  app->step();
  auto& play = top_as<PlayScene>(*app);
  REQUIRE(step_until(*app, [&] { return app->scenes().top()->name() == "game-over"; }));
  CHECK(play.session().forfeited_side() == 1);
  CHECK(play.session().forfeit_reason().find("hello there") != std::string::npos);
  CHECK(play.session().winner() == 0);
  // Nothing of a bot match goes to the statistics or Continue.
  CHECK(app->context().statistics().entries.empty());
  CHECK_FALSE(std::filesystem::exists(home.path() / "unfinished_match.json"));
}

TEST_CASE("demo: --demo --bot plays the bot (computer A) against the level, game after game") {
  TempDir home("bot-demo");
  Options options;
  options.demo = true;
  options.variant = GameKind::Nim;
  options.level = "perfect";
  options.heaps = Heaps{1, 2};
  options.bot = kTestBot;
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  marienbad::test::BotRecords records;
  push_initial_scenes(app->context());
  app->step();
  auto* first = &top_as<PlayScene>(*app);
  CHECK(first->session().is_bot(0));
  CHECK_FALSE(first->session().is_bot(1));
  CHECK(first->session().is_computer(1));
  // The demo moves on to the next game, again with the bot.
  REQUIRE(step_until(*app, [&] {
    auto* play = dynamic_cast<PlayScene*>(app->scenes().top());
    return play && play != first && play->setup().kind == next_game(GameKind::Nim);
  }));
  auto& second = top_as<PlayScene>(*app);
  CHECK(second.session().is_bot(0));
  CHECK(second.setup().bot == kTestBot);
  app->scenes().reset(make_setup_scene(app->context(), GameKind::Nim));
  app->step();
  for (pid_t pid : records.pids()) CHECK(marienbad::test::is_gone(pid));
}

TEST_CASE("bots: a bot's stderr and info lines reach the log escaped, each with its label") {
  std::ostringstream log;
  const auto previous = spdlog::default_logger();
  auto logger = std::make_shared<spdlog::logger>(
      "bot-log-test", std::make_shared<spdlog::sinks::ostream_sink_mt>(log));
  logger->set_level(spdlog::level::debug);
  logger->set_pattern("%v");
  spdlog::set_default_logger(logger);
  {
    const marienbad::test::BotRecords records;
    auto player =
        start_bot_player(marienbad::test::test_bot_command("stderr-escapes"), logged_bot_options());
    player->ask(1, Game::make(GameKind::Nim, Rule::Normal).value(), {1, 3, 5, 7});
    std::optional<Move> move;
    for (int i = 0; i < 500 && !move && !player->forfeit(); ++i) {
      move = player->take_answer(1);
      SDL_Delay(10);
    }
    CHECK(move);
  }  // the player ends its bot, which has written everything by now
  spdlog::set_default_logger(previous);
  const std::string text = log.str();
  INFO(text);
  CHECK(text.find('\x1b') == std::string::npos);
  CHECK(text.find('\0') == std::string::npos);
  CHECK(text.find('\xff') == std::string::npos);
  CHECK(text.find("bot info: '\\x1b[31mred\\x00\\xff'\n") != std::string::npos);
  CHECK(text.find("bot stderr: '\\x1b]0;title\\x07\\x00\\xff end'\n") != std::string::npos);
  CHECK(text.find("stderr: info") == std::string::npos);
}

TEST_CASE("play: while a bot's move is shown, the board names the bot, not the computer") {
  TempDir home("bot-watched");
  Options options;
  options.variant = GameKind::Nim;
  options.first = FirstPlayer::Computer;
  options.bot = kRandomBot;
  auto app = make_app(home.path(), options);
  REQUIRE(app);
  push_initial_scenes(app->context());
  app->step();
  auto& play = top_as<PlayScene>(*app);
  CHECK(play.watched().empty());
  REQUIRE(step_until(*app, [&] { return play.match().cursor() == 1; }));
  const std::string bot = play.session().bot_name(1);
  REQUIRE_FALSE(bot.empty());
  CHECK(play.watched() == bot);
  CHECK(TakeControls::waiting_text(app->context().strings(), "nim.waiting", play.watched()) ==
        "Watch " + bot + "'s move.");
  // The computer's levels keep their sentence.
  CHECK(TakeControls::waiting_text(app->context().strings(), "nim.waiting", "") ==
        "Watch the computer's move.");
  // A person's move names nobody.
  REQUIRE(step_until(*app, [&] { return play.person_to_move(); }));
  const Match& match = play.match();
  REQUIRE(play.session().play(match.game().moves(match.position()).front()).ok());
  CHECK(play.watched().empty());
}
