#include "app/draw_batches.hpp"
#include "app/log.hpp"

#include <algorithm>
#include <cmath>

namespace marienbad::app {

namespace {

bool intersect(const Rect& a, const Rect& b) {
  return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

Rect unite(const Rect& a, const Rect& b) {
  const float x0 = std::min(a.x, b.x);
  const float y0 = std::min(a.y, b.y);
  return {x0, y0, std::max(a.right(), b.right()) - x0, std::max(a.bottom(), b.bottom()) - y0};
}

}  // namespace

bool DrawBatches::overlaps(const Batch& batch, Rect box) {
  if (!intersect(batch.bounds, box)) return false;
  return std::any_of(batch.boxes.begin(), batch.boxes.end(),
                     [&](const Rect& r) { return intersect(r, box); });
}

void DrawBatches::add(SDL_Texture* texture, SDL_BlendMode blend, const SDL_Vertex* vertices,
                      int vertex_count, const int* indices, int index_count, Point offset,
                      Rect box) {
  if (vertex_count <= 0 || index_count <= 0) return;
  const float x0 = std::floor(box.x + offset.x);
  const float y0 = std::floor(box.y + offset.y);
  const float x1 = std::max(x0 + 1, std::ceil(box.right() + offset.x));
  const float y1 = std::max(y0 + 1, std::ceil(box.bottom() + offset.y));
  box = {x0, y0, x1 - x0, y1 - y0};
  const auto count = static_cast<std::size_t>(index_count);
  // The earliest batch of the same kind reachable without moving past an overlap.
  Batch* target = nullptr;
  for (std::size_t i = open_, steps = 0; i-- > 0 && steps < kMaxLookBack; ++steps) {
    Batch& batch = batches_[i];
    if (batch.texture == texture && batch.blend == blend &&
        batch.indices.size() + count <= kMaxIndices) {
      target = &batch;
    }
    if (overlaps(batch, box)) break;
  }
  if (target == nullptr) {
    if (open_ == batches_.size()) batches_.emplace_back();
    target = &batches_[open_++];
    target->texture = texture;
    target->blend = blend;
    target->vertices.clear();
    target->indices.clear();
    target->boxes.clear();
    target->bounds = box;
  }
  const int base = static_cast<int>(target->vertices.size());
  for (int i = 0; i < vertex_count; ++i) {
    SDL_Vertex v = vertices[i];
    v.position.x += offset.x;
    v.position.y += offset.y;
    target->vertices.push_back(v);
  }
  for (int i = 0; i < index_count; ++i) target->indices.push_back(base + indices[i]);
  target->boxes.push_back(box);
  target->bounds = unite(target->bounds, box);
}

std::size_t DrawBatches::send(SDL_Renderer* renderer) {
  for (std::size_t i = 0; i < open_; ++i) {
    const Batch& batch = batches_[i];
    // SDL merges consecutive draws of one kind: the next would make this one too long.
    if (driver_facts::kSdlMergesDraws && batch.texture == last_texture_ &&
        batch.blend == last_blend_) {
      SDL_RenderFlush(renderer);
    }
    if (batch.texture == nullptr) SDL_SetRenderDrawBlendMode(renderer, batch.blend);
    if (SDL_RenderGeometry(renderer, batch.texture, batch.vertices.data(),
                           static_cast<int>(batch.vertices.size()), batch.indices.data(),
                           static_cast<int>(batch.indices.size())) < 0 &&
        !warned_) {
      // A refused draw leaves a hole in the picture: say so once, not every frame.
      warned_ = true;
      log_warn("renderer refused a draw: {}", SDL_GetError());
    }
    last_texture_ = batch.texture;
    last_blend_ = batch.blend;
  }
  const std::size_t sent = open_;
  open_ = 0;
  return sent;
}

}  // namespace marienbad::app
