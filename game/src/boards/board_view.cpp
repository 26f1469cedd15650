#include "boards/board_view.hpp"

#include "boards/nim/nim_board.hpp"
#include "boards/subtraction/subtraction_board.hpp"
#include "boards/wythoff/wythoff_board.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app {

std::unique_ptr<BoardView> make_board_view(AppContext& ctx, const MatchSetup& setup) {
  switch (setup.kind) {
    case GameKind::Nim:
      return make_nim_board(ctx);
    case GameKind::Subtraction:
      return make_subtraction_board(ctx);
    case GameKind::Wythoff: {
      auto board = std::make_unique<WythoffBoard>(ctx);
      board->set_board_size(setup.board_size);
      return board;
    }
  }
  return make_nim_board(ctx);
}

}  // namespace marienbad::app
