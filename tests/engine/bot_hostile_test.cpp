// Hostile bots (issue #34) against BotSession, whatever game it plays: a long name is cut at
// the protocol's limit. Their games' cases are in the games' homes
// (tests/games/ID/engine/ID_bot_hostile_test.cpp).
#include <catch2/catch.hpp>

#include "bot_session_support.hpp"
#include "bot_test_support.hpp"
#include "marienbad/bot/bot_session.hpp"
#include "marienbad/bot/command_words.hpp"
#include "marienbad/bot/protocol.hpp"

using namespace marienbad;
using namespace marienbad::bot;
using namespace std::chrono_literals;
using marienbad::test::BotRecords;
using marienbad::test::cut_run;
using marienbad::test::launch_test_bot;

TEST_CASE("hostile bot: a 60,000-byte name is cut to 64 bytes") {
  const BotRecords records;
  BotSession session = launch_test_bot("long-name", SessionOptions{});
  REQUIRE(session.wait_for_handshake().ok());
  CHECK(session.name().size() <= kMaxNameBytes);
  CHECK(session.name() == cut_run(kMaxNameBytes - 3, 'n'));
}
