#include "scenes/board_view.hpp"

#include <string>

namespace marienbad::app {

// TEMPORARY (until board_subtraction.cpp / board_wythoff.cpp exist): a plain text board,
// so the play scene links and runs for every game. Confirm plays the first legal move.
#if !__has_include("scenes/board_subtraction.cpp") || !__has_include("scenes/board_wythoff.cpp")
namespace {
class PlaceholderBoard : public BoardView {
 public:
  void draw(Canvas& canvas, const BoardFrame& frame) override {
    const TextStyle s = canvas.style(TextSize::Heading, canvas.colors().text, FontFace::Bold);
    canvas.text(join_counts(frame.position, "  "), frame.area.center(), s, Align::Center,
                VAlign::Middle);
  }
  std::optional<Move> handle(const Input& input, const BoardFrame& frame) override {
    if (input.action != Action::Confirm || frame.game.is_terminal(frame.position)) return {};
    return frame.game.nth_move(frame.position, 0);
  }
  void show_move(const Move&, const Heaps&, bool) override {}
};
}  // namespace
#endif

#if !__has_include("scenes/board_subtraction.cpp")
std::unique_ptr<BoardView> make_subtraction_board(AppContext&) {
  return std::make_unique<PlaceholderBoard>();
}
#endif
#if !__has_include("scenes/board_wythoff.cpp")
std::unique_ptr<BoardView> make_wythoff_board(AppContext&) {
  return std::make_unique<PlaceholderBoard>();
}
#endif

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
