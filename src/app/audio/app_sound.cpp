// Sound for the app (see app_sound.hpp): the one place that turns what happened into sound calls.
#include "app/audio/app_sound.hpp"

#include <algorithm>
#include <cstdlib>

#include "app/audio/event_sounds.hpp"
#include "app/audio/music_choice.hpp"
#include "app/shell/app.hpp"
#include "app/table/modes/solo_phase_play.hpp"

namespace hs::app {

namespace {

AudioLevels levels_of(const Settings& s) {
  return AudioLevels{s.master_volume, s.effects_volume, s.music_volume, kVolumeSteps, s.muted};
}

// GameEnded's winners (its values) include a seat played by a person; with nobody playing in
// person, any winner counts.
bool human_won(const Session& s, const Event& ended) {
  const bool people = s.human_seats() > 0;
  for (int w : ended.values) {
    if (!people) return true;
    if (w >= 0 && w < static_cast<int>(s.seats().size()) && !s.seats()[static_cast<std::size_t>(w)].is_bot()) return true;
  }
  return false;
}

}  // namespace

void start_sound(App& app, const std::string& data_dir, const std::string& assets) {
  app.audio.set_levels(levels_of(app.settings));
  app.audio.start(assets, data_dir + "/audio.json");
}

void sound_action(App& app, const std::vector<Event>& events, const std::vector<Moment>& moments) {
  if (!app.session) return;
  bool won = false;
  for (const Event& e : events)
    if (e.kind == EventKind::GameEnded) won = human_won(*app.session, e);
  // A solo phase being played out step by step sounds step by step (update_sound); the rest now.
  std::vector<Event> now = events;
  if (!app.table.phase_steps.empty()) {
    now.clear();
    app.table.phase_sounds.clear();
    app.table.phase_sound_step.clear();
    for (const Event& e : events) {
      if (!phase_event(e.kind)) now.push_back(e);
      else if (const char* s = event_sound(e.kind)) app.table.phase_sounds.emplace_back(s);
      else app.table.phase_sounds.emplace_back();
    }
  }
  for (const std::string& name : action_sounds(now, moments, won)) {
    if (name == "dice_rattle") app.audio.start_rattle();  // held while the dice tumble (update_sound)
    else app.audio.play(name);
  }
}

void update_sound(App& app) {
  AudioService& a = app.audio;
  a.set_levels(levels_of(app.settings));
  // The rattle lasts as long as the tumble, then the dice settle.
  if (a.rattling() && !(app.screens.shows(Screen::Table) && app.table.roll_anim.active(SDL_GetTicks()))) a.stop_rattle(true);
  // The phase step shown ("N / total  ...") plays the sound of the phase's N-th event.
  const std::string step = app.table.phase_steps.empty() ? "" : app.table.phase_steps.front();
  if (step != app.table.phase_sound_step) {
    app.table.phase_sound_step = step;
    const long n = std::strtol(step.c_str(), nullptr, 10);
    if (n >= 1 && n <= static_cast<long>(app.table.phase_sounds.size())) a.play(app.table.phase_sounds[static_cast<std::size_t>(n - 1)]);
  }
  if (app.pointer.taken != app.clicks_heard) {
    app.clicks_heard = app.pointer.taken;
    a.play("ui_click");
  }
  // The settings and the rules keep whatever plays (they are opened from the table too).
  if (app.screens.shows(Screen::Table) && app.session) a.set_music(table_music(app.session->game()));
  else if (!app.screens.shows(Screen::Settings) && !app.screens.shows(Screen::Rules)) a.set_music("menu");
  a.update();
}

void toggle_mute(App& app) {
  app.settings.muted = !app.settings.muted;
  app.audio.set_levels(levels_of(app.settings));
  persist_settings(app);
  app.confirm(app.tr(app.settings.muted ? "sound.muted" : "sound.unmuted"), 1500);
}

}  // namespace hs::app
