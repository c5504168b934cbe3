// The co-op table's regions (R9.8), without a window: the map laid out as a grid around the town,
// moves, "who plays next" and the potions reachable by clicks, and the poison split put together
// with + and -, started from the advisor's proposal, warning once before a split that needlessly kills.
#include <catch2/catch.hpp>

#include <algorithm>

#include "app/text/action_text.hpp"
#include "app/shell/args.hpp"
#include "app/teach/coach/coach.hpp"
#include "app/screens/setup/setup_variants.hpp"
#include "app/text/strings.hpp"
#include "app/table/modes/coop_table.hpp"
#include "app/table/layout/table_layout.hpp"
#include "app_test_support.hpp"
#include "highscore/bots.hpp"
#include "highscore/coop.hpp"

using namespace hs;
using namespace hs::app;
using test::find_kind;
using test::has_region_with;

namespace {

constexpr float kW = 1920, kH = 1080;

GameOptions coop_options(int players) {
  GameOptions o;
  o.players = players;
  o.mode = Mode::Coop;
  return o;
}

Game coop_game(const GameOptions& o, std::uint64_t seed) {
  auto g = Game::create(test::full_content(), o, seed);
  REQUIRE(g.ok());
  return g.value();
}

// Clicks the region of kind `k` (value `value`) through hit_test, as the mouse would.
std::optional<Action> click(const Game& g, TableUi& ui, HitKind k, int value) {
  settle_ui(g, ui);
  const TableLayout L = layout_table(g, ui, kW, kH, true);
  const HitRegion* h = find_kind(L, k, value);
  REQUIRE(h);
  const HitRegion* hit = hit_test(L, h->rect.center());
  REQUIRE(hit);
  REQUIRE(hit->kind == k);
  return activate(g, ui, *hit);
}

const StringTable& spanish() { return test::strings_in("es"); }

}  // namespace

TEST_CASE("co-op coach: the party's decisions get their own reason, in the player's language", "[R9.8][app]") {
  Game g = coop_game(coop_options(3), 21);
  auto bot = make_bot("advisor", 3);
  int coop_hints = 0;
  for (int step = 0; step < 300 && !g.finished(); ++step) {
    const DecisionKind k = g.pending().kind;
    if (k == DecisionKind::ChoosePlayer || k == DecisionKind::ChooseNode || k == DecisionKind::SplitPoison) {
      const auto hint = coach_hint(g, spanish());
      REQUIRE(hint);
      CHECK(hint->text.find(spanish().get("coach.why_other")) == std::string::npos);
      ++coop_hints;
    }
    REQUIRE(g.apply(ask_bot(*bot, g)).ok());
  }
  CHECK(coop_hints > 10);
}

TEST_CASE("co-op table: the whole map on its grid, no two cards overlapping, and moves, choices and potions are clicks",
          "[R9.8][app]") {
  for (int players : {2, 4}) {
    for (const std::string map : {"", "drachenburg_valley"}) {
      GameOptions o = coop_options(players);
      o.coop_map = map;
      Game g = coop_game(o, 11);
      auto bot = make_bot("advisor", 3);
      for (int step = 0; step < 400 && !g.finished(); ++step) {
        TableUi ui;
        settle_ui(g, ui);
        const TableLayout L = layout_table(g, ui, kW, kH, true);
        REQUIRE(L.coop);
        REQUIRE(L.nodes.size() == g.observe(-1).state().board.size());
        if (step == 0)
          for (std::size_t i = 0; i < L.nodes.size(); ++i)
            for (std::size_t j = i + 1; j < L.nodes.size(); ++j) {
              const Rect &a = L.nodes[i].rect, &b = L.nodes[j].rect;
              CHECK_FALSE((a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom()));
            }
        for (const HitRegion& h : L.regions)
          if (h.kind == HitKind::Action) CHECK(is_legal(g, h.action));
        for (const Action& a : g.legal_actions())
          if (std::holds_alternative<ChooseNode>(a) || std::holds_alternative<ChoosePlayer>(a) ||
              std::holds_alternative<DrinkPotion>(a) || std::holds_alternative<Rest>(a))
            CHECK(has_region_with(L, a));
        if (g.pending().kind == DecisionKind::SplitPoison) {
          CHECK(find_kind(L, HitKind::SplitConfirm, 0));
          // The split panel stays over the board in the smallest window too.
          const TableLayout small = layout_table(g, ui, 1280, 720, true);
          CHECK(small.coop_split.bottom() <= small.board.bottom());
          CHECK(small.coop_split.y >= small.board.y);
        }
        REQUIRE(g.apply(ask_bot(*bot, g)).ok());
      }
    }
  }
}

TEST_CASE("co-op split: starts from the advisor's proposal and a split that kills when another would not asks twice",
          "[R9.8][app]") {
  GameOptions o = coop_options(2);
  o.characters = {"viggel", "ulfgar"};
  o.start.seats.resize(2);
  o.start.seats[0].lives = 1;
  o.start.round = 3;
  Game g = coop_game(o, 5);
  REQUIRE(g.apply(ChoosePlayer{0}).ok());
  REQUIRE(g.apply(Rest{}).ok());
  REQUIRE(g.apply(Rest{}).ok());  // seat 1, the last to play
  REQUIRE(g.pending().kind == DecisionKind::SplitPoison);
  TableUi ui;
  settle_ui(g, ui);
  CHECK(ui.poison_split == coop_gentlest_split(g.observe(-1).state()).lives);
  CHECK(ui.poison_split == std::vector<int>{0, 3});
  // Seat 0 has one life: with everything shared out, no + is offered to anyone.
  CHECK_FALSE(click(g, ui, HitKind::SplitLess, 1));
  CHECK(ui.poison_split == std::vector<int>{0, 2});
  CHECK_FALSE(click(g, ui, HitKind::SplitMore, 0));
  CHECK(ui.poison_split == std::vector<int>{1, 2});
  CHECK(split_needlessly_kills(g, ui.poison_split));
  // The first confirmation only warns; the second applies the split (and the party loses).
  CHECK_FALSE(click(g, ui, HitKind::SplitConfirm, 0));
  CHECK(ui.split_warned);
  const auto a = click(g, ui, HitKind::SplitConfirm, 0);
  REQUIRE(a);
  CHECK(*a == Action{SplitPoison{{1, 2}}});
  // Back to the proposal: it is applied at the first click.
  CHECK_FALSE(click(g, ui, HitKind::SplitPropose, 0));
  CHECK_FALSE(ui.split_warned);
  const auto gentle = click(g, ui, HitKind::SplitConfirm, 0);
  REQUIRE(gentle);
  CHECK(*gentle == Action{SplitPoison{{0, 3}}});
  REQUIRE(g.apply(*gentle).ok());
  CHECK_FALSE(g.finished());
  settle_ui(g, ui);
  CHECK(ui.poison_split.empty());
}

TEST_CASE("co-op in the app: the setup offers it with 2+ seats and clears the variants, and --new-game takes mode=coop and map=ID",
          "[R9.8][app]") {
  const Content& content = test::full_content();
  GameOptions o;
  o.players = 1;
  o.insert_coin = true;
  const auto& modes = mode_entries();
  const auto coop = std::find_if(modes.begin(), modes.end(), [](const ModeEntry& m) { return m.mode == Mode::Coop; });
  REQUIRE(coop != modes.end());
  CHECK_FALSE(mode_refusal(content, o, *coop));
  choose_mode(o, *coop);
  CHECK(o.players == 2);
  CHECK_FALSE(o.insert_coin);
  CHECK_FALSE(validate_options(content, o));
  o.coop_map = "drachenburg_valley";
  choose_mode(o, modes.front());
  CHECK(o.coop_map.empty());

  std::string error;
  const auto spec = parse_new_game_spec("mode=coop,bots=1,seed=4,map=drachenburg_valley", error);
  REQUIRE(spec);
  CHECK(spec->mode == Mode::Coop);
  CHECK(spec->players == 2);
  CHECK(spec->bots == 1);
  CHECK(spec->coop_map == "drachenburg_valley");
  CHECK_FALSE(parse_new_game_spec("map=drachenburg_valley", error));
  CHECK(error.find("mode=coop") != std::string::npos);
}

TEST_CASE("co-op potions: each drink button names its potion and what it heals, in both languages", "[R9.8][R7.4][app]") {
  StringTable t;
  REQUIRE_FALSE(StringTable::load(default_data_dir() + "/i18n", t));
  Game g = coop_game(coop_options(3), 3);
  auto bot = make_bot("advisor", 3);
  int checked = 0;
  for (int step = 0; step < 3000 && !g.finished() && checked < 4; ++step) {
    for (const Action& a : g.legal_actions()) {
      const auto* d = std::get_if<DrinkPotion>(&a);
      if (!d) continue;
      const EquipmentCard& card = g.content().equipment[static_cast<std::size_t>(d->item)];
      for (const std::string lang : {"en", "es"}) {
        t.set_language(lang);
        const std::string label = action_label(g, a, t);
        INFO(label);
        CHECK(label.find(card.name.in(lang)) != std::string::npos);
        std::string amount = "+";  // appended: GCC 12 warns falsely on "+" + std::to_string(...)
        amount += std::to_string(std::max(1, card.effect.amount));
        CHECK(label.find(amount) != std::string::npos);
      }
      ++checked;
    }
    REQUIRE(g.apply(ask_bot(*bot, g)).ok());
  }
  CHECK(checked > 0);
}
