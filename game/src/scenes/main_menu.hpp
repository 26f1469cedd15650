#pragma once
// The first screen: the games and their sums, Continue (the unfinished match), Statistics,
// Settings, Rules, Quit, and a language switch.
#include <optional>
#include <string>

#include "app/context.hpp"
#include "app/scene.hpp"
#include "app/widgets.hpp"
#include "boards/game_table.hpp"
#include "scenes/scene_factory.hpp"
#include "session/window_games.hpp"

namespace marienbad::app {

class MainMenuScene : public Scene {
 public:
  // The games first (all_game_entries(), in order: a button's id is its index), then the rest.
  enum ButtonId {
    kFirstGame = 0,
    kContinue = static_cast<int>(kWindowGameCount),
    kLessons,
    kStatistics,
    kSettings,
    kRules,
    kQuit,
    kLanguage
  };

  explicit MainMenuScene(AppContext& ctx);

  void enter() override;
  void handle(const Input& input) override;
  void update(double dt_seconds) override;
  void draw(Canvas& canvas) override;
  bool animating() const override;
  std::string_view name() const override { return "main-menu"; }

  // Where a button was last drawn, and whether it is enabled (for tests).
  Rect button_rect(ButtonId id) const { return buttons_.buttons()[id].rect; }
  static ButtonId game_button(GameKind kind) { return static_cast<ButtonId>(game_index(kind)); }
  bool button_enabled(ButtonId id) const { return buttons_.buttons()[id].enabled; }

 private:
  void layout(Canvas& canvas);
  void activate(int id);
  void draw_pyramid(Canvas& canvas, Rect area);

  AppContext& ctx_;
  ButtonList buttons_;
  double fade_in_ = 0;       // 0 -> 1 when the menu appears
  double message_time_ = 0;  // seconds left for the transient message
  std::string message_key_;
  std::optional<SavedMatch> saved_;    // what Continue resumes
  std::string kept_match_;             // saved_ when the menu last appeared (serialized)
  std::optional<Rect> pyramid_panel_;  // beside the buttons in a wide window
};

}  // namespace marienbad::app
