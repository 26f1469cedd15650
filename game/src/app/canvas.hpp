#pragma once
// The drawing layer: scenes say what to draw (panels, discs, lines, text) in renderer
// pixels; this class knows how SDL does it. Anti-aliased round shapes (coverage masks) and
// rendered strings lie in shared atlas pages, so consecutive shapes and text become one
// SDL_RenderGeometry call; every frame is drawn in full. On software GL (llvmpipe) a draw
// costs far more than its pixels, and an axis-aligned rectangle of one colour plane is
// filled several times faster than triangles: rectangles, round shapes and text are drawn
// as such rectangles (textured or not); line() and triangle() are the exceptions, thin
// quads at any angle. Where the backdrop is drawn is app/backdrop_plan.hpp's part.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/backdrop.hpp"
#include "app/backdrop_plan.hpp"
#include "app/draw_batches.hpp"
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

// A raised shape: its shadow `lift` pixels down (only the band below it, or the whole
// offset shape under a translucent fill), its fill and its border.
struct Raised {
  Rect rect;
  float radius = 0;
  float lift = 0;
  bool full_shadow = false;
  Color shadow;
  Color fill;
  Color border;
  float border_width = 1;
};

class CachedLayer;

class Canvas {
 public:
  // Text and shapes drawn pixel for pixel share `pages`; `text` puts its strings there.
  Canvas(SDL_Renderer* renderer, AtlasPages& pages, TextCache& text, const Theme& theme);
  ~Canvas();
  Canvas(const Canvas&) = delete;
  Canvas& operator=(const Canvas&) = delete;

  // Current layout (output size and scale); the app updates it on resize.
  const Layout& layout() const { return layout_; }
  void set_layout(const Layout& layout) { layout_ = layout; }
  const Theme& theme() const { return *theme_; }
  const Palette& colors() const { return theme_->colors; }
  // Design pixels -> renderer pixels.
  float px(float design) const { return layout_.px(design); }
  TextStyle style(TextSize size, Color color, FontFace face = FontFace::Regular) const {
    return {face, layout_.font_px(size), color};
  }

  // --- shapes -------------------------------------------------------------------------
  void clear(Color color);
  // The themed background: a vertical gradient with a soft glow in the upper middle. On the
  // screen it is drawn when something else is, around the large raised shapes drawn before
  // that or drawn from layers in the frame before: each pixel is filled once, whatever the
  // order the scene draws its panels in.
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
  // Shadow, fill and border. A large one on the bare backdrop (nothing drawn there since
  // background(), no clip) is drawn once into a cached layer, backdrop included; each frame
  // its border, corners and shadow are copied from there and the rest of its fill is drawn
  // as the backdrop's rectangles seen through it (within 2 levels of 255): a fraction of
  // the cost of blending three translucent layers.
  void raised(const Raised& shape);
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
  // `style` made smaller (down to 70 %) until one line of `text` fits in max_width: a long
  // title in a narrow panel shrinks instead of running over its edge.
  TextStyle fitted(std::string_view text, TextStyle style, float max_width);
  float line_height(const TextStyle& style);
  // One line at `anchor`, aligned horizontally and vertically around it, at most max_width
  // wide (by default the window's width): a longer line is cut with "…". Returns its box.
  Rect text(std::string_view text, Point anchor, const TextStyle& style, Align align = Align::Left,
            VAlign valign = VAlign::Top, std::optional<float> max_width = std::nullopt);
  // `text` as text() draws it in max_width: itself, or cut at a character and ended with "…".
  std::string elided(std::string_view text, const TextStyle& style, float max_width);
  // Word-wrapped text inside `box` (explicit '\n' honoured), at most max_lines lines (0:
  // what the window's height holds), the last ended with "…" when text is left; a word
  // wider than the box is cut with "…". Returns the box actually used.
  Rect text_box(std::string_view text, Rect box, const TextStyle& style, Align align = Align::Left,
                VAlign valign = VAlign::Top, std::size_t max_lines = 0);
  // Splits text into lines no wider than max_width (a too-long word gets its own line), at
  // most max_lines of them (0: what the window's height holds).
  std::vector<std::string> wrap(std::string_view text, const TextStyle& style, float max_width,
                                std::size_t max_lines = 0);
  // Lines of `style` that `height` holds (at least one): a box's max_lines.
  std::size_t lines_in(float height, const TextStyle& style);
  // Height text_box would need for this width.
  float wrapped_height(std::string_view text, const TextStyle& style, float max_width,
                       std::size_t max_lines = 0);

  // --- diagnostics --------------------------------------------------------------------
  std::size_t text_textures_created() const { return text_->textures_created(); }
  SDL_Renderer* renderer() const { return renderer_; }  // for the app only (screenshots)
  // Forgets cached shape/image textures (after a render device reset); target textures
  // (CachedLayer) see the new generation() and draw themselves again.
  void drop_textures();
  std::uint64_t generation() const { return generation_; }

  // --- target textures (CachedLayer uses these) ---------------------------------------------
  // Until end_target(), drawing goes into `target` (cleared to transparent), whose top-left
  // pixel shows the canvas point `origin`: scenes keep drawing in window coordinates.
  void begin_target(SDL_Texture* target, Point origin);
  void end_target();
  // Draws a texture (a layer), or its `source` part, at `dest`, pixel for pixel.
  void texture(SDL_Texture* texture, Rect dest, Color tint = {255, 255, 255, 255},
               std::optional<SDL_Rect> source = std::nullopt);
  // The `source` part of an opaque texture `size` large (a layer) at `at`, pixel for pixel,
  // in one batch with the other parts of that texture.
  void texture_part(SDL_Texture* texture, SDL_Point size, SDL_Rect source, Point at);

  // --- frames (the app calls these) ------------------------------------------------------
  void begin_frame();
  // The first frame makes no layers: its raised shapes are drawn straight. A layer only
  // saves the frames after it, and making one costs that frame a render target and, on
  // software GL, the code of each kind of draw into it (docs/performance.md, start-up). The
  // pixels differ by rounding only (at most 2 of 255). A window asks for it; screenshots,
  // which are first frames, keep the layers every later frame shows.
  void draw_first_frame_straight(bool on) { first_frame_straight_ = on; }
  // Sends what is still batched to the renderer (the frame is then ready to present).
  void end_frame();
  // Renderer calls issued so far (for tests and the benchmark).
  std::size_t draw_calls() const { return draw_calls_; }
  // Pixels of the window's backdrop drawn this frame (at most the window's area: each is
  // filled once, around the large panels however the scene orders them).
  float backdrop_area() const { return plan_.area(); }

 private:
  struct RaisedLayer;
  class BackdropPass;
  struct Uv {
    SDL_Texture* texture;
    float u0, v0, u1, v1;
  };
  // Texture coordinates of a shape in its atlas page.
  static std::optional<Uv> atlas_uv(const std::optional<AtlasImage>& image);
  // The atlas for a shape stored at `stored` pixels and drawn at `drawn`.
  ShapeAtlas& atlas_for(int drawn, int stored) { return drawn == stored ? atlas_ : scaled_atlas_; }
  void push_quad(Rect dest, Uv uv, Color color);
  // A disc, ring or glow, drawn on whole pixels in the square around `center`: `mask(atlas,
  // stored, drawn)` gives its mask stored at `stored` pixels of radius for one drawn at
  // `drawn` (a template, not a std::function: the canvas's most frequent shapes; canvas.cpp).
  template <class Mask>
  void round_shape(Point center, float radius, Color color, const Mask& mask);
  void push_vertices(SDL_Texture* atlas, const SDL_Vertex (&vertices)[4]);
  void push_quad(const Point (&corners)[4], const Color (&colors)[4]);
  // Adds shapes to the pending batches (sent before texture copies, clipping and target
  // changes, and at the end of the frame).
  void geometry(SDL_Texture* texture, SDL_BlendMode blend, const SDL_Vertex* vertices,
                int vertex_count, const int* indices, int index_count);
  void flush();
  void raised_direct(const Raised& shape);
  // Where a raised shape's layer shows only its fill (and full shadow) over the backdrop:
  // a column between its rounded corners, inside its border, and a column beside it on
  // each side. None when there is no such part.
  struct RaisedInterior {
    Rect middle;
    float shadow_top = 0;  // the full shadow lies under the middle column from here down
    Rect left;
    Rect right;
  };
  static std::optional<RaisedInterior> raised_interior(const Raised& shape);
  // The layer holding a raised shape drawn on the backdrop over `area` (drawn now if it
  // changed); null when layers cannot be made (the shape was drawn straight to the screen).
  const CachedLayer* raised_layer(const Raised& shape, Rect area);
  // The backdrop, if background() was called and it is not drawn yet (see background()).
  void draw_backdrop();
  // Fills with the backdrop every hole left for an expected layer that `box` touches (all
  // of them without a box), unclipped.
  void fill_holes(std::optional<Rect> box);
  // The area of rectangles in Backdrop's form.
  static float quads_area(const std::vector<SDL_Vertex>& quads);
  // Rectangles in Backdrop's form (four corners each), without blending.
  void opaque_rectangles(const std::vector<SDL_Vertex>& quads);
  void corners(Uv uv, Rect rect, float r, Color color);
  void quad(Point a, Point b, Point c, Point d, Color color);

  SDL_Renderer* renderer_;
  AtlasPages* pages_;  // text and shapes drawn pixel for pixel (sampled nearest)
  TextCache* text_;
  const Theme* theme_;
  Layout layout_;
  AtlasPages scaled_pages_;  // shapes drawn larger than stored (filtered)
  ShapeAtlas atlas_;
  ShapeAtlas scaled_atlas_;
  Backdrop backdrop_;
  std::vector<int> rectangle_indices_;
  std::vector<SDL_Vertex> interior_;  // a raised shape's interior, drawn as the backdrop
  std::vector<SDL_Vertex> around_;    // the backdrop around opaque shapes
  BackdropPlan plan_;                 // where the screen's backdrop goes this frame
  SDL_Rect clip_rect_{};              // the clip set, when clipped_ (lifted to fill a hole)
  bool opaque_part_ = false;          // drawing a raised layer's parts: they fill no hole
  DrawBatches batches_;
  bool clip_empty_ = false;  // everything is clipped away
  bool clipped_ = false;     // a clip is set
  Point offset_;             // added to every position (drawing into a target)
  SDL_Texture* target_ = nullptr;
  std::size_t draw_calls_ = 0;
  std::uint64_t generation_ = 0;
  std::vector<RaisedLayer> raised_layers_;
  std::uint64_t frame_ = 0;  // frames begun; the first is 1
  bool first_frame_straight_ = false;
  std::map<std::string, TexturePtr> images_;
  std::map<std::string, std::vector<std::string>> wrap_cache_;
  // max_lines, or when 0 the lines the window's height holds.
  std::size_t lines_at_most(const TextStyle& style, std::size_t max_lines);
};

}  // namespace marienbad::app
