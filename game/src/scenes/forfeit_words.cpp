#include "scenes/forfeit_words.hpp"

#include <array>
#include <optional>
#include <regex>

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

// "10 s", "0.5 s": the decimal separator of the language ("0,5 s" in French).
std::string seconds_words(const Strings& strings, const std::string& text) {
  const std::string_view point = strings.tr("forfeit.decimal_point");
  std::string words;
  for (const char c : text) {
    if (c == '.') {
      words += point;
    } else {
      words += c;
    }
  }
  return words;
}

// "the bot exited with code 3 instead of moving (last line on stderr: …)".
std::optional<std::string> ended_words(const Strings& s, const std::string& reason) {
  static const std::regex shape(
      "the bot (exited normally|exited with code (-?[0-9]+)|was killed by signal (.+?)|closed "
      "its output)( before the handshake| instead of moving| between moves)?"
      "( \\((the start of the last line|last line) on stderr: (.*)\\))?");
  std::smatch m;
  if (!std::regex_match(reason, m, shape)) return std::nullopt;
  std::string words;
  const std::string how = m[1].str();
  if (how == "exited normally") {
    words = s.tr("forfeit.exited_normally");
  } else if (m[2].matched) {
    words = s.trf("forfeit.exited_code", m[2].str());
  } else if (m[3].matched) {
    words = s.trf("forfeit.killed", m[3].str());
  } else {
    words = s.tr("forfeit.closed");
  }
  const std::string when = m[4].str();
  if (when == " before the handshake") words += s.tr("forfeit.when.handshake");
  if (when == " instead of moving") words += s.tr("forfeit.when.thinking");
  if (when == " between moves") words += s.tr("forfeit.when.ready");
  if (m[5].matched) {
    words +=
        s.trf(m[6].str() == "last line" ? "forfeit.stderr" : "forfeit.stderr_start", m[7].str());
  }
  return words;
}

}  // namespace

std::string forfeit_words(const Strings& s, std::string_view reason_view) {
  const std::string reason(reason_view);
  if (auto ended = ended_words(s, reason)) return *ended;
  // One sentence, one key; the captures are the bot's words (or numbers), kept as they are.
  struct Shape {
    const char* pattern;
    const char* key;
  };
  static const std::array<Shape, 11> shapes{{
      {"no handshake within (.+) \\(expected 'ok NAME' after 'marienbad 1'\\)",
       "forfeit.no_handshake_within"},
      {"no move within (.+)", "forfeit.no_move_within"},
      {"a line longer than ([0-9]+) KiB", "forfeit.long_line"},
      {"unexpected line (.+) when no move was asked", "forfeit.unasked"},
      {"no handshake: expected 'ok NAME', got (.+)", "forfeit.bad_handshake"},
      {"no handshake: 'ok' without a name", "forfeit.no_name"},
      {"no handshake: the name (.+) is not printable UTF-8 text", "forfeit.bad_name"},
      {"unexpected line (.+) \\(expected 'to H1,H2,\\.\\.\\.' or 'info TEXT'\\)",
       "forfeit.unexpected"},
      {"illegal move: (.+)", "forfeit.illegal"},
      {"the bot stopped", "forfeit.stopped"},
      {"malformed answer ((?:\"[^\"]*\"|'[^']*'|[^:])+): (.+)", "forfeit.malformed"},
  }};
  for (const Shape& shape : shapes) {
    const std::regex re(shape.pattern);
    std::smatch m;
    if (!std::regex_match(reason, m, re)) continue;
    const std::string key = shape.key;
    if (key == "forfeit.no_handshake_within" || key == "forfeit.no_move_within") {
      return s.trf(key, seconds_words(s, m[1].str()));
    }
    if (key == "forfeit.illegal") {
      // The engine's "FROM -> TO is not a legal move", the positions as the bot gave them.
      static const std::regex not_legal("(\\S+) -> (\\S+) is not a legal move");
      std::smatch detail;
      const std::string rest = m[1].str();
      if (std::regex_match(rest, detail, not_legal)) {
        return s.trf(key, s.trf("forfeit.not_legal", detail[1].str(), detail[2].str()));
      }
    }
    if (m.size() == 3) return s.trf(key, m[1].str(), m[2].str());
    if (m.size() == 2) return s.trf(key, m[1].str());
    return std::string(s.tr(key));
  }
  // "cannot start 'python3': …", and a bot that did not start: the reason after it.
  // The command is quoted as it is (inner quotes kept): it ends at the first "': ".
  static const std::regex start("cannot start ('.*?'|\\S+): (.+)");
  std::smatch m;
  if (std::regex_match(reason, m, start)) {
    return s.trf("forfeit.cannot_start", m[1].str(), forfeit_words(s, m[2].str()));
  }
  return reason;
}

}  // namespace marienbad::app
