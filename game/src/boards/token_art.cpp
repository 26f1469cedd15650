#include "boards/token_art.hpp"

#include <algorithm>

namespace marienbad::app {

namespace {
constexpr Color kGoldRim = rgb(0xb0802e);
constexpr Color kGoldFace = rgb(0xe9bd5c);
constexpr Color kGoldInner = rgb(0xf4d486);
}  // namespace

void draw_token(Canvas& canvas, Point center, float radius, const TokenLook& look) {
  const Palette& c = canvas.colors();
  const float alpha = std::clamp(look.alpha, 0.0f, 1.0f);
  const auto a = [alpha](Color color) {
    return color.with_alpha(static_cast<std::uint8_t>(alpha * static_cast<float>(color.a)));
  };
  if (look.glowing) canvas.glow(center, radius * 2.6f, a(look.glow.with_alpha(170)));
  // Shadow to the lower right, rim, face, an inner ring, and a small specular highlight.
  const float off = std::max(1.0f, radius * 0.14f);
  canvas.disc({center.x + off, center.y + off}, radius, a(c.shadow));
  canvas.disc(center, radius, a(kGoldRim));
  canvas.disc(center, radius * 0.86f, a(kGoldFace));
  if (radius >= 6) {
    canvas.circle(center, radius * 0.62f, std::max(1.0f, radius * 0.08f),
                  a(kGoldRim.with_alpha(150)));
    canvas.disc(center, radius * 0.5f, a(kGoldInner.with_alpha(120)));
  }
  canvas.disc({center.x - radius * 0.35f, center.y - radius * 0.38f}, radius * 0.2f,
              a(rgb(0xfff4d6, 200)));
  if (look.marked) {
    const float width = std::max(2.0f, radius * 0.16f);
    canvas.circle(center, radius + width * 1.4f, width, a(look.mark));
  }
}

}  // namespace marienbad::app
