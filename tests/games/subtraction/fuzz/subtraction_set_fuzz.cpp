// The subtraction game's set (--set, a part's ":SET", a saved match's parameter): read by the
// registry row's parser, then made into a game. A made game's set is 1 to
// kMaxSubtractionSetSize amounts from 1 to kMaxSubtractionAmount, the amounts given, strictly
// increasing, whose text reads back as the same set; errors are one clean line; nothing throws.
#include <algorithm>
#include <exception>
#include <vector>

#include "fuzz_check.hpp"
#include "marienbad/game.hpp"
#include "marienbad/registry.hpp"

using namespace marienbad;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  try {
    const GameInfo& info = game_info(GameKind::Subtraction);
    const auto parsed = info.parameter->parse(text, "--set");
    if (!parsed) {
      FUZZ_CHECK(fuzz::is_clean_message(parsed.error()));
      return 0;
    }
    const auto game = info.make(Rule::Normal, parsed.value());
    if (!game) {
      FUZZ_CHECK(fuzz::is_clean_message(game.error()));
      return 0;
    }
    const std::vector<Count>& set = game->parameter();
    FUZZ_CHECK(!set.empty() && set.size() <= kMaxSubtractionSetSize);
    std::vector<Count> given = parsed.value();  // the amounts given, in order, once each
    std::sort(given.begin(), given.end());
    given.erase(std::unique(given.begin(), given.end()), given.end());
    FUZZ_CHECK(given == set);
    for (std::size_t i = 0; i < set.size(); ++i) {
      FUZZ_CHECK(set[i] >= 1 && set[i] <= kMaxSubtractionAmount);
      if (i > 0) FUZZ_CHECK(set[i - 1] < set[i]);
    }
    const auto again = info.parameter->parse(info.parameter->text(set), "again");
    FUZZ_CHECK(again.ok() && again.value() == set);
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
