// A refusal from the engine as the player reads it: its code's sentence in the player's language,
// a sentence (capital first letter) without the rule IDs that only the rulebook and tests need
// (refusal_text.cpp).
#pragma once
#include <string>

#include "app/text/strings.hpp"
#include "highscore/result.hpp"

namespace hs::app {

struct App;

// A refusal from the engine as the player reads it, in the table's current language.
std::string refusal_reason(const StringTable& t, const Refusal& r);
std::string refusal_reason(const App& app, const Refusal& r);
// The string table key of a refusal code: "refusal.setup.coop_players".
std::string refusal_key(RefusalCode code);
// The same as refusal_reason; kept as the name the screens use for a refusal shown on its own.
std::string refusal_text(const App& app, const Refusal& r);

// Player's words from a developer's: rule IDs in brackets ("(R9.7J)", "(R9.1, R9.7)") left out,
// spaces tidied and the first letter a capital (UTF-8 aware for the Spanish accented capitals).
std::string player_sentence(std::string s);

}  // namespace hs::app
