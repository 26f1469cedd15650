// marienbad-players-bench: how long each computer level thinks (not run by ctest).
// For every position of a family the game can show, the time of one choose()
// call (best of a few repetitions, to drop scheduler noise); reports the mean
// and the worst position per level. Target: every call <= 1 ms.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "marienbad/player.hpp"
#include "wythoff/wythoff.hpp"

using namespace marienbad;

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kRepetitions = 3;

struct Family {
  std::string name;
  Game game;
  std::vector<Heaps> positions;
};

void bench(const Family& family) {
  Rng rng(1);
  for (auto level : level_names()) {
    auto player = make_player(level).value();
    double total = 0, worst = 0;
    Heaps worst_position;
    std::uint64_t checksum = 0;
    for (const Heaps& heaps : family.positions) {
      double best = 1e9;
      for (int r = 0; r < kRepetitions; ++r) {
        const auto start = Clock::now();
        const Move move = player->choose(family.game, heaps, rng);
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        checksum += move.amount;
        best = std::min(best, seconds);
      }
      total += best;
      if (best > worst) {
        worst = best;
        worst_position = heaps;
      }
    }
    const double mean = total / static_cast<double>(family.positions.size());
    std::string where = join_counts(worst_position);
    if (where.size() > 40) where = where.substr(0, 37) + "...";
    std::printf("%-34s %-8s mean %8.2f us   worst %8.2f us  at %s%s\n", family.name.c_str(),
                std::string(level).c_str(), mean * 1e6, worst * 1e6, where.c_str(),
                checksum == 0 ? " " : "");
  }
}

std::vector<Heaps> every_position(std::size_t rows, Count max, const Game& game) {
  std::vector<Heaps> all;
  Heaps heaps(rows, 0);
  while (true) {
    if (!game.is_terminal(heaps)) all.push_back(heaps);
    std::size_t i = 0;
    while (i < rows && heaps[i] == max) heaps[i++] = 0;
    if (i == rows) return all;
    ++heaps[i];
  }
}

}  // namespace

int main() {
#ifdef NDEBUG
  std::printf("marienbad-players-bench (optimised build), one core; time of one choose() call\n\n");
#else
  std::printf("marienbad-players-bench: WARNING, not an optimised build (no NDEBUG)\n\n");
#endif
  Rng draw(2026);
  std::vector<Family> families;
  for (Rule rule : {Rule::Normal, Rule::Misere}) {
    const std::string suffix = rule == Rule::Normal ? "" : " misere";
    const Game nim(NimGame{rule});
    std::vector<Heaps> rows;
    rows.push_back(Heaps(8, 15));  // lost (nim-sum 0): the widest give-the-change search
    rows.push_back({1, 3, 5, 7});
    for (int i = 0; i < 2000; ++i) {
      Heaps heaps(8);
      for (Count& h : heaps) h = draw.below(16);
      if (i % 2 == 0) heaps[7] ^= NimGame::nim_sum(heaps) & 15;  // many lost ones
      if (!nim.is_terminal(heaps)) rows.push_back(heaps);
    }
    families.push_back({"nim" + suffix + ", 8 rows of 0..15", nim, rows});
    families.push_back({"nim" + suffix + ", 64 rows of 2^63-1", nim, {Heaps(64, kMaxHeap)}});
    const Game subtraction =
        Game::make(GameKind::Subtraction, rule, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}).value();
    families.push_back({"subtraction" + suffix + " {1..10}, 1..100", subtraction,
                        every_position(1, 100, subtraction)});
    const Game wythoff(WythoffGame{rule});
    families.push_back(
        {"wythoff" + suffix + ", 30x30 board", wythoff, every_position(2, 30, wythoff)});
    const ColdPosition cold = cold_position(kMaxWythoffRank);
    families.push_back({"wythoff" + suffix + ", cold at 2^62", wythoff, {{cold.x, cold.y}}});
  }
  for (const auto& family : families) bench(family);
  return 0;
}
