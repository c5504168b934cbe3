// Inspecting the solo adventures' monsters: the text follows the mode (no ability in the Hunter
// adventure, the lead's ruling on R9.7J (d)); the ritual track has its own explanation (R9.6.5).
#include "app/render/card_geometry.hpp"
#include "highscore/solo.hpp"
#include "app/text/action_text.hpp"
#include "app/teach/inspect/solo_inspect.hpp"
#include "app/table/layout/table_layout.hpp"
#include "highscore/bots.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;

namespace {

const StringTable& english() { return test::strings_in("en"); }

Game with_goblin(Mode mode) {
  GameOptions o;
  o.players = 1;
  o.characters = {"viggel"};
  o.mode = mode;
  o.start.walkers = {WalkerStart{"goblin_skulker", 3}};
  auto g = Game::create(test::full_content(), o, 5);
  REQUIRE(g);
  return std::move(g.value());
}

int goblin_entity(const Game& g) {
  const auto& es = g.observe(-1).state().entities;
  for (int e = 0; e < static_cast<int>(es.size()); ++e)
    if (es[static_cast<std::size_t>(e)].kind == EntityKind::Monster &&
        g.content().monsters[static_cast<std::size_t>(es[static_cast<std::size_t>(e)].card)].id == "goblin_skulker")
      return e;
  return -1;
}

bool has_line(const Inspection& in, const std::string& line) {
  for (const std::string& l : in.lines)
    if (l == line) return true;
  return false;
}

}  // namespace

TEST_CASE("solo inspect: a Hunter game's monster promises no ability, an Azoz game's names it", "[R9.7J][R9.6.7]") {
  const Monster& goblin = test::full_content().monsters[static_cast<std::size_t>(test::full_content().monster_index("goblin_skulker"))];
  REQUIRE(goblin.ability.kind == MonsterAbilityKind::Ambush);
  const Game hunter = with_goblin(Mode::Hunter);
  const int h = goblin_entity(hunter);
  REQUIRE(h >= 0);
  const Inspection in_hunter = monster_inspection(hunter, h, {}, english());
  CHECK(in_hunter.title == goblin.name.in("en"));
  CHECK(has_line(in_hunter, english().get("solo.inspect_no_ability")));
  CHECK_FALSE(has_line(in_hunter, goblin.text.in("en")));

  const Game azoz = with_goblin(Mode::Azoz);
  const int a = goblin_entity(azoz);
  REQUIRE(a >= 0);
  const Inspection in_azoz = monster_inspection(azoz, a, {}, english());
  CHECK(has_line(in_azoz, goblin.text.in("en")));
  CHECK_FALSE(has_line(in_azoz, english().get("solo.inspect_no_ability")));
  CHECK(in_azoz.rule == "R9.6.7");
}

TEST_CASE("solo inspect: Azoz's ritual track explains what fills it and when it loses", "[R9.6.5][R9.6.3]") {
  const Game azoz = with_goblin(Mode::Azoz);
  TableLayout L;
  L.board = {0, 0, 1000, 600};
  const Rect strip = solo_strip_rect(L);
  const auto in = solo_inspection(azoz, L, strip.center(), english());
  REQUIRE(in);
  CHECK(in->rule == "R9.6.5");
  CHECK(in->title == english().get("solo.inspect_ritual_title"));
  REQUIRE(in->lines.size() == 2);
  CHECK(in->lines[1] == english().get("solo.inspect_ritual_lose"));
  // Nothing there in a Hunter game (no ritual), and nothing off the strip.
  CHECK_FALSE(solo_inspection(with_goblin(Mode::Hunter), L, strip.center(), english()));
  CHECK_FALSE(solo_inspection(azoz, L, {strip.center().x, strip.y - 40}, english()));
}

TEST_CASE("solo prompt: choosing a walker's path names the monster or the Hunter that walks", "[R9.6.3][R9.7J]") {
  int asked = 0;
  for (Mode mode : {Mode::Azoz, Mode::Hunter})
    for (std::uint64_t seed = 1; seed <= 60 && asked < 4; ++seed) {
      GameOptions o;
      o.players = 1;
      o.mode = mode;
      auto created = Game::create(test::full_content(), o, seed);
      REQUIRE(created);
      Game g = std::move(created.value());
      auto bot = make_bot("random", seed);
      for (int step = 0; step < 3000 && !g.finished(); ++step) {
        if (g.pending().kind == DecisionKind::ModePhase) {
          const Entity& walker = g.state().entities[static_cast<std::size_t>(g.pending().subject)];
          const std::string name = walker.kind == EntityKind::Monster
                                       ? g.content().monsters[static_cast<std::size_t>(walker.card)].name.en
                                       : std::string("the Hunter");
          const std::string prompt = decision_prompt(g, english(), true);
          INFO(prompt);
          CHECK(prompt.find(name) != std::string::npos);
          ++asked;
          break;
        }
        REQUIRE(g.apply(ask_bot(*bot, g)));
      }
    }
  CHECK(asked > 0);  // the seeds above do reach such a fork
}

TEST_CASE("solo table: three monsters on one card make seven buttons, all inside the action panel", "[R9.6.4]") {
  GameOptions o;
  o.players = 1;
  o.characters = {"viggel"};
  o.mode = Mode::Azoz;
  o.start.walkers = {WalkerStart{"lost_bats", 0}, WalkerStart{"wandering_slime", 0}, WalkerStart{"wandering_golem", 0}};
  o.scripted_dice = {5};  // the Azoz phase adds a ritual gem: no fourth monster
  auto created = Game::create(test::full_content(), o, 5);
  REQUIRE(created);
  const Game& g = created.value();
  REQUIRE(g.pending().kind == DecisionKind::Monster);
  for (const auto& [w, h] : {std::pair{1280.f, 720.f}, std::pair{1920.f, 1080.f}}) {
    const TableLayout L = layout_table(g, TableUi{}, w, h, true);
    int buttons = 0;
    for (const HitRegion& r : L.regions)
      if (r.kind == HitKind::Action && L.actions.contains(r.rect.center())) {
        ++buttons;
        CHECK(r.rect.x >= L.actions.x);
        CHECK(r.rect.right() <= L.actions.right());
        CHECK(r.rect.bottom() <= L.actions.bottom());
        CHECK(r.rect.h >= 18);
      }
    CHECK(buttons == 7);  // fight and dodge each of three, and rest
    // Their three name labels share the room under the card's name and never overlap.
    const Rect card = L.nodes.front().rect;
    REQUIRE(walkers_on(g.observe(-1), L.nodes.front().node).size() == 3);
    for (int k = 0; k < 3; ++k) {
      const Rect token = solo_token_rect(card, k, 3);
      CHECK(token.y >= card_ribbon_max_bottom(card) - 0.01f);  // never over the card's name
      CHECK(token.h >= 10);
      if (k > 0) CHECK_FALSE(token.overlaps(solo_token_rect(card, k - 1, 3)));
    }
  }
}

TEST_CASE("solo prompt: an ambush names its monster, and its chance reads 100% only when certain", "[R9.6.7]") {
  GameOptions o;
  o.players = 1;
  o.characters = {"viggel"};
  o.mode = Mode::Azoz;
  o.start.walkers = {WalkerStart{"goblin_skulker", 3}};  // on level 1, three cards away
  o.scripted_dice = {5};
  auto created = Game::create(test::full_content(), o, 5);
  REQUIRE(created);
  const Game& g = created.value();
  REQUIRE(g.pending().kind == DecisionKind::Monster);
  REQUIRE(g.pending().detail == 2);  // the ambush
  CHECK(decision_prompt(g, english(), true).find("Goblin Skulker") != std::string::npos);
  // Blue 3+ against six dice that may meet it: 1 - (1/3)^6, not certain.
  const std::string label = action_label(g, Fight{g.pending().subject}, english());
  INFO(label);
  CHECK(label.find(">99%") != std::string::npos);
}
