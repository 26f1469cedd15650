#include "marienbad/solver.hpp"

namespace marienbad {

std::size_t HeapsHash::operator()(const Heaps& heaps) const noexcept {
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  for (Count h : heaps) {
    hash ^= h + 0x9E3779B97F4A7C15ULL + (hash << 6) + (hash >> 2);
  }
  return static_cast<std::size_t>(hash);
}

}  // namespace marienbad
