// What an action sounds like: the one table from the engine's event kinds to sound names (the names
// of data/audio.json), and the few sounds that depend on an event's values or on the moments the
// action made (a new level, the last round). The drawing code never chooses a sound. No SDL here.
#pragma once
#include <string>
#include <vector>

#include "app/session/moments.hpp"
#include "highscore/events.hpp"

namespace hs::app {

// The sound of an event kind, or nullptr when it makes none of its own (it is shown, or another
// event of the same action already sounds).
const char* event_sound(EventKind kind);

// The sounds of one action, in order, each once. `human_won`: a seat played by a person is among the
// winners (or nobody plays in person and someone won), for the end of the game. A roll's sound is
// "dice_rattle": the player holds it while the dice tumble (see AudioService::hold_rattle).
std::vector<std::string> action_sounds(const std::vector<Event>& events, const std::vector<Moment>& moments, bool human_won);

}  // namespace hs::app
