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
using marienbad::test::kNim;
using marienbad::test::test_bot_command;

namespace {

// The forfeit a reading gave (a copy: the reading is often a temporary).
template <class T>
Forfeit forfeit_in(const OrForfeit<T>& read) {
  REQUIRE(std::holds_alternative<Forfeit>(read));
  return std::get<Forfeit>(read);
}

}  // namespace

TEST_CASE("bot forfeit: the protocol's readings give a code and the bot's words") {
  const Forfeit bad = forfeit_in(read_handshake("hello"));
  CHECK(bad.code == Forfeit::Code::BadHandshake);
  CHECK(bad.line == "'hello'");
  CHECK(forfeit_in(read_handshake("ok")).code == Forfeit::Code::NoName);
  CHECK(forfeit_in(read_handshake("ok \x1b[31mred")).code == Forfeit::Code::BadName);
  CHECK(std::get<std::string>(read_handshake("ok Nim bot")) == "Nim bot");

  const Heaps start{1, 3, 5, 7};
  const Forfeit unexpected = forfeit_in(read_answer(kNim, start, "1,3,5,6"));
  CHECK(unexpected.code == Forfeit::Code::UnexpectedLine);
  CHECK(unexpected.line == "'1,3,5,6'");
  const Forfeit malformed = forfeit_in(read_answer(kNim, start, "to 1,3,5"));
  CHECK(malformed.code == Forfeit::Code::MalformedAnswer);
  CHECK(malformed.line == "'to 1,3,5'");
  CHECK(malformed.detail == "3 heaps where the position has 4");
  const Forfeit illegal = forfeit_in(read_answer(kNim, start, "to 2,3,5,7"));
  CHECK(illegal.code == Forfeit::Code::IllegalMove);
  CHECK(illegal.from == "1,3,5,7");
  CHECK(illegal.to == "2,3,5,7");
  // The text is the line parse_answer has always given.
  CHECK(illegal.text() == parse_answer(kNim, start, "to 2,3,5,7").error());
  CHECK(illegal.text() == "illegal move: 1,3,5,7 -> 2,3,5,7 is not a legal move");
}

TEST_CASE("bot forfeit: a bot that cannot start, quoted, with the system's reason") {
  auto missing = BotSession::start({"/nonexistent/marienbad-bot"}, {});
  const Forfeit forfeit = forfeit_in(missing);
  CHECK(forfeit.code == Forfeit::Code::Failed);
  CHECK(forfeit.command == "'/nonexistent/marienbad-bot'");
  CHECK(forfeit.detail == "No such file or directory");
  CHECK(forfeit.text() == "cannot start '/nonexistent/marienbad-bot': No such file or directory");
}

TEST_CASE("bot forfeit: a session's forfeit keeps how the bot ended and when") {
  SessionOptions options;
  options.handshake_time = 5s;
  options.move_time = 1s;
  auto started = BotSession::start(split_command_words(test_bot_command("crash")).value(), options);
  REQUIRE(std::holds_alternative<BotSession>(started));
  BotSession& session = std::get<BotSession>(started);
  REQUIRE(session.wait_for_handshake().ok());
  REQUIRE(session.new_game(kNim).ok());
  CHECK_FALSE(session.choose({1, 3, 5, 7}).ok());
  REQUIRE(session.forfeited());
  const Forfeit& crash = session.forfeit();
  CHECK(crash.code == Forfeit::Code::Ended);
  CHECK(crash.phase == Forfeit::Phase::Thinking);
  REQUIRE(crash.exit);
  CHECK(crash.exit->signaled);
  CHECK(crash.exit->value == 11);
  CHECK(session.forfeit_reason() == crash.text());
}

TEST_CASE("bot forfeit: the times and the seconds' words") {
  CHECK(seconds_text(1500ms) == "1.5 s");
  Forfeit late{.code = Forfeit::Code::NoHandshakeWithin};
  late.time = 5s;
  CHECK(late.text() == "no handshake within 5 s (expected 'ok NAME' after 'marienbad 1')");
  CHECK(signal_words(11) == "11 (SIGSEGV)");
  CHECK(signal_words(200) == "200");
}
