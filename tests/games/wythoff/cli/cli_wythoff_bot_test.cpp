// marienbad-cli move --bot on Dornim: the bot's command split into words, never run by a shell.
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "bot_test_support.hpp"
#include "cli_bot_support.hpp"
#include "cli_run.hpp"
#include "test_paths.hpp"

using namespace marienbad::test;
using Lines = std::vector<std::string>;
using namespace std::chrono_literals;

TEST_CASE("move --bot: the command is split into words, never run by a shell") {
  const BotRecords records;
  const auto dir = std::filesystem::temp_directory_path() / "marienbad bots with spaces";
  std::filesystem::create_directories(dir);
  std::filesystem::copy_file(test_bots_dir() + "/test_bot.py", dir / "test_bot.py",
                             std::filesystem::copy_options::overwrite_existing);
  // python3 gets two arguments: the path with its spaces, and the mode.
  const auto json = run_json("move --game wythoff --heaps 3,5 --bot \"python3 '" +
                             (dir / "test_bot.py").string() + "' good\" --json");
  std::filesystem::remove_all(dir);
  CHECK(json == nlohmann::json::parse(R"({"move": "x-1", "to": [2, 5]})"));
}
