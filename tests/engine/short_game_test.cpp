// Short games in canonical form: numbers and nimbers as games, Conway's known values, and the
// table's order and equality against a naive recursive definition on random game trees (no
// simplification, no table): two games are equal when each is <= the other, and whoever wins
// moving first follows from the sign.
#include <functional>
#include <memory>

#include <catch2/catch.hpp>

#include "marienbad/rng.hpp"
#include "marienbad/short_game.hpp"

using namespace marienbad;
using Id = ShortGames::Id;

namespace {

Dyadic number(std::string_view text) {
  return Dyadic::parse(text).value();
}

// A game tree as written, for the naive definitions.
struct Tree {
  std::vector<Tree> left, right;
};

// Left wins moving first in a - b + ... : the plain definition of <=.
bool naive_leq(const Tree& a, const Tree& b) {
  for (const Tree& x : a.left) {
    if (naive_leq(b, x)) return false;
  }
  for (const Tree& y : b.right) {
    if (naive_leq(y, a)) return false;
  }
  return true;
}

// Left moving first wins when some G^L is >= 0 (Right, moving first there, loses).
bool left_wins_first(const Tree& g) {
  const Tree zero;
  return std::any_of(g.left.begin(), g.left.end(),
                     [&](const Tree& x) { return naive_leq(zero, x); });
}

bool right_wins_first(const Tree& g) {
  const Tree zero;
  return std::any_of(g.right.begin(), g.right.end(),
                     [&](const Tree& y) { return naive_leq(y, zero); });
}

Tree random_tree(Rng& rng, int depth) {
  Tree tree;
  if (depth == 0) return tree;
  const auto lefts = rng.below(3), rights = rng.below(3);
  for (Count i = 0; i < lefts; ++i) tree.left.push_back(random_tree(rng, depth - 1));
  for (Count i = 0; i < rights; ++i) tree.right.push_back(random_tree(rng, depth - 1));
  return tree;
}

Id intern(ShortGames& games, const Tree& tree) {
  std::vector<Id> left, right;
  for (const Tree& x : tree.left) left.push_back(intern(games, x));
  for (const Tree& y : tree.right) right.push_back(intern(games, y));
  return games.make(std::move(left), std::move(right));
}

}  // namespace

TEST_CASE("numbers as games: their value, sums and order", "[short_game]") {
  ShortGames games;
  std::vector<Dyadic> values;
  for (int k = 0; k <= 3; ++k) {
    for (std::int64_t m = -4 << k; m <= 4 << k; ++m) {
      const auto x = Dyadic::make(m, k);
      if (x && x->exponent() == k) values.push_back(*x);
    }
  }
  for (const Dyadic& x : values) {
    const Id gx = games.number(x);
    CHECK(games.as_number(gx) == x);
    CHECK(games.text(gx) == x.text());
  }
  for (const Dyadic& x : values) {
    for (const Dyadic& y : values) {
      const Id gx = games.number(x), gy = games.number(y);
      CHECK(games.leq(gx, gy) == (x <= y));
      // Sum of the games as games (not the numbers' sum): compared by canonical form.
      if (const auto sum = add(x, y); sum && (x.exponent() + y.exponent()) % 3 == 0)
        CHECK(games.add(gx, gy) == games.number(*sum));
    }
  }
  CHECK(games.make({games.zero()}, {games.number(1)}) == games.number(number("1/2")));
  CHECK(games.make({games.number(number("1/2"))}, {games.number(1)}) ==
        games.number(number("3/4")));
  CHECK(games.make({games.number(-1)}, {games.number(1)}) == games.zero());
  CHECK(games.make({games.number(1)}, {}) == games.number(2));
}

TEST_CASE("nimbers as games: their sum is the nim-sum", "[short_game]") {
  ShortGames games;
  for (Count a = 0; a < 16; ++a) {
    for (Count b = 0; b < 16; ++b)
      CHECK(games.add(games.nimber(a), games.nimber(b)) == games.nimber(a ^ b));
    CHECK(games.as_nimber(games.nimber(a)) == a);
  }
  const Id star = games.nimber(1);
  CHECK(games.text(star) == "*");
  CHECK(games.text(games.nimber(2)) == "*2");
  CHECK(games.sign(star) == ShortGames::Sign::Fuzzy);
  CHECK(games.make({games.zero()}, {games.zero()}) == star);
  CHECK(games.make({games.zero(), star}, {games.zero(), star}) == games.nimber(2));
}

TEST_CASE("up, down and their sums with stars", "[short_game]") {
  ShortGames games;
  const Id zero = games.zero(), star = games.nimber(1), up = games.up();
  CHECK(games.text(up) == "^");
  CHECK(games.sign(up) == ShortGames::Sign::Positive);
  CHECK(games.text(games.make({star}, {zero})) == "v");
  const Id up_star = games.add(up, star);
  CHECK(up_star == games.make({zero, star}, {zero}));
  CHECK(games.text(up_star) == "^*");
  CHECK(games.sign(up_star) == ShortGames::Sign::Fuzzy);
  CHECK(games.text(games.add(up, up)) == "^^");
  CHECK(games.sign(games.add(games.add(up, up), star)) == ShortGames::Sign::Positive);
  CHECK(games.text(games.add(games.add(up, games.add(up, up)), games.number(number("1/2")))) ==
        "1/2^3");
  CHECK(games.text(games.add(games.negate(up), games.nimber(3))) == "v*3");
  CHECK(games.text(games.add(games.number(1), star)) == "1*");
  // A hot game is written as its options.
  const Id hot = games.make({games.number(1)}, {games.number(-1)});
  CHECK(games.text(hot) == "{1|-1}");
  CHECK(games.sign(hot) == ShortGames::Sign::Fuzzy);
  CHECK(games.add(hot, games.negate(hot)) == zero);
}

TEST_CASE("random game trees: the table agrees with the naive definitions", "[short_game]") {
  ShortGames games;
  Rng rng(7);
  std::vector<Tree> trees;
  for (int i = 0; i < 120; ++i)
    trees.push_back(random_tree(rng, 1 + static_cast<int>(rng.below(3))));
  std::vector<Id> ids;
  for (const Tree& tree : trees) ids.push_back(intern(games, tree));
  for (std::size_t i = 0; i < trees.size(); ++i) {
    const bool left = left_wins_first(trees[i]), right = right_wins_first(trees[i]);
    const auto sign = games.sign(ids[i]);
    CHECK((sign == ShortGames::Sign::Positive || sign == ShortGames::Sign::Fuzzy) == left);
    CHECK((sign == ShortGames::Sign::Negative || sign == ShortGames::Sign::Fuzzy) == right);
    CHECK(games.add(ids[i], games.negate(ids[i])) == games.zero());
    for (std::size_t j = 0; j < trees.size(); j += 7) {
      const bool leq = naive_leq(trees[i], trees[j]);
      CHECK(games.leq(ids[i], ids[j]) == leq);
      // Equal values have one canonical form.
      CHECK((ids[i] == ids[j]) == (leq && naive_leq(trees[j], trees[i])));
    }
  }
}
