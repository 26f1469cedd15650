#pragma once
// The set-up page's choice of what a game is made from besides its start (its registry row's
// parameter, GameInfo::parameter): the presets by name (GameInfo::presets: Dawson's chess is
// the octal code 0.137), or the player's own, typed into a field that says at each key why the
// engine refuses it. It goes above the start editor of the game's pieces (`inner`), whose rows
// and picture follow; the parameter goes into MatchSetup::set and RememberedSetup::set, as the
// subtraction game's set does.
#include <memory>
#include <string>

#include "boards/start_editor.hpp"

namespace marienbad::app {

struct ParameterTexts {
  std::string label;         // the choice's label: "Code"
  std::string own;           // its last value: "Your own code"
  std::string field;         // the field's label: "Your code"
  std::string field_detail;  // under a field the engine accepts: "d0.d1d2…, e.g. 0.6"
  // Why the engine refuses `typed` (its `error`), in the player's language.
  std::string (*refusal)(const Strings& strings, std::string_view typed,
                         std::string_view error) = nullptr;
};

std::unique_ptr<StartEditor> make_parameter_start_editor(AppContext& ctx, GameKind kind,
                                                         std::unique_ptr<StartEditor> inner,
                                                         ParameterTexts texts);

}  // namespace marienbad::app
