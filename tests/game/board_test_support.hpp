#pragma once
// A stand-in for the play scene in board tests: it owns a game and a position, gives
// the board an area (the rest of the window is left for a side panel), applies the
// moves the board produces, and can write a screenshot (MARIENBAD_BOARD_SHOTS=dir).
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "app/app.hpp"
#include "app/scene.hpp"
#include "boards/board_view.hpp"
#include "test_app.hpp"

namespace marienbad::app::test {

class BoardScene : public Scene {
 public:
  BoardScene(std::unique_ptr<BoardView> board, Game game, Heaps position)
      : board_(std::move(board)), game_(std::move(game)), position_(std::move(position)) {}

  // The board gets the left three quarters of the window, like the play scene's layout.
  static Rect area_for(const Layout& l) {
    const Rect s = l.screen();
    return {s.x, s.y, s.w * 0.72f, s.h};
  }
  BoardFrame frame(const Layout& l) const {
    return {game_, position_, accepts_input, area_for(l), true, {}};
  }

  void handle(const Input& input) override {
    if (auto move = board_->handle(input, frame(layout_))) {
      moves.push_back(*move);
      if (apply_moves) {
        const Heaps before = position_;
        auto after = game_.try_apply(position_, *move);
        if (after.ok()) {
          position_ = after.value();
          board_->show_move(*move, before, false);
        }
      }
    }
  }
  void update(double dt) override { board_->update(dt); }
  void draw(Canvas& canvas) override {
    layout_ = canvas.layout();
    canvas.background();
    const Rect s = canvas.layout().screen();
    canvas.panel({s.w * 0.74f, s.y + 16, s.w * 0.26f - 16, s.h - 32}, canvas.colors().panel,
                 canvas.colors().panel_border, 12);
    board_->draw(canvas, frame(layout_));
  }
  bool animating() const override { return board_->animating(); }
  std::string_view name() const override { return "board-test"; }

  BoardView& board() { return *board_; }
  const Heaps& position() const { return position_; }
  void set_position(Heaps heaps) { position_ = std::move(heaps); }
  const Game& game() const { return game_; }

  std::vector<Move> moves;
  bool accepts_input = true;
  bool apply_moves = false;

 private:
  std::unique_ptr<BoardView> board_;
  Game game_;
  Heaps position_;
  Layout layout_;
};

// Writes the current frame to $MARIENBAD_BOARD_SHOTS/<name>.bmp when that variable is set.
inline void maybe_screenshot(App& app, const std::string& name) {
  const char* dir = std::getenv("MARIENBAD_BOARD_SHOTS");
  if (!dir || !*dir) return;
  std::filesystem::create_directories(dir);
  (void)app.screenshot(std::filesystem::path(dir) / (name + ".bmp"));
}

inline Options sized(int w, int h) {
  Options options;
  options.size = WindowSize{w, h};
  return options;
}

}  // namespace marienbad::app::test
