#pragma once
// A conversation with one bot over protocol version 1 (docs/bot-protocol.md):
// the handshake, the games, the moves, the forfeits, the end.
//
// Driving it. Every wait is a call to poll(wait), which returns as soon as the
// awaited answer is there, the bot forfeits, or `wait` has passed (Pending),
// so the same object serves two callers:
//   - a blocking caller (marienbad-cli, a worker thread of the game): the
//     helpers wait_for_handshake() and choose() poll until the answer;
//   - a frame loop: launch(), then ask(heaps) once and poll() with no wait on
//     each frame until it is not Pending; the bot's standard error and its
//     `info` lines are read during every poll.
// Not thread-safe: one thread at a time. Ending a session (quit(), or the
// destructor) may block up to quit_grace + term_grace for a bot that lingers;
// kill() ends it at once. A forfeit ends the process within the poll() that
// finds it: up to forfeit_grace (0.2 s), or 0.5 s to learn how a bot that
// closed its output exited.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "marienbad/bot/bot_process.hpp"
#include "marienbad/game.hpp"

namespace marienbad::bot {

struct SessionOptions {
  std::chrono::milliseconds handshake_time{5000};   // for "ok NAME" after "marienbad 1"
  std::chrono::milliseconds move_time{10000};       // for "to ..." after "go"
  std::chrono::milliseconds quit_grace{2000};       // after "quit", before SIGTERM
  std::chrono::milliseconds term_grace{500};        // after SIGTERM, before SIGKILL
  std::chrono::milliseconds forfeit_grace{200};     // after a forfeit: SIGTERM, this, SIGKILL
  std::function<void(std::string_view)> on_info;    // the TEXT of each `info TEXT` line
  std::function<void(std::string_view)> on_stderr;  // each line of the bot's standard error
  // How much of the bot's last line on standard error a forfeit quotes (cut at a word): a
  // terminal line by default; the window, which wraps, quotes a whole line such as
  // "python3: can't open file '/a/long/path/bot.py': [Errno 2] No such file or directory".
  std::size_t stderr_excerpt_bytes = 80;
};

class BotSession {
 public:
  enum class Progress { Pending, Done, Forfeit };

  // Starts the program (argv from split_command_words) and sends the
  // handshake; does not wait for the answer. A forfeit: it cannot be started.
  static OrForfeit<BotSession> start(const std::vector<std::string>& argv, SessionOptions options);
  // The same, the reason said in English.
  static Result<BotSession> launch(const std::vector<std::string>& argv, SessionOptions options);

  BotSession(BotSession&&) noexcept = default;
  BotSession& operator=(BotSession&&) = delete;
  ~BotSession();  // quit() when still running

  // Reads what the bot wrote, waiting up to `wait` for the awaited answer:
  // Done once the handshake or the move (move()) has come, Forfeit once the
  // bot has forfeited (forfeit_reason()) or the session has ended, otherwise
  // Pending. Between moves it only reads (info, stderr; another line forfeits).
  Progress poll(std::chrono::milliseconds wait = {});

  // Blocking: the handshake's answer, or the forfeit reason.
  Status wait_for_handshake();
  // Sends `new GAME RULE [SET]`. An error: the game is not in protocol 1, or
  // the session is not ready (handshake pending, a move asked, forfeited).
  Status new_game(const Game& game);
  // Sends `position ...` and `go`: the move clock starts. Precondition: the
  // position is valid for the game of new_game() and not finished.
  Status ask(const Heaps& heaps);
  // Blocking ask(): the move, checked legal by the engine, or the forfeit reason.
  Result<Move> choose(const Heaps& heaps);

  const std::string& name() const { return name_; }  // from "ok NAME"
  const Move& move() const { return move_; }         // the last move, after Done
  bool forfeited() const { return state_ == State::Forfeited; }
  const Forfeit& forfeit() const { return forfeit_; }
  std::string forfeit_reason() const { return forfeit_.text(); }  // one line
  pid_t pid() const { return process_.pid(); }

  // Sends `quit`, waits quit_grace, then SIGTERM, term_grace, SIGKILL; reaps.
  void quit();
  // SIGKILL at once, then reaps.
  void kill();

 private:
  enum class State { Handshake, Ready, Thinking, Forfeited, Ended };
  BotSession(BotProcess process, SessionOptions options);
  Progress forfeit(Forfeit reason);
  Progress handle_line(std::string_view line);
  Progress end_of_output();
  std::string not_ready() const;  // why a request cannot be made now

  BotProcess process_;
  SessionOptions options_;
  State state_ = State::Handshake;
  Clock::time_point deadline_{};
  std::string name_;
  std::optional<Game> game_;
  Heaps heaps_;
  Move move_{};
  Forfeit forfeit_;
};

}  // namespace marienbad::bot
