// marienbad-cli on Kayles (--game kayles --rows ...): the JSON contract of
// analyze (outcome, grundy, every winning move with its text and the rows
// after it) against the generic solver, rows up to 2^64-1, the Grundy table,
// the other commands, and bad rows as one line with exit 2.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.hpp"
#include "marienbad/game.hpp"
#include "marienbad/solver.hpp"

using marienbad::test::Run;
using marienbad::test::run_cli;
using marienbad::test::run_json;
using namespace marienbad;

namespace {

nlohmann::json rows_json(const Heaps& heaps) {
  nlohmann::json array = nlohmann::json::array();
  for (Count h : heaps) array.push_back(h);
  return array;
}

}  // namespace

TEST_CASE("kayles: analyze --json agrees with the generic solver, both rules") {
  for (const Rule rule : {Rule::Normal, Rule::Misere}) {
    const KaylesGame game(rule);
    Solver solver(game);
    for (const Heaps& rows : std::vector<Heaps>{{3, 5, 7}, {1, 2, 3}, {4, 4}, {6}, {0}}) {
      const std::string args = "analyze --json --game kayles --rows " + join_counts(rows) +
                               (rule == Rule::Misere ? " --misere" : "");
      INFO(args);
      const auto out = run_json(args);
      CHECK(out["game"] == "kayles");
      CHECK(out["rule"] == std::string(to_string(rule)));
      CHECK(out["heaps"] == rows_json(rows));
      CHECK(out["outcome"] == std::string(to_string(solver.solve(rows).outcome)));
      if (rule == Rule::Normal) {
        CHECK(out["grundy"].get<Count>() == solver.solve(rows).grundy);
      } else {
        CHECK_FALSE(out.contains("grundy"));
      }
      nlohmann::json expected = nlohmann::json::array();
      for (const Move& move : game.moves(rows)) {
        const Heaps after = game.apply(rows, move);
        if (solver.solve(after).outcome != Outcome::P) continue;
        expected.push_back({{"move", game.move_text(move)}, {"to", rows_json(after)}});
      }
      CHECK(out["winning_moves"] == expected);
    }
  }
}

TEST_CASE("kayles: the move notation, --heaps as an alias and rows up to 2^64-1") {
  const auto out = run_json("analyze --json --game kayles --heaps 3,5,7");
  // 3,5,7: g = 3 ^ 4 ^ 2 = 5, so the player to move wins.
  CHECK(out["grundy"] == 5);
  CHECK(out["outcome"] == "N");
  bool found = false;
  for (const auto& move : out["winning_moves"]) {
    if (move["move"] == "2:1") {  // the first pin of row 2: 3 ^ g(4) ^ 7 = 3 ^ 1 ^ 2 = 0
      found = true;
      CHECK(move["to"] == nlohmann::json::array({3, 4, 7}));
    }
  }
  CHECK(found);
  const auto huge = run_json("analyze --json --game kayles --rows 18446744073709551615,5");
  CHECK(huge["heaps"][0].get<Count>() == 18446744073709551615ULL);
  CHECK(huge["grundy"].get<Count>() == (kayles_grundy(18446744073709551615ULL) ^ kayles_grundy(5)));
  const auto moved =
      run_json("move --json --game kayles --rows 1000000000000000000,3 --level perfect");
  const Heaps before = {1'000'000'000'000'000'000, 3};
  const auto move = KaylesGame().parse_move(moved["move"].get<std::string>());
  REQUIRE(move.ok());
  CHECK(moved["to"] == rows_json(KaylesGame().apply(before, *move)));
}

TEST_CASE("kayles: table lists the Grundy values of rows 0 .. N") {
  const auto out = run_json("table kayles --count 20 --json");
  REQUIRE(out["grundy"].size() == 21);
  for (Count n = 0; n <= 20; ++n) CHECK(out["grundy"][n].get<Count>() == kayles_grundy(n));
  const Run text = run_cli("table kayles");
  CHECK(text.code == 0);
  CHECK(text.out.find(" 0  1  2  3  1  4  3  2  1  4  2  6") != std::string::npos);
}

TEST_CASE("kayles: ladder, review, graph and --values run") {
  CHECK(run_cli("ladder kayles --games 4 --rows 3,4").code == 0);
  const auto review =
      run_json("review --json --game kayles --rows 3,5 --positions '3,5;1,1,5;1,1,2,1'");
  CHECK(review["moves"].size() == 2);
  const auto graph = run_json("graph --json --game kayles --rows 2,3");
  CHECK(graph.contains("nodes"));
  const auto values = run_json("analyze --values --json --game kayles --rows 2,3");
  CHECK(values.contains("values"));
}

TEST_CASE("kayles: review reads a game whose rows split past the 1,024 a start may have") {
  const KaylesGame game;
  const Heaps start(kMaxKaylesRows, 3);
  const Heaps split = game.apply(start, *game.parse_move("1:2"));  // 1,1,3,3,...: 1,025 rows
  REQUIRE(split.size() == kMaxKaylesRows + 1);
  const Heaps last = game.apply(split, *game.parse_move("1025:1-2"));  // its last row
  const std::string positions =
      join_counts(start) + ";" + join_counts(split) + ";" + join_counts(last);
  const auto review = run_json("review --json --game kayles --rows " + join_counts(start) +
                               " --positions '" + positions + "'");
  CHECK(review["moves"].size() == 2);
  CHECK(review["moves"][1]["to"].size() == kMaxKaylesRows + 1);  // its last row: 1 pin
  CHECK(review["moves"][1]["to"].back() == 1);
  // A position no move reaches is still refused, by its ply.
  Heaps wrong = split;
  wrong.push_back(3);
  const Run refused =
      run_cli("review --game kayles --rows " + join_counts(start) + " --positions '" +
              join_counts(start) + ";" + join_counts(wrong) + "'");
  CHECK(refused.code == 2);
  CHECK(refused.err.find("ply 1") != std::string::npos);
  // The start is still a start: at most 1,024 rows.
  const Run too_many = run_cli("review --game kayles --rows " + join_counts(split) +
                               " --positions '" + join_counts(split) + "'");
  CHECK(too_many.code == 2);
}

TEST_CASE("kayles: bad rows and refusals are one line, exit 2") {
  for (const char* args :
       {"analyze --game kayles --rows -1", "analyze --game kayles --rows 3,x",
        "analyze --game kayles --rows 18446744073709551616", "analyze --game kayles --rows ''",
        "analyze --game kayles --rows 30,11 --misere", "analyze --game kayles --set 1,2",
        "analyze --game sum --component kayles:3,x", "table kayles --from-rank 3"}) {
    INFO(args);
    const Run run = run_cli(args);
    CHECK(run.code == 2);
    CHECK(run.out.empty());
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
  }
  const Run misere = run_cli("analyze --game kayles --rows 30,11 --misere");
  CHECK(misere.err.find("misere kayles is solved exactly up to 40 pins") != std::string::npos);
}

TEST_CASE("kayles: the remoteness of many rows is refused at once, not after a search") {
  // Kayles 64 rows of 3 reaches more positions than the table holds; 1024 rows were searched
  // for over ten minutes before the refusal. Both now answer null well within the limit, which
  // leaves room for a sanitizer build on a loaded machine (about 35 s each there).
  for (const std::size_t count : {std::size_t{64}, std::size_t{1024}}) {
    const std::string args =
        "analyze --game kayles --rows " + join_counts(Heaps(count, 3)) + " --values --json";
    INFO(count << " rows of 3");
    const Run run = run_cli(args, 300);
    REQUIRE(run.code == 0);
    const auto out = nlohmann::json::parse(run.out);
    CHECK(out["remoteness"].is_null());
    CHECK(out["values"].size() == std::min<std::size_t>(5 * count, 10'000));
  }
  // A sum with such a Kayles part, the same.
  const Run sum = run_cli("analyze --game sum --component kayles:" + join_counts(Heaps(64, 3)) +
                              " --component nim:1 --values --json",
                          300);
  REQUIRE(sum.code == 0);
  CHECK(nlohmann::json::parse(sum.out)["remoteness"].is_null());
}

TEST_CASE("kayles: the true count of winning moves and of moves, and a cut list says so") {
  const auto out = run_json("analyze --game kayles --rows 100000 --json");
  CHECK(out["winning_move_count"] == 16'675);
  CHECK(out["winning_moves"].size() == 4096);
  CHECK(out["winning_moves_truncated"] == true);
  const Run text = run_cli("analyze --game kayles --rows 100000");
  CHECK(text.out.find("winning moves (16675; the first 4096 listed):") != std::string::npos);
  // Small rows: every move listed, nothing marked.
  const auto small = run_json("analyze --game kayles --rows 3,5,7 --json");
  CHECK(small["winning_move_count"] == small["winning_moves"].size());
  CHECK_FALSE(small.contains("winning_moves_truncated"));
  // 2^64-1 pins: 2^65-3 moves, beyond a JSON integer: written in full as a string.
  const auto huge = run_json("analyze --game kayles --rows 18446744073709551615 --values --json");
  CHECK(huge["move_count"] == "36893488147419103229");
  CHECK(huge["values_truncated"] == true);
  const Run huge_text = run_cli("analyze --game kayles --rows 18446744073709551615 --values");
  CHECK(huge_text.out.find("the first 10000 of 36893488147419103229 moves") != std::string::npos);
  // review's better moves: a blunder in a long row counts every winning move it missed.
  const auto review = run_json("review --game kayles --positions '100000;99999' --json");
  const auto& ply = review["moves"][0];
  CHECK(ply["rating"] == "blunder");
  CHECK(ply["better"].size() == 4096);
  CHECK(ply["better_count"] == 16'675);
  CHECK(ply["better_truncated"] == true);
}

TEST_CASE("kayles: a ladder that would run for long is refused up front, with what it allows") {
  // Each move costs a pass over the rows, and 10000 pins can split into 5000 rows.
  const Run run = run_cli("ladder --game kayles --rows 10000 --games 200", 60);
  CHECK(run.code == 2);
  CHECK(run.out.empty());
  CHECK(run.err ==
        "marienbad-cli: 200 games of 10000 tokens over up to 5000 heaps would take too long: games "
        "x tokens x heaps is at most 1000000000 (at most 20 games from this position)\n");
  const Run sum =
      run_cli("ladder --game sum --component kayles:3000 --component nim:1 --games 300");
  CHECK(sum.code == 2);
  CHECK(sum.err.find("(at most 222 games from this position)") != std::string::npos);
}
