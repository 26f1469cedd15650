// unfinished_match.json: reading never throws; an accepted match is not over, fits what the
// setup page allows (issue #10, defect 3), and its text reads back as the same match and
// setup.
#include <exception>

#include "fuzz_check.hpp"
#include "scenes/scene_factory.hpp"

using namespace marienbad;
using namespace marienbad::app;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const auto saved = saved_match_from_text(fuzz::as_text(data, size));
    if (!saved) {
      FUZZ_CHECK(fuzz::is_clean_message(saved.error()));
      return 0;
    }
    const Match& match = saved->match;
    FUZZ_CHECK(!match.over());
    MatchSetup started = saved->setup;
    started.start = match.start();
    FUZZ_CHECK(check_playable(started).ok());
    FUZZ_CHECK(check_playable(saved->setup).ok());
    const std::string text = saved_match_to_text(match, saved->setup);
    FUZZ_CHECK(text.size() < kMaxFileBytes / 50);
    const auto again = saved_match_from_text(text);
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(again->match.serialize() == match.serialize());
    FUZZ_CHECK(saved_match_to_text(again->match, again->setup) == text);
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
