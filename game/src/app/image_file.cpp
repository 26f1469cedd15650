#include "app/image_file.hpp"

#include <algorithm>
#include <cctype>

namespace marienbad::app {

bool is_png_name(const std::filesystem::path& file) {
  std::string extension = file.extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return extension == ".png";
}

}  // namespace marienbad::app
