#pragma once
// The rules of the three games and of their sums in words, each with a small illustration;
// normal and misère explained. Tabs (Left/Right, 1-4, click) switch the game; Esc goes back.
#include "app/context.hpp"
#include "app/scene.hpp"
#include "app/widgets.hpp"
#include "marienbad/types.hpp"

namespace marienbad::app {

class RulesScene : public Scene {
 public:
  RulesScene(AppContext& ctx, GameKind kind);

  void handle(const Input& input) override;
  void update(double /*dt_seconds*/) override {}
  void draw(Canvas& canvas) override;
  std::string_view name() const override { return "rules"; }

  GameKind shown() const { return shown_; }

 private:
  enum Buttons { kBack, kTabFirst = 10 };

  AppContext& ctx_;
  GameKind shown_;
  ButtonList tabs_;
  ButtonList buttons_;
};

}  // namespace marienbad::app
