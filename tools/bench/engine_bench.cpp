// marienbad-bench: how fast the engine answers (not run by ctest).
// Per game: analysis of one position, the generic solver's throughput on a
// full game graph, and the time to generate the seeds' tables; for sums of
// games, the Wythoff Grundy table they read; for octal games, their values by mex against the
// naive all-pairs mex.
#include <time.h>

#include <cstdio>
#include <string>
#include <vector>

#include "marienbad/analysis.hpp"
#include "marienbad/octal_values.hpp"
#include "marienbad/remoteness.hpp"
#include "marienbad/solver.hpp"
#include "wythoff/wythoff_grundy.hpp"

using namespace marienbad;

namespace {

// CPU time of this thread: the machine is often busy with other builds, and
// wall time would count the time slices other processes take.
double cpu_seconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

// Keeps a value alive so the optimiser cannot drop the work that made it.
template <class T>
void keep(const T& value) {
  asm volatile("" : : "r,m"(value) : "memory");
}

// Runs body(i) for i = 0.. until at least min_seconds have passed; returns seconds per call.
template <class F>
double seconds_per_call(F&& body, double min_seconds = 0.3) {
  std::size_t calls = 0, batch = 16;
  const double start = cpu_seconds();
  double elapsed = 0;
  do {
    for (std::size_t i = 0; i < batch; ++i) body(calls + i);
    calls += batch;
    batch *= 2;
    elapsed = cpu_seconds() - start;
  } while (elapsed < min_seconds);
  return elapsed / static_cast<double>(calls);
}

std::uint64_t lcg_state = 0x853C49E6748FEA9BULL;
Count random_below(Count bound) {
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (lcg_state >> 1) % bound;
}

void report(const char* game, const std::string& what, double seconds, const char* target = "") {
  const double ns = seconds * 1e9;
  if (ns < 10'000) {
    std::printf("%-12s %-52s %12.1f ns  %s\n", game, what.c_str(), ns, target);
  } else {
    std::printf("%-12s %-52s %12.3f ms  %s\n", game, what.c_str(), ns / 1e6, target);
  }
}

void report_throughput(const char* game, const std::string& what, double seconds,
                       std::size_t positions, const char* target = "") {
  std::printf("%-12s %-52s %12.3f ms  %.3g positions/s  %s\n", game, what.c_str(), seconds * 1e3,
              static_cast<double>(positions) / seconds, target);
}

// Analysis of one position through the runtime Game, as the CLI and the app do.
void bench_analysis(const char* name, const Game& game, const std::vector<Heaps>& positions,
                    const char* target) {
  const double seconds = seconds_per_call([&](std::size_t i) {
    const Analysis analysis = analyze(game, positions[i % positions.size()]);
    keep(analysis.winning_moves.size());
    keep(analysis.outcome);
  });
  report(name, "analyze (outcome, every winning move, Grundy)", seconds, target);
}

void nim() {
  const Game game{NimGame(Rule::Normal)}, misere{NimGame(Rule::Misere)};
  std::vector<Heaps> positions;
  for (int i = 0; i < 1024; ++i) {
    positions.push_back({random_below(8), random_below(8), random_below(8), random_below(8)});
  }
  bench_analysis("nim", game, positions, "(target <= 1000 ns, 4 rows)");
  bench_analysis("nim misere", misere, positions, "(target <= 1000 ns, 4 rows)");
  std::vector<Heaps> big;
  for (int i = 0; i < 1024; ++i) {
    big.push_back({random_below(kMaxHeap), random_below(kMaxHeap), random_below(kMaxHeap),
                   random_below(kMaxHeap)});
  }
  bench_analysis("nim 2^63", game, big, "(4 rows of up to 2^63-1)");
  report("nim", "digital sum (seed 002 table), 4 rows", seconds_per_call([&](std::size_t i) {
           keep(digital_sum(Rule::Normal, positions[i % positions.size()]).sum);
         }));

  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    std::size_t covered = 0;
    const double seconds = seconds_per_call([&](std::size_t) {
      Solver solver{NimGame(rule)};
      solver.solve({1, 3, 5, 7});
      covered = solver.size();
    });
    report_throughput(rule == Rule::Normal ? "nim" : "nim misere",
                      "solver, all " + std::to_string(covered) + " positions of 1-3-5-7", seconds,
                      covered, "(target well under 1 ms)");
  }
  {
    std::size_t covered = 0;
    const double seconds = seconds_per_call(
        [&](std::size_t) {
          Solver solver{NimGame(Rule::Normal)};
          solver.solve({3, 5, 7, 9});
          covered = solver.size();
        },
        0.5);
    report_throughput("nim", "solver, all " + std::to_string(covered) + " positions of 3-5-7-9",
                      seconds, covered);
  }
  report("nim", "table: outcome + winning moves of all 384 from 1-3-5-7",
         seconds_per_call([&](std::size_t) {
           std::size_t moves = 0;
           for (Count a = 0; a <= 1; ++a)
             for (Count b = 0; b <= 3; ++b)
               for (Count c = 0; c <= 5; ++c)
                 for (Count d = 0; d <= 7; ++d)
                   moves += analyze(game, {a, b, c, d}).winning_moves.size();
           keep(moves);
         }));
}

void wythoff() {
  const Game game{WythoffGame(Rule::Normal)}, misere{WythoffGame(Rule::Misere)};
  std::vector<Heaps> positions;
  for (int i = 0; i < 1024; ++i) {
    // Half of them cold (the hard case for nobody, but a real answer), half random near 10^18.
    const Count d = 300'000'000'000'000'000ULL + random_below(1'000'000'000'000ULL);
    const ColdPosition cold = cold_position(d);
    if (i % 2 == 0) {
      positions.push_back({cold.x, cold.y});
    } else {
      positions.push_back({cold.x + random_below(1000), cold.y - random_below(1000)});
    }
  }
  bench_analysis("wythoff", game, positions, "(target <= 10000 ns, at ~10^18)");
  bench_analysis("wythoff mis.", misere, positions, "(target <= 10000 ns, at ~10^18)");
  report("wythoff", "cold_position(d), d ~ 3*10^17 (exact floor(d*phi))",
         seconds_per_call([&](std::size_t i) { keep(cold_position(positions[i % 1024][0]).y); }));

  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const double seconds = seconds_per_call(
        [&](std::size_t) {
          Solver solver{WythoffGame(rule)};
          for (Count x = 0; x < 200; ++x)
            for (Count y = 0; y < 200; ++y) keep(solver.solve({x, y}).outcome);
        },
        0.5);
    report_throughput(rule == Rule::Normal ? "wythoff" : "wythoff mis.",
                      "solver, the 200x200 board (40000 positions)", seconds, 40'000);
  }
  report("wythoff", "table: cold positions of ranks 0 .. 99999", seconds_per_call([&](std::size_t) {
           Count sum = 0;
           for (Count d = 0; d < 100'000; ++d) sum += cold_position(d).y;
           keep(sum);
         }));
}

void subtraction() {
  for (const std::vector<Count>& set : {std::vector<Count>{1, 2, 3}, std::vector<Count>{2, 5, 7},
                                        std::vector<Count>{3, 5, 7, 11, 13, 97}}) {
    std::string name = "{";
    name.append(join_counts(set)).push_back('}');
    const double make_seconds = seconds_per_call(
        [&](std::size_t) {
          keep(SubtractionGame::make(set, Rule::Normal).value().period().period);
        },
        0.2);
    const Game game = Game::make(GameKind::Subtraction, Rule::Normal, set).value();
    const auto& period = std::get<SubtractionGame>(game.model()).period();
    report("subtraction",
           "period detection " + name + ": period " + std::to_string(period.period) +
               " from heap " + std::to_string(period.preperiod),
           make_seconds);
    std::vector<Heaps> positions;
    for (int i = 0; i < 1024; ++i) {
      positions.push_back({1'000'000'000'000'000'000ULL + random_below(1'000'000'000ULL)});
    }
    bench_analysis("subtraction", game, positions, "(target <= 10000 ns, at ~10^18)");
  }
  const SubtractionGame model = SubtractionGame::make({1, 3, 4}, Rule::Normal).value();
  const double seconds = seconds_per_call(
      [&](std::size_t) {
        Solver solver(model);
        // In increasing order, so the recursion stays shallow.
        for (Count n = 0; n <= 100'000; ++n) keep(solver.solve({n}).outcome);
      },
      0.5);
  report_throughput("subtraction", "solver {1,3,4}, heaps 0 .. 10^5", seconds, 100'001);
  const Game game = Game::make(GameKind::Subtraction, Rule::Normal, {1, 3, 4}).value();
  report("subtraction", "table: P-positions of {1,3,4} up to 10^5",
         seconds_per_call([&](std::size_t) {
           std::size_t lost = 0;
           for (Count n = 0; n <= 100'000; ++n) lost += game.outcome({n}) == Outcome::P;
           keep(lost);
         }));
}

// Remoteness: the whole table below a position, built bottom-up.
void remoteness_tables() {
  struct Case {
    const char* game;
    Game model;
    Heaps root;
    const char* target;
  };
  const std::vector<Case> cases = {
      {"nim", Game(NimGame(Rule::Normal)), {1, 3, 5, 7}, ""},
      {"nim", Game(NimGame(Rule::Normal)), {3, 5, 7, 9}, ""},
      {"nim misere", Game(NimGame(Rule::Misere)), {3, 5, 7, 9}, ""},
      {"nim", Game(NimGame(Rule::Normal)), Heaps(8, 15), "(the game's largest board)"},
      {"nim", Game(NimGame(Rule::Normal)), {1000, 1000}, ""},
      {"wythoff", Game(WythoffGame(Rule::Normal)), {300, 300}, ""},
      {"wythoff", Game(WythoffGame(Rule::Normal)), {1000, 1000}, ""},
      {"subtraction",
       Game::make(GameKind::Subtraction, Rule::Normal, {1, 3, 4}).value(),
       {1'000'000},
       ""},
      {"subtraction",
       Game::make(GameKind::Subtraction, Rule::Misere, {1, 2, 3}).value(),
       {1'000'000},
       ""},
  };
  for (const Case& c : cases) {
    std::size_t states = 0;
    const double seconds = seconds_per_call(
        [&](std::size_t) {
          const auto table = RemotenessTable::build(c.model, c.root);
          states = table ? table->size() : 0;
          keep(table ? table->remoteness(c.root) : std::nullopt);
        },
        0.3);
    std::string root = join_counts(c.root);
    if (root.size() > 20) root = root.substr(0, 17) + "...";
    report_throughput(
        c.game, "remoteness table from " + root + " (" + std::to_string(states) + " positions)",
        seconds, states, c.target);
  }
  const Game huge{NimGame(Rule::Normal)};
  report("nim", "remoteness refused: 1000000,1000000,1000000", seconds_per_call([&](std::size_t) {
           keep(RemotenessTable::build(huge, {1'000'000, 1'000'000, 1'000'000}).has_value());
         }));
}

// Sums of games: the Wythoff Grundy table (built once, then shared) and what
// a sum costs to analyze once it is there.
void sums() {
  for (const Count n : {Count{500}, Count{1000}, kMaxWythoffGrundyCoordinate}) {
    std::size_t bytes = 0;
    const double seconds = seconds_per_call(
        [&](std::size_t) {
          const WythoffGrundyTable table = WythoffGrundyTable::build(n);
          bytes = table.bytes();
          keep(table.at(n, n));
        },
        1.0);
    // While building: one bitset of 3n + 1 bits per row, column and diagonal.
    const std::size_t words = static_cast<std::size_t>((3 * n + 1) / 64 + 1);
    const std::size_t scratch = (static_cast<std::size_t>(3 * n + 2)) * words * 8;
    report("sum",
           "wythoff grundy 0.." + std::to_string(n) + ", " + std::to_string(bytes / 1000) +
               " kB (+" + std::to_string(scratch / 1000) + " kB to build)",
           seconds);
  }
  std::vector<SumPart> parts = {parse_sum_part("nim:1,3,5,7").value(),
                                parse_sum_part("subtraction:21:1,3,4").value(),
                                parse_sum_part("wythoff:11,15").value()};
  const Game game(SumGame::make(parts).value());
  std::vector<Heaps> positions;
  for (int i = 0; i < 1024; ++i) {
    positions.push_back({random_below(kMaxHeap), random_below(kMaxHeap), random_below(kMaxHeap),
                         random_below(kMaxHeap), 1'000'000'000'000'000'000ULL + random_below(1000),
                         random_below(kMaxWythoffGrundyCoordinate + 1),
                         random_below(kMaxWythoffGrundyCoordinate + 1)});
  }
  bench_analysis("sum", game, positions, "(nim 4 rows, subtraction ~10^18, wythoff <= 2000)");
  const Heaps small = {1, 3, 5, 7, 12, 5, 6};
  std::size_t states = 0;
  const double seconds = seconds_per_call([&](std::size_t) {
    const auto table = RemotenessTable::build(game, small);
    states = table ? table->size() : 0;
    keep(table ? table->remoteness(small) : std::nullopt);
  });
  report_throughput("sum", "remoteness table, 1,3,5,7 | 12 | 5,6 (" + std::to_string(states) + ")",
                    seconds, states);
}

// An octal code's values g(0 .. n): computed by mex until the Guy-Smith theorem proves the
// period, then read from it; the yardstick is the naive all-pairs mex of the same code (every
// move of every row, no period), which is quadratic in n.
void octal() {
  const OctalCode chess = OctalCode::parse("0.137").value();
  for (const Count last : {Count{100'000}, Count{1'000'000}}) {
    const double seconds = seconds_per_call(
        [&](std::size_t) {
          const OctalValues values(chess, kOctalValueBound);
          std::vector<Count> g(static_cast<std::size_t>(last) + 1);
          for (Count n = 0; n <= last; ++n) g[static_cast<std::size_t>(n)] = values(n);
          keep(g.back());
        },
        0.3);
    report("octal", "0.137: g(0.." + std::to_string(last) + "), period proven first", seconds,
           last == 100'000 ? "(target: <= 1 s)" : "");
  }
  for (const Count last : {Count{5'000}, Count{10'000}, Count{20'000}}) {
    const double seconds =
        seconds_per_call([&](std::size_t) { keep(naive_octal_values(chess, last).back()); }, 0.0);
    report("octal", "0.137: g(0.." + std::to_string(last) + "), naive all-pairs mex", seconds,
           "(yardstick)");
  }
  for (const char* text : {"0.6", "0.007"}) {
    const OctalCode open = OctalCode::parse(text).value();
    const double seconds = seconds_per_call(
        [&](std::size_t) { keep(OctalValues(open, kOctalValueBound).computed().back()); }, 0.0);
    report("octal",
           std::string(text) + ": g(0.." + std::to_string(kOctalValueBound - 1) +
               "), no period proven",
           seconds);
  }
  const Game game = Game::make(GameKind::Octal, Rule::Normal, {0, 1, 3, 7}).value();
  bench_analysis("octal", game,
                 {{1'000'000'000'000, 77, 5}, {kMaxHeap, 123'456}, {40, 41, 42, 43, 44}}, "");
}

void hackenbush() {
  const Game game = Game::make(GameKind::Hackenbush, Rule::Normal).value();
  const auto picture = [](std::string_view text) {
    return parse_position(game_info(GameKind::Hackenbush), text, "bench").value();
  };
  // Values are kept per piece for the thread: these are the answers once the pieces are known.
  bench_analysis("hackenbush", game, {picture("tree"), picture("BRB,RBR,GG"), picture("house")},
                 "");
  // A dense blue-red piece at the search's limit (14 edges among 6 joints): the first analysis
  // values every piece it can be cut down to; the next ones find them known.
  const Heaps dense = picture(
      R"({"edges":[[0,4,"B"],[0,2,"R"],[0,6,"B"],[0,1,"B"],[0,3,"R"],[0,5,"R"],[3,6,"R"],[3,4,"R"],[2,5,"B"],[2,4,"B"],[2,6,"R"],[1,3,"R"],[2,3,"B"],[3,5,"B"]]})");
  const double start = cpu_seconds();
  keep(analyze(game, dense).outcome);
  report("hackenbush", "analyze a dense piece of 14 edges, first time", cpu_seconds() - start);
  bench_analysis("hackenbush", game, {dense}, "");
}

}  // namespace

int main() {
#ifdef NDEBUG
  std::printf("marienbad-bench (optimised build), CPU time of one thread per call\n\n");
#else
  std::printf("marienbad-bench: WARNING, not an optimised build (no NDEBUG)\n\n");
#endif
  nim();
  wythoff();
  subtraction();
  remoteness_tables();
  sums();
  octal();
  hackenbush();
  return 0;
}
