#pragma once
// How marienbad-cli writes a sum of games as text: a position part by part,
// and the table of the parts' Grundy values in base 2 with their XOR.
#include <ostream>
#include <string>

#include "marienbad/game.hpp"

namespace marienbad::cli {

// "1,3,5 | 21 | 3,5" for a sum, "1,3,5" for a single game.
std::string position_text(const Game& game, const Heaps& heaps);

// "part 1  nim 1,3,5  7  111", one line a part, then their XOR (seed 002's
// digital sum, with each part in the place of a row).
void print_parts(std::ostream& out, const SumGame& sum, const Heaps& heaps);

}  // namespace marienbad::cli
