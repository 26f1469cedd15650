// The octal games' board: Kayles' pins, as many side by side a move as the code's last digit
// says; a move the code forbids says why instead of the help. A split that takes nothing
// (d0 = 4) is not offered by the board (the engine and the CLI play it).
#include "games/octal/octal_board.hpp"
#include "boards/pins/pin_board.hpp"
#include "games/octal/octal_words.hpp"
#include "session/match_setup.hpp"

MARIENBAD_STRINGS(octal_board_strings,
                  S_("octal.help_mouse",
                     "Click a pin, then the last pin to take beside it, then Knock down."),
                  S_("octal.help_keys",
                     "Keys: arrows move, Enter selects (again: up to the cursor), a digit takes "
                     "that many, Enter knocks down."))

namespace marienbad::app {

namespace {

std::string octal_forbidden(const Strings& strings, const Game& game, const Heaps& position,
                            const Move& move) {
  if (game.check_move(position, move).ok()) return {};
  return octal_refusal(strings, octal_code_of(game.parameter()), move.amount);
}

}  // namespace

std::unique_ptr<BoardView> make_octal_board(AppContext& ctx, const MatchSetup& setup) {
  const OctalCode code = octal_code_of(setup.set);
  return std::make_unique<PinBoard>(
      ctx, setup.start,
      PinRules{.keys = {"pins.take", "octal.help_mouse", "octal.help_keys", "pins.waiting"},
               .max_take = std::max<Count>(code.max_take(), 1),
               .forbidden = octal_forbidden,
               .hover_shows_choice = true});
}

}  // namespace marienbad::app
