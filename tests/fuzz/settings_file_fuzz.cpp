// settings.json: whatever the text, reading returns (no exception, no deep recursion); a
// JSON object gives settings within their ranges whose text is small and reads back as the
// same settings with no problem (what the game writes, it reads back: issue #10, defect 5).
#include <exception>

#include "app/settings.hpp"
#include "fuzz_check.hpp"
#include "session/game_rules.hpp"

using namespace marienbad;
using namespace marienbad::app;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const auto parsed = settings_from_text(fuzz::as_text(data, size));
    if (!parsed) {
      FUZZ_CHECK(fuzz::is_clean_message(parsed.error()));
      return 0;
    }
    const Settings& s = parsed.value().value;
    FUZZ_CHECK(s.volume >= 0 && s.volume <= 100);
    FUZZ_CHECK(s.animation_speed >= 0.25 && s.animation_speed <= 4.0);
    FUZZ_CHECK(s.language.empty() || s.language == "en" || s.language == "fr");
    FUZZ_CHECK(s.last_setup.size() <= all_game_rules().size());  // one a game at most
    FUZZ_CHECK(s.bots.size() <= Settings::kMaxBots);
    for (const BotEntry& bot : s.bots) FUZZ_CHECK(check_bot_entry(bot).ok());
    for (const std::string& problem : parsed.value().problems) {
      FUZZ_CHECK(fuzz::is_clean_message(problem));
    }
    const std::string text = settings_to_text(s);
    FUZZ_CHECK(text.size() < kMaxFileBytes / 50);
    const auto again = settings_from_text(text);
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(again.value().problems.empty());
    FUZZ_CHECK(again.value().value == s);
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
