#pragma once
// The Marienbad board: rows of matches. A person selects matches at the right end of
// one row (click, drag, arrows or digits) and confirms; taken matches lift and fade,
// the computer's are highlighted first so the move can be followed.
#include <optional>
#include <vector>

#include "boards/board_view.hpp"
#include "boards/take_controls.hpp"

namespace marienbad::app {

class StartEditor;

std::unique_ptr<BoardView> make_nim_board(AppContext& ctx);
// The start-position half of the setup page (nim_start.cpp).
std::unique_ptr<StartEditor> make_nim_start_editor(AppContext& ctx);

class NimBoard : public BoardView {
 public:
  explicit NimBoard(AppContext& ctx);

  void draw(Canvas& canvas, const BoardFrame& frame) override;
  std::optional<Move> handle(const Input& input, const BoardFrame& frame) override;
  void update(double dt_seconds) override;
  bool animating() const override { return !takes_.empty(); }
  void show_move(const Move& move, const Heaps& before, bool by_computer) override;
  void reset() override;
  std::optional<Move> pending_move() const override;
  std::optional<Move> hovered_move() const override;

  // Where match `index` of row `row` stands (its foot), from the last drawn layout; for
  // tests and the hint overlay.
  std::optional<Point> match_base(std::size_t row, std::size_t index) const;
  std::optional<Rect> piece_rect(std::size_t row, Count index) const override;
  Rect confirm_button() const { return controls_.button().rect; }
  // Length of a match stick and the distance between two matches, as last drawn.
  float match_length() const { return geo_.length; }
  float match_spacing() const { return geo_.spacing; }

 private:
  struct Selection {
    std::size_t row = 0;
    Count first = 0;  // matches first .. count-1 of the row are selected
  };
  struct Take {  // matches leaving the board
    std::size_t row = 0;
    Count first = 0;
    Count amount = 0;
    bool by_computer = false;
    double t = 0;  // seconds since the move
  };
  struct Geometry {
    Rect area;
    Rect table;
    float row_height = 0;
    float top = 0;
    float spacing = 0;
    float length = 0;
    float thickness = 0;
    std::vector<float> row_x0;  // x of slot 0 in each row
  };

  void layout(Canvas& canvas, const BoardFrame& frame);
  float base_y(std::size_t row) const;
  // The match (row, index) under a point, among those still on the board.
  std::optional<std::pair<std::size_t, Count>> match_at(Point p, const Heaps& position) const;
  std::optional<Move> confirm(const BoardFrame& frame);
  void select_row(const Heaps& position, std::size_t row, Count amount);
  void step_row(const Heaps& position, int direction);
  double highlight_seconds() const;
  double vanish_seconds() const;
  double take_duration(const Take& take) const;

  AppContext& ctx_;
  std::optional<Selection> selection_;
  std::optional<std::pair<std::size_t, Count>> hover_;
  bool dragging_ = false;
  std::optional<std::pair<std::size_t, Count>> drag_anchor_;
  bool clear_on_release_ = false;
  std::vector<Take> takes_;
  Heaps counts_;                 // the position last seen
  std::vector<Count> capacity_;  // the most matches each row has shown: slots stay put
  Geometry geo_;
  TakeControls controls_;
};

}  // namespace marienbad::app
