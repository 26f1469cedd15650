#include "boards/board_view.hpp"

#include "boards/game_table.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app {

std::unique_ptr<BoardView> make_board_view(AppContext& ctx, const MatchSetup& setup) {
  return game_entry(setup.kind).make_board(ctx, setup);
}

}  // namespace marienbad::app
