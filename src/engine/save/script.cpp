// Reading game scripts and checking their expected facts; shared by `highscore-cli play` and the
// scenario tests so both read scripts the same way.
#include "highscore/script.hpp"

#include "highscore/save.hpp"
#include "content/json_read.hpp"
#include "save/save_internal.hpp"

namespace hs {

using nlohmann::json;
using namespace jsonread;

namespace {

Script parse_script(const json& j) {
  require_object(j, "");
  only_keys(j, "", {"options", "seed", "actions", "expect", "description"});
  Script s;
  if (j.contains("options")) s.options = options_from_json_at(j["options"], "/options");
  s.seed = as_u64(field(j, "seed", ""), "/seed");
  const json& actions = require_array(field(j, "actions", ""), "/actions");
  for (std::size_t i = 0; i < actions.size(); ++i) s.actions.push_back(action_from_json_at(actions[i], child("/actions", i)));
  if (j.contains("expect")) s.expect = require_depth_at_most(require_object(j["expect"], "/expect"), "/expect", 32);
  return s;
}

void compare(const json& facts, const json& expect, const std::string& where, std::vector<std::string>& out) {
  const std::string at = where.empty() ? "/" : where;
  if (expect.is_object()) {
    if (!facts.is_object()) {
      out.push_back(at + ": expected an object, got " + facts.dump());
      return;
    }
    for (auto it = expect.begin(); it != expect.end(); ++it) {
      auto found = facts.find(it.key());
      if (found == facts.end())
        out.push_back(child(where, it.key()) + ": no such fact");
      else
        compare(*found, *it, child(where, it.key()), out);
    }
    return;
  }
  if (expect.is_array()) {
    if (!facts.is_array() || facts.size() != expect.size()) {
      out.push_back(at + ": expected " + expect.dump() + ", got " + facts.dump());
      return;
    }
    for (std::size_t i = 0; i < expect.size(); ++i) compare(facts[i], expect[i], child(where, i), out);
    return;
  }
  if (facts != expect) out.push_back(at + ": expected " + expect.dump() + ", got " + facts.dump());
}

}  // namespace

Result<Script> script_from_json(const json& j) {
  try {
    return parse_script(j);
  } catch (const std::exception& e) {
    return Refusal{"", e.what()};
  }
}

Result<Script> read_script_file(const std::string& path) {
  auto file = read_json_file(path);
  if (!file) return Refusal{"", file.refusal().reason};
  auto script = script_from_json(file.value());
  if (!script) return Refusal{"", path + ": " + script.refusal().reason};
  return script;
}

json game_facts(const Game& game) {
  json facts = state_to_json(game.state());
  const Decision d = game.pending();
  facts["pending"] = std::string(decision_name(d.kind));
  facts["owner"] = d.owner;
  facts["hash"] = hex64(game.hash());
  return facts;
}

std::vector<std::string> check_expectations(const json& facts, const json& expect) {
  std::vector<std::string> out;
  if (!expect.is_null()) compare(facts, expect, "", out);
  return out;
}

}  // namespace hs
