#pragma once
// The rules of each game and of their sums in words, each with a small illustration;
// normal and misère explained. The games' tabs (ui_game_tabs.hpp) switch the game; Esc goes
// back.
#include <string>
#include <string_view>
#include <vector>

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

  // The parameter the page explains (an octal code): the command line's, the set-up page's
  // last, or the usual one; and a section's text for it ("text", "rule", "why").
  std::vector<Count> shown_parameter(GameKind kind) const;
  std::string section_text(GameKind kind, std::string_view section) const;

  AppContext& ctx_;
  GameTabs tabs_;
  ButtonList buttons_;
};

}  // namespace marienbad::app
