// Words for the expert abilities (R9.4) and exploration (R9.5) on the table: button labels for their
// actions, the reaction question put to the seat that reacts (with its chance), and the explanation
// of a placed die shown on hover. All through the string table.
#pragma once
#include <optional>
#include <string>

#include "app/text/strings.hpp"
#include "highscore/game.hpp"

namespace hs::app {

// Label of a UseExpert, React or ChooseNode action; nullopt for other actions.
std::optional<std::string> variant_action_label(const Game& game, const Action& a, const StringTable& t);
// The question of a pending reaction, e.g. "Rhiarind, use Sharp Elbows on Orlo leaving the Goblin
// Lookout? Roll red: 4+ costs him a life (50%)".
std::string reaction_prompt(const Game& game, const StringTable& t);
// What a placed die does, for the hover explanation.
std::string placed_die_text(const Game& game, const Entity& die, const StringTable& t);

}  // namespace hs::app
