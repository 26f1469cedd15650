#include "marienbad/bot/forfeit.hpp"

#include <signal.h>

#include <cstring>

#include "marienbad/bot/protocol.hpp"

namespace marienbad::bot {

namespace {

// "SIGSEGV": glibc's own abbreviation (sigabbrev_np), for every signal it knows. The browser's
// libc has none, and runs no bot process: the number alone there.
std::string signal_name(int signal) {
#if defined(__GLIBC__)
  if (const char* abbreviation = sigabbrev_np(signal)) return std::string("SIG") + abbreviation;
#endif
  (void)signal;
  return {};
}

std::string ended_text(const Forfeit& f) {
  std::string text = f.exit ? "the bot " + describe(*f.exit) : "the bot closed its output";
  switch (f.phase) {
    case Forfeit::Phase::Handshake:
      text += " before the handshake";
      break;
    case Forfeit::Phase::Thinking:
      text += " instead of moving";
      break;
    case Forfeit::Phase::Ready:
      text += " between moves";
      break;
    case Forfeit::Phase::Ended:
      break;
  }
  if (!f.stderr_line.empty()) {
    text += f.stderr_cut ? " (the start of the last line on stderr: " : " (last line on stderr: ";
    text += f.stderr_line + ")";
  }
  return text;
}

std::string reason_text(const Forfeit& f) {
  using Code = Forfeit::Code;
  switch (f.code) {
    case Code::Ended:
      return ended_text(f);
    case Code::LineTooLong:
      return "a line longer than " + std::to_string(f.kib) + " KiB";
    case Code::NoHandshakeWithin:
      return "no handshake within " + seconds_text(f.time) + " (expected 'ok NAME' after '" +
             handshake_line() + "')";
    case Code::NoMoveWithin:
      return "no move within " + seconds_text(f.time);
    case Code::UnaskedLine:
      return "unexpected line " + f.line + " when no move was asked";
    case Code::BadHandshake:
      return "no handshake: expected 'ok NAME', got " + f.line;
    case Code::NoName:
      return "no handshake: 'ok' without a name";
    case Code::BadName:
      return "no handshake: the name " + f.line + " is not printable UTF-8 text";
    case Code::UnexpectedLine:
      return "unexpected line " + f.line + " (expected 'to H1,H2,...' or 'info TEXT')";
    case Code::MalformedAnswer:
      return "malformed answer " + f.line + ": " + f.detail;
    case Code::IllegalMove:
      return "illegal move: " + f.from + " -> " + f.to + " is not a legal move";
    case Code::Stopped:
      return "the bot stopped";
    case Code::Failed:
      return f.detail;
  }
  return f.detail;
}

}  // namespace

std::string signal_words(int signal) {
  std::string text = std::to_string(signal);
  if (const std::string name = signal_name(signal); !name.empty()) text += " (" + name + ")";
  return text;
}

std::string describe(ExitStatus status) {
  if (status.signaled) return "was killed by signal " + signal_words(status.value);
  return status.value == 0 ? "exited normally" : "exited with code " + std::to_string(status.value);
}

std::string seconds_text(std::chrono::milliseconds duration) {
  const auto ms = duration.count();
  std::string text = std::to_string(ms / 1000);
  if (const auto fraction = ms % 1000; fraction != 0) {
    std::string digits = std::to_string(1000 + fraction).substr(1);  // "050"
    while (digits.back() == '0') digits.pop_back();
    text += "." + digits;
  }
  return text + " s";
}

Forfeit Forfeit::failed(std::string detail) {
  Forfeit forfeit;
  forfeit.code = Code::Failed;
  forfeit.detail = std::move(detail);
  return forfeit;
}

Forfeit Forfeit::not_started(std::string quoted_command) const {
  Forfeit forfeit = *this;
  forfeit.command = std::move(quoted_command);
  return forfeit;
}

std::string Forfeit::text() const {
  const std::string reason = reason_text(*this);
  return command.empty() ? reason : "cannot start " + command + ": " + reason;
}

}  // namespace marienbad::bot
