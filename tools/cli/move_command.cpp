// `move POSITION --level NAME [--seed N] [--json]`: the move a computer level
// plays from a position (the same seed gives the same move).
#include <array>
#include <iostream>

#include "commands.hpp"
#include "json_output.hpp"
#include "marienbad/player.hpp"
#include "sum_output.hpp"

namespace marienbad::cli {

namespace {

constexpr std::string_view kMoveHelp =
    "usage: marienbad-cli move POSITION --level NAME [--seed N] [--json]\n"
    "  The move the computer plays at level NAME (random, easy, medium, hard,\n"
    "  perfect) from the position; --seed N (0 to 2^64-1, default 0) replays it.\n"
    "  --json prints {\"move\": TEXT, \"to\": [heaps after]}; for a sum\n"
    "  {\"component\": INDEX, \"move\": TEXT, \"to\": [that part's heaps after]}.\n";

constexpr std::array<OptionSpec, 2> kMoveOptions{{{"--level", true}, {"--seed", true}}};

}  // namespace

int run_move(std::span<const std::string_view> args) {
  auto parsed = parse_arguments(args, kMoveOptions);
  if (!parsed) return usage_error(parsed.error());
  const Arguments& arguments = parsed.value();
  if (arguments.help) {
    std::cout << kMoveHelp << position_help();
    return kExitOk;
  }
  auto position = resolve_position(arguments, true);
  if (!position) return usage_error(position.error());
  const auto level = arguments.value("--level");
  if (!level) return usage_error("move needs --level NAME (random, easy, medium, hard, perfect)");
  auto player = make_player(*level);
  if (!player) return usage_error(player.error());
  auto seed = count_option(arguments, "--seed", 0, 0, UINT64_MAX);
  if (!seed) return usage_error(seed.error());
  const auto& [game, heaps] = position.value();
  if (game.is_terminal(heaps)) {
    return usage_error("the position " + join_counts(heaps) +
                       " is already finished: there is no move to play");
  }
  Rng rng(seed.value());
  const Move move = player.value()->choose(game, heaps, rng);
  if (!game.check_move(heaps, move).ok()) {  // a player bug, never bad input
    std::cerr << "marienbad-cli: internal error: level " << *level << " chose an illegal move\n";
    return kExitFailure;
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
