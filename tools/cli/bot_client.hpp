#pragma once
// What `move --bot` and `ladder --bot` share: the bot options, starting the bot
// (docs/bot-protocol.md), the one-line messages, and no bot left behind when
// marienbad-cli is interrupted.
#include <string>
#include <string_view>
#include <vector>

#include "marienbad/bot/bot_session.hpp"
#include "options.hpp"

namespace marienbad::cli {

inline constexpr OptionSpec kBotOption{"--bot", true, "a program speaking the bot protocol", "CMD"};
inline constexpr OptionSpec kMoveTimeOption{"--move-time", true,
                                            "the bot's seconds per move (default 10)", "S"};
inline constexpr OptionSpec kVerboseOption{"--verbose", false,
                                           "the bot's info lines and standard error"};
inline constexpr Count kMaxMoveSeconds = 3600;

struct BotCommand {
  std::vector<std::string> argv;  // --bot split into words
  bot::SessionOptions session;    // --move-time; --verbose: the bot's info and stderr on ours
};
// From --bot, --move-time and --verbose; an error when one is wrong.
Result<BotCommand> bot_command(const Arguments& args);
// Without --bot: an error when --move-time or --verbose are given anyway.
Status check_bot_options_alone(const Arguments& args);

// Why a bot could not be had: a program that cannot be run is bad input
// (kExitUsage), a bot that fails its handshake has forfeited (kExitFailure).
struct BotStartFailure {
  int exit_code = kExitUsage;
  std::string reason;           // one line
  std::string message() const;  // the reason, or for a forfeit "the bot forfeits: REASON"
};
// Starts the bot and waits for its handshake (at most 5 s).
Result<bot::BotSession> start_bot(const BotCommand& command, BotStartFailure& failure);

// "the bot 'NAME' forfeits: REASON" ("the bot forfeits: ..." before a name is known).
std::string forfeit_message(std::string_view bot_name, std::string_view reason);

// From now on SIGINT, SIGTERM and SIGHUP first kill every running bot, then end
// marienbad-cli as they would have.
void end_bots_with_this_process();

}  // namespace marienbad::cli
