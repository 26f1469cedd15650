#pragma once
// The board of a sum of games: each part drawn by its own game's board, side by side (or in
// a 2 × 2 grid when that gives each more room), at a smaller scale. A move is made in one
// part exactly as in that game's own mode; Tab / Shift+Tab or a click choose the part the
// keys go to, and that part is framed by a thick outline and a marker before its name.
#include <memory>
#include <optional>
#include <vector>

#include "boards/board_view.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app {

class SumBoard : public BoardView {
 public:
  // `parts`: each part as its own game's setup at the start (session/sum_setup.hpp).
  SumBoard(AppContext& ctx, Game game, const std::vector<MatchSetup>& parts);

  void draw(Canvas& canvas, const BoardFrame& frame) override;
  std::optional<Move> handle(const Input& input, const BoardFrame& frame) override;
  void update(double dt_seconds) override;
  bool animating() const override;
  void show_move(const Move& move, const Heaps& before, bool by_computer) override;
  void reset() override;
  std::optional<Move> pending_move() const override;
  std::optional<Move> hovered_move() const override;
  // `heap` counted in the whole position (a Nim row); a Dornim part's squares are its own
  // board's (part_board).
  std::optional<Rect> piece_rect(std::size_t heap, Count index) const override;
  // Each suggested move goes to its part's board, in that part's terms.
  void set_suggestions(std::vector<Move> moves) override;

  std::size_t part_count() const { return boards_.size(); }
  // The part the keys go to, and where each part was last drawn (frame and caption).
  std::size_t chosen_part() const { return chosen_; }
  std::optional<Rect> part_rect(std::size_t part) const;
  const BoardView* part_board(std::size_t part) const;
  // Each part's caption as last drawn, and its type size.
  struct Caption {
    std::string text;
    TextSize size = TextSize::Body;
  };
  const std::vector<Caption>& captions() const { return captions_; }

 private:
  const SumGame& sum() const { return *game_.sum(); }
  void layout(Canvas& canvas, Rect area);
  // The part's own frame at the sum's position.
  std::optional<Move> handle_part(std::size_t part, const Input& input, const BoardFrame& frame);
  // Moves the choice on (`step` ±1) to the next part that still has a move.
  void choose_next(const Heaps& position, int step);
  bool keeps_focus_step(const Heaps& position, bool forward) const override;
  bool part_over(const Heaps& position, std::size_t part) const;

  AppContext& ctx_;
  Game game_;
  std::vector<std::unique_ptr<BoardView>> boards_;
  std::vector<Rect> frames_;  // each part's outline, caption included
  std::vector<Rect> areas_;   // where each part's board draws
  std::vector<Caption> captions_;
  std::size_t chosen_ = 0;
  std::optional<std::size_t> pointer_part_;  // the part under the pointer
};

}  // namespace marienbad::app
