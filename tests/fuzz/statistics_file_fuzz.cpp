// statistics.json: reading never throws; kept entries are engine game/level pairs with
// consistent counts, and the text written reads back as the same statistics.
#include <exception>

#include "app/settings.hpp"
#include "fuzz_check.hpp"

using namespace marienbad;
using namespace marienbad::app;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const auto parsed = statistics_from_text(fuzz::as_text(data, size));
    if (!parsed) {
      FUZZ_CHECK(fuzz::is_clean_message(parsed.error()));
      return 0;
    }
    const Statistics& stats = parsed.value().value;
    FUZZ_CHECK(stats.entries.size() <= 15);  // 3 games x 5 levels
    for (const auto& [key, entry] : stats.entries) {
      FUZZ_CHECK(entry.won_without_hints <= entry.won && entry.won <= entry.played);
    }
    for (const std::string& problem : parsed.value().problems) {
      FUZZ_CHECK(fuzz::is_clean_message(problem));
    }
    const std::string text = statistics_to_text(stats);
    FUZZ_CHECK(text.size() < kMaxFileBytes / 50);
    const auto again = statistics_from_text(text);
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(again.value().problems.empty());
    FUZZ_CHECK(again.value().value == stats);
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
