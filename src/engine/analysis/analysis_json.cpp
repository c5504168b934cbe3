// The review as JSON ("highscore-analysis", version 1): written beside a save so the app opens it at
// once, and read back with every field checked (a damaged file names the field at fault).
#include <nlohmann/json.hpp>

#include "highscore/analysis.hpp"
#include "highscore/save.hpp"

namespace hs {

namespace {

constexpr const char* kFormat = "highscore-analysis";
constexpr int kVersion = 1;

nlohmann::json action_json(const Action& a) { return action_to_json(a); }

// Reading: a failure throws this, caught once at the top with the path it names.
struct Bad {
  std::string where, what;
};

const nlohmann::json& field(const nlohmann::json& j, const char* key, const std::string& where) {
  if (!j.is_object() || !j.contains(key)) throw Bad{where, std::string("missing \"") + key + "\""};
  return j.at(key);
}
double number(const nlohmann::json& j, const char* key, const std::string& where) {
  const auto& v = field(j, key, where);
  if (!v.is_number()) throw Bad{where + "/" + key, "not a number"};
  return v.get<double>();
}
long long whole(const nlohmann::json& j, const char* key, const std::string& where) {
  const auto& v = field(j, key, where);
  if (!v.is_number_integer()) throw Bad{where + "/" + key, "not a whole number"};
  return v.get<long long>();
}
std::string text(const nlohmann::json& j, const char* key, const std::string& where) {
  const auto& v = field(j, key, where);
  if (!v.is_string()) throw Bad{where + "/" + key, "not a string"};
  return v.get<std::string>();
}
Action action(const nlohmann::json& j, const char* key, const std::string& where) {
  auto a = action_from_json(field(j, key, where));
  if (!a) throw Bad{where + "/" + key, a.refusal().reason};
  return a.value();
}
const nlohmann::json& list(const nlohmann::json& j, const char* key, const std::string& where) {
  const auto& v = field(j, key, where);
  if (!v.is_array()) throw Bad{where + "/" + key, "not a list"};
  return v;
}
MoveLabel label_named(const std::string& name, const std::string& where) {
  for (MoveLabel l : {MoveLabel::Fine, MoveLabel::Inaccuracy, MoveLabel::Mistake, MoveLabel::Blunder})
    if (label_name(l) == name) return l;
  throw Bad{where, "unknown label \"" + name + "\""};
}
DecisionKind kind_named(const std::string& name, const std::string& where) {
  for (int k = 0; k <= static_cast<int>(DecisionKind::Finished); ++k)
    if (decision_name(static_cast<DecisionKind>(k)) == name) return static_cast<DecisionKind>(k);
  throw Bad{where, "unknown decision kind \"" + name + "\""};
}
std::size_t index(const nlohmann::json& j, const char* key, const std::string& where) {
  const long long v = whole(j, key, where);
  if (v < 0) throw Bad{where + "/" + key, "negative"};
  return static_cast<std::size_t>(v);
}

}  // namespace

nlohmann::json analysis_to_json(const GameAnalysis& a) {
  nlohmann::json decisions = nlohmann::json::array(), rolls = nlohmann::json::array(), totals = nlohmann::json::array();
  for (const DecisionReview& d : a.decisions) {
    nlohmann::json actions = nlohmann::json::array();
    for (const ActionChance& c : d.actions)
      actions.push_back({{"action", action_json(c.action)}, {"text", describe(c.action)}, {"chance", c.chance}, {"worlds", c.worlds}});
    decisions.push_back({{"action_index", d.action_index}, {"seat", d.seat}, {"round", d.round},
                         {"kind", std::string(decision_name(d.kind))}, {"played", action_json(d.played)},
                         {"played_text", describe(d.played)}, {"best", action_json(d.best)}, {"best_text", describe(d.best)},
                         {"played_chance", d.played_chance}, {"best_chance", d.best_chance}, {"chance_lost", d.chance_lost},
                         {"label", std::string(label_name(d.label))}, {"actions", actions}});
  }
  for (const RollLuck& r : a.rolls)
    rolls.push_back({{"action_index", r.action_index}, {"seat", r.seat}, {"round", r.round}, {"action", action_json(r.action)},
                     {"text", describe(r.action)}, {"expected", r.expected}, {"after", r.after}, {"luck", r.luck}});
  for (const SeatTotals& t : a.totals)
    totals.push_back({{"seat", t.seat}, {"decisions", t.decisions}, {"inaccuracies", t.inaccuracies}, {"mistakes", t.mistakes},
                      {"blunders", t.blunders}, {"skill", t.skill}, {"luck", t.luck}, {"mean_loss", t.mean_loss},
                      {"rating", t.rating}, {"rolls", t.rolls}});
  return {{"format", kFormat},
          {"version", kVersion},
          {"save_hash", a.save_hash},
          {"content_id", a.content_id},
          {"actions", a.actions},
          {"budget", {{"worlds", a.budget.worlds}, {"keep", a.budget.keep}, {"seed", a.budget.seed}}},
          {"thresholds", {{"inaccuracy", kInaccuracyLoss}, {"mistake", kMistakeLoss}, {"blunder", kBlunderLoss}, {"noise_z", kNoiseZ}}},
          {"complete", a.complete},
          {"seats", a.seats},
          {"decisions", decisions},
          {"rolls", rolls},
          {"totals", totals}};
}

Result<GameAnalysis> analysis_from_json(const nlohmann::json& j) {
  try {
    if (text(j, "format", "") != kFormat) throw Bad{"/format", "not a game analysis"};
    if (whole(j, "version", "") != kVersion) throw Bad{"/version", "version " + field(j, "version", "").dump() + " is not 1"};
    GameAnalysis a;
    a.save_hash = text(j, "save_hash", "");
    a.content_id = text(j, "content_id", "");
    a.actions = index(j, "actions", "");
    const auto& b = field(j, "budget", "");
    a.budget.worlds = static_cast<int>(whole(b, "worlds", "/budget"));
    a.budget.keep = static_cast<int>(whole(b, "keep", "/budget"));
    const auto& seed = field(b, "seed", "/budget");
    if (!seed.is_number_unsigned()) throw Bad{"/budget/seed", "not a whole number"};
    a.budget.seed = seed.get<std::uint64_t>();
    const auto& complete = field(j, "complete", "");
    if (!complete.is_boolean()) throw Bad{"/complete", "not true or false"};
    a.complete = complete.get<bool>();
    for (const auto& s : list(j, "seats", "")) {
      if (!s.is_number_integer()) throw Bad{"/seats", "a seat is not a whole number"};
      a.seats.push_back(s.get<int>());
    }
    const auto& decisions = list(j, "decisions", "");
    for (std::size_t i = 0; i < decisions.size(); ++i) {
      const std::string at = "/decisions/" + std::to_string(i);
      const auto& d = decisions[i];
      DecisionReview r;
      r.action_index = index(d, "action_index", at);
      r.seat = static_cast<int>(whole(d, "seat", at));
      r.round = static_cast<int>(whole(d, "round", at));
      r.kind = kind_named(text(d, "kind", at), at + "/kind");
      r.played = action(d, "played", at);
      r.best = action(d, "best", at);
      r.played_chance = number(d, "played_chance", at);
      r.best_chance = number(d, "best_chance", at);
      r.chance_lost = number(d, "chance_lost", at);
      r.label = label_named(text(d, "label", at), at + "/label");
      const auto& actions = list(d, "actions", at);
      for (std::size_t k = 0; k < actions.size(); ++k) {
        const std::string ak = at + "/actions/" + std::to_string(k);
        r.actions.push_back(ActionChance{action(actions[k], "action", ak), number(actions[k], "chance", ak),
                                         static_cast<int>(whole(actions[k], "worlds", ak))});
      }
      a.decisions.push_back(std::move(r));
    }
    const auto& rolls = list(j, "rolls", "");
    for (std::size_t i = 0; i < rolls.size(); ++i) {
      const std::string at = "/rolls/" + std::to_string(i);
      RollLuck r;
      r.action_index = index(rolls[i], "action_index", at);
      r.seat = static_cast<int>(whole(rolls[i], "seat", at));
      r.round = static_cast<int>(whole(rolls[i], "round", at));
      r.action = action(rolls[i], "action", at);
      r.expected = number(rolls[i], "expected", at);
      r.after = number(rolls[i], "after", at);
      r.luck = number(rolls[i], "luck", at);
      a.rolls.push_back(std::move(r));
    }
    const auto& totals = list(j, "totals", "");
    for (std::size_t i = 0; i < totals.size(); ++i) {
      const std::string at = "/totals/" + std::to_string(i);
      const auto& t = totals[i];
      SeatTotals s;
      s.seat = static_cast<int>(whole(t, "seat", at));
      s.decisions = static_cast<int>(whole(t, "decisions", at));
      s.inaccuracies = static_cast<int>(whole(t, "inaccuracies", at));
      s.mistakes = static_cast<int>(whole(t, "mistakes", at));
      s.blunders = static_cast<int>(whole(t, "blunders", at));
      s.skill = number(t, "skill", at);
      s.luck = number(t, "luck", at);
      s.mean_loss = number(t, "mean_loss", at);
      s.rating = text(t, "rating", at);
      s.rolls = static_cast<int>(whole(t, "rolls", at));
      a.totals.push_back(std::move(s));
    }
    return a;
  } catch (const Bad& bad) {
    return Refusal{"", "analysis " + (bad.where.empty() ? std::string("/") : bad.where) + ": " + bad.what};
  } catch (const nlohmann::json::exception& e) {
    return Refusal{"", std::string("analysis: ") + e.what()};
  }
}

}  // namespace hs
