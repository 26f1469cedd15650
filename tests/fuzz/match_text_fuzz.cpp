// Match::parse, the saved match text. A parsed match is consistent (cursor within the
// moves, every position valid and the result of the moves before it) and its text round
// trips: serialize -> parse -> serialize gives the same text, the same match. Errors are
// one clean line.
#include <exception>

#include "fuzz_check.hpp"
#include "marienbad/match.hpp"

using namespace marienbad;

namespace {

void check_consistent(const Match& match) {
  const Game& game = match.game();
  FUZZ_CHECK(match.cursor() <= match.moves().size());
  FUZZ_CHECK(match.first() == 0 || match.first() == 1);
  FUZZ_CHECK(game.check_position(match.start()).ok());
  FUZZ_CHECK(match.position_at(0) == match.start());
  for (std::size_t ply = 0; ply < match.moves().size(); ++ply) {
    const Heaps& before = match.position_at(ply);
    FUZZ_CHECK(!game.is_terminal(before));
    FUZZ_CHECK(game.check_move(before, match.moves()[ply]).ok());
    FUZZ_CHECK(game.apply(before, match.moves()[ply]) == match.position_at(ply + 1));
  }
  FUZZ_CHECK(match.position() == match.position_at(match.cursor()));
  FUZZ_CHECK(match.winner().has_value() == (match.over() && match.cursor() > 0));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  try {
    const auto match = Match::parse(text);
    if (!match) {
      FUZZ_CHECK(fuzz::is_clean_message(match.error()));
      return 0;
    }
    check_consistent(match.value());
    const std::string saved = match->serialize();
    const auto again = Match::parse(saved);
    if (!again) std::fprintf(stderr, "%s\n", again.error().c_str());
    FUZZ_CHECK(again.ok());
    check_consistent(again.value());
    FUZZ_CHECK(again->serialize() == saved);
    FUZZ_CHECK(again->moves() == match->moves());
    FUZZ_CHECK(again->cursor() == match->cursor());
    FUZZ_CHECK(again->start() == match->start());
    FUZZ_CHECK(again->game().kind() == match->game().kind());
    FUZZ_CHECK(again->game().rule() == match->game().rule());
    FUZZ_CHECK(again->game().parameter() == match->game().parameter());
    FUZZ_CHECK(again->controller(0) == match->controller(0));
    FUZZ_CHECK(again->controller(1) == match->controller(1));
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
