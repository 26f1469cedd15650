// A forfeit is data (marienbad/bot/forfeit.hpp): Nim's answers read into their codes and
// the bot's words, and a session's forfeit on Nim keeping how the bot ended.
#include <catch2/catch.hpp>

#include <variant>

#include "bot_session_support.hpp"
#include "bot_test_support.hpp"
#include "marienbad/bot/bot_session.hpp"
#include "marienbad/bot/command_words.hpp"
#include "marienbad/bot/protocol.hpp"
#include "nim_bot_support.hpp"

using namespace marienbad;
using namespace marienbad::bot;
using namespace std::chrono_literals;
using marienbad::test::forfeit_in;
using marienbad::test::kNim;
using marienbad::test::test_bot_command;

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
