// The modes' introductions (see mode_intro.hpp).
#include "app/text/mode_intro.hpp"

#include <algorithm>

#include "highscore/coop.hpp"
#include "highscore/solo.hpp"

namespace hs::app {

namespace {

// Azoz's card in the set (null when the set has none).
const DungeonCard* azoz_in(const Content& content) {
  const auto it = std::find_if(content.cards.begin(), content.cards.end(), [](const DungeonCard& c) { return c.azoz; });
  return it == content.cards.end() ? nullptr : &*it;
}

// The deepest level a boss guards (Azoz aside): the Hunter's adventure ends there.
int deepest_boss_level(const Content& content) {
  int level = 0;
  for (const DungeonCard& c : content.cards)
    if (c.kind == CardKind::Boss && !c.azoz) level = std::max(level, c.level);
  return level;
}

}  // namespace

ModeIntro mode_intro(const Content& content, const GameOptions& o, const StringTable& t) {
  const std::string lang = t.language();
  const std::string mode(mode_name(o.mode));
  ModeIntro in;
  in.title = t.get("mode." + mode);
  switch (o.mode) {
    case Mode::Standard:
      in.goal = t.get("intro.standard.goal");
      in.turn = t.get("intro.standard.turn");
      in.end = t.get("intro.standard.end");
      in.rule = "R8";
      break;
    case Mode::Azoz: {
      const DungeonCard* azoz = azoz_in(content);
      const std::string name = azoz ? azoz->name.in(lang) : "Azoz";
      in.goal = t.format("intro.azoz.goal", {name, std::to_string(azoz ? azoz->level : 0)});
      in.turn = t.format("intro.azoz.turn", {name, std::to_string(kAzozGemFace)});
      in.end = t.format("intro.azoz.end", {std::to_string(azoz ? azoz->ritual_icons : 0), name});
      in.rule = "R9.6";
      break;
    }
    case Mode::Hunter: {
      const std::string name = content.hunter.name.in(lang);
      in.goal = t.format("intro.hunter.goal", {name, std::to_string(deepest_boss_level(content))});
      in.turn = t.format("intro.hunter.turn", {name, std::to_string(content.hunter.movement)});
      in.end = t.format("intro.hunter.end", {name, std::to_string(deepest_boss_level(content))});
      in.rule = "R9.7J";
      break;
    }
    case Mode::Coop: {
      const CoopMap* map = o.coop_map.empty() ? (content.coop_maps.empty() ? nullptr : &content.coop_maps.front())
                                              : content.coop_map(o.coop_map);
      const std::string town = map ? map->name.in(lang) : "";
      int last_level = 0;  // R9.8: two heroes also need a boss of the map's last level
      if (map)
        for (const CoopCell& cell : map->cells) last_level = std::max(last_level, cell.level);
      in.goal = t.format(o.players == 2 ? "intro.coop.goal_two" : "intro.coop.goal",
                         {std::to_string(coop_boss_target(content, o)), std::to_string(o.players), town, std::to_string(last_level)});
      in.turn = t.get("intro.coop.turn");
      in.end = t.get("intro.coop.end");
      in.rule = "R9.8";
      break;
    }
  }
  return in;
}

}  // namespace hs::app
