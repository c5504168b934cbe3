// Parsing of the files that describe the content set and the table rather than cards:
// content.json (identity, strictness), layouts.json (R2.2) and coop_maps.json (R9.8).
#include <set>
#include <utility>

#include "content/content_parse.hpp"
#include "content/content_parse_common.hpp"
#include "highscore/content_vocabulary.hpp"

namespace hs::content_detail {

void parse_content_json(FileReader& r, const json& root, LoadContext& ctx) {
  r.only_keys(root, "", {"id", "version", "strict_counts", "turn_order_cards"});
  ctx.content.id = r.string_at(root, "", "id").value_or("");
  ctx.content.version = r.string_at(root, "", "version").value_or("");
  if (auto strict = r.bool_at(root, "", "strict_counts", true)) {
    ctx.content.strict_counts = *strict;
    ctx.strict_counts_known = true;
  }
  ctx.content.turn_order_cards = r.int_at(root, "", "turn_order_cards", 0, 8, false).value_or(4);
}

namespace {

// A layout must be a forward graph from slot 0 to a single boss in the last slot, with the level's
// one peddler on the way, so that every path through it ends at the boss (R2.2, R5.9).
void check_layout_shape(FileReader& r, const Layout& layout, const std::string& p) {
  const int n = static_cast<int>(layout.slots.size());
  const std::string sp = pointer_child(p, "slots");
  const std::size_t errors_before = r.error_count();
  int peddlers = 0, bosses = 0;
  std::vector<bool> reached(layout.slots.size(), false);
  if (n > 0) reached[0] = true;
  for (int i = 0; i < n; ++i) {
    const LayoutSlot& s = layout.slots[static_cast<std::size_t>(i)];
    const std::string ip = pointer_child(sp, static_cast<std::size_t>(i));
    if (s.kind == SlotKind::Peddler) ++peddlers;
    if (s.kind == SlotKind::Boss) {
      ++bosses;
      if (i != n - 1) r.error(pointer_child(ip, "kind"), "the boss must be the last slot");
      if (!s.next.empty()) r.error(pointer_child(ip, "next"), "the boss ends the level: it has no \"next\"");
    } else if (s.next.empty()) {
      r.error(ip, "a slot other than the boss needs \"next\"");
    }
    for (std::size_t k = 0; k < s.next.size(); ++k) {
      const int to = s.next[k];
      const std::string np = pointer_child(pointer_child(ip, "next"), k);
      if (to < 0 || to >= n) r.error(np, "slot " + std::to_string(to) + " does not exist (0.." + std::to_string(n - 1) + ")");
      else if (to <= i) r.error(np, "slot " + std::to_string(to) + " is not after this one; slots lead forward");
      else if (reached[static_cast<std::size_t>(i)]) reached[static_cast<std::size_t>(to)] = true;
    }
  }
  if (n == 0) r.error(sp, "a layout needs slots");
  if (bosses != 1 && n > 0) r.error(sp, "has " + std::to_string(bosses) + " boss slots; a level has exactly one");
  if (peddlers != 1 && n > 0) r.error(sp, "has " + std::to_string(peddlers) + " peddler slots; a level has exactly one");
  // With a broken edge, unreachable slots are a consequence; say it only when the edges are sound.
  if (r.error_count() > errors_before) return;
  for (int i = 0; i < n; ++i)
    if (!reached[static_cast<std::size_t>(i)])
      r.error(pointer_child(sp, static_cast<std::size_t>(i)), "cannot be reached from slot 0");
}

}  // namespace

void parse_layouts(FileReader& r, const json& root, LoadContext& ctx) {
  const json* list = top_level_list(r, root, "layouts");
  if (!list) return;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const json& item = (*list)[i];
    const std::string p = pointer_child("/layouts", i);
    if (!r.expect_object(item, p)) continue;
    r.only_keys(item, p, {"id", "slots"});
    Layout layout;
    if (auto id = r.id_at(item, p, "id")) {
      layout.id = *id;
      register_id(r, ctx, *id, pointer_child(p, "id"));
    }
    const json* slots = r.member(item, p, "slots", true);
    const std::string sp = pointer_child(p, "slots");
    bool slots_ok = slots && r.expect_array(*slots, sp);
    for (std::size_t k = 0; slots_ok && k < slots->size(); ++k) {
      const json& s = (*slots)[k];
      const std::string kp = pointer_child(sp, k);
      LayoutSlot slot;
      if (!r.expect_object(s, kp)) {
        slots_ok = false;
        continue;
      }
      r.only_keys(s, kp, {"kind", "next", "col", "row"});
      if (auto kind = r.one_of_at(s, kp, "kind", kSlotKindNames)) slot.kind = static_cast<SlotKind>(*kind);
      else slots_ok = false;
      if (const json* next = r.member(s, kp, "next", false)) {
        const std::string np = pointer_child(kp, "next");
        if (r.expect_array(*next, np)) {
          if (next->size() > 2) r.error(np, "a slot leads to one card, or two at a fork");
          for (std::size_t j = 0; j < next->size(); ++j) {
            auto to = r.integer((*next)[j], pointer_child(np, j), -1000, 1000);
            if (to) slot.next.push_back(*to);
            else slots_ok = false;
          }
        } else {
          slots_ok = false;
        }
      }
      slot.col = r.int_at(s, kp, "col", -100, 100, false).value_or(0);
      slot.row = r.int_at(s, kp, "row", -100, 100, false).value_or(0);
      layout.slots.push_back(std::move(slot));
    }
    // The graph checks would only repeat the slot errors above as confusing follow-ups.
    if (slots_ok) check_layout_shape(r, layout, p);
    ctx.content.layouts.push_back(std::move(layout));
  }
}

namespace {

void parse_coop_cells(FileReader& r, const json& cells, const std::string& cp, CoopMap& map) {
  static constexpr std::string_view kCellKinds[] = {"town", "dungeon", "peddler", "boss"};
  std::set<std::pair<int, int>> seen;
  int towns = 0;
  for (std::size_t k = 0; k < cells.size(); ++k) {
    const json& c = cells[k];
    const std::string kp = pointer_child(cp, k);
    if (!r.expect_object(c, kp)) continue;
    r.only_keys(c, kp, {"x", "y", "level", "kind"});
    CoopCell cell;
    auto x = r.int_at(c, kp, "x", 0, map.width > 0 ? map.width - 1 : 0);
    auto y = r.int_at(c, kp, "y", 0, map.height > 0 ? map.height - 1 : 0);
    auto level = r.int_at(c, kp, "level", 0, 3);
    auto kind = r.one_of_at(c, kp, "kind", kCellKinds);
    if (x && y && !seen.insert({*x, *y}).second)
      r.error(kp, "a second cell at x " + std::to_string(*x) + ", y " + std::to_string(*y));
    cell.x = x.value_or(0);
    cell.y = y.value_or(0);
    cell.level = level.value_or(0);
    if (kind) {
      cell.town = *kind == 0;
      if (!cell.town) cell.kind = static_cast<SlotKind>(*kind - 1);  // dungeon, peddler, boss follow SlotKind
      if (cell.town) ++towns;
      if (level && cell.town != (*level == 0))
        r.error(pointer_child(kp, "level"), cell.town ? "the town is level 0" : "a card cell has level 1..3");
    }
    map.cells.push_back(cell);
  }
  if (towns != 1) r.error(cp, "has " + std::to_string(towns) + " town cells; a map has exactly one");
}

}  // namespace

void parse_coop_maps(FileReader& r, const json& root, LoadContext& ctx) {
  const json* list = top_level_list(r, root, "maps");
  if (!list) return;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const json& item = (*list)[i];
    const std::string p = pointer_child("/maps", i);
    if (!r.expect_object(item, p)) continue;
    r.only_keys(item, p, {"id", "name", "width", "height", "boss_target", "cells"});
    CoopMap map;
    if (auto id = r.id_at(item, p, "id")) {
      map.id = *id;
      register_id(r, ctx, *id, pointer_child(p, "id"));
    }
    map.name = r.text_at(item, p, "name").value_or(Text{});
    map.width = r.int_at(item, p, "width", 1, 32).value_or(0);
    map.height = r.int_at(item, p, "height", 1, 32).value_or(0);
    if (const json* target = r.member(item, p, "boss_target", true)) {
      const std::string tp = pointer_child(p, "boss_target");
      if (r.expect_object(*target, tp)) {
        r.only_keys(*target, tp, {"2", "3", "4"});  // cooperative mode is for 2-4 players (R9.8)
        for (int players = 2; players <= 4; ++players)
          if (auto n = r.int_at(*target, tp, std::to_string(players), 1, 40)) map.boss_target[players] = *n;
      }
    }
    if (const json* cells = r.member(item, p, "cells", true)) {
      const std::string cp = pointer_child(p, "cells");
      if (r.expect_array(*cells, cp)) parse_coop_cells(r, *cells, cp, map);
    }
    ctx.content.coop_maps.push_back(std::move(map));
  }
}

}  // namespace hs::content_detail
