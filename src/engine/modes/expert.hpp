// R9.4 expert abilities, shared by the expert hooks (expert.cpp) and the abilities themselves
// (expert_abilities.cpp): placed dice as board entities, activation on the owner's turn, and the
// reactions asked of other seats while someone else moves. Private to the engine.
#pragma once
#include <vector>

#include "rules/rules.hpp"

namespace hs::modes::expert {

const ExpertAbility& ability_of(const Content& ct, const TableState& s, int seat);

// The entity index of the die `owner` has placed (at most one: once per turn, discarded at the start
// of the owner's next turn, R9.4.2), or -1.
int placed_die_of(const TableState& s, int owner);
// A placed die goes back to the supply; a trap's raised requirement leaves its card (R5.12).
void discard_die(rules::Ctx& c, int entity);
void discard_dice_of(rules::Ctx& c, int owner);

// Activation on the owner's turn (R9.4, R9.4.1).
void list_uses(const Content& ct, const GameState& s, std::vector<Action>& out);
rules::Why check_use(const Content& ct, const GameState& s, const UseExpert& a);
void use(rules::Ctx& c, const UseExpert& a);

// What a move sets off: leaving (trap, toll, elbow hit) and entering (shot, invisibility).
void on_leaving(rules::Ctx& c, int mover, int node);
void on_entered(rules::Ctx& c, int mover, int node);
void on_lucky_gem(rules::Ctx& c, int seat);  // blessing
// The test against a shot (R9.4.1) is over: the offer beneath it leaves, the die is discarded, and a
// failed test costs the life.
void shot_resolved(rules::Ctx& c, int seat, int shooter, int face, bool passed);

// Answers to the reactions (R9.4.3): decision detail = the ExpertKind it is about.
void list_reactions(const Content& ct, const GameState& s, std::vector<Action>& out);
rules::Why check_react(const Content& ct, const GameState& s, const React& a);
void react(rules::Ctx& c, const React& a);

}  // namespace hs::modes::expert
