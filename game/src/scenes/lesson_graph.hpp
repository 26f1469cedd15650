#pragma once
// A lesson's game graph (lessons 3 and 6): every position from the lesson's graph_start, the
// positions the learner picked, and the kernel check's verdict. It outlives its steps: the
// step after the kernel step shows the same picks. On a game played on a square board
// (Dornim) the positions are drawn as the board's squares, beside the step's text.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "app/canvas.hpp"
#include "app/context.hpp"
#include "app/input.hpp"
#include "boards/graph/graph_view.hpp"
#include "marienbad/game_graph.hpp"
#include "scenes/lesson_catalogue.hpp"

namespace marienbad::app {

class LessonGraph {
 public:
  LessonGraph(AppContext& ctx, const Lesson& lesson);

  // Nothing picked, no verdict.
  void reset();
  // The kernel picked and found, as a step finished earlier left it.
  void reveal();

  // Drawn as a board's squares rather than nodes and arrows.
  bool on_board() const { return on_board_; }
  bool found() const { return found_; }
  const GameGraph& graph() const { return graph_; }
  const GraphLayout& layout() const { return layout_; }
  // Where the graph was last drawn.
  const GraphPicture& picture() const { return picture_; }

  // ←→ walk the positions, 1 picks or unpicks, a click picks; true when used.
  bool handle(const Input& input);
  // Checks the picks; a kernel found ends the exercise.
  void check();
  // What the learner reads under the graph: the verdict of the last check, else the count.
  std::string line() const;
  bool wrong() const { return wrong_ && !found_; }

  // The graph in `area` (on a board: the largest square that leaves room for its numbers),
  // picks as gold squares, the cursor or the check's culprit ringed.
  void draw(Canvas& canvas, Rect area);

 private:
  void toggle(std::size_t node);
  std::string position_words(std::size_t node) const;

  AppContext& ctx_;
  const Lesson& lesson_;
  GameGraph graph_;
  GraphLayout layout_;
  bool on_board_ = false;
  GraphPicture picture_;
  std::vector<bool> picked_;
  std::optional<std::size_t> cursor_;
  std::optional<std::size_t> culprit_;  // what the last check found wrong, ringed
  bool found_ = false;
  std::string message_;
  bool wrong_ = false;
};

}  // namespace marienbad::app
