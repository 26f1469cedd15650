#pragma once
// What the canvas relies on about the libraries under it: Mesa's llvmpipe (software GL, what a
// window gets under Xvfb or without a GPU), SDL's renderers and glibc. Each fact is a named
// constant or a statement that the drawing code uses, with the version it was measured on.
// Nothing here is needed for correct pixels except the software renderer's texel rounding:
// the rest is what makes a frame cheap. What each fact costs or saves, and how it was
// measured: docs/performance.md. marienbad-app-bench checks what it can cheaply
// (check_driver_facts) and warns when a fact may no longer hold.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

struct SDL_Renderer;

namespace marienbad::app::driver_facts {

// The versions every fact below was measured on (Debian 12).
inline constexpr int kSdlMajor = 2;
inline constexpr int kSdlMinor = 26;
inline constexpr int kSdlPatch = 5;
inline constexpr std::string_view kMesa = "22.3.6";  // llvmpipe, LLVM 15
inline constexpr std::string_view kGlibc = "2.36";

// llvmpipe's rectangle fast path (Mesa 22.3.6): two triangles that make an axis-aligned
// rectangle are filled as one rectangle, several times faster, when every vertex attribute
// is one plane over it (a colour: the same differences along both edges). The backdrop is
// bands of such rectangles, colours varying only across; an opaque one-colour fill is
// drawn untextured and unblended to stay on it (backdrop, canvas, canvas_raised)...
//
// ... but only within one draw of at most this many vertices (SDL sends one per index):
// llvmpipe splits a longer draw where the triangles no longer pair, and fills the rest as
// triangles (draw_batches, backdrop).
inline constexpr std::size_t kMaxRectangleDrawVertices = 4096;
inline constexpr std::size_t kVerticesPerRectangle = 6;
inline constexpr std::size_t kMaxRectanglesPerDraw =
    kMaxRectangleDrawVertices / kVerticesPerRectangle;  // 682

// SDL's OpenGL renderer (2.26.5) merges consecutive draws with the same texture and blend
// mode into one, even across two sends with nothing between them: a draw kept short for
// the fast path above must be separated by SDL_RenderFlush, or by a draw of another kind
// (draw_batches; canvas_raised draws a panel's interior after its rim's copies).
inline constexpr bool kSdlMergesDraws = true;

// Every texture change is a draw of its own, and a draw costs llvmpipe far more than the
// pixels of a button or a line of text: text and shapes share atlas pages (atlas_pages,
// shape_atlas), and raised shapes with an interior smaller than this many pixels are drawn
// directly in the batch around them rather than copied from a layer (canvas_raised).
inline constexpr float kMinLayerInteriorPixels = 32768;

// A nearest-sampled texel costs llvmpipe several times less than a filtered one: shapes
// are made at the size they are drawn, on whole pixels (shape_atlas, canvas).

// SDL's software renderer (golden screens, --screenshot) finds a texel as (int)(u * width),
// exact only when the side is a power of two (atlas_pages), and refuses coordinates past 1.
// Texture coordinates lie this far into their texel so that it never lands one short while
// nearest sampling picks the same texels (canvas: texture_part, which cached layers use).
inline constexpr float kTexelInset = 0.25f;

// A cached layer's opaque copy costs llvmpipe about as much as a blended textured pass: a
// layer pays only for content blended several times per pixel, and a large panel's layer
// gives only its rim, its interior drawn as the backdrop seen through it (cached_layer,
// canvas_raised). The backdrop is drawn around large panels so that each pixel of the
// window is filled once (canvas).

// llvmpipe frees and re-allocates megabytes each frame; with glibc's default trim
// threshold (glibc 2.36) they go back to the kernel and are faulted in again every frame.
// The process keeps this much freed memory instead (heap).
inline constexpr int kKeptFreedBytes = 64 << 20;

// A flat 2D frame needs no depth or stencil buffer, and llvmpipe bins and shades faster
// without one; SDL asks for a 16-bit depth buffer by default (app).
inline constexpr int kDepthBits = 0;
inline constexpr int kStencilBits = 0;

// The versions a process runs on: SDL, glibc, and the renderer's (SDL's name, and for SDL's
// OpenGL renderer the GL_RENDERER and GL_VERSION strings; empty when unknown).
struct Running {
  int sdl_major = 0;
  int sdl_minor = 0;
  int sdl_patch = 0;
  std::string glibc;
  std::string renderer;
  std::string gl_renderer;
  std::string gl_version;
};
// Reads them (cheap: versions only). `renderer` may be null (then SDL and glibc only).
Running running_versions(SDL_Renderer* renderer);
// One line per fact that may no longer hold on `running` (empty when all is as measured).
std::vector<std::string> check_versions(const Running& running);
// check_versions(running_versions(renderer)): what marienbad-app-bench warns about.
std::vector<std::string> check_driver_facts(SDL_Renderer* renderer);

}  // namespace marienbad::app::driver_facts
