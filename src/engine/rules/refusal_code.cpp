// The names of the refusal codes (highscore/refusal_code.hpp).
#include "highscore/refusal_code.hpp"

#include <utility>

namespace hs {

namespace {

const std::pair<RefusalCode, std::string_view> kRefusalCodeNames[] = {
    {RefusalCode::StandardPlayers, "setup.standard_players"},
    {RefusalCode::SoloPlayersAzoz, "setup.solo_players_azoz"},
    {RefusalCode::SoloPlayersHunter, "setup.solo_players_hunter"},
    {RefusalCode::SoloLives, "setup.solo_lives"},
    {RefusalCode::SoloExpertAzoz, "setup.solo_expert_azoz"},
    {RefusalCode::SoloExpertHunter, "setup.solo_expert_hunter"},
    {RefusalCode::SoloExploreAzoz, "setup.solo_explore_azoz"},
    {RefusalCode::SoloExploreHunter, "setup.solo_explore_hunter"},
    {RefusalCode::SoloOrder, "setup.solo_order"},
    {RefusalCode::AzozFourth, "setup.azoz_fourth"},
    {RefusalCode::AzozCard, "setup.azoz_card"},
    {RefusalCode::MonsterDeck, "setup.monster_deck"},
    {RefusalCode::Easier, "setup.easier"},
    {RefusalCode::HideLevel4, "setup.hide_level4"},
    {RefusalCode::FourthExplore, "setup.fourth_explore"},
    {RefusalCode::EndAtOnce, "setup.end_at_once"},
    {RefusalCode::ExploreHidden, "setup.explore_hidden"},
    {RefusalCode::CoopMapMode, "setup.coop_map_mode"},
    {RefusalCode::CoopPlayers, "setup.coop_players"},
    {RefusalCode::CoopNoMap, "setup.coop_no_map"},
    {RefusalCode::CoopMapName, "setup.coop_map_name"},
    {RefusalCode::CoopTarget, "setup.coop_target"},
    {RefusalCode::CoopHidden, "setup.coop_hidden"},
    {RefusalCode::CoopOrder, "setup.coop_order"},
    {RefusalCode::CoopCoin, "setup.coop_coin"},
    {RefusalCode::CoopElimination, "setup.coop_elimination"},
    {RefusalCode::CoopExpert, "setup.coop_expert"},
    {RefusalCode::CoopExplore, "setup.coop_explore"},
    {RefusalCode::CoopFourth, "setup.coop_fourth"},
    {RefusalCode::CoopEasier, "setup.coop_easier"},
};

}  // namespace

std::string_view refusal_code_name(RefusalCode code) {
  for (const auto& [c, name] : kRefusalCodeNames)
    if (c == code) return name;
  return "";
}

const std::vector<RefusalCode>& all_refusal_codes() {
  static const std::vector<RefusalCode> codes = [] {
    std::vector<RefusalCode> out;
    for (const auto& entry : kRefusalCodeNames) out.push_back(entry.first);
    return out;
  }();
  return codes;
}

}  // namespace hs
