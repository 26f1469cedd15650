#include "scenes/main_menu.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "boards/game_table.hpp"
#include "boards/match_art.hpp"
#include "scenes/confirm_dialog.hpp"
#include "scenes/settings_scene.hpp"
#include "scenes/statistics_scene.hpp"
#include "session/game_rules.hpp"

MARIENBAD_STRINGS(menu_strings, S_("menu.nothing_to_continue", "No unfinished match to continue"),
                  S_("menu.lessons", "Lessons"))

namespace marienbad::app {

namespace {
constexpr double kFadeSeconds = 0.6;
constexpr double kMessageSeconds = 2.0;
}  // namespace

MainMenuScene::MainMenuScene(AppContext& ctx) : ctx_(ctx) {
  std::vector<Button> buttons;
  for (const GameEntry* game : all_game_entries()) {
    buttons.push_back({static_cast<int>(buttons.size()),
                       game_key("game", game->kind),
                       "",
                       game_key("game", game->kind, ".tagline"),
                       true,
                       true,
                       {}});
  }
  buttons.insert(buttons.end(), {
                                    {kContinue, "common.continue", "", "", false, false, {}},
                                    {kLessons, "menu.lessons", "", "", true, false, {}},
                                    {kStatistics, "common.statistics", "", "", true, false, {}},
                                    {kSettings, "common.settings", "", "", true, false, {}},
                                    {kRules, "common.rules", "", "", true, false, {}},
                                    {kQuit, "common.quit", "", "", true, false, {}},
                                    {kLanguage, "", "", "", true, false, {}},
                                });
  buttons_ = ButtonList(std::move(buttons));
  // In a screenshot the menu is shown fully faded in.
  if (ctx_.options().headless()) fade_in_ = 1.0;
}

void MainMenuScene::enter() {
  // Continue is offered only when an unfinished match was kept.
  saved_ = load_unfinished_match(ctx_);
  if (Button* b = buttons_.find(kContinue)) {
    b->enabled = saved_.has_value();
    // Which game it resumes, in small under "Continue".
    b->detail_key = saved_ ? game_key("game", saved_->setup.kind) : "";
  }
  // A newly kept match (at start, or back from a match with Esc) is what the player most
  // likely wants next: Continue takes the focus. Otherwise the focus stays where it was.
  std::string kept = saved_ ? saved_->match.serialize() : std::string();
  if (saved_ && kept != kept_match_) buttons_.focus_id(kContinue);
  if (!saved_ && buttons_.focus_index() == kContinue) buttons_.focus_id(kFirstGame);
  kept_match_ = std::move(kept);
  ctx_.request_redraw();
}

bool MainMenuScene::animating() const {
  return fade_in_ < 1.0 || message_time_ > 0;
}

void MainMenuScene::update(double dt_seconds) {
  fade_in_ = std::min(1.0, fade_in_ + dt_seconds / kFadeSeconds * ctx_.settings().animation_speed);
  message_time_ = std::max(0.0, message_time_ - dt_seconds);
}

void MainMenuScene::activate(int id) {
  ctx_.play(SoundId::Click);
  switch (id) {
    case kQuit:
      ctx_.request_quit();
      break;
    case kLanguage:
      ctx_.set_language(next_language(ctx_.strings().language()));
      break;
    case kContinue:
      if (saved_) {
        ctx_.scenes().push(make_play_scene(ctx_, saved_->match, saved_->setup));
      } else {
        message_key_ = "menu.nothing_to_continue";
        message_time_ = kMessageSeconds;
      }
      break;
    case kLessons:
      ctx_.scenes().push(make_lessons_scene(ctx_));
      break;
    case kStatistics:
      ctx_.scenes().push(std::make_unique<StatisticsScene>(ctx_));
      break;
    case kSettings:
      ctx_.scenes().push(std::make_unique<SettingsScene>(ctx_));
      break;
    case kRules:
      ctx_.scenes().push(make_rules_scene(ctx_, game_at(0)));
      break;
    default:
      // A game's button: its setup page.
      if (id >= kFirstGame && id < kContinue) {
        ctx_.scenes().push(make_setup_scene(ctx_, game_at(static_cast<std::size_t>(id))));
      }
      break;
  }
}

void MainMenuScene::handle(const Input& input) {
  // The two small rows (Continue, Lessons, Statistics / Settings, Rules, Quit) also move with
  // Left/Right, skipping a disabled Continue.
  const int focus = buttons_.focus_index();
  if (input.action == Action::Left || input.action == Action::Right) {
    const int step = input.action == Action::Right ? 1 : -1;
    int lo = -1;
    int hi = -1;
    if (focus >= kContinue && focus <= kStatistics) {
      lo = buttons_.buttons()[kContinue].enabled ? kContinue : kLessons;
      hi = kStatistics;
    } else if (focus >= kSettings && focus <= kQuit) {
      lo = kSettings;
      hi = kQuit;
    }
    if (lo >= 0) buttons_.set_focus_index(std::clamp(focus + step, lo, hi));
    return;
  }
  if (auto id = buttons_.handle(input)) return activate(*id);
  // Esc asks (the footer's "Esc back" has nowhere to go back to); Quit and Ctrl+Q quit.
  if (input.action == Action::Back) ctx_.scenes().push(make_quit_dialog(ctx_));
  if (input.action == Action::Rules) activate(kRules);
  if (input.action == Action::Digit && input.digit >= 1 && input.digit <= kContinue) {
    activate(input.digit - 1);
  }
}

void MainMenuScene::layout(Canvas& canvas) {
  const Layout& l = canvas.layout();
  const Theme& t = canvas.theme();
  const Rect screen = l.screen();
  const float margin = l.px(t.space_xl);
  const bool wide = screen.w / screen.h > 1.35f;
  // Title band on top, the buttons column on the right (or centred when narrow).
  const float top = screen.h * 0.32f;
  const Rect body{margin, top, screen.w - 2 * margin, screen.h - top - l.px(56)};
  const Rect column = wide ? body.right_band(body.w * 0.55f) : body;
  if (wide) {
    pyramid_panel_ = body.left(body.w * 0.42f);
  } else {
    pyramid_panel_.reset();
  }
  const float gap = l.px(t.space_m);
  auto& b = buttons_.buttons();
  // 480 px wide, or wider (up to the column) when a small button's label would not fit
  // otherwise ("Statistiques" at 800x600): the games and the two rows stay aligned.
  const TextStyle label = canvas.style(TextSize::Body, canvas.colors().text, FontFace::Bold);
  float label_w = 0;
  for (int i = kContinue; i <= kQuit; ++i) {
    label_w =
        std::max(label_w, canvas.measure(ctx_.tr(b[static_cast<std::size_t>(i)].key), label).w);
  }
  const float button_w =
      std::min(column.w, std::max(l.px(480), 3 * (label_w + l.px(16)) + 2 * gap));
  const float small_h = l.px(t.button_height);
  // The games share what the two small rows leave.
  const float games_h = column.h - l.px(t.space_s) - 2 * (small_h + gap);
  // One column of games while each keeps room for its name and line, else two across the
  // whole column, filled top to bottom (↑↓ walk them in menu order).
  const int games = kContinue - kFirstGame;
  const float min_game_h = l.px(54);
  const int columns = games_h / static_cast<float>(games) - gap >= min_game_h ? 1 : 2;
  const int rows = (games + columns - 1) / columns;
  const float game_h = std::min(l.px(72), games_h / static_cast<float>(rows) - gap);
  const float games_w = columns == 1 ? button_w : column.w;
  const float game_w =
      (games_w - static_cast<float>(columns - 1) * gap) / static_cast<float>(columns);
  float y = column.y;
  for (int i = kFirstGame; i < kContinue; ++i) {
    const int row = (i - kFirstGame) % rows, col = (i - kFirstGame) / rows;
    b[static_cast<std::size_t>(i)].rect = {
        column.center_x() - games_w / 2 + static_cast<float>(col) * (game_w + gap),
        column.y + static_cast<float>(row) * (game_h + gap), game_w, game_h};
  }
  y += static_cast<float>(rows) * (game_h + gap);
  y += l.px(t.space_s);
  // Two rows of three smaller buttons: Continue, Lessons, Statistics / Settings, Rules, Quit.
  const float left_x = column.center_x() - button_w / 2;
  const float small_w = (button_w - 2 * gap) / 3;
  for (int i = kContinue; i <= kStatistics; ++i) {
    b[static_cast<std::size_t>(i)].rect = {
        left_x + static_cast<float>(i - kContinue) * (small_w + gap), y, small_w, small_h};
  }
  y += small_h + gap;
  for (int i = kSettings; i <= kQuit; ++i) {
    b[static_cast<std::size_t>(i)].rect = {
        left_x + static_cast<float>(i - kSettings) * (small_w + gap), y, small_w, small_h};
  }
  // Language switch in the top-right corner, labelled with the next language, in that language.
  Button& lang = b[kLanguage];
  lang.text = ctx_.strings().language_name(next_language(ctx_.strings().language()));
  const TextStyle s = canvas.style(TextSize::Large, {}, FontFace::Bold);
  const float lang_w = canvas.measure(lang.text, s).w + l.px(t.space_l) * 2;
  lang.rect = {screen.right() - margin - lang_w, l.px(t.space_l), lang_w, l.px(44)};
}

void MainMenuScene::draw_pyramid(Canvas& canvas, Rect area) {
  // The film's 1-3-5-7 pyramid of matches.
  const Layout& l = canvas.layout();
  constexpr std::array<int, 4> kRows{1, 3, 5, 7};
  const MatchRows rows(area, kRows.size(), l.px(90), 7.5f);
  const float alpha = static_cast<float>(fade_in_);
  for (std::size_t row = 0; row < kRows.size(); ++row) {
    // Rows appear one after another while the menu fades in.
    const float row_alpha = std::clamp(alpha * 4.0f - static_cast<float>(row) * 0.8f, 0.0f, 1.0f);
    for (int i = 0; i < kRows[row]; ++i) {
      draw_match(canvas, rows.base(row, i, kRows[row]), rows.length, rows.thickness,
                 {row_alpha, false, {}});
    }
  }
}

void MainMenuScene::draw(Canvas& canvas) {
  layout(canvas);
  canvas.background();
  const Layout& l = canvas.layout();
  const Theme& t = canvas.theme();
  const Palette& c = canvas.colors();
  const Rect screen = l.screen();
  const float margin = l.px(t.space_xl);
  // Opaque on the bare backdrop: the canvas draws the backdrop around it.
  if (pyramid_panel_) {
    canvas.panel(*pyramid_panel_, c.panel.with_alpha(170), c.panel_border.with_alpha(140),
                 l.px(t.corner_radius) * 1.5f);
  }

  // Title and subtitle.
  const TextStyle title = canvas.style(TextSize::Title, c.title, FontFace::Bold);
  const TextStyle subtitle = canvas.style(TextSize::Large, c.text_muted);
  const float title_y = screen.h * 0.08f;
  const Rect title_box = canvas.text(ctx_.tr("app.title"), {screen.center_x(), title_y}, title,
                                     Align::Center, VAlign::Top);
  const float rule_w = std::min(screen.w * 0.3f, l.px(320));
  const float rule_y = title_box.bottom() + l.px(t.space_s);
  canvas.line({screen.center_x() - rule_w / 2, rule_y}, {screen.center_x() + rule_w / 2, rule_y},
              std::max(1.0f, l.px(1.5f)), c.title.with_alpha(110));
  canvas.text(ctx_.tr("app.subtitle"), {screen.center_x(), rule_y + l.px(t.space_m)}, subtitle,
              Align::Center, VAlign::Top);

  if (pyramid_panel_) draw_pyramid(canvas, pyramid_panel_->inset(l.px(t.space_m)));

  buttons_.draw(canvas, ctx_.strings());

  // Footer: the keys, and the transient message.
  const TextStyle footer = canvas.style(TextSize::Small, c.text_dim);
  canvas.text(ctx_.tr("app.keys_hint"), {screen.center_x(), screen.bottom() - l.px(t.space_l)},
              footer, Align::Center, VAlign::Bottom);
  if (ctx_.sound().muted()) {
    canvas.text(ctx_.tr("app.muted"), {margin, l.px(t.space_l) + l.px(22)},
                canvas.style(TextSize::Small, c.text_muted), Align::Left, VAlign::Middle);
  }
  if (message_time_ > 0) {
    const float a = static_cast<float>(std::min(1.0, message_time_ / 0.4));
    const TextStyle msg = canvas.style(
        TextSize::Body, c.text.with_alpha(static_cast<std::uint8_t>(255 * a)), FontFace::Bold);
    const Size size = canvas.measure(ctx_.tr(message_key_), msg);
    const Rect box = Rect{screen.center_x(), screen.bottom() - l.px(110), 0, 0}.inset(
        -(size.w / 2 + l.px(t.space_l)), -(size.h / 2 + l.px(t.space_s)));
    canvas.rounded_rect(box, box.h / 2,
                        c.panel_raised.with_alpha(static_cast<std::uint8_t>(235 * a)));
    canvas.text(ctx_.tr(message_key_), box.center(), msg, Align::Center, VAlign::Middle);
  }
}

}  // namespace marienbad::app
