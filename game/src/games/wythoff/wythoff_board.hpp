#pragma once
// The Dornim board (Wythoff's golden heaps): a square grid with the token at (x, y)
// and the goal corner (0, 0) at the bottom left. Hovering shows the legal squares
// (left, down, diagonally towards the corner) with dots; a click on one moves there.
// Keyboard: arrows move a cursor between the legal squares, Enter confirms. The two
// heaps x and y are shown beside the board; the computer's move slides the token.
#include <memory>
#include <optional>

#include "boards/board_view.hpp"

namespace marienbad::app {

class StartEditor;

std::unique_ptr<BoardView> make_wythoff_board(AppContext& ctx);
// The start-position half of the setup page (wythoff_start.cpp).
std::unique_ptr<StartEditor> make_wythoff_start_editor(AppContext& ctx);

struct Square {
  Count x = 0;
  Count y = 0;
  friend bool operator==(const Square&, const Square&) = default;
};

class WythoffBoard : public BoardView {
 public:
  explicit WythoffBoard(AppContext& ctx) : ctx_(ctx) {}

  void draw(Canvas& canvas, const BoardFrame& frame) override;
  std::optional<Move> handle(const Input& input, const BoardFrame& frame) override;
  void update(double dt_seconds) override;
  bool animating() const override { return animation_.has_value(); }
  void show_move(const Move& move, const Heaps& before, bool by_computer) override;
  void reset() override;
  std::optional<Move> pending_move() const override;
  std::optional<Move> hovered_move() const override { return pending_move(); }

  // The setup's board size (squares per side); without it the size is derived from the
  // position (at least 16, rounded up to a multiple of 4) and kept until reset().
  void set_board_size(Count squares) { fixed_size_ = squares; }
  Count board_size() const { return size_; }
  // Geometry of the last draw, for the hint overlay (e.g. cold-position dots) and tests:
  // the screen rectangle of square (x, y); nullopt when outside the board or not drawn.
  std::optional<Rect> square_rect(Count x, Count y) const;
  // The square under the pointer when it is not a move (the board says why).
  std::optional<Square> unreachable_square() const { return unreachable_; }
  std::optional<Rect> piece_rect(std::size_t x, Count y) const override {
    return square_rect(x, y);
  }
  Count board_squares() const override { return size_; }
  // The square under a point, if any.
  std::optional<Square> square_at(Point p) const;
  Rect board_rect() const { return grid_; }   // the squares only
  Rect heaps_rect() const { return heaps_; }  // the x / y panel beside the board
  // The values "x = 3 → 1" (0) and "y = 2 → 0" (1) as last drawn, and the name over the
  // square the computer (or a bot) moves to, while it is shown.
  Rect heap_label(std::size_t heap) const { return heap_labels_[heap == 0 ? 0 : 1]; }
  std::optional<Rect> mover_label() const { return mover_label_; }

 private:
  struct Animation {
    Square from;
    Square to;
    bool by_computer = false;
    double elapsed = 0;  // seconds, scaled by the animation speed
  };

  void sync(const BoardFrame& frame);
  void layout(Canvas& canvas, const BoardFrame& frame);
  std::optional<Move> move_to(const BoardFrame& frame, Square to) const;
  Square destination(const Move& move) const;
  Point center_of(float x, float y) const;
  void move_cursor(const BoardFrame& frame, Action action);
  double highlight_seconds() const;
  double slide_seconds() const;
  void draw_grid(Canvas& canvas, const BoardFrame& frame, Square shown);
  void draw_heaps(Canvas& canvas, Square shown, std::optional<Square> preview, bool played);
  void draw_too_large(Canvas& canvas);
  void draw_unreachable(Canvas& canvas, Square square);

  AppContext& ctx_;
  Square token_;
  Count size_ = 0;
  std::optional<Count> fixed_size_;
  bool accepts_input_ = false;
  bool rule_misere_ = false;
  bool drawn_ = false;  // false when the board is too large to draw square by square
  Rect grid_;
  Rect heaps_;
  Rect heap_labels_[2] = {};
  std::optional<Rect> mover_label_;
  float cell_ = 0;
  std::optional<Square> hovered_;      // a legal square under the pointer
  std::optional<Square> unreachable_;  // a square under the pointer that is not a move
  std::optional<Move> hovered_move_;
  std::optional<Square> cursor_;  // keyboard cursor (the token's square or a legal one)
  std::optional<Move> cursor_move_;
  std::optional<Square> pressed_;
  std::optional<Animation> animation_;
};

}  // namespace marienbad::app
