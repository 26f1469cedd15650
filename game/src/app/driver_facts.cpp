#include "app/driver_facts.hpp"

#include <SDL.h>

#include <cstdlib>  // defines __GLIBC__ where it applies

#if defined(__GLIBC__)
#include <gnu/libc-version.h>
#endif

#include <fmt/format.h>

namespace marienbad::app::driver_facts {

namespace {

// glGetString without a GL header: the renderer's context is current after its creation.
using GetString = const unsigned char* (*)(unsigned int);
constexpr unsigned int kGlRenderer = 0x1F01;
constexpr unsigned int kGlVersion = 0x1F02;

std::string gl_string(GetString get, unsigned int name) {
  const unsigned char* text = get(name);
  return text == nullptr ? std::string() : std::string(reinterpret_cast<const char*>(text));
}

}  // namespace

Running running_versions(SDL_Renderer* renderer) {
  Running running;
  SDL_version sdl{};
  SDL_GetVersion(&sdl);
  running.sdl_major = sdl.major;
  running.sdl_minor = sdl.minor;
  running.sdl_patch = sdl.patch;
#if defined(__GLIBC__)
  running.glibc = gnu_get_libc_version();
#endif
  SDL_RendererInfo info{};
  if (renderer == nullptr || SDL_GetRendererInfo(renderer, &info) != 0 || info.name == nullptr) {
    return running;
  }
  running.renderer = info.name;
  if (running.renderer != "opengl") return running;
  if (const auto get = reinterpret_cast<GetString>(SDL_GL_GetProcAddress("glGetString"))) {
    running.gl_renderer = gl_string(get, kGlRenderer);
    running.gl_version = gl_string(get, kGlVersion);
  }
  return running;
}

std::vector<std::string> check_versions(const Running& running) {
  std::vector<std::string> warnings;
  const auto changed = [&](std::string_view what, std::string_view running_version,
                           std::string_view measured, std::string_view facts) {
    warnings.push_back(
        fmt::format("{} {} (the driver facts were measured on {}): {} may no "
                    "longer hold; measure again (docs/performance.md)",
                    what, running_version, measured, facts));
  };
  if (running.sdl_major != kSdlMajor || running.sdl_minor != kSdlMinor ||
      running.sdl_patch != kSdlPatch) {
    changed("SDL", fmt::format("{}.{}.{}", running.sdl_major, running.sdl_minor, running.sdl_patch),
            fmt::format("{}.{}.{}", kSdlMajor, kSdlMinor, kSdlPatch),
            "merged draws and the software renderer's texel rounding");
  }
  if (!running.glibc.empty() && running.glibc != kGlibc) {
    changed("glibc", running.glibc, kGlibc, "the trim threshold kept");
  }
  if (running.renderer.empty()) return warnings;
  if (running.renderer != "opengl") {
    warnings.push_back(
        fmt::format("renderer '{}', not SDL's OpenGL renderer: the llvmpipe "
                    "facts were not measured there",
                    running.renderer));
  } else if (running.gl_renderer.find("llvmpipe") == std::string::npos) {
    warnings.push_back(
        fmt::format("GL renderer '{}', not llvmpipe: the llvmpipe facts (the "
                    "rectangle fast path, draws of at most {} vertices) were not "
                    "measured there",
                    running.gl_renderer, kMaxRectangleDrawVertices));
  } else if (running.gl_version.find(fmt::format("Mesa {}", kMesa)) == std::string::npos) {
    changed("GL", running.gl_version, fmt::format("Mesa {}", kMesa),
            "the rectangle fast path and its longest draw");
  }
  return warnings;
}

std::vector<std::string> check_driver_facts(SDL_Renderer* renderer) {
  return check_versions(running_versions(renderer));
}

}  // namespace marienbad::app::driver_facts
