#pragma once
// The replacement fields of a fmt message ("{}", "{0}", "{:>4}"), so that a translation can be
// checked against its English message before it is formatted: a field the English message does
// not have could ask fmt for anything, e.g. "{:1999999999}" pads to two gigabytes.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marienbad::app {

// Every field of `text` ("{{" and "}}" are literal braces), sorted; std::nullopt when the braces
// do not pair up (fmt would refuse the text).
std::optional<std::vector<std::string>> placeholders(std::string_view text);

// True when `translated` has exactly the fields of `english` (in any order).
bool same_placeholders(std::string_view english, std::string_view translated);

// True when every field of `translated` is one of the fields of `english` or `english_plural`:
// a plural form may leave the count out ("un pion"), never bring its own field.
bool placeholders_within(std::string_view english, std::string_view english_plural,
                         std::string_view translated);

}  // namespace marienbad::app
