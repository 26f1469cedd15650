// The octal games' start on the setup page: the code (a preset by name, or the player's own,
// refused with its reason as it is typed) above Kayles' rows of pins.
#include "boards/parameter_start_editor.hpp"
#include "boards/pins/pin_start.hpp"
#include "games/octal/octal_board.hpp"
#include "games/octal/octal_words.hpp"

MARIENBAD_STRINGS(octal_start_strings, S_("setup.code", "Code"),
                  S_("setup.code.own", "Your own code"), S_("setup.code.field", "Your code"),
                  S_("setup.code.detail",
                     "d0.d1d2…: 0 or 4, a point, then digits 0 to 7, e.g. 0.6 or 4.07"),
                  S_("setup.start.octal_357", "3-5-7"), S_("setup.start.octal_12", "One row of 12"))

namespace marienbad::app {

std::unique_ptr<StartEditor> make_octal_start_editor(AppContext& ctx) {
  return make_parameter_start_editor(
      ctx, GameKind::Octal,
      make_rows_start_editor(ctx, pin_rows_start({"setup.start.octal_357", "setup.start.octal_12",
                                                  "setup.start.custom"},
                                                 {{3, 5, 7}, {12}})),
      {.label = "setup.code",
       .own = "setup.code.own",
       .field = "setup.code.field",
       .field_detail = "setup.code.detail",
       .refusal = octal_code_refusal});
}

}  // namespace marienbad::app
