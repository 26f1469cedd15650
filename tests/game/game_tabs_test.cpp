// The rules and statistics screens share one row of game tabs (scenes/ui_game_tabs.hpp): a
// tab for every game of the registry, reached by → (wrapping), by its digit and by a click.
#include <catch2/catch.hpp>
#include <functional>
#include <set>

#include "boards/game_table.hpp"
#include "marienbad/registry.hpp"
#include "scenes/rules_scene.hpp"
#include "scenes/statistics_scene.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

// Walks the tabs of the scene on top, whose tabs `tabs` reads, every way they are reached.
void walk_tabs(App& app, const std::function<const GameTabs&()>& tabs) {
  app.step();
  const std::size_t games = all_game_entries().size();
  std::set<GameKind> by_arrow;
  for (std::size_t i = 0; i < games; ++i) {
    by_arrow.insert(tabs().shown());
    key(app, SDLK_RIGHT);
  }
  std::set<GameKind> by_digit, by_click;
  for (std::size_t i = 0; i < games && i < 9; ++i) {
    key(app, static_cast<SDL_Keycode>(SDLK_1 + static_cast<int>(i)));
    by_digit.insert(tabs().shown());
  }
  for (const GameEntry* entry : all_game_entries()) {
    const GameInfo& info = game_info(entry->kind);
    INFO(info.id);
    CHECK(by_arrow.count(info.kind) == 1);
    CHECK(by_digit.count(info.kind) == 1);
    click(app, tabs().tab_rect(info.kind).center());
    CHECK(tabs().shown() == info.kind);
  }
}

}  // namespace

TEST_CASE("game tabs: the rules screen has a tab for every game, by arrows, digits and clicks") {
  TempDir home("tabs-rules");
  auto app = start_on_menu(home, {1280, 720});
  app->scenes().push(std::make_unique<RulesScene>(app->context(), game_at(0)));
  walk_tabs(*app, [&]() -> const GameTabs& { return top_as<RulesScene>(*app).tabs(); });
}

TEST_CASE(
    "game tabs: the statistics screen has a tab for every game, by arrows, digits and clicks") {
  TempDir home("tabs-statistics");
  auto app = start_on_menu(home, {800, 600});
  app->scenes().push(std::make_unique<StatisticsScene>(app->context()));
  walk_tabs(*app, [&]() -> const GameTabs& { return top_as<StatisticsScene>(*app).tabs(); });
}
