// Move texts of every single game in the registry (nim ROW-AMOUNT, subtraction AMOUNT, wythoff
// x-N/y-N/xy-N, …), as saved matches and the CLI's answers use them. The first byte chooses
// the game and its rule (fuzz_games.hpp; the sums' moves are sum_part's), the rest is the text:
// "PARAMETER;MOVE" for a game with a parameter (a set, a code) other than its standard one. A
// parsed move prints as a text that parses to the same move and prints the same again; a legal
// move leaves a valid position; errors are one clean line.
#include <exception>

#include "fuzz_games.hpp"

using namespace marienbad;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  if (data[0] == fuzz::kSumByte) return 0;  // a sum's moves: sum_part's target
  std::string_view text = fuzz::as_text(data + 1, size - 1);
  try {
    const auto made = fuzz::game_from(data[0], text);
    if (!made) {
      FUZZ_CHECK(fuzz::is_clean_message(made.error()));
      return 0;
    }
    const Game& game = made.value();
    const auto move = game.parse_move(text);
    if (!move) {
      FUZZ_CHECK(fuzz::is_clean_message(move.error()));
      return 0;
    }
    FUZZ_CHECK(move->amount <= kMaxHeap);
    const std::string printed = game.move_text(*move);
    const auto again = game.parse_move(printed);
    FUZZ_CHECK(again.ok() && again.value() == move.value());
    FUZZ_CHECK(game.move_text(again.value()) == printed);

    for (const Heaps& heaps : {game.standard_start(), Heaps(game.standard_start().size(), 7)}) {
      if (!game.check_position(heaps).ok()) continue;
      const auto after = game.try_apply(heaps, *move);
      FUZZ_CHECK(after.ok() == game.check_move(heaps, *move).ok());
      if (!after) {
        FUZZ_CHECK(fuzz::is_clean_message(after.error()));
        continue;
      }
      FUZZ_CHECK(game.check_position(after.value()).ok());
      FUZZ_CHECK(after.value() == game.apply(heaps, *move));
    }
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
