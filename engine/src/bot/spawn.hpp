#pragma once
// Starting a bot's program (internal to marienbad_bot): argv[0] looked up in PATH, in a
// process group of its own (registered for kill_all_bots), with the signals' default
// dispositions and no signal blocked, as a shell would start it; its standard streams on
// pipes whose other ends are ours.
#include <sys/types.h>

#include <string>
#include <vector>

#include "marienbad/bot/forfeit.hpp"
#include "posix_pipes.hpp"

namespace marienbad::bot::detail {

struct SpawnedBot {
  pid_t pid = 0;
  Fd input;   // the bot's standard input, our end
  Fd output;  // its standard output
  Fd errors;  // its standard error
};

// An error says why it could not start: "cannot start 'prog': No such file or directory".
OrForfeit<SpawnedBot> spawn_bot(const std::vector<std::string>& argv);

}  // namespace marienbad::bot::detail
