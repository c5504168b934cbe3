// The banner's words while an item or the ability is aimed (see aim_text.hpp).
#include "app/text/aim_text.hpp"

#include "app/text/action_text.hpp"

namespace hs::app {

std::string aim_prompt(const Game& game, int seat, int item, bool choosing_colour, const StringTable& t, const std::string& back) {
  const std::string lang = t.language();
  const std::string who = player_name(game, seat, lang);
  std::string what = "?";
  const TableState& st = game.observe(-1).state();
  if (seat >= 0 && seat < static_cast<int>(st.players.size())) {
    const Player& pl = st.players[static_cast<std::size_t>(seat)];
    const Content& ct = game.content();
    if (item >= 0 && item < static_cast<int>(pl.items.size()))
      what = ct.equipment[static_cast<std::size_t>(pl.items[static_cast<std::size_t>(item)].item)].name.in(lang);
    else if (item == -1 && pl.character >= 0 && pl.character < static_cast<int>(ct.characters.size()))
      what = ct.characters[static_cast<std::size_t>(pl.character)].ability_name.in(lang);
  }
  return t.format(choosing_colour ? "prompt.aim_color" : "prompt.aim", {who, what, back});
}

}  // namespace hs::app
