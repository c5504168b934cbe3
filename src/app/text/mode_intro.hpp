// A mode introducing itself on one screen: its goal, what happens each turn (its phase) and how it
// ends. Shown the first time a mode is started and from the "?" beside the setup screen's modes. Every
// number comes from the card set or the engine (Azoz's ritual icons and his die, the Hunter's move,
// the co-op map's target), never from the text. No SDL here.
#pragma once
#include <string>

#include "app/text/strings.hpp"
#include "highscore/content.hpp"
#include "highscore/options.hpp"

namespace hs::app {

struct ModeIntro {
  std::string title;  // "Solo: Azoz"
  std::string goal, turn, end;
  std::string rule;   // the mode's rule, for "Rules"
};

// The introduction of `options.mode` (and its players and map) in the table's language.
ModeIntro mode_intro(const Content& content, const GameOptions& options, const StringTable& t);

}  // namespace hs::app
