// marienbad-cli: the engine from the command line (analyze, table, move, ladder, review, graph).
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "commands.hpp"
#include "console/console.hpp"
#include "game_help.hpp"
#include "marienbad/quote.hpp"

namespace {

// The usage, its first lines naming the registry's games.
std::string usage_text() {
  using namespace marienbad::cli;
  return wrap("",
              "marienbad-cli: the exact analysis of " + games_phrase() +
                  ", the computer's levels and your own players, from a terminal.",
              80, "") +
         "\n"
         "usage: marienbad-cli COMMAND [options]\n"
         "\n"
         "commands:\n"
         "  analyze POSITION [--values] [--json]      outcome, every winning move, Grundy value;\n"
         "                                            --values: remoteness and every move's value\n"
         "  table   POSITION-or-game [--count N] [--json]\n"
         "                                            the game's table (seeds 001 and 004): every\n"
         "                                            position, cold positions or values\n"
         "  move    POSITION --level NAME [--seed N] [--json]   a computer player's move\n"
         "  move    POSITION --bot \"CMD\" [--move-time S] [--json]\n"
         "                                            the move of a bot program "
         "(docs/bot-protocol.md)\n"
         "  ladder  GAME [--games N] [--seed N] [--random-starts] [--json]   levels against each "
         "other\n"
         "  ladder  GAME [POSITION] --bot \"CMD\" [--games N] [--move-time S] [--json]\n"
         "                                            a bot program against every level\n"
         "  review  POSITION --positions \"P0;P1;...\" [--json]\n"
         "                                            a played game, each move rated winning,\n"
         "                                            blunder or lost, with its remoteness\n"
         "  graph   POSITION [--json | --dot] [--max-nodes N] [--max-edges M]\n"
         "                                            the game graph: every reachable position,\n"
         "                                            the moves, the kernel (P-positions)\n"
         "\n"
         "`marienbad-cli COMMAND --help` describes a command. Exit codes: 0 success, 2 bad input\n"
         "(one line on stderr), 1 internal error or a bot's forfeit (one line on stderr).\n";
}

int dispatch(const std::vector<std::string_view>& args) {
  using namespace marienbad::cli;
  if (args.empty())
    return usage_error(
        "missing command (analyze, table, move, ladder, review or graph; see --help)");
  const std::string_view command = args.front();
  const std::span<const std::string_view> rest(args.data() + 1, args.size() - 1);
  if (command == "--help" || command == "-h" || command == "help") {
    std::cout << usage_text();
    return kExitOk;
  }
  if (command == "--version") {
    std::cout << "marienbad-cli " << MARIENBAD_VERSION << '\n';
    return kExitOk;
  }
  if (command == "analyze") return run_analyze(rest);
  if (command == "table") return run_table(rest);
  if (command == "move") return run_move(rest);
  if (command == "ladder") return run_ladder(rest);
  if (command == "review") return run_review(rest);
  if (command == "graph") return run_graph(rest);
  return usage_error("unknown command " + marienbad::quote_for_message(command) +
                     " (expected analyze, table, move, ladder, review or graph; see --help)");
}

}  // namespace

int main(int argc, char** argv) {
  marienbad::console::buffer_cout();
  try {
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    // Output that did not arrive (a full disk, a closed stdout) is a failure, never exit 0.
    // A reader that goes away (`| head`) ends the CLI by SIGPIPE, silently, as it does cat.
    return marienbad::console::finish_stdout("marienbad-cli", dispatch(args));
  } catch (const std::exception& error) {
    std::cerr << "marienbad-cli: internal error: " << error.what() << '\n';
    return marienbad::cli::kExitFailure;
  }
}
