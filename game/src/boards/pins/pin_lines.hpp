#pragma once
// The pins of a board of rows of pins (Kayles, the octal games), as drawn: lines of slots, each
// standing or fallen. The engine's position is only the list of rows of standing pins side by
// side (a move replaces a row by the pieces left); the lines keep every pin where it stood, so
// a line of 7 with pin 3 knocked down shows 2 pins, a gap, 4 pins. No SDL: tests use it.
#include <optional>
#include <vector>

#include "marienbad/game.hpp"
#include "session/reached.hpp"

namespace marienbad::app {

// The non-empty rows of a position, in order (a board of pins shows no row of none).
Heaps non_empty_rows(const Heaps& heaps);

class PinLines {
 public:
  struct Pin {
    std::size_t line = 0;
    Count slot = 0;
    friend bool operator==(const Pin&, const Pin&) = default;
  };
  struct Run {  // one engine row: `length` standing pins from `first` in `line`
    std::size_t line = 0;
    Count first = 0;
    Count length = 0;
  };

  PinLines() = default;
  // Every row of `start` a line of standing pins.
  explicit PinLines(const Heaps& start);
  // The lines as the moves of `reached` leave them: every row of its start a line, each
  // move's pins knocked down in turn. None when it is empty or a move does not fit.
  static std::optional<PinLines> replayed(const Reached& reached);
  // `position` laid out in lines of the widths of `start`, in order, one fallen pin between two
  // rows on a line (a row that fits nowhere gets a line of its own).
  static PinLines packed(const Heaps& start, const Heaps& position);

  std::size_t line_count() const { return lines_.size(); }
  Count width(std::size_t line) const { return lines_[line].size(); }
  bool standing(std::size_t line, Count slot) const {
    return line < lines_.size() && slot < lines_[line].size() &&
           lines_[line][static_cast<std::size_t>(slot)];
  }
  // The engine's rows: the runs of standing pins, line by line, left to right.
  std::vector<Run> runs() const;
  // Whether the runs are `position` (its empty rows left out).
  bool shows(const Heaps& position) const;
  // The pins a move knocks down (none when the move does not fit these lines).
  std::vector<Pin> pins_of(const Move& move) const;
  // The move that knocks down `amount` pins from `pin` on, if they stand side by side.
  std::optional<Move> move_at(Pin pin, Count amount) const;
  void knock_down(const std::vector<Pin>& pins);

  friend bool operator==(const PinLines&, const PinLines&) = default;

 private:
  std::vector<std::vector<bool>> lines_;
};

}  // namespace marienbad::app
