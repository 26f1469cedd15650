#pragma once
// Played, won, won without hints and win rate per game and difficulty, with a reset
// (after a confirmation), and the last games to review. Left/Right switch the game; Esc
// goes back.
#include "app/context.hpp"
#include "app/scene.hpp"
#include "app/widgets.hpp"
#include "marienbad/types.hpp"

namespace marienbad::app {

class StatisticsScene : public Scene {
 public:
  explicit StatisticsScene(AppContext& ctx);

  void handle(const Input& input) override;
  void update(double /*dt_seconds*/) override {}
  void draw(Canvas& canvas) override;
  std::string_view name() const override { return "statistics"; }

  GameKind shown() const { return shown_; }
  bool confirming() const { return confirming_; }

 private:
  enum Buttons { kBack, kReset, kYes, kNo, kLastGames, kTabFirst = 10 };
  void activate(int id);
  void draw_table(Canvas& canvas, Rect area);

  AppContext& ctx_;
  GameKind shown_ = GameKind::Nim;
  bool confirming_ = false;
  ButtonList tabs_;
  ButtonList buttons_;
  ButtonList confirm_;
};

}  // namespace marienbad::app
