// Event -> English sentence for the verbose simulation log. Reads names from content, never
// hard-codes a card.
#include "event_text.hpp"

namespace hs::cli {

namespace {

std::string seat_name(const Game& game, int seat) {
  const auto& s = game.state();
  if (seat < 0 || seat >= static_cast<int>(s.players.size())) return "nobody";
  const int ch = s.players[static_cast<std::size_t>(seat)].character;
  const std::string who = "seat " + std::to_string(seat);
  if (ch < 0 || ch >= static_cast<int>(game.content().characters.size())) return who;
  return game.content().characters[static_cast<std::size_t>(ch)].name.en + " (" + who + ")";
}

std::string node_name(const Game& game, int node) {
  const auto& s = game.state();
  if (node < 0 || node >= static_cast<int>(s.board.size())) return "card " + std::to_string(node);
  const Node& n = s.board[static_cast<std::size_t>(node)];
  std::string where = "level " + std::to_string(n.level) + " step " + std::to_string(n.step);
  if (n.card < 0 || n.card >= static_cast<int>(game.content().cards.size())) return where;
  return game.content().cards[static_cast<std::size_t>(n.card)].name.en + " (" + where + ")";
}

std::string monster_name(const Game& game, int card) {
  const auto& m = game.content().monsters;
  if (card < 0 || card >= static_cast<int>(m.size())) return "a monster";
  return m[static_cast<std::size_t>(card)].name.en;
}

std::string dice_list(const DiceCounts& d) {
  std::string out;
  for (Color c : kAllDieColors) {
    if (d[c] == 0) continue;
    if (!out.empty()) out += ", ";
    out += std::to_string(d[c]);
    out += ' ';
    out += color_name(c);
  }
  return out.empty() ? "no dice" : out;
}

std::string values_list(const std::vector<int>& v) {
  std::string out;
  for (int x : v) {
    if (!out.empty()) out += ' ';
    out += std::to_string(x);
  }
  return out;
}

}  // namespace

std::string event_text(const Game& game, const Event& e) {
  const std::string who = seat_name(game, e.player);
  switch (e.kind) {
    case EventKind::TurnStarted: return "-- " + who + "'s turn";
    case EventKind::DiceTaken:
      return who + " takes " + dice_list(e.dice) + (e.short_supply ? " (the supply ran short)" : "");
    case EventKind::OptionChosen:
      return who + (e.a < 0 ? " tries the optional test" : " chooses option " + std::to_string(e.a));
    case EventKind::DiceRolled: return who + " rolls " + values_list(e.values);
    case EventKind::DieRerolled:
      return who + " spends a gem to reroll die " + std::to_string(e.a) + ": now " + std::to_string(e.b);
    case EventKind::ItemUsed: return who + " uses item " + std::to_string(e.a);
    case EventKind::AbilityUsed: return who + " uses their ability";
    case EventKind::TestPassed:
      return who + " passes: +" + std::to_string(e.a) + " coins, +" + std::to_string(e.b) + " gems";
    case EventKind::TestFailed: return who + " fails the test";
    case EventKind::LuckyGem: return who + " rolled their lucky die: +1 gem";
    case EventKind::LifeLost: return who + " loses a life (" + std::to_string(e.a) + " left)";
    case EventKind::LifeGained: return who + " regains a life (" + std::to_string(e.a) + " now)";
    case EventKind::Moved: return who + " moves to " + node_name(game, e.b);
    case EventKind::CardRevealed: return "revealed: " + node_name(game, e.a);
    case EventKind::ShopOpened: return who + " visits the peddler";
    case EventKind::ItemBought: {
      const auto& items = game.content().equipment;
      const std::string item = e.a >= 0 && e.a < static_cast<int>(items.size())
                                   ? items[static_cast<std::size_t>(e.a)].name.en
                                   : "item " + std::to_string(e.a);
      return who + " buys " + item + " for " + std::to_string(e.b);
    }
    case EventKind::ItemReturned: return who + " returns an item to the equipment deck";
    case EventKind::Healed:
      return who + " heals " + std::to_string(e.a) + " (paid " + std::to_string(e.b) + ")";
    case EventKind::Rested: return who + " rests";
    case EventKind::Eliminated: return who + " is eliminated";
    case EventKind::SentBack: return who + " is sent back to " + node_name(game, e.a);
    case EventKind::BossDefeated: return who + " defeats the boss of level " + std::to_string(e.a) + "!";
    case EventKind::RoundEnded: return "== end of round " + std::to_string(e.a);
    case EventKind::PhaseStep: {
      static const char* const kSteps[] = {"the die / the hunt", "monsters move", "the run", "abilities"};
      return "   phase: " + std::string(kSteps[e.a < 0 || e.a > 3 ? 0 : e.a]);
    }
    case EventKind::PhaseDie: return "Azoz's die shows " + std::to_string(e.a);
    case EventKind::MonsterAppeared: return monster_name(game, e.b) + " appears on " + node_name(game, e.a);
    case EventKind::RitualGem: return "a gem on Azoz's ritual: " + std::to_string(e.a) + " of " + std::to_string(e.b);
    case EventKind::MonsterMoved:
      return monster_name(game, e.values.empty() ? -1 : e.values.front()) + " moves to " + node_name(game, e.b);
    case EventKind::HunterMoved: return "the Hunter moves to " + node_name(game, e.b);
    case EventKind::HunterFaster: return "the Hunter quickens: +" + std::to_string(e.a) + " movement";
    case EventKind::MonsterDefeated: return who + " defeats " + monster_name(game, e.a);
    case EventKind::MonsterDodged: return who + " dodges " + monster_name(game, e.a) + " for this turn";
    case EventKind::MonsterDrained:
      return who + (e.b > 0 ? " loses a " : " has no ") + std::string(color_name(static_cast<Color>(e.a))) +
             " die to a drain";
    case EventKind::MonsterAmbush:
      return monster_name(game, e.a) + " ambushes " + who + (e.b ? ": the blow is taken" : "");
    case EventKind::MonsterRoared:
      return monster_name(game, e.a) + " roars: " + std::to_string(e.b) + " cards are harder";
    case EventKind::Caught: return "the Hunter catches " + who + " on " + node_name(game, e.a);
    case EventKind::RitualComplete: return "Azoz completes the ritual";
    case EventKind::TokenPlaced: return who + (e.b ? " puts a gem on the defeated boss" : " places a token");
    case EventKind::ReturnedToTown: return who + " returns to town";
    case EventKind::PartyPoisoned: return "the poison works: the party loses " + std::to_string(e.a) + " lives";
    case EventKind::PotionDrunk: return who + " drinks one of the party's potions";
    case EventKind::RewardDrawn: {
      const auto& items = game.content().equipment;
      return who + " takes a reward: " +
             (e.a >= 0 && e.a < static_cast<int>(items.size()) ? items[static_cast<std::size_t>(e.a)].name.en
                                                               : "item " + std::to_string(e.a));
    }
    case EventKind::ExpertUsed:
      return who + " uses their expert ability" + (e.b >= 0 ? " on " + node_name(game, e.b) : std::string());
    case EventKind::DieDiscarded: return who + "'s expert die goes back to the supply";
    case EventKind::ReactionOffered: return who + " may react (ability " + std::to_string(e.a) + ") to " + seat_name(game, e.b);
    case EventKind::ElbowRolled:
      return who + " rolls the elbow die: " + std::to_string(e.a) + (e.b >= 0 ? ", " + seat_name(game, e.b) + " is hit" : ", a miss");
    case EventKind::ShotTaken:
      return who + (e.a > 0 ? " rolls " + std::to_string(e.a) + " against the shot" : " takes the shot") +
             (e.b ? ": hit" : ": dodged");
    case EventKind::SlippedAlong: return who + " slips along unseen to " + node_name(game, e.b);
    case EventKind::CoinStolen: return who + " steals a coin from " + seat_name(game, e.a);
    case EventKind::TollPaid:
      return who + (e.b == 0 ? " pays a coin" : e.b == 1 ? " pays a gem" : " has nothing to pay") + " to " +
             seat_name(game, e.a) + "'s toll";
    case EventKind::BlessingPaid:
      return who + (e.b == 0 ? " gives a coin" : " gives a gem") + " to " + seat_name(game, e.a) + " for the blessing";
    case EventKind::CardDrawn: return "drawn: " + node_name(game, e.a);
    case EventKind::DeckShuffled: return "a boss and a dead end are shuffled into the level " + std::to_string(e.a) + " deck";
    case EventKind::DeadEndReward:
      return who + " reaches a dead end: +" + std::to_string(e.a) + " coins, +" + std::to_string(e.b) + " gems";
    case EventKind::WentBack: return who + " goes back to " + node_name(game, e.b);
    case EventKind::GameEnded: {
      if (e.values.empty()) return "== game over: nobody wins";
      std::string out = "== game over, winner:";
      for (int seat : e.values) {
        out += ' ';
        out += seat_name(game, seat);
      }
      return out;
    }
  }
  return "";
}

}  // namespace hs::cli
