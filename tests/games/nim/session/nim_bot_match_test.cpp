// A match against a bot program (session/bot_player.*): the session asks and polls, never
// waits; the bot's moves, its `info`, a forfeit ending the match, undo while it thinks, and
// no process left once the session is gone. Uses tests/bots/test_bot.py (python3).
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <mutex>

#include "bot_test_support.hpp"
#include "session/match_session.hpp"

using namespace marienbad;
using namespace marienbad::app;
using marienbad::test::BotRecords;

namespace {

MatchSetup bot_setup(std::string_view mode, Heaps start, FirstMover first) {
  MatchSetup setup = default_setup(GameKind::Nim);
  setup.rule = Rule::Normal;
  setup.start = std::move(start);
  setup.first = first;
  setup.bot = BotEntry{"test bot", marienbad::test::test_bot_command(mode)};
  return setup;
}

std::unique_ptr<MatchSession> make_bot_session(const MatchSetup& setup, BotOptions times = {}) {
  auto match = make_match(setup, 7);
  REQUIRE(match.ok());
  return std::make_unique<MatchSession>(std::move(match).value(), setup, 11, false, times);
}

// Calls think() (a frame's worth of game time each) until `done` or 10 s of real time.
template <class Done>
bool think_until(MatchSession& session, Done done) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (!done()) {
    if (std::chrono::steady_clock::now() > until) return false;
    const auto start = std::chrono::steady_clock::now();
    (void)session.think(0.1);
    // think() never waits for the bot: one call is quick whatever the bot does.
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::milliseconds(50));
    ::usleep(10'000);
  }
  return true;
}

}  // namespace

TEST_CASE("a bot plays its moves through the session, and is gone afterwards", "[session][bot]") {
  BotRecords records;
  {
    auto session = make_bot_session(bot_setup("good", {2, 3}, FirstMover::Computer));
    CHECK(session->is_bot(1));
    CHECK_FALSE(session->is_bot(0));
    REQUIRE(session->computer_to_move());
    while (!session->over()) {
      if (session->person_to_move()) {
        // The person takes one match from the last row that has some.
        const Heaps& heaps = session->match().position();
        std::size_t row = heaps.size();
        while (row > 0 && heaps[row - 1] == 0) --row;
        REQUIRE(session->play(Move{row - 1, 1}).ok());
        continue;
      }
      const std::size_t before = session->match().cursor();
      REQUIRE(think_until(*session, [&] { return session->match().cursor() > before; }));
    }
    CHECK(session->bot_name(1) == "Test bot (good)");
    const auto end = session->take_end();
    REQUIRE(end);
    CHECK_FALSE(end->forfeit);
    Statistics stats;  // a bot is not a level: no statistics
    CHECK_FALSE(session->update_statistics(stats));
    CHECK(stats.entries.empty());
    CHECK_FALSE(session->unfinished_text());
    REQUIRE_FALSE(records.pids().empty());
  }
  for (pid_t pid : records.pids()) CHECK(marienbad::test::is_gone(pid));
  const auto received = records.received();
  REQUIRE_FALSE(received.empty());
  CHECK(received.front() == "marienbad 1");
  CHECK(received[1] == "new nim normal");
  CHECK(received.back() == "quit");
}

TEST_CASE("a bot's info shows, and its name comes from the handshake", "[session][bot]") {
  BotRecords records;
  std::mutex mutex;
  std::vector<std::string> logged;
  BotOptions options;
  options.on_stderr = [&](std::string_view line) {  // called on the bot's worker thread
    const std::lock_guard lock(mutex);
    logged.emplace_back("stderr " + std::string(line));
  };
  options.on_info = [&](std::string_view text) {  // the info lines, apart from stderr
    const std::lock_guard lock(mutex);
    logged.emplace_back("info " + std::string(text));
  };
  auto session = make_bot_session(bot_setup("info", {1, 3, 5, 7}, FirstMover::Computer), options);
  CHECK(session->bot_name(1) == "test bot");  // before the handshake: the chosen name
  REQUIRE(think_until(*session, [&] { return session->match().cursor() == 1; }));
  CHECK(session->bot_name(1) == "Test bot (info)");
  CHECK(session->bot_info() == "'thinking hard'");
  session.reset();
  REQUIRE_FALSE(logged.empty());  // the log has the info lines too
  CHECK(logged.front() == "info thinking hard");
}

TEST_CASE("a bot's forfeit ends the match: the person wins, with the reason", "[session][bot]") {
  BotRecords records;
  auto session = make_bot_session(bot_setup("illegal", {1, 3, 5, 7}, FirstMover::Computer));
  REQUIRE(think_until(*session, [&] { return session->over(); }));
  CHECK(session->forfeited_side() == 1);
  CHECK(session->winner() == 0);
  CHECK(session->match().cursor() == 0);
  CHECK_FALSE(session->can_undo());
  const auto end = session->take_end();
  REQUIRE(end);
  REQUIRE(end->forfeit);
  CHECK(end->forfeit->code == bot::Forfeit::Code::IllegalMove);
  CHECK(end->forfeit->text().find("illegal") != std::string::npos);
  CHECK(end->person_won == true);
  CHECK_FALSE(session->take_end());  // reported once
  for (pid_t pid : records.pids()) CHECK(marienbad::test::stops_running(pid));
}

TEST_CASE("a bot that cannot start forfeits with one line", "[session][bot]") {
  MatchSetup setup = bot_setup("good", {1, 3, 5, 7}, FirstMover::Computer);
  setup.bot->command = "/nonexistent/marienbad-bot";
  auto session = make_bot_session(setup);
  REQUIRE(think_until(*session, [&] { return session->over(); }));
  CHECK(session->forfeit_reason().find("cannot start") != std::string::npos);
  CHECK(session->forfeit_reason().find('\n') == std::string::npos);
}

TEST_CASE("a silent bot forfeits when its move time is up, the window never waits",
          "[session][bot]") {
  BotRecords records;
  BotOptions quick;
  quick.move_ms = 500;
  auto session = make_bot_session(bot_setup("silent", {1, 3, 5, 7}, FirstMover::Computer), quick);
  REQUIRE(think_until(*session, [&] { return session->over(); }));
  CHECK(session->forfeit_reason().find("no move within") != std::string::npos);
  for (pid_t pid : records.pids()) CHECK(marienbad::test::stops_running(pid));
}

TEST_CASE("undo while the bot thinks: it is asked again about the position shown",
          "[session][bot]") {
  BotRecords records;
  auto session = make_bot_session(bot_setup("good", {4, 4}, FirstMover::Human));
  REQUIRE(session->play(Move{0, 4}).ok());
  (void)session->think(0.01);  // the bot is asked about 0,4
  REQUIRE(session->undo());
  CHECK(session->match().position() == Heaps{4, 4});
  REQUIRE(session->play(Move{1, 1}).ok());
  REQUIRE(think_until(*session, [&] { return session->match().cursor() == 2; }));
  // The test bot takes one from the first row that has some: from 4,3, not from 0,4.
  CHECK(session->match().position() == Heaps{3, 3});
}

TEST_CASE("ending the match ends a bot that is thinking, at once", "[session][bot]") {
  BotRecords records;
  auto session = make_bot_session(bot_setup("ignore-term", {1, 3, 5, 7}, FirstMover::Computer));
  REQUIRE(think_until(*session, [&] { return !records.pids().empty(); }));
  const auto start = std::chrono::steady_clock::now();
  session.reset();
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::milliseconds(1500));
  for (pid_t pid : records.pids()) CHECK(marienbad::test::is_gone(pid));
}

TEST_CASE("a bot that answers and then exits: its move is played, the forfeit comes on its turn",
          "[session][bot]") {
  BotRecords records;
  auto session = make_bot_session(bot_setup("move-then-exit", {1, 3, 5, 7}, FirstMover::Computer));
  // No game time passes until the bot has answered and exited, and its worker has seen the
  // end of its output: the answer and the exit are both in before the move is played.
  const auto gone = [&] {
    const auto pids = records.pids();
    return !pids.empty() && marienbad::test::is_gone(pids.front());
  };
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (!gone() && std::chrono::steady_clock::now() < until) {
    (void)session->think(0);
    ::usleep(10'000);
  }
  REQUIRE(gone());
  ::usleep(300'000);  // the worker polls every 40 ms
  (void)session->think(0);
  CHECK_FALSE(session->over());  // the exit is not yet the bot's turn
  REQUIRE(think_until(*session, [&] { return session->match().cursor() == 1 || session->over(); }));
  CHECK(session->match().cursor() == 1);  // its move was played
  CHECK(session->match().position() == Heaps{0, 3, 5, 7});
  REQUIRE_FALSE(session->over());
  REQUIRE(session->person_to_move());
  CHECK(session->can_undo() == false);  // only the bot has moved
  REQUIRE(session->play(Move{3, 1}).ok());
  // Its turn again: now it forfeits, having exited between moves.
  REQUIRE(think_until(*session, [&] { return session->over(); }));
  CHECK(session->forfeited_side() == 1);
  CHECK(session->match().cursor() == 2);
  CHECK(session->forfeit_reason().find("between moves") != std::string::npos);
  const auto end = session->take_end();
  REQUIRE(end);
  CHECK(end->forfeit);
  CHECK(end->person_won == true);
}
