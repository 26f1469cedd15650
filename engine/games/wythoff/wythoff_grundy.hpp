#pragma once
// Wythoff's Grundy values (normal play). Unlike the cold positions they have no
// closed form, so they come from an exact mex table: g(x, y) is the smallest
// value not taken by g along the three lines of moves from (x, y). The table is
// built row by row with one bitset of the values seen per row, column and
// diagonal, in O(n^3 / 64) word operations for coordinates up to n, and stored
// as 16-bit values: g(x, y) <= the number of moves x + y + min(x, y) <= 6000.
#include <cstdint>
#include <memory>
#include <vector>

#include "marienbad/types.hpp"

namespace marienbad {

// The largest coordinate the engine knows Grundy values for: the full table is
// built once per process in a fraction of a second and holds 16-bit values
// (8 MB; figures in docs/performance.md). Beyond it a sum refuses the position
// rather than search for minutes.
inline constexpr Count kMaxWythoffGrundyCoordinate = 2000;

class WythoffGrundyTable {
 public:
  // A new table for coordinates 0 .. max_coordinate (at most the limit).
  static WythoffGrundyTable build(Count max_coordinate);
  // A table shared by every caller that covers 0 .. at_least (at most the
  // limit), built on first need. Its size doubles from 63, so a small position
  // never pays for the full table. Safe to call from several threads.
  static std::shared_ptr<const WythoffGrundyTable> covering(Count at_least);

  Count max_coordinate() const { return static_cast<Count>(side_ - 1); }
  // Precondition: x, y <= max_coordinate().
  Count at(Count x, Count y) const {
    return values_[static_cast<std::size_t>(x) * side_ + static_cast<std::size_t>(y)];
  }
  std::size_t bytes() const { return values_.size() * sizeof(values_[0]); }

 private:
  std::size_t side_ = 0;
  std::vector<std::uint16_t> values_;  // row-major, side_ x side_
};

// g(x, y); precondition: x, y <= kMaxWythoffGrundyCoordinate.
Count wythoff_grundy(Count x, Count y);

}  // namespace marienbad
