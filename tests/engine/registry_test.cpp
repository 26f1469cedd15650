// The registry of games: one entry per kind, in the order of GameKind, each
// game makeable under the rules it offers. The lists of games made from it are tested
// where they are read: tests/game/game_lists_test.cpp, tests/cli/cli_help_test.cpp.
#include <catch2/catch.hpp>
#include <set>

#include "marienbad/game.hpp"
#include "marienbad/game_lists.hpp"
#include "sum/sum_part.hpp"

using namespace marienbad;

TEST_CASE("registry: each table style has what its table asks of the row") {
  for (const GameInfo& info : game_registry()) {
    INFO(info.id);
    // tools/cli/table_command.cpp reads these without a check.
    CHECK((info.table == TableStyle::ColdRanks) == (info.ranked != nullptr));
    if (info.table == TableStyle::HeapOutcomes) {
      REQUIRE(info.period != nullptr);
      CHECK(info.period(Game::make(info.kind, Rule::Normal).value()).has_value());
    }
    if (info.table == TableStyle::RowGrundy) CHECK(info.grundy != nullptr);
  }
}

TEST_CASE("registry: one entry per game kind, in order, each id read back") {
  const auto games = game_registry();
  REQUIRE(!games.empty());
  std::set<std::string_view> ids;
  for (std::size_t i = 0; i < games.size(); ++i) {
    const GameInfo& info = games[i];
    INFO(info.id);
    CHECK(static_cast<std::size_t>(info.kind) == i);
    CHECK(&game_info(info.kind) == &info);
    CHECK(ids.insert(info.id).second);
    CHECK(to_string(info.kind) == info.id);
    CHECK(find_game(info.id, true).value() == &info);
    CHECK(find_game(info.id, false).ok() == info.single);
    if (!info.single) continue;
    CHECK(parse_game_kind(info.id).value() == info.kind);
    for (Rule rule : {Rule::Normal, Rule::Misere}) {
      if (rule == Rule::Misere && !info.misere) continue;
      auto game = Game::make(info.kind, rule);
      REQUIRE(game.ok());
      CHECK(game.value().kind() == info.kind);
      CHECK(game.value().standard_start() == info.start);
      CHECK(game.value().check_position(info.start).ok());
      CHECK(info.start.size() >= info.min_heaps);
      CHECK(info.start.size() <= info.max_heaps);
    }
  }
  const auto unknown = find_game("chess", true);
  REQUIRE_FALSE(unknown.ok());
  CHECK(unknown.error() == "unknown game 'chess' (expected " + game_id_list(true) + ")");
}

TEST_CASE("registry: the help texts' examples are valid and name every game with a parameter") {
  for (const bool with_parameter : {false, true}) {
    const std::string example = part_example(with_parameter);
    INFO(example);
    const auto part = parse_sum_part(example);
    REQUIRE(part);
    CHECK(game_info(part->kind).start == part->heaps);
    CHECK(part->parameter.empty() != with_parameter);
  }
  const std::string names = parameter_names(), examples = parameter_examples();
  for (const GameInfo& info : game_registry()) {
    if (info.parameter == nullptr) continue;
    INFO(info.id);
    CHECK(names.find(info.parameter->name) != std::string::npos);
    CHECK(examples.find(std::string(info.parameter->fallback) + " (" + std::string(info.id) +
                        ")") != std::string::npos);
    CHECK(static_cast<bool>(info.parameter->parse(info.parameter->fallback, "test")));
  }
  CHECK(static_cast<bool>(find_game(default_game_id(), false)));
}
