// Short games in canonical form: numbers and nimbers as games, Conway's known values, and the
// table checked against definitions that use no table and no simplification, on random game
// trees: who wins by searching the play itself, <= by its recursive definition, canonical form
// by its two conditions (no dominated option, no reversible one).
#include <algorithm>
#include <functional>
#include <map>

#include <catch2/catch.hpp>

#include "marienbad/rng.hpp"
#include "marienbad/short_game.hpp"

using namespace marienbad;
using Id = ShortGames::Id;
using Sign = ShortGames::Sign;

namespace {

Dyadic number(std::string_view text) {
  return Dyadic::parse(text).value();
}

// A game tree as written, for the naive definitions.
struct Tree {
  std::vector<Tree> left, right;
};

// G <= H unless some G^L >= H or some H^R <= G: the recursive definition, no table.
bool naive_leq(const Tree& a, const Tree& b) {
  for (const Tree& x : a.left) {
    if (naive_leq(b, x)) return false;
  }
  for (const Tree& y : b.right) {
    if (naive_leq(y, a)) return false;
  }
  return true;
}

// The play itself, on a sum of games held as their parts (none of them simplified): Left,
// moving first, wins when one of her moves in one part leaves Right, moving first, losing.
bool right_wins_first(const std::vector<const Tree*>& parts);
bool left_wins_first(const std::vector<const Tree*>& parts) {
  for (std::size_t i = 0; i < parts.size(); ++i) {
    for (const Tree& x : parts[i]->left) {
      auto next = parts;
      next[i] = &x;
      if (!right_wins_first(next)) return true;
    }
  }
  return false;
}
bool right_wins_first(const std::vector<const Tree*>& parts) {
  for (std::size_t i = 0; i < parts.size(); ++i) {
    for (const Tree& y : parts[i]->right) {
      auto next = parts;
      next[i] = &y;
      if (!left_wins_first(next)) return true;
    }
  }
  return false;
}

Sign played_sign(const std::vector<const Tree*>& parts) {
  const bool left = left_wins_first(parts), right = right_wins_first(parts);
  if (left && right) return Sign::Fuzzy;
  if (left) return Sign::Positive;
  if (right) return Sign::Negative;
  return Sign::Zero;
}

Tree negated(const Tree& tree) {
  Tree result;
  for (const Tree& y : tree.right) result.left.push_back(negated(y));
  for (const Tree& x : tree.left) result.right.push_back(negated(x));
  return result;
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

// A canonical form written out as a tree, for the naive definitions.
Tree expand(const ShortGames& games, Id id) {
  Tree tree;
  for (Id x : games.left(id)) tree.left.push_back(expand(games, x));
  for (Id y : games.right(id)) tree.right.push_back(expand(games, y));
  return tree;
}

// Canonical form, by its definition: no option dominated by another of the same player, and no
// option reversible (a Left option G^L with some G^LR <= G; a Right option likewise).
bool naive_canonical(const Tree& g) {
  for (const Tree& x : g.left) {
    for (const Tree& y : g.left) {
      if (&x != &y && naive_leq(x, y)) return false;
    }
    for (const Tree& answer : x.right) {
      if (naive_leq(answer, g)) return false;
    }
  }
  for (const Tree& x : g.right) {
    for (const Tree& y : g.right) {
      if (&x != &y && naive_leq(y, x)) return false;
    }
    for (const Tree& answer : x.left) {
      if (naive_leq(g, answer)) return false;
    }
  }
  return std::all_of(g.left.begin(), g.left.end(), naive_canonical) &&
         std::all_of(g.right.begin(), g.right.end(), naive_canonical);
}

// a + b through its forms: {a^L + b, a + b^L | a^R + b, a + b^R} simplified by make(), never
// by the sum of the numbers (which ShortGames::add takes when both are numbers).
Id sum_of_forms(ShortGames& games, Id a, Id b, std::map<std::pair<Id, Id>, Id>& known) {
  if (auto found = known.find({a, b}); found != known.end()) return found->second;
  std::vector<Id> left, right;
  const std::vector<Id> a_left = games.left(a), a_right = games.right(a);
  const std::vector<Id> b_left = games.left(b), b_right = games.right(b);
  for (Id x : a_left) left.push_back(sum_of_forms(games, x, b, known));
  for (Id x : b_left) left.push_back(sum_of_forms(games, a, x, known));
  for (Id y : a_right) right.push_back(sum_of_forms(games, y, b, known));
  for (Id y : b_right) right.push_back(sum_of_forms(games, a, y, known));
  const Id sum = games.make(std::move(left), std::move(right));
  known.emplace(std::pair{a, b}, sum);
  return sum;
}

std::vector<Dyadic> small_numbers() {  // m/2^k with |m/2^k| <= 4 and k <= 4, each once
  std::vector<Dyadic> values;
  for (int k = 0; k <= 4; ++k) {
    for (std::int64_t m = -(std::int64_t{4} << k); m <= (std::int64_t{4} << k); ++m) {
      const auto x = Dyadic::make(m, k);
      if (x && x->exponent() == k) values.push_back(*x);
    }
  }
  return values;
}

}  // namespace

TEST_CASE("numbers as games: their value, sign, order and text", "[short_game]") {
  ShortGames games;
  const auto values = small_numbers();
  REQUIRE(values.size() == 129);
  for (const Dyadic& x : values) {
    const Id gx = games.number(x);
    CHECK(games.as_number(gx) == x);
    CHECK(games.text(gx) == x.text());
    CHECK(games.sign(gx) == (x > Dyadic(0)   ? Sign::Positive
                             : x < Dyadic(0) ? Sign::Negative
                                             : Sign::Zero));
    CHECK(games.negate(gx) == games.number(-x));
    CHECK(games.as_nimber(gx).has_value() == (x == Dyadic(0)));
  }
  for (const Dyadic& x : values) {
    for (const Dyadic& y : values) CHECK(games.leq(games.number(x), games.number(y)) == (x <= y));
  }
  const std::size_t size = games.size();
  CHECK(games.number(number("-3/4")) == games.number(number("-6/8")));
  CHECK(games.size() == size);  // interned once
}

TEST_CASE("numbers as games: the sum of their forms is the sum of the numbers", "[short_game]") {
  ShortGames games;
  std::map<std::pair<Id, Id>, Id> known;
  const auto values = small_numbers();
  for (const Dyadic& x : values) {
    for (const Dyadic& y : values) {
      const Id gx = games.number(x), gy = games.number(y);
      const Id sum = games.number(*add(x, y));
      CHECK(sum_of_forms(games, gx, gy, known) == sum);
      CHECK(games.add(gx, gy) == sum);
    }
  }
}

TEST_CASE("numbers as games: Conway's simplest number between the options", "[short_game]") {
  ShortGames games;
  const Id zero = games.zero(), one = games.number(1), star = games.nimber(1);
  CHECK(games.make({zero}, {one}) == games.number(number("1/2")));
  CHECK(games.make({games.number(number("1/2"))}, {one}) == games.number(number("3/4")));
  CHECK(games.make({games.number(-1)}, {one}) == zero);
  CHECK(games.make({one}, {}) == games.number(2));
  CHECK(games.make({}, {zero}) == games.number(-1));
  CHECK(games.make({}, {}) == zero);
  // Dominated options go: {0, 1/2 | 3, 2} = {1/2 | 2} = 1.
  CHECK(games.make({zero, games.number(number("1/2"))}, {games.number(3), games.number(2)}) == one);
  // A form with a non-number option may be a number: * in {0, * | } reverses through 0 (0 <= G,
  // Right having no move), and its replacement, 0's Left options, is empty: {0 | } = 1.
  CHECK(games.make({zero, star}, {}) == one);
  CHECK(games.text(games.make({zero, star}, {})) == "1");
}

TEST_CASE("nimbers as games: their sum is the nim-sum", "[short_game]") {
  ShortGames games;
  for (Count a = 0; a < 16; ++a) {
    for (Count b = 0; b < 16; ++b)
      CHECK(games.add(games.nimber(a), games.nimber(b)) == games.nimber(a ^ b));
    CHECK(games.as_nimber(games.nimber(a)) == a);
    CHECK(games.sign(games.nimber(a)) == (a == 0 ? Sign::Zero : Sign::Fuzzy));
    CHECK(games.negate(games.nimber(a)) == games.nimber(a));
  }
  const Id star = games.nimber(1);
  CHECK(games.add(star, star) == games.zero());
  CHECK(games.text(star) == "*");
  CHECK(games.text(games.nimber(2)) == "*2");
  CHECK(games.text(games.nimber(0)) == "0");
  CHECK_FALSE(games.as_number(star).has_value());
  CHECK(games.make({games.zero()}, {games.zero()}) == star);
  CHECK(games.make({games.zero(), star}, {games.zero(), star}) == games.nimber(2));
  // {0, *, *3 | 0, *, *3} = *2: the mex, the larger option reversible through *2.
  CHECK(games.make({games.zero(), star, games.nimber(3)}, {games.zero(), star, games.nimber(3)}) ==
        games.nimber(2));
}

TEST_CASE("up, down and their sums with numbers and stars", "[short_game]") {
  ShortGames games;
  const Id zero = games.zero(), star = games.nimber(1), up = games.up();
  CHECK(up == games.make({zero}, {star}));
  CHECK(games.text(up) == "^");
  CHECK(games.sign(up) == Sign::Positive);
  CHECK(games.leq(zero, up));
  CHECK_FALSE(games.leq(up, zero));
  CHECK_FALSE(games.as_nimber(up).has_value());
  CHECK_FALSE(games.as_number(up).has_value());
  const Id down = games.make({star}, {zero});
  CHECK(down == games.negate(up));
  CHECK(games.text(down) == "v");
  CHECK(games.sign(down) == Sign::Negative);
  const Id up_star = games.add(up, star);
  CHECK(up_star == games.make({zero, star}, {zero}));
  CHECK(games.text(up_star) == "^*");
  CHECK(games.sign(up_star) == Sign::Fuzzy);
  const Id double_up = games.add(up, up);
  CHECK(games.text(double_up) == "^^");
  CHECK(games.sign(double_up) == Sign::Positive);
  CHECK(games.text(games.negate(double_up)) == "vv");
  CHECK(games.sign(games.add(double_up, star)) == Sign::Positive);  // ^^* > 0
  CHECK(games.text(games.add(double_up, star)) == "^^*");
  CHECK(games.text(games.add(games.add(up, double_up), games.number(number("1/2")))) == "1/2^3");
  CHECK(games.text(games.add(games.number(number("1/2")), up)) == "1/2^");
  CHECK(games.text(games.add(games.negate(up), games.nimber(3))) == "v*3");
  CHECK(games.text(games.add(games.number(1), star)) == "1*");
  CHECK(games.text(games.add(games.number(number("1/2")), star)) == "1/2*");
  CHECK(games.text(games.add(games.number(-1), games.nimber(3))) == "-1*3");
  CHECK(games.text(games.add(games.number(number("-3/4")), games.nimber(2))) == "-3/4*2");
}

TEST_CASE("hot games are written as their options", "[short_game]") {
  ShortGames games;
  const Id zero = games.zero(), one = games.number(1);
  const Id hot = games.make({one}, {games.number(-1)});  // +-1: written "{1|-1}"
  CHECK(games.text(hot) == "{1|-1}");
  CHECK(games.sign(hot) == Sign::Fuzzy);
  CHECK(games.negate(hot) == hot);
  CHECK(games.add(hot, games.negate(hot)) == zero);
  CHECK(games.add(hot, hot) == zero);  // +-1 + +-1 = 0: whoever moves first is answered
  const Id hot_one = games.make({one}, {zero});
  CHECK(games.text(hot_one) == "{1|0}");
  CHECK(games.text(games.make({games.number(2)}, {hot_one})) == "{2|{1|0}}");
  CHECK(games.sign(hot_one) == Sign::Fuzzy);
}

TEST_CASE("a game plus its negative is zero", "[short_game]") {
  ShortGames games;
  std::vector<Id> all{games.zero(), games.nimber(1), games.up(), games.number(number("3/4"))};
  for (std::size_t round = 0; round < 2; ++round) {  // the first games' sums, then theirs
    const std::size_t count = all.size();
    for (std::size_t i = 0; i < count; ++i) {
      for (std::size_t j = i; j < count; ++j) {
        all.push_back(games.make({all[i]}, {all[j]}));
        all.push_back(games.add(all[i], all[j]));
      }
    }
  }
  for (Id a : all) {
    CHECK(games.add(a, games.negate(a)) == games.zero());
    CHECK(games.negate(games.negate(a)) == a);
  }
}

TEST_CASE("random game trees: the table agrees with play and the naive definitions",
          "[short_game]") {
  ShortGames games;
  Rng rng(7);
  std::vector<Tree> trees;
  for (int i = 0; i < 150; ++i)
    trees.push_back(random_tree(rng, 1 + static_cast<int>(rng.below(3))));
  std::vector<Id> ids;
  for (const Tree& tree : trees) ids.push_back(intern(games, tree));
  std::map<Sign, int> signs;
  int equal_pairs = 0;  // different trees of one value: the table must find them equal
  for (std::size_t i = 0; i < trees.size(); ++i) {
    const Sign sign = games.sign(ids[i]);
    ++signs[sign];
    CHECK(sign == played_sign({&trees[i]}));
    CHECK(naive_canonical(expand(games, ids[i])));
    CHECK(games.make(games.left(ids[i]), games.right(ids[i])) == ids[i]);
    const Id negative = games.negate(ids[i]);
    CHECK(negative == intern(games, negated(trees[i])));
    CHECK(games.add(ids[i], negative) == games.zero());
    for (std::size_t j = i % 5; j < trees.size(); j += 5) {
      const bool leq = naive_leq(trees[i], trees[j]);
      CHECK(games.leq(ids[i], ids[j]) == leq);
      // Equal values have one canonical form.
      const bool equal = leq && naive_leq(trees[j], trees[i]);
      CHECK((ids[i] == ids[j]) == equal);
      if (equal && i != j) ++equal_pairs;
      // A sum: its sign against the play on both trees side by side; its form against make()
      // on the unsimplified options; and a - b >= 0 exactly when b <= a.
      const Id sum = games.add(ids[i], ids[j]);
      CHECK(games.sign(sum) == played_sign({&trees[i], &trees[j]}));
      const Tree minus_j = negated(trees[j]);
      const Sign difference = played_sign({&trees[i], &minus_j});
      CHECK(games.leq(ids[j], ids[i]) ==
            (difference == Sign::Zero || difference == Sign::Positive));
      CHECK(games.add(ids[i], games.negate(ids[j])) == games.add(games.negate(ids[j]), ids[i]));
    }
  }
  // The sample reaches every outcome and values written in more than one way; else the checks
  // above would prove little.
  CHECK(signs.size() == 4);
  for (const auto& [sign, count] : signs) CHECK(count >= 5);
  CHECK(equal_pairs >= 10);
}

TEST_CASE("a sum of three: associative, and the sign of the play", "[short_game]") {
  ShortGames games;
  Rng rng(11);
  for (int round = 0; round < 60; ++round) {
    const Tree a = random_tree(rng, 2), b = random_tree(rng, 2), c = random_tree(rng, 2);
    const Id ga = intern(games, a), gb = intern(games, b), gc = intern(games, c);
    const Id left_first = games.add(games.add(ga, gb), gc);
    CHECK(left_first == games.add(ga, games.add(gb, gc)));
    CHECK(games.sign(left_first) == played_sign({&a, &b, &c}));
  }
}
