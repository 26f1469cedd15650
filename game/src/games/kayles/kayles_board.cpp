// Kayles' board: the board of pins, one pin or two side by side a move.
#include "games/kayles/kayles_board.hpp"

#include "session/match_setup.hpp"

MARIENBAD_STRINGS(kayles_board_strings,
                  S_("kayles.help_mouse",
                     "Click a pin, or between two pins side by side, then Knock down."),
                  S_("kayles.help_keys",
                     "Keys: arrows move, Enter selects (a neighbour: both), Enter again knocks "
                     "down."))

namespace marienbad::app {

std::unique_ptr<BoardView> make_kayles_board(AppContext& ctx, const MatchSetup& setup) {
  return std::make_unique<PinBoard>(
      ctx, setup.start,
      PinRules{.keys = {"pins.take", "kayles.help_mouse", "kayles.help_keys", "pins.waiting"},
               .max_take = 2});
}

// "pin 3 of row 2", "pins 3 and 4 of row 2": pins and rows counted from 1, as the board
// numbers its lines.
std::string kayles_move_words(const Strings& strings, const Reached& before, const Move& move) {
  std::size_t row = move.heap;
  Count first = move.at;
  if (const auto lines = PinLines::replayed(before)) {
    if (const std::vector<PinLines::Pin> pins = lines->pins_of(move); !pins.empty()) {
      row = pins.front().line;
      first = pins.front().slot;
    }
  }
  if (move.amount >= 2) {
    return strings.trf("play.words.kayles.two", first + 1, first + 2, row + 1);
  }
  return strings.trf("play.words.kayles.one", first + 1, row + 1);
}

}  // namespace marienbad::app
