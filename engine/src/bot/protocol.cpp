#include "marienbad/bot/protocol.hpp"

#include "marienbad/quote.hpp"
#include "marienbad/remoteness.hpp"

namespace marienbad::bot {

namespace {

constexpr std::size_t kExcerptBytes = 60;

// "KEYWORD" alone or "KEYWORD rest": the rest, or nothing when the line is another word.
std::optional<std::string_view> after_keyword(std::string_view line, std::string_view keyword) {
  if (line.substr(0, keyword.size()) != keyword) return std::nullopt;
  if (line.size() == keyword.size()) return std::string_view{};
  if (line[keyword.size()] != ' ') return std::nullopt;
  return line.substr(keyword.size() + 1);
}

}  // namespace

std::string handshake_line() {
  return "marienbad " + std::to_string(kProtocolVersion);
}

Result<std::string> new_game_line(const Game& game) {
  // Protocol version 1 has the three games, not their sums.
  if (game.is_sum()) return Error{"sums of games are not offered to bots (protocol version 1)"};
  std::string line = "new ";
  line += to_string(game.kind());
  line += ' ';
  line += to_string(game.rule());
  if (game_info(game.kind()).takes_set) line += ' ' + join_counts(game.subtraction_set());
  return line;
}

std::string position_line(const Heaps& heaps) {
  return "position " + join_counts(heaps);
}

BotLine classify_line(std::string_view line) {
  if (auto rest = after_keyword(line, "ok")) return {LineKind::Ok, *rest};
  if (auto rest = after_keyword(line, "to")) return {LineKind::To, *rest};
  if (auto rest = after_keyword(line, "info")) return {LineKind::Info, *rest};
  return {LineKind::Other, line};
}

Result<std::string> parse_handshake(std::string_view line) {
  const BotLine parsed = classify_line(line);
  if (parsed.kind != LineKind::Ok) {
    return Error{"no handshake: expected 'ok NAME', got " + excerpt(line)};
  }
  if (parsed.rest.empty()) return Error{"no handshake: 'ok' without a name"};
  if (!is_printable_text(parsed.rest)) {
    return Error{"no handshake: the name " + excerpt(parsed.rest) + " is not printable UTF-8 text"};
  }
  return std::string(parsed.rest);
}

Result<Move> parse_answer(const Game& game, const Heaps& heaps, std::string_view line) {
  const BotLine parsed = classify_line(line);
  if (parsed.kind != LineKind::To) {
    return Error{"unexpected line " + excerpt(line) + " (expected 'to H1,H2,...' or 'info TEXT')"};
  }
  auto target = parse_position(game_info(game.kind()), parsed.rest, "the position in the answer");
  if (!target) return Error{"malformed answer " + excerpt(line) + ": " + target.error()};
  if (auto valid = game.check_position(*target); !valid) {
    return Error{"malformed answer " + excerpt(line) + ": " + valid.error()};
  }
  auto move = move_between(game, heaps, *target);
  if (!move) return Error{"illegal move: " + move.error()};
  return move;
}

std::string excerpt(std::string_view line) {
  if (line.size() <= kExcerptBytes) return quote_for_message(line);
  std::size_t cut = kExcerptBytes;
  // Back up over UTF-8 continuation bytes so that no character is split.
  while (cut > 0 && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80) --cut;
  return quote_for_message(line.substr(0, cut)) + "...";
}

}  // namespace marienbad::bot
