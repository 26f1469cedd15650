#include "app/rect_packer.hpp"

#include <vector>

// stb's implementation, its functions static (game/CMakeLists.txt defines
// STB_RECT_PACK_IMPLEMENTATION and STBRP_STATIC for this file alone): the benchmark that
// compares packers compiles its own.
#include <stb/stb_rect_pack.h>

namespace marienbad::app {

struct RectPacker::Skyline {
  stbrp_context context{};
  std::vector<stbrp_node> nodes;  // one per column: stb then never runs out
};

RectPacker::RectPacker(int width, int height, int gap)
    : skyline_(std::make_unique<Skyline>()), gap_(gap) {
  skyline_->nodes.resize(static_cast<std::size_t>(width));
  stbrp_init_target(&skyline_->context, width, height, skyline_->nodes.data(), width);
}

RectPacker::~RectPacker() = default;
RectPacker::RectPacker(RectPacker&&) noexcept = default;
RectPacker& RectPacker::operator=(RectPacker&&) noexcept = default;

std::optional<PackedRect> RectPacker::place(int w, int h) {
  stbrp_rect r{};
  r.w = w + gap_;
  r.h = h + gap_;
  stbrp_pack_rects(&skyline_->context, &r, 1);
  if (r.was_packed == 0) return std::nullopt;
  return PackedRect{r.x + gap_ / 2, r.y + gap_ / 2};
}

void RectPacker::fill() {
  const int width = skyline_->context.width;
  stbrp_init_target(&skyline_->context, width, 0, skyline_->nodes.data(), width);
}

}  // namespace marienbad::app
