// Seat labels from the engine's bot levels (bot_level_text.hpp).
#include "app/text/bot_level_text.hpp"

#include "app/text/strings.hpp"

namespace hs::app {

const BotLevel* level_of_kind(const std::string& kind) {
  for (const BotLevel& l : bot_levels())
    if (kind == l.kind) return &l;
  return nullptr;
}

std::string seat_controller_label(const StringTable& t, const std::string& controller) {
  if (controller == "human") return t.get("setup.human");
  const BotLevel* level = level_of_kind(controller);
  return t.format("setup.bot", {level ? level->name.in(t.language()) : t.get("bot." + controller)});
}

std::string seat_controller_hint(const StringTable& t, const std::string& controller) {
  if (controller == "human") return t.get("setup.human.hint");
  const BotLevel* level = level_of_kind(controller);
  return level ? level->description.in(t.language()) : t.get("bot." + controller + ".hint");
}

}  // namespace hs::app
