#pragma once
// Played, won, won without hints and win rate per game and difficulty, with a reset
// (after a confirmation), and the last games to review. The games' tabs (ui_game_tabs.hpp)
// switch the game; Esc goes back.
#include "app/context.hpp"
#include "app/scene.hpp"
#include "app/widgets.hpp"
#include "boards/game_table.hpp"
#include "marienbad/types.hpp"
#include "scenes/ui_game_tabs.hpp"

namespace marienbad::app {

class StatisticsScene : public Scene {
 public:
  explicit StatisticsScene(AppContext& ctx);

  void handle(const Input& input) override;
  void update(double /*dt_seconds*/) override {}
  void draw(Canvas& canvas) override;
  std::string_view name() const override { return "statistics"; }

  GameKind shown() const { return tabs_.shown(); }
  const GameTabs& tabs() const { return tabs_; }
  bool confirming() const { return confirming_; }

 private:
  enum Buttons { kBack, kReset, kYes, kNo, kLastGames };
  void activate(int id);
  void draw_table(Canvas& canvas, Rect area);

  AppContext& ctx_;
  bool confirming_ = false;
  GameTabs tabs_{game_at(0)};
  ButtonList buttons_;
  ButtonList confirm_;
};

}  // namespace marienbad::app
