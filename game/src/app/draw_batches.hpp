#pragma once
// The geometry a frame draws, gathered into as few renderer calls as the picture allows.
// A primitive joins the earliest pending batch of its texture and blend mode that it can
// reach without passing anything it overlaps: the pixels are those of drawing every
// primitive in order, but a row of buttons (shadow, opaque fill, border, label each) is
// three calls instead of three per button. On llvmpipe each call costs setup and binning,
// and opaque fills are only fast in calls of their own (no texture, no blending).
#include <cstddef>
#include <vector>

#include <SDL.h>

#include "app/driver_facts.hpp"
#include "app/geometry.hpp"

namespace marienbad::app {

class DrawBatches {
 public:
  // llvmpipe fills a pair of triangles that make an axis-aligned rectangle as a rectangle,
  // far faster, but only within a draw of a bounded length (driver_facts.hpp): no batch is
  // longer.
  static constexpr std::size_t kMaxIndices =
      driver_facts::kMaxRectanglesPerDraw * driver_facts::kVerticesPerRectangle;

  // Adds `vertices` (moved by `offset`), which cover at most `box` (before the offset). Two
  // primitives whose boxes share no whole pixel keep no order between them: any
  // rasteriser (SDL's software one rounds rectangles to whole pixels) gives them apart.
  void add(SDL_Texture* texture, SDL_BlendMode blend, const SDL_Vertex* vertices, int vertex_count,
           const int* indices, int index_count, Point offset, Rect box);
  // Sends the pending batches in order, each as one call; returns the calls made.
  std::size_t send(SDL_Renderer* renderer);
  // Forgets the pending batches (what they would draw is covered, or the textures gone).
  void discard() { open_ = 0; }
  std::size_t pending() const { return open_; }

 private:
  struct Batch {
    SDL_Texture* texture = nullptr;
    SDL_BlendMode blend = SDL_BLENDMODE_BLEND;
    std::vector<SDL_Vertex> vertices;
    std::vector<int> indices;
    std::vector<Rect> boxes;  // the whole pixels each primitive may touch
    Rect bounds;              // all of them
  };
  static bool overlaps(const Batch& batch, Rect box);
  // Batches a primitive may move back past (a screen has a few dozen at most).
  static constexpr std::size_t kMaxLookBack = 24;

  std::vector<Batch> batches_;  // the first open_ are pending (the rest keep their memory)
  std::size_t open_ = 0;
  // The kind last sent: SDL merges a draw with the previous one of its kind even across
  // two send() calls when nothing came between them.
  SDL_Texture* last_texture_ = nullptr;
  SDL_BlendMode last_blend_ = SDL_BLENDMODE_INVALID;
  bool warned_ = false;
};

}  // namespace marienbad::app
