// JSON forms of actions and game options, shared by saves, replays and CLI scripts. Readers are strict
// (unknown types and fields are refused) so that a hand-written script fails loudly, not silently.
#include <string>

#include "highscore/save.hpp"
#include "content/json_read.hpp"

namespace hs {

using nlohmann::json;
using namespace jsonread;

namespace {

template <class... Fs>
struct Overloaded : Fs... {
  using Fs::operator()...;
};
template <class... Fs>
Overloaded(Fs...) -> Overloaded<Fs...>;

json typed(const char* type) { return json{{"type", type}}; }

}  // namespace

json action_to_json(const Action& action) {
  return std::visit(
      Overloaded{
          [](const ChooseOption& a) { auto j = typed("choose_option"); j["option"] = a.option; return j; },
          [](const AttemptOptional&) { return typed("attempt_optional"); },
          [](const SkipOptional&) { return typed("skip_optional"); },
          [](const CancelTest&) { return typed("cancel_test"); },
          [](const RollDice& a) { auto j = typed("roll"); j["dice"] = dice_to_json(a.dice); return j; },
          [](const RerollWithGem& a) { auto j = typed("reroll"); j["die"] = a.die; return j; },
          [](const UseItem& a) {
            auto j = typed("use_item");
            j["item"] = a.item;
            j["die"] = a.die;
            j["color"] = std::string(color_name(a.color));
            return j;
          },
          [](const UseAbility& a) {
            auto j = typed("use_ability");
            j["die"] = a.die;
            j["color"] = std::string(color_name(a.color));
            return j;
          },
          [](const Resolve&) { return typed("resolve"); },
          [](const Rest&) { return typed("rest"); },
          [](const MoveOn&) { return typed("move_on"); },
          [](const ChooseBranch& a) { auto j = typed("choose_branch"); j["branch"] = a.branch; return j; },
          [](const Buy& a) {
            auto j = typed("buy");
            j["offer"] = a.offer;
            j["trade_in"] = a.trade_in;
            return j;
          },
          [](const Heal& a) { auto j = typed("heal"); j["lives"] = a.lives; return j; },
          [](const LeaveShop&) { return typed("leave_shop"); },
          [](const UseExpert& a) { auto j = typed("use_expert"); j["target"] = a.target; return j; },
          [](const React& a) {
            auto j = typed("react");
            j["accept"] = a.accept;
            if (a.color != Color::Any) j["color"] = std::string(color_name(a.color));
            return j;
          },
          [](const Fight& a) { auto j = typed("fight"); j["monster"] = a.monster; return j; },
          [](const Dodge& a) { auto j = typed("dodge"); j["monster"] = a.monster; return j; },
          [](const ChooseNode& a) {
            auto j = typed("choose_node");
            j["node"] = a.node;
            if (a.color != Color::Any) j["color"] = std::string(color_name(a.color));
            return j;
          },
          [](const ChoosePlayer& a) { auto j = typed("choose_player"); j["player"] = a.player; return j; },
      },
      action);
}

namespace {

// Optional integer field with a default (e.g. "die" of use_item defaults to -1 like the struct).
int int_or(const json& j, const char* key, int fallback, const std::string& where) {
  return j.contains(key) ? as_int(j[key], child(where, key)) : fallback;
}

Action parse_action(const json& j, const std::string& where) {
  require_object(j, where);
  const std::string type = as_string(field(j, "type", where), child(where, "type"));
  if (type == "choose_option") {
    only_keys(j, where, {"type", "option"});
    return ChooseOption{as_int(field(j, "option", where), child(where, "option"))};
  }
  if (type == "attempt_optional") { only_keys(j, where, {"type"}); return AttemptOptional{}; }
  if (type == "skip_optional") { only_keys(j, where, {"type"}); return SkipOptional{}; }
  if (type == "cancel_test") { only_keys(j, where, {"type"}); return CancelTest{}; }
  if (type == "roll") {
    only_keys(j, where, {"type", "dice"});
    return RollDice{as_dice(field(j, "dice", where), child(where, "dice"))};
  }
  if (type == "reroll") {
    only_keys(j, where, {"type", "die"});
    return RerollWithGem{as_int(field(j, "die", where), child(where, "die"))};
  }
  if (type == "use_item") {
    only_keys(j, where, {"type", "item", "die", "color"});
    UseItem a;
    a.item = as_int(field(j, "item", where), child(where, "item"));
    a.die = int_or(j, "die", -1, where);
    if (j.contains("color")) a.color = as_color(j["color"], child(where, "color"));
    return a;
  }
  if (type == "use_ability") {
    only_keys(j, where, {"type", "die", "color"});
    UseAbility a;
    a.die = int_or(j, "die", -1, where);
    if (j.contains("color")) a.color = as_color(j["color"], child(where, "color"));
    return a;
  }
  if (type == "resolve") { only_keys(j, where, {"type"}); return Resolve{}; }
  if (type == "rest") { only_keys(j, where, {"type"}); return Rest{}; }
  if (type == "move_on") { only_keys(j, where, {"type"}); return MoveOn{}; }
  if (type == "choose_branch") {
    only_keys(j, where, {"type", "branch"});
    return ChooseBranch{as_int(field(j, "branch", where), child(where, "branch"))};
  }
  if (type == "buy") {
    only_keys(j, where, {"type", "offer", "trade_in"});
    return Buy{as_int(field(j, "offer", where), child(where, "offer")), int_or(j, "trade_in", -1, where)};
  }
  if (type == "heal") {
    only_keys(j, where, {"type", "lives"});
    return Heal{int_or(j, "lives", 1, where)};
  }
  if (type == "leave_shop") { only_keys(j, where, {"type"}); return LeaveShop{}; }
  if (type == "use_expert") {
    only_keys(j, where, {"type", "target"});
    return UseExpert{int_or(j, "target", -1, where)};
  }
  if (type == "react") {
    only_keys(j, where, {"type", "accept", "color"});
    React a;
    a.accept = as_bool(field(j, "accept", where), child(where, "accept"));
    if (j.contains("color")) a.color = as_color(j["color"], child(where, "color"));
    return a;
  }
  if (type == "fight") {
    only_keys(j, where, {"type", "monster"});
    return Fight{int_or(j, "monster", 0, where)};
  }
  if (type == "dodge") {
    only_keys(j, where, {"type", "monster"});
    return Dodge{int_or(j, "monster", 0, where)};
  }
  if (type == "choose_node") {
    only_keys(j, where, {"type", "node", "color"});
    ChooseNode a;
    a.node = as_int(field(j, "node", where), child(where, "node"));
    if (j.contains("color")) a.color = as_color(j["color"], child(where, "color"));
    return a;
  }
  if (type == "choose_player") {
    only_keys(j, where, {"type", "player"});
    return ChoosePlayer{as_int(field(j, "player", where), child(where, "player"))};
  }
  throw JsonReadError(child(where, "type"), "unknown action type \"" + type + "\"");
}

const char* hidden_name(HiddenPreset h) {
  switch (h) {
    case HiddenPreset::None: return "none";
    case HiddenPreset::Bosses: return "bosses";
    case HiddenPreset::BossesAndAfterPeddlers: return "bosses_and_after_peddlers";
    case HiddenPreset::Level4: return "level4";
  }
  return "none";
}

HiddenPreset parse_hidden(const json& v, const std::string& where) {
  const std::string s = as_string(v, where);
  for (HiddenPreset h : {HiddenPreset::None, HiddenPreset::Bosses, HiddenPreset::BossesAndAfterPeddlers,
                         HiddenPreset::Level4})
    if (s == hidden_name(h)) return h;
  throw JsonReadError(where, "\"" + s + "\" is not one of none, bosses, bosses_and_after_peddlers, level4");
}

}  // namespace

Result<Action> action_from_json(const json& j) {
  try {
    return parse_action(j, "");
  } catch (const std::exception& e) {
    return Refusal{"", std::string("bad action: ") + e.what()};
  }
}

// Internal entry used by save and script readers, which want the pointer inside the whole document.
Action action_from_json_at(const json& j, const std::string& where) { return parse_action(j, where); }

json options_to_json(const GameOptions& o) {
  json stacked = json::object();
  for (const auto& [key, ids] : o.stacked) stacked[key] = ids;
  return json{{"mode", std::string(mode_name(o.mode))},
              {"players", o.players},
              {"characters", o.characters},
              {"first_player", o.first_player},
              {"layout", o.layout},
              {"no_elimination", o.no_elimination},
              {"hidden", hidden_name(o.hidden)},
              {"variable_turn_order", o.variable_turn_order},
              {"end_at_once", o.end_at_once},
              {"insert_coin", o.insert_coin},
              {"expert", o.expert},
              {"exploration", o.exploration},
              {"fourth_level", o.fourth_level},
              {"hunter_easier", o.hunter_easier},
              {"coop_map", o.coop_map},
              {"stacked", stacked},
              {"scripted_dice", o.scripted_dice}};
}

// Every field is optional (defaults as in GameOptions), so scripts can say only what matters.
GameOptions options_from_json_at(const json& j, const std::string& where) {
  require_object(j, where);
  only_keys(j, where,
            {"mode", "players", "characters", "first_player", "layout", "no_elimination", "hidden",
             "variable_turn_order", "end_at_once", "insert_coin", "expert", "exploration", "fourth_level",
             "hunter_easier", "coop_map", "stacked", "scripted_dice"});
  GameOptions o;
  auto flag = [&](const char* key, bool& out) {
    if (j.contains(key)) out = as_bool(j[key], child(where, key));
  };
  if (j.contains("mode")) {
    const std::string m = as_string(j["mode"], child(where, "mode"));
    auto mode = parse_mode(m);
    if (!mode) throw JsonReadError(child(where, "mode"), "\"" + m + "\" is not one of standard, azoz, hunter, coop");
    o.mode = *mode;
  }
  if (j.contains("players")) o.players = as_int(j["players"], child(where, "players"));
  if (j.contains("characters")) o.characters = as_string_array(j["characters"], child(where, "characters"));
  if (j.contains("first_player")) o.first_player = as_int(j["first_player"], child(where, "first_player"));
  if (j.contains("layout")) o.layout = as_string(j["layout"], child(where, "layout"));
  flag("no_elimination", o.no_elimination);
  if (j.contains("hidden")) o.hidden = parse_hidden(j["hidden"], child(where, "hidden"));
  flag("variable_turn_order", o.variable_turn_order);
  flag("end_at_once", o.end_at_once);
  flag("insert_coin", o.insert_coin);
  flag("expert", o.expert);
  flag("exploration", o.exploration);
  flag("fourth_level", o.fourth_level);
  flag("hunter_easier", o.hunter_easier);
  if (j.contains("coop_map")) o.coop_map = as_string(j["coop_map"], child(where, "coop_map"));
  if (j.contains("stacked")) {
    const std::string w = child(where, "stacked");
    const json& s = require_object(j["stacked"], w);
    for (auto it = s.begin(); it != s.end(); ++it) o.stacked[it.key()] = as_string_array(*it, child(w, it.key()));
  }
  if (j.contains("scripted_dice")) {
    const std::string w = child(where, "scripted_dice");
    o.scripted_dice = as_int_array(j["scripted_dice"], w);
    for (std::size_t i = 0; i < o.scripted_dice.size(); ++i)
      if (o.scripted_dice[i] < 1 || o.scripted_dice[i] > 6)
        throw JsonReadError(child(w, i), "a die face is 1 to 6");
  }
  return o;
}

Result<GameOptions> options_from_json(const json& j) {
  try {
    return options_from_json_at(j, "");
  } catch (const std::exception& e) {
    return Refusal{"", std::string("bad options: ") + e.what()};
  }
}

}  // namespace hs
