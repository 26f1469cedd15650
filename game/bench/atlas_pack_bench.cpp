// marienbad-app-bench --pack FILE: stb_rect_pack (Debian's libstb-dev), the atlas pages'
// packer (app/rect_packer.hpp), against shelves (shelf_packer.hpp) on a recorded workload, in
// the same run.
//
// FILE holds the images the game adds to its atlas pages, recorded screen by screen
// (`screen NAME`, then `gap w h key-hash` per image, in the order they were added). Two
// measures, each packer through the same code:
// - pack: every distinct image of every screen on shared pages of the game's size
//   (AtlasPages::kPageWidth x kPageHeight), as many as needed,
//   nothing emptied: the pages used, their occupancy, the time per image placed;
// - visit: the screens visited in turn, a round several times over, each image looked up
//   every frame and added when absent, with AtlasPages' rules (the newest shared page or a
//   new one; at most N shared pages, the least recently used emptied, never one used in
//   this frame or the last; an image larger than a page on its own page): the images made
//   again after an eviction, the pages emptied, the time.
#include "atlas_pack_bench.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <list>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "app/atlas_pages.hpp"
#include "shelf_packer.hpp"

// Its own copy of stb's functions, static (the game's are static in app/rect_packer.cpp): the
// heuristic is set here, the game's packer keeps the default.
#define STBRP_STATIC
#define STB_RECT_PACK_IMPLEMENTATION
#include <stb/stb_rect_pack.h>

namespace marienbad::bench {

namespace {

using app::PackedRect;

// The game's shared pages.
constexpr int kPageWidth = app::AtlasPages::kPageWidth;
constexpr int kPageHeight = app::AtlasPages::kPageHeight;

// stb_rect_pack's skyline, one image at a time, with the same cells as ShelfPacker. Its
// default heuristic (bottom-left) or, to give stb its other chance, best fit.
template <int Heuristic>
class StbSkyline {
 public:
  StbSkyline(int width, int height, int gap) : nodes_(static_cast<std::size_t>(width)), gap_(gap) {
    stbrp_init_target(&context_, width, height, nodes_.data(), width);
    stbrp_setup_heuristic(&context_, Heuristic);
  }
  StbSkyline(const StbSkyline&) = delete;  // the context points into itself
  StbSkyline& operator=(const StbSkyline&) = delete;

  std::optional<PackedRect> place(int w, int h) {
    stbrp_rect r{};
    r.w = w + gap_;
    r.h = h + gap_;
    stbrp_pack_rects(&context_, &r, 1);
    if (r.was_packed == 0) return std::nullopt;
    return PackedRect{r.x + gap_ / 2, r.y + gap_ / 2};
  }
  // Nothing more is placed (a page of one image): a page no image fits in.
  void fill() { stbrp_init_target(&context_, context_.width, 0, nodes_.data(), context_.width); }

 private:
  stbrp_context context_{};
  std::vector<stbrp_node> nodes_;
  int gap_;
};
using StbPacker = StbSkyline<STBRP_HEURISTIC_Skyline_BL_sortHeight>;
using StbBestFit = StbSkyline<STBRP_HEURISTIC_Skyline_BF_sortHeight>;

struct Image {
  int gap = 0;
  int w = 0;
  int h = 0;
  std::string key;
};

struct Screen {
  std::string name;
  std::vector<Image> images;
};

std::vector<Screen> read_workload(const char* path) {
  std::vector<Screen> screens;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string first;
    if (!(words >> first) || first[0] == '#') continue;
    if (first == "screen") {
      screens.push_back({});
      words >> screens.back().name;
      continue;
    }
    Image image;
    image.gap = std::stoi(first);
    if (screens.empty() || !(words >> image.w >> image.h >> image.key)) continue;
    screens.back().images.push_back(image);
  }
  return screens;
}

// AtlasPages' rules without textures, for one gap (one AtlasPages instance).
template <class Packer>
class Pages {
 public:
  Pages(int gap, std::size_t max_pages) : gap_(gap), max_pages_(max_pages) {}

  void next_frame() { ++frame_; }
  // Looks the image up; adds it when absent. False if it could not be placed.
  bool use(const Image& image) {
    if (auto found = entries_.find(image.key); found != entries_.end()) {
      found->second->used = frame_;
      return true;
    }
    ++adds_;
    const bool own = image.w + gap_ > kPageWidth || image.h + gap_ > kPageHeight;
    Page* page = nullptr;
    if (!own) {
      for (auto it = pages_.rbegin(); it != pages_.rend(); ++it) {
        if (!it->own) {
          page = &*it;
          break;
        }
      }
    }
    std::optional<PackedRect> spot = page ? page->packer->place(image.w, image.h) : std::nullopt;
    if (!spot) {
      page = new_page(image.w, image.h, own);
      spot = page->packer->place(image.w, image.h);
      if (!spot) return false;
    }
    if (own) page->packer->fill();
    page->keys.push_back(image.key);
    page->area += static_cast<std::uint64_t>(image.w) * static_cast<std::uint64_t>(image.h);
    page->used = frame_;
    entries_.emplace(image.key, page);
    return true;
  }

  std::size_t adds() const { return adds_; }
  std::size_t emptied() const { return emptied_; }
  std::size_t made() const { return made_; }
  std::size_t pages() const { return pages_.size(); }
  std::size_t shared_pages() const {
    return static_cast<std::size_t>(
        std::count_if(pages_.begin(), pages_.end(), [](const Page& page) { return !page.own; }));
  }
  // The images' share of the shared pages' texels.
  double occupancy() const {
    std::uint64_t area = 0;
    std::uint64_t texels = 0;
    for (const Page& page : pages_) {
      if (page.own) continue;
      area += page.area;
      texels += static_cast<std::uint64_t>(kPageWidth) * kPageHeight;
    }
    return texels == 0 ? 0 : static_cast<double>(area) / static_cast<double>(texels);
  }

 private:
  struct Page {
    std::unique_ptr<Packer> packer;
    std::vector<std::string> keys;
    std::uint64_t area = 0;
    std::uint64_t used = 0;
    bool own = false;
  };

  Page* new_page(int w, int h, bool own) {
    const std::size_t allowed = own ? 4 : max_pages_;
    const auto count = static_cast<std::size_t>(std::count_if(
        pages_.begin(), pages_.end(), [own](const Page& page) { return page.own == own; }));
    if (count >= allowed) {
      auto oldest = pages_.end();
      for (auto it = pages_.begin(); it != pages_.end(); ++it) {
        if (it->own == own && (oldest == pages_.end() || it->used < oldest->used)) oldest = it;
      }
      if (oldest->used + 1 < frame_) {
        for (const std::string& key : oldest->keys) entries_.erase(key);
        pages_.erase(oldest);
        ++emptied_;
      }
    }
    ++made_;
    int pw = kPageWidth;
    int ph = kPageHeight;
    if (own) {
      pw = ph = 1;
      while (pw < w + gap_) pw <<= 1;
      while (ph < h + gap_) ph <<= 1;
    }
    pages_.push_back(Page{std::make_unique<Packer>(pw, ph, gap_), {}, 0, frame_, own});
    return &pages_.back();
  }

  int gap_;
  std::size_t max_pages_;
  std::list<Page> pages_;
  std::unordered_map<std::string, Page*> entries_;
  std::uint64_t frame_ = 2;
  std::size_t adds_ = 0;
  std::size_t emptied_ = 0;
  std::size_t made_ = 0;
};

double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

struct Figures {
  double seconds = 0;  // best of the repetitions
  std::size_t adds = 0;
  std::size_t pages = 0;
  std::size_t shared = 0;  // of the pages kept, those shared (kPageWidth x kPageHeight)
  std::size_t made = 0;
  std::size_t emptied = 0;
  double occupancy = 0;
  bool failed = false;
};

// Every screen's images once, on pages nothing empties (max pages: unbounded).
template <class Packer>
Figures pack_all(const std::vector<Screen>& screens, int gap, int repetitions) {
  Figures best;
  best.seconds = 1e9;
  for (int r = 0; r < repetitions; ++r) {
    Pages<Packer> pages(gap, 1 << 20);
    bool ok = true;
    const double start = now();
    for (const Screen& screen : screens) {
      for (const Image& image : screen.images) {
        if (image.gap == gap) ok = pages.use(image) && ok;
      }
    }
    const double seconds = now() - start;
    if (seconds < best.seconds) {
      best = {seconds,      pages.adds(),    pages.pages(),     pages.shared_pages(),
              pages.made(), pages.emptied(), pages.occupancy(), !ok};
    }
  }
  return best;
}

// The screens whose names hold `only` visited in turn, `rounds` times, `frames` frames
// each, `max_pages` shared pages.
template <class Packer>
Figures visit(const std::vector<Screen>& screens, std::string_view only, int gap,
              std::size_t max_pages, int rounds, int frames, int repetitions) {
  Figures best;
  best.seconds = 1e9;
  for (int r = 0; r < repetitions; ++r) {
    Pages<Packer> pages(gap, max_pages);
    bool ok = true;
    const double start = now();
    for (int round = 0; round < rounds; ++round) {
      for (const Screen& screen : screens) {
        if (screen.name.find(only) == std::string::npos) continue;
        for (int frame = 0; frame < frames; ++frame) {
          pages.next_frame();
          for (const Image& image : screen.images) {
            if (image.gap == gap) ok = pages.use(image) && ok;
          }
        }
      }
    }
    const double seconds = now() - start;
    if (seconds < best.seconds) {
      best = {seconds,      pages.adds(),    pages.pages(),     pages.shared_pages(),
              pages.made(), pages.emptied(), pages.occupancy(), !ok};
    }
  }
  return best;
}

void print(const char* what, const char* packer, const Figures& f) {
  std::printf(
      "  %-6s %-6s %9.1f us  %6.1f ns/added  images added %6zu  pages made %4zu  "
      "emptied %4zu  kept %2zu (shared %2zu)  occupancy %5.1f %%%s\n",
      what, packer, f.seconds * 1e6, f.seconds * 1e9 / static_cast<double>(f.adds), f.adds, f.made,
      f.emptied, f.pages, f.shared, f.occupancy * 100, f.failed ? "  FAILED" : "");
}

}  // namespace

int run_pack_bench(const char* path) {
  const std::vector<Screen> screens = read_workload(path);
  std::vector<int> gaps;
  std::size_t images = 0;
  for (const Screen& screen : screens) {
    for (const Image& image : screen.images) {
      ++images;
      if (std::find(gaps.begin(), gaps.end(), image.gap) == gaps.end()) gaps.push_back(image.gap);
    }
  }
  if (images == 0) {
    std::fprintf(stderr, "marienbad-app-bench: no image in %s\n", path);
    return 2;
  }
  std::printf("atlas packing: %zu screens, %zu images (%s)\n", screens.size(), images, path);
  constexpr int kRepetitions = 20;
  for (int gap : gaps) {
    std::printf("pages with gap %d\n", gap);
    const Figures shelf_all = pack_all<ShelfPacker>(screens, gap, kRepetitions);
    const Figures stb_all = pack_all<StbPacker>(screens, gap, kRepetitions);
    const Figures stb_bf_all = pack_all<StbBestFit>(screens, gap, kRepetitions);
    print("pack", "shelf", shelf_all);
    print("pack", "stb", stb_all);
    print("pack", "stb-bf", stb_bf_all);
    // One player's session (one language, one window size), then every screen of the file:
    // the game's shared pages (kDefaultPages), 1 to make them too few, and as many as each packer
    // needs (AtlasPages never keeps fewer pages than it once had to: a packer that needs fewer
    // pages keeps fewer, and so empties more when they are too few).
    constexpr std::size_t kUnbounded = 1 << 20;
    for (const char* only : {"-en-1280x720", "-fr-800x600", ""}) {
      for (std::size_t max_pages : {app::AtlasPages::kDefaultPages, std::size_t{1}, kUnbounded}) {
        const Figures shelf = visit<ShelfPacker>(screens, only, gap, max_pages, 5, 3, kRepetitions);
        const Figures stb = visit<StbPacker>(screens, only, gap, max_pages, 5, 3, kRepetitions);
        if (max_pages == kUnbounded) {
          std::printf(
              " visit: 5 rounds of the screens '*%s*', 3 frames each, shared pages as "
              "many as needed\n",
              only);
        } else {
          std::printf(
              " visit: 5 rounds of the screens '*%s*', 3 frames each, at most %zu shared "
              "pages\n",
              only, max_pages);
        }
        print("visit", "shelf", shelf);
        print("visit", "stb", stb);
        std::printf("  stb / shelf: time %.2f, images added %.2f\n", stb.seconds / shelf.seconds,
                    static_cast<double>(stb.adds) / static_cast<double>(shelf.adds));
      }
    }
    const auto per_image = [](const Figures& f) { return f.seconds / static_cast<double>(f.adds); };
    std::printf(
        "  pack, stb / shelf: time per image %.2f, pages %zu / %zu (shared %zu / %zu), "
        "occupancy %.1f / %.1f %%\n",
        per_image(stb_all) / per_image(shelf_all), stb_all.made, shelf_all.made, stb_all.shared,
        shelf_all.shared, stb_all.occupancy * 100, shelf_all.occupancy * 100);
    std::printf("  pack, stb-bf / shelf: time per image %.2f, pages %zu / %zu (shared %zu / %zu)\n",
                per_image(stb_bf_all) / per_image(shelf_all), stb_bf_all.made, shelf_all.made,
                stb_bf_all.shared, shelf_all.shared);
  }
  return 0;
}

}  // namespace marienbad::bench
