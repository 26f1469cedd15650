#include "scenes/forfeit_words.hpp"

#include <chrono>

MARIENBAD_STRINGS(
    forfeit_words_strings, S_("forfeit.exited_normally", "the bot exited"),
    S_("forfeit.exited_code", "the bot exited with code {}"),
    S_("forfeit.killed", "the bot was killed by signal {}"),
    S_("forfeit.closed", "the bot closed its output"),
    S_("forfeit.when.handshake", " before the handshake"),
    S_("forfeit.when.thinking", " instead of moving"), S_("forfeit.when.ready", " between moves"),
    S_("forfeit.stderr", " (last line on standard error: {})"),
    S_("forfeit.stderr_start", " (the start of the last line on standard error: {})"),
    S_("forfeit.no_handshake_within",
       "no handshake within {} (expected 'ok NAME' after 'marienbad 1')"),
    S_("forfeit.no_move_within", "no move within {}"),
    S_("forfeit.long_line", "a line longer than {} KiB"),
    S_("forfeit.unasked", "unexpected line {} when no move was asked"),
    S_("forfeit.bad_handshake", "no handshake: expected 'ok NAME', got {}"),
    S_("forfeit.no_name", "no handshake: 'ok' without a name"),
    S_("forfeit.bad_name", "no handshake: the name {} is not printable UTF-8 text"),
    S_("forfeit.unexpected", "unexpected line {} (expected 'to H1,H2,...' or 'info TEXT')"),
    S_("forfeit.malformed", "malformed answer {}: {}"), S_("forfeit.illegal", "illegal move: {}"),
    S_("forfeit.not_legal", "{} -> {} is not a legal move"),
    S_("forfeit.cannot_start", "cannot start {}: {}"), S_("forfeit.stopped", "the bot stopped"),
    // The decimal separator of a duration such as "0.5 s".
    S_("forfeit.decimal_point", "."))

namespace marienbad::app {

namespace {

using Code = bot::Forfeit::Code;
using Phase = bot::Forfeit::Phase;

// "10 s", "0.5 s": the decimal separator of the language ("0,5 s" in French).
std::string seconds_words(const Strings& strings, std::chrono::milliseconds time) {
  const std::string_view point = strings.tr("forfeit.decimal_point");
  std::string words;
  for (const char c : bot::seconds_text(time)) {
    if (c == '.') {
      words += point;
    } else {
      words += c;
    }
  }
  return words;
}

// "the bot exited with code 3 instead of moving (last line on standard error: …)".
std::string ended_words(const Strings& s, const bot::Forfeit& f) {
  std::string words;
  if (!f.exit) {
    words = s.tr("forfeit.closed");
  } else if (f.exit->signaled) {
    words = s.trf("forfeit.killed", bot::signal_words(f.exit->value));
  } else if (f.exit->value == 0) {
    words = s.tr("forfeit.exited_normally");
  } else {
    words = s.trf("forfeit.exited_code", f.exit->value);
  }
  switch (f.phase) {
    case Phase::Handshake:
      words += s.tr("forfeit.when.handshake");
      break;
    case Phase::Thinking:
      words += s.tr("forfeit.when.thinking");
      break;
    case Phase::Ready:
      words += s.tr("forfeit.when.ready");
      break;
    case Phase::Ended:
      break;
  }
  if (!f.stderr_line.empty()) {
    words += s.trf(f.stderr_cut ? "forfeit.stderr_start" : "forfeit.stderr", f.stderr_line);
  }
  return words;
}

std::string reason_words(const Strings& s, const bot::Forfeit& f) {
  switch (f.code) {
    case Code::Ended:
      return ended_words(s, f);
    case Code::LineTooLong:
      return s.trf("forfeit.long_line", f.kib);
    case Code::NoHandshakeWithin:
      return s.trf("forfeit.no_handshake_within", seconds_words(s, f.time));
    case Code::NoMoveWithin:
      return s.trf("forfeit.no_move_within", seconds_words(s, f.time));
    case Code::UnaskedLine:
      return s.trf("forfeit.unasked", f.line);
    case Code::BadHandshake:
      return s.trf("forfeit.bad_handshake", f.line);
    case Code::NoName:
      return std::string(s.tr("forfeit.no_name"));
    case Code::BadName:
      return s.trf("forfeit.bad_name", f.line);
    case Code::UnexpectedLine:
      return s.trf("forfeit.unexpected", f.line);
    case Code::MalformedAnswer:
      return s.trf("forfeit.malformed", f.line, f.detail);
    case Code::IllegalMove:
      return s.trf("forfeit.illegal", s.trf("forfeit.not_legal", f.from, f.to));
    case Code::Stopped:
      return std::string(s.tr("forfeit.stopped"));
    case Code::Failed:
      return f.detail;  // the system's words, or a request refused: as they came
  }
  return f.text();
}

}  // namespace

std::string forfeit_words(const Strings& s, const bot::Forfeit& forfeit) {
  const std::string reason = reason_words(s, forfeit);
  if (forfeit.command.empty()) return reason;
  return s.trf("forfeit.cannot_start", forfeit.command, reason);
}

}  // namespace marienbad::app
