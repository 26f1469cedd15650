#include "scenes/rules_scene.hpp"

#include <algorithm>
#include <array>

#include "boards/game_table.hpp"
#include "marienbad/registry.hpp"
#include "scenes/scene_factory.hpp"

MARIENBAD_STRINGS(rules_strings, S_("rules.heading.how", "How to play"),
                  S_("rules.heading.rule", "Normal or misère"),
                  S_("rules.heading.why", "Why the computer wins"),
                  S_("rules.hint_line",
                     "During a match, the hint overlay (H) shows why the computer wins."),
                  S_("rules.keys", "←→ game · Esc back"))

namespace marienbad::app {

RulesScene::RulesScene(AppContext& ctx, GameKind kind) : ctx_(ctx), tabs_(kind) {
  buttons_ = ButtonList({{kBack, "common.back", "", "", true, false, {}}});
}

void RulesScene::handle(const Input& input) {
  if (input.action == Action::Back || input.action == Action::Rules) {
    ctx_.scenes().pop();
    return;
  }
  if (tabs_.handle(input, ctx_)) return;
  if (input.action == Action::Confirm) {
    ctx_.scenes().pop();
    return;
  }
  if (!input.is_pointer()) return;
  if (buttons_.handle(input)) {
    ctx_.play(SoundId::Click);
    ctx_.scenes().pop();
  }
}

std::vector<Count> RulesScene::shown_parameter(GameKind kind) const {
  const GameInfo& info = game_info(kind);
  if (info.parameter == nullptr) return {};
  // The command line's, else the set-up page's last choice, else the game's usual one.
  const Options& o = ctx_.options();
  if (o.set && o.variant == kind) return *o.set;
  const auto& remembered = ctx_.settings().last_setup;
  if (const auto found = remembered.find(std::string(to_string(kind)));
      found != remembered.end() && found->second.set &&
      info.make(Rule::Normal, *found->second.set)) {
    return *found->second.set;
  }
  return default_parameter(info);
}

std::string RulesScene::section_text(GameKind kind, std::string_view section) const {
  const GameEntry& entry = game_entry(kind);
  if (entry.rules_for != nullptr) {
    std::string text = entry.rules_for(ctx_.strings(), section, shown_parameter(kind));
    if (!text.empty()) return text;
  }
  std::string suffix(".");
  suffix.append(section);
  return std::string(ctx_.tr(game_key("rules", kind, suffix)));
}

void RulesScene::draw(Canvas& canvas) {
  canvas.background();
  const Layout& l = canvas.layout();
  const Theme& t = canvas.theme();
  const Palette& c = canvas.colors();
  const Rect screen = l.screen();
  canvas.text(ctx_.tr("common.rules"), {screen.center_x(), l.px(28)},
              canvas.style(TextSize::Heading, c.title, FontFace::Bold), Align::Center);

  const float width = screen.w - 2 * l.px(t.space_xl);
  const float left = l.px(t.space_xl);
  tabs_.draw(canvas, ctx_.strings(), {left, l.px(92), width, l.px(48)}, l.px(300));
  const GameKind shown = tabs_.shown();

  const Rect panel{left, l.px(162), width, screen.h - l.px(162) - l.px(100)};
  canvas.panel(panel, c.panel.with_alpha(200), c.panel_border.with_alpha(160),
               l.px(t.corner_radius));
  const Rect inner = panel.inset(l.px(t.space_l), l.px(t.space_m));
  const Rect text_area = inner.left(inner.w * 0.6f);
  const Rect art_area = inner.right_band(inner.w * 0.36f);

  // The text: three short sections; one size smaller when French does not fit.
  const std::array<std::pair<std::string, std::string>, 3> sections{
      std::pair{std::string("rules.heading.how"), section_text(shown, "text")},
      std::pair{std::string("rules.heading.rule"), section_text(shown, "rule")},
      std::pair{std::string("rules.heading.why"), section_text(shown, "why")}};
  auto height_with = [&](TextSize size) {
    const TextStyle body = canvas.style(size, c.text);
    const TextStyle head = canvas.style(size, c.title, FontFace::Bold);
    float h = 0;
    for (const auto& [heading, text] : sections) {
      h += canvas.line_height(head) + canvas.wrapped_height(text, body, text_area.w) +
           l.px(t.space_s);
    }
    return h;
  };
  const TextSize size =
      height_with(TextSize::Body) <= text_area.h ? TextSize::Body : TextSize::Small;
  const TextStyle body = canvas.style(size, c.text);
  const TextStyle head = canvas.style(size, c.title, FontFace::Bold);
  float y = text_area.y;
  for (const auto& [heading, text] : sections) {
    y = canvas.text(ctx_.tr(heading), {text_area.x, y}, head).bottom();
    y = canvas.text_box(text, {text_area.x, y, text_area.w, text_area.bottom() - y}, body)
            .bottom() +
        l.px(t.space_s);
  }

  // The illustration with its caption, then where the ideas come from (the seeds).
  const TextStyle caption = canvas.style(TextSize::Small, c.text_muted);
  const TextStyle source = canvas.style(TextSize::Small, c.text_muted);
  const std::string_view source_text = ctx_.tr(game_key("rules", shown, ".source"));
  const float source_h = canvas.wrapped_height(source_text, source, art_area.w);
  const float caption_h = canvas.line_height(caption) * 2;
  const Rect art{art_area.x, art_area.y, art_area.w,
                 art_area.h - caption_h - source_h - l.px(t.space_s)};
  game_entry(shown).draw_rules_art(canvas, art);
  canvas.text_box(ctx_.tr(game_key("rules", shown, ".caption")),
                  {art.x, art.bottom(), art.w, caption_h}, caption, Align::Center, VAlign::Middle);
  canvas.text_box(source_text, art_area.bottom_band(source_h), source);

  // Bottom: Back, the hint teaser, the keys.
  const float button_h = l.px(t.button_height);
  const float by = screen.h - l.px(82);
  buttons_.buttons()[0].rect = {left, by, l.px(200), button_h};
  // Esc is the keyboard's way back: no focus ring on the button.
  const Button& back = buttons_.buttons()[0];
  ButtonLook look;
  look.hovered = buttons_.hover_index() == 0;
  draw_button(canvas, back.rect, ctx_.tr(back.key), look);
  const Rect line{left + l.px(200) + l.px(t.space_l), by, width - l.px(200) - l.px(t.space_l),
                  button_h};
  const TextStyle hint = canvas.style(TextSize::Body, c.title);
  const TextStyle keys = canvas.style(TextSize::Small, c.text_dim);
  // The keys only when they fit beside the teaser (small windows drop them).
  const bool room = canvas.measure(ctx_.tr("rules.hint_line"), hint).w +
                        canvas.measure(ctx_.tr("rules.keys"), keys).w + l.px(t.space_l) <=
                    line.w;
  canvas.text_box(ctx_.tr("rules.hint_line"), line, hint, Align::Left, VAlign::Middle);
  if (room) {
    canvas.text(ctx_.tr("rules.keys"), {line.right(), line.center_y()}, keys, Align::Right,
                VAlign::Middle);
  }
}

std::unique_ptr<Scene> make_rules_scene(AppContext& ctx, GameKind kind) {
  return std::make_unique<RulesScene>(ctx, kind);
}

}  // namespace marienbad::app
