// Take-and-break games from their codes: the parser, the values against published sequences
// (OEIS) and against the naive all-pairs mex, the periods the Guy-Smith theorem proves, the
// moves a code allows (exhaustively on small rows, against the digits read here), and the
// outcomes and winning moves of both rules against the generic solver.
#include <array>

#include <catch2/catch.hpp>

#include "marienbad/octal_rows.hpp"
#include "solver_reference.hpp"

using namespace marienbad;
using marienbad::testing::for_each_position;
using marienbad::testing::solver_winning_moves;

namespace {

OctalCode code_of(std::string_view text) {
  auto code = OctalCode::parse(text);
  REQUIRE(code.ok());
  return code.value();
}

// OctalRows as the generic solver's GameModel.
struct RowsModel {
  OctalRows rows;
  Rule rule() const { return rows.rule(); }
  Status check_position(const Heaps& heaps) const { return rows.check_rows(heaps); }
  bool is_terminal(const Heaps& heaps) const { return rows.is_terminal(heaps); }
  Count move_count(const Heaps& heaps) const { return rows.move_count(heaps); }
  Move nth_move(const Heaps& heaps, Count index) const { return rows.nth_move(heaps, index); }
  std::vector<Move> moves(const Heaps& heaps) const { return rows.moves(heaps); }
  Status check_move(const Heaps& heaps, const Move& move) const {
    return rows.check_move(heaps, move);
  }
  Heaps apply(const Heaps& heaps, const Move& move) const { return rows.apply(heaps, move); }
  Outcome outcome(const Heaps& heaps) const { return rows.outcome(heaps); }
  std::vector<Move> winning_moves(const Heaps& heaps) const { return rows.winning_moves(heaps); }
  std::string move_text(const Move& move) const { return rows.move_text(move); }
  Result<Move> parse_move(std::string_view text) const { return rows.parse_move(text); }
};
static_assert(GameModel<RowsModel>);

const std::vector<std::string_view> kCodes = {
    "0.77", "0.137", "0.07", "0.7777", "0.007", "0.15",  "0.6", "0.16", "4.07", "0.333",
    "0.31", "4.0",   "0.0",  "0.1",    "0.4",   "0.526", "4.7", "0.05", "0.72"};

}  // namespace

TEST_CASE("octal: a code is 0 or 4, a point and 1 to 16 digits 0-7, else refused with why") {
  CHECK(code_of("0.137").text() == "0.137");
  CHECK(code_of("0.70").text() == "0.7");  // trailing zeros name the same game
  CHECK(code_of("4.0").text() == "4.0");
  CHECK(code_of("0.0000000000000007").max_take() == 16);
  CHECK(code_of("0.137").max_take() == 3);
  CHECK(code_of("0.137").digit(3) == 7);
  CHECK(code_of("0.137").digit(9) == 0);
  const std::vector<std::pair<std::string_view, std::string_view>> bad = {
      {"", "is empty"},
      {"1.3", "must start with 0 or 4"},
      {"0137", "needs a point"},
      {"0.", "no digit after the point"},
      {"0.18", "not 0 to 7"},
      {"0.1-3", "not 0 to 7"},
      {".7", "must start with 0 or 4"},
      {"0.00000000000000007", "more than 16 digits"},
  };
  for (const auto& [text, why] : bad) {
    INFO(text);
    const auto parsed = OctalCode::parse(text);
    REQUIRE(!parsed.ok());
    CHECK(parsed.error().find(why) != std::string::npos);
    CHECK(parsed.error().find("e.g. 0.137") != std::string::npos);
  }
  // The digits round-trip, as a saved match or a game's parameter stores them.
  for (std::string_view text : kCodes) {
    const OctalCode code = code_of(text);
    const std::vector<Count> digits(code.digits().begin(), code.digits().end());
    const auto back = OctalCode::from_digits(digits);
    REQUIRE(back.ok());
    CHECK(back.value() == code);
  }
  CHECK(!OctalCode::from_digits(std::vector<Count>{0, 8}).ok());
  CHECK(!OctalCode::from_digits(std::vector<Count>{0}).ok());
}

TEST_CASE("octal: the values match published sequences (OEIS)") {
  // A002186, Kayles (0.77), n = 0 .. 104.
  const std::vector<Count> kayles = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1,
                                     4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4,
                                     7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2,
                                     8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
                                     4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1};
  // A002187, Dawson's chess (0.137), n = 0 .. 103; Dawson's Kayles (0.07) is it shifted by one.
  const std::vector<Count> dawson = {0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0,
                                     1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1,
                                     0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0,
                                     4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5,
                                     5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1};
  // A071074, Double Kayles (0.7777), n = 0 .. 89.
  const std::vector<Count> double_kayles = {
      0,  1,  2,  3, 4, 5, 6, 7,  3,  2,  8,  9,  7, 6, 5,  4,  3,  2, 8, 9, 4,  5,  12,
      13, 9,  8,  2, 3, 4, 5, 15, 14, 3,  2,  8,  9, 7, 6,  5,  4,  3, 2, 8, 9,  13, 12,
      15, 14, 9,  8, 2, 3, 4, 5,  16, 17, 10, 11, 8, 9, 14, 15, 5,  4, 3, 2, 16, 17, 13,
      12, 15, 14, 9, 8, 2, 3, 4,  5,  6,  7,  3,  2, 8, 9,  14, 15, 5, 4, 3, 2};
  const auto check = [](std::string_view code, const std::vector<Count>& published, Count shift) {
    const auto values = OctalValues::of(code_of(code));
    for (std::size_t n = 0; n < published.size(); ++n) {
      INFO(code << " g(" << n + shift << ")");
      CHECK((*values)(n + shift) == published[n]);
    }
  };
  check("0.77", kayles, 0);
  check("0.137", dawson, 0);
  check("0.07", dawson, 1);
  check("0.7777", double_kayles, 0);
}

TEST_CASE("octal: the values match the naive all-pairs mex up to 3000 tokens") {
  for (std::string_view text : {"0.137", "0.07", "0.7777", "0.007", "0.15", "0.6", "4.07"}) {
    INFO(text);
    const OctalCode code = code_of(text);
    const auto values = OctalValues::of(code);
    const std::vector<Count> naive = naive_octal_values(code, 3000);
    for (Count n = 0; n < naive.size(); ++n) REQUIRE((*values)(n) == naive[n]);
  }
  // Every code of the list, more briefly.
  for (std::string_view text : kCodes) {
    INFO(text);
    const OctalCode code = code_of(text);
    const auto values = OctalValues::of(code);
    const std::vector<Count> naive = naive_octal_values(code, 400);
    for (Count n = 0; n < naive.size(); ++n) REQUIRE((*values)(n) == naive[n]);
  }
}

TEST_CASE("octal: the periods the theorem proves, and where") {
  struct Known {
    std::string_view code;
    Count preperiod, period;  // published: the last exception is preperiod - 1
  };
  for (const Known& known : std::vector<Known>{{"0.77", 71, 12},
                                               {"0.137", 52, 34},
                                               {"0.07", 53, 34},
                                               {"0.7777", 142, 24},
                                               {"0.15", 1, 10},
                                               {"0.1377", 141, 24},
                                               {"0.11377", 187, 32},
                                               {"0.177", 497, 20},
                                               {"0.333", 0, 4}}) {
    INFO(known.code);
    const auto values = OctalValues::of(code_of(known.code));
    REQUIRE(values->period());
    CHECK(values->period()->preperiod == known.preperiod);
    CHECK(values->period()->period == known.period);
    const Count t = values->code().max_take();
    CHECK(values->period()->proven_at ==
          2 * std::max<Count>(known.preperiod, 1) + known.period + t);
    // Nothing past the proof was needed, and the period holds wherever it was computed.
    const auto& g = values->computed();
    CHECK(g.size() >= values->period()->proven_at + known.period);
    for (Count n = known.preperiod; n + known.period < g.size(); ++n) {
      REQUIRE(g[n + known.period] == g[n]);
    }
    if (known.preperiod > 0) CHECK(g[known.preperiod - 1] != g[known.preperiod - 1 + known.period]);
    // A row of 2^64-1 tokens has the value of its class.
    const Count huge = std::numeric_limits<Count>::max();
    const Count same = known.preperiod + (huge - known.preperiod) % known.period;
    CHECK((*values)(huge) == g[same]);
  }
  // Open problems (and 0.127's period, proven only past 46577): exact below the bound only.
  for (std::string_view open : {"0.6", "0.16", "0.007", "0.127"}) {
    INFO(open);
    const auto values = OctalValues::of(code_of(open));
    CHECK(!values->period());
    CHECK(values->computed().size() == kOctalValueBound);
    CHECK(values->knows(kOctalValueBound - 1));
    CHECK(!values->knows(kOctalValueBound));
  }
}

TEST_CASE("octal: exactly the moves the code allows, on every small row") {
  for (std::string_view text : kCodes) {
    const OctalRows rows(code_of(text), Rule::Normal);
    const OctalCode& code = rows.code();
    for (Count n = 0; n <= 14; ++n) {
      INFO(text << " row of " << n);
      std::vector<Move> expected;  // by the digits' bits, read here
      for (Count k = 0; k <= n && k <= kMaxOctalDigits; ++k) {
        const unsigned d = code.digit(static_cast<std::size_t>(k));
        for (Count a = 0; a + k <= n; ++a) {
          const Count b = n - k - a;
          const bool ok = a > 0 && b > 0     ? (d & 4) != 0
                          : k == 0           ? false
                          : a == 0 && b == 0 ? (d & 1) != 0
                                             : (d & 2) != 0;
          if (ok) expected.push_back(Move{0, k, false, a});
          const Status legal = rows.check_move({n}, Move{0, k, false, a});
          REQUIRE(legal.ok() == ok);
          if (!ok) CHECK(legal.error().find(text) == 0);
        }
      }
      REQUIRE(rows.moves({n}) == expected);
      REQUIRE(rows.move_count({n}) == expected.size());
      for (Count i = 0; i < expected.size(); ++i) REQUIRE(rows.nth_move({n}, i) == expected[i]);
      REQUIRE(rows.is_terminal({n}) == expected.empty());
      for (const Move& move : expected) {
        const auto parsed = rows.parse_move(rows.move_text(move));
        REQUIRE(parsed.ok());
        REQUIRE(parsed.value() == move);
      }
    }
  }
}

TEST_CASE("octal: a forbidden move says why, in the code's words") {
  const OctalRows chess(code_of("0.137"), Rule::Normal);
  CHECK(chess.check_move({7}, Move{0, 3, false, 0}).ok());  // d3 = 7: anywhere
  const Status inside = chess.check_move({5}, Move{0, 2, false, 1});
  REQUIRE(!inside.ok());
  CHECK(inside.error() ==
        "0.137 takes 2 pins only a whole row of 2 or from an end of a longer row, not from "
        "inside a row");
  const Status one = chess.check_move({5}, Move{0, 1, false, 2});
  REQUIRE(!one.ok());
  CHECK(one.error() == "0.137 takes 1 pin only a whole row of 1, not from inside a row");
  CHECK(chess.check_move({5}, Move{0, 4, false, 0}).error() == "0.137 never takes 4 pins");
  CHECK(chess.check_move({5}, Move{0, 2, false, 4}).error() == "row 1 has only 5 pins");
  CHECK(chess.check_move({5}, Move{1, 1, false, 0}).error().find("no row 2") != std::string::npos);
  const OctalRows split(code_of("4.07"), Rule::Normal);
  CHECK(split.check_move({5}, Move{0, 0, false, 2}).ok());
  CHECK(split.move_text(Move{0, 0, false, 2}) == "1:2/3");
  CHECK(split.parse_move("1:2/3").value() == Move{0, 0, false, 2});
  CHECK(split.apply({5}, Move{0, 0, false, 2}) == Heaps{2, 3});
  CHECK(!split.parse_move("1:2/4").ok());
  CHECK(!split.parse_move("1:3-2").ok());
  CHECK(!split.parse_move("1:1-17").ok());
  CHECK(split.parse_move("2:3-5").value() == Move{1, 3, false, 2});
}

TEST_CASE("octal: outcomes and winning moves match the solver, both rules") {
  // Splits make many positions of ordered rows: the solver's share of the time.
  constexpr std::array<Count, 3> kLongest = {14, 9, 4};  // for 1, 2 and 3 rows
  for (std::string_view text : {"0.137", "0.07", "0.15", "0.6", "4.07", "0.526", "0.72"}) {
    for (Rule rule : {Rule::Normal, Rule::Misere}) {
      const RowsModel model{OctalRows(code_of(text), rule)};
      Solver solver(model);
      for (std::size_t count = 1; count <= 3; ++count) {
        for_each_position(count, kLongest[count - 1], [&](const Heaps& heaps) {
          INFO(text << " " << to_string(rule) << " " << join_counts(heaps));
          const SolvedPosition& solved = solver.solve(heaps);
          REQUIRE(model.outcome(heaps) == solved.outcome);
          if (rule == Rule::Normal) REQUIRE(model.rows.grundy(heaps) == solved.grundy);
          REQUIRE(model.winning_moves(heaps) == solver_winning_moves(solver, heaps));
          if (rule == Rule::Normal) {
            REQUIRE(model.rows.winning_move_count(heaps) == model.winning_moves(heaps).size());
          }
          for (const Move& move : model.moves(heaps)) {
            REQUIRE(model.rows.move_between(heaps, model.apply(heaps, move)).has_value());
          }
        });
      }
    }
  }
}

TEST_CASE("octal: long rows' winning moves against every move looked at") {
  for (std::string_view text : {"0.137", "0.7777", "0.15"}) {
    const OctalRows rows(code_of(text), Rule::Normal);
    for (const Heaps& heaps : std::vector<Heaps>{{900}, {1001, 7}, {2500, 333, 4}}) {
      INFO(text << " " << join_counts(heaps));
      std::vector<Move> expected;
      for (const Move& move : rows.moves(heaps)) {
        if (rows.grundy(rows.apply(heaps, move)) == 0) expected.push_back(move);
      }
      CHECK(rows.winning_moves(heaps) == expected);
      CHECK(rows.winning_move_count(heaps) == expected.size());
    }
    // Rows past 2^63: every listed move leads to value 0.
    const Heaps huge = {std::numeric_limits<Count>::max(), 1'000'000'000'000};
    for (const Move& move : rows.winning_moves(huge)) {
      REQUIRE(rows.check_move(huge, move).ok());
      REQUIRE(rows.grundy(rows.apply(huge, move)) == 0);
    }
    CHECK(rows.winning_move_count(huge) >= rows.winning_moves(huge).size());
  }
}

TEST_CASE("octal: rows past what is exact are refused with the bound") {
  const OctalRows open(code_of("0.6"), Rule::Normal);
  CHECK(open.check_rows({kOctalValueBound - 1, 5}).ok());
  const Status refused = open.check_rows({kOctalValueBound});
  REQUIRE(!refused.ok());
  CHECK(refused.error().find("not proven periodic") != std::string::npos);
  CHECK(refused.error().find(std::to_string(kOctalValueBound - 1)) != std::string::npos);
  const OctalRows misere(code_of("0.137"), Rule::Misere);
  CHECK(misere.check_rows({kMaxOctalMisereTokens}).ok());
  CHECK(!misere.check_rows({kMaxOctalMisereTokens, 1}).ok());
}
