#include "scenes/initial_scene.hpp"

#include <memory>

#include "scenes/main_menu.hpp"

namespace marienbad::app {

void push_initial_scenes(AppContext& ctx) {
  // Always start from the menu so Back from a board has somewhere to go.
  ctx.scenes().push(std::make_unique<MainMenuScene>(ctx));
  // Scenes for --variant (board), --hint (overlay on the board) and --demo go here, e.g.
  //   if (ctx.options().variant) ctx.scenes().push(make_board_scene(ctx, *ctx.options().variant));
  //   if (ctx.options().hint) ctx.scenes().push(std::make_unique<HintOverlay>(ctx));
}

}  // namespace marienbad::app
