#pragma once
// The subtraction board ("21"): one heap of gold tokens, grouped in fives, and one
// button per allowed amount. Digits take that many; Left/Right + Enter choose a
// button; clicking a token takes it and every token after it (when that amount is
// allowed). The computer's choice is highlighted before its tokens fly away.
#include <memory>
#include <optional>
#include <vector>

#include "app/widgets.hpp"
#include "boards/board_view.hpp"

namespace marienbad::app {

class StartEditor;

std::unique_ptr<BoardView> make_subtraction_board(AppContext& ctx);
// The start-position half of the setup page (subtraction_start.cpp).
std::unique_ptr<StartEditor> make_subtraction_start_editor(AppContext& ctx);

class SubtractionBoard : public BoardView {
 public:
  explicit SubtractionBoard(AppContext& ctx) : ctx_(ctx) {}

  void draw(Canvas& canvas, const BoardFrame& frame) override;
  std::optional<Move> handle(const Input& input, const BoardFrame& frame) override;
  void update(double dt_seconds) override;
  bool animating() const override { return animation_.has_value(); }
  void show_move(const Move& move, const Heaps& before, bool by_computer) override;
  void reset() override;
  std::optional<Move> pending_move() const override;

  // Geometry of the last draw, for the hint overlay and tests.
  // The button taking `amount` (nullopt: not in the set).
  std::optional<Rect> amount_button(Count amount) const;
  // Token `index` (0 = first in reading order; a move takes the last ones). Nullopt when
  // the heap is shown as a number only (too many tokens for the space).
  std::optional<Rect> token_rect(Count index) const;
  // Where the count and the tokens are drawn.
  Rect count_rect() const { return count_box_; }
  Rect tokens_rect() const { return field_; }

 private:
  // How the tokens are laid out: rows of `cols` (groups of five), radius r.
  struct Grid {
    Count cols = 0;
    Count rows = 0;
    float radius = 0;
    float pitch = 0;
    float gap = 0;  // extra space between groups of five (columns and rows)
    Point origin;
  };
  struct Animation {
    Count before = 0;
    Count amount = 0;
    bool by_computer = false;
    double elapsed = 0;  // seconds, already scaled by the animation speed
  };

  void sync(const BoardFrame& frame);
  void layout(Canvas& canvas, const BoardFrame& frame);
  Grid grid_for(Rect field, Count capacity, float max_radius) const;
  Point token_center(Count index) const;
  std::optional<Count> token_at(Point p) const;
  bool legal(Count amount) const;
  double highlight_seconds() const;
  double fly_seconds() const;
  void draw_tokens(Canvas& canvas, Count shown, std::optional<Count> leaving_from,
                   float leaving_progress, bool leaving_marked);
  void draw_count(Canvas& canvas, Count heap, std::optional<Count> preview);

  AppContext& ctx_;
  std::vector<Count> set_;
  std::vector<Count> legal_;  // amounts the engine allows from the current heap
  Count heap_ = 0;
  Count capacity_ = 0;  // layout size: the largest heap since reset(), so tokens stay put
  bool accepts_input_ = false;
  ButtonList buttons_{{}, ButtonList::Orientation::Horizontal};
  Grid grid_;
  bool show_tokens_ = true;
  bool compact_ = false;      // buttons labelled with the amount only, after a caption
  bool show_caption_ = true;  // the "Take" caption before compact buttons (room allowing)
  TextSize count_size_ = TextSize::Title;  // the count's type (smaller on a short board)
  bool count_line_ = true;                 // "tokens in the heap" under the count
  Point caption_at_;
  Rect count_box_;
  Rect field_;
  std::optional<Count> hovered_token_;
  std::optional<Count> pressed_token_;
  bool keyboard_ = false;
  std::optional<Animation> animation_;
};

}  // namespace marienbad::app
