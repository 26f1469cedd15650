#pragma once
// A sum's parts and moves in words, shared by its board, hint and side panel.
#include <string>

#include "app/strings.hpp"
#include "marienbad/game.hpp"
#include "session/reached.hpp"
#include "sum/sum.hpp"

namespace marienbad::app {

// A part's parameter as its name shows it: a set's amounts "1, 3, 4", a code "0.137".
std::string parameter_words(GameKind kind, const std::vector<Count>& value);
// "Marienbad", "Subtraction {1, 3, 4}", "Dornim".
std::string sum_part_name(const Strings& strings, const Game& part);
// "1 · Marienbad": the part's number (from 1) and name; `brief`: without a trailing group of
// amounts ("2 · Subtraction" for "2 · Subtraction {1, 2, 3}").
std::string sum_part_caption(const Strings& strings, const Game& sum, std::size_t part,
                             bool brief = false);
// A move of the sum in the side panel's words: "3 from row 2 in part 1".
std::string sum_move_words(const Strings& strings, const Game& sum, const Reached& before,
                           const Move& move);
// How part `index` of the sum reached its position: its share of the start, and the moves
// made in it (empty when `reached` is).
Reached part_reached(const SumGame& sum, const Reached& reached, std::size_t index);

}  // namespace marienbad::app
