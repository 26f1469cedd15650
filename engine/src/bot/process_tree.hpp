#pragma once
// The processes of the running bots, for BotProcess (internal to marienbad_bot): the
// registry of running bots that kill_all_bots() reads, this process as a child
// subreaper, and the ending of the orphans a bot leaves, its descendants that left its
// process group (setsid, setpgid) and were re-parented to us.
#include <sys/types.h>

#include <chrono>
#include <mutex>

namespace marienbad::bot::detail {

// A running bot's pid, which is also its process group's id (up to 64 at once).
void register_group(pid_t group);
void unregister_group(pid_t group);

// Held while a bot is spawned and registered, while it is unregistered and reaped,
// and while orphans are listed and signalled: a bot of another thread is a child of
// ours outside our process group too, and must never be taken for an orphan.
std::mutex& children_mutex();

// This process becomes the parent of every orphan among its descendants (Linux
// 3.4+, prctl PR_SET_CHILD_SUBREAPER; once): a bot's child that left the bot's
// process group and outlived the bot is re-parented to us instead of to init, so
// that it can be found and ended.
void become_subreaper();

// Ends every orphan of a bot, once the bot's process `group` (sent SIGKILL) has no
// running process left (1 s at most): each child of ours that is not a running bot and not in
// our own process group (a child this program starts otherwise, such as a test's
// marienbad-cli, shares ours and is not ours to end here) gets SIGTERM (SIGKILL at
// once when `grace` is zero), up to `grace` to exit, then SIGKILL, and is reaped; and
// so on with the orphans that its end makes, until none is left.
void end_bot_orphans(pid_t group, std::chrono::steady_clock::duration grace);

// A file descriptor (close-on-exec) that becomes readable when the child `pid` exits
// (Linux 5.3+), or -1.
int open_pidfd(pid_t pid);

}  // namespace marienbad::bot::detail
