// Log lines say what the dice on the table show: a face an item raised reads "red 3 → 4 (Ember
// Blade)", a reroll gives the die's shown value, and an item or ability says the die it changed.
#include "app/text/action_text.hpp"
#include "app/session/game_log.hpp"
#include "app/session/session.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;

namespace {

const StringTable& english() { return test::strings_in("en"); }

int equipment_named(const Content& c, const std::string& name) {
  for (std::size_t i = 0; i < c.equipment.size(); ++i)
    if (c.equipment[i].name.in("en") == name) return static_cast<int>(i);
  return -1;
}

}  // namespace

TEST_CASE("log: a rolled face raised by an item says both numbers and the item", "[app][log][R7.4]") {
  const Game g = test::new_game(1, 5);
  const int blade = equipment_named(g.content(), "Ember Blade");
  REQUIRE(blade >= 0);
  Event e{EventKind::DiceRolled, 0, 0, 0, {}, {3, 1}, false};
  EventNote note;
  note.dice = {Color::Red, Color::Red};
  note.shown = {4, 1};
  note.bonus_item = {blade, -1};
  const std::string line = event_line(g, e, note, english());
  CHECK(line.find("red 3 → 4 (Ember Blade)") != std::string::npos);
  CHECK(line.find("red 1") != std::string::npos);
}

TEST_CASE("log: a reroll says the value the die shows now", "[app][log][R5.4]") {
  const Game g = test::new_game(1, 5);
  Event e{EventKind::DieRerolled, 0, 1, 2, {}, {}, false};
  EventNote note;
  note.dice = {Color::Red};
  note.shown = {3};
  note.bonus_item = {-1};
  CHECK(event_line(g, e, note, english()).find("die 2: now red 2 → 3") != std::string::npos);
}

TEST_CASE("log: an ability's line gives the die it changed", "[app][log][R3.3]") {
  const Game g = test::new_game(1, 5);
  Event e{EventKind::AbilityUsed, 0, 0, 0, {}, {}, false};
  EventNote note;
  note.changed.push_back({1, 3, 5, Color::Red});
  CHECK(event_line(g, e, note, english()).find("Die 2 (red): 3 → 5") != std::string::npos);
}

TEST_CASE("log: a reroll an item's line already gave is logged once", "[app][log][R5.4][R7.4]") {
  const Game g = test::new_game(1, 5);
  ActionRecord rec;
  rec.events.push_back(Event{EventKind::ItemUsed, 0, 0, 0, {}, {}, false});
  rec.events.push_back(Event{EventKind::DieRerolled, 0, 0, 4, {}, {}, false});   // die 1 now 4: the item's own reroll
  rec.events.push_back(Event{EventKind::DieRerolled, 0, 1, 5, {}, {}, false});   // die 2: not told by the item
  EventNote item;
  item.changed.push_back({0, 1, 4, Color::Yellow});
  EventNote reroll;
  reroll.dice = {Color::Yellow};
  reroll.shown = {4};
  reroll.bonus_item = {-1};
  EventNote other = reroll;
  other.shown = {5};
  rec.notes = {item, reroll, other};
  std::vector<LogLine> log;
  append_log(log, g, rec, 0, english());
  REQUIRE(log.size() == 2);
  CHECK(log[0].text.find("Die 1 (yellow): 1 → 4") != std::string::npos);
  CHECK(log[1].text.find("die 2") != std::string::npos);
}

TEST_CASE("log: an item that returns dice to the pool says which", "[app][log][R7.4]") {
  const Game g = test::new_game(1, 5);
  Event e{EventKind::ItemUsed, 0, 0, 0, {}, {}, false};
  EventNote ring;  // the Sixfold Ring on a rolled 6
  ring.recovering.push_back({1, 6, 6, Color::Blue});
  CHECK(event_line(g, e, ring, english()).find("Die 2 (blue 6) goes back to the pool") != std::string::npos);
  EventNote cloak;  // the Shadow Cloak on a spent die
  cloak.returned.push_back(Color::Red);
  CHECK(event_line(g, e, cloak, english()).find("A spent red die is back in the pool.") != std::string::npos);
  CHECK(event_line(g, e, cloak, test::strings_in("es")).find("Un dado rojo gastado vuelve a la reserva.") != std::string::npos);
}

TEST_CASE("log: a boss defeated in co-op is told without a level to reach, in both languages", "[app][log][R9.8]") {
  // Co-op's map has no level to go on to: "the boss of level 1" misleads there (a playtest finding).
  GameOptions o;
  o.players = 3;
  o.mode = Mode::Coop;
  const Game coop = test::new_game(o, 3);
  const Game classic = test::new_game(3, 3);
  const Event e{EventKind::BossDefeated, 0, 1, 0, {}, {}, false};
  for (const std::string lang : {"en", "es"}) {
    const StringTable& t = test::strings_in(lang);
    const std::string level_word = lang == "es" ? "nivel" : "level";
    const std::string in_coop = event_line(coop, e, EventNote{}, t);
    INFO(in_coop);
    CHECK(in_coop.find(level_word) == std::string::npos);
    CHECK(in_coop.find(lang == "es" ? "jefe" : "boss") != std::string::npos);
    CHECK(event_line(classic, e, EventNote{}, t).find(level_word) != std::string::npos);
    // The hand-over recap says it the same way.
    ActionRecord rec;
    rec.events.push_back(e);
    bool said = false;
    for (const std::string& line : recap_for(coop, {rec}, 1, t)) {
      CHECK(line.find(level_word) == std::string::npos);
      said = said || line.find(lang == "es" ? "jefe" : "boss") != std::string::npos;
    }
    CHECK(said);
  }
}

TEST_CASE("log: a monster appearing says the level and the card to look for, or that it is face down", "[app][log][R9.6.2]") {
  // "Appears on Bottomless Chasm (Probably)" with level 2 shown left a player searching: the line
  // names the level, and quotes the card's name (some names carry their own brackets).
  GameOptions o;
  o.players = 1;
  o.mode = Mode::Azoz;
  const Game g = test::new_game(o, 5);
  const TableState& s = g.observe(-1).state();
  int node = -1;
  for (std::size_t i = 0; i < s.board.size() && node < 0; ++i)
    if (s.board[i].level == 3 && s.board[i].card >= 0 && !s.board[i].face_down) node = static_cast<int>(i);
  REQUIRE(node >= 0);
  const std::string card = g.content().cards[static_cast<std::size_t>(s.board[static_cast<std::size_t>(node)].card)].name.in("en");
  const Event e{EventKind::MonsterAppeared, 0, node, 0, {}, {}, false};
  const std::string en = event_line(g, e, EventNote{}, test::strings_in("en"));
  INFO(en);
  CHECK(en.find("level 3") != std::string::npos);
  CHECK(en.find("“" + card + "”") != std::string::npos);
  const std::string es = event_line(g, e, EventNote{}, test::strings_in("es"));
  INFO(es);
  CHECK(es.find("nivel 3") != std::string::npos);
  CHECK(es.find(g.content().cards[static_cast<std::size_t>(s.board[static_cast<std::size_t>(node)].card)].name.in("es")) != std::string::npos);
}
