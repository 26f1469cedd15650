// The desktop's images without an image library: PNG screenshots by stb_image_write (Debian's
// libstb-dev, its functions static, defined in game/CMakeLists.txt), the icon from pixels made
// at build time. SDL2_image and the decoders it loads (TIFF, JPEG, WebP...) would add 0.6 MiB
// to the game's memory for these two (docs/performance.md).
#include <zlib.h>

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <string>

namespace {

// zlib's deflate for stb's PNG: a fifth smaller than stb's own, and zlib is loaded already
// (FreeType's). stb frees the result with free().
unsigned char* zlib_compress(unsigned char* data, int size, int* out_size, int quality) {
  uLongf room = compressBound(static_cast<uLong>(size));
  auto* out = static_cast<unsigned char*>(std::malloc(room));
  if (out == nullptr) return nullptr;
  if (compress2(out, &room, data, static_cast<uLong>(size), std::min(quality, 9)) != Z_OK) {
    std::free(out);
    return nullptr;
  }
  *out_size = static_cast<int>(room);
  return out;
}

}  // namespace

#define STBIW_ZLIB_COMPRESS zlib_compress
#include <stb/stb_image_write.h>

#include "app/image_file.hpp"

namespace marienbad::app {

namespace {

// The bytes of the surface's rows as 32-bit pixels, or as they are if their pitch is wider:
// more than any encoding of it needs for its pixels.
std::size_t row_bytes(const SDL_Surface& surface) {
  const std::size_t rows = static_cast<std::size_t>(std::max(surface.h, 0));
  const std::size_t pitch = std::max(static_cast<std::size_t>(std::max(surface.pitch, 0)),
                                     4 * static_cast<std::size_t>(std::max(surface.w, 0)));
  return rows * pitch;
}

void append_bytes(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data),
                                             static_cast<std::size_t>(size));
}

// A PNG of the surface's colours, with its alpha if it has one (RGB24 or RGBA32 rows).
Result<std::string> encode_png(SDL_Surface& surface) {
  const bool alpha = surface.format->Amask != 0;
  const Uint32 format = alpha ? SDL_PIXELFORMAT_RGBA32 : SDL_PIXELFORMAT_RGB24;
  // A screenshot is RGB24 already: no copy of a 4K frame.
  SurfacePtr converted;
  if (surface.format->format != format) {
    converted.reset(SDL_ConvertSurfaceFormat(&surface, format, 0));
    if (!converted) return Error{std::string("cannot encode the image: ") + SDL_GetError()};
  }
  const SDL_Surface& rows = converted ? *converted : surface;
  std::string encoded;
  if (stbi_write_png_to_func(append_bytes, &encoded, rows.w, rows.h, alpha ? 4 : 3, rows.pixels,
                             rows.pitch) == 0) {
    return Error{std::string("cannot encode the image as PNG")};
  }
  return encoded;
}

Result<std::string> encode_bmp(SDL_Surface& surface) {
  // Room for 32-bit pixels (SDL writes 24 or 32 bits a pixel) plus the headers and a palette.
  std::string encoded(row_bytes(surface) + 65536, '\0');
  SDL_RWops* memory = SDL_RWFromMem(encoded.data(), static_cast<int>(encoded.size()));
  if (memory == nullptr) return Error{std::string("cannot encode the image: ") + SDL_GetError()};
  const int failed = SDL_SaveBMP_RW(&surface, memory, 0);
  const Sint64 size = SDL_RWtell(memory);
  SDL_RWclose(memory);
  if (failed != 0 || size <= 0) {
    return Error{std::string("cannot encode the image: ") + SDL_GetError()};
  }
  encoded.resize(static_cast<std::size_t>(size));
  return encoded;
}

}  // namespace

bool has_window_icon() {
  return true;
}

Result<std::string> encode_image(SDL_Surface& surface, ImageFormat format) {
  // stb and SDL_RWFromMem count bytes in int: an image whose pixels, headers and filter bytes
  // might pass INT_MAX is refused (a window can never be that large).
  if (row_bytes(surface) + static_cast<std::size_t>(std::max(surface.h, 0)) + 65536 >
      static_cast<std::size_t>(std::numeric_limits<int>::max())) {
    return Error{"cannot encode the image: " + std::to_string(surface.w) + "x" +
                 std::to_string(surface.h) + " pixels is too large"};
  }
  return format == ImageFormat::Png ? encode_png(surface) : encode_bmp(surface);
}

Result<SurfacePtr> window_icon() {
  // SDL only reads the constant pixels: the copy is what the caller may change.
  SurfacePtr shown(SDL_CreateRGBSurfaceWithFormatFrom(const_cast<unsigned char*>(kWindowIconPixels),
                                                      kWindowIconSize, kWindowIconSize, 32,
                                                      kWindowIconSize * 4, SDL_PIXELFORMAT_RGBA32));
  SurfacePtr icon(shown ? SDL_DuplicateSurface(shown.get()) : nullptr);
  if (!icon) return Error{std::string("cannot make the window icon: ") + SDL_GetError()};
  return icon;
}

}  // namespace marienbad::app
