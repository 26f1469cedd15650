#pragma once
// A bot program (docs/bot-protocol.md) as one side of the match, without blocking the
// caller: a worker thread owns the engine's BotSession (start, handshake, `new`, each
// `position`/`go` and its wait, `quit`), and the match only asks for a move and polls.
// Requests and answers cross over under a mutex. Destroying the player ends the bot
// (quit, then SIGTERM/SIGKILL within about 0.7 s) and reaps it: no process is left.
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "marienbad/bot/forfeit.hpp"
#include "marienbad/game.hpp"
#include "marienbad/result.hpp"

namespace marienbad::app {

// A side of the match whose moves come from elsewhere, asked for and then polled.
class RemotePlayer {
 public:
  virtual ~RemotePlayer() = default;
  // Asks for a move from `heaps` (not finished); `request` numbers the question, so a late
  // answer to an older one (the person undid meanwhile) is never taken for this one.
  // Requests are numbered from 1.
  virtual void ask(std::uint64_t request, const Game& game, const Heaps& heaps) = 0;
  // The move answering `request`, once it has come (each answer given once).
  virtual std::optional<Move> take_answer(std::uint64_t request) = 0;
  // Why the player lost by forfeit, once it has; it never plays again then.
  virtual std::optional<bot::Forfeit> forfeit() const = 0;
  // The name from the handshake ("" until then), the last `info` text ("" if none).
  virtual std::string name() const = 0;
  // Whether it started (its handshake came); a failure before that is "could not start".
  virtual bool greeted() const = 0;
  virtual std::string info() const = 0;
};

// A bot in the window: its times (tests shorten them), and where its standard error and its
// `info` lines go besides the status line (called on the worker thread; default: dropped).
// Both are the bot's raw bytes: a sink escapes them before they reach a terminal or a file.
struct BotOptions {
  int handshake_ms = 5000;
  int move_ms = 10000;
  std::function<void(std::string_view)> on_stderr;
  std::function<void(std::string_view)> on_info;
  // Called on the worker thread once the player has news for the match: the handshake's
  // name, an answer, a forfeit. The window wakes its event loop with it (app/wake.hpp), so
  // that a bot that dies while the loop sleeps is reported at once.
  std::function<void()> on_news;
};

// Starts `command` (split like a shell would, see split_command_words) on a worker thread.
// A command that cannot be started is a forfeit with that reason (the match shows it).
std::unique_ptr<RemotePlayer> start_bot_player(std::string_view command, BotOptions options = {});

// Blocking: starts `command`, waits for its handshake, ends it. The bot's name, or why not
// (bad words, cannot start, no or bad handshake). For --bot at start-up and
// the "Test" of a bot in the settings (off the frame loop there). Once `*cancel` is true
// (looked at every 40 ms) the bot is killed at once and the answer is an error: quitting
// the window never waits for a silent bot.
bot::OrForfeit<std::string> bot_handshake(std::string_view command, BotOptions options = {},
                                          const std::atomic<bool>* cancel = nullptr);

}  // namespace marienbad::app
