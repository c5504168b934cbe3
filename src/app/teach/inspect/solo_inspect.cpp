// Inspecting the solo adventures' pieces: monster tokens, the monster faced, Azoz's ritual track.
#include "app/teach/inspect/solo_inspect.hpp"

#include <algorithm>

#include "app/render/card_geometry.hpp"
#include "app/text/action_text.hpp"
#include "app/text/int_text.hpp"
#include "highscore/queries.hpp"
#include "highscore/solo.hpp"
#include "highscore/decision.hpp"

namespace hs::app {

Rect solo_token_rect(const Rect& card, int k, int count) {
  // Stacked upward from the art window's foot, under the lowest the card's name ribbon reaches, so
  // the name stays readable however many walkers stand there; when rows of readable labels do not
  // fit that room, the labels go side by side as well.
  const float floor_y = card.y + card.h * 0.47f;
  const float room = std::max(10.f, floor_y - card_ribbon_max_bottom(card) - 1);
  const int n = std::max(count, 1);
  const int rows = std::clamp(static_cast<int>((room + 2) / 12.f), 1, n);
  const int cols = (n + rows - 1) / rows;
  const float h = std::clamp((room - 2.f * static_cast<float>(rows - 1)) / static_cast<float>(rows), 10.f, 22.f);
  const float w = (card.w - 8 - 2.f * static_cast<float>(cols - 1)) / static_cast<float>(cols);
  const int row = k / cols, col = k % cols;
  return {card.x + 4 + static_cast<float>(col) * (w + 2), floor_y - h - (h + 2) * static_cast<float>(row), w, h};
}

Rect solo_strip_rect(const TableLayout& L) {
  return {L.board.x + 8, L.board.bottom() - 6 - kSoloStripH, L.board.w - 16, static_cast<float>(kSoloStripH)};
}

Inspection monster_inspection(const Game& g, int entity, const Rect& anchor, const StringTable& t) {
  const TableState& st = g.observe(-1).state();
  const Monster& m = g.content().monsters[static_cast<std::size_t>(st.entities[static_cast<std::size_t>(entity)].card)];
  Inspection in;
  in.anchor = anchor;
  in.key = "monster" + int_text(entity);
  in.rule = "R9.6.4";
  in.title = m.name.in(t.language());
  in.lines.push_back(t.format("solo.inspect_monster", {int_text(m.level), int_text(m.movement)}));
  in.lines.push_back(t.format("solo.inspect_monster_test", {option_text(m.test, t, false)}));
  in.lines.push_back(t.get("solo.view_fight_dodge"));
  if (g.options().mode == Mode::Hunter) {
    in.lines.push_back(t.get("solo.inspect_no_ability"));  // the ruling on R9.7J (d)
  } else if (m.ability.kind != MonsterAbilityKind::None) {
    in.lines.push_back(m.text.in(t.language()));
    if (m.ability.kind == MonsterAbilityKind::Ambush)
      in.lines.push_back(t.format("solo.inspect_ambush_test", {option_text(m.ability.test, t, false)}));
    in.rule = "R9.6.7";
  }
  if (st.entities[static_cast<std::size_t>(entity)].value != 0) in.lines.push_back(t.get("solo.inspect_dodged"));
  return in;
}

std::optional<Inspection> solo_inspection(const Game& g, const TableLayout& L, Point p, const StringTable& t) {
  if (!is_solo_mode(g.options().mode)) return std::nullopt;
  const Observation seen = g.observe(-1);
  const TableState& st = seen.state();
  // The monster faced, in the card view (drawn there instead of the card under it).
  if (const PlacedPart* view = part_under(L, Part::CardView, p))
    if (const int faced = monster_faced(g.content(), seen).entity; faced >= 0) return monster_inspection(g, faced, view->rect, t);
  // Tokens on the board's cards (the layout's named cards), as draw_walkers stacks them; every card
  // is asked, since a tall stack may stand out of its own card.
  for (const PlacedPart& card : L.parts) {
    if (card.id.part != Part::BoardCard) continue;
    int k = 0;
    const std::vector<int> walkers = walkers_on(seen, card.id.index);
    const int count = static_cast<int>(walkers.size());
    for (const int e : walkers) {
      const Entity& en = st.entities[static_cast<std::size_t>(e)];
      const Rect at = solo_token_rect(card.rect, k++, count);
      if (!at.contains(p)) continue;
      if (en.kind == EntityKind::Hunter)
        return Inspection{at, t.get("solo.hunter"), {g.content().hunter.text.in(t.language())}, "R9.7J", "hunter"};
      if (en.card >= 0 && en.card < static_cast<int>(g.content().monsters.size())) return monster_inspection(g, e, at, t);
    }
  }
  // Azoz's ritual track, in the strip under the board (R9.6.3, R9.6.5).
  if (g.options().mode == Mode::Azoz && solo_strip_rect(L).contains(p) && azoz_node(seen) >= 0) {
    const RitualTrack track = ritual_track(g.content(), seen);
    const int gems = track.gems, icons = track.icons;
    return Inspection{solo_strip_rect(L), t.get("solo.inspect_ritual_title"),
                      {t.format("solo.inspect_ritual", {int_text(gems), int_text(icons)}), t.get("solo.inspect_ritual_lose")}, "R9.6.5", "ritual"};
  }
  return std::nullopt;
}

}  // namespace hs::app
