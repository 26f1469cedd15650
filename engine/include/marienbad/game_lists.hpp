#pragma once
// The lists of games a person reads outside the window (help texts, man pages, shell
// completions), made from the registry so that a new game's entry puts it in every one.
#include <string>
#include <string_view>
#include <vector>

namespace marienbad {

// Every id and alias a command line accepts, the single games first in registry order, then
// the sum when with_sum: nim marienbad subtraction wythoff kayles sum.
std::vector<std::string_view> game_words(bool with_sum);
// What a single game's position is, each game named by its id: "rows (nim), heap
// (subtraction), x,y (wythoff) or rows (kayles)".
std::string position_forms();
// The single games' standard starts in the same order: "1,3,5,7 / 21 / 11,15 / 3,5,7".
std::string standard_starts();
// Every form a part of a sum may take (the registry's part_grammar, one form an item):
// "nim:ROWS", "subtraction:HEAP", "subtraction:HEAP:SET", "wythoff:X,Y", "kayles:ROWS".
std::vector<std::string_view> part_forms();
// A part of a sum written in full, for examples in help texts and messages: the first game
// that can be a part (with a parameter when `with_parameter`), at its standard start and with
// its default parameter: "nim:1,3,5,7", "subtraction:21:1,2,3". Empty if no game fits.
std::string part_example(bool with_parameter);
// The games' parameters with their defaults: "set or code" and "1,2,3 (subtraction) or
// 0.137 (octal)", for the window's --set, which takes any game's parameter.
std::string parameter_names();
std::string parameter_examples();
// The registry's first game, the CLI's default: the first of MARIENBAD_GAMES.
std::string_view default_game_id();

}  // namespace marienbad
