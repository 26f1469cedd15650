#pragma once
// What the hint tests of each game share: a game made or the test fails, the outcome by brute
// force (independent of the closed forms a hint shows), and a game's own hint data.
#include <any>
#include <catch2/catch.hpp>
#include <utility>
#include <vector>

#include "boards/hint_model.hpp"
#include "marienbad/solver.hpp"

namespace marienbad::app::test {

inline Game hint_game(GameKind kind, Rule rule = Rule::Normal, std::vector<Count> set = {1, 2, 3}) {
  auto game = Game::make(kind, rule, std::move(set));
  REQUIRE(game.ok());
  return std::move(game).value();
}

// The outcome by memoised search over every move.
inline Outcome solved(const Game& game, const Heaps& heaps) {
  return game.visit([&](const auto& model) {
    Solver solver(model);
    return solver.solve(heaps).outcome;
  });
}

// The game's own part of the hint (HintModel::detail), or the test fails.
template <class Detail>
const Detail& hint_detail(const HintModel& model) {
  const auto* detail = std::any_cast<Detail>(&model.detail);
  REQUIRE(detail != nullptr);
  return *detail;
}

}  // namespace marienbad::app::test
