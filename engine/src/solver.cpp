#include "marienbad/solver.hpp"

#include <algorithm>

namespace marienbad {

std::size_t HeapsHash::operator()(const Heaps& heaps) const noexcept {
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  for (Count h : heaps) {
    hash ^= h + 0x9E3779B97F4A7C15ULL + (hash << 6) + (hash >> 2);
  }
  return static_cast<std::size_t>(hash);
}

namespace {

// Spreads every bit of the hash over the slot index (splitmix64's finaliser).
std::uint64_t mix(std::uint64_t h) {
  h ^= h >> 30;
  h *= 0xBF58476D1CE4E5B9ULL;
  h ^= h >> 27;
  h *= 0x94D049BB133111EBULL;
  return h ^ (h >> 31);
}

std::uint32_t tag_of(std::uint64_t mixed) {
  return static_cast<std::uint32_t>(mixed >> 32);
}

}  // namespace

const SolvedPosition* SolvedMemo::find(const Heaps& heaps, std::uint64_t hash) const {
  if (slots_.empty()) return nullptr;
  const std::uint64_t mixed = mix(hash);
  const std::uint32_t tag = tag_of(mixed);
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = static_cast<std::size_t>(mixed) & mask;; i = (i + 1) & mask) {
    const Slot slot = slots_[i];
    if (slot.index == 0) return nullptr;
    if (slot.tag != tag) continue;
    const Entry& found = entry(slot.index - 1);
    if (found.length == heaps.size() &&
        std::equal(heaps.begin(), heaps.end(),
                   keys_.begin() + static_cast<std::ptrdiff_t>(found.offset))) {
      return &found.value;
    }
  }
}

void SolvedMemo::place(std::uint32_t index, std::uint64_t hash) {
  const std::uint64_t mixed = mix(hash);
  const std::size_t mask = slots_.size() - 1;
  std::size_t i = static_cast<std::size_t>(mixed) & mask;
  while (slots_[i].index != 0) i = (i + 1) & mask;
  slots_[i] = Slot{index + 1, tag_of(mixed)};
}

void SolvedMemo::grow() {
  slots_.assign(std::max<std::size_t>(64, slots_.size() * 2), Slot{0, 0});
  for (std::size_t index = 0; index < size_; ++index) {
    place(static_cast<std::uint32_t>(index), hashes_[index]);
  }
}

const SolvedPosition& SolvedMemo::insert(const Heaps& heaps, std::uint64_t hash,
                                         const SolvedPosition& value) {
  if ((size_ + 1) * 2 > slots_.size()) grow();
  if ((size_ >> kChunkBits) == chunks_.size()) {
    chunks_.push_back(std::make_unique<Entry[]>(std::size_t{1} << kChunkBits));
  }
  Entry& added = entry(size_);
  added = Entry{static_cast<std::uint32_t>(keys_.size()), static_cast<std::uint32_t>(heaps.size()),
                value};
  keys_.insert(keys_.end(), heaps.begin(), heaps.end());
  hashes_.push_back(hash);
  place(static_cast<std::uint32_t>(size_), hash);
  ++size_;
  return added.value;
}

}  // namespace marienbad
