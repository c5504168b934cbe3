// The stack of decisions and steps, board entities and the end reason <-> JSON, exactly (R10.4).
// Names are written out so a snapshot reads well and an unknown name is refused with its place.
#include <nlohmann/json.hpp>

#include "content/json_read.hpp"
#include "save/flow_json.hpp"

namespace hs {

using nlohmann::json;
using namespace jsonread;

namespace {

template <typename E, std::size_t N>
E parse_name(const json& v, const std::string& where, const E (&all)[N], std::string_view (*name)(E)) {
  const std::string s = as_string(v, where);
  for (E e : all)
    if (name(e) == s) return e;
  std::string known;
  for (E e : all) known += (known.empty() ? "" : ", ") + std::string(name(e));
  throw JsonReadError(where, "\"" + s + "\" is not one of " + known);
}

constexpr DecisionKind kDecisionKinds[] = {
    DecisionKind::TurnAction, DecisionKind::ChooseDice, DecisionKind::AfterRoll, DecisionKind::OptionalTest,
    DecisionKind::ChooseBranch, DecisionKind::Shop, DecisionKind::Reaction, DecisionKind::ModePhase,
    DecisionKind::Monster, DecisionKind::ChoosePlayer, DecisionKind::ChooseNode, DecisionKind::SplitPoison,
    DecisionKind::Finished};
constexpr StepKind kStepKinds[] = {StepKind::Decision, StepKind::StartTurn, StepKind::MoveOn,
                                   StepKind::Enter,    StepKind::ZeroLives, StepKind::EndTurn};
constexpr EntityKind kEntityKinds[] = {EntityKind::Monster, EntityKind::Hunter, EntityKind::PlacedDie,
                                       EntityKind::Token, EntityKind::BossGem, EntityKind::Potion};
constexpr EndReason kEndReasons[] = {EndReason::None,           EndReason::LastBoss,    EndReason::NobodyLeft,
                                     EndReason::RitualComplete, EndReason::OutOfLives,  EndReason::Caught,
                                     EndReason::CoopVictory,    EndReason::CoopFallen,  EndReason::CoopPoisoned};

int field_int(const json& obj, const char* key, const std::string& where) {
  return as_int(field(obj, key, where), child(where, key));
}

}  // namespace

std::string_view step_name(StepKind k) {
  switch (k) {
    case StepKind::Decision: return "decision";
    case StepKind::StartTurn: return "start_turn";
    case StepKind::MoveOn: return "move_on";
    case StepKind::Enter: return "enter";
    case StepKind::ZeroLives: return "zero_lives";
    case StepKind::EndTurn: return "end_turn";
  }
  return "decision";
}

std::string_view entity_name(EntityKind k) {
  switch (k) {
    case EntityKind::Monster: return "monster";
    case EntityKind::Hunter: return "hunter";
    case EntityKind::PlacedDie: return "placed_die";
    case EntityKind::Token: return "token";
    case EntityKind::BossGem: return "boss_gem";
    case EntityKind::Potion: return "potion";
  }
  return "monster";
}

std::string_view end_reason_name(EndReason r) {
  switch (r) {
    case EndReason::None: return "none";
    case EndReason::LastBoss: return "last_boss";
    case EndReason::NobodyLeft: return "nobody_left";
    case EndReason::RitualComplete: return "ritual";
    case EndReason::OutOfLives: return "lives";
    case EndReason::Caught: return "caught";
    case EndReason::CoopVictory: return "coop_victory";
    case EndReason::CoopFallen: return "coop_fallen";
    case EndReason::CoopPoisoned: return "coop_poisoned";
  }
  return "none";
}

json frames_to_json(const std::vector<Frame>& stack) {
  json out = json::array();
  for (const Frame& f : stack)
    out.push_back(json{{"step", std::string(step_name(f.step))},
                       {"kind", std::string(decision_name(f.decision.kind))},
                       {"owner", f.decision.owner},
                       {"node", f.decision.node},
                       {"subject", f.decision.subject},
                       {"detail", f.decision.detail},
                       {"stage", f.stage}});
  return out;
}

std::vector<Frame> frames_from_json(const json& j, const std::string& where) {
  std::vector<Frame> out;
  require_array(j, where);
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string w = child(where, i);
    only_keys(require_object(j[i], w), w, {"step", "kind", "owner", "node", "subject", "detail", "stage"});
    Frame f;
    f.step = parse_name(field(j[i], "step", w), child(w, "step"), kStepKinds, step_name);
    f.decision.kind = parse_name(field(j[i], "kind", w), child(w, "kind"), kDecisionKinds, decision_name);
    f.decision.owner = field_int(j[i], "owner", w);
    f.decision.node = field_int(j[i], "node", w);
    f.decision.subject = field_int(j[i], "subject", w);
    f.decision.detail = field_int(j[i], "detail", w);
    f.stage = field_int(j[i], "stage", w);
    out.push_back(f);
  }
  return out;
}

json entities_to_json(const std::vector<Entity>& entities) {
  json out = json::array();
  for (const Entity& e : entities)
    out.push_back(json{{"kind", std::string(entity_name(e.kind))},
                       {"node", e.node},
                       {"card", e.card},
                       {"owner", e.owner},
                       {"color", std::string(color_name(e.color))},
                       {"value", e.value},
                       {"marks", e.marks}});
  return out;
}

std::vector<Entity> entities_from_json(const json& j, const std::string& where) {
  std::vector<Entity> out;
  require_array(j, where);
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string w = child(where, i);
    only_keys(require_object(j[i], w), w, {"kind", "node", "card", "owner", "color", "value", "marks"});
    Entity e;
    e.kind = parse_name(field(j[i], "kind", w), child(w, "kind"), kEntityKinds, entity_name);
    e.node = field_int(j[i], "node", w);
    e.card = field_int(j[i], "card", w);
    e.owner = field_int(j[i], "owner", w);
    e.color = as_die_color(field(j[i], "color", w), child(w, "color"));
    e.value = field_int(j[i], "value", w);
    e.marks = field_int(j[i], "marks", w);
    out.push_back(e);
  }
  return out;
}

EndReason end_reason_from_json(const json& j, const std::string& where) {
  return parse_name(j, where, kEndReasons, end_reason_name);
}

}  // namespace hs
