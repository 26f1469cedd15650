#include "marienbad/bot/protocol.hpp"

#include "marienbad/quote.hpp"
#include "marienbad/remoteness.hpp"

namespace marienbad::bot {

namespace {

constexpr std::size_t kExcerptBytes = 60;

// The largest cut <= `at` that splits no UTF-8 character of `text` (at < size).
std::size_t character_boundary(std::string_view text, std::size_t at) {
  while (at > 0 && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) --at;
  return at;
}

// A letter, a digit or a byte of a non-ASCII character: a quote before one is
// inside a word ("can't"), not the end of a quoted stretch.
bool is_word_byte(char c) {
  const auto byte = static_cast<unsigned char>(c);
  return byte >= 0x80 || (byte >= '0' && byte <= '9') || (byte >= 'a' && byte <= 'z') ||
         (byte >= 'A' && byte <= 'Z');
}

// "KEYWORD" alone or "KEYWORD rest": the rest, or nothing when the line is another word.
std::optional<std::string_view> after_keyword(std::string_view line, std::string_view keyword) {
  if (line.substr(0, keyword.size()) != keyword) return std::nullopt;
  if (line.size() == keyword.size()) return std::string_view{};
  if (line[keyword.size()] != ' ') return std::nullopt;
  return line.substr(keyword.size() + 1);
}

Forfeit malformed(std::string_view line, std::string detail) {
  return {
      .code = Forfeit::Code::MalformedAnswer, .line = excerpt(line), .detail = std::move(detail)};
}

Forfeit illegal(std::string from, std::string to) {
  return {.code = Forfeit::Code::IllegalMove, .from = std::move(from), .to = std::move(to)};
}

// A sum's answer: "to 1,3,5/20/3,5", each part's own position, one part changed.
OrForfeit<Move> read_sum_answer(const SumGame& sum, const Heaps& heaps, std::string_view line,
                                std::string_view rest) {
  auto parts = sum.parse_parts_text(rest, "the position in the answer");
  if (!parts) return malformed(line, parts.error());
  for (std::size_t i = 0; i < parts->size(); ++i) {
    const Heaps before = sum.part_heaps(heaps, i);
    const bool reshapes = game_info(sum.part(i).kind()).part_room != nullptr;
    if (!reshapes && (*parts)[i].size() != before.size()) {
      return malformed(line, "part " + std::to_string(i + 1) + " has " +
                                 std::to_string((*parts)[i].size()) +
                                 " heaps where the position has " + std::to_string(before.size()));
    }
    if (auto valid = check_reached_position(sum.part(i), (*parts)[i]); !valid) {
      return malformed(line, "part " + std::to_string(i + 1) + ": " + valid.error());
    }
  }
  const auto move = sum.move_between_parts(heaps, *parts);
  if (!move) return illegal(sum.parts_text(heaps), std::string(rest));
  return *move;
}

}  // namespace

std::string handshake_line() {
  return "marienbad " + std::to_string(kProtocolVersion);
}

Result<std::string> new_game_line(const Game& game) {
  std::string line = "new ";
  line += to_string(game.kind());
  line += ' ';
  line += to_string(game.rule());
  if (const GameParameter* parameter = game_info(game.kind()).parameter) {
    line += ' ' + parameter->text(game.parameter());
  }
  if (const SumGame* sum = game.sum()) {
    // Each part's game, one with a parameter with it: "nim subtraction:1,3,4 kayles".
    for (std::size_t i = 0; i < sum->part_count(); ++i) {
      const Game& part = sum->part(i);
      line += ' ';
      line += to_string(part.kind());
      if (const GameParameter* parameter = game_info(part.kind()).parameter) {
        line += ':' + parameter->text(part.parameter());
      }
    }
  }
  return line;
}

std::string position_line(const Heaps& heaps) {
  return "position " + join_counts(heaps);
}

std::string position_line(const Game& game, const Heaps& heaps) {
  if (const SumGame* sum = game.sum()) return "position " + sum->parts_text(heaps);
  return "position " + game.position_text(heaps);
}

BotLine classify_line(std::string_view line) {
  if (auto rest = after_keyword(line, "ok")) return {LineKind::Ok, *rest};
  if (auto rest = after_keyword(line, "to")) return {LineKind::To, *rest};
  if (auto rest = after_keyword(line, "info")) return {LineKind::Info, *rest};
  return {LineKind::Other, line};
}

OrForfeit<std::string> read_handshake(std::string_view line) {
  const BotLine parsed = classify_line(line);
  if (parsed.kind != LineKind::Ok) {
    return Forfeit{.code = Forfeit::Code::BadHandshake, .line = excerpt(line)};
  }
  if (parsed.rest.empty()) return Forfeit{.code = Forfeit::Code::NoName};
  if (!is_printable_text(parsed.rest)) {
    return Forfeit{.code = Forfeit::Code::BadName, .line = excerpt(parsed.rest)};
  }
  return cut_text(parsed.rest, kMaxNameBytes);
}

Result<std::string> parse_handshake(std::string_view line) {
  return as_result(read_handshake(line));
}

Result<Move> parse_answer(const Game& game, const Heaps& heaps, std::string_view line) {
  return as_result(read_answer(game, heaps, line));
}

OrForfeit<Move> read_answer(const Game& game, const Heaps& heaps, std::string_view line) {
  const BotLine parsed = classify_line(line);
  if (parsed.kind != LineKind::To) {
    return Forfeit{.code = Forfeit::Code::UnexpectedLine, .line = excerpt(line)};
  }
  if (const SumGame* sum = game.sum()) return read_sum_answer(*sum, heaps, line, parsed.rest);
  auto target = parse_position(game_info(game.kind()), parsed.rest, "the position in the answer");
  if (!target) return malformed(line, target.error());
  // The answer is the whole position after the move: each heap, in order, none
  // added or left out (a Nim game would take five heaps for a position of its own),
  // except in a game whose moves change the number of heaps (a Kayles row splits).
  const GameInfo& info = game_info(game.kind());
  if (!info.part_room && !info.parse_text && target->size() != heaps.size()) {
    return malformed(line, std::to_string(target->size()) + " heaps where the position has " +
                               std::to_string(heaps.size()));
  }
  if (auto valid = check_reached_position(game, *target); !valid) {
    return malformed(line, valid.error());
  }
  auto move = move_between(game, heaps, *target);
  // The positions as the protocol writes them (move_between says the same in its error).
  if (!move) return illegal(position_text(info, heaps), position_text(info, *target));
  return *move;
}

std::string excerpt(std::string_view line) {
  if (line.size() <= kExcerptBytes) return quote_for_message(line);
  return quote_for_message(line.substr(0, character_boundary(line, kExcerptBytes))) + "...";
}

std::string cut_text(std::string_view text, std::size_t max_bytes) {
  if (text.size() <= max_bytes) return std::string(text);
  constexpr std::string_view kEllipsis = "…";
  const std::size_t keep = max_bytes > kEllipsis.size() ? max_bytes - kEllipsis.size() : 0;
  return std::string(text.substr(0, character_boundary(text, keep))) + std::string(kEllipsis);
}

WordExcerpt word_excerpt(std::string_view line, std::size_t max_bytes) {
  if (line.size() <= max_bytes) return {quote_for_message(line), false};
  // The last space at or before max_bytes that is not inside a quoted stretch: one
  // that opens at the start of a word and closes before the end of the line, a space
  // or punctuation (so that the apostrophe of "can't" opens none).
  std::size_t cut = 0;
  for (std::size_t i = 0; i < line.size() && i <= max_bytes;) {
    const char c = line[i];
    if ((c == '\'' || c == '"') && (i == 0 || line[i - 1] == ' ')) {
      std::size_t close = i + 1;
      while (close < line.size() &&
             !(line[close] == c && (close + 1 == line.size() || !is_word_byte(line[close + 1])))) {
        ++close;
      }
      if (close < line.size()) {
        i = close + 1;
        continue;
      }
    }
    if (c == ' ') cut = i;
    ++i;
  }
  std::string_view kept = line.substr(0, cut);
  while (!kept.empty() && kept.back() == ' ') kept.remove_suffix(1);
  if (kept.empty()) kept = line.substr(0, character_boundary(line, max_bytes));
  return {quote_for_message(std::string(kept) + " …"), true};
}

}  // namespace marienbad::bot
