#pragma once
// Fonts by (face, pixel size) and rendered text textures by (face, size, string), least
// recently used evicted first. Text is rendered white and tinted with a colour mod, so one
// texture serves every colour. In steady state no texture is created per frame.
#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <list>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "app/sdl_handles.hpp"
#include "app/theme.hpp"
#include "marienbad/result.hpp"

namespace marienbad::app {

struct TextTexture {
  SDL_Texture* texture = nullptr;  // owned by the cache; null for empty or unrenderable text
  int width = 0;
  int height = 0;
};

class TextCache {
 public:
  static constexpr std::size_t kDefaultCapacity = 512;

  // Opens every face once (at a probe size) so a missing or broken font fails here,
  // naming the file, rather than in the middle of a frame.
  static Result<TextCache> open(SDL_Renderer* renderer, const std::filesystem::path& font_dir,
                                std::size_t capacity = kDefaultCapacity);

  TextTexture get(FontFace face, int pixel_size, std::string_view text);
  // Size of `text` without creating a texture (cached).
  std::pair<int, int> measure(FontFace face, int pixel_size, std::string_view text);
  int line_height(FontFace face, int pixel_size);
  int ascent(FontFace face, int pixel_size);

  std::size_t size() const { return entries_.size(); }
  std::size_t textures_created() const { return textures_created_; }
  void clear();

  static std::string_view file_name(FontFace face);

 private:
  TextCache() = default;
  TTF_Font* font(FontFace face, int pixel_size);

  struct Entry {
    std::string key;
    TexturePtr texture;
    int width = 0;
    int height = 0;
  };
  SDL_Renderer* renderer_ = nullptr;
  std::filesystem::path font_dir_;
  std::size_t capacity_ = kDefaultCapacity;
  std::map<std::pair<int, int>, FontPtr> fonts_;
  std::list<Entry> entries_;  // most recently used first
  std::unordered_map<std::string, std::list<Entry>::iterator> index_;
  std::unordered_map<std::string, std::pair<int, int>> measures_;
  std::size_t textures_created_ = 0;
};

}  // namespace marienbad::app
