// Move texts of every game (nim ROW-AMOUNT, subtraction AMOUNT, wythoff x-N/y-N/xy-N), as
// saved matches and the CLI's answers use them. The first byte chooses the game and rule,
// the rest is the text. A parsed move prints as a text that parses to the same move and
// prints the same again; its fields are within limits; a legal move leaves a valid
// position; errors are one clean line.
#include <exception>

#include "fuzz_check.hpp"
#include "marienbad/game.hpp"

using namespace marienbad;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const GameKind kinds[] = {GameKind::Nim, GameKind::Subtraction, GameKind::Wythoff};
  // A first byte from 240 on: Kayles; 224 to 239: the octal game 4.073, which splits without
  // taking (the older seeds keep their games).
  const GameKind kind = data[0] >= 240   ? GameKind::Kayles
                        : data[0] >= 224 ? GameKind::Octal
                                         : kinds[data[0] % 3];
  const Rule rule = (data[0] / 3) % 2 == 0 ? Rule::Normal : Rule::Misere;
  const std::string_view text = fuzz::as_text(data + 1, size - 1);
  try {
    const std::vector<Count> set = kind == GameKind::Octal  ? std::vector<Count>{4, 0, 7, 3}
                                   : (data[0] / 6) % 2 == 0 ? std::vector<Count>{1, 2, 3}
                                                            : std::vector<Count>{1, 3, 4};
    const Game game = Game::make(kind, rule, set).value();
    const auto move = game.parse_move(text);
    if (!move) {
      FUZZ_CHECK(fuzz::is_clean_message(move.error()));
      return 0;
    }
    FUZZ_CHECK(move->amount <= kMaxHeap);
    switch (kind) {
      case GameKind::Nim:
        FUZZ_CHECK(move->heap < kMaxNimRows && !move->both);
        break;
      case GameKind::Subtraction:
        FUZZ_CHECK(move->heap == 0 && !move->both);
        break;
      case GameKind::Wythoff:
        FUZZ_CHECK(move->heap <= 1 && !(move->both && move->heap != 0));
        break;
      case GameKind::Kayles:
        FUZZ_CHECK(move->heap < kMaxKaylesRows && !move->both &&
                   (move->amount == 1 || move->amount == 2));
        break;
      case GameKind::Octal:
        FUZZ_CHECK(!move->both && move->amount <= kMaxOctalDigits);
        break;
      case GameKind::Hackenbush:  // its pictures are fuzzed by hackenbush_picture_fuzz
      case GameKind::Sum:
        break;
    }
    const std::string printed = game.move_text(*move);
    const auto again = game.parse_move(printed);
    FUZZ_CHECK(again.ok() && again.value() == move.value());
    FUZZ_CHECK(game.move_text(again.value()) == printed);

    for (const Heaps& heaps : {game.standard_start(), Heaps(game.standard_start().size(), 7)}) {
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
