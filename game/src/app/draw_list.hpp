#pragma once
// What the canvas draws in one frame, recorded as a list of items and sent to the renderer
// at the end of the frame. Consecutive shapes become one SDL_RenderGeometry call.
//
// Redraw of changed regions only (`set_incremental(true)`): on a CPU rasteriser (software
// GL, llvmpipe) filling pixels is what costs, and the back buffer keeps its contents
// between frames. The list is compared with the previous frame's; only the rectangles
// where an item appeared, disappeared or changed are redrawn (every item that touches
// them, in order, clipped to them), and an unchanged frame is not drawn at all.
#include <SDL.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "app/geometry.hpp"

namespace marienbad::app {

class DrawList {
 public:
  // Starts a frame of the given output size (an unknown size forces a full redraw).
  void begin(int width, int height);
  void clear(Color color);
  // Shapes: vertices with the texture (null: plain vertex colours) and its blend mode.
  void geometry(SDL_Texture* texture, SDL_BlendMode blend, const SDL_Vertex* vertices,
                int vertex_count, const int* indices, int index_count);
  // A textured rectangle. `content` identifies what the texture shows (a texture pointer
  // can be reused by different content once freed).
  void copy(SDL_Texture* texture, std::uint64_t content, Color tint, SDL_FRect dest);
  void set_clip(std::optional<SDL_Rect> clip);

  // Draws the frame. Returns false if nothing had to be drawn (incremental mode and the
  // frame is identical to the previous one): then there is nothing new to present.
  bool render(SDL_Renderer* renderer);

  void set_incremental(bool on);
  bool incremental() const { return incremental_; }
  // The next frame is drawn in full (after a resize, an expose, lost textures).
  void invalidate() { previous_.clear(); }

  // Figures for tests and the benchmark.
  std::size_t draw_calls() const { return draw_calls_; }
  std::uint64_t pixels_redrawn() const { return pixels_redrawn_; }  // summed over frames

 private:
  enum class Kind { Clear, Geometry, Copy };
  struct Item {
    Kind kind = Kind::Clear;
    SDL_Texture* texture = nullptr;
    SDL_BlendMode blend = SDL_BLENDMODE_BLEND;
    Color color;
    SDL_FRect dest{};
    int first_vertex = 0;  // geometry: a range of vertices_ and indices_
    int first_index = 0;
    int index_count = 0;
    std::optional<SDL_Rect> clip;
    SDL_Rect bounds{};  // the pixels it can touch (within its clip)
    std::uint64_t hash = 0;
  };
  struct Footprint {
    std::uint64_t hash;
    SDL_Rect bounds;
  };

  void add(Item item, Rect box);
  std::vector<SDL_Rect> damage() const;
  void replay(SDL_Renderer* renderer, std::optional<SDL_Rect> region);

  std::vector<Item> items_;
  std::vector<SDL_Vertex> vertices_;
  std::vector<int> indices_;
  std::vector<int> batch_;  // indices of the geometry call being assembled
  std::optional<SDL_Rect> clip_;
  int width_ = 0;
  int height_ = 0;
  std::vector<Footprint> previous_;  // the frame now in the back buffer
  int previous_width_ = 0;
  int previous_height_ = 0;
  bool incremental_ = false;
  std::size_t draw_calls_ = 0;
  std::uint64_t pixels_redrawn_ = 0;
};

}  // namespace marienbad::app
