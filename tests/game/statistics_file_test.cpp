// The statistics file, in every game: each game's counts recorded and read back, the largest
// counts kept, bad entries dropped with one line each, the largest file accepted written back
// far under the load limit, and lesson progress clamped to the game's lessons.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include "app/settings.hpp"
#include "marienbad/registry.hpp"
#include "test_app.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

// The name every game's standard setup is counted under in the statistics (its id, with its
// code for a game made from one).
std::vector<std::string> statistics_games() {
  std::vector<std::string> names;
  for (const marienbad::GameInfo& info : marienbad::game_registry()) {
    names.push_back(statistics_game(default_setup(info.kind)));
  }
  return names;
}

}  // namespace

TEST_CASE("statistics: record, round trip, and drop inconsistent entries") {
  TempDir home("stats");
  PlayerFiles files(home.path(), true);
  Statistics stats;
  const std::vector<std::string> ids = statistics_games();
  // Each game's easy games, as many as its place in the registry: one game's are not another's.
  for (std::size_t i = 0; i < ids.size(); ++i) {
    for (std::size_t played = 0; played <= i; ++played) stats.record(ids[i], "easy", true, false);
  }
  const std::string& game = ids.front();
  stats.record(game, "hard", true, false);
  stats.record(game, "hard", true, true);
  stats.record(game, "hard", false, false);
  const GameStats hard = stats.get(game, "hard");
  CHECK(hard.played == 3);
  CHECK(hard.won == 2);
  CHECK(hard.won_without_hints == 1);
  for (std::size_t i = 0; i < ids.size(); ++i) {
    CAPTURE(ids[i]);
    CHECK(stats.get(ids[i], "easy").played == i + 1);
    if (i > 0) CHECK(stats.get(ids[i], "hard").played == 0);
  }

  REQUIRE(save_statistics(files, stats));
  auto loaded = load_statistics(files, lesson_bounds());
  CHECK(loaded.problems.empty());
  CHECK(loaded.value == stats);

  // The largest counts a file may hold stay consistent when one more game is recorded.
  const auto path = home.path() / "statistics.json";
  write_text(path, R"({"games": {")" + game + R"(/hard": {"played": 18446744073709551615,
                  "won": 18446744073709551615, "won_without_hints": 18446744073709551615}}})");
  auto full = load_statistics(files, lesson_bounds());
  REQUIRE(full.problems.empty());
  full.value.record(game, "hard", false, false);  // a loss: played must not wrap to 0
  CHECK(full.value.get(game, "hard").played == 18446744073709551615ULL);
  REQUIRE(save_statistics(files, full.value));
  CHECK(load_statistics(files, lesson_bounds()).problems.empty());

  // A bad entry is dropped with one line; the others are kept.
  write_text(path, R"({"games": {")" + game + R"(/hard": {"played": 1, "won": 5}, ")" + game +
                       R"(/easy": {"played": 2}, "chess/hard": {"played": 1}, ")" + game +
                       R"(/easy\u001b[31m": {}}})");
  auto bad = load_statistics(files, lesson_bounds());
  CHECK(bad.problems.size() == 3);
  for (const std::string& problem : bad.problems) {
    CHECK(problem.find('\x1b') == std::string::npos);  // quoted for the log
  }
  CHECK(bad.value.entries.size() == 1);
  CHECK(bad.value.get(game, "easy").played == 2);
  CHECK(backups(home.path(), "statistics.json").empty());
}

TEST_CASE("statistics: the largest file accepted is written back far under the load limit") {
  // Issue #34: 24,000 well-formed lesson ids the game does not have (864 KB) were accepted,
  // written back as 2.66 MB, and the next start set the file aside with the real statistics.
  TempDir home("stats-largest");
  PlayerFiles files(home.path(), true);
  const auto path = home.path() / std::string(kStatisticsFile);
  // A game's entry and one of the game's lessons (longer ids than the ones made up below).
  const std::string game = statistics_games().front();
  const std::string lesson(lesson_bounds().front().id);
  REQUIRE(lesson.size() > 3);
  std::string text = R"({"games": {")" + game + R"(/hard": {"played": 7, "won": 5,
    "won_without_hints": 2, "abandoned": 1}}, "lessons": {")" +
                     lesson + R"(": {"steps": 1, "passed": false}, )";
  const std::string entry = R"("x": {"steps": 100, "passed": true, "wins_in_row": 1000}, )";
  for (std::size_t i = 0; text.size() + entry.size() + 64 < kMaxFileBytes; ++i) {
    std::string id;  // "a", "b", …, "aa", …: lowercase letters, as a lesson id is written
    for (std::size_t n = i + 1; n > 0; n = (n - 1) / 26)
      id.insert(id.begin(), char('a' + (n - 1) % 26));
    text += "\"" + id + "\"" + entry.substr(3);
  }
  text += R"("zz-last": {}}})";
  REQUIRE(text.size() <= kMaxFileBytes);
  write_text(path, text);

  auto loaded = load_statistics(files, lesson_bounds());
  CHECK(loaded.value.get(game, "hard") == GameStats{7, 5, 2, 1});
  CHECK(loaded.value.lessons.size() == 1);  // the game's lesson only
  REQUIRE(loaded.problems.size() == 1);     // the others in one line, counted
  CHECK_THAT(loaded.problems.front(), Catch::Contains("unknown lessons"));
  REQUIRE(save_statistics(files, loaded.value));
  CHECK(std::filesystem::file_size(path) < kMaxFileBytes / 100);

  auto again = load_statistics(files, lesson_bounds());
  CHECK(again.problems.empty());
  CHECK(again.value == loaded.value);
  CHECK(backups(home.path(), std::string(kStatisticsFile)).empty());  // nothing set aside
}

TEST_CASE("statistics: lesson progress beyond the lesson is clamped on load") {
  // A hand-edited "1000 of 3" wins in a row, and more steps than the lesson has, in two of
  // the game's lessons.
  const auto bounds = lesson_bounds();
  // The started lesson's challenge asks for several wins, so "one short" is a real count.
  const auto several =
      std::find_if(bounds.begin(), bounds.end(), [](const LessonBounds& b) { return b.wins >= 2; });
  REQUIRE(several != bounds.end());
  const LessonBounds& started = *several;
  const LessonBounds& finished = several == bounds.begin() ? bounds.back() : bounds.front();
  REQUIRE(finished.id != started.id);
  const std::string finished_id(finished.id);
  const std::string started_id(started.id);
  TempDir home("stats-clamp");
  write_text(home.path() / std::string(kStatisticsFile), R"({"lessons": {")" + finished_id +
                                                             R"(": {"steps": 1000, "passed": true},
                        ")" + started_id + R"(": {"steps": 1, "wins_in_row": 1000}}})");
  auto app = make_app(home.path());
  REQUIRE(app);
  const auto& lessons = app->context().statistics().lessons;
  CHECK(lessons.at(finished_id).steps == finished.steps);
  CHECK(lessons.at(finished_id).passed);
  CHECK(lessons.at(started_id).steps == 1);
  // Not passed: one win short of passing, as the game would leave it.
  CHECK(lessons.at(started_id).wins_in_row == started.wins - 1);
  CHECK_FALSE(lessons.at(started_id).passed);
}
