#pragma once
// The canvas's cache of large raised shapes (panels): one layer each, kept by shape.
#include <cstdint>

#include "app/cached_layer.hpp"
#include "app/canvas.hpp"

namespace marienbad::app {

struct Canvas::RaisedLayer {
  std::uint64_t key = 0;
  std::uint64_t last_frame = 0;
  CachedLayer layer;
};

}  // namespace marienbad::app
