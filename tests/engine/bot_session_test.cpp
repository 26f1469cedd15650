// BotSession, whatever game it plays: a program that cannot be started, the seconds' words.
// The sessions of each game with the test bot (tests/bots/test_bot.py) are in its home,
// tests/games/ID/engine/ID_bot_session_test.cpp.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "bot_session_support.hpp"
#include "marienbad/bot/bot_session.hpp"

using namespace marienbad;
using namespace marienbad::bot;
using namespace std::chrono_literals;
using marienbad::test::fast_options;

TEST_CASE("bot session: a program that cannot be started is one line") {
  auto missing = BotSession::launch({"/nonexistent/marienbad-bot"}, fast_options());
  REQUIRE_FALSE(missing.ok());
  CHECK(missing.error() == "cannot start '/nonexistent/marienbad-bot': No such file or directory");
  const auto script = std::filesystem::temp_directory_path() / "marienbad-not-executable.py";
  std::ofstream(script) << "print('ok')\n";
  std::filesystem::permissions(script, std::filesystem::perms::owner_read);
  auto not_executable = BotSession::launch({script.string()}, fast_options());
  std::filesystem::remove(script);
  REQUIRE_FALSE(not_executable.ok());
  CHECK(not_executable.error().find("Permission denied (is it executable?") != std::string::npos);
}

TEST_CASE("bot session: seconds_text") {
  CHECK(seconds_text(1s) == "1 s");
  CHECK(seconds_text(10s) == "10 s");
  CHECK(seconds_text(500ms) == "0.5 s");
  CHECK(seconds_text(2250ms) == "2.25 s");
  CHECK(seconds_text(1005ms) == "1.005 s");
}
