#pragma once
// An octal code in the player's words: its name, each digit's rule, its first values and
// period, why a move is forbidden, why a typed code is refused.
#include <string>
#include <string_view>
#include <vector>

#include "app/strings.hpp"
#include "marienbad/octal_code.hpp"

namespace marienbad::app {

// The code of a game's parameter (its digits, d0 first); 0.137 when they are not one.
OctalCode octal_code_of(const std::vector<Count>& digits);
// "Dawson's chess" for a preset's code, else "Octal game 0.6".
std::string octal_code_name(const Strings& strings, const OctalCode& code);
// One line a digit, d0 = 4 first when it is: "d2 = 3: take 2 pins, the whole row or from an
// end".
std::string octal_digit_lines(const Strings& strings, const OctalCode& code);
// "g(0…19): 0 0 1 1 2 0 …" and where the values repeat (or the bound of exact play).
std::string octal_values_text(const Strings& strings, const OctalCode& code);
// Why the code forbids taking k pins where the move takes them: "0.137 takes 1 pin only as
// a whole row".
std::string octal_refusal(const Strings& strings, const OctalCode& code, Count k);
// Why the engine refuses the typed code (its error, OctalCode::parse), translated.
std::string octal_code_refusal(const Strings& strings, std::string_view typed,
                               std::string_view error);

}  // namespace marienbad::app
