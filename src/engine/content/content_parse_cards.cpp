// Parsing of the dungeon-slot cards (dungeon.json, bosses.json, peddlers.json, bifurcations.json,
// dead_ends.json) and of the pieces every test shares: requirements, rewards, options.
#include <algorithm>

#include "content/content_parse.hpp"
#include "content/content_parse_common.hpp"

namespace hs::content_detail {

void register_id(FileReader& reader, LoadContext& ctx, const std::string& id, const std::string& pointer) {
  const std::string here = reader.file() + ": " + pointer;
  auto [it, inserted] = ctx.id_origin.emplace(id, here);
  if (!inserted) reader.error(pointer, "duplicate id \"" + id + "\" (first used at " + it->second + ")");
}

std::vector<Requirement> parse_requirements(FileReader& reader, const json& value, const std::string& pointer) {
  std::vector<Requirement> out;
  if (!reader.expect_array(value, pointer)) return out;
  if (value.empty()) reader.error(pointer, "needs at least one requirement");
  if (value.size() > kMaxRequirements)
    reader.error(pointer, std::to_string(value.size()) + " requirements; at most " +
                              std::to_string(kMaxRequirements) + " are allowed");
  for (std::size_t i = 0; i < value.size(); ++i) {
    const std::string p = pointer_child(pointer, i);
    if (!reader.expect_object(value[i], p)) continue;
    reader.only_keys(value[i], p, {"color", "min"});
    Requirement req;
    req.color = reader.color_at(value[i], p, "color", ColorRule::DieOrAny).value_or(Color::Any);
    req.min = reader.int_at(value[i], p, "min", 1, 6).value_or(1);
    out.push_back(req);
  }
  return out;
}

std::optional<Reward> parse_reward(FileReader& reader, const json& value, const std::string& pointer) {
  if (!reader.expect_object(value, pointer)) return std::nullopt;
  reader.only_keys(value, pointer, {"coins", "gems"});
  Reward r;
  r.coins = reader.int_at(value, pointer, "coins", 0, kMaxReward, false).value_or(0);
  r.gems = reader.int_at(value, pointer, "gems", 0, kMaxReward, false).value_or(0);
  return r;
}

std::optional<TestOption> parse_option(FileReader& reader, const json& value, const std::string& pointer) {
  if (!reader.expect_object(value, pointer)) return std::nullopt;
  reader.only_keys(value, pointer, {"require", "reward", "forbid", "label"});
  TestOption opt;
  if (const json* req = reader.member(value, pointer, "require", true))
    opt.require = parse_requirements(reader, *req, pointer_child(pointer, "require"));
  if (const json* reward = reader.member(value, pointer, "reward", false))
    opt.reward = parse_reward(reader, *reward, pointer_child(pointer, "reward")).value_or(Reward{});
  if (const json* forbid = reader.member(value, pointer, "forbid", false)) {
    const std::string p = pointer_child(pointer, "forbid");
    if (reader.expect_array(*forbid, p)) {
      for (std::size_t i = 0; i < forbid->size(); ++i) {
        auto c = reader.color((*forbid)[i], pointer_child(p, i), ColorRule::Die);
        if (!c) continue;
        if (std::find(opt.forbid.begin(), opt.forbid.end(), *c) != opt.forbid.end())
          reader.error(pointer_child(p, i), "colour listed twice");
        else
          opt.forbid.push_back(*c);
      }
    }
  }
  if (const json* label = reader.member(value, pointer, "label", false))
    opt.label = reader.text(*label, pointer_child(pointer, "label")).value_or(Text{});
  return opt;
}

namespace {

// The fields each file's cards may carry; everything else is reported as unknown.
struct CardFileSpec {
  const char* list_key;
  CardKind kind;
  int max_level;
};

void parse_card_tests(FileReader& reader, const json& item, const std::string& p, DungeonCard& card) {
  if (const json* options = reader.member(item, p, "options", true)) {
    const std::string op = pointer_child(p, "options");
    if (reader.expect_array(*options, op)) {
      if (options->empty()) reader.error(op, "needs at least one option");
      for (std::size_t i = 0; i < options->size(); ++i)
        if (auto opt = parse_option(reader, (*options)[i], pointer_child(op, i))) card.options.push_back(*opt);
    }
  }
  if (const json* optional = reader.member(item, p, "optional", false))
    card.optional = parse_option(reader, *optional, pointer_child(p, "optional"));
  card.creature = reader.bool_at(item, p, "creature").value_or(false);
}

// R9.6.1: Azoz is a level-3 boss whose every test forbids black dice.
void parse_azoz(FileReader& reader, const json& item, const std::string& p, DungeonCard& card) {
  card.azoz = reader.bool_at(item, p, "azoz").value_or(false);
  const json* icons = reader.member(item, p, "ritual_icons", false);
  if (!card.azoz) {
    if (icons) reader.error(pointer_child(p, "ritual_icons"), "only Azoz (\"azoz\": true) has ritual icons");
    return;
  }
  if (!icons) reader.error(p, "missing required field \"ritual_icons\" (Azoz needs them, R9.6.6)");
  else card.ritual_icons = reader.integer(*icons, pointer_child(p, "ritual_icons"), 1, kMaxRitualIcons).value_or(0);
  if (card.level != 3) reader.error(pointer_child(p, "level"), "Azoz must be a level-3 boss (R9.6.1)");
  auto forbids_black = [](const TestOption& o) {
    return std::find(o.forbid.begin(), o.forbid.end(), Color::Black) != o.forbid.end();
  };
  for (std::size_t i = 0; i < card.options.size(); ++i)
    if (!forbids_black(card.options[i]))
      reader.error(pointer_child(pointer_child(p, "options"), i),
                   "Azoz forbids black dice: this option needs \"forbid\": [\"black\"] (R9.6.1)");
  if (card.optional && !forbids_black(*card.optional))
    reader.error(pointer_child(p, "optional"),
                 "Azoz forbids black dice: this option needs \"forbid\": [\"black\"] (R9.6.1)");
}

void parse_cards(FileReader& reader, const json& root, LoadContext& ctx, const CardFileSpec& spec) {
  const json* list = top_level_list(reader, root, spec.list_key);
  if (!list) return;
  const std::string lp = std::string("/") + spec.list_key;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const json& item = (*list)[i];
    const std::string p = pointer_child(lp, i);
    if (!reader.expect_object(item, p)) continue;
    switch (spec.kind) {
      case CardKind::Dungeon:
      case CardKind::Bifurcation:
        reader.only_keys(item, p, {"id", "level", "name", "text", "art", "creature", "options", "optional"});
        break;
      case CardKind::Boss:
        reader.only_keys(item, p, {"id", "level", "name", "text", "art", "creature", "options", "optional",
                                   "azoz", "ritual_icons"});
        break;
      case CardKind::Peddler: reader.only_keys(item, p, {"id", "level", "name", "text", "art"}); break;
      case CardKind::DeadEnd: reader.only_keys(item, p, {"id", "level", "name", "text", "art", "reward"}); break;
    }
    DungeonCard card;
    card.kind = spec.kind;
    if (auto id = reader.id_at(item, p, "id")) {
      card.id = *id;
      register_id(reader, ctx, *id, pointer_child(p, "id"));
    }
    card.level = reader.int_at(item, p, "level", 1, spec.max_level).value_or(0);
    card.name = reader.text_at(item, p, "name").value_or(Text{});
    card.text = reader.text_at(item, p, "text").value_or(Text{});
    card.art = reader.string_at(item, p, "art").value_or("");
    if (spec.kind == CardKind::Dungeon || spec.kind == CardKind::Bifurcation || spec.kind == CardKind::Boss)
      parse_card_tests(reader, item, p, card);
    if (spec.kind == CardKind::Boss) parse_azoz(reader, item, p, card);
    if (spec.kind == CardKind::DeadEnd) {
      if (const json* reward = reader.member(item, p, "reward", true))
        card.entry_reward = parse_reward(reader, *reward, pointer_child(p, "reward")).value_or(Reward{});
    }
    ctx.content.cards.push_back(std::move(card));
  }
}

}  // namespace

void parse_dungeon(FileReader& r, const json& root, LoadContext& ctx) {
  parse_cards(r, root, ctx, {"cards", CardKind::Dungeon, 4});
}
void parse_bosses(FileReader& r, const json& root, LoadContext& ctx) {
  parse_cards(r, root, ctx, {"bosses", CardKind::Boss, 4});
}
void parse_peddlers(FileReader& r, const json& root, LoadContext& ctx) {
  parse_cards(r, root, ctx, {"peddlers", CardKind::Peddler, 4});
}
// Bifurcations and dead ends exist only for exploration mode, which plays levels 1-3 (R9.5).
void parse_bifurcations(FileReader& r, const json& root, LoadContext& ctx) {
  parse_cards(r, root, ctx, {"bifurcations", CardKind::Bifurcation, 3});
}
void parse_dead_ends(FileReader& r, const json& root, LoadContext& ctx) {
  parse_cards(r, root, ctx, {"dead_ends", CardKind::DeadEnd, 3});
}

}  // namespace hs::content_detail
