// SDL objects with an owner: a window, renderer or texture is destroyed when its owner goes, and
// SDL, SDL_ttf and SDL_image are shut down by the object that started them, on every path out of
// the app (an early error return included).
#pragma once
#include <memory>
#include <string>

#include <SDL.h>

namespace hs::app {

struct SdlDestroy {
  void operator()(SDL_Window* w) const { SDL_DestroyWindow(w); }
  void operator()(SDL_Renderer* r) const { SDL_DestroyRenderer(r); }
  void operator()(SDL_Texture* t) const { SDL_DestroyTexture(t); }
};
using OwnedWindow = std::unique_ptr<SDL_Window, SdlDestroy>;
using OwnedRenderer = std::unique_ptr<SDL_Renderer, SdlDestroy>;
using OwnedTexture = std::unique_ptr<SDL_Texture, SdlDestroy>;

// SDL's video, SDL_ttf and SDL_image, from start() until this object is destroyed. Declare it
// before anything that holds SDL objects, so those are gone first.
class SdlLibraries {
 public:
  // "" when all three started; else what failed, with SDL's reason.
  std::string start();
  ~SdlLibraries();
  SdlLibraries() = default;
  SdlLibraries(SdlLibraries&&) = delete;  // it stops what it started, once: neither copied nor moved

 private:
  struct Started {
    bool sdl = false, ttf = false, img = false;
  };
  Started started_;
};

}  // namespace hs::app
