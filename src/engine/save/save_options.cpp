// JSON form of GameOptions (the "options" of saves and scripts), the start set-up included. Every
// field is optional on reading (defaults as in GameOptions) so scripts say only what matters; the
// writer leaves out an empty start set-up, so saves of games without one keep their old form.
#include <string>

#include "highscore/save.hpp"
#include "content/json_read.hpp"
#include "save/save_internal.hpp"

namespace hs {

using nlohmann::json;
using namespace jsonread;

namespace {

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

json requirements_to_json(const std::vector<Requirement>& reqs) {
  json out = json::array();
  for (const Requirement& q : reqs) out.push_back(json{{"color", std::string(color_name(q.color))}, {"min", q.min}});
  return out;
}

std::vector<Requirement> requirements_from_json(const json& j, const std::string& where) {
  require_array(j, where);
  std::vector<Requirement> out;
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string w = child(where, i);
    require_object(j[i], w);
    only_keys(j[i], w, {"color", "min"});
    out.push_back(Requirement{as_color(field(j[i], "color", w), child(w, "color")),
                              as_int(field(j[i], "min", w), child(w, "min"))});
  }
  return out;
}

json seat_start_to_json(const SeatStart& seat) {
  json j = json::object();
  if (seat.coins) j["coins"] = *seat.coins;
  if (seat.gems) j["gems"] = *seat.gems;
  if (seat.lives) j["lives"] = *seat.lives;
  if (!seat.items.empty()) j["items"] = seat.items;
  if (seat.node) j["node"] = *seat.node;
  if (seat.pool) j["pool"] = dice_to_json(*seat.pool);
  return j;
}

SeatStart seat_start_from_json(const json& j, const std::string& where) {
  require_object(j, where);
  only_keys(j, where, {"coins", "gems", "lives", "items", "node", "pool"});
  SeatStart seat;
  auto number = [&](const char* key, std::optional<int>& out) {
    if (j.contains(key)) out = as_int(j[key], child(where, key));
  };
  number("coins", seat.coins);
  number("gems", seat.gems);
  number("lives", seat.lives);
  number("node", seat.node);
  if (j.contains("items")) seat.items = as_string_array(j["items"], child(where, "items"));
  if (j.contains("pool")) seat.pool = as_dice(j["pool"], child(where, "pool"));
  return seat;
}

json start_to_json(const StartSetup& start) {
  json j = json::object();
  if (!start.seats.empty()) {
    json seats = json::array();
    for (const SeatStart& seat : start.seats) seats.push_back(seat_start_to_json(seat));
    j["seats"] = seats;
  }
  if (!start.raised.empty()) {
    json raised = json::array();
    for (const RaisedStart& r : start.raised) raised.push_back(json{{"node", r.node}, {"require", requirements_to_json(r.require)}});
    j["raised"] = raised;
  }
  if (!start.walkers.empty()) {
    json walkers = json::array();
    for (const WalkerStart& w : start.walkers) walkers.push_back(json{{"monster", w.monster}, {"node", w.node}});
    j["walkers"] = walkers;
  }
  if (!(start.set_aside == DiceCounts{})) j["set_aside"] = dice_to_json(start.set_aside);
  if (start.equipment_deck_size >= 0) j["equipment_deck_size"] = start.equipment_deck_size;
  if (start.round != 1) j["round"] = start.round;
  if (!start.exploration_deck_sizes.empty()) j["exploration_deck_sizes"] = start.exploration_deck_sizes;
  return j;
}

StartSetup start_from_json(const json& j, const std::string& where) {
  require_object(j, where);
  only_keys(j, where, {"seats", "raised", "walkers", "set_aside", "equipment_deck_size", "round", "exploration_deck_sizes"});
  StartSetup start;
  if (j.contains("seats")) {
    const std::string w = child(where, "seats");
    const json& seats = require_array(j["seats"], w);
    for (std::size_t i = 0; i < seats.size(); ++i) start.seats.push_back(seat_start_from_json(seats[i], child(w, i)));
  }
  if (j.contains("raised")) {
    const std::string w = child(where, "raised");
    const json& raised = require_array(j["raised"], w);
    for (std::size_t i = 0; i < raised.size(); ++i) {
      const std::string wi = child(w, i);
      require_object(raised[i], wi);
      only_keys(raised[i], wi, {"node", "require"});
      start.raised.push_back(RaisedStart{as_int(field(raised[i], "node", wi), child(wi, "node")),
                                         requirements_from_json(field(raised[i], "require", wi), child(wi, "require"))});
    }
  }
  if (j.contains("walkers")) {
    const std::string w = child(where, "walkers");
    const json& walkers = require_array(j["walkers"], w);
    for (std::size_t i = 0; i < walkers.size(); ++i) {
      const std::string wi = child(w, i);
      require_object(walkers[i], wi);
      only_keys(walkers[i], wi, {"monster", "node"});
      start.walkers.push_back(WalkerStart{as_string(field(walkers[i], "monster", wi), child(wi, "monster")),
                                          as_int(field(walkers[i], "node", wi), child(wi, "node"))});
    }
  }
  if (j.contains("round")) start.round = as_int(j["round"], child(where, "round"));
  if (j.contains("set_aside")) start.set_aside = as_dice(j["set_aside"], child(where, "set_aside"));
  if (j.contains("equipment_deck_size"))
    start.equipment_deck_size = as_int(j["equipment_deck_size"], child(where, "equipment_deck_size"));
  if (j.contains("exploration_deck_sizes")) {
    const std::string w = child(where, "exploration_deck_sizes");
    const json& sizes = require_array(j["exploration_deck_sizes"], w);
    for (std::size_t i = 0; i < sizes.size(); ++i) start.exploration_deck_sizes.push_back(as_int(sizes[i], child(w, i)));
  }
  return start;
}

}  // namespace

json options_to_json(const GameOptions& o) {
  json stacked = json::object();
  for (const auto& [key, ids] : o.stacked) stacked[key] = ids;
  json j{{"mode", std::string(mode_name(o.mode))},
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
  if (!o.start.empty()) j["start"] = start_to_json(o.start);
  return j;
}

GameOptions options_from_json_at(const json& j, const std::string& where) {
  require_object(j, where);
  only_keys(j, where,
            {"mode", "players", "characters", "first_player", "layout", "no_elimination", "hidden",
             "variable_turn_order", "end_at_once", "insert_coin", "expert", "exploration", "fourth_level",
             "hunter_easier", "coop_map", "stacked", "scripted_dice", "start"});
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
  if (j.contains("start")) o.start = start_from_json(j["start"], child(where, "start"));
  return o;
}

Result<GameOptions> options_from_json(const json& j) {
  try {
    return options_from_json_at(j, "");
  } catch (const std::exception& e) {
    return Refusal{"", std::string("bad options: ") + e.what()};
  }
}

const std::vector<std::string>& option_keys() {
  static const std::vector<std::string> keys = [] {
    std::vector<std::string> out;
    GameOptions with_start;
    with_start.start.equipment_deck_size = 0;  // so "start" is written too
    const json j = options_to_json(with_start);
    for (auto it = j.begin(); it != j.end(); ++it) out.push_back(it.key());
    return out;
  }();
  return keys;
}

}  // namespace hs
