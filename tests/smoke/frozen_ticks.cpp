// A preload library for screenshot comparisons: SDL's millisecond clock stands still, so every
// pulse, blinking caret and fading notice is drawn at the same instant on every run.
// LD_PRELOAD=libfrozen_ticks.so highscore ... (screens_compare.sh does this for each shot).
#include <cstdint>

namespace {
constexpr std::uint32_t kFrozenMs = 1500;  // a moment after start-up, as a first screenshot is taken
}  // namespace

extern "C" {
std::uint32_t SDL_GetTicks(void) { return kFrozenMs; }
std::uint64_t SDL_GetTicks64(void) { return kFrozenMs; }
}
