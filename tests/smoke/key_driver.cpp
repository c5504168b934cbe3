// key_driver: for the keys-only playthrough (tests/smoke/hotseat_no_mouse.sh keys). Like click_driver, it
// reads the app's autosave and lets a seeded bot pick the human seat's next action; it prints the
// keys a player would press to make it with the keyboard alone: Tab (or Shift+Tab, the shorter way)
// until the table's focus is on the element a click would take (the app's focus starts at every
// decision on home_focus(layout) and walks focus_order(layout), the same list this reads), then
// Return; the dice go to the tray by their number keys (1-9, 0: the pool's slots) and R rolls them;
// an option or a path is its number key, rest, skip and step back their own keys (E, S, C).
// Output: "settle S", then one xdotool key name a line. Exit 3 when the game is over, 4 when a bot
// decides, 1 on errors. With --pad (tests/smoke/hotseat_no_mouse.sh pad), the gamepad's buttons instead: the
// D-pad's shortest way to the element from the decision's home (the arrows' own rule, step_focus,
// walked breadth first), A, and Y to roll.
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <string>

#include <SDL_keyboard.h>

#include "app/input/focus_nav.hpp"
#include "app/platform/key_bindings.hpp"
#include "app/session/session.hpp"
#include "app/table/input/enter_on_roll.hpp"
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

bool g_pad = false;  // --pad: the D-pad's way and A, not Tab and Return

// The D-pad's shortest way from `focus` (-1: none; any direction then focuses the first element) to
// element `t`, by the arrows' own rule; empty when no way leads there (or `t` is `focus`).
std::vector<hs::app::FocusStep> dpad_way(const std::vector<hs::app::Rect>& rects, int focus, int t) {
  using hs::app::FocusStep;
  const FocusStep dirs[] = {FocusStep::Up, FocusStep::Down, FocusStep::Left, FocusStep::Right};
  const int n = static_cast<int>(rects.size());
  std::vector<int> from(static_cast<std::size_t>(n), -2), how(static_cast<std::size_t>(n), 0);
  std::vector<int> queue;
  int start = focus;
  std::vector<FocusStep> lead;
  if (focus < 0 || focus >= n) start = 0, lead.push_back(FocusStep::Down);
  from[static_cast<std::size_t>(start)] = -1;
  queue.push_back(start);
  for (std::size_t q = 0; q < queue.size(); ++q)
    for (int d = 0; d < 4; ++d) {
      const int next = hs::app::step_focus(rects, queue[q], dirs[d]);
      if (from[static_cast<std::size_t>(next)] != -2) continue;
      from[static_cast<std::size_t>(next)] = queue[q];
      how[static_cast<std::size_t>(next)] = d;
      queue.push_back(next);
    }
  if (from[static_cast<std::size_t>(t)] == -2) return {};
  std::vector<FocusStep> way;
  for (int at = t; at != start; at = from[static_cast<std::size_t>(at)]) way.insert(way.begin(), dirs[how[static_cast<std::size_t>(at)]]);
  way.insert(way.begin(), lead.begin(), lead.end());
  return way;
}

// To the region from the focus `focus` (a place in focus_order; -1: the decision's home, where the app's
// focus stands until it is moved), then press it: Tab (or Shift+Tab) and Return, or the D-pad and A.
// A press without a step leaves the app's focus at home (-1), which follows the layout.
bool press(const TableLayout& L, int& focus, const HitRegion& target) {
  const auto order = hs::app::focus_order(L);
  const int at = focus >= 0 ? focus : hs::app::home_focus(L);
  const int n = static_cast<int>(order.size());
  int t = -1;
  for (int i = 0; i < n; ++i)
    if (order[static_cast<std::size_t>(i)].id == target.part) t = i;
  if (t < 0) {
    std::fprintf(stderr, "the region is not in the focus order\n");
    return false;
  }
  if (g_pad) {
    std::vector<hs::app::Rect> rects;
    for (const auto& p : order) rects.push_back(p.rect);
    const auto way = at == t ? std::vector<hs::app::FocusStep>{} : dpad_way(rects, at, t);
    if (way.empty() && at != t) {
      std::fprintf(stderr, "the D-pad has no way to the region\n");
      return false;
    }
    static const char* const kNames[] = {"dpup", "dpdown", "dpleft", "dpright"};
    for (const auto step : way) std::printf("%s\n", kNames[static_cast<int>(step) - static_cast<int>(hs::app::FocusStep::Up)]);
    std::printf("a\n");
    if (!way.empty()) focus = t;
    return true;
  }
  // Tab forward or Shift+Tab back, whichever is shorter (from nothing, Shift+Tab starts at the last).
  const bool none = at < 0 || at >= n;
  const int forward = none ? t + 1 : (t - at + n) % n;
  const int back = none ? n - t : (at - t + n) % n;
  for (int i = 0; i < std::min(forward, back); ++i) std::printf(forward <= back ? "Tab\n" : "shift+Tab\n");
  std::printf("Return\n");
  if (std::min(forward, back) > 0) focus = t;
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace hs::app;
  if (argc > 1 && std::string(argv[argc - 1]) == "--pad") g_pad = true, --argc;
  if (argc != 3 && argc != 4) {
    std::fprintf(stderr, "usage: key_driver AUTOSAVE.json STEP [BOT_KIND] [--pad]\n");
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
  // The keys that make a move in one press, as a keys-only player learns them: the number of the option
  // or path (1-9, 0), and the commands' own keys (rest, skip, step back).
  if (!g_pad) {
    int nth = -1;
    if (const auto* o = std::get_if<hs::ChooseOption>(&a)) nth = o->option;
    if (const auto* b = std::get_if<hs::ChooseBranch>(&a)) nth = b->branch;
    if (nth >= 0 && nth <= 9) return std::printf("%d\n", (nth + 1) % 10), 0;
    const KeyBindings keys = default_key_bindings();
    Command c = Command::Roll;
    if (std::holds_alternative<hs::Rest>(a)) c = Command::Rest;
    if (std::holds_alternative<hs::SkipOptional>(a)) c = Command::Skip;
    if (std::holds_alternative<hs::CancelTest>(a)) c = Command::CancelTest;
    if (c != Command::Roll) {  // xdotool's name of the key: its lower-case letter (no Shift)
      std::string name = SDL_GetKeyName(keys.key(c));
      std::transform(name.begin(), name.end(), name.begin(), [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
      return std::printf("%s\n", name.c_str()), 0;
    }
  }
  const bool undo = s.value()->can_undo_own();
  TableUi ui;
  settle_ui(g, ui);
  auto relayout = [&] { return layout_table(g, ui, 1280, 720, true, undo); };
  TableLayout L = relayout();
  int focus = -1;
  if (const auto* roll = std::get_if<hs::RollDice>(&a)) {
    while (!(ui.selection == roll->dice)) {
      // A die of a colour still wanted; by keys, one with a number key (a pool of more than ten dice has
      // dice past the tenth slot: those are reached by the focus like a click's target).
      const HitRegion* die = nullptr;
      for (const HitRegion& h : L.regions)
        if (h.kind == HitKind::PoolDie && ui.selection.n[static_cast<std::size_t>(h.value)] < roll->dice.n[static_cast<std::size_t>(h.value)] &&
            (!die || die->slot < 0 || die->slot > 9))
          die = &h;
      if (!die) return 1;
      if (g_pad || die->slot < 0 || die->slot > 9) {
        if (!press(L, focus, *die)) return 1;
      } else {
        std::printf("%d\n", (die->slot + 1) % 10);  // its number key (xdotool names the digits so)
      }
      activate(g, ui, *die);
      L = relayout();
    }
    std::printf(g_pad ? "y\n" : "r\n");
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
        focus = -1;  // aimed: the app's focus starts again on the dice it can act on
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
  const int before = focus;
  if (!press(L, focus, *target)) return 1;
  // Resolve where the focus started, on a failing roll that could still be saved, is asked about first:
  // the second press accepts it.
  if (before < 0 && focus < 0 && std::holds_alternative<hs::Resolve>(a) && enter_on_roll(g) == EnterOnRoll::Ask)
    std::printf(g_pad ? "a\n" : "Return\n");
  return 0;
}
