// Soak on Dornim up to 30,30, and levels from squares near 2^63.
#include <catch2/catch.hpp>

#include "soak_support.hpp"
#include "wythoff/wythoff.hpp"

using namespace marienbad;
using marienbad::test::check_levels_from_huge;
using marienbad::test::soak;
using marienbad::test::SoakVariant;

TEST_CASE("soak: Dornim, invariants after every move") {
  std::uint64_t seed = 301;
  for (const Heaps& bound : {Heaps{11, 15}, Heaps{30, 30}}) {
    for (Rule rule : {Rule::Normal, Rule::Misere}) {
      soak({GameKind::Wythoff, {}, bound}, rule, 2000, seed++);
    }
  }
}

TEST_CASE("soak: every level moves legally from huge Dornim squares") {
  check_levels_from_huge(GameKind::Wythoff, {}, {kMaxHeap, kMaxHeap - 12345});
  const ColdPosition cold = cold_position(kMaxWythoffRank);
  check_levels_from_huge(GameKind::Wythoff, {}, {cold.x, cold.y});
}
