// Reading game scripts, checking their expected facts and legal actions at checkpoints and at the
// end, and playing them; shared by `highscore-cli play` and the scenario tests so both read and play
// scripts the same way.
#include "highscore/script.hpp"

#include <algorithm>
#include <optional>

#include "highscore/save.hpp"
#include "highscore/text_file.hpp"
#include "content/json_read.hpp"
#include "save/save_internal.hpp"

namespace hs {

using nlohmann::json;
using namespace jsonread;

namespace {

// Refuses a value nested deeper than kMostExpectDepth, walking it without recursion so that a
// hostile file cannot overflow the stack here either.
void refuse_deep(const json& value, const std::string& where) {
  std::vector<std::pair<const json*, int>> todo{{&value, 1}};
  while (!todo.empty()) {
    const auto [v, depth] = todo.back();
    todo.pop_back();
    if (!v->is_structured()) continue;
    if (depth > kMostExpectDepth)
      throw JsonReadError(where, "nested deeper than " + std::to_string(kMostExpectDepth) + " levels");
    for (const auto& child_value : *v) todo.push_back({&child_value, depth + 1});
  }
}

// Bounded before the readers copy or print any of it (each of those recurses once per level): each
// member of the script and of its actions and checkpoints may nest kMaxJsonDepth levels, and the
// message names the member.
std::optional<std::string> too_deep(const json& script) {
  auto members = [](const json& object, const std::string& where) -> std::optional<std::string> {
    if (!object.is_object()) return std::nullopt;
    for (auto it = object.begin(); it != object.end(); ++it) {
      if (where.empty() && it.key() == "actions" && it->is_array()) continue;  // element by element below
      if (auto deep = check_json_depth(*it)) return child(where, it.key()) + ": " + *deep;
    }
    return std::nullopt;
  };
  if (auto deep = members(script, "")) return deep;
  if (script.is_object() && script.contains("actions") && script["actions"].is_array())
    for (std::size_t i = 0; i < script["actions"].size(); ++i)
      if (auto deep = members(script["actions"][i], child("/actions", i))) return deep;
  if (auto deep = check_json_depth(script, kMaxJsonDepth + 3)) return "/: " + *deep;
  return std::nullopt;
}

ScriptCheckpoint parse_checkpoint(const json& j, const std::string& where, std::size_t after) {
  only_keys(j, where, {"expect", "legal", "note"});
  if (!j.contains("expect") && !j.contains("legal"))
    throw JsonReadError(where, "neither an action (no \"type\") nor a checkpoint (no \"expect\" or \"legal\")");
  ScriptCheckpoint c;
  c.after = after;
  c.where = where;
  if (j.contains("note")) as_string(j["note"], child(where, "note"));
  if (j.contains("expect")) {
    refuse_deep(j["expect"], child(where, "expect"));
    c.expect = require_object(j["expect"], child(where, "expect"));
  }
  if (j.contains("legal")) {
    const std::string w = child(where, "legal");
    const json& list = require_array(j["legal"], w);
    std::vector<Action> legal;
    for (std::size_t i = 0; i < list.size(); ++i) legal.push_back(action_from_json_at(list[i], child(w, i)));
    c.legal = std::move(legal);
  }
  return c;
}

Script parse_script(const json& j) {
  require_object(j, "");
  only_keys(j, "", {"options", "seed", "actions", "expect", "description"});
  Script s;
  if (j.contains("options")) s.options = options_from_json_at(j["options"], "/options");
  s.seed = as_u64(field(j, "seed", ""), "/seed");
  const json& actions = require_array(field(j, "actions", ""), "/actions");
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const std::string where = child("/actions", i);
    require_object(actions[i], where);
    if (actions[i].contains("type")) {
      s.actions.push_back(action_from_json_at(actions[i], where));
      s.action_where.push_back(where);
    } else {
      s.checkpoints.push_back(parse_checkpoint(actions[i], where, s.actions.size()));
    }
  }
  if (j.contains("expect")) {
    refuse_deep(j["expect"], "/expect");
    s.expect = require_object(j["expect"], "/expect");
  }
  return s;
}

// Depth is bounded by refuse_deep when the script is read; game facts are shallow.
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

std::vector<std::string> check_checkpoint(const Game& game, const ScriptCheckpoint& c) {
  std::vector<std::string> out;
  if (!c.expect.is_null())
    for (const auto& f : check_expectations(game_facts(game), c.expect)) out.push_back(c.where + ": expect " + f);
  if (c.legal)
    for (const auto& f : check_legal_actions(game, *c.legal)) out.push_back(c.where + ": legal: " + f);
  return out;
}

}  // namespace

Result<Script> script_from_json(const json& j) {
  try {
    if (auto deep = too_deep(j)) return Refusal{"", *deep};
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

std::vector<std::string> check_legal_actions(const Game& game, const std::vector<Action>& listed) {
  // Compared as JSON texts: exact (every field) and easy to read in a message.
  auto texts = [](const std::vector<Action>& actions) {
    std::vector<std::string> out;
    for (const Action& a : actions) out.push_back(action_to_json(a).dump());
    std::sort(out.begin(), out.end());
    return out;
  };
  const std::vector<std::string> want = texts(listed), have = texts(game.legal_actions());
  std::vector<std::string> missing, extra, out;
  std::set_difference(want.begin(), want.end(), have.begin(), have.end(), std::back_inserter(missing));
  std::set_difference(have.begin(), have.end(), want.begin(), want.end(), std::back_inserter(extra));
  for (const auto& m : missing) out.push_back("missing " + m);
  for (const auto& e : extra) out.push_back("also legal " + e);
  return out;
}

ScriptOutcome run_script(Game& game, const Script& script) {
  ScriptOutcome outcome;
  std::size_t next_checkpoint = 0;
  auto checkpoints_until = [&](std::size_t applied) {
    for (; next_checkpoint < script.checkpoints.size() && script.checkpoints[next_checkpoint].after <= applied;
         ++next_checkpoint)
      for (auto& f : check_checkpoint(game, script.checkpoints[next_checkpoint])) outcome.failures.push_back(std::move(f));
  };
  for (std::size_t i = 0; i < script.actions.size(); ++i) {
    checkpoints_until(i);
    auto applied = game.apply(script.actions[i]);
    if (!applied) {
      const Refusal& r = applied.refusal();
      outcome.refused = "action " + std::to_string(i) + " (" + describe(script.actions[i]) + ") refused: " +
                        (r.rule.empty() ? "" : r.rule + ": ") + r.reason;
      if (i < script.action_where.size()) *outcome.refused += " [" + script.action_where[i] + "]";
      return outcome;
    }
  }
  checkpoints_until(script.actions.size());
  for (auto& f : check_expectations(game_facts(game), script.expect)) outcome.failures.push_back("expect " + f);
  return outcome;
}

}  // namespace hs
