// Who sits in each seat, as a save records it (format 5): per seat {"controller": "human"} or
// {"controller": "bot", "bot": KIND, "level": LEVEL}, the level written when the kind is one a player
// picks (bot_levels(): easy, normal, hard) and either one enough when read back.
#include <algorithm>
#include <string>

#include "content/json_read.hpp"
#include "highscore/bots.hpp"
#include "save/save_internal.hpp"

namespace hs {

using nlohmann::json;
using namespace jsonread;

namespace {

bool is_bot_kind(const std::string& kind) {
  const auto kinds = bot_kinds();
  return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

// "easy", "normal" or "hard" for a kind a level plays as; "" for the others ("random").
std::string level_name_of_kind(const std::string& kind) {
  for (const BotLevel& l : bot_levels())
    if (kind == l.kind) return l.level;
  return "";
}

std::string readable_levels() {
  std::string out;
  for (const BotLevel& l : bot_levels()) out += (out.empty() ? "" : ", ") + std::string(l.level);
  return out;
}

}  // namespace

json seats_to_json(const std::vector<std::string>& seats) {
  json out = json::array();
  for (const std::string& controller : seats) {
    if (controller == "human") {
      out.push_back(json{{"controller", "human"}});
      continue;
    }
    json seat{{"controller", "bot"}, {"bot", controller}};
    if (const std::string level = level_name_of_kind(controller); !level.empty()) seat["level"] = level;
    out.push_back(seat);
  }
  return out;
}

std::vector<std::string> seats_from_json_at(const json& j, const std::string& where, int players) {
  const json& seats = require_array(j, where);
  if (static_cast<int>(seats.size()) != players)
    throw JsonReadError(where, std::to_string(seats.size()) + " seats for a game of " + std::to_string(players) +
                                   " player" + (players == 1 ? "" : "s"));
  std::vector<std::string> out;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const std::string at = child(where, i);
    require_object(seats[i], at);
    const std::string controller = as_string(field(seats[i], "controller", at), child(at, "controller"));
    if (controller == "human") {
      only_keys(seats[i], at, {"controller"});
      out.push_back("human");
      continue;
    }
    if (controller != "bot")
      throw JsonReadError(child(at, "controller"), "\"" + controller + "\" is neither \"human\" nor \"bot\"");
    only_keys(seats[i], at, {"controller", "bot", "level"});
    std::string kind;
    if (seats[i].contains("level")) {
      const std::string level = as_string(seats[i]["level"], child(at, "level"));
      for (const BotLevel& l : bot_levels())
        if (level == l.level) kind = l.kind;
      if (kind.empty())
        throw JsonReadError(child(at, "level"), "unknown bot level \"" + level + "\" (levels: " + readable_levels() + ")");
    }
    if (seats[i].contains("bot")) {
      const std::string bot = as_string(seats[i]["bot"], child(at, "bot"));
      if (!is_bot_kind(bot)) throw JsonReadError(child(at, "bot"), "unknown bot \"" + bot + "\"");
      if (!kind.empty() && bot != kind)
        throw JsonReadError(at, "the bot \"" + bot + "\" does not play the level \"" + seats[i]["level"].get<std::string>() + "\"");
      kind = bot;
    }
    if (kind.empty()) throw JsonReadError(at, "a bot seat names its level or its bot");
    out.push_back(kind);
  }
  return out;
}

}  // namespace hs
