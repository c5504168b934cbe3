// The App's own work: notices on the current screen, keeping the settings, and letting go of what
// was drawn with the renderer before the renderer goes.
#include "app/shell/app.hpp"

#include "app/platform/file_safety.hpp"
#include "app/table/draw/board_flight.hpp"

namespace hs::app {

App::~App() {
  screens.clear();
  session.reset();
  release_card_flight_art();
  canvas.release();
  // The renderer, then the window, go with their owners (declared in that order's reverse).
}

void App::notify(const std::string& text, std::uint32_t ms) {
  message = text;
  message_until = SDL_GetTicks() + ms;
  message_is_error = true;
  message_step = kAnyStep;
}

void App::notify_decision(const std::string& text, std::uint32_t ms) {
  notify(text, ms);
  if (session) message_step = session->history().size();
}

bool App::notice_shown(std::uint32_t now) const {
  if (message.empty() || now >= message_until) return false;
  // A warning belongs to the decision it warned about: once an action was applied (or undone), the
  // banner gives the place back to the prompt.
  return message_step == kAnyStep || (session && session->history().size() == message_step);
}

void App::confirm(const std::string& text, std::uint32_t ms) {
  notify(text, ms);
  message_is_error = false;
}

void persist_settings(App& app) {
  if (app.settings_damaged) {  // never overwrite a file that could not be read: keep it aside
    if (const auto moved = move_aside(settings_path(), "damaged")) app.notify(app.tr("settings.kept_aside", {*moved}));
    app.settings_damaged = false;
  }
  if (auto err = save_settings(app.settings, settings_path())) app.notify(*err);
}

}  // namespace hs::app
