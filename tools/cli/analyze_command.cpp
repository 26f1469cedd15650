// `analyze POSITION [--values] [--json]`: outcome, every winning move, the
// Grundy value, and for Nim seed 002's binary digital sum; with --values the
// remoteness and the value of every legal move.
#include <array>
#include <cctype>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "json_output.hpp"
#include "marienbad/analysis.hpp"
#include "marienbad/remoteness.hpp"
#include "sum_output.hpp"

namespace marienbad::cli {

namespace {

constexpr std::string_view kAnalyzeHelp =
    "usage: marienbad-cli analyze POSITION [--values] [--json]\n"
    "  The outcome of the position for the player to move (N: wins, P: loses with\n"
    "  perfect play), every winning move, the normal-play Grundy value when known,\n"
    "  and where the rows are Nim heaps the digital sum of seed 002; for a sum, each\n"
    "  part's Grundy value in base 2 and their XOR, moves written PART:MOVE; for a\n"
    "  partisan game, its value and each player's winning moves when moving first.\n"
    "  --values  also the remoteness (the moves left when the winner hurries and the\n"
    "            loser delays; unknown when more than 1048576 positions lie below)\n"
    "            and every legal move's value for the player making it (win: it\n"
    "            leaves a P position) with the remoteness after it; the first 10000\n"
    "            moves when there are more.\n";

constexpr std::array<OptionSpec, 1> kAnalyzeOptions{
    {{"--values", false, "the remoteness and every legal move's value"}}};
constexpr Count kMaxValues = 10'000;

// --values: the remoteness of the position and of what each move leaves.
struct MoveValue {
  Move move;
  Heaps to;
  bool wins;  // for the player making the move: the position left is P
  std::optional<std::uint32_t> remoteness;
};
struct Values {
  std::optional<std::uint32_t> remoteness;
  std::vector<MoveValue> moves;  // the first kMaxValues in moves() order
  u128 move_count = 0;           // every legal move, exactly
  bool truncated() const { return move_count > moves.size(); }
};

Values move_values(const Game& game, const Heaps& heaps) {
  Values values;
  const auto table = RemotenessTable::build(game, heaps);
  if (table) values.remoteness = table->remoteness(heaps);
  values.move_count = game.total_moves(heaps);
  for (Count i = 0; i < std::min(saturate(values.move_count), kMaxValues); ++i) {
    const Move move = game.nth_move(heaps, i);
    Heaps to = game.apply(heaps, move);
    const bool wins = game.outcome(to) == Outcome::P;
    const auto remoteness = table ? table->remoteness(to) : std::nullopt;
    values.moves.push_back(MoveValue{move, std::move(to), wins, remoteness});
  }
  return values;
}

void add_values_json(Json& out, const Game& game, const Heaps& heaps, const Values& values) {
  out["remoteness"] = remoteness_json(values.remoteness);
  Json list = Json::array();
  for (const MoveValue& value : values.moves) {
    Json entry = move_json(game, heaps, value.move);
    entry["value"] = value.wins ? "win" : "lose";
    entry["remoteness"] = remoteness_json(value.remoteness);
    list.push_back(std::move(entry));
  }
  out["values"] = std::move(list);
  out["move_count"] = count_json(values.move_count);
  if (values.truncated()) out["values_truncated"] = true;
}

std::string remoteness_text(std::optional<std::uint32_t> remoteness) {
  return remoteness ? std::to_string(*remoteness) : std::string("?");
}

void print_values(const Game& game, const Values& values) {
  std::ostream& out = std::cout;
  out << "\nremoteness " << remoteness_text(values.remoteness)
      << (values.remoteness ? " (moves left when the winner hurries and the loser delays)\n"
          : game.is_sum()   ? " (unknown: more than 1048576 positions below, or more than"
                              " 8388608 moves to look at)\n"
                            : " (unknown: more than 1048576 positions lie below)\n");
  if (values.moves.empty()) {
    out << "move values: none, no move is left\n";
    return;
  }
  std::size_t text_width = 4, to_width = 2;
  std::vector<std::string> texts, tos;
  for (const MoveValue& value : values.moves) {
    texts.push_back(game.move_text(value.move));
    tos.push_back(position_text(game, value.to));
    text_width = std::max(text_width, texts.back().size());
    to_width = std::max(to_width, tos.back().size());
  }
  out << "\nmove values, for the player making the move";
  if (values.truncated()) {
    out << " (the first " << values.moves.size() << " of " << to_decimal(values.move_count)
        << " moves)";
  }
  out << ":\n  " << std::left << std::setw(static_cast<int>(text_width)) << "move"
      << "     " << std::setw(static_cast<int>(to_width)) << "to"
      << "  value  remoteness after\n";
  for (std::size_t i = 0; i < values.moves.size(); ++i) {
    out << "  " << std::left << std::setw(static_cast<int>(text_width)) << texts[i] << "  -> "
        << std::setw(static_cast<int>(to_width)) << tos[i] << "  " << std::setw(5)
        << (values.moves[i].wins ? "win" : "lose") << "  "
        << remoteness_text(values.moves[i].remoteness) << '\n';
  }
  out << std::right;
}

std::string rule_sentence(const Game& game) {
  return game_info(game.kind()).rule_sentence(game);
}

// A partisan game: each player's chances moving first, from which who wins follows.
struct SideFirst {
  std::string_view name;  // "Blue"
  Heaps heaps;            // the position with this player to move
  bool wins;
  std::vector<Move> winning_moves;
};

std::vector<SideFirst> sides_first(const Game& game, const Heaps& heaps,
                                   const PartisanRules& partisan) {
  std::vector<SideFirst> sides;
  for (std::size_t player : {0, 1}) {
    Heaps turned = partisan.with_turn(heaps, player);
    const bool wins = game.outcome(turned) == Outcome::N;
    auto moves = game.winning_moves(turned);
    sides.push_back(
        {player == 0 ? partisan.left : partisan.right, std::move(turned), wins, std::move(moves)});
  }
  return sides;
}

std::string winner_words(const std::vector<SideFirst>& sides) {
  if (sides[0].wins && sides[1].wins) return "whoever moves wins";
  if (!sides[0].wins && !sides[1].wins) return "whoever moves loses";
  return std::string(sides[0].wins ? sides[0].name : sides[1].name) + " wins whoever starts";
}

std::string lower(std::string_view name) {
  std::string text(name);
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

void add_partisan_json(Json& out, const Game& game, const Heaps& heaps,
                       const PartisanRules& partisan) {
  const auto sides = sides_first(game, heaps, partisan);
  out["to_move"] = lower(partisan.to_move(heaps) == 0 ? partisan.left : partisan.right);
  out["winner"] = winner_words(sides);
  Json list = Json::array();
  for (const SideFirst& side : sides) {
    Json moves = Json::array();
    for (const Move& move : side.winning_moves) moves.push_back(move_json(game, side.heaps, move));
    list.push_back({{"player", lower(side.name)},
                    {"wins_moving_first", side.wins},
                    {"winning_moves", std::move(moves)}});
  }
  out["first"] = std::move(list);
}

void print_partisan(std::ostream& out, const Game& game, const Heaps& heaps,
                    const PartisanRules& partisan) {
  const auto sides = sides_first(game, heaps, partisan);
  out << "to move    " << (partisan.to_move(heaps) == 0 ? partisan.left : partisan.right) << '\n';
  out << "value      " << partisan.value_text(game, heaps) << " (" << winner_words(sides) << ")\n";
  for (const SideFirst& side : sides) {
    out << '\n' << side.name << " moving first " << (side.wins ? "wins" : "loses");
    if (side.winning_moves.empty()) {
      out << ": no winning move\n";
      continue;
    }
    out << ", by cutting:\n";
    for (const Move& move : side.winning_moves) {
      const Heaps to = game.apply(side.heaps, move);
      out << "  " << std::left << std::setw(3) << game.move_text(move) << std::right << "-> "
          << position_text(game, to) << "  (value " << partisan.value_text(game, to) << ")\n";
    }
  }
}

Json digital_sum_json(const Game& game, const Heaps& heaps, const DigitalSum& table) {
  Json rows = Json::array();
  for (std::size_t i = 0; i < table.rows.size(); ++i) {
    rows.push_back({{"row", i + 1},
                    {"heap", table.rows[i]},
                    {"binary", to_binary(table.rows[i], table.width)}});
  }
  Json parity = Json::array();
  for (unsigned ones : table.column_ones) parity.push_back(ones % 2);
  Json out = {{"width", table.width},
              {"rows", rows},
              {"column_ones", table.column_ones},
              {"column_parity", parity},
              {"sum", table.sum},
              {"sum_binary", to_binary(table.sum, table.width)},
              {"favourable", table.favourable}};
  out["key_row"] = table.key_row ? Json(*table.key_row + 1) : Json(nullptr);
  out["suggested"] = table.suggested ? move_json(game, heaps, *table.suggested) : Json(nullptr);
  out["misere_exception"] = table.misere_exception;
  return out;
}

Json analysis_json(const Position& position, const Analysis& analysis) {
  const auto& [game, heaps] = position;
  Json out = position_json(game, heaps);
  out["outcome"] = std::string(to_string(analysis.outcome));
  Json moves = Json::array();
  for (const Move& move : analysis.winning_moves) moves.push_back(move_json(game, heaps, move));
  out["winning_moves"] = moves;
  out["winning_move_count"] = count_json(analysis.winning_move_count);
  if (analysis.winning_moves_cut()) out["winning_moves_truncated"] = true;
  if (analysis.grundy) out["grundy"] = *analysis.grundy;
  const GameInfo& info = game_info(game.kind());
  if (!game.is_sum() && info.partisan) add_partisan_json(out, game, heaps, *info.partisan);
  if (info.nim_heaps) {
    const DigitalSum table = digital_sum(game.rule(), heaps);
    out["nim_sum"] = table.sum;
    out["digital_sum"] = digital_sum_json(game, heaps, table);
  }
  if (const auto period = info.period ? info.period(game) : std::nullopt) {
    out["preperiod"] = period->preperiod;
    out["period"] = period->period;
    if (period->proven_at > 0) out["proven_at"] = period->proven_at;
  }
  return out;
}

// Seed 002's table: every row in base 2, columns aligned, then Σ.
void print_digital_sum(std::ostream& out, const Game& game, const Heaps& heaps,
                       const DigitalSum& table) {
  std::size_t number_width = 1;
  for (Count h : heaps) number_width = std::max(number_width, std::to_string(h).size());
  const std::size_t label_width = std::string("row " + std::to_string(heaps.size())).size();
  out << "\ndigital sum (each row in base 2, columns added without carries):\n";
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    const std::string label = "row " + std::to_string(i + 1);
    out << "  " << std::left << std::setw(static_cast<int>(label_width)) << label << "  "
        << std::right << std::setw(static_cast<int>(number_width)) << heaps[i] << "  "
        << to_binary(heaps[i], table.width) << '\n';
  }
  out << "  " << std::string(label_width + number_width + 2, ' ') << "  "
      << std::string(table.width, '-') << '\n';
  out << "  " << std::left << std::setw(static_cast<int>(label_width)) << "sum"
      << "  " << std::right << std::setw(static_cast<int>(number_width)) << table.sum << "  "
      << to_binary(table.sum, table.width) << "   (" << (table.sum == 0 ? "zero" : "not zero")
      << ")\n";
  if (table.key_row && table.suggested) {
    const std::size_t row = *table.key_row;
    const Count to = game.apply(heaps, *table.suggested)[table.suggested->heap];
    if (!table.misere_exception) {
      out << "seed 002: row " << row + 1 << " has a 1 in the sum's leftmost 1-column;\n"
          << "  flipping its bits in the sum's 1-columns gives "
          << to_binary(heaps[row], table.width) << " -> " << to_binary(to, table.width) << ": play "
          << game.move_text(*table.suggested) << '\n';
    }
  }
  if (table.misere_exception && table.suggested) {
    out << "misere: the nim-sum move would leave no row above 1,\n"
        << "  so leave an odd number of rows of 1 instead: play "
        << game.move_text(*table.suggested) << '\n';
  }
}

void print_analysis(const Position& position, const Analysis& analysis) {
  const auto& [game, heaps] = position;
  std::ostream& out = std::cout;
  out << "game       " << to_string(game.kind());
  if (const SumGame* sum = game.sum()) out << " of " << sum->part_count() << " parts";
  out << " (" << rule_sentence(game) << ")\n";
  out << "position   " << position_text(game, heaps) << '\n';
  out << "outcome    " << to_string(analysis.outcome)
      << (analysis.outcome == Outcome::N ? " (the player to move wins with perfect play)"
                                         : " (the player to move loses against perfect play)")
      << '\n';
  if (analysis.grundy) out << "grundy     " << *analysis.grundy << '\n';
  const GameInfo& info = game_info(game.kind());
  if (!game.is_sum() && info.partisan) {
    // Each player's winning cuts stand for the list of the player to move.
    print_partisan(out, game, heaps, *info.partisan);
    return;
  }
  if (const SumGame* sum = game.sum()) {
    print_parts(out, *sum, heaps);
  } else if (const auto period = info.period ? info.period(game) : std::nullopt) {
    out << "period     " << period->period << " (from " << (info.max_heaps == 1 ? "heap" : "row")
        << " " << period->preperiod << " on)\n";
  }
  if (info.nim_heaps) {
    const DigitalSum table = digital_sum(game.rule(), heaps);
    out << "nim-sum    " << table.sum << '\n';
    print_digital_sum(out, game, heaps, table);
  }
  if (game.is_terminal(heaps)) {
    out << "\nno move is left: the game is over, "
        << (game.rule() == Rule::Normal ? "the player who made the last move won\n"
                                        : "the player who made the last move lost\n");
    return;
  }
  if (analysis.winning_moves.empty()) {
    out << "\nno winning move: every move leaves a position the opponent wins\n";
    return;
  }
  std::size_t text_width = 0;
  for (const Move& move : analysis.winning_moves) {
    text_width = std::max(text_width, game.move_text(move).size());
  }
  out << "\nwinning moves (" << to_decimal(analysis.winning_move_count);
  if (analysis.winning_moves_cut())
    out << "; the first " << analysis.winning_moves.size() << " listed";
  out << "):\n";
  for (const Move& move : analysis.winning_moves) {
    out << "  " << std::left << std::setw(static_cast<int>(text_width)) << game.move_text(move)
        << "  -> " << position_text(game, game.apply(heaps, move)) << '\n';
  }
}

}  // namespace

int run_analyze(std::span<const std::string_view> args) {
  auto parsed = parse_arguments(args, kAnalyzeOptions, kAnalyzeHelp);
  if (!parsed) return usage_error(parsed.error());
  if (parsed.value().help) {
    std::cout << parsed.value().help_text;
    return kExitOk;
  }
  auto position = resolve_position(parsed.value(), true);
  if (!position) return usage_error(position.error());
  const auto& [game, heaps] = position.value();
  const Analysis analysis = analyze(game, heaps);
  std::optional<Values> values;
  if (parsed.value().has("--values")) values = move_values(game, heaps);
  if (parsed.value().json) {
    Json out = analysis_json(position.value(), analysis);
    if (values) add_values_json(out, game, heaps, *values);
    print_json(out);
  } else {
    print_analysis(position.value(), analysis);
    if (values) print_values(game, *values);
  }
  return kExitOk;
}

}  // namespace marienbad::cli
