// Soak on subtraction games of three sets, and levels from a heap of 2^63-1.
#include <catch2/catch.hpp>

#include "soak_support.hpp"

using namespace marienbad;
using marienbad::test::check_levels_from_huge;
using marienbad::test::soak;
using marienbad::test::SoakVariant;

TEST_CASE("soak: subtraction games, invariants after every move") {
  std::uint64_t seed = 201;
  const std::vector<SoakVariant> variants = {
      {GameKind::Subtraction, {1, 2, 3}, {21}},
      {GameKind::Subtraction, {1, 3, 4}, {100}},
      {GameKind::Subtraction, {2, 5, 7, 10}, {100}},
  };
  for (const SoakVariant& variant : variants) {
    for (Rule rule : {Rule::Normal, Rule::Misere}) soak(variant, rule, 2000, seed++);
  }
}

TEST_CASE("soak: every level moves legally from a huge subtraction heap") {
  check_levels_from_huge(GameKind::Subtraction, {1, 5, 9}, {kMaxHeap});
}
