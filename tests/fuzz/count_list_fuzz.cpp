// --heaps and --set: parse_count_list and parse_count. A parsed list holds values within
// the limit and survives join_counts -> parse unchanged; the text was only digits and
// commas; errors are one clean line.
#include <exception>

#include "fuzz_check.hpp"
#include "marienbad/types.hpp"

using namespace marienbad;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  try {
    for (const Count max : {kMaxHeap, Count{100}, ~Count{0}}) {
      const auto list = parse_count_list(text, "--heaps", max);
      if (!list) {
        FUZZ_CHECK(fuzz::is_clean_message(list.error()));
        continue;
      }
      FUZZ_CHECK(!list->empty());
      FUZZ_CHECK(text.find_first_not_of("0123456789,") == std::string_view::npos);
      for (Count value : *list) FUZZ_CHECK(value <= max);
      const std::string joined = join_counts(*list);
      const auto again = parse_count_list(joined, "--heaps", max);
      FUZZ_CHECK(again.ok() && again.value() == list.value());
      FUZZ_CHECK(join_counts(again.value()) == joined);
      if (list->size() == 1) {
        const auto one = parse_count(text, "--heaps", max);
        FUZZ_CHECK(one.ok() && one.value() == list->front());
      }
    }
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
