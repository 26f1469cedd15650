// The player registry, the project's RNG, and determinism.
#include <catch2/catch.hpp>

#include <array>
#include <cstdlib>
#include <map>
#include <set>

#include "marienbad/player.hpp"

using namespace marienbad;

TEST_CASE("rng: splitmix64 and xoshiro256** match their reference outputs") {
  // Reference values from the authors' C code (prng.di.unimi.it).
  std::uint64_t state = 0;
  CHECK(splitmix64(state) == 0xE220A8397B1DCDAFULL);
  CHECK(splitmix64(state) == 0x6E789E6AA1B965F4ULL);
  CHECK(splitmix64(state) == 0x06C45D188009454FULL);
  Rng rng = Rng::from_state({1, 2, 3, 4});
  CHECK(rng.next() == 11520ULL);
  CHECK(rng.next() == 0ULL);
  CHECK(rng.next() == 1509978240ULL);
  CHECK(rng.next() == 1215971899390074240ULL);
}

TEST_CASE("rng: below(n) is uniform and in range, including huge n") {
  Rng rng(42);
  std::array<int, 6> counts{};
  for (int i = 0; i < 60000; ++i) {
    const auto x = rng.below(6);
    REQUIRE(x < 6);
    ++counts[static_cast<std::size_t>(x)];
  }
  for (int c : counts) CHECK(std::abs(c - 10000) < 500);  // > 5 standard deviations
  CHECK(rng.below(0) == 0);
  CHECK(rng.below(1) == 0);
  for (int i = 0; i < 1000; ++i) REQUIRE(rng.below(kMaxHeap) < kMaxHeap);
  int high = 0;
  for (int i = 0; i < 1000; ++i) high += rng.below(kMaxHeap) >= kMaxHeap / 2;
  CHECK(std::abs(high - 500) < 100);
}

TEST_CASE("rng: the same seed replays, derived streams differ") {
  Rng a(7), b(7), c(8);
  bool differs = false;
  for (int i = 0; i < 100; ++i) {
    const auto x = a.next();
    CHECK(x == b.next());
    differs |= x != c.next();
  }
  CHECK(differs);
  CHECK(Rng(7).derive(1).next() == Rng(7).derive(1).next());
  CHECK(Rng(7).derive(1).next() != Rng(7).derive(2).next());
}

TEST_CASE("registry: five levels weakest first, each described in one sentence") {
  const std::vector<std::string_view> expected{"random", "easy", "medium", "hard", "perfect"};
  CHECK(level_names() == expected);
  std::set<std::string_view> sentences;
  for (auto name : level_names()) {
    CHECK(is_level(name));
    auto player = make_player(name);
    REQUIRE(player.ok());
    CHECK(player.value()->level() == name);
    auto sentence = describe(name);
    REQUIRE(sentence.ok());
    CHECK(sentence.value().size() > 10);
    CHECK(sentence.value().back() == '.');
    sentences.insert(sentence.value());
  }
  CHECK(sentences.size() == expected.size());
  for (std::string_view bad : {"", "Perfect", "expert", "perfect "}) {
    CHECK_FALSE(is_level(bad));
    auto player = make_player(bad);
    REQUIRE_FALSE(player.ok());
    CHECK(player.error().find("levels: random, easy, medium, hard, perfect") != std::string::npos);
    CHECK_FALSE(describe(bad).ok());
  }
}

TEST_CASE("random: every legal move comes up, uniformly") {
  // Each game whose standard start has a few moves: 1000 draws a move, within 15 %.
  auto random = make_player("random").value();
  int games = 0;
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    const Game game = Game::make(info.kind, Rule::Normal).value();
    const std::vector<Move> moves = game.moves(info.start);
    if (moves.size() < 2 || moves.size() > 16) continue;
    INFO(info.id);
    ++games;
    Rng rng(11);
    std::map<std::string, int> counts;
    for (std::size_t i = 0; i < 1000 * moves.size(); ++i) {
      ++counts[game.move_text(random->choose(game, info.start, rng))];
    }
    CHECK(counts.size() == moves.size());
    for (const auto& [text, count] : counts) CHECK(std::abs(count - 1000) < 150);
  }
  CHECK(games >= 1);
}
