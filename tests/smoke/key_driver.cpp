// key_driver: for the keys-only playthrough (tests/smoke/hotseat_keys.sh). Like click_driver, it
// reads the app's autosave and lets a seeded bot pick the human seat's next action; it prints the
// keys a player would press to make it with the keyboard alone: Tab (or Shift+Tab, the shorter way)
// until the table's focus is on the element a click would take (the app's focus starts from none at every decision and walks
// focus_order(layout), the same list this reads), then Return; R rolls the dice put in the tray.
// Output: "settle S", then one xdotool key name a line. Exit 3 when the game is over, 4 when a bot
// decides, 1 on errors.
#include <algorithm>
#include <cstdio>
#include <string>

#include "app/session/session.hpp"
#include "app/table/layout/table_layout.hpp"
#include "highscore/bots.hpp"

namespace {

using hs::app::HitRegion;
using hs::app::TableLayout;

const HitRegion* action_region(const TableLayout& L, const hs::Action& a) {
  for (const HitRegion& h : L.regions)
    if (h.kind == hs::app::HitKind::Action && h.action == a) return &h;
  return nullptr;
}

// Tabs from the focus `focus` (a place in focus_order, -1 for none) to the region, then Return.
bool press(const TableLayout& L, int& focus, const HitRegion& target) {
  const auto order = hs::app::focus_order(L);
  const int n = static_cast<int>(order.size());
  int t = -1;
  for (int i = 0; i < n; ++i)
    if (order[static_cast<std::size_t>(i)].id == target.part) t = i;
  if (t < 0) {
    std::fprintf(stderr, "the region is not in the focus order\n");
    return false;
  }
  // Tab forward or Shift+Tab back, whichever is shorter (from nothing, Shift+Tab starts at the last).
  const bool none = focus < 0 || focus >= n;
  const int forward = none ? t + 1 : (t - focus + n) % n;
  const int back = none ? n - t : (focus - t + n) % n;
  for (int i = 0; i < std::min(forward, back); ++i) std::printf(forward <= back ? "Tab\n" : "shift+Tab\n");
  std::printf("Return\n");
  focus = t;
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace hs::app;
  if (argc != 3 && argc != 4) {
    std::fprintf(stderr, "usage: key_driver AUTOSAVE.json STEP [BOT_KIND]\n");
    return 1;
  }
  const hs::ContentLoad load = hs::load_content(hs::default_data_dir());
  if (!load.content) return 1;
  auto s = Session::open(*load.content, argv[1]);
  if (!s) {
    std::fprintf(stderr, "%s\n", s.refusal().reason.c_str());
    return 1;
  }
  const hs::Game& g = s.value()->game();
  if (g.finished()) return 3;
  if (!s.value()->human_to_act()) return 4;
  auto bot = hs::make_bot(argc == 4 ? argv[3] : "random", std::stoull(argv[2]));
  const hs::Action a = hs::ask_bot(*bot, g);
  std::fprintf(stderr, "step %s: %s\n", argv[2], hs::describe(a).c_str());
  const bool rolls = std::holds_alternative<hs::RollDice>(a) || std::holds_alternative<hs::RerollWithGem>(a) ||
                     std::holds_alternative<hs::UseItem>(a) || std::holds_alternative<hs::UseAbility>(a);
  std::printf("settle %s\n", rolls ? "0.7" : "0.05");
  const bool undo = s.value()->can_undo_own();
  TableUi ui;
  settle_ui(g, ui);
  auto relayout = [&] { return layout_table(g, ui, 1280, 720, true, undo); };
  TableLayout L = relayout();
  int focus = -1;
  if (const auto* roll = std::get_if<hs::RollDice>(&a)) {
    while (!(ui.selection == roll->dice)) {
      const HitRegion* die = nullptr;
      for (const HitRegion& h : L.regions)
        if (h.kind == HitKind::PoolDie && ui.selection.n[static_cast<std::size_t>(h.value)] < roll->dice.n[static_cast<std::size_t>(h.value)]) die = &h;
      if (!die || !press(L, focus, *die)) return 1;
      activate(g, ui, *die);
      L = relayout();
    }
    std::printf("r\n");
    return 0;
  }
  if (!action_region(L, a)) {
    // An item (or the ability) with several uses: press it, then the die, then the colour.
    const auto* use_item = std::get_if<hs::UseItem>(&a);
    const auto* use_ability = std::get_if<hs::UseAbility>(&a);
    const int item = use_ability ? -1 : use_item ? use_item->item : -3;
    const int die = use_ability ? use_ability->die : use_item ? use_item->die : -1;
    for (const HitRegion& h : L.regions)
      if ((h.kind == HitKind::AimItem || h.kind == HitKind::AimAbility) && (h.kind == HitKind::AimAbility ? -1 : h.value) == item) {
        const HitRegion chosen = h;
        if (!press(L, focus, chosen)) return 1;
        activate(g, ui, chosen);
        L = relayout();
        break;
      }
    if (!action_region(L, a))
      for (const HitRegion& h : L.regions)
        if (h.kind == HitKind::AimDie && h.value == die) {
          const HitRegion chosen = h;
          if (!press(L, focus, chosen)) return 1;
          activate(g, ui, chosen);
          L = relayout();
          break;
        }
  }
  const HitRegion* target = action_region(L, a);
  if (!target) {
    std::fprintf(stderr, "no region for %s\n", hs::describe(a).c_str());
    return 1;
  }
  return press(L, focus, *target) ? 0 : 1;
}
