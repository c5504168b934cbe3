// Which hero ability to introduce, and its words (see ability_intro.hpp).
#include "app/teach/ability_intro.hpp"

#include <algorithm>

namespace hs::app {

namespace {

bool legal_ability(const Game& g, bool expert) {
  const auto actions = g.legal_actions();
  return std::any_of(actions.begin(), actions.end(), [&](const Action& a) {
    return expert ? std::holds_alternative<UseExpert>(a) : std::holds_alternative<UseAbility>(a);
  });
}

}  // namespace

std::optional<AbilityIntro> ability_intro_due(const Game& g, bool person, const std::set<std::string>& seen, const StringTable& t) {
  if (!person || g.finished()) return std::nullopt;
  const int seat = g.pending().owner;
  const auto& players = g.observe(-1).state().players;
  if (seat < 0 || seat >= static_cast<int>(players.size())) return std::nullopt;
  const int hero = players[static_cast<std::size_t>(seat)].character;
  if (hero < 0 || hero >= static_cast<int>(g.content().characters.size())) return std::nullopt;
  const Character& ch = g.content().characters[static_cast<std::size_t>(hero)];
  const std::string& lang = t.language();
  for (const bool expert : {false, true}) {
    if (expert && !g.options().expert) continue;
    const std::string key = expert ? ch.id + "/expert" : ch.id;
    if (seen.count(key) || !legal_ability(g, expert)) continue;
    AbilityIntro in;
    in.key = key;
    in.seat = seat;
    in.expert = expert;
    const std::string name = expert ? ch.expert.name.in(lang) : ch.ability_name.in(lang);
    in.title = t.format(expert ? "ability_intro.title_expert" : "ability_intro.title", {ch.name.in(lang), name});
    in.what = expert ? ch.expert.text.in(lang) : ch.ability_text.in(lang);  // the card set's own words
    in.how = t.format(expert ? "ability_intro.how_expert" : "ability_intro.how", {name});
    return in;
  }
  return std::nullopt;
}

bool ability_still_usable(const Game& g, const AbilityIntro& in) {
  return !g.finished() && g.pending().owner == in.seat && legal_ability(g, in.expert);
}

}  // namespace hs::app
