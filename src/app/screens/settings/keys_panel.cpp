// Settings' Keys panel: the commands with their keys, a new key pressed to rebind one, conflicts named.
#include "app/screens/settings/keys_panel.hpp"

#include "app/render/theme.hpp"
#include "app/shell/app.hpp"

namespace hs::app {

namespace {

std::string command_label(const App& app, Command c) { return app.tr(std::string("keys.") + command_name(c)); }

std::string key_label(SDL_Keycode k) { return k == SDLK_UNKNOWN ? std::string("-") : std::string(SDL_GetKeyName(k)); }

}  // namespace

bool keys_panel_event(App& app, KeysPanel& k, const InputEvent& e) {
  if (k.capturing < 0 || !e.key()) return false;
  const Command c = static_cast<Command>(k.capturing);
  const SDL_Keycode key = e.sdl.key.keysym.sym;
  if (key == SDLK_ESCAPE) {
    k.capturing = -1;
    k.note.clear();
    return true;
  }
  if (key == SDLK_LSHIFT || key == SDLK_RSHIFT || key == SDLK_LCTRL || key == SDLK_RCTRL || key == SDLK_LALT || key == SDLK_RALT)
    return true;  // a modifier alone is no key yet
  const Rebind r = rebind(app.settings.keys, c, key);
  const std::string name = key_label(key);
  if (r.ok) {
    k.note = app.tr("keys.bound", {command_label(app, c), name});
    k.note_bad = false;
    k.capturing = -1;
    persist_settings(app);
    app.table.layout_dirty = true;  // the table's buttons show their keys
  } else {
    // Refused: the command keeps its key and waits for another (Esc gives up).
    k.note = r.taken_by ? app.tr("keys.taken", {name, command_label(app, *r.taken_by)}) : app.tr("keys.reserved", {name});
    k.note_bad = true;
  }
  return true;
}

void draw_keys_panel(App& app, KeysPanel& k) {
  Canvas& c = app.canvas;
  const float W = app.vp.width, H = app.vp.height;
  table_background(c, W, H);
  c.text(app.tr("keys.title"), Font::Title, std::min(theme::kTitle, 56.f), theme::kGold, {W / 2, 44}, Align::Center);  // inside the window at any text size
  panel(c, {W / 2 - 430, 82, 860, 558});
  c.text_box(app.tr("keys.intro"), Font::Body, theme::kSmall, theme::kTextDim, {W / 2 - 400, 90, 800, 36}, Align::Left);
  const float x0 = W / 2 - 400, row_h = 36;
  for (std::size_t i = 0; i < kCommandCount; ++i) {
    const Command cmd = static_cast<Command>(i);
    const float y = 130 + static_cast<float>(i) * row_h;
    c.text(command_label(app, cmd), Font::Bold, theme::kBody, theme::kText, {x0, y + 16}, Align::Left);
    const bool waiting = k.capturing == static_cast<int>(i);
    const std::string label = waiting ? "..." : key_label(app.settings.keys.key(cmd));
    if (button(c, app.pointer, {W / 2 + 160, y + 2, 240, row_h - 6}, label, true, waiting ? ButtonStyle::Primary : ButtonStyle::Normal)) {
      k.capturing = static_cast<int>(i);
      k.note = app.tr("keys.press", {command_label(app, cmd), key_label(app.settings.keys.key(cmd))});
      k.note_bad = false;
    }
  }
  if (!k.note.empty())
    c.text(k.note, Font::Bold, c.fit_size(k.note, Font::Bold, theme::kBody, 840), k.note_bad ? theme::kBad : theme::kGoldBright,
           {W / 2, 622}, Align::Center);
  if (button(c, app.pointer, {W / 2 - 300, H - 62, 240, 48}, app.tr("keys.defaults"))) {
    app.settings.keys = default_key_bindings();
    k.capturing = -1;
    k.note = app.tr("keys.defaults_done");
    k.note_bad = false;
    persist_settings(app);
    app.table.layout_dirty = true;
  }
  if (button(c, app.pointer, {W / 2 + 60, H - 62, 240, 48}, app.tr("common.back"), true, ButtonStyle::Primary)) {
    k = KeysPanel{};
    app.pointer.focus = -1;
  }
}

}  // namespace hs::app
