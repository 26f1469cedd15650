#include "scenes/board_view.hpp"

namespace marienbad::app {

std::unique_ptr<BoardView> make_board_view(AppContext& ctx, GameKind kind) {
  switch (kind) {
    case GameKind::Nim:
      return make_nim_board(ctx);
    case GameKind::Subtraction:
      return make_subtraction_board(ctx);
    case GameKind::Wythoff:
      return make_wythoff_board(ctx);
  }
  return make_nim_board(ctx);
}

}  // namespace marienbad::app
