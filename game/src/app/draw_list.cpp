#include "app/draw_list.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <unordered_map>

namespace marienbad::app {

namespace {

constexpr std::size_t kMaxRegions = 8;
// Above this share of the window, one full redraw is cheaper than several clipped passes.
constexpr double kFullRedrawShare = 0.6;

// FNV-1a, enough to tell a changed item from an unchanged one.
class Hasher {
 public:
  void bytes(const void* data, std::size_t size) {
    const auto* p = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < size; ++i) {
      value_ = (value_ ^ p[i]) * 0x100000001b3ull;
    }
  }
  template <class T>
  void add(const T& v) {
    bytes(&v, sizeof v);
  }
  std::uint64_t value() const { return value_; }

 private:
  std::uint64_t value_ = 0xcbf29ce484222325ull;
};

bool empty(const SDL_Rect& r) {
  return r.w <= 0 || r.h <= 0;
}

SDL_Rect intersect(const SDL_Rect& a, const SDL_Rect& b) {
  const int x0 = std::max(a.x, b.x);
  const int y0 = std::max(a.y, b.y);
  const int x1 = std::min(a.x + a.w, b.x + b.w);
  const int y1 = std::min(a.y + a.h, b.y + b.h);
  return {x0, y0, std::max(0, x1 - x0), std::max(0, y1 - y0)};
}

SDL_Rect unite(const SDL_Rect& a, const SDL_Rect& b) {
  const int x0 = std::min(a.x, b.x);
  const int y0 = std::min(a.y, b.y);
  return {x0, y0, std::max(a.x + a.w, b.x + b.w) - x0, std::max(a.y + a.h, b.y + b.h) - y0};
}

long long area(const SDL_Rect& r) {
  return static_cast<long long>(r.w) * r.h;
}

// The whole pixels a floating-point box can touch, one pixel of margin for rounding.
SDL_Rect pixel_bounds(Rect box) {
  const int x0 = static_cast<int>(std::floor(box.x)) - 1;
  const int y0 = static_cast<int>(std::floor(box.y)) - 1;
  const int x1 = static_cast<int>(std::ceil(box.right())) + 1;
  const int y1 = static_cast<int>(std::ceil(box.bottom())) + 1;
  return {x0, y0, x1 - x0, y1 - y0};
}

// Adds `rect` to a short list of regions: overlapping regions are merged, and past
// kMaxRegions the two whose union grows least are merged.
void add_region(std::vector<SDL_Rect>& regions, SDL_Rect rect) {
  for (;;) {
    auto overlapping = std::find_if(regions.begin(), regions.end(),
                                    [&](const SDL_Rect& r) { return !empty(intersect(r, rect)); });
    if (overlapping == regions.end()) break;
    rect = unite(rect, *overlapping);
    regions.erase(overlapping);
  }
  regions.push_back(rect);
  if (regions.size() <= kMaxRegions) return;
  std::size_t best_i = 0;
  std::size_t best_j = 1;
  long long best_growth = std::numeric_limits<long long>::max();
  for (std::size_t i = 0; i < regions.size(); ++i) {
    for (std::size_t j = i + 1; j < regions.size(); ++j) {
      const long long growth =
          area(unite(regions[i], regions[j])) - area(regions[i]) - area(regions[j]);
      if (growth < best_growth) {
        best_growth = growth;
        best_i = i;
        best_j = j;
      }
    }
  }
  const SDL_Rect merged = unite(regions[best_i], regions[best_j]);
  regions.erase(regions.begin() + static_cast<std::ptrdiff_t>(best_j));
  regions.erase(regions.begin() + static_cast<std::ptrdiff_t>(best_i));
  add_region(regions, merged);
}

}  // namespace

void DrawList::begin(int width, int height) {
  items_.clear();
  vertices_.clear();
  indices_.clear();
  clip_.reset();
  width_ = width;
  height_ = height;
}

void DrawList::set_incremental(bool on) {
  incremental_ = on;
  invalidate();
}

void DrawList::set_clip(std::optional<SDL_Rect> clip) {
  clip_ = clip;
}

void DrawList::add(Item item, Rect box) {
  item.clip = clip_;
  item.bounds = pixel_bounds(box);
  if (clip_) item.bounds = intersect(item.bounds, *clip_);
  if (empty(item.bounds)) return;  // clipped away: draws nothing
  Hasher h;
  h.add(item.kind);
  h.add(item.texture);
  h.add(item.blend);
  h.add(item.color);
  h.add(item.bounds);
  if (item.kind == Kind::Copy) {
    h.add(item.dest);
    h.add(item.hash);  // the content id
  }
  if (item.kind == Kind::Geometry) {
    h.bytes(vertices_.data() + item.first_vertex,
            (vertices_.size() - static_cast<std::size_t>(item.first_vertex)) * sizeof(SDL_Vertex));
    for (int i = 0; i < item.index_count; ++i) {
      h.add(indices_[static_cast<std::size_t>(item.first_index + i)] - item.first_vertex);
    }
  }
  item.hash = h.value();
  items_.push_back(item);
}

void DrawList::clear(Color color) {
  items_.clear();  // everything before is covered
  vertices_.clear();
  indices_.clear();
  Item item;
  item.kind = Kind::Clear;
  item.color = color;
  add(item, {0, 0, static_cast<float>(width_), static_cast<float>(height_)});
}

void DrawList::geometry(SDL_Texture* texture, SDL_BlendMode blend, const SDL_Vertex* vertices,
                        int vertex_count, const int* indices, int index_count) {
  if (vertex_count <= 0 || index_count <= 0) return;
  Item item;
  item.kind = Kind::Geometry;
  item.texture = texture;
  item.blend = blend;
  item.first_vertex = static_cast<int>(vertices_.size());
  item.first_index = static_cast<int>(indices_.size());
  item.index_count = index_count;
  float x0 = vertices[0].position.x;
  float y0 = vertices[0].position.y;
  float x1 = x0;
  float y1 = y0;
  for (int i = 0; i < vertex_count; ++i) {
    const SDL_FPoint p = vertices[i].position;
    x0 = std::min(x0, p.x);
    y0 = std::min(y0, p.y);
    x1 = std::max(x1, p.x);
    y1 = std::max(y1, p.y);
    vertices_.push_back(vertices[i]);
  }
  for (int i = 0; i < index_count; ++i) indices_.push_back(item.first_vertex + indices[i]);
  const std::size_t vertices_before = static_cast<std::size_t>(item.first_vertex);
  const std::size_t indices_before = static_cast<std::size_t>(item.first_index);
  const std::size_t items_before = items_.size();
  add(item, {x0, y0, x1 - x0, y1 - y0});
  if (items_.size() == items_before) {  // clipped away: drop its vertices too
    vertices_.resize(vertices_before);
    indices_.resize(indices_before);
  }
}

void DrawList::copy(SDL_Texture* texture, std::uint64_t content, Color tint, SDL_FRect dest) {
  if (texture == nullptr || tint.a == 0) return;
  Item item;
  item.kind = Kind::Copy;
  item.texture = texture;
  item.color = tint;
  item.dest = dest;
  item.hash = content;
  add(item, {dest.x, dest.y, dest.w, dest.h});
}

std::vector<SDL_Rect> DrawList::damage() const {
  const SDL_Rect screen{0, 0, width_, height_};
  if (!incremental_ || previous_.empty() || previous_width_ != width_ ||
      previous_height_ != height_) {
    return {screen};
  }
  // Match the items of this frame with the previous frame's, in order (an unchanged item
  // that moved before another one in the drawing order counts as changed: overlaps would
  // blend differently). Unmatched items on either side mark their pixels as damaged.
  std::unordered_map<std::uint64_t, std::vector<std::size_t>> positions;
  for (std::size_t j = 0; j < previous_.size(); ++j) positions[previous_[j].hash].push_back(j);
  std::unordered_map<std::uint64_t, std::size_t> cursors;
  std::vector<bool> matched(previous_.size(), false);
  std::vector<SDL_Rect> regions;
  std::size_t next = 0;  // matches must come after this position in the previous frame
  for (const Item& item : items_) {
    bool found = false;
    if (auto it = positions.find(item.hash); it != positions.end()) {
      std::size_t& cursor = cursors[item.hash];
      while (cursor < it->second.size() && it->second[cursor] < next) ++cursor;
      if (cursor < it->second.size()) {
        const std::size_t j = it->second[cursor++];
        matched[j] = true;
        next = j + 1;
        found = true;
      }
    }
    if (!found) add_region(regions, intersect(item.bounds, screen));
  }
  for (std::size_t j = 0; j < previous_.size(); ++j) {
    if (!matched[j]) add_region(regions, intersect(previous_[j].bounds, screen));
  }
  std::erase_if(regions, [](const SDL_Rect& r) { return empty(r); });
  long long total = 0;
  for (const SDL_Rect& r : regions) total += area(r);
  if (static_cast<double>(total) > kFullRedrawShare * static_cast<double>(area(screen))) {
    return {screen};
  }
  return regions;
}

void DrawList::replay(SDL_Renderer* renderer, std::optional<SDL_Rect> region) {
  std::optional<SDL_Rect> applied_clip;
  SDL_RenderSetClipRect(renderer, nullptr);
  const Item* batch_item = nullptr;
  std::optional<SDL_Rect> batch_clip;
  auto flush = [&] {
    if (batch_item == nullptr) return;
    if (batch_item->texture == nullptr) SDL_SetRenderDrawBlendMode(renderer, batch_item->blend);
    SDL_RenderGeometry(renderer, batch_item->texture, vertices_.data(),
                       static_cast<int>(vertices_.size()), batch_.data(),
                       static_cast<int>(batch_.size()));
    ++draw_calls_;
    batch_.clear();
    batch_item = nullptr;
  };
  auto same_clip = [](const std::optional<SDL_Rect>& a, const std::optional<SDL_Rect>& b) {
    if (a.has_value() != b.has_value()) return false;
    return !a || (a->x == b->x && a->y == b->y && a->w == b->w && a->h == b->h);
  };

  for (const Item& item : items_) {
    std::optional<SDL_Rect> clip = item.clip;
    if (region) {
      if (empty(intersect(item.bounds, *region))) continue;
      clip = clip ? intersect(*clip, *region) : *region;
    }
    if (item.kind == Kind::Geometry && batch_item != nullptr &&
        batch_item->texture == item.texture && batch_item->blend == item.blend &&
        same_clip(batch_clip, clip)) {
      batch_.insert(batch_.end(), indices_.begin() + item.first_index,
                    indices_.begin() + item.first_index + item.index_count);
      continue;
    }
    flush();
    if (!same_clip(applied_clip, clip)) {
      SDL_RenderSetClipRect(renderer, clip ? &*clip : nullptr);
      applied_clip = clip;
    }
    switch (item.kind) {
      case Kind::Clear:
        SDL_SetRenderDrawColor(renderer, item.color.r, item.color.g, item.color.b, item.color.a);
        if (region) {  // SDL_RenderClear ignores the clip rectangle
          SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
          SDL_RenderFillRect(renderer, &*region);
          SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
        } else {
          SDL_RenderClear(renderer);
        }
        ++draw_calls_;
        break;
      case Kind::Geometry:
        batch_item = &item;
        batch_clip = clip;
        batch_.assign(indices_.begin() + item.first_index,
                      indices_.begin() + item.first_index + item.index_count);
        break;
      case Kind::Copy:
        SDL_SetTextureColorMod(item.texture, item.color.r, item.color.g, item.color.b);
        SDL_SetTextureAlphaMod(item.texture, item.color.a);
        SDL_RenderCopyF(renderer, item.texture, nullptr, &item.dest);
        ++draw_calls_;
        break;
    }
  }
  flush();
  SDL_RenderSetClipRect(renderer, nullptr);
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
}

bool DrawList::render(SDL_Renderer* renderer) {
  const std::vector<SDL_Rect> regions = damage();
  if (regions.empty()) return false;
  if (regions.size() == 1 && regions[0].x == 0 && regions[0].y == 0 && regions[0].w == width_ &&
      regions[0].h == height_) {
    replay(renderer, std::nullopt);
    pixels_redrawn_ += static_cast<std::uint64_t>(area(regions[0]));
  } else {
    for (const SDL_Rect& region : regions) {
      replay(renderer, region);
      pixels_redrawn_ += static_cast<std::uint64_t>(area(region));
    }
  }
  previous_.clear();
  if (incremental_) {
    previous_.reserve(items_.size());
    for (const Item& item : items_) previous_.push_back({item.hash, item.bounds});
    previous_width_ = width_;
    previous_height_ = height_;
  }
  return true;
}

}  // namespace marienbad::app
