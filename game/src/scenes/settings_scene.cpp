#include "scenes/settings_scene.hpp"

#include <cmath>

#include "app/platform.hpp"
#include "scenes/bots_scene.hpp"

MARIENBAD_STRINGS(settings_strings, S_("settings.volume", "Volume"),
                  S_("settings.volume.value", "{} %"), S_("settings.sound", "Sound"),
                  S_("settings.sound.detail", "M mutes and unmutes anywhere."),
                  S_("settings.speed", "Animation speed"), S_("settings.speed.slow", "Slow"),
                  S_("settings.speed.normal", "Normal"), S_("settings.speed.fast", "Fast"),
                  S_("settings.speed.detail",
                     "How fast the matches move, and the computer's pause."),
                  S_("settings.fullscreen", "Full screen"),
                  S_("settings.fullscreen.detail", "F11 switches at any time."),
                  S_("settings.keys", "↑↓ choose · ←→ change · Esc back"),
                  S_("settings.bots.web",
                     "A web page cannot start programs: your bots play in the installed game."))

namespace marienbad::app {

int nearest_speed_index(double speed) {
  int best = 0;
  for (int i = 1; i < 3; ++i) {
    if (std::abs(std::log(kAnimationSpeeds[i] / speed)) <
        std::abs(std::log(kAnimationSpeeds[best] / speed))) {
      best = i;
    }
  }
  return best;
}

SettingsScene::SettingsScene(AppContext& ctx) : ctx_(ctx) {
  buttons_ = ButtonList({{0, "common.back", "", "", true, false, {}}});
  rows_.set_rows(describe_rows());
  rows_.set_focus_index(0);  // the keyboard starts on the first row
}

std::vector<ChoiceRow> SettingsScene::describe_rows() const {
  std::vector<ChoiceRow> rows;
  rows.push_back(
      {kLanguage, std::string(ctx_.tr("app.language")), std::string(ctx_.tr("app.language.name"))});
  const int volume = ctx_.settings().volume;
  ChoiceRow vol{kVolume, std::string(ctx_.tr("settings.volume")),
                ctx_.trf("settings.volume.value", volume)};
  vol.can_decrease = volume > 0;
  vol.can_increase = volume < 100;
  rows.push_back(vol);
  rows.push_back({kSound, std::string(ctx_.tr("settings.sound")),
                  std::string(ctx_.tr(ctx_.settings().muted ? "common.off" : "common.on")),
                  std::string(ctx_.tr("settings.sound.detail"))});
  static constexpr const char* kSpeedKeys[] = {"settings.speed.slow", "settings.speed.normal",
                                               "settings.speed.fast"};
  const int speed = nearest_speed_index(ctx_.settings().animation_speed);
  ChoiceRow sp{kSpeed, std::string(ctx_.tr("settings.speed")),
               std::string(ctx_.tr(kSpeedKeys[speed])),
               std::string(ctx_.tr("settings.speed.detail"))};
  sp.can_decrease = speed > 0;
  sp.can_increase = speed < 2;
  rows.push_back(sp);
  rows.push_back({kFullscreen, std::string(ctx_.tr("settings.fullscreen")),
                  std::string(ctx_.tr(ctx_.fullscreen() ? "common.on" : "common.off")),
                  std::string(ctx_.tr("settings.fullscreen.detail"))});
  ChoiceRow bots{kBots, std::string(ctx_.tr("bots.row")),
                 ctx_.trf("bots.row.count", ctx_.settings().bots.size()),
                 std::string(ctx_.tr("bots.row.detail"))};
  bots.can_decrease = false;
  if (!platform::can_run_programs()) {
    // In a browser no bot can be started: the row says why instead of opening the list.
    bots.value.clear();
    bots.detail = std::string(ctx_.tr("settings.bots.web"));
    bots.can_increase = false;
  }
  rows.push_back(bots);
  return rows;
}

void SettingsScene::change(const ChoiceEvent& e) {
  Settings& s = ctx_.settings();
  switch (e.id) {
    case kLanguage:
      ctx_.set_language(next_language(ctx_.strings().language()));
      return;  // set_language saves
    case kVolume:
      s.volume = std::clamp(s.volume + 10 * e.delta, 0, 100);
      ctx_.sound().set_volume(s.volume);
      break;
    case kSound:
      s.muted = !s.muted;
      ctx_.sound().set_muted(s.muted);
      break;
    case kSpeed:
      s.animation_speed =
          kAnimationSpeeds[std::clamp(nearest_speed_index(s.animation_speed) + e.delta, 0, 2)];
      break;
    case kFullscreen:
      ctx_.set_fullscreen(!ctx_.fullscreen());
      return;  // set_fullscreen saves
    case kBots:
      if (platform::can_run_programs()) ctx_.scenes().push(std::make_unique<BotsScene>(ctx_));
      return;
    default:
      return;
  }
  ctx_.save_settings();
}

void SettingsScene::handle(const Input& input) {
  if (input.is_pointer()) {
    if (buttons_.handle(input)) {
      ctx_.play(SoundId::Click);
      ctx_.scenes().pop();
      return;
    }
  }
  if (input.action == Action::Back) {
    ctx_.scenes().pop();
    return;
  }
  if (input.action == Action::Confirm && rows_.focused_id() == kBots) {
    change({kBots, 1, -1});
    return;
  }
  if (auto event = rows_.handle(input)) {
    change(*event);
    // Keys may arrive before the next draw: the rows show the new values at once.
    std::vector<ChoiceRow> rows = describe_rows();
    for (std::size_t i = 0; i < rows.size() && i < rows_.rows().size(); ++i) {
      rows[i].rect = rows_.rows()[i].rect;
    }
    rows_.set_rows(std::move(rows));
    ctx_.play(SoundId::Click);
  }
}

void SettingsScene::draw(Canvas& canvas) {
  canvas.background();
  const Layout& l = canvas.layout();
  const Theme& t = canvas.theme();
  const Palette& c = canvas.colors();
  const Rect screen = l.screen();
  // The mute state may have changed with M since the last frame.
  ctx_.settings().muted = ctx_.sound().muted();

  canvas.text(ctx_.tr("common.settings"), {screen.center_x(), l.px(28)},
              canvas.style(TextSize::Heading, c.title, FontFace::Bold), Align::Center);
  const float width = std::min(screen.w - 2 * l.px(t.space_xl), l.px(760));
  std::vector<ChoiceRow> rows = describe_rows();
  const float pad = l.px(t.space_m);
  const float inner_w = width - 2 * pad;
  float total = 0;
  for (const ChoiceRow& row : rows) total += ChoiceRows::height_for(canvas, row, inner_w);
  total += l.px(t.space_s) * static_cast<float>(rows.size() - 1);
  const Rect panel{screen.center_x() - width / 2, l.px(100), width, total + 2 * pad};
  canvas.panel(panel, c.panel.with_alpha(200), c.panel_border.with_alpha(160),
               l.px(t.corner_radius));
  const Rect inner = panel.inset(pad);
  float y = inner.y;
  for (ChoiceRow& row : rows) {
    const float h = ChoiceRows::height_for(canvas, row, inner.w);
    row.rect = {inner.x, y, inner.w, h};
    y += h + l.px(t.space_s);
  }
  rows_.set_rows(std::move(rows));
  rows_.draw(canvas);

  const float button_h = l.px(t.button_height);
  buttons_.buttons()[0].rect = {panel.x, screen.h - l.px(82), l.px(200), button_h};
  // Esc is the keyboard's way back: no focus ring on the button.
  const Button& back = buttons_.buttons()[0];
  ButtonLook look;
  look.hovered = buttons_.hover_index() == 0;
  draw_button(canvas, back.rect, ctx_.tr(back.key), look);
  canvas.text(ctx_.tr("settings.keys"), {panel.right(), screen.h - l.px(82) + button_h / 2},
              canvas.style(TextSize::Small, c.text_dim), Align::Right, VAlign::Middle);
}

}  // namespace marienbad::app
