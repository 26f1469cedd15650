// marienbad-bare-window: the yardstick of the start-up figure (marienbad-app-bench --startup).
// What any SDL2 + SDL2_ttf program pays before its first frame: a window of the game's size on
// the default accelerated renderer with vsync, one font opened and one line drawn with it,
// then presented. It links only SDL2 and SDL2_ttf, as a bare program would.
//   marienbad-bare-window FONT.ttf
// After the first present it prints "first frame" on stderr (the bench reads it from a pipe),
// then waits for SDL_QUIT (SIGTERM gives one) so its memory is read in the same way as the
// game's.
// In the browser it is the yardstick of the page's first frame (game/web/web.cmake, the bare
// page): it opens the page's own font and stamps the page's clock as the game does
// (Module.marienbadFirstFrame, in the first animation frame), then leaves the page as it is.
#include <SDL.h>
#include <SDL_ttf.h>

#include <cstdio>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

namespace {

// The game stamps its first frame in the browser's first animation frame, after drawing it
// (app/platform_web.cpp): the bare page stamps in its first animation frame too.
void stamp_first_frame() {
  EM_ASM({ Module.marienbadFirstFrame = performance.now(); });
  emscripten_cancel_main_loop();
}

}  // namespace
#endif

int main(int argc, char** argv) {
#ifdef __EMSCRIPTEN__
  static char page_font[] = "/assets/fonts/DejaVuSans.ttf";
  char* page_argv[] = {argv[0], page_font};
  argc = 2;
  argv = page_argv;
#endif
  if (argc != 2) {
    std::fprintf(stderr, "usage: marienbad-bare-window FONT.ttf\n");
    return 2;
  }
  if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
    std::fprintf(stderr, "marienbad-bare-window: %s\n", SDL_GetError());
    return 1;
  }
  SDL_Window* window = SDL_CreateWindow("bare", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                        1280, 720, SDL_WINDOW_RESIZABLE);
  SDL_Renderer* renderer =
      window != nullptr
          ? SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC)
          : nullptr;
  TTF_Font* font = TTF_OpenFont(argv[1], 32);
  if (renderer == nullptr || font == nullptr) {
    std::fprintf(stderr, "marienbad-bare-window: %s\n", SDL_GetError());
    return 1;
  }
  SDL_Surface* line = TTF_RenderUTF8_Blended(font, "Marienbad", SDL_Color{255, 255, 255, 255});
  SDL_Texture* texture = line != nullptr ? SDL_CreateTextureFromSurface(renderer, line) : nullptr;
  SDL_SetRenderDrawColor(renderer, 20, 30, 40, 255);
  SDL_RenderClear(renderer);
  if (texture != nullptr) {
    const SDL_Rect where{100, 100, line->w, line->h};
    SDL_RenderCopy(renderer, texture, nullptr, &where);
  }
  SDL_RenderPresent(renderer);
#ifdef __EMSCRIPTEN__
  // The browser shows the frame once main returns; the runtime stays (no EXIT_RUNTIME).
  emscripten_set_main_loop(stamp_first_frame, 0, false);
  return 0;
#endif
  std::fprintf(stderr, "first frame\n");
  SDL_Event event;
  while (SDL_WaitEvent(&event) != 0 && event.type != SDL_QUIT) {
  }
  SDL_DestroyTexture(texture);
  SDL_FreeSurface(line);
  TTF_CloseFont(font);
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(window);
  TTF_Quit();
  SDL_Quit();
  return 0;
}
