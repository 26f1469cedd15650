// `move POSITION --level NAME [--seed N] [--json]`: the move a computer level
// plays from a position (the same seed gives the same move); with --bot CMD
// instead of --level, the move of a program speaking the bot protocol.
#include <array>
#include <iostream>

#include "bot_client.hpp"
#include "commands.hpp"
#include "json_output.hpp"
#include "marienbad/player.hpp"
#include "sum_output.hpp"

namespace marienbad::cli {

namespace {

constexpr std::string_view kMoveHelp =
    "usage: marienbad-cli move POSITION --level NAME [--seed N] [--json]\n"
    "       marienbad-cli move POSITION --bot \"CMD\" [--move-time S] [--verbose] [--json]\n"
    "  The move the computer plays at level NAME (random, easy, medium, hard,\n"
    "  perfect) from the position; --seed N (0 to 2^64-1, default 0) replays it.\n"
    "  --bot: the move of the program CMD (docs/bot-protocol.md; split into words\n"
    "  like a shell would, never run by one), which has --move-time S seconds\n"
    "  (default 10); a bot that forfeits exits 1 with the reason. --verbose shows\n"
    "  its info lines and standard error.\n"
    "  --json prints {\"move\": TEXT, \"to\": [heaps after]}; for a sum\n"
    "  {\"component\": INDEX, \"move\": TEXT, \"to\": [that part's heaps after]}.\n";

constexpr std::array<OptionSpec, 5> kMoveOptions{
    {{"--level", true, "random, easy, medium, hard or perfect", "NAME"},
     {"--seed", true, "replays the same move (0 to 2^64-1, default 0)", "N"},
     kBotOption,
     kMoveTimeOption,
     kVerboseOption}};

// Asks the bot for its move: kExitOk, or the exit code after one line on stderr.
int bot_move(const BotCommand& command, const Game& game, const Heaps& heaps, Move& move) {
  end_bots_with_this_process();
  BotStartFailure failure{};
  auto session = start_bot(command, failure);
  if (!session) {
    std::cerr << "marienbad-cli: " << failure.message() << '\n';
    return failure.exit_code;
  }
  if (auto started = session.value().new_game(game); !started) return usage_error(started.error());
  auto chosen = session.value().choose(heaps);
  if (!chosen) {
    std::cerr << "marienbad-cli: " << forfeit_message(session.value().name(), chosen.error())
              << '\n';
    return kExitFailure;
  }
  session.value().quit();
  move = *chosen;
  return kExitOk;
}

}  // namespace

int run_move(std::span<const std::string_view> args) {
  auto parsed = parse_arguments(args, kMoveOptions, kMoveHelp);
  if (!parsed) return usage_error(parsed.error());
  const Arguments& arguments = parsed.value();
  if (arguments.help) {
    std::cout << arguments.help_text;
    return kExitOk;
  }
  auto position = resolve_position(arguments, true);
  if (!position) return usage_error(position.error());
  const auto level = arguments.value("--level");
  const bool by_bot = arguments.has(kBotOption.name);
  if (level && by_bot) return usage_error("give --level or --bot, not both");
  if (!by_bot) {
    if (auto alone = check_bot_options_alone(arguments); !alone) return usage_error(alone.error());
    if (!level) {
      return usage_error(
          "move needs --level NAME (random, easy, medium, hard, perfect) or --bot CMD");
    }
  }
  if (by_bot && arguments.has("--seed")) {
    return usage_error("--seed goes with --level, not with --bot");
  }
  const auto& [game, heaps] = position.value();
  if (game.is_terminal(heaps)) {
    return usage_error("the position " + game.position_text(heaps) +
                       " is already finished: there is no move to play");
  }
  Move move;
  if (by_bot) {
    auto command = bot_command(arguments);
    if (!command) return usage_error(command.error());
    if (const int code = bot_move(*command, game, heaps, move); code != kExitOk) return code;
  } else {
    auto player = make_player(*level);
    if (!player) return usage_error(player.error());
    auto seed = count_option(arguments, "--seed", 0, 0, UINT64_MAX);
    if (!seed) return usage_error(seed.error());
    Rng rng(seed.value());
    move = player.value()->choose(game, heaps, rng);
    if (!game.check_move(heaps, move).ok()) {  // a player bug, never bad input
      std::cerr << "marienbad-cli: internal error: level " << *level << " chose an illegal move\n";
      return kExitFailure;
    }
  }
  if (arguments.json) {
    print_json(move_json(game, heaps, move));
  } else {
    std::cout << game.move_text(move) << " -> " << position_text(game, game.apply(heaps, move))
              << '\n';
  }
  return kExitOk;
}

}  // namespace marienbad::cli
