// The two registries of game/ agree, and what the lower layers keep in step with the scenes
// (the lesson count --lesson accepts) matches the catalogue.
#include <catch2/catch.hpp>

#include "app/options.hpp"
#include "app/strings.hpp"
#include "boards/game_table.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "session/game_rules.hpp"

using namespace marienbad;
using namespace marienbad::app;

TEST_CASE("game table: every game's row in both registries, in the same order") {
  const auto entries = all_game_entries();
  const auto rules = all_game_rules();
  REQUIRE(entries.size() == rules.size());
  for (std::size_t i = 0; i < entries.size(); ++i) {
    CHECK(entries[i]->kind == rules[i]->kind);
    CHECK(game_index(entries[i]->kind) == i);
    CHECK(game_at(i) == entries[i]->kind);
    CHECK(game_of_name(to_string(rules[i]->kind)) == rules[i]->kind);
  }
  CHECK(game_at(entries.size()) == entries.front()->kind);
}

TEST_CASE("game table: --lesson accepts exactly the catalogue's lessons") {
  CHECK(lessons().size() == kLessonCount);
  CHECK(parse_options(std::vector<std::string_view>{"--scene", "lesson", "--lesson",
                                                    std::to_string(kLessonCount)})
            .ok());
  CHECK_FALSE(parse_options(std::vector<std::string_view>{"--scene", "lesson", "--lesson",
                                                          std::to_string(kLessonCount + 1)})
                  .ok());
}

TEST_CASE("lessons: gathered from the games' folders, numbered 1, 2, … without a gap") {
  std::size_t gathered = 0;
  for (std::span<const Lesson> game : each_game_lessons()) {
    REQUIRE_FALSE(game.empty());  // a game's lessons file holds some
    const GameKind kind = game.front().kind;
    for (const Lesson& lesson : game) CHECK(lesson.kind == kind);  // its own game's lessons
    gathered += game.size();
  }
  CHECK(gathered == lessons().size());
  for (std::size_t i = 0; i < lessons().size(); ++i) {
    INFO(lessons()[i].id);
    CHECK(lessons()[i].number == i + 1);
    CHECK(lesson_index(lessons()[i].id) == i);  // ids are unique
  }
}

TEST_CASE("game table: per-game keys from the engine id") {
  for (const GameInfo& info : game_registry()) {
    CHECK(game_key("play.end", info.kind) == "play.end." + std::string(info.id));
    CHECK(game_key("rules", info.kind, ".text") == "rules." + std::string(info.id) + ".text");
  }
}

TEST_CASE("game table: a game with no parameter is named by its own name in every setup") {
  const Strings en(Language("en"));
  for (const GameRules* rules : all_game_rules()) {
    if (game_info(rules->kind).parameter != nullptr) continue;
    INFO(to_string(rules->kind));
    CHECK(game_name(en, default_setup(rules->kind)) == en.tr(game_info(rules->kind).name_key));
  }
}
