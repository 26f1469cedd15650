// marienbad-render-icon SVG SIZE OUT.png: the icon rendered at SIZE×SIZE pixels, at build
// time, for the desktop's hicolor theme (the same SVG loader as the window icon).
#include <cstdio>
#include <cstdlib>
#include <string>

#include "app/image_file.hpp"
#include "app/player_files.hpp"

int main(int argc, char** argv) {
  using namespace marienbad::app;
  if (argc != 4) {
    std::fprintf(stderr, "usage: marienbad-render-icon SVG SIZE OUT.png\n");
    return 2;
  }
  const int size = std::atoi(argv[2]);
  if (size < 8 || size > 1024) {
    std::fprintf(stderr, "marienbad-render-icon: SIZE must be 8 to 1024, not %s\n", argv[2]);
    return 2;
  }
  auto icon = load_svg(argv[1], size);
  if (!icon.ok()) {
    std::fprintf(stderr, "marienbad-render-icon: %s\n", icon.error().c_str());
    return 1;
  }
  auto png = encode_image(*icon.value(), ImageFormat::Png);
  if (!png.ok()) {
    std::fprintf(stderr, "marienbad-render-icon: %s\n", png.error().c_str());
    return 1;
  }
  if (auto written = write_file_atomically(argv[3], png.value()); !written.ok()) {
    std::fprintf(stderr, "marienbad-render-icon: %s\n", written.error().c_str());
    return 1;
  }
  return 0;
}
