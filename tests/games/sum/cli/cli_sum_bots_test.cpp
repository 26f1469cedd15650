// The example bots in sums whose parts change shape (a Kayles row that splits) or move on a
// board (Dornim), and in sums of the help's example parts, at every level: no forfeit.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "bot_test_support.hpp"
#include "cli_bot_support.hpp"
#include "cli_run.hpp"
#include "marienbad/game_lists.hpp"

using marienbad::test::example_bot_command;
using marienbad::test::run_json;

TEST_CASE("ladder --bot: the example bots play sums with Kayles and Dornim parts") {
  const std::pair<const char*, const char*> ladders[] = {
      {"--component kayles:3,5 --component nim:2 --component subtraction:5:2,3", "random_bot"},
      {"--component kayles:4 --component wythoff:2,3", "my_bot"},
  };
  for (const auto& [parts, bot] : ladders) {
    const std::string args = std::string("ladder --game sum ") + parts + " --bot \"" +
                             example_bot_command(bot) + "\" --games 2 --json";
    INFO(args);
    const auto json = run_json(args);
    REQUIRE(json["rows"].size() == 5);
    for (const auto& row : json["rows"]) {
      CHECK(row["won"].get<int>() + row["lost"].get<int>() + row["forfeits"].get<int>() == 2);
      CHECK(row["forfeits"] == 0);
    }
  }
}

TEST_CASE("ladder --bot: the example bots play sums of the help's example parts at every level") {
  // Two sums of the parts --help gives as examples, random_bot then my_bot.
  for (const bool with_parameter : {false, true}) {
    marienbad::test::check_example_ladder(
        "--game sum --component " + marienbad::part_example(with_parameter) + " --component " +
        marienbad::part_example(!with_parameter) +
        (with_parameter ? " --bot \"$R\"" : " --bot \"$M\""));
  }
}
