// Kayles' board: the board of pins, one pin or two side by side a move.
#include "games/kayles/kayles_board.hpp"

#include "session/match_setup.hpp"

MARIENBAD_STRINGS(kayles_board_strings, S_("kayles.take", "Knock down"),
                  S_("kayles.help_mouse",
                     "Click a pin, or between two pins side by side, then Knock down."),
                  S_("kayles.help_keys",
                     "Keys: arrows move, Enter selects (a neighbour: both), Enter again knocks "
                     "down."),
                  S_("kayles.waiting", "Watch the computer's move."))

namespace marienbad::app {

std::unique_ptr<BoardView> make_kayles_board(AppContext& ctx, const MatchSetup& setup) {
  return std::make_unique<PinBoard>(
      ctx, setup.start,
      PinRules{.keys = {"kayles.take", "kayles.help_mouse", "kayles.help_keys", "kayles.waiting"},
               .max_take = 2});
}

}  // namespace marienbad::app
