// marienbad-cli's help texts name every game of the registry: the opening of --help, one
// line per game in `table --help`, and in `review --help` every game whose part of a sum is
// padded (part_room). A new game missing from one fails here.
#include <sstream>

#include "cli_run.hpp"
#include "marienbad/registry.hpp"

using namespace marienbad;
using namespace marienbad::test;

namespace {

bool has_line_starting(const std::string& text, const std::string& start) {
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    if (line.starts_with(start)) return true;
  }
  return false;
}

// `text` with every run of spaces and line breaks made one space (help texts are wrapped).
std::string unwrapped(const std::string& text) {
  std::istringstream words(text);
  std::string out;
  for (std::string word; words >> word;) out += (out.empty() ? "" : " ") + word;
  return out;
}

}  // namespace

TEST_CASE("cli help: --help, table --help and review --help name every game") {
  const Run help = run_cli("--help");
  REQUIRE(help.code == 0);
  const std::string opening = unwrapped(help.out.substr(0, help.out.find("usage:")));
  const Run table = run_cli("table --help");
  REQUIRE(table.code == 0);
  const Run review = run_cli("review --help");
  REQUIRE(review.code == 0);
  for (const GameInfo& info : game_registry()) {
    INFO(info.id);
    const std::string id(info.id);
    CHECK((opening.find(" " + id + " ") != std::string::npos ||
           opening.find(" " + id + ",") != std::string::npos ||
           opening.find("(" + id + ")") != std::string::npos));
    CHECK(has_line_starting(table.out, "  " + id + " "));
    if (info.part_room != nullptr) {
      // "a kayles or octal part padded with 0s": every such game before the words.
      const std::string text = unwrapped(review.out);
      const std::size_t padded = text.find(" part padded");
      REQUIRE(padded != std::string::npos);
      CHECK(text.substr(text.rfind(", a ", padded), padded).find(" " + id) != std::string::npos);
    }
  }
}
