// Inspect: the target under the pointer, described in full with its governing rule.
#include "app/teach/inspect/inspect.hpp"

#include <algorithm>

#include "app/render/pieces.hpp"
#include "app/text/action_text.hpp"
#include "app/text/dice_fit_text.hpp"
#include "app/teach/coach/coach.hpp"
#include "app/teach/inspect/solo_inspect.hpp"
#include "app/text/variant_text.hpp"
#include "app/text/int_text.hpp"
#include "app/text/refusal_text.hpp"
#include "highscore/queries.hpp"

namespace hs::app {

namespace {

// Treasure so far with the items counted, and who can win with it (R8.1, R8.2).
std::string treasure_line(const Game& g, const Player& pl, const StringTable& t) {
  const int total = hs::treasure(g.content(), pl);
  return t.format("teach.treasure_now", {int_text(total), int_text(total - pl.coins - pl.gems)});
}
// "node3", "chip1/2": identities of inspected things (built by appending, which GCC 12 checks cleanly).
std::string tag(std::string s, int a, int b = -1) {
  s += std::to_string(a);
  if (b >= 0) s.append("/").append(std::to_string(b));
  return s;
}

std::string reward_text(const Reward& r, const StringTable& t) {
  std::string s;
  if (r.coins > 0) s += t.format(r.coins == 1 ? "coach.coin" : "coach.coins", {int_text(r.coins)});
  if (r.gems > 0) {
    if (!s.empty()) s += ", ";
    s += t.format(r.gems == 1 ? "coach.gem" : "coach.gems", {int_text(r.gems)});
  }
  return s.empty() ? t.get("inspect.no_reward") : s;
}

std::string usage_word(Usage u, const StringTable& t) {
  switch (u) {
    case Usage::Pool: return t.get("inspect.usage_pool");
    case Usage::Exhaust: return t.get("inspect.usage_exhaust");
    case Usage::Discard: return t.get("inspect.usage_discard");
    case Usage::Passive: return t.get("inspect.usage_passive");
  }
  return "";
}

std::string kind_rule(CardKind k) {
  switch (k) {
    case CardKind::Peddler: return "R6.1";
    case CardKind::Boss: return "R5.9";
    case CardKind::Bifurcation:
    case CardKind::DeadEnd: return "R9.5";
    case CardKind::Dungeon: return "R5.1";
  }
  return "R5.1";
}

Inspection card_inspection(const Game& g, int node, const Rect& r, const StringTable& t) {
  const TableState& st = g.observe(-1).state();  // what every seat sees
  Inspection in;
  in.anchor = r;
  in.key = tag("node", node);
  const Node& nd = st.board[static_cast<std::size_t>(node)];
  const DungeonCard* card = card_at(g, node);
  if (g.options().mode == Mode::Coop && (!card || nd.face_down)) {  // R9.8: the town, or a card not turned up yet
    const bool town = !nd.face_down;
    in.title = t.get(town ? "coop.town" : "card.hidden");
    in.lines.push_back(town ? t.get("coop.town_text") : t.format("coop.inspect_hidden", {int_text(nd.level)}));
    in.rule = "R9.8";
    return in;
  }
  if (!card || nd.face_down) {
    in.title = t.get("card.hidden");
    in.lines.push_back(t.get("inspect.hidden"));
    in.rule = "R9.1";
    return in;
  }
  const std::string& lang = t.language();
  in.title = card->name.in(lang);
  in.rule = kind_rule(card->kind);
  if (card->kind == CardKind::Boss)  // R9.8: co-op's bosses open no next level
    in.lines.push_back(g.options().mode == Mode::Coop ? t.get("inspect.boss_coop") : t.format("inspect.boss", {int_text(nd.level)}));
  if (card->kind == CardKind::Peddler) in.lines.push_back(t.get("inspect.peddler"));
  if (card->azoz) in.lines.push_back(t.get("solo.inspect_azoz_card"));  // R9.6.5: his ritual
  for (std::size_t i = 0; i < card->options.size(); ++i)
    in.lines.push_back(t.format("inspect.option_n", {int_text(static_cast<int>(i) + 1), option_text(card->options[i], t, false)}));
  if (card->optional) in.lines.push_back(option_text(*card->optional, t, true));
  for (const Requirement& q : nd.raised) in.lines.push_back(t.format("inspect.raised", {requirement_text(q, t)}));
  bool repeated = false;
  for (const TestOption& o : card->options)
    for (std::size_t i = 0; i + 1 < o.require.size(); ++i)
      repeated = repeated || o.require[i] == o.require[i + 1];
  if (repeated) in.lines.push_back(t.get("inspect.times_two"));
  if (!card->text.in(lang).empty()) in.lines.push_back(card->text.in(lang));
  return in;
}

Inspection item_inspection(const Game& g, const OwnedItem& owned, const Rect& r, const StringTable& t, const std::string& key) {
  const EquipmentCard& e = g.content().equipment[static_cast<std::size_t>(owned.item)];
  Inspection in;
  in.anchor = r;
  in.key = key;
  in.title = e.name.in(t.language());
  in.lines.push_back(e.text.in(t.language()));
  in.lines.push_back(usage_word(e.usage, t));
  in.lines.push_back(t.format("inspect.price", {int_text(e.price)}));
  if (!e.symbol.empty()) in.lines.push_back(t.format("inspect.symbol", {t.get("symbol." + e.symbol)}));
  if (owned.exhausted) in.lines.push_back(t.get("inspect.exhausted"));
  in.rule = "R7.1";
  return in;
}

Inspection die_inspection(Color c, int value, int natural, int index, const Rect& r, const StringTable& t) {
  Inspection in;
  in.anchor = r;
  in.key = tag(tag("die", index, static_cast<int>(c)), value);
  in.title = index >= 0 ? t.format("inspect.test_die", {int_text(index + 1), color_word(t, c)}) : t.format("inspect.pool_die", {color_word(t, c)});
  if (value > 0) {
    in.lines.push_back(value == natural ? t.format("inspect.die_shows", {int_text(value)}) : t.format("inspect.die_shows_mod", {int_text(value), int_text(natural)}));
  }
  std::vector<std::string> fits;
  for (Color req : {Color::Red, Color::Blue, Color::Yellow, Color::Black})
    if (die_fits(c, req)) fits.push_back(color_word(t, req));
  std::string list;
  for (std::size_t i = 0; i < fits.size(); ++i) list += (i ? ", " : "") + fits[i];
  in.lines.push_back(t.format("inspect.die_fits", {list}));
  in.lines.push_back(t.get(index >= 0 ? "inspect.die_spent" : "inspect.die_pool"));
  in.rule = "R5.3";
  return in;
}

}  // namespace

std::string requirement_text(const Requirement& r, const StringTable& t) {
  // "Met by: blue, yellow (wild) or black (wild), ..." asked of the fit rule itself (R5.3).
  if (r.color == Color::Any) return t.format("inspect.req_any", {int_text(r.min), met_by_line(r, t)});
  return player_sentence(t.format("inspect.req", {color_word(t, r.color), int_text(r.min), met_by_line(r, t)}));
}

std::string option_text(const TestOption& o, const StringTable& t, bool optional) {
  std::string s;
  for (std::size_t i = 0; i < o.require.size(); ++i) {
    const Requirement& r = o.require[i];
    s += (i ? t.get("inspect.and") : "") + (r.color == Color::Any ? t.format("coach.req_any", {int_text(r.min)}) : t.format("coach.req", {color_word(t, r.color), int_text(r.min)}));
  }
  s = t.format(optional ? "inspect.optional_line" : "inspect.option_line", {s, reward_text(o.reward, t)});
  for (Color c : o.forbid) {
    s += ' ';
    s += player_sentence(t.format("inspect.forbid", {color_word(t, c)}));  // a new sentence: "Red dice ..."
  }
  return s;
}


Rect option_requirement_chip(const Rect& row, const TestOption& o, std::size_t i, bool optional) {
  return option_chip(row, o, i, optional);
}

std::vector<PlacedDieSpot> placed_die_spots(const TableState& st, const TableLayout& L) {
  std::vector<PlacedDieSpot> out;
  std::vector<int> per_node(st.board.size(), 0);
  std::vector<int> on_hero(L.panels.size(), 0);
  for (std::size_t i = 0; i < st.entities.size(); ++i) {
    const Entity& e = st.entities[i];
    if (e.kind != EntityKind::PlacedDie) continue;
    if (e.node >= 0 && e.node < static_cast<int>(st.board.size())) {
      const auto box = std::find_if(L.nodes.begin(), L.nodes.end(), [&](const NodeBox& nb) { return nb.node == e.node; });
      if (box == L.nodes.end()) continue;  // on another level
      const Rect& card = box->rect;
      const float size = std::max(14.f, card.w * 0.24f);
      const int k = per_node[static_cast<std::size_t>(e.node)]++;
      // At the foot of the art window, so the card's name above stays readable.
      out.push_back({static_cast<int>(i), {card.x + 3 + static_cast<float>(k) * (size + 2), card.y + card.h * 0.47f - size - 2, size, size}});
    } else if (e.node < 0 && e.owner >= 0 && e.owner < static_cast<int>(L.panels.size())) {
      const Rect& panel = L.panels[static_cast<std::size_t>(e.owner)];
      out.push_back({static_cast<int>(i), panel_placed_die_rect(panel, on_hero[static_cast<std::size_t>(e.owner)]++)});
    }
  }
  return out;
}

const PlacedPart* part_under(const TableLayout& L, Part kind, Point p) {
  for (const PlacedPart& part : L.parts)
    if (part.id.part == kind && part.rect.contains(p)) return &part;
  return nullptr;
}

namespace {

// Buy buttons in the action bar (the shop hidden), the party's potions, the expert ability's
// button and Rest: what they do.
std::optional<Inspection> inspect_at_action_button(const Game& g, const TableLayout& L, Point p, const StringTable& t) {
  const TableState& st = g.observe(-1).state();  // what every seat sees
  const std::string& lang = t.language();
  for (const HitRegion& h : L.regions) {
    if (h.kind != HitKind::Action || !h.rect.contains(p)) continue;
    int item = -1;
    if (const auto* b = std::get_if<Buy>(&h.action); b && b->offer >= 0 && b->offer < static_cast<int>(st.shop.offer.size()))
      item = st.shop.offer[static_cast<std::size_t>(b->offer)];
    if (const auto* d = std::get_if<DrinkPotion>(&h.action)) item = d->item;
    if (item >= 0 && item < static_cast<int>(g.content().equipment.size()))
      return item_inspection(g, OwnedItem{item, false}, h.rect, t, tag("action-item", item));
    // R9.4.1: the expert ability's button says what the ability does before it is spent.
    const int owner = g.pending().owner >= 0 ? g.pending().owner : st.active_player();
    if (std::holds_alternative<UseExpert>(h.action) && owner >= 0 && owner < static_cast<int>(st.players.size())) {
      const ExpertAbility& ex = g.content().characters[static_cast<std::size_t>(st.players[static_cast<std::size_t>(owner)].character)].expert;
      // Thieving spends its die; every other ability places it (R9.4.1).
      const char* once = ex.kind == ExpertKind::Thieving ? "inspect.expert_spent" : "inspect.expert_once";
      return Inspection{h.rect, ex.name.in(lang), {ex.text.in(lang), t.get(once)}, "R9.4.1", "action-expert"};
    }
    // R4.3: newcomers took Rest for a heal; it ends the turn and gives no life back.
    if (std::holds_alternative<Rest>(h.action))
      return Inspection{h.rect, t.get("act.rest"), {t.get("inspect.rest"), t.get("inspect.rest_lives")}, "R4.3", "action-rest"};
  }
  return std::nullopt;
}

// Gem buttons and rolled dice in the tray.
std::optional<Inspection> inspect_at_tray(const Game& g, const TableLayout& L, Point p, const StringTable& t) {
  const TableState& st = g.observe(-1).state();  // what every seat sees
  for (const HitRegion& h : L.regions)
    if (h.rect.contains(p) && std::holds_alternative<RerollWithGem>(h.action) && h.kind == HitKind::Action) {
      Inspection in{h.rect, t.get("inspect.gem_title"), {t.get("inspect.gem_reroll")}, "R5.4", "gem"};
      return in;
    }
  const PlacedPart* under = part_under(L, Part::TrayDie, p);
  if (!under || under->id.index < 0 || under->id.index >= static_cast<int>(L.tray_dice.size())) return std::nullopt;
  const DieBox& b = L.tray_dice[static_cast<std::size_t>(under->id.index)];
  if (b.die >= 0 && b.die < static_cast<int>(st.test.dice.size())) {
    const TestDie& d = st.test.dice[static_cast<std::size_t>(b.die)];
    return die_inspection(d.color, d.value, d.natural, b.die, under->rect, t);
  }
  return die_inspection(static_cast<Color>(b.color), 0, 0, -1, under->rect, t);
}

// The large card's option rows: a requirement chip, else the row.
// `raised`: the requirements added to every main option of the card (R5.12, a roar or a trap).
std::optional<Inspection> inspect_at_option_row(const DungeonCard& card_ref, const std::vector<Requirement>& raised, const TableLayout& L,
                                                Point p, const StringTable& t) {
  const DungeonCard* card = &card_ref;
  const std::string& lang = t.language();
  if (const PlacedPart* under = part_under(L, Part::OptionRow, p)) {
    const auto i = static_cast<std::size_t>(under->id.index);
    const Rect& row = under->rect;
    if (i >= card->options.size() && !card->optional) return std::nullopt;  // no "+" test to explain
    const bool optional = i >= card->options.size();
    const TestOption& o = optional ? *card->optional : card->options[i];
    TestOption shown = o;  // the chips as drawn: a main option's own, then what raised the card (R5.12)
    if (!optional) shown.require.insert(shown.require.end(), raised.begin(), raised.end());
    for (std::size_t q = 0; q < shown.require.size(); ++q) {
      const Rect chip = option_requirement_chip(row, shown, q, optional);
      if (chip.contains(p)) {
        const Requirement& rq = shown.require[q];
        Inspection in{chip, rq.color == Color::Any ? t.get("inspect.any_chip") : player_sentence(t.format("coach.req", {color_word(t, rq.color), int_text(rq.min)})),
                      {requirement_text(rq, t)}, q < o.require.size() ? "R5.3" : "R5.12", tag("chip", static_cast<int>(i), static_cast<int>(q))};
        if (!o.forbid.empty()) in.lines.push_back(t.get("inspect.forbid_note"));
        return in;
      }
    }
    Inspection in{row, optional ? t.get("inspect.optional_title") : t.format("inspect.option_title", {int_text(static_cast<int>(i) + 1)}),
                  {}, optional ? "R5.7" : "R5.1", tag("row", static_cast<int>(i))};
    // The row shortens a long name ("Squeeze through the…"): the tooltip gives it whole.
    const std::string label = o.label.in(lang);
    if (!label.empty()) in.lines.push_back(label);
    in.lines.push_back(option_text(o, t, optional));
    in.lines.push_back(t.get(optional ? "inspect.optional_rule" : "inspect.option_rule"));
    if (!o.forbid.empty()) in.lines.push_back(t.get("inspect.forbid_note"));
    // R5.12: what a roar or a trap added counts for this option too; a colour the option forbids
    // is then met by another colour that fits it (R5.3: yellow for red or blue, black for any).
    for (const Requirement& q : optional ? std::vector<Requirement>{} : raised) {
      in.lines.push_back(t.format("inspect.raised", {requirement_text(q, t)}));
      if (std::find(o.forbid.begin(), o.forbid.end(), q.color) != o.forbid.end())
        in.lines.push_back(t.format("inspect.raised_forbidden", {color_word(t, q.color)}));
    }
    return in;
  }
  return std::nullopt;
}

// The edges of the board: a level wider than the board (its arrows and the minimap under the
// cards), the level tabs and the banner.
std::optional<Inspection> inspect_at_board_edges(const Game& g, const TableLayout& L, Point p, const StringTable& t) {
  const TableState& st = g.observe(-1).state();  // what every seat sees
  for (const HitRegion& h : L.regions)
    if (h.kind == HitKind::ScrollBoard && h.rect.contains(p))
      return Inspection{h.rect, t.get(h.value < 0 ? "inspect.scroll_left" : "inspect.scroll_right"),
                        {t.format("inspect.scroll", {int_text(L.first_col + 1), int_text(L.first_col + L.shown_cols), int_text(L.level_cols)})}, "R9.5", tag("scroll", h.value)};
  if (const PlacedPart* map = part_under(L, Part::Minimap, p))
    return Inspection{map->rect, t.get("inspect.minimap"),
                      {t.format("inspect.scroll", {int_text(L.first_col + 1), int_text(L.first_col + L.shown_cols), int_text(L.level_cols)}), t.get("inspect.minimap_click")},
                      "R9.5", "minimap"};
  if (const PlacedPart* tab = part_under(L, Part::LevelTab, p))  // index: the level
    return Inspection{tab->rect, t.format("table.level", {int_text(tab->id.index)}), {t.get("inspect.level_tab")}, "R2.2", tag("tab", tab->id.index - 1)};
  if (const PlacedPart* banner = part_under(L, Part::Banner, p))
    return Inspection{banner->rect, t.format("table.round", {int_text(st.round)}), {t.get("inspect.round")}, "R4.6", "banner"};
  return std::nullopt;
}

}  // namespace

std::optional<Inspection> inspect_at(const Game& g, const TableLayout& L, Point p, const StringTable& t) {
  const TableState& st = g.observe(-1).state();  // what every seat sees
  if (L.shop_open) return std::nullopt;  // the shop's cards speak for themselves
  if (auto solo = solo_inspection(g, L, p, t)) return solo;  // monsters, the ritual (solo_inspect.cpp)
  const std::string& lang = t.language();
  if (auto button = inspect_at_action_button(g, L, p, t)) return button;
  if (auto tray = inspect_at_tray(g, L, p, t)) return tray;
  // A placed expert die (R9.4) lies over its card's corner or the owner's lucky die: it wins.
  for (const PlacedDieSpot& spot : placed_die_spots(st, L))
    if (spot.rect.contains(p) && st.entities[static_cast<std::size_t>(spot.entity)].owner < static_cast<int>(st.players.size())) {
      const Entity& die = st.entities[static_cast<std::size_t>(spot.entity)];
      const ExpertAbility& ex = g.content().characters[static_cast<std::size_t>(st.players[static_cast<std::size_t>(die.owner)].character)].expert;
      return Inspection{spot.rect, ex.name.in(lang), {placed_die_text(g, die, t), t.get("inspect.placed_goes")}, "R9.4.1", tag("placed", spot.entity)};
    }
  // The large card: requirement chips, then option rows.
  const Decision dec = g.pending();
  const int seat = dec.owner >= 0 ? dec.owner : st.active_player();
  const int node = seat >= 0 ? st.players[static_cast<std::size_t>(seat)].node : -1;
  const DungeonCard* card = card_at(g, node);
  if (const PlacedPart* view = part_under(L, Part::CardView, p); card && view) {
    if (auto row = inspect_at_option_row(*card, st.board[static_cast<std::size_t>(node)].raised, L, p, t)) return row;
    return card_inspection(g, node, view->rect, t);
  }
  // Player panels: chips, lucky die, stats, dice, then the panel itself.
  if (const PlacedPart* panel = part_under(L, Part::Panel, p); panel && panel->id.index >= 0 && panel->id.index < static_cast<int>(st.players.size())) {
    const auto i = static_cast<std::size_t>(panel->id.index);
    const Rect& r = panel->rect;
    const Player& pl = st.players[i];
    const Character& ch = g.content().characters[static_cast<std::size_t>(pl.character)];
    const std::string who = ch.name.in(lang);
    const std::string pk = tag("p", static_cast<int>(i));
    const int seat_i = static_cast<int>(i);
    const Rect* ab = find_part(L, {Part::PanelAbility, seat_i});
    if (ab && ab->contains(p)) {
      Inspection in{*ab, ch.ability_name.in(lang), {ch.ability_text.in(lang), t.get("inspect.ability_once")}, "R3.3", pk + "ability"};
      if (pl.ability_exhausted) in.lines.push_back(t.get("inspect.exhausted"));
      return in;
    }
    for (std::size_t k = 0; k < pl.items.size(); ++k) {
      const Rect* cr = find_part(L, {Part::PanelItem, seat_i, static_cast<int>(k)});
      if (cr && cr->contains(p)) return item_inspection(g, pl.items[k], *cr, t, tag(pk + "item", static_cast<int>(k)));
    }
    const Rect* lucky = find_part(L, {Part::PanelLucky, seat_i});
    const Rect* stats = find_part(L, {Part::PanelStats, seat_i});
    if (lucky && lucky->contains(p)) {
      std::string faces;
      for (std::size_t k = 0; k < ch.lucky_values.size(); ++k)
        faces += (k == 0 ? "" : k + 1 == ch.lucky_values.size() ? t.get("coach.or") : ", ") + int_text(ch.lucky_values[k]);
      return Inspection{*lucky, t.get("inspect.lucky_title"),
                        {t.format("inspect.lucky", {who, color_word(t, ch.lucky_color), faces})}, "R3.2", pk + "lucky"};
    }
    if (stats && stats->contains(p))
      return Inspection{*stats, who,
                        {t.format("inspect.lives", {int_text(pl.lives), int_text(pl.max_lives)}), t.format("inspect.purse", {int_text(pl.coins), int_text(pl.gems)}),
                         treasure_line(g, pl, t)},
                        "R8.2", pk + "stats"};
    // A die of a pool explains that die (its colour, what it fits: R5.3); a gap a die left for the
    // tray explains nothing. Never the whole hero: that covered the board and the lesson's text.
    if (static_cast<int>(i) == seat) {
      if (const PlacedPart* die = part_under(L, Part::PoolDie, p); die && die->id.index < static_cast<int>(L.pool_dice.size()))
        return die_inspection(static_cast<Color>(L.pool_dice[static_cast<std::size_t>(die->id.index)].color), 0, 0, -1, die->rect, t);
      if (part_under(L, Part::PoolGap, p)) return std::nullopt;
    }
    {
      const auto slots = panel_dice_slots(r, pl.pool.total());
      std::size_t k = 0;
      for (Color c : kAllDieColors)
        for (int j = 0; j < pl.pool[c]; ++j, ++k)
          if (k < slots.size() && slots[k].contains(p)) return die_inspection(c, 0, 0, -1, slots[k], t);
      Rect dice_row = slots.empty() ? Rect{} : slots.front();  // between the dice: nothing rather than the hero
      for (const Rect& sr : slots) {
        const float x0 = std::min(dice_row.x, sr.x), y0 = std::min(dice_row.y, sr.y);
        dice_row = {x0, y0, std::max(dice_row.right(), sr.right()) - x0, std::max(dice_row.bottom(), sr.bottom()) - y0};
      }
      if (dice_row.w > 0 && dice_row.contains(p)) return std::nullopt;
    }
    Inspection in{r, who, {}, "R3.1", pk};
    in.lines.push_back(ch.title.in(lang));
    in.lines.push_back(t.format("inspect.panel_pool", {int_text(pl.pool[Color::Red]), int_text(pl.pool[Color::Blue]), int_text(pl.pool[Color::Yellow]), int_text(pl.pool[Color::Black])}));
    in.lines.push_back(t.format("inspect.lives", {int_text(pl.lives), int_text(pl.max_lives)}) + " " + t.format("inspect.purse", {int_text(pl.coins), int_text(pl.gems)}));
    in.lines.push_back(treasure_line(g, pl, t));
    const DungeonCard* at = card_at(g, pl.node);
    if (pl.eliminated) in.lines.push_back(t.get("inspect.out"));
    else if (at && pl.node >= 0) in.lines.push_back(t.format("inspect.standing", {st.board[static_cast<std::size_t>(pl.node)].face_down ? t.get("card.hidden") : at->name.in(lang), int_text(st.board[static_cast<std::size_t>(pl.node)].level)}));
    return in;
  }
  if (const PlacedPart* board_card = part_under(L, Part::BoardCard, p)) return card_inspection(g, board_card->id.index, board_card->rect, t);
  return inspect_at_board_edges(g, L, p, t);
}

}  // namespace hs::app
