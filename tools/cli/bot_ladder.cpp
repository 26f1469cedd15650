#include "bot_ladder.hpp"

#include <unistd.h>

#include <iomanip>
#include <iostream>
#include <optional>

#include "bot_client.hpp"
#include "json_output.hpp"
#include "marienbad/bot/command_words.hpp"
#include "marienbad/ladder.hpp"
#include "marienbad/match.hpp"
#include "marienbad/quote.hpp"

namespace marienbad::cli {

namespace {

constexpr Count kDefaultBotGames = 10;

struct ForfeitReason {
  std::string reason;
  Count games = 0;
};

// The bot's results against one level.
struct LevelRow {
  std::string level;
  Count won = 0;
  Count lost = 0;
  Count forfeits = 0;
  std::vector<ForfeitReason> reasons;  // each reason once, in the order first met

  void add_forfeit(const std::string& reason) {
    ++forfeits;
    for (ForfeitReason& known : reasons) {
      if (known.reason == reason) {
        ++known.games;
        return;
      }
    }
    reasons.push_back({reason, 1});
  }
};

enum class GameEnd { Won, Lost, Forfeit };

// One game from `start`, the bot on side 0 against `level` on side 1.
GameEnd play_bot_game(bot::BotSession& session, const Game& game, const Heaps& start,
                      bool bot_first, const Player& level, Rng& rng, std::string& reason) {
  if (auto started = session.new_game(game); !started) {
    reason = started.error();
    return GameEnd::Forfeit;
  }
  Match match =
      Match::make(game, start, bot_first ? 0 : 1, {"bot", std::string(level.level())}).value();
  while (!match.over()) {
    if (match.side_to_move() == 0) {
      auto move = session.choose(match.position());
      if (!move) {
        reason = move.error();
        return GameEnd::Forfeit;
      }
      if (auto played = match.play(*move); !played) {  // checked by the session already
        reason = "illegal move: " + played.error();
        return GameEnd::Forfeit;
      }
    } else {
      // A level's move is legal by contract; play() checks it anyway.
      if (!match.play(level.choose(game, match.position(), rng))) return GameEnd::Won;
    }
  }
  return *match.winner() == 0 ? GameEnd::Won : GameEnd::Lost;
}

// "against medium, game 3 of 10" on stderr while it is a terminal.
class ProgressLine {
 public:
  ProgressLine() : shown_(::isatty(STDERR_FILENO) == 1) {}
  void show(const std::string& level, Count game, Count games) const {
    if (shown_) {
      std::cerr << "\rladder: against " << level << ", game " << game << " of " << games << "\x1b[K"
                << std::flush;
    }
  }
  void clear() const {
    if (shown_) std::cerr << "\r\x1b[K" << std::flush;
  }

 private:
  bool shown_;
};

void print_table(const std::string& bot_name, const BotCommand& command, const Game& game,
                 const Heaps& start, bool random_starts, Count games, Count seed,
                 const std::vector<LevelRow>& rows) {
  std::ostream& out = std::cout;
  out << "ladder: bot " << quote_for_message(bot_name) << " ("
      << bot::join_command_words(command.argv) << ") against every level\n";
  out << to_string(game.kind()) << ' ' << to_string(game.rule());
  out << parameter_words(game.kind(), game.parameter());
  out << (random_starts ? ", random starts within " : ", from ") << game.position_text(start)
      << ", " << games << " games per level (the bot starts game 1, then every other one), seed "
      << seed << "\n\n";
  out << std::left << std::setw(9) << "level" << std::right << std::setw(6) << "won" << std::setw(6)
      << "lost" << std::setw(10) << "forfeits" << '\n';
  for (const LevelRow& row : rows) {
    out << std::left << std::setw(9) << row.level << std::right << std::setw(6) << row.won
        << std::setw(6) << row.lost << std::setw(10) << row.forfeits << '\n';
  }
  bool heading = false;
  for (const LevelRow& row : rows) {
    for (const ForfeitReason& forfeit : row.reasons) {
      if (!heading) out << "\nforfeits:\n";
      heading = true;
      out << "  against " << row.level << ", " << forfeit.games
          << (forfeit.games == 1 ? " game: " : " games: ") << forfeit.reason << '\n';
    }
  }
}

Json rows_json(const std::string& bot_name, const std::vector<LevelRow>& rows) {
  Json out = Json::object();
  out["bot"] = bot_name;
  Json array = Json::array();
  for (const LevelRow& row : rows) {
    Json reasons = Json::array();
    for (const ForfeitReason& forfeit : row.reasons) {
      reasons.push_back({{"reason", forfeit.reason}, {"games", forfeit.games}});
    }
    array.push_back({{"level", row.level},
                     {"won", row.won},
                     {"lost", row.lost},
                     {"forfeits", row.forfeits},
                     {"forfeit_reasons", reasons}});
  }
  out["rows"] = array;
  return out;
}

}  // namespace

int run_bot_ladder(const Arguments& arguments, const Position& position) {
  const auto& [game, start] = position;
  auto command = bot_command(arguments);
  if (!command) return usage_error(command.error());
  auto games = count_option(arguments, "--games", kDefaultBotGames, 1, kMaxLadderGames);
  if (!games) return usage_error(games.error());
  auto seed = count_option(arguments, "--seed", 0, 0, UINT64_MAX);
  if (!seed) return usage_error(seed.error());
  if (auto valid = check_ladder(game, start, *games); !valid) return usage_error(valid.error());
  const bool random_starts = arguments.has("--random-starts");

  end_bots_with_this_process();
  BotStartFailure failure;
  auto first = start_bot(*command, failure);
  if (!first) {
    std::cerr << "marienbad-cli: " << failure.message() << '\n';
    return failure.exit_code;
  }
  std::optional<bot::BotSession> session(std::move(first).value());
  const std::string bot_name = session->name();
  // A bot that cannot be started again after a forfeit forfeits every game left,
  // for the same reason, rather than being waited for game after game.
  std::optional<std::string> cannot_restart;

  const Rng root(*seed);
  const ProgressLine progress;
  std::vector<LevelRow> rows;
  const auto level_list = level_names();
  for (std::size_t i = 0; i < level_list.size(); ++i) {
    LevelRow& row = rows.emplace_back();
    row.level = level_list[i];
    const auto level = make_player(level_list[i]).value();
    for (Count g = 0; g < *games; ++g) {
      progress.show(row.level, g + 1, *games);
      // Pairs of games share a start (with --random-starts), whoever begins.
      Rng starts = root.derive(i * kMaxLadderGames + g / 2);
      const Heaps from = random_starts ? random_start(game, start, starts) : start;
      Rng moves = starts.derive(g);
      if (!session && !cannot_restart) {
        if (auto again = start_bot(*command, failure)) {
          session.emplace(std::move(again).value());
        } else {
          cannot_restart = failure.exit_code == kExitFailure
                               ? failure.reason
                               : "cannot be started again: " + failure.reason;
        }
      }
      if (!session) {
        row.add_forfeit(*cannot_restart);
        continue;
      }
      std::string reason;
      switch (play_bot_game(*session, game, from, g % 2 == 0, *level, moves, reason)) {
        case GameEnd::Won:
          ++row.won;
          break;
        case GameEnd::Lost:
          ++row.lost;
          break;
        case GameEnd::Forfeit:
          row.add_forfeit(reason);
          session.reset();  // its process has ended; the next game starts a new one
          break;
      }
    }
  }
  if (session) session->quit();
  progress.clear();
  if (arguments.json) {
    print_json(rows_json(bot_name, rows));
  } else {
    print_table(bot_name, *command, game, start, random_starts, *games, *seed, rows);
  }
  return kExitOk;
}

}  // namespace marienbad::cli
