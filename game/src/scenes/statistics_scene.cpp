#include "scenes/statistics_scene.hpp"
#include "scenes/level_label.hpp"
#include "scenes/scene_factory.hpp"

#include <array>

#include "marienbad/player.hpp"
#include "session/match_setup.hpp"
#include "session/statistics.hpp"

MARIENBAD_STRINGS(statistics_strings, S_("stats.level", "Difficulty"), S_("stats.played", "Played"),
                  S_("stats.won", "Won"), S_("stats.won_clean", "Won without hints"),
                  S_("stats.rate", "Win rate"), S_("stats.abandoned", "Abandoned"),
                  S_("stats.total", "Total"), S_("stats.percent", "{} %"), S_("stats.none", "—"),
                  S_("stats.reset", "Reset"), S_("stats.last_games", "Last games"),
                  S_("stats.confirm", "Erase all statistics of every game?"),
                  S_("stats.keys", "←→ game · Tab buttons · Esc back"),
                  S_("stats.empty", "No match finished yet: play one!"))

namespace marienbad::app {

StatisticsScene::StatisticsScene(AppContext& ctx) : ctx_(ctx) {
  buttons_ = ButtonList({{kBack, "common.back", "", "", true, false, {}},
                         {kReset, "stats.reset", "", "", true, false, {}},
                         {kLastGames, "stats.last_games", "", "", true, false, {}}});
  confirm_ = ButtonList(
      {{kNo, "common.no", "", "", true, false, {}}, {kYes, "common.yes", "", "", true, true, {}}});
}

void StatisticsScene::activate(int id) {
  ctx_.play(SoundId::Click);
  switch (id) {
    case kBack:
      ctx_.scenes().pop();
      break;
    case kLastGames:
      ctx_.scenes().push(make_last_games_scene(ctx_));
      break;
    case kReset:
      confirming_ = true;
      confirm_.set_focus_index(0);  // "No" first: erasing needs a deliberate choice
      break;
    case kYes:
      ctx_.statistics().entries.clear();
      ctx_.save_statistics();
      confirming_ = false;
      break;
    case kNo:
      confirming_ = false;
      break;
    default:
      break;
  }
}

void StatisticsScene::handle(const Input& input) {
  if (confirming_) {
    if (input.action == Action::Back) return activate(kNo);
    if (input.action == Action::Up || input.action == Action::Down) return;
    if (auto id = confirm_.handle(input)) activate(*id);
    return;
  }
  if (input.action == Action::Back) return activate(kBack);
  if (tabs_.handle(input, ctx_)) return;
  if (auto id = buttons_.handle(input)) activate(*id);
}

void StatisticsScene::draw_table(Canvas& canvas, Rect area) {
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const TextStyle head = canvas.style(TextSize::Small, c.text_muted, FontFace::Bold);
  const TextStyle cell = canvas.style(TextSize::Body, c.text);
  const TextStyle strong = canvas.style(TextSize::Body, c.title, FontFace::Bold);
  // Column edges: the level takes the first 28 %, the five numbers share the rest.
  constexpr int kNumbers = 5;
  const float level_w = area.w * 0.28f;
  const float num_w = (area.w - level_w) / kNumbers;
  auto column_x = [&](int i) { return area.x + level_w + num_w * (static_cast<float>(i) + 0.5f); };
  const float row_h = std::min(l.px(44), area.h / 8);
  float y = area.y;
  canvas.text(ctx_.tr("stats.level"), {area.x + l.px(12), y + row_h / 2}, head, Align::Left,
              VAlign::Middle);
  const char* headers[] = {"stats.played", "stats.won", "stats.won_clean", "stats.rate",
                           "stats.abandoned"};
  for (int i = 0; i < kNumbers; ++i) {
    canvas.text_box(ctx_.tr(headers[i]),
                    {column_x(i) - num_w / 2 + l.px(4), y, num_w - l.px(8), row_h}, head,
                    Align::Center, VAlign::Middle);
  }
  y += row_h;
  canvas.line({area.x, y}, {area.right(), y}, std::max(1.0f, l.px(1.5f)), c.panel_border);

  const Statistics& stats = ctx_.statistics();
  // A game made from a code: the code chosen last on its set-up page (each code counts apart).
  MatchSetup shown = default_setup(tabs_.shown());
  if (const auto found = ctx_.settings().last_setup.find(std::string(to_string(tabs_.shown())));
      found != ctx_.settings().last_setup.end() && found->second.set) {
    shown.set = *found->second.set;
  }
  const std::string game = statistics_game(shown);
  GameStats total;
  auto draw_row = [&](std::string_view label, const GameStats& s, const TextStyle& style,
                      bool shade) {
    if (shade) canvas.fill_rect({area.x, y, area.w, row_h}, c.panel_raised.with_alpha(110));
    canvas.text(label, {area.x + l.px(12), y + row_h / 2}, style, Align::Left, VAlign::Middle);
    const std::string numbers[] = {
        std::to_string(s.played), std::to_string(s.won), std::to_string(s.won_without_hints),
        s.played == 0 ? std::string(ctx_.tr("stats.none"))
                      : ctx_.trf("stats.percent", (s.won * 100 + s.played / 2) / s.played),
        std::to_string(s.abandoned)};
    for (int i = 0; i < kNumbers; ++i) {
      canvas.text(numbers[i], {column_x(i), y + row_h / 2}, style, Align::Center, VAlign::Middle);
    }
    y += row_h;
  };
  int index = 0;
  for (const LevelInfo& level : levels()) {
    const GameStats s = stats.get(game, level.name);
    total.played += s.played;
    total.won += s.won;
    total.won_without_hints += s.won_without_hints;
    total.abandoned += s.abandoned;
    draw_row(level_label(ctx_.strings(), level.name), s, cell, index++ % 2 == 0);
  }
  canvas.line({area.x, y}, {area.right(), y}, std::max(1.0f, l.px(1.5f)), c.panel_border);
  draw_row(ctx_.tr("stats.total"), total, strong, false);
  if (total.played == 0) {
    canvas.text(ctx_.tr("stats.empty"), {area.center_x(), y + row_h * 0.8f},
                canvas.style(TextSize::Body, c.text_muted), Align::Center, VAlign::Middle);
  }
}

void StatisticsScene::draw(Canvas& canvas) {
  canvas.background();
  const Layout& l = canvas.layout();
  const Theme& t = canvas.theme();
  const Palette& c = canvas.colors();
  const Rect screen = l.screen();
  canvas.text(ctx_.tr("common.statistics"), {screen.center_x(), l.px(28)},
              canvas.style(TextSize::Heading, c.title, FontFace::Bold), Align::Center);

  const float width = std::min(screen.w - 2 * l.px(t.space_xl), l.px(960));
  const float left = screen.center_x() - width / 2;
  tabs_.draw(canvas, ctx_.strings(), {left, l.px(96), width, l.px(48)});

  const Rect panel{left, l.px(168), width, screen.h - l.px(168) - l.px(104)};
  canvas.panel(panel, c.panel.with_alpha(200), c.panel_border.with_alpha(160),
               l.px(t.corner_radius));
  draw_table(canvas, panel.inset(l.px(t.space_m)));

  const float button_h = l.px(t.button_height);
  const float by = screen.h - l.px(82);
  buttons_.buttons()[0].rect = {left, by, l.px(200), button_h};
  buttons_.buttons()[1].rect = {left + width - l.px(200), by, l.px(200), button_h};
  buttons_.buttons()[1].enabled = !ctx_.statistics().entries.empty();
  const float last_w = std::min(l.px(260), width - 2 * l.px(200) - 2 * l.px(t.space_m));
  buttons_.buttons()[2].rect = {screen.center_x() - last_w / 2, by, last_w, button_h};
  buttons_.draw(canvas, ctx_.strings());
  canvas.text(ctx_.tr("stats.keys"), {screen.center_x(), by + button_h + l.px(14)},
              canvas.style(TextSize::Small, c.text_dim), Align::Center, VAlign::Middle);

  if (confirming_) {
    canvas.fill_rect(screen, c.scrim);
    const float w = std::min(screen.w - 2 * l.px(t.space_l), l.px(560));
    const Rect box = screen.centered(w, l.px(200));
    canvas.panel(box, c.panel_raised, c.panel_border, l.px(t.corner_radius));
    canvas.text_box(ctx_.tr("stats.confirm"), box.inset(l.px(t.space_l)).top(l.px(70)),
                    canvas.style(TextSize::Body, c.text, FontFace::Bold), Align::Center,
                    VAlign::Middle);
    confirm_.layout_row({box.x, box.bottom() - l.px(80), box.w, l.px(60)}, l.px(180), button_h,
                        l.px(t.space_l));
    confirm_.draw(canvas, ctx_.strings());
  }
}

}  // namespace marienbad::app
