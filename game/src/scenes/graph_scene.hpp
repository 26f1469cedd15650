#pragma once
// The game graph of the position being played (seed 000): every position reachable from
// it, one row a number of items left, the kernel (the P-positions) as gold squares lined up
// in a band on the left, the arrows of the moves. Hovering a node (or ←/→ among the moves)
// shows it: its moves bold, the moves into it plainer, the rest dimmed; clicking a position
// one move away (or Enter) plays that move in the match below. When the graph does not fit
// the window readably (graph_fits: node size and label width against the window), or has
// more than kGraphViewNodes positions, the scene says so in one line and draws the
// neighbourhood instead: the position now, where its moves lead, and the kernel positions
// one move further (the answers that win there).
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/context.hpp"
#include "app/scene.hpp"
#include "boards/graph/graph_view.hpp"
#include "marienbad/game_graph.hpp"

namespace marienbad::app {

inline constexpr std::size_t kGraphViewNodes = 200;     // at most drawn whole
inline constexpr std::size_t kGraphCountNodes = 2'000;  // at most counted

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

  // The whole graph, when it has at most kGraphCountNodes positions.
  const GameGraph* graph() const { return graph_ ? &*graph_ : nullptr; }
  // Whether the last frame drew the graph whole (else the neighbourhood).
  bool whole() const { return whole_; }
  // The graph drawn in the last frame: the whole graph or the neighbourhood; the node
  // indices below are its own.
  const GameGraph& drawn() const { return whole_ ? *graph_ : near_.graph; }
  // The node the pointer is on, else the one chosen with ←/→ (a move from the start).
  std::optional<std::size_t> shown_node() const;
  // Renderer pixels of a node's centre in the last frame drawn.
  Point node_center(std::size_t node) const;
  // Where each node's label went in the last frame (none: no room).
  const std::vector<std::optional<Rect>>& labels() const { return picture_.labels; }
  float node_radius() const { return picture_.radius; }
  // The last frame's picture: its arrows as drawn, its labels.
  const GraphPicture& picture() const { return picture_; }

 private:
  void choose(int step);
  void play_to(std::size_t node);
  std::string node_text(std::size_t node) const;
  void draw_graph(Canvas& canvas, Rect area);
  void draw_footer(Canvas& canvas, Rect area);
  // Chooses what is drawn in `area`: the whole graph if it fits, else the neighbourhood.
  void arrange(Canvas& canvas, Rect area);
  void build_near(std::size_t cap);
  const GraphLayout& drawn_layout() const { return whole_ ? layout_ : near_layout_; }

  AppContext& ctx_;
  GraphRequest request_;
  std::optional<GameGraph> graph_;
  GraphLayout layout_;
  bool whole_ = false;
  Neighbourhood near_;
  GraphLayout near_layout_;
  std::size_t near_cap_ = 0;          // the moves the neighbourhood was built for
  std::vector<std::size_t> targets_;  // nodes of drawn() one move from the start
  std::optional<std::size_t> hovered_;
  std::optional<std::size_t> chosen_;  // index into targets_
  std::string refusal_;                // why the last click played nothing
  GraphPicture picture_;               // where the graph was last drawn
};

}  // namespace marienbad::app
