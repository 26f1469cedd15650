#include "wythoff/wythoff_grundy.hpp"

#include <algorithm>
#include <bit>
#include <mutex>

namespace marienbad {

WythoffGrundyTable WythoffGrundyTable::build(Count max_coordinate) {
  const std::size_t n =
      static_cast<std::size_t>(std::min(max_coordinate, kMaxWythoffGrundyCoordinate));
  const std::size_t side = n + 1;
  // Values seen are at most 3n (the most moves a position has), so a bitset of
  // 3n + 1 bits always has a clear bit: the mex scan stops inside it.
  const std::size_t words = (3 * n + 1) / 64 + 1;
  std::vector<std::uint64_t> columns(side * words), diagonals((2 * side - 1) * words), row(words);
  WythoffGrundyTable table;
  table.side_ = side;
  table.values_.resize(side * side);
  for (std::size_t a = 0; a < side; ++a) {
    std::fill(row.begin(), row.end(), 0);
    for (std::size_t b = 0; b < side; ++b) {
      std::uint64_t* column = &columns[b * words];
      std::uint64_t* diagonal = &diagonals[(b + n - a) * words];  // constant b - a
      std::size_t w = 0;
      std::uint64_t seen = row[w] | column[w] | diagonal[w];
      while (seen == ~std::uint64_t{0}) {
        ++w;
        seen = row[w] | column[w] | diagonal[w];
      }
      const std::size_t g = w * 64 + static_cast<std::size_t>(std::countr_one(seen));
      table.values_[a * side + b] = static_cast<std::uint16_t>(g);
      const std::uint64_t bit = std::uint64_t{1} << (g % 64);
      row[g / 64] |= bit;
      column[g / 64] |= bit;
      diagonal[g / 64] |= bit;
    }
  }
  return table;
}

std::shared_ptr<const WythoffGrundyTable> WythoffGrundyTable::covering(Count at_least) {
  static std::mutex mutex;
  static std::shared_ptr<const WythoffGrundyTable> shared;
  const std::lock_guard<std::mutex> lock(mutex);
  if (shared && shared->max_coordinate() >= at_least) return shared;
  Count size = 63;
  while (size < at_least && size < kMaxWythoffGrundyCoordinate) size = size * 2 + 1;
  shared = std::make_shared<const WythoffGrundyTable>(build(size));
  return shared;
}

Count wythoff_grundy(Count x, Count y) {
  return WythoffGrundyTable::covering(std::max(x, y))->at(x, y);
}

}  // namespace marienbad
