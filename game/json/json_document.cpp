#include "json/json_document.hpp"

namespace marienbad::app {

Result<nlohmann::json> parse_json_object(std::string_view text) {
  using nlohmann::json;
  bool too_deep = false;
  // Returning false drops the value without building it, so a deep document costs no more
  // than its length; the flag then refuses the whole document.
  const json::parser_callback_t limit_depth = [&too_deep](int depth, json::parse_event_t event,
                                                          json&) {
    if ((event == json::parse_event_t::object_start || event == json::parse_event_t::array_start) &&
        depth >= kMaxJsonDepth) {
      too_deep = true;
      return false;
    }
    return true;
  };
  json value = json::parse(text, limit_depth, /*allow_exceptions=*/false);
  if (too_deep) return Error{"nested deeper than " + std::to_string(kMaxJsonDepth) + " levels"};
  if (value.is_discarded()) return Error{"not valid JSON"};
  if (!value.is_object()) return Error{"not a JSON object"};
  return value;
}

std::string json_text(const nlohmann::json& value) {
  // Invalid UTF-8 in a string is replaced rather than thrown.
  return value.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace marienbad::app
