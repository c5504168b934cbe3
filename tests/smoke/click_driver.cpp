// click_driver: for the mouse-only playthrough (tests/smoke/hotseat.sh). Reads the app's autosave,
// lets a seeded bot (random, or the kind given) pick the next action for the human seat that
// decides, and prints where a player would click to make it (window coordinates at 1280x720):
// first "settle S" (seconds to wait after the move: dice tumble after a roll), then one "x y" per
// click: pool dice then the roll button, an item then the die (then its colour), or the one region
// carrying the action. Exit 3 when the game is over, 4 when a bot decides, 1 on errors.
#include <cstdio>
#include <string>

#include "app/session/session.hpp"
#include "app/table/layout/table_layout.hpp"
#include "highscore/bots.hpp"

using namespace hs;
using namespace hs::app;

namespace {
const HitRegion* region_for(const TableLayout& L, const Action& a) {
  for (const HitRegion& h : L.regions)
    if (h.kind == HitKind::Action && h.action == a) return &h;
  return nullptr;
}
void click(const Rect& r) { std::printf("%d %d\n", static_cast<int>(r.center().x), static_cast<int>(r.center().y)); }
}  // namespace

int main(int argc, char** argv) {
  if (argc != 3 && argc != 4) {
    std::fprintf(stderr, "usage: click_driver AUTOSAVE.json STEP [BOT_KIND]\n");
    return 1;
  }
  const ContentLoad load = load_content(default_data_dir());
  if (!load.content) return 1;
  auto s = Session::open(*load.content, argv[1]);
  if (!s) {
    std::fprintf(stderr, "%s\n", s.refusal().reason.c_str());
    return 1;
  }
  const Game& g = s.value()->game();
  if (g.finished()) return 3;
  if (!s.value()->human_to_act()) return 4;
  auto bot = make_bot(argc == 4 ? argv[3] : "random", std::stoull(argv[2]));
  const Action a = hs::ask_bot(*bot, g);
  std::fprintf(stderr, "step %s: %s\n", argv[2], describe(a).c_str());
  const float W = 1280, H = 720;
  // Dice tumble after a roll and a reroll (items and abilities may reroll): clicks wait for them.
  const bool rolls = std::holds_alternative<RollDice>(a) || std::holds_alternative<RerollWithGem>(a) ||
                     std::holds_alternative<UseItem>(a) || std::holds_alternative<UseAbility>(a);
  std::printf("settle %s\n", rolls ? "0.7" : "0.05");
  TableUi ui;
  TableLayout L = layout_table(g, ui, W, H, true);
  if (const auto* roll = std::get_if<RollDice>(&a)) {
    while (!(ui.selection == roll->dice)) {
      const HitRegion* die = nullptr;
      for (const HitRegion& h : L.regions)
        if (h.kind == HitKind::PoolDie && ui.selection.n[static_cast<std::size_t>(h.value)] < roll->dice.n[static_cast<std::size_t>(h.value)]) die = &h;
      if (!die) return 1;
      click(die->rect);
      activate(g, ui, *die);
      L = layout_table(g, ui, W, H, true);
    }
  } else if (!region_for(L, a)) {
    // An item (or the ability) with several uses: click it, then the die, then the colour.
    const int item = std::holds_alternative<UseAbility>(a) ? -1 : std::get_if<UseItem>(&a) ? std::get<UseItem>(a).item : -3;
    const int die = std::holds_alternative<UseAbility>(a) ? std::get<UseAbility>(a).die
                    : std::get_if<UseItem>(&a)         ? std::get<UseItem>(a).die
                                                        : -1;
    for (const HitRegion& h : L.regions)
      if ((h.kind == HitKind::AimItem || h.kind == HitKind::AimAbility) && (h.kind == HitKind::AimAbility ? -1 : h.value) == item) {
        click(h.rect);
        activate(g, ui, h);
        L = layout_table(g, ui, W, H, true);
        break;
      }
    if (!region_for(L, a))
      for (const HitRegion& h : L.regions)
        if (h.kind == HitKind::AimDie && h.value == die) {
          click(h.rect);
          activate(g, ui, h);
          L = layout_table(g, ui, W, H, true);
          break;
        }
  }
  const HitRegion* target = region_for(L, a);
  if (!target) {
    std::fprintf(stderr, "no region for %s\n", describe(a).c_str());
    return 1;
  }
  click(target->rect);
  return 0;
}
