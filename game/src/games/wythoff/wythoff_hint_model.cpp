#include "games/wythoff/wythoff_hint_model.hpp"

#include <algorithm>

namespace marienbad::app {

MARIENBAD_STRINGS(hint_wythoff_model_strings, S_("hint.wy.go", "Move to the cold square ({}, {})"),
                  S_("hint.wy.stuck", "The token is on a cold square: every move leaves it"))

void build_wythoff_hint(const Game& whole, const Heaps& position, const Reached&, const Strings& s,
                        Count board_size, HintModel& model) {
  const auto& game = std::get<WythoffGame>(whole.model());
  WythoffHint h;
  const Count x = position.size() > 0 ? position[0] : 0;
  const Count y = position.size() > 1 ? position[1] : 0;
  h.board_size = board_size > 0 ? board_size : std::max(x, y) + 1;
  // Square by square only for boards that can be drawn that way.
  const Count scan = std::min<Count>(h.board_size, 256);
  for (Count rank = 0; rank <= kMaxWythoffRank; ++rank) {
    const ColdPosition cold = cold_position(rank);
    if (cold.x >= h.board_size || h.table.size() >= 64) break;
    h.table.push_back(cold);
  }
  for (Count cy = 0; cy < scan; ++cy) {
    for (Count cx = 0; cx < scan; ++cx) {
      if (game.is_cold(cx, cy)) h.cold.push_back({cx, cy});
    }
  }
  h.token_cold = game.is_cold(x, y);
  model.favourable = !h.token_cold;
  const auto winning = whole.winning_moves(position);
  if (!winning.empty()) {
    h.suggested = winning.front();
    const Heaps to = whole.apply(position, winning.front());
    h.suggested_square = WythoffHint::Square{to[0], to[1]};
    h.method = s.trf("hint.wy.go", to[0], to[1]);
  } else {
    h.method = std::string(s.tr("hint.wy.stuck"));
  }
  model.suggested = h.suggested;
  model.method = h.method;
  model.detail = std::move(h);
}

}  // namespace marienbad::app
