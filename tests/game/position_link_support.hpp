#pragma once
// Copy link's tests (scenes/position_link.hpp): a query opened as game/web/index.html opens it,
// through the command line's own parser.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "app/options.hpp"
#include "scenes/position_link.hpp"

namespace marienbad::app::test {

namespace link_detail {

inline int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

inline std::string decoded(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size() && hex_digit(text[i + 1]) >= 0 &&
        hex_digit(text[i + 2]) >= 0) {
      out.push_back(static_cast<char>(hex_digit(text[i + 1]) * 16 + hex_digit(text[i + 2])));
      i += 2;
    } else {
      out.push_back(text[i] == '+' ? ' ' : text[i]);
    }
  }
  return out;
}

// What game/web/index.html does with the address's query: name=value is --name value, a
// bare name is the flag --name.
inline std::vector<std::string> command_line_of(std::string_view query) {
  std::vector<std::string> args;
  std::size_t start = 0;
  while (start <= query.size()) {
    const std::size_t end = std::min(query.find('&', start), query.size());
    const std::string_view pair = query.substr(start, end - start);
    const std::size_t equals = pair.find('=');
    args.push_back("--" + decoded(pair.substr(0, equals)));
    if (equals != std::string_view::npos && equals + 1 < pair.size()) {
      args.push_back(decoded(pair.substr(equals + 1)));
    }
    start = end + 1;
  }
  return args;
}

}  // namespace link_detail

// The options the address with this query opens.
inline Result<Options> opened_by(std::string_view query) {
  const std::vector<std::string> args = link_detail::command_line_of(query);
  const std::vector<std::string_view> views(args.begin(), args.end());
  return parse_options(views);
}

}  // namespace marienbad::app::test
