// What a bot program may write, and the --bot command line: the protocol's line reader
// (classify_line, parse_handshake, parse_answer, excerpt) and split_command_words. The
// first byte chooses the game and rule (every game of the registry, and a sum of a part of
// each: fuzz_games.hpp); the rest is "POSITION\nLINE" (the position used when it is a valid
// unfinished one, else the game's start; a sum's as in its position line, "1,3,5,7/21/…"),
// or just "LINE", either after "PARAMETER;" for a game made from another parameter. An accepted
// name is the printable rest of "ok NAME"; an accepted answer is a legal move whose
// position, written as "to ...", reads back as the same move; words joined and split
// again are the same words; every error and excerpt is one clean line.
#include <exception>

#include "fuzz_games.hpp"
#include "marienbad/bot/command_words.hpp"
#include "marienbad/bot/protocol.hpp"
#include "marienbad/quote.hpp"

using namespace marienbad;

namespace {

Result<Heaps> read_position(const Game& game, std::string_view text) {
  if (const SumGame* sum = game.sum()) {
    auto parts = sum->parse_parts_text(text, "position");
    if (!parts) return Error{parts.error()};
    return sum->position_of_parts(*parts);
  }
  return parse_count_list(text, "position");
}

Heaps non_empty(const Heaps& heaps) {
  Heaps rows;
  for (Count h : heaps) {
    if (h > 0) rows.push_back(h);
  }
  return rows;
}

// The answer's text says the position `after`: heap for heap, except that a Kayles
// game's (or a Kayles part's) empty rows may be left out or written as 0.
bool says(const Game& game, std::string_view text, const Heaps& after) {
  if (const SumGame* sum = game.sum()) {
    const auto parts = sum->parse_parts_text(text, "to");
    if (!parts) return false;
    for (std::size_t i = 0; i < parts->size(); ++i) {
      const Heaps own = sum->part_heaps(after, i);
      const bool reshapes = game_info(sum->part(i).kind()).part_room != nullptr;
      if (reshapes ? non_empty((*parts)[i]) != non_empty(own) : (*parts)[i] != own) return false;
    }
    return true;
  }
  const auto written = parse_count_list(text, "to");  // "01" reads as 1, too
  if (!written) return false;
  if (game_info(game.kind()).part_room) return non_empty(*written) == non_empty(after);
  return *written == after;
}

Heaps position_from(const Game& game, std::string_view& text) {
  const std::size_t newline = text.find('\n');
  if (newline == std::string_view::npos) return game.standard_start();
  auto heaps = read_position(game, text.substr(0, newline));
  text.remove_prefix(newline + 1);
  if (!heaps || !game.check_position(*heaps) || game.is_terminal(*heaps)) {
    return game.standard_start();
  }
  return std::move(heaps).value();
}

void check_line(const Game& game, const Heaps& heaps, std::string_view line) {
  const bot::BotLine parsed = bot::classify_line(line);
  FUZZ_CHECK(parsed.rest.size() <= line.size());
  const std::string shown = bot::excerpt(line);
  FUZZ_CHECK(fuzz::is_clean_message(shown));
  FUZZ_CHECK(shown.size() <= 60 * 6 + 5);  // 60 bytes, each at worst "\uNNNN"-sized, quotes, ...
  const bot::WordExcerpt words = bot::word_excerpt(line, 80);
  FUZZ_CHECK(fuzz::is_clean_message(words.text));
  FUZZ_CHECK(words.text.size() <= 80 * 6 + 6);  // as excerpt's, and " …"
  FUZZ_CHECK(words.cut == (line.size() > 80));

  const auto name = bot::parse_handshake(line);
  if (name) {
    FUZZ_CHECK(parsed.kind == bot::LineKind::Ok);
    FUZZ_CHECK(!name->empty() && name->size() <= bot::kMaxNameBytes && is_printable_text(*name));
    FUZZ_CHECK(*name == bot::cut_text(parsed.rest, bot::kMaxNameBytes));
  } else {
    FUZZ_CHECK(fuzz::is_clean_message(name.error()));
  }

  const auto move = bot::parse_answer(game, heaps, line);
  if (!move) {
    FUZZ_CHECK(fuzz::is_clean_message(move.error()));
    return;
  }
  FUZZ_CHECK(parsed.kind == bot::LineKind::To);
  FUZZ_CHECK(game.check_move(heaps, *move).ok());
  const Heaps after = game.apply(heaps, *move);
  FUZZ_CHECK(says(game, parsed.rest, after));
  const std::string line_after = bot::position_line(game, after);  // "position ..."
  const auto again = bot::parse_answer(game, heaps, "to " + line_after.substr(9));
  FUZZ_CHECK(again.ok() && game.apply(heaps, *again) == after);
}

void check_command(std::string_view command) {
  const auto words = bot::split_command_words(command);
  if (!words) {
    FUZZ_CHECK(fuzz::is_clean_message(words.error()));
    return;
  }
  FUZZ_CHECK(!words->empty());
  const std::string joined = bot::join_command_words(*words);
  const auto again = bot::split_command_words(joined);
  FUZZ_CHECK(again.ok() && *again == *words);
  FUZZ_CHECK(bot::join_command_words(*again) == joined);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  std::string_view text = fuzz::as_text(data + 1, size - 1);
  try {
    check_command(text);
    const auto made = fuzz::game_from(data[0], text);
    if (!made) {
      FUZZ_CHECK(fuzz::is_clean_message(made.error()));
      return 0;
    }
    const Game& game = made.value();
    const auto line = bot::new_game_line(game);
    FUZZ_CHECK(line.ok() && fuzz::is_clean_message(*line));
    const Heaps heaps = position_from(game, text);
    check_line(game, heaps, text);
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
