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

// The sounds of one action, in order, each once. A roll's sound is "dice_rattle": the player holds it
// while the dice tumble (AudioService::start_rattle). The end of the game has none here: its sting
// plays when the end screen opens, after the last animations (end_sting).
std::vector<std::string> action_sounds(const std::vector<Event>& events, const std::vector<Moment>& moments);

// The end screen's sting: "win" when a seat played by a person (`by_person`, per seat) is among the
// `winners`, or nobody plays in person and someone won; "loss" otherwise (nobody won included).
const char* end_sting(const std::vector<int>& winners, const std::vector<bool>& by_person);

}  // namespace hs::app
