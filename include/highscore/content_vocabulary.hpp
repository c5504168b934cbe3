// The words content files use for the engine's fixed vocabularies (R7.4 effects, usages, expert
// abilities, card and slot kinds, monster abilities), so the loader, saves, the CLI and the app all
// spell them the same way. Each array is indexed by the enum's value.
#pragma once
#include <array>
#include <optional>
#include <string_view>

#include "highscore/content.hpp"

namespace hs {

inline constexpr std::array<std::string_view, 14> kEffectKindNames{
    "add_pool_die", "reroll",     "recover_value", "recover_spent",         "add_value",
    "bonus_all",    "convert_pool_die", "discount", "extra_die",            "recover_after_success",
    "transform_rolled", "discard_die_heal", "add_test_die", "heal"};
inline constexpr std::array<EffectKind, 14> kAllEffectKinds{
    EffectKind::AddPoolDie,   EffectKind::Reroll,    EffectKind::RecoverValue,
    EffectKind::RecoverSpent, EffectKind::AddValue,  EffectKind::BonusAll,
    EffectKind::ConvertPoolDie, EffectKind::Discount, EffectKind::ExtraDie,
    EffectKind::RecoverAfterSuccess, EffectKind::TransformRolled, EffectKind::DiscardDieHeal,
    EffectKind::AddTestDie,   EffectKind::Heal};

inline constexpr std::array<std::string_view, 4> kUsageNames{"pool", "exhaust", "discard", "passive"};
inline constexpr std::array<std::string_view, 7> kExpertKindNames{
    "elbow_hit", "shoot", "invisibility", "thieving", "trap", "toll", "blessing"};
inline constexpr std::array<std::string_view, 5> kCardKindNames{"dungeon", "boss", "peddler",
                                                                 "bifurcation", "dead_end"};
inline constexpr std::array<std::string_view, 3> kSlotKindNames{"dungeon", "peddler", "boss"};
// Index 0 (None) has no spelling in files: a monster without ability simply omits the field.
inline constexpr std::array<std::string_view, 4> kMonsterAbilityNames{"none", "ambush", "drain", "roar"};

constexpr std::string_view effect_kind_name(EffectKind k) { return kEffectKindNames[static_cast<int>(k)]; }
constexpr std::string_view usage_name(Usage u) { return kUsageNames[static_cast<int>(u)]; }
constexpr std::string_view expert_kind_name(ExpertKind k) { return kExpertKindNames[static_cast<int>(k)]; }
constexpr std::string_view card_kind_name(CardKind k) { return kCardKindNames[static_cast<int>(k)]; }
constexpr std::string_view slot_kind_name(SlotKind k) { return kSlotKindNames[static_cast<int>(k)]; }
constexpr std::string_view monster_ability_name(MonsterAbilityKind k) {
  return kMonsterAbilityNames[static_cast<int>(k)];
}

std::optional<EffectKind> parse_effect_kind(std::string_view name);
std::optional<Usage> parse_usage(std::string_view name);
std::optional<ExpertKind> parse_expert_kind(std::string_view name);

}  // namespace hs
