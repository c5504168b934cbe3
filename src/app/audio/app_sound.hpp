// The app's side of sound: starting the AudioService, the sounds of each applied action (a person's
// or a bot's), and per frame the volumes from the settings, the rattle held while dice tumble, the
// button click and the music for what is on screen.
#pragma once
#include <vector>

#include "app/session/moments.hpp"
#include "highscore/events.hpp"

namespace hs::app {

struct App;

// Opens the device and loads data/audio.json's sounds from `assets` (silence on any problem).
void start_sound(App& app, const std::string& data_dir, const std::string& assets);
// The sounds of one applied action; `moments` are the moments it made (moments.hpp).
void sound_action(App& app, const std::vector<Event>& events, const std::vector<Moment>& moments);
// A soft "no": the game turned down a click or a key (a rule's refusal, the tutorial's "not that").
void sound_refusal(App& app);
// Once a frame, after the screen has been drawn.
void update_sound(App& app);
// The M key: mute or unmute everything, kept in the settings.
void toggle_mute(App& app);

}  // namespace hs::app
