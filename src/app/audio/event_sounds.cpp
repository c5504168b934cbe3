// The table of event sounds (the proposal in data/audio.json's "events", scripts/audio/events_map.py).
#include "app/audio/event_sounds.hpp"

#include <algorithm>

namespace hs::app {

const char* event_sound(EventKind kind) {
  switch (kind) {
    case EventKind::DiceTaken: return "dice_take";
    case EventKind::OptionChosen: return "ui_click";
    case EventKind::DiceRolled: return "dice_rattle";
    case EventKind::DieRerolled: return "dice_roll";
    case EventKind::ItemUsed: return "card_flipped";
    case EventKind::AbilityUsed: return "card_flipped";
    case EventKind::TestPassed: return "test_passed";
    case EventKind::TestFailed: return "test_failed";
    case EventKind::LuckyGem: return "gems";
    case EventKind::LifeLost: return "life_lost";
    case EventKind::LifeGained: return "life_healed";
    case EventKind::CardRevealed: return "card_flipped";
    case EventKind::ItemBought: return "item_bought";
    case EventKind::ItemReturned: return "coins";
    case EventKind::Healed: return "life_healed";
    case EventKind::Rested: return "life_healed";
    case EventKind::Eliminated: return "loss";
    case EventKind::SentBack: return "life_lost";
    case EventKind::BossDefeated: return "boss_defeated";
    case EventKind::TokenPlaced: return "ui_click";
    case EventKind::PartyPoisoned: return "poison";
    case EventKind::PotionDrunk: return "life_healed";
    case EventKind::RewardDrawn: return "card_drawn";
    case EventKind::PhaseDie: return "azoz_die";
    case EventKind::MonsterAppeared: return "card_flipped";
    case EventKind::RitualGem: return "ritual_gem";
    case EventKind::MonsterMoved: return "hunter_step";
    case EventKind::HunterMoved: return "hunter_step";
    case EventKind::HunterFaster: return "hunter_step";
    case EventKind::MonsterDefeated: return "test_passed";
    case EventKind::MonsterDodged: return "card_flipped";
    case EventKind::MonsterDrained: return "test_failed";
    case EventKind::MonsterAmbush: return "life_lost";
    case EventKind::MonsterRoared: return "azoz_die";
    case EventKind::Caught: return "life_lost";
    case EventKind::RitualComplete: return "boss_defeated";
    case EventKind::ExpertUsed: return "card_flipped";
    case EventKind::DieDiscarded: return "dice_settle";
    case EventKind::ElbowRolled: return "dice_roll";
    case EventKind::ShotTaken: return "dice_roll";
    case EventKind::SlippedAlong: return "card_drawn";
    case EventKind::CoinStolen: return "coins";
    case EventKind::TollPaid: return "coins";
    case EventKind::BlessingPaid: return "coins";
    case EventKind::CardDrawn: return "card_drawn";
    case EventKind::DeckShuffled: return "card_drawn";
    case EventKind::DeadEndReward: return "coins";
    case EventKind::WentBack: return "dice_settle";
    case EventKind::GameEnded:  // the end screen plays win or loss as it opens (end_sting)
    case EventKind::TurnStarted:
    case EventKind::Moved:
    case EventKind::ShopOpened:
    case EventKind::RoundEnded:
    case EventKind::ReturnedToTown:
    case EventKind::PhaseStep:
    case EventKind::ReactionOffered: return nullptr;
  }
  return nullptr;
}

std::vector<std::string> action_sounds(const std::vector<Event>& events, const std::vector<Moment>& moments) {
  std::vector<std::string> out;
  const auto add = [&](const std::string& s) {
    if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
  };
  for (const Event& e : events) {
    const char* s = event_sound(e.kind);
    if (s) add(s);
    // A passed test's reward sounds after it (R5.5 coins and gems; R9.5 a dead end's reward).
    if (e.kind == EventKind::TestPassed || e.kind == EventKind::DeadEndReward) {
      if (e.a > 0) add("coins");
      if (e.b > 0) add("gems");
    }
  }
  for (const Moment& m : moments) {
    if (m.kind == MomentKind::NewLevel) add("new_level");
    if (m.kind == MomentKind::LastRound) add("last_round");
  }
  return out;
}

const char* end_sting(const std::vector<int>& winners, const std::vector<bool>& by_person) {
  const bool people = std::find(by_person.begin(), by_person.end(), true) != by_person.end();
  for (int w : winners) {
    if (!people) return "win";
    if (w >= 0 && w < static_cast<int>(by_person.size()) && by_person[static_cast<std::size_t>(w)]) return "win";
  }
  return "loss";
}

}  // namespace hs::app
