#pragma once
// The game graph of the position being played (seed 000): every position reachable from
// it, one level a number of items left, the arrows of the moves, and the kernel (the
// P-positions) drawn as gold squares. Hovering a node (or ←/→) shows it and its moves;
// clicking a position one move away (or Enter) plays that move in the match below.
// Opened from the play screen with G when at most kGraphViewNodes positions remain.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/context.hpp"
#include "app/scene.hpp"
#include "boards/graph/graph_view.hpp"
#include "marienbad/game_graph.hpp"

namespace marienbad::app {

inline constexpr std::size_t kGraphViewNodes = 200;

struct GraphRequest {
  Game game;
  Heaps position;
  bool can_play = false;                  // the person's turn: a click plays
  std::function<void(const Move&)> play;  // plays a move in the match below
};

class GraphScene : public Scene {
 public:
  GraphScene(AppContext& ctx, GraphRequest request);

  void handle(const Input& input) override;
  void draw(Canvas& canvas) override;
  std::string_view name() const override { return "graph"; }

  // Null when more than kGraphViewNodes positions are reachable.
  const GameGraph* graph() const { return graph_ ? &*graph_ : nullptr; }
  // The node the pointer is on, else the one chosen with ←/→ (a move from the start).
  std::optional<std::size_t> shown_node() const;
  // Renderer pixels of a node's centre in the last frame drawn.
  Point node_center(std::size_t node) const;

 private:
  void choose(int step);
  void play_to(std::size_t node);
  std::string node_text(std::size_t node) const;
  void draw_graph(Canvas& canvas, Rect area);
  void draw_footer(Canvas& canvas, Rect area);

  AppContext& ctx_;
  GraphRequest request_;
  std::optional<GameGraph> graph_;
  GraphLayout layout_;
  std::vector<std::size_t> targets_;  // nodes one move from the start
  std::optional<std::size_t> hovered_;
  std::optional<std::size_t> chosen_;  // index into targets_
  std::string refusal_;                // why the last click played nothing
  GraphPicture picture_;               // where the graph was last drawn
};

}  // namespace marienbad::app
