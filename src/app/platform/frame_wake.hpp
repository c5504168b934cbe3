// The frame loop rests while nothing moves; a background worker with news (an answer, a step of
// progress) wakes it with an event of no meaning of its own (an SDL_USEREVENT).
#pragma once

namespace hs::app {

// Safe to call from any thread.
void wake_frame_loop();

}  // namespace hs::app
