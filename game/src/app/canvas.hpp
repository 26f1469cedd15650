#pragma once
// The drawing layer: scenes say what to draw (panels, discs, lines, text) in renderer
// pixels; this class knows how SDL does it. Anti-aliased round shapes come from small
// cached coverage textures, text from the TextCache. A frame is recorded in a DrawList and
// sent to the renderer by end_frame() (only its changed regions, in incremental mode).
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/draw_list.hpp"
#include "app/geometry.hpp"
#include "app/sdl_handles.hpp"
#include "app/shape_atlas.hpp"
#include "app/text_cache.hpp"
#include "app/theme.hpp"

namespace marienbad::app {

struct TextStyle {
  FontFace face = FontFace::Regular;
  int px = 20;  // pixel size (see Canvas::style to derive it from the type scale)
  Color color{255, 255, 255, 255};
};

struct Size {
  float w = 0;
  float h = 0;
};

class Canvas {
 public:
  Canvas(SDL_Renderer* renderer, TextCache& text, const Theme& theme);

  // Current layout (output size and scale); the app updates it on resize.
  const Layout& layout() const { return layout_; }
  void set_layout(const Layout& layout) {
    layout_ = layout;
    list_.invalidate();
  }
  const Theme& theme() const { return *theme_; }
  const Palette& colors() const { return theme_->colors; }
  // Design pixels -> renderer pixels.
  float px(float design) const { return layout_.px(design); }
  TextStyle style(TextSize size, Color color, FontFace face = FontFace::Regular) const {
    return {face, layout_.font_px(size), color};
  }

  // --- shapes -------------------------------------------------------------------------
  void clear(Color color);
  // The themed background: a vertical gradient with a soft glow in the upper middle.
  void background();
  void fill_rect(Rect rect, Color color);
  void outline_rect(Rect rect, float width, Color color);
  void gradient_rect(Rect rect, Color top, Color bottom);
  void rounded_rect(Rect rect, float radius, Color color);
  void rounded_outline(Rect rect, float radius, float width, Color color);
  // The shadow of a rounded rectangle cast `offset` pixels down. Only the band that shows
  // below the rectangle is drawn (full-size shadows double the pixels to fill).
  void drop_shadow(Rect rect, float radius, float offset, Color color);
  // A raised panel: soft shadow, fill, thin border.
  void panel(Rect rect, Color fill, Color border, float radius);
  void disc(Point center, float radius, Color color);
  void circle(Point center, float radius, float width, Color color);
  void line(Point from, Point to, float width, Color color);
  // Round-capped thick line (a match stick, a highlighted path).
  void capsule(Point from, Point to, float width, Color color);
  void triangle(Point a, Point b, Point c, Color color);
  // Soft radial glow (for highlights and ambience).
  void glow(Point center, float radius, Color color);

  // Clip drawing to `rect` (nullopt: whole screen).
  void set_clip(std::optional<Rect> rect);

  // --- images -------------------------------------------------------------------------
  // Loads a BMP once (cached by path); returns false if it cannot be read.
  bool image(const std::filesystem::path& bmp, Rect dest, Color tint = {255, 255, 255, 255});

  // --- text ---------------------------------------------------------------------------
  Size measure(std::string_view text, const TextStyle& style);
  float line_height(const TextStyle& style);
  // One line at `anchor`, aligned horizontally and vertically around it. Returns its box.
  Rect text(std::string_view text, Point anchor, const TextStyle& style, Align align = Align::Left,
            VAlign valign = VAlign::Top);
  // Word-wrapped text inside `box` (explicit '\n' honoured). Returns the box actually used.
  Rect text_box(std::string_view text, Rect box, const TextStyle& style, Align align = Align::Left,
                VAlign valign = VAlign::Top);
  // Splits text into lines no wider than max_width (a too-long word gets its own line).
  std::vector<std::string> wrap(std::string_view text, const TextStyle& style, float max_width);
  // Height text_box would need for this width.
  float wrapped_height(std::string_view text, const TextStyle& style, float max_width);

  // --- diagnostics --------------------------------------------------------------------
  std::size_t text_textures_created() const { return text_->textures_created(); }
  SDL_Renderer* renderer() const { return renderer_; }  // for the app only (screenshots)
  // Forgets cached shape/image textures (after a render device reset).
  void drop_textures();

  // --- frames (the app calls these) ------------------------------------------------------
  void begin_frame();
  // Draws what was recorded since begin_frame(). Returns false if the frame is identical
  // to the one already in the back buffer (incremental mode): nothing to present.
  bool end_frame();
  // Incremental mode redraws only the regions that changed since the previous frame; it
  // needs a back buffer that keeps its pixels after presenting (software GL does).
  void set_incremental(bool on) { list_.set_incremental(on); }
  bool incremental() const { return list_.incremental(); }
  // The next frame is drawn in full (window exposed, contents lost).
  void invalidate() { list_.invalidate(); }
  // Draws the last recorded frame again, in full (tests compare it with the incremental
  // result of the same frame).
  void redraw_last_frame();
  // Renderer calls issued so far, and pixels redrawn (for tests and the benchmark).
  std::size_t draw_calls() const { return list_.draw_calls(); }
  std::uint64_t pixels_redrawn() const { return list_.pixels_redrawn(); }

 private:
  struct Uv {
    float u0, v0, u1, v1;
  };
  // Atlas lookups; on a full atlas: flush, reset, retry. nullopt if it cannot fit at all.
  template <class Get>
  std::optional<Uv> atlas_uv(Get get);
  std::optional<Uv> white_uv();
  void push_quad(Rect dest, Uv uv, Color color);
  void push_vertices(const SDL_Vertex (&vertices)[4]);
  void push_quad(const Point (&corners)[4], const Color (&colors)[4]);
  void corners(Uv uv, Rect rect, float r, Color color);
  void quad(Point a, Point b, Point c, Point d, Color color);

  SDL_Renderer* renderer_;
  TextCache* text_;
  const Theme* theme_;
  Layout layout_;
  ShapeAtlas atlas_;
  std::vector<SDL_Vertex> backdrop_vertices_;  // background() mesh for the current size
  std::vector<int> backdrop_indices_;
  int backdrop_w_ = 0;
  int backdrop_h_ = 0;
  DrawList list_;
  std::map<std::string, TexturePtr> images_;
  std::map<std::string, std::vector<std::string>> wrap_cache_;
};

}  // namespace marienbad::app
