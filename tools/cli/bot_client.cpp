#include "bot_client.hpp"

#include <signal.h>

#include <iostream>

#include "marienbad/bot/command_words.hpp"
#include "marienbad/quote.hpp"

namespace marienbad::cli {

namespace {

void kill_bots_and_end(int signal) {
  bot::kill_all_bots();
  ::signal(signal, SIG_DFL);
  ::raise(signal);
}

}  // namespace

Result<BotCommand> bot_command(const Arguments& args) {
  const auto text = args.value(kBotOption.name);
  if (!text) return Error{"no --bot given"};
  auto words = bot::split_command_words(*text, "--bot");
  if (!words) return Error{words.error()};
  auto move_time =
      seconds_option(args, kMoveTimeOption.name, std::chrono::seconds(10), kMaxMoveSeconds);
  if (!move_time) return Error{move_time.error()};
  BotCommand command;
  command.argv = std::move(words).value();
  command.session.move_time = *move_time;
  if (args.has(kVerboseOption.name)) {
    command.session.on_info = [](std::string_view line) {
      std::cerr << "marienbad-cli: bot info " << quote_for_message(line) << '\n';
    };
    command.session.on_stderr = [](std::string_view line) {
      std::cerr << "marienbad-cli: bot stderr " << quote_for_message(line) << '\n';
    };
  }
  return command;
}

Status check_bot_options_alone(const Arguments& args) {
  for (std::string_view option : {kMoveTimeOption.name, kVerboseOption.name}) {
    if (args.has(option)) return Error{std::string(option) + " goes with --bot"};
  }
  return Ok{};
}

Result<bot::BotSession> start_bot(const BotCommand& command, BotStartFailure& failure) {
  auto session = bot::BotSession::launch(command.argv, command.session);
  if (!session) {
    failure = {kExitUsage, session.error()};
    return Error{failure.message()};
  }
  if (auto ready = session.value().wait_for_handshake(); !ready) {
    failure = {kExitFailure, ready.error()};
    return Error{failure.message()};
  }
  return session;
}

std::string BotStartFailure::message() const {
  return exit_code == kExitFailure ? forfeit_message("", reason) : reason;
}

std::string forfeit_message(std::string_view bot_name, std::string_view reason) {
  std::string who = "the bot ";
  if (!bot_name.empty()) who += quote_for_message(bot_name) + " ";
  return who + "forfeits: " + std::string(reason);
}

void end_bots_with_this_process() {
  struct sigaction action {};
  action.sa_handler = kill_bots_and_end;
  sigemptyset(&action.sa_mask);
  for (int signal : {SIGINT, SIGTERM, SIGHUP}) ::sigaction(signal, &action, nullptr);
}

}  // namespace marienbad::cli
