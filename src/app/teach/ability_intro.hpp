// A hero's own ability introduces itself (issue 24): the first time a person's hero can use its
// ability (R3.3; in the expert variant also its expert ability, R9.4), the table says what it does,
// in the ability's own text from the card set, and how to use it. Once per hero: the abilities
// already introduced are kept in learning.json (abilities_seen) beside the modes' introductions.
// The choice and the words have no SDL (tested); teach_overlay.cpp draws the note.
#pragma once
#include <optional>
#include <set>
#include <string>

#include "app/render/geometry.hpp"
#include "app/text/strings.hpp"
#include "highscore/game.hpp"

namespace hs::app {

struct AbilityIntro {
  std::string key;  // what is kept once shown: the hero's id ("viggel"), "viggel/expert" for R9.4
  int seat = -1;
  bool expert = false;
  std::string title, what, how;
};

// The ability to introduce now: the deciding seat is a person's (`person`), one of its hero's
// abilities is among the legal actions and has not been introduced (`seen`). The normal ability
// comes first when both could be. nullopt otherwise.
std::optional<AbilityIntro> ability_intro_due(const Game& g, bool person, const std::set<std::string>& seen, const StringTable& t);

// Whether the introduced ability can still be used by its seat now (the note stays while it can).
bool ability_still_usable(const Game& g, const AbilityIntro& in);

// What the table keeps of it between frames (app.teach.ability).
struct AbilityIntroState {
  std::optional<AbilityIntro> shown;
  std::string checked_for;  // the decision last looked at (the legal actions are asked once per decision)
  bool scene = false;       // --scene ability-intro: shown although a test hook set the game up
  Rect panel, ok;           // drawn this frame, for clicks
  // The note holds the keyboard focus on its "Got it" while shown, until the player moves the focus
  // on the table (`table_focus` >= 0): Enter / Space / the pad's A then close it, not the table's home.
  bool holds_focus(int table_focus) const { return shown.has_value() && table_focus < 0; }
};

}  // namespace hs::app
