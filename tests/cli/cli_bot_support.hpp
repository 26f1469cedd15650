#pragma once
// What the tests of marienbad-cli's --bot share, whatever the game: the option as shell text,
// the checks that no bot process is left and that an error is one line, and a ladder of the
// example bots checked at every level.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

#include "bot_test_support.hpp"
#include "cli_run.hpp"

namespace marienbad::test {

// --bot "CMD" as shell text (the commands hold single quotes, never double ones).
inline std::string bot(const std::string& command) {
  return "--bot \"" + command + "\"";
}

inline void check_no_bot_left(const BotRecords& records) {
  const auto pids = records.pids();
  CHECK_FALSE(pids.empty());
  for (pid_t pid : pids) {
    INFO("pid " << pid);
    CHECK(stops_running(pid));
  }
}

inline void check_one_line(const std::string& text) {
  CHECK(!text.empty());
  CHECK(text.find('\n') == text.size() - 1);
}

// `ladder ARGS --games 2 --json`, "$R" and "$M" in ARGS standing for the example random_bot
// and my_bot: every level played twice, with no forfeit.
inline void check_example_ladder(std::string args) {
  for (const auto& [variable, name] : {std::pair{"$R", "random_bot"}, std::pair{"$M", "my_bot"}}) {
    if (const auto at = args.find(variable); at != std::string::npos) {
      args.replace(at, 2, example_bot_command(name));
    }
  }
  INFO(args);
  const auto json = run_json("ladder " + args + " --games 2 --json");
  REQUIRE(json["rows"].size() == 5);
  const char* levels[] = {"random", "easy", "medium", "hard", "perfect"};
  for (std::size_t i = 0; i < 5; ++i) {
    const auto& row = json["rows"][i];
    CHECK(row["level"] == levels[i]);
    CHECK(row["won"].get<int>() + row["lost"].get<int>() + row["forfeits"].get<int>() == 2);
    CHECK(row["forfeits"] == 0);
  }
}

}  // namespace marienbad::test
