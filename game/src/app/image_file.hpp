#pragma once
// Images the game writes or shows: screenshots as PNG or BMP, the window's icon. The desktop's
// in image_file_desktop.cpp; a page has none (image_file_web.cpp).
#include <SDL.h>

#include <filesystem>
#include <string>

#include "app/sdl_handles.hpp"
#include "marienbad/result.hpp"

namespace marienbad::app {

enum class ImageFormat { Png, Bmp };

// A name ending in ".png" (any case) is a PNG; anything else (".bmp", /dev/null) a BMP.
bool is_png_name(const std::filesystem::path& file);

// Whether the window shows the game's icon (window_icon): a page's tab shows the site's.
bool has_window_icon();

// The whole encoded file, in memory: written atomically by the caller, so a full disk
// never leaves a truncated image.
Result<std::string> encode_image(SDL_Surface& surface, ImageFormat format);

// The window's icon: assets/icons/org.marienbad.Marienbad.svg rendered at build time
// (game/tools/render_icon.cpp writes the two constants below), so the game links no SVG
// loader. The surface is a copy the caller owns.
Result<SurfacePtr> window_icon();
extern const int kWindowIconSize;                // pixels on a side
extern const unsigned char kWindowIconPixels[];  // its RGBA bytes, row by row

}  // namespace marienbad::app
