// --press: keys and pad buttons sent through the one input path before a screenshot.
#include "app/testing/press_keys.hpp"

#include <sstream>

#include <SDL.h>

#include "app/input/intent.hpp"
#include "app/shell/app.hpp"
#include "app/shell/event_loop.hpp"
#include "app/shell/frame.hpp"

namespace hs::app {

std::optional<std::string> press_keys(App& app, const std::string& list) {
  std::stringstream in(list);
  std::string name;
  while (std::getline(in, name, ',')) {
    std::optional<Intent> intent;
    SDL_Event key_event{};
    if (name.rfind("pad:", 0) == 0) {
      const auto b = SDL_GameControllerGetButtonFromString(name.c_str() + 4);
      if (b == SDL_CONTROLLER_BUTTON_INVALID) return "--press: '" + name + "' is not a pad button";
      intent = intent_from_pad_button(static_cast<Uint8>(b));
    } else {
      const bool shift = name.rfind("shift+", 0) == 0;
      SDL_KeyboardEvent key{};
      key.type = SDL_KEYDOWN;
      key.keysym.sym = SDL_GetKeyFromName(shift ? name.c_str() + 6 : name.c_str());
      key.keysym.mod = shift ? KMOD_LSHIFT : KMOD_NONE;
      if (key.keysym.sym == SDLK_UNKNOWN) return "--press: '" + name + "' is not a key name";
      intent = intent_from_key(app.settings.keys, key);
      key_event.key = key;
    }
    app.screens.update();
    draw_screen(app);
    if (key_event.type == SDL_KEYDOWN) {
      if (intent) dispatch_intent(app, *intent, &key_event);
      else app.screens.handle(InputEvent{key_event, {}, std::nullopt});  // a key of no intent (a binding's new key)
    } else if (intent) {
      dispatch_intent(app, *intent);
    }
  }
  app.screens.update();
  return std::nullopt;
}

}  // namespace hs::app
