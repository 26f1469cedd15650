#pragma once
// Volume, mute, animation speed, language and full screen. Each change applies at once
// and is saved; Esc or Back returns. The Bots row opens the list of bots (bots_scene.hpp).
#include "app/context.hpp"
#include "app/scene.hpp"
#include "app/ui_choice_rows.hpp"
#include "app/widgets.hpp"

namespace marienbad::app {

class SettingsScene : public Scene {
 public:
  explicit SettingsScene(AppContext& ctx);

  void handle(const Input& input) override;
  void update(double /*dt_seconds*/) override {}
  void draw(Canvas& canvas) override;
  std::string_view name() const override { return "settings"; }

 private:
  enum Row { kLanguage, kVolume, kSound, kSpeed, kFullscreen, kBots };
  void change(const ChoiceEvent& event);
  std::vector<ChoiceRow> describe_rows() const;

  AppContext& ctx_;
  ChoiceRows rows_;
  ButtonList buttons_;
};

// The three animation speeds offered (slow, normal, fast) and the index nearest a value.
inline constexpr double kAnimationSpeeds[] = {0.5, 1.0, 2.0};
int nearest_speed_index(double speed);

}  // namespace marienbad::app
