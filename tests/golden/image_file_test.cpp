// The game's images without SDL2_image (app/image_file.hpp), checked with it: the window's
// icon is the SVG as SDL2_image renders it, and a PNG the game writes reads back as the
// surface it was made from.
#include <SDL.h>
#include <SDL_image.h>

#include <catch2/catch.hpp>
#include <cstring>
#include <string>

#include "app/image_file.hpp"
#include "test_paths.hpp"

namespace marienbad::app {
namespace {

// Whether two surfaces of the same format and size have the same pixels.
bool same_pixels(const SDL_Surface& a, const SDL_Surface& b) {
  if (a.w != b.w || a.h != b.h || a.format->format != b.format->format) return false;
  const auto row = static_cast<std::size_t>(a.w) * a.format->BytesPerPixel;
  for (int y = 0; y < a.h; ++y) {
    if (std::memcmp(static_cast<const char*>(a.pixels) + y * a.pitch,
                    static_cast<const char*>(b.pixels) + y * b.pitch, row) != 0) {
      return false;
    }
  }
  return true;
}

SurfacePtr read_png(const std::string& bytes, Uint32 format) {
  SurfacePtr loaded(
      IMG_Load_RW(SDL_RWFromConstMem(bytes.data(), static_cast<int>(bytes.size())), 1));
  if (!loaded) return nullptr;
  return SurfacePtr(SDL_ConvertSurfaceFormat(loaded.get(), format, 0));
}

TEST_CASE("the window's icon is the SVG rendered at its size, made at build time") {
  REQUIRE(has_window_icon());
  auto icon = window_icon();
  REQUIRE(icon.ok());
  CHECK(icon.value()->w == kWindowIconSize);
  CHECK(icon.value()->h == kWindowIconSize);
  const std::string svg = test::source_dir() + "/assets/icons/org.marienbad.Marienbad.svg";
  SDL_RWops* file = SDL_RWFromFile(svg.c_str(), "rb");
  REQUIRE(file != nullptr);
  SurfacePtr rendered(IMG_LoadSizedSVG_RW(file, kWindowIconSize, kWindowIconSize));
  SDL_RWclose(file);
  REQUIRE(rendered);
  SurfacePtr expected(SDL_ConvertSurfaceFormat(rendered.get(), SDL_PIXELFORMAT_RGBA32, 0));
  REQUIRE(expected);
  CHECK(same_pixels(*icon.value(), *expected));
  // The icon is a copy: changing it leaves the next one as it was.
  SDL_FillRect(icon.value().get(), nullptr, 0);
  auto again = window_icon();
  REQUIRE(again.ok());
  CHECK(same_pixels(*again.value(), *expected));
}

TEST_CASE("a PNG the game writes reads back with the same colours, and its alpha if any") {
  for (const Uint32 format : {SDL_PIXELFORMAT_RGB24, SDL_PIXELFORMAT_RGBA32}) {
    CAPTURE(SDL_GetPixelFormatName(format));
    SurfacePtr surface(SDL_CreateRGBSurfaceWithFormat(0, 37, 23, 32, format));
    REQUIRE(surface);
    auto* pixels = static_cast<unsigned char*>(surface->pixels);
    for (int i = 0; i < surface->pitch * surface->h; ++i)
      pixels[i] = static_cast<unsigned char>(i * 7);
    auto png = encode_image(*surface, ImageFormat::Png);
    REQUIRE(png.ok());
    CHECK(png.value().substr(1, 3) == "PNG");
    SurfacePtr read = read_png(png.value(), format);
    REQUIRE(read);
    CHECK(same_pixels(*read, *surface));
  }
}

TEST_CASE("an image too large for the encoders' int sizes is refused, its pixels unread") {
  SurfacePtr small(SDL_CreateRGBSurfaceWithFormat(0, 4, 4, 24, SDL_PIXELFORMAT_RGB24));
  REQUIRE(small);
  // The same 16 pixels claimed as 40,000 x 20,000: reading them would overrun.
  SDL_Surface huge = *small;
  huge.w = 40000;
  huge.h = 20000;
  huge.pitch = 3 * 40000;
  for (const ImageFormat format : {ImageFormat::Png, ImageFormat::Bmp}) {
    auto encoded = encode_image(huge, format);
    REQUIRE_FALSE(encoded.ok());
    CHECK(encoded.error() == "cannot encode the image: 40000x20000 pixels is too large");
  }
}

}  // namespace
}  // namespace marienbad::app
