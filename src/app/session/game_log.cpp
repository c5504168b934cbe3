// Log lines from action records, and the hand-over recap of a hotseat game.
#include "app/session/game_log.hpp"

#include <algorithm>

#include "app/text/action_text.hpp"
#include "app/session/handover.hpp"
#include "app/table/layout/table_layout.hpp"
#include "highscore/solo.hpp"

namespace hs::app {

void append_log(std::vector<LogLine>& log, const Game& g, const ActionRecord& rec, int action, const StringTable& t) {
  std::vector<int> told;  // dice whose change an item's or ability's line of this action gives
  for (const EventNote& n : rec.notes)
    for (const EventNote::Change& c : n.changed) told.push_back(c.die);
  for (std::size_t i = 0; i < rec.events.size(); ++i) {
    const Event& e = rec.events[i];
    // A heal bought at the peddler already says how many lives; the "back to N" line would repeat it.
    if (e.kind == EventKind::LifeGained && i > 0 && rec.events[i - 1].kind == EventKind::Healed) continue;
    const EventNote note = i < rec.notes.size() ? rec.notes[i] : EventNote{};
    // "uses Nimble Fingers. Die 1 (yellow): 1 → 4." has said the reroll; "rerolls die 1" would repeat it.
    if (e.kind == EventKind::DieRerolled && std::find(told.begin(), told.end(), e.a) != told.end()) continue;
    std::string line = event_line(g, e, note, t);
    if (!line.empty()) log.push_back({action, std::move(line)});
  }
}

std::vector<LogLine> derive_log(const Game& g, const std::vector<ActionRecord>& history, const StringTable& t) {
  // R9.8: the party sets out from the town in the middle of the map, not from a dungeon's mouth.
  std::vector<LogLine> log{{-1, t.get(g.options().mode == Mode::Coop ? "table.log_start_coop" : "table.log_start")}};
  // R9.6.3: the solo adventures' first phase runs before the first turn; its lines open the log.
  if (is_solo_mode(g.options().mode))
    for (const Event& e : g.opening_events())
      if (std::string line = event_line(g, e, EventNote{}, t); !line.empty()) log.push_back({-1, std::move(line)});
  for (std::size_t i = 0; i < history.size(); ++i) append_log(log, g, history[i], static_cast<int>(i), t);
  return log;
}

namespace {

struct Since {
  int passed = 0, failed = 0, coins = 0, gems = 0, lucky = 0, lives_lost = 0, boss = 0;
  int lives_now = -1;  // after the last life gained (a heal, a potion), -1 for none
  bool eliminated = false, rested = false, acted = false;
  std::vector<std::string> bought, drank, expert;
};

void add_once(std::vector<std::string>& v, std::string s) {
  if (std::find(v.begin(), v.end(), s) == v.end()) v.push_back(std::move(s));
}

std::string join(const std::vector<std::string>& parts, const std::string& sep) {
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : sep) + p;
  return out;
}

}  // namespace

std::vector<std::string> recap_for(const Game& g, const std::vector<ActionRecord>& history, int seat, const StringTable& t) {
  const TableState& st = g.observe(-1).state();
  const int np = static_cast<int>(st.players.size());
  if (seat < 0 || seat >= np) return {};
  // From the action after this seat's last own play (or from the start): the party's decisions
  // (R9.8) are nobody's play, so the leader who answered the poison split still hears what it cost.
  const int from = last_own_play(g, history, seat) + 1;
  std::vector<Since> since(static_cast<std::size_t>(np));
  const std::string& lang = t.language();
  const auto& characters = g.content().characters;
  const auto& eq = g.content().equipment;
  const auto expert_name = [&](int p) {
    const int ch = st.players[static_cast<std::size_t>(p)].character;
    return ch >= 0 && ch < static_cast<int>(characters.size()) ? characters[static_cast<std::size_t>(ch)].expert.name.in(lang) : std::string("?");
  };
  int poison = 0;
  // Every event since then, the seat's own included: what others' turns and the party's decisions
  // did to it (a life lost to the poison or an elbow, a potion drunk) is news to it too.
  for (std::size_t i = static_cast<std::size_t>(from); i < history.size(); ++i)
    for (const Event& e : history[i].events) {
      if (e.kind == EventKind::PartyPoisoned) poison += e.a;
      if (e.player < 0 || e.player >= np) continue;
      Since& s = since[static_cast<std::size_t>(e.player)];
      switch (e.kind) {
        case EventKind::TestPassed: s.passed++, s.coins += e.a, s.gems += e.b, s.acted = true; break;
        case EventKind::TestFailed: s.failed++, s.acted = true; break;
        case EventKind::LuckyGem: s.lucky++, s.acted = true; break;  // R3.2: a gem of its own, pass or fail
        case EventKind::LifeLost: s.lives_lost++, s.acted = true; break;
        case EventKind::BossDefeated: s.boss = e.a, s.acted = true; break;
        case EventKind::Eliminated: s.eliminated = true, s.acted = true; break;
        case EventKind::Rested: s.rested = true, s.acted = true; break;
        case EventKind::Moved: s.acted = true; break;
        case EventKind::LifeGained: s.lives_now = e.a, s.acted = true; break;
        case EventKind::PotionDrunk:
          if (e.a >= 0 && e.a < static_cast<int>(eq.size())) add_once(s.drank, eq[static_cast<std::size_t>(e.a)].name.in(lang));
          s.acted = true;
          break;
        // R9.4: an expert ability used (a trap springing, an elbow rolled, a slip along the path).
        case EventKind::ExpertUsed:
        case EventKind::ElbowRolled:
        case EventKind::SlippedAlong: add_once(s.expert, expert_name(e.player)), s.acted = true; break;
        case EventKind::ItemBought: {
          if (e.a >= 0 && e.a < static_cast<int>(eq.size())) s.bought.push_back(eq[static_cast<std::size_t>(e.a)].name.in(lang));
          s.acted = true;
          break;
        }
        default: break;
      }
    }
  std::vector<std::string> out;
  if (poison > 0) out.push_back(t.format("recap.poison", {count_text(t, "n.lives", poison)}));  // R9.8
  for (int p = 0; p < np; ++p) {
    const Since& s = since[static_cast<std::size_t>(p)];
    if (!s.acted) continue;
    std::vector<std::string> parts;
    if (s.passed > 0) {
      std::string part = t.format("recap.passed", {count_text(t, "n.tests", s.passed)});
      if (s.coins > 0 || s.gems > 0) part += " (" + reward_text(t, s.coins, s.gems) + ")";
      parts.push_back(part);
    }
    if (s.failed > 0) parts.push_back(t.format("recap.failed", {count_text(t, "n.tests", s.failed)}));
    if (s.lucky > 0) parts.push_back(t.format("recap.lucky", {count_text(t, "n.gems", s.lucky)}));
    if (!s.bought.empty()) parts.push_back(t.format("recap.bought", {join(s.bought, ", ")}));
    if (!s.expert.empty()) parts.push_back(t.format("recap.expert", {join(s.expert, ", ")}));
    if (s.lives_lost > 0) parts.push_back(t.format("recap.lost", {count_text(t, "n.lives", s.lives_lost)}));
    if (!s.drank.empty()) parts.push_back(t.format("recap.drank", {join(s.drank, ", ")}));
    if (s.lives_now >= 0) parts.push_back(t.format("recap.healed", {count_text(t, "n.lives", s.lives_now)}));
    if (s.boss > 0)  // R9.8: co-op's bosses open no next level
      parts.push_back(g.options().mode == Mode::Coop ? t.get("recap.boss_coop") : t.format("recap.boss", {std::to_string(s.boss)}));
    if (s.rested && parts.empty()) parts.push_back(t.get("recap.rested"));
    const Player& pl = st.players[static_cast<std::size_t>(p)];
    if (s.eliminated) {
      parts.push_back(t.get("recap.eliminated"));
    } else if (p == seat) {
      // The seat knows where it stands.
    } else if (const DungeonCard* c = card_at(g, pl.node)) {
      const bool hidden = st.board[static_cast<std::size_t>(pl.node)].face_down;
      parts.push_back(t.format("recap.now_at", {hidden ? t.get("card.hidden") : c->name.in(lang)}));
    }
    if (parts.empty()) continue;  // only moved along (the board shows where)
    out.push_back(t.format("recap.line", {player_name(g, p, lang), join(parts, ", ")}));
  }
  // Who moved ahead of this seat since its last turn (R9.2 progress: level, then steps).
  if (from > 0 && !history.empty()) {
    const auto& then = history[static_cast<std::size_t>(from - 1)].progress;
    const auto& now = history.back().progress;
    const auto at = [&](const std::vector<int>& v, int p) { return p < static_cast<int>(v.size()) ? v[static_cast<std::size_t>(p)] : -1; };
    for (int p = 0; p < np; ++p)
      if (p != seat && at(then, p) <= at(then, seat) && at(now, p) > at(now, seat) && at(now, seat) >= 0)
        out.push_back(t.format("recap.ahead", {player_name(g, p, lang), player_name(g, seat, lang)}));
  }
  return out;
}

}  // namespace hs::app
