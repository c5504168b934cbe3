// The hotseat hand-over and its recap (handover.hpp, game_log.hpp), and the inspections of the
// expert ability's and the Rest button and of a placed expert die (inspect.hpp), without a window.
#include <catch2/catch.hpp>

#include <algorithm>

#include "app/text/action_text.hpp"
#include "app/session/game_log.hpp"
#include "app/session/handover.hpp"
#include "app/teach/inspect/inspect.hpp"
#include "app/session/session.hpp"
#include "app/table/layout/table_layout.hpp"
#include "app/text/variant_text.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;

namespace {

const StringTable& english() { return test::strings_in("en"); }

std::string name_of(const Game& g, int seat) { return player_name(g, seat, "en"); }

bool has_line(const std::vector<std::string>& lines, const std::string& start, const std::string& part) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& l) { return l.rfind(start, 0) == 0 && l.find(part) != std::string::npos; });
}

std::unique_ptr<Session> bot_session(GameOptions o, std::uint64_t seed) {
  auto s = Session::start(test::full_content(), o, seed, std::vector<Seat>(static_cast<std::size_t>(o.players), Seat{"advisor"}));
  REQUIRE(s.ok());
  return std::move(s.value());
}

// Bots play until `done` holds (or the game ends, or the steps run out); true when it holds.
template <class Done>
bool play_until(Session& s, Done done, int steps = 6000) {
  for (int i = 0; i < steps && !s.game().finished(); ++i) {
    if (done()) return true;
    REQUIRE(s.bot_step());
  }
  return done();
}

std::vector<Seat> humans(int players, int n) {
  std::vector<Seat> seats(static_cast<std::size_t>(players), Seat{"advisor"});
  for (int i = 0; i < n; ++i) seats[static_cast<std::size_t>(i)] = Seat{};
  return seats;
}

GameOptions coop(int players) {
  GameOptions o;
  o.players = players;
  o.mode = Mode::Coop;
  return o;
}

GameOptions expert(int players) {
  GameOptions o;
  o.players = players;
  o.expert = true;
  return o;
}

const HitRegion* action_region(const TableLayout& L, bool (*is)(const Action&)) {
  for (const HitRegion& h : L.regions)
    if (h.kind == HitKind::Action && is(h.action)) return &h;
  return nullptr;
}

}  // namespace

TEST_CASE("hand-over: the party's decisions are no seat's turn, a seat's own decision is handed over", "[app][R9.8]") {
  auto s = bot_session(coop(3), 3);
  Session& ses = *s;
  REQUIRE(play_until(ses, [&] { return ses.game().pending().kind == DecisionKind::ChoosePlayer; }));
  ses.set_seats(humans(3, 2), 3);
  // Seat 1 holds the table; the leader (seat 0) owns "who plays next", but the party answers it.
  CHECK(group_decision(DecisionKind::ChoosePlayer));
  CHECK(ses.deciding_seat() != 1);
  CHECK(handover_to(ses, 1) == -1);
  // Seat 0 chosen: its own turn is handed over to it.
  REQUIRE(ses.apply(ChoosePlayer{0}).ok());
  REQUIRE(ses.deciding_seat() == 0);
  CHECK(handover_to(ses, 1) == 0);
  CHECK(handover_to(ses, 0) == -1);  // it already holds the table
  ses.set_seats(std::vector<Seat>(3, Seat{"advisor"}), 3);
  REQUIRE(play_until(ses, [&] { return ses.game().pending().kind == DecisionKind::SplitPoison; }));
  ses.set_seats(humans(3, 2), 3);
  CHECK(handover_to(ses, 1) == -1);
}

TEST_CASE("recap: the poison split's cost reaches the leader who answered it", "[app][R9.8]") {
  auto s = bot_session(coop(3), 3);
  Session& ses = *s;
  REQUIRE(play_until(ses, [&] { return ses.game().pending().kind == DecisionKind::SplitPoison; }));
  const Game& g = ses.game();
  REQUIRE(g.pending().owner == 0);  // the leader answers for the party
  // A split that costs seat 0 a life and kills nobody.
  std::optional<SplitPoison> split;
  for (const Action& a : g.legal_actions())
    if (const auto* sp = std::get_if<SplitPoison>(&a); sp && sp->lives[0] >= 1) {
      bool kills = false;
      for (std::size_t i = 0; i < sp->lives.size(); ++i) kills = kills || sp->lives[i] >= g.state().players[i].lives;
      if (!kills) split = *sp;
    }
  REQUIRE(split);
  const int lost = split->lives[0];
  REQUIRE(ses.apply(*split).ok());
  // On to seat 0's next turn (the party chooses who plays; the leader answers that too).
  REQUIRE(play_until(ses, [&] { return ses.deciding_seat() == 0 && !group_decision(ses.game().pending().kind); }));
  const StringTable& t = english();
  const auto recap = recap_for(g, ses.history(), 0, t);
  int poison = 0;  // as the engine announced it
  for (const ActionRecord& r : ses.history())
    for (const Event& e : r.events)
      if (e.kind == EventKind::PartyPoisoned) poison = e.a;
  REQUIRE(poison >= lost);
  CHECK(std::find(recap.begin(), recap.end(), t.format("recap.poison", {count_text(t, "n.lives", poison)})) != recap.end());
  CHECK(has_line(recap, name_of(g, 0) + ": ", t.format("recap.lost", {count_text(t, "n.lives", lost)})));
  const HandoverText h = handover_text(g, ses.history(), 0, t);
  CHECK(h.title == t.format("recap.title", {name_of(g, 0)}));
  CHECK(h.heading == t.format("recap.since", {name_of(g, 0)}));
  CHECK(h.lines == recap);
}

TEST_CASE("recap: names expert abilities used, potions drunk and lives healed, the seat's own included", "[app][R9.4][R9.8]") {
  const Game g = test::new_game(3, 7);
  const StringTable& t = english();
  const auto& chars = test::full_content().characters;
  const auto expert_of = [&](int seat) { return chars[static_cast<std::size_t>(g.state().players[static_cast<std::size_t>(seat)].character)].expert; };
  ActionRecord elbow;  // seat 1's elbow hits seat 0 as it leaves the card
  elbow.actor = 1;
  elbow.events = {Event{EventKind::ElbowRolled, 1, 5, 0, {}, {}, false}, Event{EventKind::LifeLost, 0, 2, 0, {}, {}, false}};
  ActionRecord potion;  // seat 2 drinks a potion
  potion.actor = 2;
  potion.events = {Event{EventKind::PotionDrunk, 2, 0, 0, {}, {}, false}, Event{EventKind::LifeGained, 2, 3, 0, {}, {}, false}};
  ActionRecord trap;
  trap.actor = 2;
  trap.events = {Event{EventKind::ExpertUsed, 2, static_cast<int>(expert_of(2).kind), 4, {}, {}, false}};
  const auto recap = recap_for(g, {elbow, potion, trap}, 0, t);
  CHECK(has_line(recap, name_of(g, 1) + ": ", t.format("recap.expert", {expert_of(1).name.in("en")})));
  CHECK(has_line(recap, name_of(g, 0) + ": ", t.format("recap.lost", {count_text(t, "n.lives", 1)})));
  const std::string drank = t.format("recap.drank", {test::full_content().equipment[0].name.in("en")});
  CHECK(has_line(recap, name_of(g, 2) + ": ", drank));
  CHECK(has_line(recap, name_of(g, 2) + ": ", t.format("recap.healed", {count_text(t, "n.lives", 3)})));
  CHECK(has_line(recap, name_of(g, 2) + ": ", t.format("recap.expert", {expert_of(2).name.in("en")})));
  CHECK(handover_text(g, {elbow, potion, trap}, 0, t).lines == recap);
}

TEST_CASE("hand-over: a reaction is a question in another seat's turn, then that turn goes on", "[app][R9.4.3]") {
  auto s = bot_session(expert(3), 4);
  Session& ses = *s;
  REQUIRE(play_until(ses, [&] { return ses.game().pending().kind == DecisionKind::Reaction; }, 20000));
  const Game& g = ses.game();
  const int asked = g.pending().owner, active = g.state().active_player();
  REQUIRE(asked != active);
  const StringTable& t = english();
  const HandoverText q = handover_text(g, ses.history(), asked, t);
  CHECK(q.title == t.format("recap.question_title", {name_of(g, asked), name_of(g, active)}));
  CHECK(q.title.find("turn") != std::string::npos);
  REQUIRE(q.lines.size() == 1);
  CHECK(q.lines[0] == reaction_prompt(g, t));
  CHECK(q.button == t.get("recap.answer"));
  ses.set_seats(std::vector<Seat>(3, Seat{}), 4);
  CHECK(handover_to(ses, active) == asked);
  // Declined (every question asked of this move): the table goes back to the active seat's turn.
  while (ses.game().pending().kind == DecisionKind::Reaction) REQUIRE(ses.apply(React{false}).ok());
  REQUIRE(ses.deciding_seat() == active);
  const HandoverText back = handover_text(g, ses.history(), active, t);
  CHECK(back.title == t.format("recap.back_title", {name_of(g, active)}));
  CHECK(back.button == t.get("recap.click"));
}

TEST_CASE("inspect: the expert ability's button gives the ability, Rest says it does not heal", "[app][R9.4.1][R4.3]") {
  auto s = bot_session(expert(3), 4);
  Session& ses = *s;
  TableUi ui;
  const auto is_expert = [](const Action& a) { return std::holds_alternative<UseExpert>(a); };
  REQUIRE(play_until(ses, [&] {
    const TableLayout L = layout_table(ses.game(), ui, 1280, 720, true);
    return action_region(L, is_expert) != nullptr;
  }));
  const Game& g = ses.game();
  const TableLayout L = layout_table(g, ui, 1280, 720, true);
  const HitRegion* button = action_region(L, is_expert);
  const ExpertAbility& ex = test::full_content().characters[static_cast<std::size_t>(g.state().players[static_cast<std::size_t>(g.pending().owner)].character)].expert;
  for (const std::string lang : {"en", "es"}) {
    const auto in = inspect_at(g, L, button->rect.center(), test::strings_in(lang));
    REQUIRE(in);
    CHECK(in->rule == "R9.4.1");
    CHECK(in->title == ex.name.in(lang));
    REQUIRE(!in->lines.empty());
    CHECK(in->lines[0] == ex.text.in(lang));
  }
  // Rest, wherever the bar offers it.
  const auto is_rest = [](const Action& a) { return std::holds_alternative<Rest>(a); };
  REQUIRE(play_until(ses, [&] {
    const TableLayout R = layout_table(ses.game(), ui, 1280, 720, true);
    return action_region(R, is_rest) != nullptr;
  }));
  const TableLayout R = layout_table(g, ui, 1280, 720, true);
  const auto rest = inspect_at(g, R, action_region(R, is_rest)->rect.center(), english());
  REQUIRE(rest);
  CHECK(rest->rule == "R4.3");
  CHECK(rest->title == english().get("act.rest"));
  CHECK(std::find(rest->lines.begin(), rest->lines.end(), english().get("inspect.rest_lives")) != rest->lines.end());
}

TEST_CASE("inspect: a placed expert die on a hero's panel sits beside the lucky die, never over it, and inspects as itself", "[app][R9.4.1]") {
  auto s = bot_session(expert(3), 4);
  Session& ses = *s;
  const auto on_panel = [&] {
    const auto& es = ses.game().state().entities;
    return std::any_of(es.begin(), es.end(), [](const Entity& e) { return e.kind == EntityKind::PlacedDie && e.node < 0; });
  };
  REQUIRE(play_until(ses, on_panel, 20000));
  const Game& g = ses.game();
  TableUi ui;
  const TableLayout L = layout_table(g, ui, 1280, 720, true);
  const auto spots = placed_die_spots(g.state(), L);
  const auto spot = std::find_if(spots.begin(), spots.end(), [&](const PlacedDieSpot& sp) {
    return g.state().entities[static_cast<std::size_t>(sp.entity)].node < 0;
  });
  REQUIRE(spot != spots.end());
  const Entity& die = g.state().entities[static_cast<std::size_t>(spot->entity)];
  CHECK_FALSE(spot->rect.overlaps(panel_lucky_rect(L.panels[static_cast<std::size_t>(die.owner)])));  // both stay visible
  const auto in = inspect_at(g, L, spot->rect.center(), english());
  REQUIRE(in);
  CHECK(in->rule == "R9.4.1");
  REQUIRE(!in->lines.empty());
  CHECK(in->lines[0] == placed_die_text(g, die, english()));
}

TEST_CASE("recap: a lucky die's gem is told, not only the tests' rewards", "[app][R3.2]") {
  GameOptions o;
  o.players = 2;
  auto s = bot_session(o, 11);
  int lucky_seat = -1;
  // Until the last play is a seat's own roll that paid a lucky gem (R3.2).
  const bool found = play_until(*s, [&] {
    const auto& h = s->history();
    if (h.empty()) return false;
    for (const Event& e : h.back().events)
      if (e.kind == EventKind::LuckyGem && e.player == h.back().actor) lucky_seat = e.player;
    return lucky_seat >= 0;
  });
  REQUIRE(found);
  const int other = 1 - lucky_seat;
  const auto lines = recap_for(s->game(), s->history(), other, english());
  INFO("recap for " << name_of(s->game(), other));
  for (const auto& l : lines) INFO(l);
  CHECK(has_line(lines, name_of(s->game(), lucky_seat), "from the lucky die"));
  const auto es = recap_for(s->game(), s->history(), other, test::strings_in("es"));
  CHECK(has_line(es, player_name(s->game(), lucky_seat, "es"), "del dado de la suerte"));
}
