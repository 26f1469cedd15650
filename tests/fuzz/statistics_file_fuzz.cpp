// statistics.json: reading never throws; kept entries are engine game/level pairs with
// consistent counts, lessons are the game's own within their steps and wins, the problems
// are a few lines, and the text written is small and reads back as the same statistics.
#include <algorithm>
#include <exception>

#include "app/settings.hpp"
#include "fuzz_check.hpp"
#include "scenes/lesson_catalogue.hpp"

using namespace marienbad;
using namespace marienbad::app;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    static const std::vector<LessonBounds> lessons = lesson_bounds();
    const auto parsed = statistics_from_text(fuzz::as_text(data, size), lessons);
    if (!parsed) {
      FUZZ_CHECK(fuzz::is_clean_message(parsed.error()));
      return 0;
    }
    const Statistics& stats = parsed.value().value;
    FUZZ_CHECK(stats.entries.size() <= 20);  // 4 games (a sum is one) x 5 levels
    for (const auto& [key, entry] : stats.entries) {
      FUZZ_CHECK(entry.won_without_hints <= entry.won && entry.won <= entry.played);
    }
    for (const auto& [id, progress] : stats.lessons) {
      const auto bounds = std::find_if(lessons.begin(), lessons.end(),
                                       [&id = id](const LessonBounds& b) { return b.id == id; });
      FUZZ_CHECK(bounds != lessons.end());
      FUZZ_CHECK(progress.steps <= bounds->steps && progress.wins_in_row <= bounds->wins);
    }
    FUZZ_CHECK(parsed.value().problems.size() <= kMaxProblemLines);
    for (const std::string& problem : parsed.value().problems) {
      FUZZ_CHECK(fuzz::is_clean_message(problem));
    }
    const std::string text = statistics_to_text(stats);
    FUZZ_CHECK(text.size() < kMaxFileBytes / 50);
    const auto again = statistics_from_text(text, lessons);
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(again.value().problems.empty());
    FUZZ_CHECK(again.value().value == stats);
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
