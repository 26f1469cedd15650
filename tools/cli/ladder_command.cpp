// `ladder GAME [--games N] [--seed N] [--random-starts] [--json]`: a round robin
// of every computer level; the matrix of who beats whom. With --bot CMD: that
// bot against every level (bot_ladder.cpp).
#include <array>
#include <iomanip>
#include <iostream>

#include "bot_client.hpp"
#include "bot_ladder.hpp"
#include "commands.hpp"
#include "json_output.hpp"
#include "marienbad/ladder.hpp"

namespace marienbad::cli {

namespace {

constexpr std::string_view kLadderHelp =
    "usage: marienbad-cli ladder GAME [--games N] [--seed N] [--random-starts] [--json]\n"
    "  Every computer level plays every other one N games (default 200, at most\n"
    "  100000), alternating who starts, from the position (default: the game's\n"
    "  standard start) or, with --random-starts, from positions drawn with each\n"
    "  heap uniform between 0 and the given size (never a finished one).\n"
    "  Prints win_rate[i][j], the share of games level i won against level j.\n"
    "  --seed N (0 to 2^64-1, default 0) replays the same games.\n"
    "\n"
    "       marienbad-cli ladder GAME [position] --bot \"CMD\" [--games N] [--seed N]\n"
    "                            [--random-starts] [--move-time S] [--verbose] [--json]\n"
    "  The program CMD (docs/bot-protocol.md) plays N games (default 10) against\n"
    "  each level, starting game 1 and every other one; a forfeit counts apart.\n"
    "  Prints won, lost and forfeits per level; --json: {\"bot\": NAME, \"rows\":\n"
    "  [{\"level\", \"won\", \"lost\", \"forfeits\", \"forfeit_reasons\"}]}.\n"
    "  --move-time S: seconds per move (default 10); --verbose: the bot's info\n"
    "  lines and standard error on stderr.\n";

constexpr std::array<OptionSpec, 6> kLadderOptions{
    {{"--games", true, "games per pairing", "N"},
     {"--seed", true, "the seed of the games (0 to 2^64-1)", "N"},
     {"--random-starts", false, "random start positions"},
     kBotOption,
     kMoveTimeOption,
     kVerboseOption}};

constexpr Count kDefaultGames = 200;

std::string percent(Count permille) {
  return std::to_string(permille / 10) + "." + std::to_string(permille % 10) + "%";
}

void print_matrix(const Game& game, const LadderOptions& options, const LadderResult& ladder) {
  std::ostream& out = std::cout;
  out << "ladder: " << to_string(game.kind()) << ' ' << to_string(game.rule());
  out << parameter_words(game.kind(), game.parameter());
  out << (options.random_starts ? ", random starts within " : ", from ")
      << game.position_text(options.start) << ", " << ladder.games_per_pair
      << " games per pair (alternating who starts), seed " << options.seed << '\n';
  out << "share of games the row's level won against the column's level:\n\n";
  constexpr int kWidth = 9;
  out << std::setw(kWidth) << "";
  for (const auto& name : ladder.levels) out << std::setw(kWidth) << name;
  out << '\n';
  for (std::size_t i = 0; i < ladder.levels.size(); ++i) {
    out << std::left << std::setw(kWidth) << ladder.levels[i] << std::right;
    for (std::size_t j = 0; j < ladder.levels.size(); ++j) {
      out << std::setw(kWidth) << (i == j ? std::string("-") : percent(ladder.win_permille(i, j)));
    }
    out << '\n';
  }
}

Json ladder_json(const Game& game, const LadderOptions& options, const LadderResult& ladder) {
  Json out = position_json(game, options.start);
  out["random_starts"] = options.random_starts;
  out["games_per_pair"] = ladder.games_per_pair;
  out["seed"] = options.seed;
  out["levels"] = ladder.levels;
  Json rates = Json::array(), permille = Json::array(), wins = Json::array();
  for (std::size_t i = 0; i < ladder.levels.size(); ++i) {
    Json rate_row = Json::array(), permille_row = Json::array(), wins_row = Json::array();
    for (std::size_t j = 0; j < ladder.levels.size(); ++j) {
      rate_row.push_back(ladder.win_rate(i, j));
      permille_row.push_back(ladder.win_permille(i, j));
      wins_row.push_back(ladder.wins[i][j]);
    }
    rates.push_back(rate_row);
    permille.push_back(permille_row);
    wins.push_back(wins_row);
  }
  out["win_rate"] = rates;  // a level against itself: 0.5 (not played)
  out["win_permille"] = permille;
  out["wins"] = wins;
  return out;
}

}  // namespace

int run_ladder(std::span<const std::string_view> args) {
  auto parsed = parse_arguments(args, kLadderOptions, kLadderHelp);
  if (!parsed) return usage_error(parsed.error());
  const Arguments& arguments = parsed.value();
  if (arguments.help) {
    std::cout << arguments.help_text;
    return kExitOk;
  }
  auto position = resolve_position(arguments, true);
  if (!position) return usage_error(position.error());
  if (arguments.has(kBotOption.name)) return run_bot_ladder(arguments, position.value());
  if (auto alone = check_bot_options_alone(arguments); !alone) return usage_error(alone.error());
  auto games = count_option(arguments, "--games", kDefaultGames, 1, kMaxLadderGames);
  if (!games) return usage_error(games.error());
  auto seed = count_option(arguments, "--seed", 0, 0, UINT64_MAX);
  if (!seed) return usage_error(seed.error());
  const auto& [game, heaps] = position.value();
  LadderOptions options;
  options.start = heaps;
  options.games_per_pair = games.value();
  options.seed = seed.value();
  options.random_starts = arguments.has("--random-starts");
  auto ladder = play_ladder(game, options);
  if (!ladder) return usage_error(ladder.error());
  if (arguments.json) {
    print_json(ladder_json(game, options, ladder.value()));
  } else {
    print_matrix(game, options, ladder.value());
  }
  return kExitOk;
}

}  // namespace marienbad::cli
