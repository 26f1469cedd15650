#pragma once
// The bots the game's bot tests offer, whatever the game: the example random bot and the test
// bot (tests/bots/test_bot.py) in its good mode.
#include "bot_test_support.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app::test {

inline const BotEntry kRandomBot{"Random bot", marienbad::test::example_bot_command("random_bot")};
inline const BotEntry kTestBot{"Test bot (good)", marienbad::test::test_bot_command("good")};

}  // namespace marienbad::app::test
