#pragma once
// The row of game tabs of the rules and statistics screens: one tab per game of the table
// (all_game_entries(), in menu order), and how they are walked: ←→ (wrapping), the digits
// 1 … N and a click choose the shown game. The shown game is marked by a warm fill and an
// underline, so the tabs need no focus ring.
#include <limits>

#include "app/canvas.hpp"
#include "app/context.hpp"
#include "app/strings.hpp"
#include "app/widgets.hpp"
#include "boards/game_table.hpp"
#include "marienbad/types.hpp"

namespace marienbad::app {

class GameTabs {
 public:
  explicit GameTabs(GameKind shown);

  GameKind shown() const { return shown_; }
  // Where a game's tab was last drawn.
  Rect tab_rect(GameKind kind) const { return tabs_.buttons().at(game_index(kind)).rect; }
  // The tabs' keys and clicks: true when the input was theirs (the shown game may have
  // changed). A pointer's move only updates the hover, and is left to the screen too.
  bool handle(const Input& input, AppContext& ctx);
  // Lays the tabs out in `row`, centred, each as wide as the row allows up to `max_tab_w`,
  // then draws them.
  void draw(Canvas& canvas, const Strings& strings, Rect row,
            float max_tab_w = std::numeric_limits<float>::infinity());

 private:
  static constexpr int kFirstId = 10;
  GameKind shown_;
  ButtonList tabs_;
};

}  // namespace marienbad::app
