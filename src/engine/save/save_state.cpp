// GameState <-> JSON, field by field and exactly (R10.4). The dump is canonical (object keys sorted by
// nlohmann::json), so it also feeds the state hash. A field added to state.hpp must be added here too;
// the round-trip test (state_from_json(state_to_json(s)) == s) fails until it is.
#include <map>
#include <string>

#include "highscore/save.hpp"
#include "content/json_read.hpp"
#include "save/flow_json.hpp"
#include "save/save_internal.hpp"

namespace hs {

using nlohmann::json;
using namespace jsonread;

namespace {

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::Mode: return "mode";
    case Phase::Initial: return "initial";
    case Phase::Action: return "action";
    case Phase::Final: return "final";
    case Phase::Finished: return "finished";
  }
  return "action";
}

Phase parse_phase(const json& v, const std::string& where) {
  const std::string s = as_string(v, where);
  for (Phase p : {Phase::Mode, Phase::Initial, Phase::Action, Phase::Final, Phase::Finished})
    if (s == phase_name(p)) return p;
  throw JsonReadError(where, "\"" + s + "\" is not one of mode, initial, action, final, finished");
}

// Reads fields of one object by name, checking that the object holds exactly the expected keys.
class ObjectReader {
 public:
  ObjectReader(const json& obj, std::string where) : obj_(obj), where_(std::move(where)) {
    require_object(obj_, where_);
  }
  const json& at(const char* key) {
    used_.push_back(key);
    return field(obj_, key, where_);
  }
  std::string path(const char* key) const { return child(where_, key); }
  // Whether an optional field is present (read it with the usual getters).
  bool has(const char* key) const { return obj_.contains(key); }
  int integer(const char* key) { return as_int(at(key), path(key)); }
  bool boolean(const char* key) { return as_bool(at(key), path(key)); }
  std::vector<int> ints(const char* key) { return as_int_array(at(key), path(key)); }
  DiceCounts dice(const char* key) { return as_dice(at(key), path(key)); }
  Color die_color(const char* key) { return as_die_color(at(key), path(key)); }
  // Calls read(element, its path) for each element of the array under `key`.
  template <typename Read>
  void each(const char* key, Read&& read) {
    const std::string w = path(key);
    const json& arr = require_array(at(key), w);
    for (std::size_t i = 0; i < arr.size(); ++i) read(arr[i], child(w, i));
  }
  std::vector<std::vector<int>> int_lists(const char* key) {
    std::vector<std::vector<int>> out;
    each(key, [&](const json& e, const std::string& w) { out.push_back(as_int_array(e, w)); });
    return out;
  }
  // An array of [key, value] pairs; `shape` names them for the error message ("[node, card]").
  std::map<int, int> int_pairs(const char* key, const char* shape) {
    std::map<int, int> out;
    each(key, [&](const json& e, const std::string& w) {
      const std::vector<int> pair = as_int_array(e, w);
      if (pair.size() != 2) throw JsonReadError(w, std::string("expected ") + shape);
      out[pair[0]] = pair[1];
    });
    return out;
  }
  // Call after reading every field: an extra key means the snapshot is not one of ours.
  void done() const {
    for (auto it = obj_.begin(); it != obj_.end(); ++it) {
      bool known = false;
      for (const auto& k : used_) known = known || it.key() == k;
      if (!known) throw JsonReadError(child(where_, it.key()), "unknown field");
    }
  }

 private:
  const json& obj_;
  std::string where_;
  std::vector<std::string> used_;
};

json stats_to_json(const PlayerStats& s) {
  return json{{"tests_passed", s.tests_passed}, {"tests_failed", s.tests_failed},
              {"dice_spent", s.dice_spent},     {"gems_used", s.gems_used},
              {"items_bought", s.items_bought}, {"lives_lost", s.lives_lost},
              {"coins_earned", s.coins_earned}};
}

PlayerStats stats_from_json(const json& j, const std::string& where) {
  ObjectReader r(j, where);
  PlayerStats s;
  s.tests_passed = r.integer("tests_passed");
  s.tests_failed = r.integer("tests_failed");
  s.dice_spent = r.integer("dice_spent");
  s.gems_used = r.integer("gems_used");
  s.items_bought = r.integer("items_bought");
  s.lives_lost = r.integer("lives_lost");
  s.coins_earned = r.integer("coins_earned");
  r.done();
  return s;
}

json player_to_json(const Player& p) {
  json branches = json::array();
  for (const auto& [fork, next] : p.branch_taken) branches.push_back(json::array({fork, next}));
  json items = json::array();
  for (const auto& it : p.items) items.push_back(json{{"item", it.item}, {"exhausted", it.exhausted}});
  json j{{"character", p.character},
              {"lives", p.lives},
              {"max_lives", p.max_lives},
              {"coins", p.coins},
              {"gems", p.gems},
              {"node", p.node},
              {"path", p.path},
              {"branch_taken", branches},
              {"pool", dice_to_json(p.pool)},
              {"spent", dice_to_json(p.spent)},
              {"items", items},
              {"ability_exhausted", p.ability_exhausted},
              {"expert_used", p.expert_used},
              {"eliminated", p.eliminated},
              {"defeated_last_boss", p.defeated_last_boss},
              {"stats", stats_to_json(p.stats)}};
  // R9.5 the way back, written only while it says something, so saves of games without it stay as
  // they were.
  if (p.going_back) j["going_back"] = true;
  if (!p.branch_closed.empty()) {
    json closed = json::array();
    for (const auto& [fork, next] : p.branch_closed) closed.push_back(json::array({fork, next}));
    j["branch_closed"] = closed;
  }
  return j;
}

Player player_from_json(const json& j, const std::string& where) {
  ObjectReader r(j, where);
  Player p;
  p.character = r.integer("character");
  p.lives = r.integer("lives");
  p.max_lives = r.integer("max_lives");
  p.coins = r.integer("coins");
  p.gems = r.integer("gems");
  p.node = r.integer("node");
  p.path = r.ints("path");
  p.branch_taken = r.int_pairs("branch_taken", "[fork node, chosen node]");
  p.pool = r.dice("pool");
  p.spent = r.dice("spent");
  r.each("items", [&](const json& e, const std::string& w) {
    ObjectReader ir(e, w);
    OwnedItem it;
    it.item = ir.integer("item");
    it.exhausted = ir.boolean("exhausted");
    ir.done();
    p.items.push_back(it);
  });
  p.ability_exhausted = r.boolean("ability_exhausted");
  p.expert_used = r.boolean("expert_used");
  p.eliminated = r.boolean("eliminated");
  p.defeated_last_boss = r.boolean("defeated_last_boss");
  p.stats = stats_from_json(r.at("stats"), r.path("stats"));
  if (r.has("going_back")) p.going_back = r.boolean("going_back");
  if (r.has("branch_closed")) p.branch_closed = r.int_pairs("branch_closed", "[fork node, closed node]");
  r.done();
  return p;
}

json node_to_json(const Node& n) {
  json raised = json::array();
  for (const Requirement& q : n.raised) raised.push_back(json{{"color", std::string(color_name(q.color))}, {"min", q.min}});
  return json{{"card", n.card}, {"level", n.level}, {"step", n.step},           {"col", n.col},
              {"row", n.row},   {"next", n.next},   {"prev", n.prev},
              {"face_down", n.face_down}, {"raised", raised}};
}

Node node_from_json(const json& j, const std::string& where) {
  ObjectReader r(j, where);
  Node n;
  n.card = r.integer("card");
  n.level = r.integer("level");
  n.step = r.integer("step");
  n.col = r.integer("col");
  n.row = r.integer("row");
  n.next = r.ints("next");
  n.prev = r.ints("prev");
  n.face_down = r.boolean("face_down");
  r.each("raised", [&](const json& e, const std::string& w) {
    ObjectReader qr(e, w);
    Requirement q;
    q.color = as_color(qr.at("color"), qr.path("color"));
    q.min = qr.integer("min");
    qr.done();
    n.raised.push_back(q);
  });
  r.done();
  return n;
}

json test_to_json(const ActiveTest& t) {
  json dice = json::array();
  for (const auto& d : t.dice)
    dice.push_back(json{{"color", std::string(color_name(d.color))},
                        {"natural", d.natural},
                        {"value", d.value},
                        {"rolled_color", std::string(color_name(d.rolled_color))},
                        {"recover", d.recover},
                        {"recover_if_pass", d.recover_if_pass}});
  json added_by = json::array();
  for (const AddedDie& a : t.added_by) added_by.push_back(json{{"color", std::string(color_name(a.color))}, {"equipment", a.equipment}});
  json out{{"active", t.active}, {"optional", t.optional}, {"option", t.option},
           {"rolled", t.rolled}, {"added", dice_to_json(t.added)}, {"dice", dice},
           {"used_items", t.used_items}};
  if (!added_by.empty()) out["added_by"] = added_by;  // only while added dice wait for the roll
  return out;
}

ActiveTest test_from_json(const json& j, const std::string& where) {
  ObjectReader r(j, where);
  ActiveTest t;
  t.active = r.boolean("active");
  t.optional = r.boolean("optional");
  t.option = r.integer("option");
  t.rolled = r.boolean("rolled");
  t.added = r.dice("added");
  r.each("dice", [&](const json& e, const std::string& w) {
    ObjectReader dr(e, w);
    TestDie d;
    d.color = dr.die_color("color");
    d.natural = dr.integer("natural");
    d.value = dr.integer("value");
    d.rolled_color = dr.die_color("rolled_color");
    d.recover = dr.boolean("recover");
    d.recover_if_pass = dr.boolean("recover_if_pass");
    dr.done();
    t.dice.push_back(d);
  });
  t.used_items = r.ints("used_items");
  if (r.has("added_by"))  // saves from before it was kept: the dice's sources are unknown
    r.each("added_by", [&](const json& e, const std::string& w) {
      ObjectReader ar(e, w);
      AddedDie a;
      a.color = ar.die_color("color");
      a.equipment = ar.integer("equipment");
      ar.done();
      t.added_by.push_back(a);
    });
  r.done();
  return t;
}

json rng_to_json(const Rng& rng) {
  json words = json::array();
  for (int i = 0; i < 4; ++i) words.push_back(hex64(rng.state()[i]));
  return words;
}

Rng rng_from_json(const json& j, const std::string& where) {
  require_array(j, where);
  if (j.size() != 4) throw JsonReadError(where, "expected the 4 words of the generator state");
  std::uint64_t s[4];
  for (std::size_t i = 0; i < 4; ++i) s[i] = as_hex64(j[i], child(where, i));
  Rng rng;
  rng.set_state(s);
  return rng;
}

}  // namespace

json state_to_json(const GameState& s) {
  json players = json::array();
  for (const auto& p : s.players) players.push_back(player_to_json(p));
  json board = json::array();
  for (const auto& n : s.board) board.push_back(node_to_json(n));
  json hidden = json::array();
  for (const auto& [node, card] : s.hidden_cards) hidden.push_back(json::array({node, card}));
  return json{{"players", players},
              {"board", board},
              {"levels", s.levels},
              {"level_first_node", s.level_first_node},
              {"level_peddler_node", s.level_peddler_node},
              {"level_boss_nodes", s.level_boss_nodes},
              {"entities", entities_to_json(s.entities)},
              {"supply", dice_to_json(s.supply)},
              {"placed", dice_to_json(s.placed)},
              {"equipment_deck", s.equipment_deck},
              {"monster_deck", s.monster_deck},
              {"hidden_cards", hidden},
              {"exploration_decks", s.exploration_decks},
              {"turn_order", s.turn_order},
              {"turn_index", s.turn_index},
              {"round", s.round},
              {"phase", phase_name(s.phase)},
              {"test", test_to_json(s.test)},
              {"shop", json{{"open", s.shop.open}, {"offer", s.shop.offer}}},
              {"stack", frames_to_json(s.stack)},
              {"end_triggered", s.end_triggered},
              {"finished", s.finished},
              {"end_reason", std::string(end_reason_name(s.end_reason))},
              {"winners", s.winners},
              {"rng", rng_to_json(s.rng)},
              {"scripted_dice", s.scripted_dice},
              {"stacked_equipment", s.stacked_equipment},
              {"random_draws", s.random_draws}};
}

GameState state_from_json_at(const json& j, const std::string& where) {
  ObjectReader r(j, where);
  GameState s;
  r.each("players", [&](const json& e, const std::string& w) { s.players.push_back(player_from_json(e, w)); });
  r.each("board", [&](const json& e, const std::string& w) { s.board.push_back(node_from_json(e, w)); });
  s.levels = r.integer("levels");
  s.level_first_node = r.ints("level_first_node");
  s.level_peddler_node = r.ints("level_peddler_node");
  s.level_boss_nodes = r.int_lists("level_boss_nodes");
  s.entities = entities_from_json(r.at("entities"), r.path("entities"));
  s.supply = r.dice("supply");
  s.placed = r.dice("placed");
  s.equipment_deck = r.ints("equipment_deck");
  s.monster_deck = r.ints("monster_deck");
  s.hidden_cards = r.int_pairs("hidden_cards", "[node, card]");
  s.exploration_decks = r.int_lists("exploration_decks");
  s.turn_order = r.ints("turn_order");
  s.turn_index = r.integer("turn_index");
  s.round = r.integer("round");
  s.phase = parse_phase(r.at("phase"), r.path("phase"));
  s.test = test_from_json(r.at("test"), r.path("test"));
  {
    ObjectReader sr(r.at("shop"), r.path("shop"));
    s.shop.open = sr.boolean("open");
    s.shop.offer = sr.ints("offer");
    sr.done();
  }
  s.stack = frames_from_json(r.at("stack"), r.path("stack"));
  s.end_triggered = r.boolean("end_triggered");
  s.finished = r.boolean("finished");
  s.end_reason = end_reason_from_json(r.at("end_reason"), r.path("end_reason"));
  s.winners = r.ints("winners");
  s.rng = rng_from_json(r.at("rng"), r.path("rng"));
  s.scripted_dice = r.ints("scripted_dice");
  s.stacked_equipment = r.int_lists("stacked_equipment");
  s.random_draws = r.integer("random_draws");
  r.done();
  // turn_index indexes turn_order (active_player()); a snapshot that breaks this would crash readers.
  if (!s.turn_order.empty() && (s.turn_index < 0 || s.turn_index >= static_cast<int>(s.turn_order.size())))
    throw JsonReadError(r.path("turn_index"), "outside turn_order");
  return s;
}

Result<GameState> state_from_json(const json& j) {
  try {
    return state_from_json_at(j, "");
  } catch (const std::exception& e) {
    return Refusal{"", std::string("bad state: ") + e.what()};
  }
}

}  // namespace hs
