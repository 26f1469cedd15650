// split_command_words: --bot "CMD" split like a POSIX shell splits words, never run by one;
// and how a bot's exit is described.
#include <csignal>
#include <string>
#include <utility>

#include <catch2/catch.hpp>

#include "marienbad/bot/bot_process.hpp"
#include "marienbad/bot/command_words.hpp"

using marienbad::bot::join_command_words;
using marienbad::bot::split_command_words;
using Words = std::vector<std::string>;

namespace {

Words split(std::string_view command) {
  auto words = split_command_words(command);
  INFO(command << ": " << (words ? "" : words.error()));
  REQUIRE(words.ok());
  return words.value();
}

std::string error_of(std::string_view command) {
  auto words = split_command_words(command);
  INFO(command);
  REQUIRE_FALSE(words.ok());
  CHECK(words.error().find('\n') == std::string::npos);
  return words.error();
}

}  // namespace

TEST_CASE("bot command words: quotes and backslashes as in a POSIX shell") {
  CHECK(split("python3 bot.py") == Words{"python3", "bot.py"});
  CHECK(split("python3 \"my bots/b.py\" \"Spaced Name\"") ==
        Words{"python3", "my bots/b.py", "Spaced Name"});
  CHECK(split("python3 'my bots/b.py'") == Words{"python3", "my bots/b.py"});
  CHECK(split("  a \t b\n") == Words{"a", "b"});
  CHECK(split("a\\ b c") == Words{"a b", "c"});
  CHECK(split("a\\\nb") == Words{"ab"});                         // backslash-newline goes
  CHECK(split("\"a\\\"b\" \"a\\b\"") == Words{"a\"b", "a\\b"});  // \" is a quote, \b stays
  CHECK(split("'a\\b' '\"'") == Words{"a\\b", "\""});            // nothing special in single quotes
  CHECK(split("\"it's\"") == Words{"it's"});
  CHECK(split("'' x \"\"") == Words{"", "x", ""});       // empty words are kept
  CHECK(split("a''b \"c\"'d'e") == Words{"ab", "cde"});  // touching parts make one word
  CHECK(split("'a|b' \"$HOME\" \\;") == Words{"a|b", "$HOME", ";"});  // quoted: no shell
  CHECK(split("é 'ünïcode'") == Words{"é", "ünïcode"});
}

TEST_CASE("bot command words: each error is one line naming what is wrong") {
  CHECK(error_of("") == "--bot is empty: give the command that starts the bot");
  CHECK(error_of(" \t\n") == "--bot is empty: give the command that starts the bot");
  CHECK(error_of("python3 \"my bot.py") == "--bot has an unterminated double quote");
  CHECK(error_of("python3 'my bot.py") == "--bot has an unterminated single quote");
  CHECK(error_of("python3 bot.py\\") == "--bot ends with a lone backslash");
  CHECK(error_of("python3 bot.py | tee log") ==
        "--bot is not run through a shell: quote '|' to pass it to the program as it is");
  for (const char* command : {"a;b", "a > log", "a & b", "$HOME/bot", "`x`", "(a)", "a<b"}) {
    CHECK(error_of(command).find("is not run through a shell") != std::string::npos);
  }
}

TEST_CASE("bot command words: join_command_words reads back the same words") {
  const std::vector<Words> cases = {{"python3", "bot.py"},
                                    {"python3", "my bots/b.py", "Spaced Name"},
                                    {"it's", "a\"b", "back\\slash", "", "a|b", "$x", "tab\there"},
                                    {"new\nline", "'", "''"}};
  for (const Words& words : cases) {
    const std::string joined = join_command_words(words);
    INFO(joined);
    CHECK(split(joined) == words);
  }
  CHECK(join_command_words({"python3", "my bot.py"}) == "python3 'my bot.py'");
}

using marienbad::bot::describe;
using marienbad::bot::ExitStatus;

TEST_CASE("bot process: an exit described, the signal named by glibc") {
  CHECK(describe(ExitStatus{false, 0}) == "exited normally");
  CHECK(describe(ExitStatus{false, 3}) == "exited with code 3");
  CHECK(describe(ExitStatus{true, SIGSEGV}) == "was killed by signal 11 (SIGSEGV)");
  // Every signal glibc names, not only those a table listed (SIGUSR1, SIGSTKFLT, SIGSYS, ...).
  CHECK(describe(ExitStatus{true, SIGUSR1}) == "was killed by signal 10 (SIGUSR1)");
  CHECK(describe(ExitStatus{true, SIGSYS}) == "was killed by signal 31 (SIGSYS)");
  // A number no signal has: the number alone.
  CHECK(describe(ExitStatus{true, 200}) == "was killed by signal 200");
}

TEST_CASE("bot process: the signals a bot dies of named as POSIX spells them") {
  const std::pair<int, const char*> named[] = {
      {SIGHUP, "SIGHUP"},   {SIGINT, "SIGINT"},   {SIGQUIT, "SIGQUIT"}, {SIGILL, "SIGILL"},
      {SIGTRAP, "SIGTRAP"}, {SIGABRT, "SIGABRT"}, {SIGBUS, "SIGBUS"},   {SIGFPE, "SIGFPE"},
      {SIGKILL, "SIGKILL"}, {SIGSEGV, "SIGSEGV"}, {SIGPIPE, "SIGPIPE"}, {SIGALRM, "SIGALRM"},
      {SIGTERM, "SIGTERM"}, {SIGXCPU, "SIGXCPU"}, {SIGXFSZ, "SIGXFSZ"}};
  for (const auto& [signal, name] : named) {
    CHECK(describe(ExitStatus{true, signal}) ==
          "was killed by signal " + std::to_string(signal) + " (" + name + ")");
  }
  // A real-time signal, which sigabbrev_np leaves unnamed: the number alone, no empty "()".
  CHECK(describe(ExitStatus{true, SIGRTMIN}) == "was killed by signal " + std::to_string(SIGRTMIN));
}
