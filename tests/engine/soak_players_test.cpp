// Soak: thousands of computer-against-computer games in every game under each rule it offers,
// from random starts below its standard one, with the invariants checked after every move.
// Each game's own bounds and huge positions: tests/games/ID/engine/ID_soak_test.cpp.
#include <catch2/catch.hpp>

#include "soak_support.hpp"

using namespace marienbad;
using marienbad::test::soak;
using marienbad::test::SoakVariant;

TEST_CASE("soak: computer players in every game, invariants after every move") {
  std::uint64_t seed = 1;
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    for (Rule rule : {Rule::Normal, Rule::Misere}) {
      if (rule == Rule::Misere && !info.misere) continue;
      INFO(info.id);
      soak(SoakVariant{info.kind, default_parameter(info), info.start}, rule, 500, seed++);
    }
  }
}
