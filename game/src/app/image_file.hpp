#pragma once
// Images the game writes or reads: screenshots as PNG or BMP, the icon from its SVG. The
// desktop's with SDL2_image (image_file_desktop.cpp); a page has none (image_file_web.cpp).
#include <SDL.h>

#include <filesystem>
#include <string>

#include "app/sdl_handles.hpp"
#include "marienbad/result.hpp"

namespace marienbad::app {

// The application's icon in the assets' icons/ directory, named by its application id.
inline constexpr const char* kIconFile = "org.marienbad.Marienbad.svg";

enum class ImageFormat { Png, Bmp };

// A name ending in ".png" (any case) is a PNG; anything else (".bmp", /dev/null) a BMP.
bool is_png_name(const std::filesystem::path& file);

// Whether the window shows the game's icon (load_svg): a page's tab shows the site's.
bool has_window_icon();

// The whole encoded file, in memory: written atomically by the caller, so a full disk
// never leaves a truncated image.
Result<std::string> encode_image(SDL_Surface& surface, ImageFormat format);

// The SVG at `file` rasterised to `size`×`size` pixels (SDL_image's SVG loader); the error
// says why in one line.
Result<SurfacePtr> load_svg(const std::filesystem::path& file, int size);

}  // namespace marienbad::app
