#pragma once
// Why a bot lost, or could not start, as data: a code and its parameters, the bot's own words
// among them as they came (quoted and cut as a message quotes them). text() is the one English
// line the command line prints and docs/bot-protocol.md describes; the game says the same in
// the player's language from the code (game/src/scenes/forfeit_words.*).
#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <variant>

#include "marienbad/result.hpp"

namespace marienbad::bot {

// How a bot's process ended: its exit code, or the signal that killed it.
struct ExitStatus {
  bool signaled = false;
  int value = 0;
};
// "exited with code 3", "exited normally" (code 0), "was killed by signal 11 (SIGSEGV)".
std::string describe(ExitStatus status);
// "11 (SIGSEGV)", "200" (a signal the C library does not name).
std::string signal_words(int signal);

struct Forfeit {
  enum class Code {
    Ended,              // its output ended: `exit` (when seen), `phase`, `stderr_line`
    LineTooLong,        // a line longer than `kib` KiB
    NoHandshakeWithin,  // no `ok NAME` within `time`
    NoMoveWithin,       // no `to ...` within `time`
    UnaskedLine,        // `line` when no move was asked
    BadHandshake,       // `line` instead of `ok NAME`
    NoName,             // `ok` without a name
    BadName,            // `line`: the name, not printable UTF-8 text
    UnexpectedLine,     // `line` instead of `to ...` or `info ...`
    MalformedAnswer,    // `line`, and what is wrong with its position: `detail` (English)
    IllegalMove,        // `from` -> `to` is not a move of the game
    Stopped,            // the bot's player ended without another reason
    Failed,             // `detail` as it is (English): the system's reason, a refused request
  };
  // What the bot was awaited for when its output ended.
  enum class Phase { Handshake, Thinking, Ready, Ended };

  Code code = Code::Failed;
  std::string line{};    // the bot's line, quoted
  std::string detail{};  // MalformedAnswer, Failed
  std::string from{};    // IllegalMove: the positions, as the protocol writes them
  std::string to{};
  std::chrono::milliseconds time{};  // NoHandshakeWithin, NoMoveWithin
  std::size_t kib = 0;               // LineTooLong
  std::optional<ExitStatus> exit{};  // Ended: how, when it was seen (else: it closed its output)
  Phase phase = Phase::Ended;
  std::string stderr_line{};  // Ended: its last line on standard error, quoted (empty: none)
  bool stderr_cut = false;    // that line is only its start
  // The bot never started (no process, or no handshake before any game): its command,
  // quoted; the text then reads "cannot start COMMAND: …".
  std::string command{};

  static Forfeit failed(std::string detail);
  // The same reason, for a bot that never started with `command` (quoted).
  Forfeit not_started(std::string quoted_command) const;
  // The one English line.
  std::string text() const;
};

// A value, or the forfeit in its place.
template <class T>
using OrForfeit = std::variant<T, Forfeit>;

// The forfeit said in English, for the callers that print it.
template <class T>
Result<T> as_result(OrForfeit<T> value) {
  if (const Forfeit* forfeit = std::get_if<Forfeit>(&value)) return Error{forfeit->text()};
  return std::get<T>(std::move(value));
}

// "1 s", "0.5 s", "2.25 s": a duration for messages.
std::string seconds_text(std::chrono::milliseconds duration);

}  // namespace marienbad::bot
