#pragma once
// Waking the event loop from another thread. The loop sleeps in SDL_WaitEventTimeout while
// nothing moves; a worker (a bot's thread, a bot's Test) that has news posts one event of a
// type registered with SDL, so the news is seen at once instead of at the next input.
#include <SDL.h>

namespace marienbad::app {

// Registers the event type (once per process; after SDL_Init). Until then wake_event_loop
// does nothing.
void register_wake_event();
// Thread-safe: posts the wake event (SDL_PushEvent is safe from any thread). A full queue
// drops it, which only costs the loop's own idle timeout.
void wake_event_loop();
bool is_wake_event(const SDL_Event& event);

}  // namespace marienbad::app
