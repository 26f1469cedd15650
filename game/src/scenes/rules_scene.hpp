#pragma once
// The rules of each game and of their sums in words, each with a small illustration;
// normal and misère explained. The games' tabs (ui_game_tabs.hpp) switch the game; Esc goes
// back.
#include "app/context.hpp"
#include "app/scene.hpp"
#include "app/widgets.hpp"
#include "marienbad/types.hpp"
#include "scenes/ui_game_tabs.hpp"

namespace marienbad::app {

class RulesScene : public Scene {
 public:
  RulesScene(AppContext& ctx, GameKind kind);

  void handle(const Input& input) override;
  void update(double /*dt_seconds*/) override {}
  void draw(Canvas& canvas) override;
  std::string_view name() const override { return "rules"; }

  GameKind shown() const { return tabs_.shown(); }
  const GameTabs& tabs() const { return tabs_; }

 private:
  enum Buttons { kBack };

  AppContext& ctx_;
  GameTabs tabs_;
  ButtonList buttons_;
};

}  // namespace marienbad::app
