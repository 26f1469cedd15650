// The hint of a sum of games against the engine: each part's Grundy value, their digital
// sum, the verdict (checked by brute force with the generic solver) and the suggested move,
// which names the part and wins, for every position of small sums.
#include <catch2/catch.hpp>

#include "boards/hint_model.hpp"
#include "english_strings.hpp"
#include "marienbad/solver.hpp"

using namespace marienbad;
using namespace marienbad::app;
using marienbad::app::test::english;

namespace {

Game make_sum(const std::vector<std::string>& specs) {
  std::vector<SumPart> parts;
  for (const std::string& spec : specs) {
    auto part = parse_sum_part(spec);
    REQUIRE(part.ok());
    parts.push_back(part.value());
  }
  auto sum = SumGame::make(parts);
  REQUIRE(sum.ok());
  return Game(std::move(sum).value());
}

// Every position with each heap between 0 and the start's.
std::vector<Heaps> positions_below(const Heaps& start) {
  std::vector<Heaps> all{Heaps(start.size(), 0)};
  for (std::size_t i = 0; i < start.size(); ++i) {
    std::vector<Heaps> next;
    for (const Heaps& heaps : all) {
      for (Count v = 0; v <= start[i]; ++v) {
        Heaps h = heaps;
        h[i] = v;
        next.push_back(h);
      }
    }
    all = std::move(next);
  }
  return all;
}

}  // namespace

TEST_CASE("sum hint: the worked example of the rules (7 ⊕ 1 ⊕ 0 = 6)", "[hint][sum]") {
  const Game game = make_sum({"nim:1,3,5", "subtraction:21", "wythoff:3,5"});
  const HintModel m = build_hint_model(game, {1, 3, 5, 21, 3, 5}, english(), true);
  REQUIRE(m.sum);
  const SumHint& h = *m.sum;
  REQUIRE(h.parts.size() == 3);
  CHECK(h.parts[0].grundy == 7);
  CHECK(h.parts[1].grundy == 1);
  CHECK(h.parts[2].grundy == 0);
  CHECK(h.parts[0].caption == "1 · Marienbad");
  CHECK(h.parts[1].caption == "2 · Subtraction {1, 2, 3}");
  CHECK(h.parts[2].caption == "3 · Dornim");
  CHECK(h.table.rows[0].bits == "111");
  CHECK(h.table.rows[1].bits == "001");
  CHECK(h.table.rows[2].bits == "000");
  CHECK(h.table.sum == 6);
  CHECK(h.table.sum_bits == "110");
  CHECK(h.table.key_row == 0u);
  CHECK(m.favourable);
  REQUIRE(h.suggested);
  CHECK(h.suggested_part == 0u);
  // 7 → 7 ⊕ 6 = 1: the row of 5 becomes 5 ⊕ 6 = 3, take 2 (seed 003's method, in a part).
  CHECK(*h.suggested == Move{2, 2, false});
  CHECK(h.explanation == "Part 1: 111 → 001 with 2 from row 3");
  CHECK(suggested_move(m) == h.suggested);
  CHECK(method_text(m) == h.explanation);
  CHECK(describe_move(game, {1, 3, 5, 21, 3, 5}, *h.suggested, english()) ==
        "Part 1: 2 from row 3");
  // The preview of a move adds the values after it.
  const auto preview = build_move_preview(game, {1, 3, 5, 21, 3, 5}, *h.suggested, english());
  REQUIRE(preview);
  CHECK(preview->good);
  CHECK(preview->sum_bits == std::optional<std::string>("000"));
}

TEST_CASE("sum hint: every position of small sums agrees with the engine and brute force",
          "[hint][sum]") {
  for (const auto& specs :
       std::vector<std::vector<std::string>>{{"nim:2,3", "subtraction:6:1,3,4", "wythoff:2,3"},
                                             {"wythoff:3,4", "wythoff:2,2"},
                                             {"subtraction:7:2,5", "nim:3", "subtraction:5"}}) {
    const Game game = make_sum(specs);
    const SumGame& sum = *game.sum();
    Solver solver(sum);
    for (const Heaps& heaps : positions_below(game.standard_start())) {
      CAPTURE(specs, heaps);
      const HintModel m = build_hint_model(game, heaps, english(), true);
      REQUIRE(m.sum);
      const SumHint& h = *m.sum;
      Count total = 0;
      for (std::size_t i = 0; i < sum.part_count(); ++i) {
        CHECK(h.parts[i].grundy == sum.part_grundy(heaps, i));
        CHECK(h.table.rows[i].count == sum.part_grundy(heaps, i));
        total ^= h.parts[i].grundy;
      }
      CHECK(h.table.sum == total);
      CHECK(h.table.sum == game.grundy(heaps));
      const Outcome brute = solver.solve(heaps).outcome;
      CHECK(m.favourable == (brute == Outcome::N));
      CHECK(m.over == game.is_terminal(heaps));
      if (brute == Outcome::P) {
        CHECK_FALSE(h.suggested);
        continue;
      }
      REQUIRE(h.suggested);
      REQUIRE(h.suggested_part);
      CHECK(sum.part_of(*h.suggested) == *h.suggested_part);
      CHECK(h.table.key_row == h.suggested_part);
      CHECK(game.check_move(heaps, *h.suggested).ok());
      CHECK(solver.solve(game.apply(heaps, *h.suggested)).outcome == Outcome::P);
      // The key part's value has a 1 in Σ's leftmost column.
      const std::string& bits = h.table.rows[*h.suggested_part].bits;
      CHECK(bits[h.table.sum_bits.find('1')] == '1');
      CHECK(h.explanation.rfind("Part " + std::to_string(*h.suggested_part + 1) + ":", 0) == 0);
    }
  }
}
