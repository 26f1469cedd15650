// The game's command line (marienbad's options, on CLI11 through tools/command_line). The
// input is split at NUL bytes into arguments, as argv would hold them. Nothing throws; an
// error is one clean line; parsed options keep their documented limits: a set only for the
// subtraction game, parts only for a sum (at most kMaxSumParts, normal play), a language
// the game has, a window size within bounds; and --help always parses.
#include <algorithm>
#include <exception>
#include <vector>

#include "app/options.hpp"
#include "fuzz_check.hpp"

using namespace marienbad;
using namespace marienbad::app;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string_view> args = fuzz::as_arguments(fuzz::as_text(data, size));
  try {
    const auto parsed = parse_options(args);
    if (!parsed) {
      FUZZ_CHECK(fuzz::is_clean_message(parsed.error()));
      return 0;
    }
    const Options& o = parsed.value();
    if (o.help) return 0;
    const bool sum = o.variant && *o.variant == GameKind::Sum;
    if (o.set) FUZZ_CHECK(!o.variant || game_info(*o.variant).parameter != nullptr);
    FUZZ_CHECK(o.components.size() <= kMaxSumParts);
    if (!o.components.empty()) FUZZ_CHECK(sum);
    if (sum) FUZZ_CHECK(!o.heaps && o.rule != Rule::Misere);
    if (o.language) {
      const auto& known = languages();
      FUZZ_CHECK(std::find(known.begin(), known.end(), *o.language) != known.end());
    }
    if (o.size) FUZZ_CHECK(o.size->width >= 320 && o.size->height >= 200);
    if (o.screenshot) FUZZ_CHECK(!o.screenshot->empty());
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
