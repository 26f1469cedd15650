// BotSession against the test bot (tests/bots/test_bot.py) in each of its modes, on Nim from
// 1,3,5,7: the protocol in order, every forfeit within the move time + 3 s with a one-line
// reason, and no process left behind, also for bots that ignore SIGTERM or start children of
// their own.
#include <catch2/catch.hpp>

#include "bot_session_support.hpp"
#include "bot_test_support.hpp"
#include "marienbad/bot/bot_session.hpp"
#include "nim_bot_support.hpp"

using namespace marienbad;
using namespace marienbad::bot;
using namespace std::chrono_literals;
using marienbad::test::BotRecords;
using marienbad::test::fast_options;
using marienbad::test::is_gone;
using marienbad::test::kNim;
using marienbad::test::launch_bot;
using marienbad::test::nim_session;
using marienbad::test::stops_running;
using marienbad::test::test_bot_command;

namespace {

struct ForfeitSeen {
  std::string reason;
  Clock::duration took;  // from the request the bot failed to its process being reaped
  pid_t pid;
};

// Plays the test bot in `mode` on Nim from 1,3,5,7 (its own moves only) until it forfeits.
ForfeitSeen forfeit_of(std::string_view mode, SessionOptions options = fast_options()) {
  BotSession session = launch_bot(test_bot_command(mode), std::move(options));
  const pid_t pid = session.pid();
  auto asked = Clock::now();
  if (auto ready = session.wait_for_handshake(); !ready) {
    return {ready.error(), Clock::now() - asked, pid};
  }
  REQUIRE(session.new_game(kNim).ok());
  Heaps heaps{1, 3, 5, 7};
  for (int turn = 0; turn < 4; ++turn) {
    asked = Clock::now();
    auto move = session.choose(heaps);
    if (!move) return {move.error(), Clock::now() - asked, pid};
    heaps = kNim.apply(heaps, *move);
  }
  FAIL("the bot in mode " << mode << " did not forfeit");
  return {};
}

void check_forfeit(std::string_view mode, std::string_view expected,
                   SessionOptions options = fast_options()) {
  const BotRecords records;
  const ForfeitSeen forfeit = forfeit_of(mode, std::move(options));
  INFO(mode << ": " << forfeit.reason);
  CHECK(forfeit.reason.find(expected) != std::string::npos);
  CHECK(forfeit.reason.find('\n') == std::string::npos);
  // Within the move time (1 s) + 3 s, process ended and reaped by the forfeit itself.
  CHECK(forfeit.took < 1s + 3s);
  CHECK(is_gone(forfeit.pid));
  // The bot records its pid once Python has started, which a 1 s handshake may not wait for.
  for (pid_t recorded : records.pids()) CHECK(recorded == forfeit.pid);
}

}  // namespace

TEST_CASE(
    "bot session: a well-behaved bot plays two games of Nim in protocol order, reaped after quit") {
  const BotRecords records;
  std::vector<std::string> infos;
  SessionOptions options = fast_options();
  options.on_info = [&](std::string_view text) { infos.emplace_back(text); };
  BotSession session = launch_bot(test_bot_command("info"), options);
  REQUIRE(session.wait_for_handshake().ok());
  CHECK(session.name() == "Test bot (info)");
  // A first game, then another in the same session.
  REQUIRE(session.new_game(Game::make(GameKind::Nim, Rule::Misere).value()).ok());
  CHECK(session.choose({1, 3, 5, 7}).value() == Move{0, 1, false});
  REQUIRE(session.new_game(kNim).ok());
  CHECK(session.choose({0, 3, 5, 7}).value() == Move{1, 1, false});
  CHECK(session.choose({0, 2, 5, 0}).value() == Move{1, 1, false});
  CHECK(infos == std::vector<std::string>(3, "thinking hard"));
  const pid_t pid = session.pid();
  const auto quit_at = Clock::now();
  session.quit();
  CHECK(Clock::now() - quit_at < 1s);  // it leaves at once on quit
  CHECK(is_gone(pid));
  CHECK(records.received() == std::vector<std::string>{"marienbad 1", "new nim misere",
                                                       "position 1,3,5,7", "go", "new nim normal",
                                                       "position 0,3,5,7", "go", "position 0,2,5,0",
                                                       "go", "quit"});
  CHECK_FALSE(session.choose({1}).ok());  // over: an error, never a hang
}

TEST_CASE("bot session forfeit: an illegal move") {
  check_forfeit("illegal", "illegal move: 1,3,5,7 -> 2,3,5,7 is not a legal move");
}

TEST_CASE("bot session forfeit: a malformed answer") {
  check_forfeit("malformed", "malformed answer 'to 1,,2'");
}

TEST_CASE("bot session forfeit: garbage instead of a move") {
  check_forfeit("garbage", "unexpected line 'hello there'");
}

TEST_CASE("bot session forfeit: silent, never answers go") {
  check_forfeit("silent", "no move within 1 s");
}

TEST_CASE("bot session forfeit: crashes") {
  check_forfeit("crash", "the bot was killed by signal 11 (SIGSEGV) instead of moving");
}

TEST_CASE("bot session forfeit: never answers the handshake") {
  SessionOptions options = fast_options();
  options.handshake_time = 1s;
  check_forfeit("no-handshake", "no handshake within 1 s (expected 'ok NAME' after 'marienbad 1')",
                options);
}

TEST_CASE("bot session forfeit: a line over 64 KiB") {
  check_forfeit("long-line", "a line longer than 64 KiB");
}

TEST_CASE("bot session forfeit: exits in the middle of the game") {
  check_forfeit("exit-mid-game",
                "the bot exited with code 3 instead of moving (last line on stderr: 'test bot: "
                "leaving in the middle of the game')");
}

TEST_CASE("bot session: a bot that answers and exits: its move counts, the next ask forfeits") {
  // What marienbad-cli's move and ladder rely on: the answer is read before the end.
  const BotRecords records;
  BotSession session = nim_session(test_bot_command("move-then-exit"));
  const auto move = session.choose({1, 3, 5, 7});
  INFO(session.forfeit_reason());
  REQUIRE(move.ok());
  CHECK(*move == Move{0, 1, false});
  const auto next = session.choose({0, 3, 5, 6});
  REQUIRE_FALSE(next.ok());
  // "between moves", or "instead of moving" when its exit is seen only after `go` was sent.
  CHECK(next.error().starts_with("the bot exited normally "));
}

TEST_CASE("bot session forfeit: a line nobody asked for") {
  // Read before the next `go` ("when no move was asked") or after it: a forfeit either way.
  check_forfeit("chatty", "unexpected line 'by the way'");
}

TEST_CASE("bot session: a bot that ignores quit and SIGTERM is killed 2 s + 0.5 s after quit") {
  const BotRecords records;
  BotSession session = nim_session(test_bot_command("ignore-term"));
  CHECK(session.choose({1, 3, 5, 7}).ok());
  const pid_t pid = session.pid();
  const auto quit_at = Clock::now();
  session.quit();
  const auto took = Clock::now() - quit_at;
  CHECK(took >= 2s + 500ms);  // it had its grace: quit_grace, then term_grace
  CHECK(took < 2s + 500ms + 1s);
  CHECK(is_gone(pid));
}

TEST_CASE("bot session: a bot flooding its standard error never blocks") {
  const BotRecords records;
  std::size_t stderr_lines = 0;
  SessionOptions options = fast_options();
  options.move_time = 5s;  // writing 8 MB from Python takes its time on a busy machine
  options.on_stderr = [&](std::string_view) { ++stderr_lines; };
  BotSession session = nim_session(test_bot_command("flood-stderr"), options);
  Heaps heaps{1, 3, 5, 7};
  for (int turn = 0; turn < 3; ++turn) {
    auto move = session.choose(heaps);
    INFO(session.forfeit_reason());
    REQUIRE(move.ok());
    heaps = kNim.apply(heaps, *move);
  }
  CHECK(stderr_lines >= 3 * 8 * 1024);  // every line read and handed on
  const pid_t pid = session.pid();
  session.quit();
  CHECK(is_gone(pid));
}

TEST_CASE("bot session: the processes a bot starts end with it") {
  const BotRecords records;
  {
    BotSession session = nim_session(test_bot_command("forks"));
    CHECK(session.choose({1, 3, 5, 7}).ok());
  }  // the destructor quits
  const auto pids = records.pids();
  REQUIRE(pids.size() == 2);  // the bot and its child "sleep 1000"
  CHECK(is_gone(pids[0]));
  CHECK(stops_running(pids[1]));
}

TEST_CASE("bot session: writing to a bot that closed its input does not raise SIGPIPE here") {
  // The bot closes its standard input at once: "new ..." then meets a closed pipe (EPIPE).
  BotSession session = nim_session("sh -c 'exec 0<&-; echo ok Deaf; sleep 5'");
  auto move = session.choose({1, 3, 5, 7});
  REQUIRE_FALSE(move.ok());
  CHECK(move.error() == "no move within 1 s");  // and this process is still alive to say so
}
