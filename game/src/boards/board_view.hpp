#pragma once
// One game's board inside the play scene. The play scene owns the match, the
// turn order, the side panel (turn, rule, level, move list), undo/redo and the
// computer; a BoardView only draws the position and turns a person's clicks
// and keys into a Move. Rules stay in the engine: views ask Game for legality.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/canvas.hpp"
#include "app/context.hpp"
#include "app/input.hpp"
#include "marienbad/game.hpp"
#include "session/reached.hpp"

namespace marienbad::app {

struct BoardFrame {
  const Game& game;
  const Heaps& position;
  bool accepts_input;  // a person is to move and no animation is running
  Rect area;           // where the board may draw (the scene keeps the rest)
  bool played;         // a match being played (false: a review, nothing here takes input)
  // The bot whose move is being shown, named where the board says whose move it is (empty:
  // the computer's levels, or a person).
  std::string watched = {};
  // How `position` was reached: a board that keeps its pieces in place lays them out from it
  // (session/reached.hpp); empty: the position alone.
  Reached reached = {};
};

class BoardView {
 public:
  virtual ~BoardView() = default;
  virtual void draw(Canvas& canvas, const BoardFrame& frame) = 0;
  // A person's input; returns the move once the person has confirmed one.
  virtual std::optional<Move> handle(const Input& input, const BoardFrame& frame) = 0;
  virtual void update(double /*dt_seconds*/) {}
  virtual bool animating() const { return false; }
  // A move was just played from `before` (by a computer or a person): animate it.
  virtual void show_move(const Move& move, const Heaps& before, bool by_computer) = 0;
  // Position changed without a move (undo, redo, new game): drop selection and animations.
  virtual void reset() {}
  // For the hint overlay: the move being selected but not yet confirmed, and the
  // legal move under the pointer or keyboard focus.
  virtual std::optional<Move> pending_move() const { return std::nullopt; }
  virtual std::optional<Move> hovered_move() const { return pending_move(); }
  // Where piece `index` of heap `heap` was last drawn (renderer px), for the hint overlay
  // and tests: Nim, the stick of match `index` in row `heap` (its foot at the bottom
  // centre, one match spacing wide); Dornim, the square (x, y) = (heap, index).
  virtual std::optional<Rect> piece_rect(std::size_t /*heap*/, Count /*index*/) const {
    return std::nullopt;
  }
  // Whether Tab (forward) or Shift+Tab moves the focus inside the board rather than to the
  // side panel: a sum of games walks its parts first, then the panel's buttons.
  virtual bool keeps_focus_step(const Heaps& /*position*/, bool /*forward*/) const { return false; }
  // Squares per side of the board as drawn (the Dornim board), 0 for the other games.
  virtual Count board_squares() const { return 0; }
  // Highlight suggested moves on the board: the hint overlay's one move, or every winning
  // move a blunder missed in the review (the first one is the one the text explains).
  virtual void set_suggestions(std::vector<Move> moves) { suggestions_ = std::move(moves); }
  const std::vector<Move>& suggestions() const { return suggestions_; }
  void set_suggestion(std::optional<Move> move) {
    set_suggestions(move ? std::vector<Move>{*move} : std::vector<Move>{});
  }

 protected:
  std::vector<Move> suggestions_;
};

struct MatchSetup;
// The board for the setup's game, sized by the setup (e.g. the Dornim board's squares).
std::unique_ptr<BoardView> make_board_view(AppContext& ctx, const MatchSetup& setup);

}  // namespace marienbad::app
