// Soak on Nim: many games below 1-3-5-7 and eight rows of 15, and levels from 64-bit rows.
#include <catch2/catch.hpp>

#include "soak_support.hpp"

using namespace marienbad;
using marienbad::test::check_levels_from_huge;
using marienbad::test::soak;
using marienbad::test::SoakVariant;

TEST_CASE("soak: Nim, invariants after every move") {
  std::uint64_t seed = 101;
  for (const Heaps& bound : {Heaps{1, 3, 5, 7}, Heaps(8, 15)}) {
    for (Rule rule : {Rule::Normal, Rule::Misere})
      soak({GameKind::Nim, {}, bound}, rule, 2000, seed++);
  }
}

TEST_CASE("soak: every level moves legally from huge Nim rows") {
  check_levels_from_huge(GameKind::Nim, {}, {kMaxHeap, kMaxHeap - 1, 1ULL << 40, 3});
  check_levels_from_huge(GameKind::Nim, {}, Heaps(64, kMaxHeap));
}
