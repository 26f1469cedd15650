// Hackenbush's values against an independent brute force. A value v of a picture G is right
// when G plus a picture worth -v is a zero game: whoever moves first loses. The test builds
// the pictures worth -v itself (a blue-red stalk by Berlekamp's rule, a green stalk for a
// nimber) and plays the sum out over every set of edges, with its own cutting and grounding:
// nothing here is the engine's but the value checked.
#include <map>
#include <unordered_map>

#include <catch2/catch.hpp>

#include "hackenbush/hackenbush.hpp"
#include "marienbad/rng.hpp"

using namespace marienbad;

namespace {

struct Edge {
  unsigned a, b;
  char colour;  // 'B', 'R', 'G'
};

// Who wins moving first, by play over the sets of edges still standing.
class BruteForce {
 public:
  explicit BruteForce(std::vector<Edge> edges) : edges_(std::move(edges)) {
    REQUIRE(edges_.size() <= 24);
  }
  // Left (Blue) moving first wins; Right (Red) moving first wins.
  std::pair<bool, bool> first_wins() {
    const std::uint32_t all = (std::uint32_t{1} << edges_.size()) - 1;
    return {wins(all, true), wins(all, false)};
  }

 private:
  std::uint32_t standing(std::uint32_t present) const {
    std::vector<bool> reached(2 * edges_.size() + 2, false);
    reached[0] = true;
    std::uint32_t kept = 0;
    for (bool again = true; again;) {
      again = false;
      for (std::size_t e = 0; e < edges_.size(); ++e) {
        if (!(present >> e & 1) || (kept >> e & 1)) continue;
        if (!reached[edges_[e].a] && !reached[edges_[e].b]) continue;
        reached[edges_[e].a] = reached[edges_[e].b] = true;
        kept |= std::uint32_t{1} << e;
        again = true;
      }
    }
    return kept;
  }
  bool wins(std::uint32_t present, bool left) {
    const std::uint64_t key = std::uint64_t{present} << 1 | (left ? 1 : 0);
    if (auto known = memo_.find(key); known != memo_.end()) return known->second;
    bool result = false;
    for (std::size_t e = 0; e < edges_.size() && !result; ++e) {
      if (!(present >> e & 1)) continue;
      const char c = edges_[e].colour;
      if (c != 'G' && (c == 'B') != left) continue;
      if (!wins(standing(present & ~(std::uint32_t{1} << e)), !left)) result = true;
    }
    memo_.emplace(key, result);
    return result;
  }

  std::vector<Edge> edges_;
  std::unordered_map<std::uint64_t, bool> memo_;
};

// Berlekamp's rule for a stalk: ±1 per edge until the colour first changes, then ±1/2, ±1/4, …
Dyadic stalk_value(const std::string& stalk) {
  Dyadic total;
  int exponent = 0;
  for (std::size_t i = 0; i < stalk.size(); ++i) {
    if (exponent == 0 && i > 0 && stalk[i] != stalk[i - 1]) exponent = 1;
    const auto step = Dyadic::make(stalk[i] == 'B' ? 1 : -1, exponent);
    total = add(total, *step).value();
    if (exponent > 0) ++exponent;
  }
  return total;
}

// A blue-red stalk for every value of a stalk of up to 9 edges, the shortest.
const std::map<Dyadic, std::string>& stalks_by_value() {
  static const std::map<Dyadic, std::string> stalks = [] {
    std::map<Dyadic, std::string> found;
    for (std::size_t length = 0; length <= 9; ++length) {
      for (unsigned bits = 0; bits < (1U << length); ++bits) {
        std::string stalk;
        for (std::size_t i = 0; i < length; ++i) stalk += (bits >> i & 1) ? 'R' : 'B';
        found.emplace(stalk_value(stalk), stalk);
      }
    }
    return found;
  }();
  return stalks;
}

// `stalk` standing on the ground beside `edges` (its joints after theirs).
std::vector<Edge> with_stalk(std::vector<Edge> edges, const std::string& stalk) {
  unsigned top = 0;
  for (const Edge& e : edges) top = std::max({top, e.a, e.b});
  unsigned below = 0;
  for (char c : stalk) {
    edges.push_back({below, ++top, c});
    below = top;
  }
  return edges;
}

Picture to_picture(const std::vector<Edge>& edges) {
  Picture picture;
  for (const Edge& e : edges) {
    picture.edges.push_back({e.a, e.b,
                             e.colour == 'B'   ? EdgeColour::Blue
                             : e.colour == 'R' ? EdgeColour::Red
                                               : EdgeColour::Green});
  }
  picture.edges = renumbered(picture.edges);
  return picture;
}

// A random picture of `size` edges: each new edge from a joint already standing to a new joint,
// or (with probability `cycles` per mille) to a joint already standing, closing a cycle.
std::vector<Edge> random_picture(Rng& rng, std::size_t size, std::string_view colours,
                                 unsigned cycles) {
  std::vector<Edge> edges;
  unsigned joints = 0;
  while (edges.size() < size) {
    const auto from = static_cast<unsigned>(rng.below(joints + 1));
    unsigned to = joints + 1;
    if (joints > 0 && rng.chance(cycles)) to = 1 + static_cast<unsigned>(rng.below(joints));
    if (from == 0 && to == 0) continue;
    if (to == joints + 1) ++joints;
    edges.push_back({from, to, colours[static_cast<std::size_t>(rng.below(colours.size()))]});
  }
  return edges;
}

void check_number(const std::vector<Edge>& edges) {
  const auto value = picture_value(to_picture(edges));
  REQUIRE(value.ok());
  REQUIRE(value->number.has_value());
  const auto stalk = stalks_by_value().find(-*value->number);
  if (stalk == stalks_by_value().end()) return;  // finer than the stalks made: not checked
  INFO("value " << value->text << ", stalk " << stalk->second);
  CHECK(BruteForce(with_stalk(edges, stalk->second)).first_wins() ==
        std::pair<bool, bool>{false, false});
}

}  // namespace

TEST_CASE("the test's stalk rule gives Winning Ways' stalks", "[hackenbush]") {
  CHECK(stalk_value("BR").text() == "1/2");
  CHECK(stalk_value("BRB").text() == "3/4");
  CHECK(stalk_value("BRR").text() == "1/4");
  CHECK(stalk_value("BBR").text() == "3/2");
  CHECK(stalk_value("RBB").text() == "-1/4");
  CHECK(stalks_by_value().size() > 500);
}

TEST_CASE("every blue-red stalk of up to 8 edges has the value of the stalk rule", "[hackenbush]") {
  for (std::size_t length = 1; length <= 8; ++length) {
    for (unsigned bits = 0; bits < (1U << length); ++bits) {
      std::string stalk;
      for (std::size_t i = 0; i < length; ++i) stalk += (bits >> i & 1) ? 'R' : 'B';
      const auto picture = parse_picture(stalk, "stalk");
      REQUIRE(picture.ok());
      const auto value = picture_value(*picture);
      REQUIRE(value.ok());
      INFO(stalk);
      CHECK(value->number == stalk_value(stalk));
    }
  }
}

TEST_CASE("blue-red pictures of up to 10 edges: the value plus its negative stalk is zero",
          "[hackenbush]") {
  Rng rng(41);
  for (std::size_t size = 1; size <= 10; ++size) {
    for (int i = 0; i < 60; ++i) {
      check_number(random_picture(rng, size, "BR", 0));    // trees: the closed rule
      check_number(random_picture(rng, size, "BR", 300));  // cycles: the search
    }
  }
}

TEST_CASE("green pictures of up to 10 edges: the nimber plus its green stalk is zero",
          "[hackenbush]") {
  Rng rng(43);
  for (std::size_t size = 1; size <= 10; ++size) {
    for (int i = 0; i < 80; ++i) {
      const auto edges = random_picture(rng, size, "G", i % 2 == 0 ? 0 : 350);
      const auto value = picture_value(to_picture(edges));
      REQUIRE(value.ok());
      REQUIRE(value->nimber.has_value());
      INFO("value " << value->text);
      CHECK(BruteForce(with_stalk(edges, std::string(*value->nimber, 'G'))).first_wins() ==
            std::pair<bool, bool>{false, false});
    }
  }
}

TEST_CASE("a green stalk of n edges is a Nim heap of n", "[hackenbush]") {
  for (std::size_t n = 0; n <= 40; ++n) {
    const auto picture = parse_picture(n == 0 ? "none" : std::string(n, 'G'), "stalk");
    REQUIRE(picture.ok());
    CHECK(picture_value(*picture)->nimber == n);
  }
  // Nim 1-3-5-7 is a zero position: its nim-sum is 0.
  const auto marienbad = parse_picture("G,GGG,GGGGG,GGGGGGG", "nim");
  CHECK(picture_value(*marienbad)->nimber == 0);
  CHECK(picture_value(*parse_picture("GGG,GGGGG", "nim"))->text == "*6");
}

TEST_CASE("mixed pictures of up to 10 edges: who wins follows from the value", "[hackenbush]") {
  Rng rng(47);
  for (std::size_t size = 1; size <= 10; ++size) {
    for (int i = 0; i < 40; ++i) {
      const auto edges = random_picture(rng, size, "BRG", i % 2 == 0 ? 0 : 300);
      const auto value = picture_value(to_picture(edges));
      REQUIRE(value.ok());
      INFO("value " << value->text);
      const auto [left, right] = BruteForce(edges).first_wins();
      CHECK(wins_moving_first(value->sign, Side::Blue) == left);
      CHECK(wins_moving_first(value->sign, Side::Red) == right);
    }
  }
}
