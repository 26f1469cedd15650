// The documents' lists of games, which no build can write: each names every game of the
// registry by its id, so a new game's entry fails here until the text says it.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "marienbad/registry.hpp"
#include "test_paths.hpp"

using namespace marienbad;

namespace {

std::string read_doc(const std::string& name) {
  std::ifstream file(marienbad::test::source_dir() + "/docs/" + name);
  REQUIRE(file.good());
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

// The paragraph after the title: from the first line after "# ..." to the next blank line.
std::string opening(const std::string& text) {
  const std::size_t start = text.find("\n\n") + 2;
  return text.substr(start, text.find("\n\n", start) - start);
}

// The line of `text` holding `part`.
std::string line_with(const std::string& text, const std::string& part) {
  const std::size_t at = text.find(part);
  REQUIRE(at != std::string::npos);
  const std::size_t start = text.rfind('\n', at) + 1;
  return text.substr(start, text.find('\n', at) - start);
}

}  // namespace

TEST_CASE("docs: the bot protocol's opening and its new line name every game") {
  const std::string protocol = read_doc("bot-protocol.md");
  const std::string first = opening(protocol);
  const std::string new_line = line_with(protocol, "| `new GAME RULE [SET]` |");
  for (const GameInfo& info : game_registry()) {
    INFO(info.id);
    const std::string id = "`" + std::string(info.id) + "`";
    CHECK(first.find(id) != std::string::npos);
    CHECK(new_line.find(id) != std::string::npos);
  }
}
