// The random level on Dornim: each of the moves from (2, 3), diagonal ones included, equally
// often.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <map>

#include "marienbad/player.hpp"

using namespace marienbad;

TEST_CASE("random: every legal Dornim move comes up, uniformly, the diagonal ones too") {
  const Game game = Game::make(GameKind::Wythoff, Rule::Normal).value();
  auto random = make_player("random").value();
  Rng rng(11);
  const Heaps heaps{2, 3};  // 2 + 3 + 2 = 7 moves
  std::map<std::string, int> counts;
  for (int i = 0; i < 7000; ++i) ++counts[game.move_text(random->choose(game, heaps, rng))];
  CHECK(counts.size() == 7);
  for (const auto& [text, count] : counts) CHECK(std::abs(count - 1000) < 150);
}
