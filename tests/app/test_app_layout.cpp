// The table's hit regions, without a window: every region that carries an engine action carries a
// legal one, every legal action can be reached by clicks, and clicks land where they are drawn.
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>

#include "app/table/layout/table_layout.hpp"
#include "app/text/action_text.hpp"
#include "highscore/queries.hpp"
#include "app_test_support.hpp"
#include "highscore/bots.hpp"

using namespace hs;
using namespace hs::app;

namespace {

using test::new_game;
using test::has_region_with;
using test::find_kind;

// Clicks pool dice one by one (through hit_test + activate) until the selection equals `want`;
// false when some die needed is not clickable.
bool click_selection(const Game& g, TableUi& ui, const DiceCounts& want, float W, float H) {
  for (int guard = 0; guard < 40 && !(ui.selection == want); ++guard) {
    const TableLayout L = layout_table(g, ui, W, H, true);
    bool clicked = false;
    for (Color c : kAllDieColors) {
      if (ui.selection[c] >= want[c]) continue;
      const HitRegion* h = find_kind(L, HitKind::PoolDie, static_cast<int>(c));
      if (!h) return false;
      const HitRegion* hit = hit_test(L, h->rect.center());
      REQUIRE(hit);
      CHECK(hit->kind == HitKind::PoolDie);
      CHECK(!activate(g, ui, *hit));
      clicked = true;
      break;
    }
    if (!clicked) return false;
  }
  return ui.selection == want;
}

// Every legal action has a way to be clicked from this state.
void check_reachable(const Game& g, float W, float H) {
  const std::vector<Action> legal = g.legal_actions();
  TableUi ui;
  const TableLayout L = layout_table(g, ui, W, H, true);
  for (const HitRegion& h : L.regions) {
    if (h.kind == HitKind::Action) {
      INFO(describe(h.action));
      CHECK(std::find(legal.begin(), legal.end(), h.action) != legal.end());
    }
    CHECK(h.rect.x >= 0);
    CHECK(h.rect.y >= 0);
    CHECK(h.rect.right() <= W + 0.5f);
    CHECK(h.rect.bottom() <= H + 0.5f);
  }
  for (const Action& a : legal) {
    INFO(describe(a) << " in " << decision_name(g.pending().kind));
    if (const auto* roll = std::get_if<RollDice>(&a)) {
      TableUi pick;
      REQUIRE(click_selection(g, pick, roll->dice, W, H));
      const TableLayout after = layout_table(g, pick, W, H, true);
      CHECK(has_region_with(after, a));
      continue;
    }
    if (has_region_with(L, a)) continue;
    // Items and the ability with several uses open a choice first.
    int item = -3;
    if (const auto* u = std::get_if<UseItem>(&a)) item = u->item;
    if (std::holds_alternative<UseAbility>(a)) item = -1;
    REQUIRE(item != -3);
    const HitRegion* aim = find_kind(L, item == -1 ? HitKind::AimAbility : HitKind::AimItem, item);
    REQUIRE(aim);
    TableUi aimed;
    CHECK(!activate(g, aimed, *aim));
    CHECK(aimed.aiming_item == item);
    TableLayout after = layout_table(g, aimed, W, H, true);
    if (!has_region_with(after, a)) {  // a die with several colour choices: click the die first
      const int die = std::holds_alternative<UseAbility>(a) ? std::get<UseAbility>(a).die : std::get<UseItem>(a).die;
      const HitRegion* on_die = find_kind(after, HitKind::AimDie, die);
      REQUIRE(on_die);
      CHECK(!activate(g, aimed, *on_die));
      after = layout_table(g, aimed, W, H, true);
    }
    CHECK(has_region_with(after, a));
  }
}

}  // namespace

TEST_CASE("table regions carry only legal actions and reach every legal one, over whole bot games", "[app][R10.2]") {
  for (std::uint64_t seed : {3u, 8u}) {
    Game g = new_game(seed == 3 ? 2 : 4, seed);
    auto bot = make_bot("random", seed);
    int steps = 0;
    std::vector<DecisionKind> seen;
    while (!g.finished() && steps < 700) {
      const float W = steps % 2 ? 1280.f : 1700.f, H = 720.f + static_cast<float>(steps % 3) * 90;
      check_reachable(g, W, H);
      seen.push_back(g.pending().kind);
      REQUIRE(g.apply(ask_bot(*bot, g)).ok());
      ++steps;
    }
    CHECK(std::count(seen.begin(), seen.end(), DecisionKind::ChooseDice) > 0);
    CHECK(std::count(seen.begin(), seen.end(), DecisionKind::AfterRoll) > 0);
    CHECK(std::count(seen.begin(), seen.end(), DecisionKind::Shop) > 0);
    CHECK(std::count(seen.begin(), seen.end(), DecisionKind::ChooseBranch) > 0);
  }
}

TEST_CASE("while a bot decides, no engine action is clickable, the skip button is", "[app]") {
  Game g = new_game(2, 5);
  const TableLayout L = layout_table(g, TableUi{}, 1280, 720, false);
  for (const HitRegion& h : L.regions) CHECK(h.kind != HitKind::Action);
  CHECK(find_kind(L, HitKind::SkipBots, 0));
  CHECK_FALSE(find_kind(L, HitKind::Undo, 0));
}

TEST_CASE("choosing a test, picking dice and rolling go through the regions", "[app][R5.1][R5.2]") {
  Game g = new_game(2, 21);
  TableUi ui;
  TableLayout L = layout_table(g, ui, 1280, 720, true);
  REQUIRE_FALSE(L.option_rows.empty());
  // The first option row, clicked at its centre, chooses option 0.
  const HitRegion* row = hit_test(L, L.option_rows[0].center());
  REQUIRE(row);
  auto a = activate(g, ui, *row);
  REQUIRE(a);
  CHECK(*a == Action{ChooseOption{0}});
  REQUIRE(g.apply(*a).ok());
  REQUIRE(g.pending().kind == DecisionKind::ChooseDice);

  // No roll button before a die is in the tray (R5.2: at least one die).
  L = layout_table(g, ui, 1280, 720, true);
  CHECK_FALSE(std::any_of(L.regions.begin(), L.regions.end(), [](const HitRegion& h) {
    return h.kind == HitKind::Action && std::holds_alternative<RollDice>(h.action);
  }));
  // Click the first clickable pool die, then take it back out of the tray, then in again.
  REQUIRE_FALSE(L.pool_dice.empty());
  const DieBox first = *std::find_if(L.pool_dice.begin(), L.pool_dice.end(), [](const DieBox& b) { return b.clickable; });
  CHECK_FALSE(activate(g, ui, *hit_test(L, first.rect.center())));
  CHECK(ui.selection.total() == 1);
  L = layout_table(g, ui, 1280, 720, true);
  REQUIRE(L.tray_dice.size() == 1);
  CHECK_FALSE(activate(g, ui, *hit_test(L, L.tray_dice[0].rect.center())));
  CHECK(ui.selection.total() == 0);
  L = layout_table(g, ui, 1280, 720, true);  // the die is back in its slot (the gap is gone)
  CHECK_FALSE(activate(g, ui, *hit_test(L, first.rect.center())));
  L = layout_table(g, ui, 1280, 720, true);
  const auto roll = std::find_if(L.regions.begin(), L.regions.end(), [](const HitRegion& h) {
    return h.kind == HitKind::Action && std::holds_alternative<RollDice>(h.action);
  });
  REQUIRE(roll != L.regions.end());
  auto r = activate(g, ui, *hit_test(L, roll->rect.center()));
  REQUIRE(r);
  CHECK(std::get<RollDice>(*r).dice == ui.selection);
  REQUIRE(g.apply(*r).ok());
  CHECK(g.pending().kind == DecisionKind::AfterRoll);
  ui.selection = {};
  L = layout_table(g, ui, 1280, 720, true);
  CHECK(L.tray_dice.size() == static_cast<std::size_t>(g.state().test.dice.size()));
  CHECK(has_region_with(L, Resolve{}));
}

TEST_CASE("a die the chosen option cannot use is not clickable, and illegal picks are refused", "[app][R5.2]") {
  Game g = new_game(2, 4);
  TableUi ui;
  REQUIRE(g.apply(ChooseOption{0}).ok());
  // Asking for more dice of a colour than the pool holds leaves the selection unchanged.
  const Player& p = g.state().players[static_cast<std::size_t>(g.state().active_player())];
  for (Color c : kAllDieColors) {
    ui.selection = {};
    ui.selection[c] = p.pool[c];
    HitRegion more;
    more.kind = HitKind::PoolDie;
    more.value = static_cast<int>(c);
    const DiceCounts before = ui.selection;
    activate(g, ui, more);
    CHECK(ui.selection == before);
  }
  // An engine action that is not legal now is never returned.
  HitRegion stale;
  stale.kind = HitKind::Action;
  stale.action = Resolve{};
  CHECK_FALSE(activate(g, ui, stale));
  settle_ui(g, ui);
  CHECK(selection_extendable(g, ui.selection));
}

TEST_CASE("with the shop open, clicks outside it hit nothing", "[app][R6.3]") {
  Game g = new_game(3, 7);
  auto bot = make_bot("random", 7);
  for (int i = 0; i < 3000 && !g.finished() && g.pending().kind != DecisionKind::Shop; ++i) REQUIRE(g.apply(ask_bot(*bot, g)).ok());
  REQUIRE(g.pending().kind == DecisionKind::Shop);
  TableUi ui;
  TableLayout L = layout_table(g, ui, 1280, 720, true);
  REQUIRE(L.shop_open);
  CHECK(L.shop_offers.size() == g.state().shop.offer.size());
  CHECK(hit_test(L, {L.shop_panel.x - 5, L.shop_panel.center().y}) == nullptr);
  CHECK(has_region_with(L, LeaveShop{}));
  // "Look at the table" hides the overlay; the shop's actions stay reachable through the bar.
  const HitRegion* hide = find_kind(L, HitKind::ToggleShop, 0);
  REQUIRE(hide);
  activate(g, ui, *hide);
  CHECK(ui.shop_hidden);
  L = layout_table(g, ui, 1280, 720, true);
  CHECK_FALSE(L.shop_open);
  CHECK(has_region_with(L, LeaveShop{}));
  CHECK(find_kind(L, HitKind::ToggleShop, 0));
}

TEST_CASE("the peddler's price: trade-in takes 1 off, never below 0", "[app][R6.4][R6.5]") {
  Game g = new_game(3, 7);
  auto bot = make_bot("random", 7);
  for (int i = 0; i < 3000 && !g.finished() && g.pending().kind != DecisionKind::Shop; ++i) REQUIRE(g.apply(ask_bot(*bot, g)).ok());
  REQUIRE(g.pending().kind == DecisionKind::Shop);
  for (int i = 0; i < static_cast<int>(g.state().shop.offer.size()); ++i) {
    const int eq = g.state().shop.offer[static_cast<std::size_t>(i)];
    if (eq < 0) continue;
    const int full = shop_price(g.content(), g.state(), i, false);
    CHECK(full <= g.content().equipment[static_cast<std::size_t>(eq)].price);
    CHECK(shop_price(g.content(), g.state(), i, true) == std::max(0, full - 1));
  }
  CHECK(shop_price(g.content(), g.state(), 99, false) == 0);
}

TEST_CASE("layout keeps the board, card, log, panels and tray apart at several window sizes", "[app]") {
  Game g = new_game(4, 2);
  for (auto [W, H] : {std::pair{1280.f, 720.f}, {1920.f, 720.f}, {1280.f, 1024.f}, {2276.f, 720.f}}) {
    const TableLayout L = layout_table(g, TableUi{}, W, H, true);
    const Rect parts[] = {L.board, L.card_view, L.log, L.tray, L.actions, L.top_bar};
    for (std::size_t i = 0; i < std::size(parts); ++i)
      for (std::size_t j = i + 1; j < std::size(parts); ++j) CHECK_FALSE(parts[i].overlaps(parts[j]));
    for (const Rect& p : L.panels) {
      CHECK_FALSE(p.overlaps(L.board));
      CHECK_FALSE(p.overlaps(L.tray));
      CHECK(p.bottom() <= H);
    }
    for (std::size_t i = 0; i < L.nodes.size(); ++i) {
      CHECK(L.nodes[i].rect.x >= L.board.x);
      CHECK(L.nodes[i].rect.right() <= L.board.right());
      CHECK(L.nodes[i].rect.bottom() <= L.board.bottom());
      for (std::size_t j = i + 1; j < L.nodes.size(); ++j) CHECK_FALSE(L.nodes[i].rect.overlaps(L.nodes[j].rect));
    }
    // Every card of the shown level (the layout's slots, R2.2) gets a place.
    const auto on_level = std::count_if(g.state().board.begin(), g.state().board.end(), [&](const Node& n) { return n.level == L.shown_level; });
    CHECK(L.nodes.size() == static_cast<std::size_t>(on_level));
    CHECK(L.nodes.size() >= 3);
  }
}

TEST_CASE("item chips stay inside their panel however many items a player owns", "[app]") {
  const Rect panel{12, 476, 194, 236};
  for (int count = 1; count <= 12; ++count)
    for (int i = 0; i < count; ++i) {
      const Rect chip = panel_item_chip(panel, i, count);
      CHECK(chip.x >= panel.x);
      CHECK(chip.right() <= panel.right());
      CHECK(chip.bottom() <= panel.bottom());
      for (int j = 0; j < i; ++j) CHECK_FALSE(chip.overlaps(panel_item_chip(panel, j, count)));
    }
}

TEST_CASE("viewport: the design space is at least 1280x720 and keeps the window's shape", "[app]") {
  Viewport v = Viewport::fit(1920, 1080);
  CHECK(v.scale == Approx(1.5));
  CHECK(v.width == Approx(1280));
  v = Viewport::fit(3840, 1080);
  CHECK(v.height == Approx(720));
  CHECK(v.width == Approx(2560));
  v = Viewport::fit(960, 540);
  CHECK(v.scale == Approx(0.75));
  CHECK(v.height == Approx(720));
}

TEST_CASE("the tray keeps every die, its ring and its colour badge a margin inside its box, for 1 to 10 dice", "[app]") {
  for (auto [W, H] : {std::pair{1280.f, 720.f}, {1920.f, 1080.f}}) {
    const Rect tray = layout_table(new_game(2, 3), TableUi{}, W, H, true).tray;
    const Rect inner = tray.inset(kTrayDieMargin);
    for (int n = 1; n <= 10; ++n)
      for (int i = 0; i < n; ++i) {
        const Rect d = table_tray_slot(tray, i, n);
        // What is drawn around a die: the 4-unit ring, the badge a quarter of a die past its right.
        const Rect drawn{d.x - 4, d.y - d.w * 0.25f, d.w + 8 + std::max(0.f, d.w * 0.25f - 4), d.h + 8 + d.w * 0.25f};
        INFO(n << " dice, die " << i << " at x " << d.x << " w " << d.w << " in a tray " << tray.x << ".." << tray.right());
        CHECK(drawn.x >= inner.x);
        CHECK(drawn.right() <= inner.right());
        CHECK(drawn.y >= inner.y);
        CHECK(drawn.bottom() <= inner.bottom());
        CHECK(d.w >= 28);  // still a die you can read and click
        if (i > 0) CHECK(d.x >= table_tray_slot(tray, i - 1, n).right() + 8);
      }
  }
}

TEST_CASE("a die an ability or an item adds to the test says which one added it, as the engine keeps it", "[app][R7.4][R3.3]") {
  GameOptions o;
  o.players = 1;
  o.characters = {"orlo"};  // Spring-Loaded Gadget: a yellow or a blue die from the supply, before the roll
  o.first_player = 0;
  o.stacked["dungeon:1"] = {"spike_corridor"};
  SeatStart hero;
  hero.items = {"war_horn"};  // a red die from the supply
  o.start.seats = {hero};
  Game g = test::new_game(o, 3);
  REQUIRE(g.apply(ChooseOption{0}).ok());
  REQUIRE(g.pending().kind == DecisionKind::ChooseDice);
  const auto first = [&](auto want) -> std::optional<Action> {
    for (const Action& a : g.legal_actions())
      if (std::holds_alternative<decltype(want)>(a)) return a;
    return std::nullopt;
  };
  const auto ability = first(UseAbility{});
  REQUIRE(ability);
  REQUIRE(g.apply(*ability).ok());
  const auto item = first(UseItem{});
  REQUIRE(item);
  REQUIRE(g.apply(*item).ok());
  const auto& added_by = g.observe(0).state().test.added_by;
  REQUIRE(added_by.size() == 2);
  CHECK(added_by[0].equipment == -1);
  CHECK(g.content().equipment[static_cast<std::size_t>(added_by[1].equipment)].id == "war_horn");

  const TableLayout L = layout_table(g, TableUi{}, 1280, 720, true);
  std::vector<std::string> labels;
  for (const DieBox& b : L.tray_dice)
    if (b.slot < 0) labels.push_back(added_die_label(g, 0, b.added_by, test::strings_in("en")));
  std::sort(labels.begin(), labels.end());
  CHECK(labels == std::vector<std::string>{"Spring-Loaded Gadget", "War Horn"});
  for (const DieBox& b : L.tray_dice)
    if (b.slot < 0) CHECK(added_die_label(g, 0, b.added_by, test::strings_in("es")) != "objeto");
}
