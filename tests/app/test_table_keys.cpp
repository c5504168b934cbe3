// Keys that save presses at the table (the newcomer playtest): the focus starts where the player is
// most likely to press (the deciding player's first pool die, an aimed item's first die, the
// decision's usual step), the number keys move the n-th die of the pool as shown (1-9, 0 the tenth),
// so a dice choice and its roll take a press a die and one for the roll; an aimed item names itself.
#include <SDL.h>

#include "app/input/focus_nav.hpp"
#include "app/input/intent.hpp"
#include "app/table/input/enter_on_roll.hpp"
#include "app/table/input/shortcuts.hpp"
#include "app/table/layout/table_layout.hpp"
#include "app/text/aim_text.hpp"
#include "app_test_support.hpp"
#include "highscore/bots.hpp"

using namespace hs;
using namespace hs::app;

namespace {

SDL_KeyboardEvent table_keys_number_key(SDL_Keycode k) {
  SDL_KeyboardEvent e{};
  e.type = SDL_KEYDOWN;
  e.keysym.sym = k;
  return e;
}

// Viggel with the Sixfold Ring, every pool die rolled on the spike corridor: the first seed whose roll
// shows two 6s or more, so the ring has a die to choose.
Game table_keys_ring_two_sixes() {
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    Game g = test::dice_being_chosen({"sixfold_ring"}, seed);
    const DiceCounts all = g.observe(0).state().players[0].pool;
    if (!g.apply(RollDice{all}).ok()) continue;
    int uses = 0;
    for (const Action& a : g.legal_actions())
      if (const auto* u = std::get_if<UseItem>(&a); u && u->item == 0) ++uses;
    if (uses >= 2) return g;
  }
  FAIL("no seed rolled two 6s for the Sixfold Ring");
  return test::dice_being_chosen();
}

}  // namespace

TEST_CASE("table keys: the focus starts on the first pool die, and the numbers move the dice of the pool as shown", "[app][focus][R5.2]") {
  Game g = test::dice_being_chosen();
  TableUi ui;
  TableLayout L = layout_table(g, ui, 1280, 720, true);
  const auto order = focus_order(L);
  const int home = home_focus(L);
  REQUIRE(home >= 0);
  CHECK(order[static_cast<std::size_t>(home)].id == PartId{Part::PoolDie, 0});
  // Reaching it by Tab from the top bar took home + 1 presses: now none.
  CHECK(home + 1 >= 10);
  const int pool = g.observe(0).state().players[0].pool.total();
  REQUIRE(pool >= 2);
  // 2: the die of the second slot goes to the tray; 2 again takes it back.
  const HitRegion* two = die_for_number(L, 1);
  REQUIRE(two);
  CHECK(two->kind == HitKind::PoolDie);
  CHECK(two->slot == 1);
  const int colour = two->value;
  CHECK_FALSE(activate(g, ui, *two).has_value());
  CHECK(ui.selection.n[static_cast<std::size_t>(colour)] == 1);
  L = layout_table(g, ui, 1280, 720, true);
  const HitRegion* back = die_for_number(L, 1);
  REQUIRE(back);
  CHECK(back->kind == HitKind::TrayDie);
  CHECK_FALSE(activate(g, ui, *back).has_value());
  CHECK(ui.selection.total() == 0);
  CHECK_FALSE(die_for_number(L, pool));  // no slot past the pool
  CHECK_FALSE(die_for_number(L, -1));
  // The keys: 1 is the first, 0 the tenth; the numbers are kept for this (never rebound).
  const KeyBindings keys = default_key_bindings();
  REQUIRE(intent_from_key(keys, table_keys_number_key(SDLK_1)));
  CHECK(intent_from_key(keys, table_keys_number_key(SDLK_1))->option == 0);
  CHECK(intent_from_key(keys, table_keys_number_key(SDLK_0))->option == 9);
  CHECK(is_reserved_key(SDLK_0));
  KeyBindings rebound = keys;
  CHECK_FALSE(rebind(rebound, Command::Hint, SDLK_0).ok);
}

TEST_CASE("table keys: a dice choice and its roll take one press a die and one for the roll", "[app][focus][R5.2]") {
  Game g = test::dice_being_chosen();
  auto bot = make_bot("advisor", 5);
  const Action a = ask_bot(*bot, g);
  const auto* roll = std::get_if<RollDice>(&a);
  REQUIRE(roll);
  TableUi ui;
  int presses = 0;
  for (int guard = 0; guard < 12 && !(ui.selection == roll->dice); ++guard) {
    const TableLayout L = layout_table(g, ui, 1280, 720, true);
    const HitRegion* die = nullptr;  // a pool die of a colour still wanted, pressed by its number
    for (const HitRegion& h : L.regions)
      if (h.kind == HitKind::PoolDie && ui.selection.n[static_cast<std::size_t>(h.value)] < roll->dice.n[static_cast<std::size_t>(h.value)])
        die = &h;
    REQUIRE(die);
    const HitRegion* by_number = die_for_number(L, die->slot);
    REQUIRE(by_number);
    CHECK(by_number->slot == die->slot);
    ++presses;
    (void)activate(g, ui, *by_number);
  }
  CHECK(ui.selection == roll->dice);
  ++presses;  // R
  CHECK(presses == roll->dice.total() + 1);
  // Once rolled, the focus starts on the usual step (Resolve) when no item acts on the roll.
  REQUIRE(g.apply(a).ok());
  const TableLayout after = layout_table(g, TableUi{}, 1280, 720, true);
  const int home = home_focus(after);
  REQUIRE(home >= 0);
  const HitRegion* h = region_of(after, focus_order(after)[static_cast<std::size_t>(home)].id);
  REQUIRE(h);
  CHECK(h->kind == HitKind::Action);
  REQUIRE(is_legal(g, Resolve{}));
  CHECK(std::holds_alternative<Resolve>(h->action));
}

TEST_CASE("the Sixfold Ring's die choice: its dice glow, the focus starts on them, the banner names the ring", "[app][focus][R7.4]") {
  Game g = table_keys_ring_two_sixes();
  TableUi ui;
  TableLayout L = layout_table(g, ui, 1280, 720, true);
  const HitRegion* ring = test::find_kind(L, HitKind::AimItem, 0);
  REQUIRE(ring);  // several dice it can take: a choice, made on the dice
  (void)activate(g, ui, *ring);
  REQUIRE(ui.aiming_item == 0);
  L = layout_table(g, ui, 1280, 720, true);
  CHECK(L.target_dice.size() >= 2);
  const int home = home_focus(L);
  REQUIRE(home >= 0);
  CHECK(focus_order(L)[static_cast<std::size_t>(home)].id.part == Part::TrayDie);
  const std::string en = aim_prompt(g, 0, ui.aiming_item, false, test::strings_in("en"));
  const std::string es = aim_prompt(g, 0, ui.aiming_item, false, test::strings_in("es"));
  CHECK(en.find("choose a die for the Sixfold Ring") != std::string::npos);
  CHECK(en.find("(Esc cancels)") != std::string::npos);
  CHECK(aim_prompt(g, 0, ui.aiming_item, false, test::strings_in("en"), "B").find("(B cancels)") != std::string::npos);
  CHECK(es.find("Anillo del seis") != std::string::npos);
}

TEST_CASE("an aimed item: the number keys pick the dice it can take, by the numbers drawn on them", "[app][focus][R7.4]") {
  Game g = table_keys_ring_two_sixes();
  TableUi ui;
  TableLayout L = layout_table(g, ui, 1280, 720, true);
  const HitRegion* ring = test::find_kind(L, HitKind::AimItem, 0);
  REQUIRE(ring);
  (void)activate(g, ui, *ring);
  REQUIRE(ui.aiming_item == 0);
  L = layout_table(g, ui, 1280, 720, true);
  REQUIRE(L.target_dice.size() >= 2);
  // Every die the ring can take answers to its own number (die 3 is drawn "3", key 3, option 2);
  // the other rolled dice answer to nothing while the ring is aimed.
  const int rolled = static_cast<int>(g.observe(0).state().test.dice.size());
  for (int die = 0; die < rolled; ++die) {
    const HitRegion* h = die_for_number(L, die);
    const bool target = std::find(L.target_dice.begin(), L.target_dice.end(), die) != L.target_dice.end();
    INFO("die " << die + 1);
    REQUIRE(static_cast<bool>(h) == target);
    if (!h) continue;
    CHECK(h->part.part == Part::TrayDie);
    CHECK(L.tray_dice[static_cast<std::size_t>(h->part.index)].die == die);
  }
  // Pressing the last target's number uses the ring on that die (one use on it: the action itself).
  const int last = L.target_dice.back();
  const HitRegion* h = die_for_number(L, last);
  REQUIRE(h);
  REQUIRE(h->kind == HitKind::Action);
  const auto* use = std::get_if<UseItem>(&h->action);
  REQUIRE(use);
  CHECK(use->item == 0);
  CHECK(use->die == last);
  const auto chosen = activate(g, ui, *h);
  REQUIRE(chosen.has_value());
  CHECK(*chosen == Action{*use});
}

TEST_CASE("the pool's number badges and the focus ring of a pool die each keep their own room", "[app][focus][R5.2]") {
  // Several seats (the narrowest panels) and a die already in the tray (its slot keeps its number).
  for (int seats : {1, 4}) {
    Game g = seats == 1 ? test::dice_being_chosen() : test::new_game(4, 3);
    if (seats == 4)
      for (int guard = 0; guard < 50 && !g.finished() && g.pending().kind != DecisionKind::ChooseDice; ++guard) {
        const auto legal = g.legal_actions();
        REQUIRE_FALSE(legal.empty());
        REQUIRE(g.apply(legal.front()).ok());
      }
    REQUIRE(g.pending().kind == DecisionKind::ChooseDice);
    TableUi ui;
    TableLayout L = layout_table(g, ui, 1280, 720, true);
    const HitRegion* first = die_for_number(L, 0);
    REQUIRE(first);
    (void)activate(g, ui, *first);
    L = layout_table(g, ui, 1280, 720, true);
    std::vector<Rect> slots = L.pool_gaps;
    for (const DieBox& b : L.pool_dice) slots.push_back(b.rect);
    REQUIRE(slots.size() >= 5);
    const float reach = focus_ring_reach(Part::PoolDie);
    CHECK(reach >= 4);  // three bands: dark, light, dark
    for (const PlacedPart& p : L.parts) {
      if (p.id.part != Part::PoolDie) continue;
      const Rect ring = p.rect.inset(-reach);
      for (const Rect& s : slots) {
        const Rect badge = pool_number_badge(s);
        INFO(seats << " seats: ring around (" << p.rect.x << "," << p.rect.y << "), badge at (" << badge.x << "," << badge.y << ")");
        if (s.x == p.rect.x && s.y == p.rect.y) {
          // Its own badge lies inside the die, within the ring's inner edge.
          CHECK(badge.x >= p.rect.x);
          CHECK(badge.y >= p.rect.y);
          CHECK(badge.right() <= p.rect.right());
          CHECK(badge.bottom() <= p.rect.bottom());
        } else {
          CHECK_FALSE(ring.overlaps(badge));
        }
      }
    }
  }
}

TEST_CASE("table keys: after a failing roll that costs a life, the focus starts on what can still save it, Resolve one step away",
          "[app][focus][R5.4][R5.6]") {
  int seen_safe = 0;
  for (std::uint64_t seed = 1; seed <= 12 && seen_safe < 3; ++seed) {
    Game g = test::new_game(2, seed);
    auto bot = make_bot("random", seed);
    for (int step = 0; step < 600 && !g.finished(); ++step) {
      if (g.pending().kind == DecisionKind::AfterRoll && enter_on_roll(g) == EnterOnRoll::Ask) {
        const TableLayout L = layout_table(g, TableUi{}, 1280, 720, true);
        REQUIRE(L.safe_choice);
        const auto order = focus_order(L);
        const int home = home_focus(L);
        REQUIRE(home >= 0);
        const HitRegion* h = region_of(L, order[static_cast<std::size_t>(home)].id);
        REQUIRE(h);
        CHECK(h->part == *L.safe_choice);
        // Not Resolve: Enter there rerolls with a gem or uses the item (or aims it at a die).
        CHECK_FALSE((h->kind == HitKind::Action && std::holds_alternative<Resolve>(h->action)));
        const bool saves = h->kind == HitKind::AimItem || h->kind == HitKind::AimAbility ||
                           std::holds_alternative<RerollWithGem>(h->action) || std::holds_alternative<UseItem>(h->action) ||
                           std::holds_alternative<UseAbility>(h->action);
        CHECK(saves);
        // Resolve is still one key away: some single focus step from there lands on it.
        std::vector<Rect> rects;
        for (const PlacedPart& p : order) rects.push_back(p.rect);
        bool one_step = false;
        for (const FocusStep s : {FocusStep::Next, FocusStep::Previous, FocusStep::Up, FocusStep::Down, FocusStep::Left, FocusStep::Right}) {
          const int at = step_focus(rects, home, s);
          const HitRegion* r = at >= 0 ? region_of(L, order[static_cast<std::size_t>(at)].id) : nullptr;
          one_step = one_step || (r && r->kind == HitKind::Action && std::holds_alternative<Resolve>(r->action));
        }
        CHECK(one_step);
        ++seen_safe;
      } else if (g.pending().kind == DecisionKind::AfterRoll) {
        // Nothing at stake or nothing can save it: the usual step (Resolve) keeps the focus.
        CHECK_FALSE(layout_table(g, TableUi{}, 1280, 720, true).safe_choice);
      }
      const Action a = bot->choose(g.content(), g.observe(g.pending().owner), g.legal_actions());
      REQUIRE(g.apply(a).ok());
    }
  }
  CHECK(seen_safe > 0);
}

TEST_CASE("table keys: Undo takes back the last die put in the tray first, then the engine's last action", "[app][R5.2]") {
  Game g = test::dice_being_chosen();
  TableUi ui;
  TableLayout L = layout_table(g, ui, 1280, 720, true);
  REQUIRE(g.observe(0).state().players[0].pool.total() >= 2);
  for (const int n : {0, 1}) {  // the first two dice of the pool, in that order
    const HitRegion* die = die_for_number(L, n);
    REQUIRE(die);
    REQUIRE_FALSE(activate(g, ui, *die).has_value());
    L = layout_table(g, ui, 1280, 720, true);
  }
  REQUIRE(ui.selection.total() == 2);
  const std::size_t actions = g.log().size();
  CHECK(undo_last_pick(g, ui, L));
  CHECK(ui.selection.total() == 1);
  CHECK(ui.picked_slots == std::vector<int>{0});  // the first pick stays in the tray
  L = layout_table(g, ui, 1280, 720, true);
  CHECK(undo_last_pick(g, ui, L));
  CHECK(ui.selection.total() == 0);
  L = layout_table(g, ui, 1280, 720, true);
  CHECK_FALSE(undo_last_pick(g, ui, L));  // nothing picked: the engine's undo (the option chosen) is next
  CHECK(g.log().size() == actions);
  // One key for Undo everywhere: the button shows the key the Keys screen lists, rebound or not.
  TableLayout bar;
  add_region(bar, {Part::TopUndo}, {0, 0, 80, 30}, HitKind::Undo);
  KeyBindings keys = default_key_bindings();
  CHECK(shortcut_for(bar.regions[0], Device::Keyboard, keys) == prompt_for(Command::Undo, Device::Keyboard, keys));
  REQUIRE(rebind(keys, Command::Undo, SDLK_u).ok);
  CHECK(shortcut_for(bar.regions[0], Device::Keyboard, keys) == "U");
}
