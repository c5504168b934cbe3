// Machine codes for the refusals a client shows in its own words: each names one reason, and its
// arguments (Refusal::args) are the numbers and names the sentence needs, in a fixed order. The
// English `reason` stays for the CLI and the logs; a translated client reads the code, never the text.
#pragma once
#include <string_view>
#include <vector>

namespace hs {

enum class RefusalCode {
  None,  // no code yet: show `reason`
  // Set-up (validate_options). Arguments in brackets.
  StandardPlayers,    // [players]
  SoloPlayersAzoz,    // [players]
  SoloPlayersHunter,  // [players]
  SoloLives,
  SoloExpertAzoz,
  SoloExpertHunter,
  SoloExploreAzoz,
  SoloExploreHunter,
  SoloOrder,
  AzozFourth,
  AzozCard,
  MonsterDeck,  // [monsters a level takes, level, monsters of that level in the content]
  Easier,
  HideLevel4,
  FourthExplore,
  EndAtOnce,
  ExploreHidden,
  CoopMapMode,
  CoopPlayers,  // [players]
  CoopNoMap,
  CoopMapName,  // [map id]
  CoopTarget,   // [map id, players]
  CoopHidden,
  CoopOrder,
  CoopCoin,
  CoopElimination,
  CoopExpert,
  CoopExplore,
  CoopFourth,
  CoopEasier,
};

// "setup.coop_players": a stable name for the code, for string tables and logs; "" for None.
std::string_view refusal_code_name(RefusalCode code);

// Every code but None, in declaration order.
const std::vector<RefusalCode>& all_refusal_codes();

}  // namespace hs
