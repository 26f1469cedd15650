// `table POSITION-or-game [--count N] [--json]`: the seeds' tables, one kind per TableStyle
// (the registry says which a game has; game_help.cpp says what each shows).
#include <algorithm>
#include <iomanip>
#include <iostream>
#include <optional>
#include <set>

#include "commands.hpp"
#include "game_help.hpp"
#include "json_output.hpp"
#include "sum_output.hpp"

namespace marienbad::cli {

namespace {

// The usage line, then each game of the registry with what its table shows.
std::string table_help() {
  std::string help =
      "usage: marienbad-cli table POSITION-or-game [--count N] [--from-rank R] [--json]\n";
  constexpr std::size_t kColumn = 15;  // where the descriptions start
  for (const GameTable& table : table_descriptions()) {
    std::string first = "  " + std::string(table.id);
    first.resize(std::max(kColumn, first.size() + 1), ' ');
    help += wrap(first, table.text, 88, std::string(kColumn, ' ')) + "\n";
  }
  return help;
}

// Every position reachable from the start where "below the start" is no box: a sum with a
// Kayles part (whose rows split), a game whose positions are not numbers (a Hackenbush
// picture); in lexicographic order of the heaps; std::nullopt beyond kMaxTableRows.
std::optional<std::vector<Heaps>> reachable_positions(const Game& game, const Heaps& start) {
  std::set<Heaps> seen{start};
  std::vector<Heaps> queue{start};
  for (std::size_t i = 0; i < queue.size(); ++i) {
    if (game.move_count(queue[i]) > kMaxTableRows) return std::nullopt;
    for (const Move& move : game.moves(queue[i])) {
      Heaps after = game.apply(queue[i], move);
      if (!seen.insert(after).second) continue;
      if (seen.size() > kMaxTableRows) return std::nullopt;
      queue.push_back(std::move(after));
    }
  }
  return std::vector<Heaps>(seen.begin(), seen.end());
}

// Every position with 0 <= heap i <= start i, in lexicographic order (Nim, or
// a sum, where every such position is one of the sum; a sum with a Kayles part:
// every position reachable from the start).
int position_table(const Arguments& args, const Position& position) {
  const auto& [game, start] = position;
  if (args.has("--count") || args.has("--from-rank")) {
    return usage_error("--count and --from-rank are not for a table of every position (" +
                       table_games(TableStyle::Positions) + ")");
  }
  const std::string too_big = "the table from " + position_text(game, start) +
                              " would have more than 100000 positions; choose smaller rows";
  std::optional<std::vector<Heaps>> reachable;
  Count total = 1;
  const SumGame* sum = game.sum();
  if ((sum && !sum->fixed_shape()) || (!sum && game_info(game.kind()).parse_text)) {
    reachable = reachable_positions(game, start);
    if (!reachable) return usage_error(too_big);
    total = reachable->size();
  } else {
    for (Count h : start) {
      if (h >= kMaxTableRows || total * (h + 1) > kMaxTableRows) return usage_error(too_big);
      total *= h + 1;
    }
  }
  Json rows = Json::array();
  Count lost = 0;
  // No position below the start is written wider than the start.
  std::size_t text_width = position_text(game, start).size() + 1;
  if (reachable) {  // a Kayles row splits: "1,1,1" is wider than "4"
    for (const Heaps& heaps : *reachable) {
      text_width = std::max(text_width, position_text(game, heaps).size() + 1);
    }
  }
  if (!args.json) {
    std::cout << to_string(game.kind()) << " from " << position_text(game, start) << ", "
              << to_string(game.rule()) << " play: " << total << " positions\n"
              << std::left << std::setw(static_cast<int>(std::max<std::size_t>(text_width, 8)))
              << "position"
              << "  outcome  winning moves\n";
  }
  Heaps heaps(start.size(), 0);
  for (Count n = 0; n < total; ++n) {
    if (reachable) heaps = (*reachable)[static_cast<std::size_t>(n)];
    const Outcome outcome = game.outcome(heaps);
    const auto winning = game.winning_moves(heaps);
    lost += outcome == Outcome::P;
    if (args.json) {
      Json moves = Json::array();
      for (const Move& move : winning) moves.push_back(move_json(game, heaps, move));
      Json row{{"heaps", heaps_json(heaps)}};
      add_position_text(row, game, heaps, "position");
      row["outcome"] = std::string(to_string(outcome));
      row["winning_moves"] = std::move(moves);
      rows.push_back(std::move(row));
    } else {
      std::string texts;
      for (const Move& move : winning) {
        if (!texts.empty()) texts += ' ';
        texts += game.move_text(move);
      }
      std::cout << std::left << std::setw(static_cast<int>(std::max<std::size_t>(text_width, 8)))
                << position_text(game, heaps) << "  " << std::setw(7) << to_string(outcome) << "  "
                << (texts.empty() ? "-" : texts) << '\n';
    }
    // Next position: count up like an odometer, last row fastest.
    for (std::size_t i = heaps.size(); !reachable && i-- > 0;) {
      if (heaps[i] < start[i]) {
        ++heaps[i];
        break;
      }
      heaps[i] = 0;
    }
  }
  if (args.json) {
    Json out = position_json(game, start);
    out["positions"] = std::move(rows);
    out["count"] = total;
    out["p_positions"] = lost;
    print_json(out);
  } else {
    std::cout << lost << " of " << total << " positions are P (lost for the player to move)\n";
  }
  return kExitOk;
}

// The game's ranked positions (GameInfo::ranked: Wythoff's cold positions), from rank
// --from-rank on.
int ranked_table(const Arguments& args, const Position& position) {
  const Game& game = position.game;
  const GameInfo& info = game_info(game.kind());
  const RankedPositions& ranked = *info.ranked;
  if (args.heaps) {
    return usage_error("a " + std::string(info.id) +
                       " table takes --count and --from-rank, not --heaps");
  }
  auto count = count_option(args, "--count", kDefaultColdRanks, 1, kMaxTableRows);
  if (!count) return usage_error(count.error());
  auto from = count_option(args, "--from-rank", 0, 0, ranked.max_rank);
  if (!from) return usage_error(from.error());
  if (*count - 1 > ranked.max_rank - *from) {
    return usage_error("ranks above " + std::to_string(ranked.max_rank) +
                       " have coordinates beyond 2^63-1");
  }
  Json rows = Json::array();
  const std::size_t width =
      std::max<std::size_t>(3, std::to_string(ranked.at(game, *from + *count - 1).back()).size());
  const int w = static_cast<int>(width);
  if (!args.json) {
    std::cout << ranked.heading(game) << '\n';
    std::cout << std::right << std::setw(w) << ranked.columns[0] << "  " << std::setw(w)
              << ranked.columns[1] << "  " << std::setw(w) << ranked.columns[2] << '\n';
  }
  for (Count i = 0; i < *count; ++i) {
    const Count rank = *from + i;
    const Heaps at = ranked.at(game, rank);
    if (args.json) {
      rows.push_back({{std::string(ranked.columns[0]), rank},
                      {std::string(ranked.columns[1]), at[0]},
                      {std::string(ranked.columns[2]), at[1]}});
    } else {
      std::cout << std::setw(w) << rank << "  " << std::setw(w) << at[0] << "  " << std::setw(w)
                << at[1] << '\n';
    }
  }
  if (args.json) {
    Json out = {{"game", std::string(info.id)}, {"rule", std::string(to_string(game.rule()))}};
    out["cold_positions"] = std::move(rows);
    print_json(out);
  }
  return kExitOk;
}

// Normal play's Grundy values of one row of 0 .. N (Kayles, an octal game: each row is worth a
// Nim heap of that size), twelve to a line, and their period where one is proven.
int row_grundy_table(const Arguments& args, const Position& position) {
  if (args.has("--from-rank"))
    return usage_error("--from-rank is for " + table_games(TableStyle::ColdRanks) + " tables");
  auto up_to = count_option(args, "--count", kDefaultRowCount, 0, kMaxTableRows);
  if (!up_to) return usage_error(up_to.error());
  const GameInfo& info = game_info(position.game.kind());
  const Game normal = Game::make(info.kind, Rule::Normal, position.game.parameter()).value();
  // A value beyond what is exact (an octal code whose period is not proven) is refused.
  if (auto exact = normal.check_position({*up_to}); !exact) return usage_error(exact.error());
  Json values = Json::array();
  for (Count n = 0; n <= *up_to; ++n) values.push_back(info.grundy(normal, {n}).value_or(0));
  const auto period = info.period ? info.period(normal) : std::nullopt;
  if (args.json) {
    Json out = {{"game", std::string(info.id)}, {"rule", "normal"}};
    add_parameter_json(out, info.kind, normal.parameter());
    out["up_to"] = *up_to;
    out["grundy"] = std::move(values);
    if (period) {
      const ValuePeriod found = *period;
      out["period"] = found.period;
      out["preperiod"] = found.preperiod;
      out["proven_at"] = found.proven_at;
    } else if (info.period) {
      out["period"] = nullptr;
      out["preperiod"] = nullptr;
      out["proven_at"] = nullptr;
      out["exact_up_to"] = kOctalValueBound - 1;
    }
    print_json(out);
    return kExitOk;
  }
  std::cout << info.id << parameter_words(info.kind, normal.parameter())
            << ": the Grundy value of one row of n, normal play (a row is worth a "
            << "Nim heap of that size)\n";
  const std::size_t width = std::to_string(*up_to).size();
  for (Count n = 0; n <= *up_to; n += 12) {
    const Count last = std::min<Count>(n + 11, *up_to);
    std::cout << std::setw(static_cast<int>(width)) << n << "-" << std::left
              << std::setw(static_cast<int>(width)) << last << std::right << " ";
    for (Count m = n; m <= last; ++m) std::cout << std::setw(3) << values[m].get<Count>();
    std::cout << '\n';
  }
  if (period) {
    std::cout << "period " << period->period << " from row " << period->preperiod << " on";
    if (period->proven_at > 0) {
      std::cout << ", proven by the Guy-Smith theorem: g(n + " << period->period
                << ") = g(n) for every n from " << std::max<Count>(period->preperiod, 1) << " to "
                << period->proven_at - 1 << "; every row up to 2^64-1 is exact";
    }
    std::cout << '\n';
  } else if (info.period) {
    // Only an octal code's period may be unknown: its values are computed up to the bound.
    std::cout << "no period proven: exact for rows of at most " << kOctalValueBound - 1
              << " pins\n";
  }
  return kExitOk;
}

// The P-positions of one heap 0 .. N and the period of its outcomes (the subtraction game).
int heap_outcomes_table(const Arguments& args, const Position& position) {
  const auto& game = position.game;
  const GameInfo& info = game_info(game.kind());
  const ValuePeriod period = info.period(game).value();  // such a game's values repeat
  if (args.has("--from-rank"))
    return usage_error("--from-rank is for " + table_games(TableStyle::ColdRanks) + " tables");
  // Without --count the table goes up to the heap, which may be too large.
  auto up_to = count_option(args, "--count", position.heaps[0], 0, kMaxTableRows);
  if (!up_to) return usage_error(up_to.error());
  if (*up_to > kMaxTableRows) {
    return usage_error("the table would list heaps up to " + std::to_string(*up_to) +
                       "; at most 100000 (use --count N)");
  }
  Json lost = Json::array();
  std::string cycle;
  for (Count n = 0; n <= *up_to; ++n) {
    if (game.outcome({n}) == Outcome::P) lost.push_back(n);
  }
  for (Count n = period.preperiod; n < period.preperiod + period.period; ++n) {
    cycle += to_string(game.outcome({n}));
  }
  if (args.json) {
    Json out = position_json(game, position.heaps);
    out["up_to"] = *up_to;
    out["p_positions"] = std::move(lost);
    out["preperiod"] = period.preperiod;
    out["period"] = period.period;
    out["cycle"] = cycle;
    print_json(out);
    return kExitOk;
  }
  std::cout << info.id << " {" << join_counts(game.parameter(), ", ") << "}, "
            << to_string(game.rule()) << " play\n";
  std::cout << "P-positions (lost for the player to move) up to " << *up_to << ":";
  for (const auto& n : lost) std::cout << ' ' << n.get<Count>();
  std::cout << "\nperiod " << period.period << " from heap " << period.preperiod
            << " on; outcomes over one period from there: " << cycle << '\n';
  return kExitOk;
}

}  // namespace

int run_table(std::span<const std::string_view> args) {
  const std::string count = count_help();
  const std::string from_rank =
      "first rank of the " + table_games(TableStyle::ColdRanks) + " table";
  const std::array<OptionSpec, 2> options{
      {{"--count", true, count, "N"}, {"--from-rank", true, from_rank, "R"}}};
  auto parsed = parse_arguments(args, options, table_help());
  if (!parsed) return usage_error(parsed.error());
  if (parsed.value().help) {
    std::cout << parsed.value().help_text;
    return kExitOk;
  }
  auto position = resolve_position(parsed.value(), true);
  if (!position) return usage_error(position.error());
  // The registry says which table a game has.
  switch (game_info(position.value().game.kind()).table) {
    case TableStyle::Positions:
      return position_table(parsed.value(), position.value());
    case TableStyle::ColdRanks:
      return ranked_table(parsed.value(), position.value());
    case TableStyle::HeapOutcomes:
      return heap_outcomes_table(parsed.value(), position.value());
    case TableStyle::RowGrundy:
      return row_grundy_table(parsed.value(), position.value());
  }
  return kExitFailure;
}

}  // namespace marienbad::cli
