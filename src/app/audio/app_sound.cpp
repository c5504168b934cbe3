// Sound for the app (see app_sound.hpp): the one place that turns what happened into sound calls.
#include "app/audio/app_sound.hpp"

#include <algorithm>
#include <cstdlib>

#include "app/audio/event_sounds.hpp"
#include "app/audio/music_choice.hpp"
#include "app/input/intent.hpp"
#include "app/shell/app.hpp"
#include "app/table/modes/solo_phase_play.hpp"

namespace hs::app {

namespace {

AudioLevels levels_of(const Settings& s) {
  return AudioLevels{s.master_volume, s.effects_volume, s.music_volume, kVolumeSteps, s.muted};
}

}  // namespace

void start_sound(App& app, const std::string& data_dir, const std::string& assets) {
  app.audio.set_levels(levels_of(app.settings));
  app.audio.start(assets, data_dir + "/audio.json");
}

void sound_action(App& app, const std::vector<Event>& events, const std::vector<Moment>& moments) {
  if (!app.session) return;
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
  for (const std::string& name : action_sounds(now, moments)) {
    if (name == "dice_rattle") app.audio.start_rattle();  // held while the dice tumble (update_sound)
    else app.audio.play(name);
  }
}

void sound_refusal(App& app) { app.audio.play("refused"); }

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
  // The end screen opens with a win or a loss sting, once (the game's last action made no sound).
  const bool at_end = app.screens.shows(Screen::End) && app.session && app.session->game().finished();
  if (at_end && !app.end_heard) {
    std::vector<bool> by_person;
    for (const Seat& seat : app.session->seats()) by_person.push_back(!seat.is_bot());
    a.play(end_sting(app.session->game().observe(-1).state().winners, by_person));
  }
  app.end_heard = at_end;
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
  app.confirm(app.settings.muted ? app.tr("sound.muted", {prompt_for(Command::Mute, Device::Keyboard, app.settings.keys)})
                                : app.tr("sound.unmuted"), 1500);
}

}  // namespace hs::app
