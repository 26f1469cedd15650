// The page's images: none. The browser's tab shows the site's icon, not the window's, and a
// page takes no screenshots, so the page links no SDL2_image (its SVG and PNG code was 50 KB
// of the page's code, 30 KB compressed: docs/web.md, "A lighter page").
#include "app/image_file.hpp"

namespace marienbad::app {

bool has_window_icon() {
  return false;
}

Result<std::string> encode_image(SDL_Surface&, ImageFormat) {
  return Error{std::string("cannot encode the image: the page writes no image files")};
}

Result<SurfacePtr> window_icon() {
  return Error{std::string("the page has no window icon")};
}

}  // namespace marienbad::app
