// A part the engine takes in a sum (registry's part_grammar) but the window has no
// rules and board for yet is refused by the set-up check with one line, never shown
// as another game's board (game_rules falls back to its first row). A part the
// window has rules for is not refused for that reason.
#include <catch2/catch.hpp>

#include "marienbad/registry.hpp"
#include "session/game_rules.hpp"
#include "session/sum_setup.hpp"

using namespace marienbad;
using namespace marienbad::app;

TEST_CASE("sum setup: a part the window cannot show yet is refused, one line") {
  for (const GameInfo& info : game_registry()) {
    if (info.part_grammar.empty()) continue;
    INFO(info.id);
    const SumPart part{info.kind, default_parameter(info), info.start};
    const MatchSetup setup = sum_setup({part, SumPart{GameKind::Nim, {}, {1, 2}}});
    const Status checked = check_sum_start(setup);
    const bool shown = game_rules(info.kind).kind == info.kind;
    if (!shown) {
      REQUIRE_FALSE(checked.ok());
      CHECK(checked.error() ==
            "part 1: " + std::string(info.id) + " is not offered in the window yet");
    } else if (!checked.ok()) {
      CHECK(checked.error().find("not offered in the window") == std::string::npos);
    }
  }
}
