// The banner's words while an item or the ability is aimed (see aim_text.hpp).
#include "app/text/aim_text.hpp"

#include "app/text/action_text.hpp"

namespace hs::app {

std::string aim_prompt(const Game& game, int seat, int item, bool choosing_colour, const StringTable& t, const std::string& back) {
  const std::string lang = t.language();
  const std::string who = player_name(game, seat, lang);
  const std::string what = item == -1 ? ability_name(game, seat, lang) : item_name(game, seat, item, lang);
  return t.format(choosing_colour ? "prompt.aim_color" : "prompt.aim", {who, what, back});
}

}  // namespace hs::app
