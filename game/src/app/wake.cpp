#include "app/wake.hpp"

#include <atomic>

namespace marienbad::app {

namespace {

// 0: not registered (SDL never hands out 0: user types start at SDL_USEREVENT).
std::atomic<Uint32> wake_type{0};

}  // namespace

void register_wake_event() {
  if (wake_type.load() != 0) return;
  const Uint32 type = SDL_RegisterEvents(1);
  if (type != static_cast<Uint32>(-1)) wake_type.store(type);
}

void wake_event_loop() {
  const Uint32 type = wake_type.load();
  if (type == 0 || SDL_WasInit(SDL_INIT_EVENTS) == 0) return;
  SDL_Event event{};
  event.type = type;
  SDL_PushEvent(&event);
}

bool is_wake_event(const SDL_Event& event) {
  const Uint32 type = wake_type.load();
  return type != 0 && event.type == type;
}

}  // namespace marienbad::app
