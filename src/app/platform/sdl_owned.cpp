// Starting and stopping SDL's libraries in pairs.
#include "app/platform/sdl_owned.hpp"

#include <SDL_image.h>
#include <SDL_ttf.h>

namespace hs::app {

std::string SdlLibraries::start() {
  if (SDL_Init(SDL_INIT_VIDEO) != 0) return std::string("cannot start SDL: ") + SDL_GetError();
  started_.sdl = true;
  // Gamepads are optional: without the subsystem the game is played with the keyboard and mouse.
  if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) SDL_Log("no gamepads: %s", SDL_GetError());
  if (TTF_Init() != 0) return std::string("cannot start SDL_ttf: ") + TTF_GetError();
  started_.ttf = true;
  IMG_Init(IMG_INIT_PNG);
  started_.img = true;
  return "";
}

SdlLibraries::~SdlLibraries() {
  if (started_.ttf) TTF_Quit();
  if (started_.img) IMG_Quit();
  if (started_.sdl) SDL_Quit();
}

}  // namespace hs::app
