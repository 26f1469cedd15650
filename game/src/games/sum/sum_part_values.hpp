#pragma once
// Where a part's Grundy value in a sum comes from (seed 003, section 6), as plain data built
// from the engine (no SDL): the sum's hint shows a part's g; opened (a click on its row, or
// V), it shows how that g is found in the part's own game. A game on independent rows
// (Marienbad, Kayles): each row's value in base 2, their digital sum Σ is the part's g. One
// heap (subtraction): the values g(0), g(1)… up to the heap, each the mex of those a move
// reaches. Two coordinates (Dornim): the table of g(x, y) around the token, the same mex.
#include <optional>
#include <string>
#include <vector>

#include "app/strings.hpp"
#include "boards/hint_model.hpp"
#include "marienbad/game.hpp"

namespace marienbad::app {

struct PartValues {
  enum class Shape { Rows, Sequence, Grid };
  std::size_t part = 0;
  Shape shape = Shape::Rows;
  Count value = 0;    // the part's g
  std::string title;  // "2 · Dornim: g = 5"
  std::string how;    // how the values are found, one sentence
  // Rows: each row's value as a Nim row (bits, Σ = value), labelled "Row 1 (5)".
  DigitalSumHint rows;
  std::vector<std::string> row_labels;
  // Sequence: the heaps first … heap and their values, the last one the part's.
  Count first = 0;
  std::vector<Count> sequence;
  // Grid: g(x, y) for x0 ≤ x ≤ x, y0 ≤ y ≤ y (grid[y - y0][x - x0]), the token at (x, y);
  // `reached[y - y0][x - x0]`: one move from the token goes there.
  Count x0 = 0;
  Count y0 = 0;
  Count x = 0;
  Count y = 0;
  std::vector<std::vector<Count>> grid;
  std::vector<std::vector<bool>> reached;
};

// The values of part `part` of the sum `sum` at `position` (nullopt: no such part, or its
// values are not known cheaply).
std::optional<PartValues> build_part_values(const Game& sum, const Heaps& position,
                                            std::size_t part, const Strings& strings);

// The Sequence shape's two lines, columns aligned: "n: 6 7 … 21" and "g: 2 3 … 1".
std::pair<std::string, std::string> sequence_lines(const PartValues& values,
                                                   const Strings& strings);

}  // namespace marienbad::app
