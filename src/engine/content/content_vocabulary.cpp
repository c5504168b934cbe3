// Name -> enum lookups for the content vocabularies; the names themselves live in the header so
// that they can be used in constant expressions.
#include "highscore/content_vocabulary.hpp"

namespace hs {

namespace {
template <typename Enum, std::size_t N>
std::optional<Enum> find_name(const std::array<std::string_view, N>& names, std::string_view name) {
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == name) return static_cast<Enum>(i);
  return std::nullopt;
}
}  // namespace

std::optional<EffectKind> parse_effect_kind(std::string_view name) {
  return find_name<EffectKind>(kEffectKindNames, name);
}
std::optional<Usage> parse_usage(std::string_view name) { return find_name<Usage>(kUsageNames, name); }
std::optional<ExpertKind> parse_expert_kind(std::string_view name) {
  return find_name<ExpertKind>(kExpertKindNames, name);
}

}  // namespace hs

// The name arrays must follow the enums' order; catch a reordering at compile time.
static_assert(hs::effect_kind_name(hs::EffectKind::Heal) == "heal");
static_assert(hs::effect_kind_name(hs::EffectKind::TransformRolled) == "transform_rolled");
static_assert(hs::kAllEffectKinds[9] == hs::EffectKind::RecoverAfterSuccess);
static_assert(hs::usage_name(hs::Usage::Passive) == "passive");
static_assert(hs::expert_kind_name(hs::ExpertKind::Blessing) == "blessing");
static_assert(hs::card_kind_name(hs::CardKind::DeadEnd) == "dead_end");
static_assert(hs::slot_kind_name(hs::SlotKind::Boss) == "boss");
static_assert(hs::monster_ability_name(hs::MonsterAbilityKind::Roar) == "roar");
