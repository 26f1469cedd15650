// Kayles' start on the setup page: 3-5-7, one row of 12, or custom rows drawn as pins beside
// their steppers (boards/pins/pin_start.hpp).
#include "boards/pins/pin_start.hpp"
#include "games/kayles/kayles_board.hpp"

MARIENBAD_STRINGS(kayles_start_strings, S_("setup.start.kayles_357", "3-5-7"),
                  S_("setup.start.kayles_12", "One row of 12"))

namespace marienbad::app {

std::unique_ptr<StartEditor> make_kayles_start_editor(AppContext& ctx) {
  return make_rows_start_editor(
      ctx, pin_rows_start({"setup.start.kayles_357", "setup.start.kayles_12", "setup.start.custom"},
                          {{3, 5, 7}, {12}}));
}

}  // namespace marienbad::app
