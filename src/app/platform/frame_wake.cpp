// Waking the frame loop from a background thread (frame_wake.hpp).
#include "app/platform/frame_wake.hpp"

#include <SDL_events.h>

namespace hs::app {

void wake_frame_loop() {
  SDL_Event wake{};
  wake.type = SDL_USEREVENT;
  SDL_PushEvent(&wake);  // SDL's event queue takes events from any thread
}

}  // namespace hs::app
