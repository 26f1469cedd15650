// The game's command line for a sum (app/options.hpp): its parts with the CLI's grammar, one
// of each game that can be a part, --component repeatable, and what a sum refuses.
#include <catch2/catch.hpp>

#include <vector>

#include "app/options.hpp"
#include "marienbad/game_lists.hpp"
#include "marienbad/registry.hpp"

using namespace marienbad::app;
using marienbad::GameInfo;

namespace {

marienbad::Result<Options> parse_sum_options(std::vector<std::string_view> args) {
  return parse_options(args);
}

}  // namespace

TEST_CASE("options: a sum's parts parse, one of each game that can be a part") {
  // A sum: its parts with the CLI's grammar, one of each game that can be a part.
  std::vector<std::string> args = {"--variant", "sum"};
  std::vector<std::string> parts;
  for (const GameInfo& info : marienbad::game_registry()) {
    if (info.part_grammar.empty()) continue;
    parts.push_back(std::string(info.id) + ":" + marienbad::position_text(info, info.start));
    args.push_back("--component=" + parts.back());
  }
  auto sum = parse_sum_options(std::vector<std::string_view>(args.begin(), args.end()));
  REQUIRE(sum);
  CHECK(sum->variant == marienbad::GameKind::Sum);
  REQUIRE(sum->components.size() == parts.size());
  for (std::size_t i = 0; i < parts.size(); ++i) {
    CHECK(marienbad::sum_part_text(sum->components[i]).rfind(parts[i], 0) == 0);
  }
}

TEST_CASE("options: --component is repeatable") {
  const std::string part = marienbad::part_example(false);
  CHECK(parse_sum_options({"--component", part, "--component", part, "--variant", "sum"})
            ->components.size() == 2);
}

TEST_CASE("options: a sum's bad parts and rules are one clear error") {
  std::vector<std::vector<std::string>> owned;
  for (const GameInfo& info : marienbad::game_registry()) {
    if (!info.part_grammar.empty())
      owned.push_back({"--variant", "sum", "--component", std::string(info.id) + ":x"});
  }
  std::vector<std::vector<std::string_view>> bad = {
      {"--variant", "sum", "--component", "chess:1"},
      {"--variant", "sum", "--component", ""},
      {"--variant", "sum", "--misere"},  // Grundy values need normal play
      {"--variant", "sum", "--heaps", "1,3"},
  };
  for (const auto& words : owned) bad.emplace_back(words.begin(), words.end());
  for (const auto& args : bad) {
    auto o = parse_sum_options(args);
    CAPTURE(args[0]);
    REQUIRE_FALSE(o);
    CHECK_FALSE(o.error().empty());
    CHECK(o.error().find('\n') == std::string::npos);
  }
}
