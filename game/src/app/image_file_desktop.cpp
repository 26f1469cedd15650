// The desktop's images, with SDL2_image: PNG screenshots and the window's icon from its SVG.
#include <SDL_image.h>

#include <algorithm>

#include "app/image_file.hpp"

namespace marienbad::app {

bool has_window_icon() {
  return true;
}

Result<std::string> encode_image(SDL_Surface& surface, ImageFormat format) {
  // Room for the raw pixels plus headers: neither BMP nor (uncompressed at worst) PNG needs
  // more than one filter byte per row and a few zlib and chunk headers on top.
  const std::size_t raw =
      static_cast<std::size_t>(surface.pitch) * static_cast<std::size_t>(std::max(surface.h, 0));
  std::string encoded(raw + raw / 64 + 4 * static_cast<std::size_t>(surface.h) + 65536, '\0');
  SDL_RWops* memory = SDL_RWFromMem(encoded.data(), static_cast<int>(encoded.size()));
  if (memory == nullptr) return Error{std::string("cannot encode the image: ") + SDL_GetError()};
  const int failed = format == ImageFormat::Png ? IMG_SavePNG_RW(&surface, memory, 0)
                                                : SDL_SaveBMP_RW(&surface, memory, 0);
  const Sint64 size = SDL_RWtell(memory);
  SDL_RWclose(memory);
  if (failed != 0 || size <= 0) {
    return Error{std::string("cannot encode the image: ") + SDL_GetError()};
  }
  encoded.resize(static_cast<std::size_t>(size));
  return encoded;
}

Result<SurfacePtr> load_svg(const std::filesystem::path& file, int size) {
  SDL_RWops* source = SDL_RWFromFile(file.string().c_str(), "rb");
  if (source == nullptr) return Error{"cannot open " + file.string() + ": " + SDL_GetError()};
  SurfacePtr surface(IMG_LoadSizedSVG_RW(source, size, size));
  SDL_RWclose(source);
  if (!surface) return Error{"cannot read the SVG " + file.string() + ": " + IMG_GetError()};
  return surface;
}

}  // namespace marienbad::app
