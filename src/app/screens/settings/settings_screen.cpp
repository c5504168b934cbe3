// Settings: language, colour-blind symbols, bot speed, window mode, reduced motion, high contrast, text size, the coach, the tutor, and sound (volume with
// mute, effects, music). Saved at once on each change (the coach with the learning preferences,
// learning.json).
#include "app/input/intent.hpp"
#include "app/platform/fullscreen.hpp"
#include "app/shell/app.hpp"
#include "app/render/theme.hpp"
#include "app/screens/settings/settings_screen.hpp"

namespace hs::app {

namespace {
// The hint of the row pointed at (or focused), shown whole below the panel.
std::string pointed_hint;
// A row: label on the left, a group of choice buttons on the right; returns the clicked index.
int choice_row(App& app, float y, const std::string& label, const std::string& hint,
               const std::vector<std::string>& choices, int current, float bw = 132) {
  Canvas& c = app.canvas;
  const float W = app.vp.width, x0 = W / 2 - 400;
  const float gap = 8;
  float x = W / 2 + 400 - static_cast<float>(choices.size()) * (bw + gap) + gap;
  // Label and hint keep left of the buttons: the hint wraps (two lines at most fit a row).
  const float room = x - x0 - 16;
  const float ls = c.fit_size(label, Font::Bold, theme::kLarge, room);
  c.text(label, Font::Bold, ls, theme::kText, {x0, y + 16}, Align::Left);
  if (!hint.empty()) {
    // The hint keeps clear of the label and of the next row (46 below at the least): one line there,
    // cut when longer, and whole below the panel while the row is pointed at or focused.
    const float hy = y + 16 + ls * 0.6f + 2, hh = y + 46 - hy;
    const Pointer& p = app.pointer;
    const Rect row_rect{x0, y, 800, 44};
    const bool focused = p.ring && p.focus >= 0 && p.focus < static_cast<int>(p.last_focusables.size()) &&
                         row_rect.contains(p.last_focusables[static_cast<std::size_t>(p.focus)].center());
    if (hh >= theme::kSmall * 1.1f) c.text_box(hint, Font::Body, theme::kSmall, theme::kTextDim, {x0, hy, room, hh}, Align::Left);
    if (p.hover(row_rect) || focused) pointed_hint = hint;
  }
  int clicked = -1;
  for (std::size_t i = 0; i < choices.size(); ++i, x += bw + gap) {
    const bool on = static_cast<int>(i) == current;
    if (button(c, app.pointer, {x, y + 6, bw, 40}, choices[i], true, on ? ButtonStyle::Primary : ButtonStyle::Quiet))
      clicked = static_cast<int>(i);
  }
  return clicked;
}
// Volume (with mute as its first step, so M and this row agree), effects and music, in steps.
bool sound_rows(App& app, float y) {
  Settings& s = app.settings;
  std::vector<std::string> steps{app.tr("settings.off")};
  for (int i = 1; i <= kVolumeSteps; ++i) steps.push_back(std::to_string(100 * i / kVolumeSteps) + "%");
  std::vector<std::string> master = steps;
  master[0] = app.tr("settings.muted");
  const int shown = s.muted ? 0 : s.master_volume;
  bool changed = false;
  int k = choice_row(app, y, app.tr("settings.volume"), app.tr("settings.volume_hint", {prompt_for(Command::Mute, Device::Keyboard, app.settings.keys)}), master, shown, 76);
  if (k >= 0) {
    s.muted = k == 0;
    if (k > 0) s.master_volume = k;
    changed = true;
  }
  k = choice_row(app, y + 48, app.tr("settings.effects"), "", steps, s.effects_volume, 76);
  if (k >= 0) s.effects_volume = k, changed = true;
  k = choice_row(app, y + 92, app.tr("settings.music"), "", steps, s.music_volume, 76);
  if (k >= 0) s.music_volume = k, changed = true;
  return changed;
}
}  // namespace

bool SettingsScreen::handle(App& app, const InputEvent& e) {
  if (keys_.open && keys_panel_event(app, keys_, e)) return true;
  if (keys_.open && e.intent && e.intent->kind == Intent::Kind::Back) {  // Esc: back to the settings rows
    keys_ = KeysPanel{};
    app.pointer.focus = -1;
    return true;
  }
  return AppScreen::handle(app, e);
}

void SettingsScreen::draw(App& app) {
  if (keys_.open) return draw_keys_panel(app, keys_);
  if (draw_settings(app)) {
    keys_.open = true;
    app.pointer.focus = -1;
  }
}

std::vector<std::string> text_size_choices() {
  // One form for every chip (a word among the numbers, "100% 125% Large 175% 200%", read as a
  // different kind of setting).
  std::vector<std::string> sizes;
  for (int p : theme::kTextScales) sizes.push_back(std::to_string(p) + "%");
  return sizes;
}

bool draw_settings(App& app) {
  Canvas& c = app.canvas;
  const float W = app.vp.width, H = app.vp.height;
  table_background(c, W, H);
  c.text(app.tr("settings.title"), Font::Title, theme::kTitle, theme::kGold, {W / 2, 44}, Align::Center);
  panel(c, {W / 2 - 430, 80, 860, 568});
  // Rows 47 apart (the text size row made room for itself: they were 50 apart).
  const auto row = [](int i) { return 84.f + 47.f * static_cast<float>(i); };
  Settings& s = app.settings;
  bool changed = false;
  pointed_hint.clear();

  int k = choice_row(app, row(0), app.tr("settings.language"), app.tr("settings.language_hint"), {"English", "Español"},
                     s.language == "es" ? 1 : 0);
  if (k >= 0) {
    s.language = k == 1 ? "es" : "en";
    app.strings.set_language(s.language);
    app.table.layout_dirty = true;
    changed = true;
  }
  k = choice_row(app, row(1), app.tr("settings.symbols"), app.tr("settings.symbols_hint"),
                 {app.tr("settings.on"), app.tr("settings.off")}, s.colorblind_symbols ? 0 : 1);
  if (k >= 0) {
    s.colorblind_symbols = k == 0;
    changed = true;
  }
  k = choice_row(app, row(2), app.tr("settings.bot_speed"), app.tr("settings.bot_speed_hint"),
                 {app.tr("speed.slow"), app.tr("speed.normal"), app.tr("speed.fast"), app.tr("speed.instant")},
                 static_cast<int>(s.bot_speed));
  if (k >= 0) {
    s.bot_speed = static_cast<BotSpeed>(k);
    changed = true;
  }
  k = choice_row(app, row(3), app.tr("settings.window"), app.tr("settings.window_hint"),
                 {app.tr("settings.windowed"), app.tr("settings.fullscreen")}, s.fullscreen ? 1 : 0);
  if (k >= 0 && (k == 1) != s.fullscreen) {
    s.fullscreen = k == 1;
    // Checked: a switch the display ignored is undone and said (platform/fullscreen.hpp).
    if (!switch_fullscreen(app.window.get(), s.fullscreen)) {
      s.fullscreen = false;
      app.notify(app.tr("settings.fullscreen_failed"), 8000);
    }
    changed = true;
  }
  // MOTION: only what is needed to follow the game moves (table/motion/); the rows above and below
  // moved closer to make room for it.
  k = choice_row(app, row(4), app.tr("settings.motion"), app.tr("settings.motion_hint"), {app.tr("settings.on"), app.tr("settings.off")},
                 s.reduced_motion ? 0 : 1);
  if (k >= 0) s.reduced_motion = k == 0, changed = true;
  // High contrast: darker grounds, lighter text, every text colour at 4.5:1 or more (contrast.hpp).
  k = choice_row(app, row(5), app.tr("settings.contrast"), app.tr("settings.contrast_hint"), {app.tr("settings.on"), app.tr("settings.off")},
                 s.high_contrast ? 0 : 1);
  if (k >= 0) {
    s.high_contrast = k == 0;
    theme::use_high_contrast(s.high_contrast);
    changed = true;
  }
  // Text size: every text size and the line heights made from them grow at once (type_scale.hpp);
  // 150% is the "Large text" preset, named in the row's description.
  const std::vector<std::string> sizes = text_size_choices();
  int shown_size = 0;
  for (std::size_t i = 0; i < std::size(theme::kTextScales); ++i)
    if (theme::kTextScales[i] == s.text_scale) shown_size = static_cast<int>(i);
  k = choice_row(app, row(6), app.tr("settings.text_size"), app.tr("settings.text_size_hint"), sizes, shown_size, 84);
  if (k >= 0) {
    s.text_scale = theme::kTextScales[k];
    theme::use_text_scale(s.text_scale);
    c.set_text_scale(theme::text_scale());
    changed = true;
  }
  // The coach: "First games" keeps it on until a game has been finished.
  const std::string& coach = app.teach.prefs.coach;
  k = choice_row(app, row(7), app.tr("settings.coach"), app.tr("settings.coach_hint"),
                 {app.tr("settings.coach_auto"), app.tr("settings.on"), app.tr("settings.off")},
                 coach == "on" ? 1 : coach == "off" ? 2 : 0);
  if (k >= 0) {
    app.teach.prefs.coach = k == 1 ? "on" : k == 2 ? "off" : "auto";
    app.teach.coach.cache_key.clear();
    if (auto err = save_learning(app.teach.prefs, learning_path())) app.notify(*err);
  }
  // The tutor (issue 23): asks before a blunder is played; the rows above moved 50 apart to make room.
  k = choice_row(app, row(8), app.tr("settings.tutor"), app.tr("settings.tutor_hint"),
                 {app.tr("settings.coach_auto"), app.tr("settings.on"), app.tr("settings.off")},
                 s.tutor == "first_games" ? 0 : s.tutor == "on" ? 1 : 2);
  if (k >= 0) s.tutor = k == 0 ? "first_games" : k == 1 ? "on" : "off", changed = true;
  changed = sound_rows(app, row(9)) || changed;
  if (changed) {
    persist_settings(app);
    app.table.layout_dirty = true;
  }
  // Beside the buttons, so the rows keep the panel's height at any text size; the pointed row's
  // whole hint takes its place.
  const std::string footer = pointed_hint.empty() ? app.tr("settings.saved") : pointed_hint;
  c.text_box(footer, Font::Body, theme::kSmall, pointed_hint.empty() ? theme::kTextDim : theme::kText, {W / 2 + 136, H - 68, 404, 64}, Align::Left);
  const bool keys = button(c, app.pointer, {W / 2 - 400, H - 62, 240, 48}, app.tr("settings.keys"));
  if (button(c, app.pointer, {W / 2 - 120, H - 62, 240, 48}, app.tr("common.back"), true, ButtonStyle::Primary))
    app.screens.pop();  // where Settings was opened: the paused table's menu, or the main menu
  return keys;
}

}  // namespace hs::app
