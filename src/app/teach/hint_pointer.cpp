// Hints that point (see hint_pointer.hpp).
#include "app/teach/hint_pointer.hpp"

#include <cmath>

#include "app/render/theme.hpp"
#include "app/shell/app.hpp"
#include "app/teach/teach_overlay.hpp"
#include "app/teach/tutorial/tutorial_run.hpp"

namespace hs::app {

std::vector<const HitRegion*> hinted_regions(const TableLayout& layout, const Action& hinted, const DiceCounts& in_tray) {
  std::vector<const HitRegion*> out;
  DiceCounts to_move;  // a roll: the dice of each colour still to put in the tray
  if (const auto* roll = std::get_if<RollDice>(&hinted))
    for (Color c : kAllDieColors) to_move[c] = std::max(0, roll->dice[c] - in_tray[c]);
  for (const HitRegion& h : layout.regions) {
    if (h.kind == HitKind::Action && h.action == hinted) out.push_back(&h);
    if (h.kind == HitKind::PoolDie && h.value >= 0 && h.value < kDieColors) {
      const Color c = static_cast<Color>(h.value);
      if (to_move[c] > 0) {
        --to_move[c];
        out.push_back(&h);
      }
    }
  }
  return out;
}

void draw_hint_pointer(App& app, HintPointer& pointer) {
  Teach& T = app.teach;
  if (!app.session || T.coach.show_hints || in_tutorial(app) || !app.session->human_to_act()) return;
  const std::string key = decision_key(app);
  const auto& asked = T.coach.hints.of(app.session->deciding_seat());
  if (asked.empty() || T.coach.hint_for != key) return;  // no hint asked for this decision
  if (pointer.for_decision != key) {
    pointer.for_decision = key;
    const auto hint = hint_now(app.session->game(), app.strings);
    pointer.action = hint ? std::optional<Action>(hint->action) : std::nullopt;
  }
  if (!pointer.action) return;
  Canvas& c = app.canvas;
  const float pulse = 0.5f + 0.5f * std::sin(static_cast<float>(SDL_GetTicks()) / 220.f);
  const Rgba ink{theme::kGoldBright.r, theme::kGoldBright.g, theme::kGoldBright.b, static_cast<std::uint8_t>(150 + 105 * pulse)};
  // Two tones, so the outline stands out on the dark table and on the parchment of a card alike.
  for (const HitRegion* h : hinted_regions(app.table.layout, *pointer.action, app.table.ui.selection)) {
    c.rounded_outline(h->rect.inset(-6), 9, 6, Rgba{20, 10, 4, 220});
    c.rounded_outline(h->rect.inset(-4), 8, 3, ink);
  }
}

}  // namespace hs::app
