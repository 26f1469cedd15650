// A Hackenbush picture in text or JSON (issue #43): parse_picture. A picture parsed writes back
// to a text that parses to the same picture and encodes to a valid position; errors are one
// clean line; its value, when the engine has one, never throws, and every cut leaves a valid
// picture with the other player to move.
#include <exception>

#include "fuzz_check.hpp"
#include "hackenbush/hackenbush.hpp"

using namespace marienbad;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  try {
    const auto picture = parse_picture(text, "--position");
    if (!picture) {
      FUZZ_CHECK(fuzz::is_clean_message(picture.error()));
      return 0;
    }
    const auto again = parse_picture(picture_text(*picture), "again");
    FUZZ_CHECK(again.ok() && again.value() == *picture);
    const auto decoded = decode_picture(encode_picture(*picture));
    FUZZ_CHECK(decoded.ok() && decoded.value() == *picture);
    const auto value = picture_value(*picture);
    if (!value) FUZZ_CHECK(fuzz::is_clean_message(value.error()));
    for (std::size_t e = 0; e < picture->edges.size() && e < 8; ++e) {
      const Picture after = cut_edge(*picture, e);
      FUZZ_CHECK(after.turn == opponent(picture->turn));
      FUZZ_CHECK(after.edges.size() < picture->edges.size());
      FUZZ_CHECK(decode_picture(encode_picture(after)).ok());
    }
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
