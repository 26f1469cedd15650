#include "scenes/ui_game_tabs.hpp"

#include <algorithm>

namespace marienbad::app {

GameTabs::GameTabs(GameKind shown) : shown_(shown) {
  std::vector<Button> tabs;
  const auto games = all_game_entries();
  for (std::size_t i = 0; i < games.size(); ++i) {
    tabs.push_back({kFirstId + static_cast<int>(i),
                    game_key("game", games[i]->kind),
                    "",
                    "",
                    true,
                    false,
                    {}});
  }
  tabs_ = ButtonList(std::move(tabs), ButtonList::Orientation::Horizontal);
}

bool GameTabs::handle(const Input& input, AppContext& ctx) {
  const std::size_t games = all_game_entries().size();
  if (input.action == Action::Left || input.action == Action::Right) {
    const std::size_t step = input.action == Action::Right ? 1 : games - 1;
    shown_ = game_at(game_index(shown_) + step);
    tabs_.focus_id(kFirstId + static_cast<int>(game_index(shown_)));
    return true;
  }
  if (input.action == Action::Digit && input.digit >= 1 &&
      static_cast<std::size_t>(input.digit) <= games) {
    shown_ = game_at(static_cast<std::size_t>(input.digit - 1));
    return true;
  }
  if (!input.is_pointer()) return false;
  if (auto id = tabs_.handle(input)) {
    ctx.play(SoundId::Click);
    shown_ = game_at(static_cast<std::size_t>(*id - kFirstId));
    return true;
  }
  return false;
}

void GameTabs::draw(Canvas& canvas, const Strings& strings, Rect row, float max_tab_w) {
  const Layout& l = canvas.layout();
  const float gap = l.px(canvas.theme().space_m);
  const auto games = static_cast<float>(tabs_.buttons().size());
  const float tab_w = std::min((row.w - (games - 1) * gap) / games, max_tab_w);
  const float tabs_w = games * tab_w + (games - 1) * gap;
  const std::size_t shown = game_index(shown_);
  for (std::size_t i = 0; i < tabs_.buttons().size(); ++i) {
    Button& b = tabs_.buttons()[i];
    b.rect = {row.center_x() - tabs_w / 2 + static_cast<float>(i) * (tab_w + gap), row.y, tab_w,
              row.h};
    b.primary = i == shown;
    ButtonLook look;
    look.hovered = static_cast<int>(i) == tabs_.hover_index();
    look.primary = b.primary;
    draw_button(canvas, b.rect, strings.tr(b.key), look);
  }
  const Rect& active = tabs_.buttons()[shown].rect;
  canvas.capsule({active.x + l.px(16), active.bottom() + l.px(8)},
                 {active.right() - l.px(16), active.bottom() + l.px(8)}, l.px(4),
                 canvas.colors().title);
}

}  // namespace marienbad::app
