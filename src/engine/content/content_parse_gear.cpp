// Parsing of what players and monsters carry: the R7.4 effect vocabulary, characters.json,
// equipment.json, monsters.json (with The Hunter) and game_over.json.
#include <algorithm>

#include "content/content_parse.hpp"
#include "content/content_parse_common.hpp"
#include "highscore/content_vocabulary.hpp"

namespace hs::content_detail {

namespace {

// The fields each effect kind needs besides "kind" (SCHEMA.md's effect table).
struct EffectFields {
  bool color = false;
  ColorRule color_rule = ColorRule::DieOrAny;
  bool to = false;
  bool colors = false;
  bool value = false;
  bool amount = false;
  bool min_requirements = false;
};

EffectFields fields_of(EffectKind kind) {
  EffectFields f;
  switch (kind) {
    case EffectKind::AddPoolDie: f.color = true; f.color_rule = ColorRule::Die; break;
    case EffectKind::Reroll:
    case EffectKind::RecoverSpent:
    case EffectKind::BonusAll: f.color = true; break;
    case EffectKind::RecoverValue: f.value = true; break;
    case EffectKind::AddValue: f.color = true; f.amount = true; break;
    case EffectKind::ConvertPoolDie:
    case EffectKind::TransformRolled: f.color = true; f.to = true; break;
    case EffectKind::Discount: f.amount = true; break;
    case EffectKind::ExtraDie: f.color = true; f.color_rule = ColorRule::Die; break;
    case EffectKind::RecoverAfterSuccess: f.min_requirements = true; break;
    case EffectKind::DiscardDieHeal: break;
    case EffectKind::AddTestDie: f.colors = true; break;
    case EffectKind::Heal: f.amount = true; break;
  }
  return f;
}

}  // namespace

std::optional<Effect> parse_effect(FileReader& reader, const json& value, const std::string& pointer) {
  if (!reader.expect_object(value, pointer)) return std::nullopt;
  auto kind_index = reader.one_of_at(value, pointer, "kind", kEffectKindNames);
  if (!kind_index) return std::nullopt;  // without a kind the other fields cannot be judged
  Effect e;
  e.kind = static_cast<EffectKind>(*kind_index);
  const EffectFields f = fields_of(e.kind);
  const std::string kind_name(effect_kind_name(e.kind));

  // Fields that this kind does not use are reported: they are usually meant for another kind.
  for (auto it = value.begin(); it != value.end(); ++it) {
    const std::string& k = it.key();
    const bool used = k == "kind" || (k == "color" && f.color) || (k == "to" && f.to) ||
                      (k == "colors" && f.colors) || (k == "value" && f.value) || (k == "amount" && f.amount) ||
                      (k == "min_requirements" && f.min_requirements);
    if (!used) reader.error(pointer_child(pointer, k), "field not used by effect kind \"" + kind_name + "\"");
  }
  if (f.color) e.color = reader.color_at(value, pointer, "color", f.color_rule).value_or(Color::Any);
  if (f.to) {
    e.to = reader.color_at(value, pointer, "to", ColorRule::Die).value_or(Color::Any);
    if (e.to != Color::Any && e.to == e.color)
      reader.error(pointer_child(pointer, "to"), "converts a colour into itself");
  }
  if (f.value) e.value = reader.int_at(value, pointer, "value", 1, 6).value_or(0);
  if (f.amount) e.amount = reader.int_at(value, pointer, "amount", 1, 6).value_or(1);
  if (f.min_requirements)
    e.min_requirements =
        reader.int_at(value, pointer, "min_requirements", 1, static_cast<int>(kMaxRequirements)).value_or(0);
  if (f.colors) {
    if (const json* colors = reader.member(value, pointer, "colors", true)) {
      const std::string p = pointer_child(pointer, "colors");
      if (reader.expect_array(*colors, p)) {
        if (colors->empty() || colors->size() > 2) reader.error(p, "lists one colour, or a choice of two");
        for (std::size_t i = 0; i < colors->size(); ++i)
          if (auto c = reader.color((*colors)[i], pointer_child(p, i), ColorRule::Die)) {
            if (std::find(e.colors.begin(), e.colors.end(), *c) != e.colors.end())
              reader.error(pointer_child(p, i), "colour listed twice");
            else
              e.colors.push_back(*c);
          }
      }
    }
  }
  return e;
}

namespace {

void parse_character(FileReader& r, const json& item, const std::string& p, LoadContext& ctx) {
  r.only_keys(item, p, {"id", "name", "title", "pool", "lives", "lucky", "ability", "expert", "standup"});
  Character c;
  if (auto id = r.id_at(item, p, "id")) {
    c.id = *id;
    register_id(r, ctx, *id, pointer_child(p, "id"));
  }
  c.name = r.text_at(item, p, "name").value_or(Text{});
  c.title = r.text_at(item, p, "title").value_or(Text{});
  if (const json* pool = r.member(item, p, "pool", true)) {
    const std::string pp = pointer_child(p, "pool");
    if (r.expect_object(*pool, pp)) {
      r.only_keys(*pool, pp, {"red", "blue", "yellow", "black"});
      for (Color col : kAllDieColors)
        c.pool[col] = r.int_at(*pool, pp, color_name(col), 0, kSupplyPerColor[static_cast<int>(col)], false)
                          .value_or(0);
      if (c.pool.total() == 0) r.error(pp, "a character needs at least one die");
    }
  }
  c.lives = r.int_at(item, p, "lives", 1, kMaxLives).value_or(3);
  if (const json* lucky = r.member(item, p, "lucky", true)) {
    const std::string lp = pointer_child(p, "lucky");
    if (r.expect_object(*lucky, lp)) {
      r.only_keys(*lucky, lp, {"color", "values"});
      c.lucky_color = r.color_at(*lucky, lp, "color", ColorRule::Die).value_or(Color::Yellow);
      if (const json* values = r.member(*lucky, lp, "values", true)) {
        const std::string vp = pointer_child(lp, "values");
        if (r.expect_array(*values, vp)) {
          if (values->empty()) r.error(vp, "needs at least one lucky value");
          for (std::size_t i = 0; i < values->size(); ++i)
            if (auto v = r.integer((*values)[i], pointer_child(vp, i), 1, 6)) {
              if (std::find(c.lucky_values.begin(), c.lucky_values.end(), *v) != c.lucky_values.end())
                r.error(pointer_child(vp, i), "value listed twice");
              else
                c.lucky_values.push_back(*v);
            }
        }
      }
    }
  }
  if (const json* ability = r.member(item, p, "ability", true)) {
    const std::string ap = pointer_child(p, "ability");
    if (r.expect_object(*ability, ap)) {
      r.only_keys(*ability, ap, {"name", "text", "effect"});
      c.ability_name = r.text_at(*ability, ap, "name").value_or(Text{});
      c.ability_text = r.text_at(*ability, ap, "text").value_or(Text{});
      if (const json* effect = r.member(*ability, ap, "effect", true))
        c.ability = parse_effect(r, *effect, pointer_child(ap, "effect")).value_or(Effect{});
    }
  }
  if (const json* expert = r.member(item, p, "expert", true)) {
    const std::string ep = pointer_child(p, "expert");
    if (r.expect_object(*expert, ep)) {
      r.only_keys(*expert, ep, {"kind", "color", "value", "name", "text"});
      if (auto k = r.one_of_at(*expert, ep, "kind", kExpertKindNames)) c.expert.kind = static_cast<ExpertKind>(*k);
      c.expert.color = r.color_at(*expert, ep, "color", ColorRule::Die).value_or(Color::Red);
      c.expert.value = r.int_at(*expert, ep, "value", 0, 6, false).value_or(0);  // 0 = no number
      c.expert.name = r.text_at(*expert, ep, "name").value_or(Text{});
      c.expert.text = r.text_at(*expert, ep, "text").value_or(Text{});
    }
  }
  if (const json* standup = r.member(item, p, "standup", true)) {
    const std::string sp = pointer_child(p, "standup");
    if (r.expect_object(*standup, sp)) {
      r.only_keys(*standup, sp, {"color", "emblem"});
      if (auto col = r.string_at(*standup, sp, "color")) {
        const bool hex = col->size() == 7 && (*col)[0] == '#' &&
                         std::all_of(col->begin() + 1, col->end(), [](char ch) {
                           return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
                         });
        if (hex) c.standup_color = *col;
        else r.error(pointer_child(sp, "color"), "\"" + *col + "\" is not a colour of the form #rrggbb");
      }
      c.emblem = r.string_at(*standup, sp, "emblem").value_or("");
    }
  }
  ctx.content.characters.push_back(std::move(c));
}

// R7.1/R7.4: a pool item is exactly an "add a pool die" item, and the passive effects are passive.
void check_usage_fits_effect(FileReader& r, const std::string& p, const EquipmentCard& e) {
  const bool pool_effect = e.effect.kind == EffectKind::AddPoolDie;
  if ((e.usage == Usage::Pool) != pool_effect)
    r.error(pointer_child(p, "usage"), pool_effect ? "an add_pool_die item must have usage \"pool\" (R7.1)"
                                                   : "usage \"pool\" needs the effect add_pool_die (R7.1)");
  const bool passive_effect = e.effect.kind == EffectKind::BonusAll || e.effect.kind == EffectKind::Discount ||
                              e.effect.kind == EffectKind::ExtraDie;
  if (passive_effect && e.usage != Usage::Passive)
    r.error(pointer_child(p, "usage"),
            "effect \"" + std::string(effect_kind_name(e.effect.kind)) + "\" is always on: usage must be \"passive\" (R7.4)");
}

void parse_item(FileReader& r, const json& item, const std::string& p, LoadContext& ctx) {
  r.only_keys(item, p, {"id", "name", "text", "price", "usage", "symbol", "copies", "effect"});
  EquipmentCard e;
  if (auto id = r.id_at(item, p, "id")) {
    e.id = *id;
    register_id(r, ctx, *id, pointer_child(p, "id"));
  }
  e.name = r.text_at(item, p, "name").value_or(Text{});
  e.text = r.text_at(item, p, "text").value_or(Text{});
  e.price = r.int_at(item, p, "price", 0, kMaxPrice).value_or(0);
  auto usage = r.one_of_at(item, p, "usage", kUsageNames);
  if (usage) e.usage = static_cast<Usage>(*usage);
  e.symbol = r.id_at(item, p, "symbol", false).value_or("");
  e.copies = r.int_at(item, p, "copies", 1, kMaxCopies, false).value_or(1);
  std::optional<Effect> effect;
  if (const json* ej = r.member(item, p, "effect", true)) effect = parse_effect(r, *ej, pointer_child(p, "effect"));
  if (effect) e.effect = *effect;
  if (usage && effect) check_usage_fits_effect(r, p, e);
  ctx.content.equipment.push_back(std::move(e));
}

void parse_monster_ability(FileReader& r, const json& value, const std::string& p, Monster& m) {
  if (!r.expect_object(value, p)) return;
  static constexpr std::string_view kKinds[] = {"ambush", "drain", "roar"};
  auto k = r.one_of_at(value, p, "kind", kKinds);
  if (!k) return;
  m.ability.kind = static_cast<MonsterAbilityKind>(*k + 1);  // +1 skips None
  if (m.ability.kind == MonsterAbilityKind::Drain) {
    r.only_keys(value, p, {"kind", "color"});
    m.ability.color = r.color_at(value, p, "color", ColorRule::Die).value_or(Color::Red);
  } else {
    r.only_keys(value, p, {"kind", "require"});
    if (const json* req = r.member(value, p, "require", true))
      m.ability.test.require = parse_requirements(r, *req, pointer_child(p, "require"));
  }
}

void parse_hunter(FileReader& r, const json& value, LoadContext& ctx) {
  const std::string p = "/hunter";
  if (!r.expect_object(value, p)) return;
  r.only_keys(value, p, {"id", "name", "text", "movement"});
  Hunter& h = ctx.content.hunter;
  if (auto id = r.id_at(value, p, "id")) {
    h.id = *id;
    register_id(r, ctx, *id, pointer_child(p, "id"));
  }
  h.name = r.text_at(value, p, "name").value_or(Text{});
  h.text = r.text_at(value, p, "text").value_or(Text{});
  h.movement = r.int_at(value, p, "movement", 1, kMaxMovement).value_or(1);
}

}  // namespace

void parse_characters(FileReader& r, const json& root, LoadContext& ctx) {
  const json* list = top_level_list(r, root, "characters");
  if (!list) return;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string p = pointer_child("/characters", i);
    if (r.expect_object((*list)[i], p)) parse_character(r, (*list)[i], p, ctx);
  }
}

void parse_equipment(FileReader& r, const json& root, LoadContext& ctx) {
  const json* list = top_level_list(r, root, "items");
  if (!list) return;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string p = pointer_child("/items", i);
    if (r.expect_object((*list)[i], p)) parse_item(r, (*list)[i], p, ctx);
  }
}

void parse_monsters(FileReader& r, const json& root, LoadContext& ctx) {
  r.only_keys(root, "", {"monsters", "hunter"});
  if (const json* hunter = r.member(root, "", "hunter", true)) parse_hunter(r, *hunter, ctx);
  const json* list = r.member(root, "", "monsters", true);
  if (!list || !r.expect_array(*list, "/monsters")) return;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const json& item = (*list)[i];
    const std::string p = pointer_child("/monsters", i);
    if (!r.expect_object(item, p)) continue;
    r.only_keys(item, p, {"id", "level", "name", "text", "art", "movement", "test", "ability"});
    Monster m;
    if (auto id = r.id_at(item, p, "id")) {
      m.id = *id;
      register_id(r, ctx, *id, pointer_child(p, "id"));
    }
    m.level = r.int_at(item, p, "level", 1, 3).value_or(0);  // wandering monsters exist for levels 1-3 (R1.3)
    m.name = r.text_at(item, p, "name").value_or(Text{});
    m.text = r.text_at(item, p, "text").value_or(Text{});
    m.art = r.string_at(item, p, "art").value_or("");
    m.movement = r.int_at(item, p, "movement", 1, kMaxMovement).value_or(1);
    if (const json* test = r.member(item, p, "test", true))
      m.test = parse_option(r, *test, pointer_child(p, "test")).value_or(TestOption{});
    if (const json* ability = r.member(item, p, "ability", false))
      parse_monster_ability(r, *ability, pointer_child(p, "ability"), m);
    ctx.content.monsters.push_back(std::move(m));
  }
}

void parse_game_over(FileReader& r, const json& root, LoadContext& ctx) {
  const json* list = top_level_list(r, root, "cards");
  if (!list) return;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const json& item = (*list)[i];
    const std::string p = pointer_child("/cards", i);
    if (!r.expect_object(item, p)) continue;
    r.only_keys(item, p, {"id", "name", "new_game", "lose_coin"});
    GameOverCard g;
    if (auto id = r.id_at(item, p, "id")) {
      g.id = *id;
      register_id(r, ctx, *id, pointer_child(p, "id"));
    }
    g.name = r.text_at(item, p, "name").value_or(Text{});
    g.new_game = r.bool_at(item, p, "new_game").value_or(false);
    g.lose_coin = r.bool_at(item, p, "lose_coin").value_or(false);
    ctx.content.game_over.push_back(std::move(g));
  }
}

}  // namespace hs::content_detail
