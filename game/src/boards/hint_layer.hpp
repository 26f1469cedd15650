#pragma once
// The hook the hint overlay plugs into. The play scene owns one HintLayer (made by
// make_hint_layer, defined by the hints code) and, while hints are shown, gives it a
// part of the board area and what it needs to explain the position. The layer only
// draws and suggests; the play scene keeps the match, the turn and the input.
#include <memory>
#include <optional>
#include <vector>

#include "app/canvas.hpp"
#include "app/context.hpp"
#include "app/input.hpp"
#include "marienbad/game.hpp"
#include "session/reached.hpp"

namespace marienbad::app {

class BoardView;

struct HintFrame {
  const Game& game;
  const Heaps& position;
  bool person_to_move;               // false: a computer is thinking / the match is over
  std::optional<Move> pending_move;  // being selected on the board, not confirmed yet
  std::optional<Move> hovered_move;  // legal move under the pointer / keyboard focus
  Rect area;                         // where the layer may draw
  Rect board;                        // where the board is (do not draw over it)
  const BoardView* view = nullptr;   // the board, for its geometry (packets, cold squares)
  Reached reached = {};              // how `position` was reached (its rows' names)
};

class HintLayer {
 public:
  virtual ~HintLayer() = default;
  // Share of the board area the layer wants (beside the board at wide windows, under it
  // at narrow ones), 0..0.6.
  virtual float share(bool beside) const { return beside ? 0.42f : 0.4f; }
  // The board zone's width / height above which the layer goes beside the board.
  virtual float beside_ratio() const { return 1.15f; }
  virtual void draw(Canvas& canvas, const HintFrame& frame) = 0;
  // The move to highlight on the board (the play scene passes it to BoardView::set_suggestion).
  virtual std::optional<Move> suggestion(const HintFrame& frame) = 0;
  // Input for the layer itself (a sum's part opened with a click on its row, or V): true when
  // it took it.
  virtual bool handle(const Input& /*input*/, const HintFrame& /*frame*/) { return false; }
  // A sum's part whose values are shown, and its parts' rows as last drawn (for tests).
  virtual std::optional<std::size_t> open_part() const { return std::nullopt; }
  virtual std::vector<Rect> part_rows() const { return {}; }
  virtual void update(double /*dt_seconds*/) {}
  virtual bool animating() const { return false; }
};

// The hint overlay of a game (every game has one).
std::unique_ptr<HintLayer> make_hint_layer(AppContext& ctx, GameKind kind);

}  // namespace marienbad::app
