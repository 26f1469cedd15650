// A forfeit is data: a code with its parameters (marienbad/bot/forfeit.hpp), which the game
// translates; its text() is the English line of the protocol's contract.
#include <catch2/catch.hpp>

#include <variant>

#include "bot_session_support.hpp"
#include "bot_test_support.hpp"
#include "marienbad/bot/bot_session.hpp"
#include "marienbad/bot/command_words.hpp"
#include "marienbad/bot/protocol.hpp"

using namespace marienbad;
using namespace marienbad::bot;
using namespace std::chrono_literals;
using marienbad::test::forfeit_in;

TEST_CASE("bot forfeit: a bot that cannot start, quoted, with the system's reason") {
  auto missing = BotSession::start({"/nonexistent/marienbad-bot"}, {});
  const Forfeit forfeit = forfeit_in(missing);
  CHECK(forfeit.code == Forfeit::Code::Failed);
  CHECK(forfeit.command == "'/nonexistent/marienbad-bot'");
  CHECK(forfeit.detail == "No such file or directory");
  CHECK(forfeit.text() == "cannot start '/nonexistent/marienbad-bot': No such file or directory");
}

TEST_CASE("bot forfeit: the times and the seconds' words") {
  CHECK(seconds_text(1500ms) == "1.5 s");
  Forfeit late{.code = Forfeit::Code::NoHandshakeWithin};
  late.time = 5s;
  CHECK(late.text() == "no handshake within 5 s (expected 'ok NAME' after 'marienbad 1')");
  CHECK(signal_words(11) == "11 (SIGSEGV)");
  CHECK(signal_words(200) == "200");
}
