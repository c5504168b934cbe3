// JSON forms of actions, shared by saves, replays and CLI scripts. Readers are strict
// (unknown types and fields are refused) so that a hand-written script fails loudly, not silently.
#include <string>

#include "highscore/save.hpp"
#include "content/json_read.hpp"
#include "core/overloaded.hpp"

namespace hs {

using nlohmann::json;
using namespace jsonread;

namespace {

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
          [](const SplitPoison& a) { auto j = typed("split_poison"); j["lives"] = a.lives; return j; },
          [](const DrinkPotion& a) {
            auto j = typed("drink_potion");
            j["item"] = a.item;
            j["player"] = a.player;
            return j;
          },
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
  if (type == "split_poison") {
    only_keys(j, where, {"type", "lives"});
    return SplitPoison{as_int_array(field(j, "lives", where), child(where, "lives"))};
  }
  if (type == "drink_potion") {
    only_keys(j, where, {"type", "item", "player"});
    return DrinkPotion{as_int(field(j, "item", where), child(where, "item")),
                       as_int(field(j, "player", where), child(where, "player"))};
  }
  throw JsonReadError(child(where, "type"), "unknown action type \"" + type + "\"");
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

}  // namespace hs
