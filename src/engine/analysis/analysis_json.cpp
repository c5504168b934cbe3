// The review as JSON ("highscore-analysis", version 1): written beside a save so the app opens it at
// once, and read back with every field checked (a damaged file names the field at fault).
#include <nlohmann/json.hpp>

#include "highscore/analysis.hpp"
#include "highscore/save.hpp"

namespace hs {

namespace {

constexpr const char* kAnalysisFormat = "highscore-analysis";
constexpr int kAnalysisVersion = 1;

nlohmann::json analysis_action_json(const Action& a) { return action_to_json(a); }

// Reading: a failure throws this, caught once at the top with the path it names.
struct BadAnalysisField {
  std::string where, what;
};

const nlohmann::json& analysis_field(const nlohmann::json& j, const char* key, const std::string& where) {
  if (!j.is_object() || !j.contains(key)) throw BadAnalysisField{where, std::string("missing \"") + key + "\""};
  return j.at(key);
}
double analysis_number(const nlohmann::json& j, const char* key, const std::string& where) {
  const auto& v = analysis_field(j, key, where);
  if (!v.is_number()) throw BadAnalysisField{where + "/" + key, "not a number"};
  return v.get<double>();
}
long long analysis_whole(const nlohmann::json& j, const char* key, const std::string& where) {
  const auto& v = analysis_field(j, key, where);
  if (!v.is_number_integer()) throw BadAnalysisField{where + "/" + key, "not a whole number"};
  return v.get<long long>();
}
std::string analysis_text(const nlohmann::json& j, const char* key, const std::string& where) {
  const auto& v = analysis_field(j, key, where);
  if (!v.is_string()) throw BadAnalysisField{where + "/" + key, "not a string"};
  return v.get<std::string>();
}
Action analysis_action(const nlohmann::json& j, const char* key, const std::string& where) {
  auto a = action_from_json(analysis_field(j, key, where));
  if (!a) throw BadAnalysisField{where + "/" + key, a.refusal().reason};
  return a.value();
}
const nlohmann::json& analysis_list(const nlohmann::json& j, const char* key, const std::string& where) {
  const auto& v = analysis_field(j, key, where);
  if (!v.is_array()) throw BadAnalysisField{where + "/" + key, "not a list"};
  return v;
}
MoveLabel analysis_label_named(const std::string& name, const std::string& where) {
  for (MoveLabel l : {MoveLabel::Fine, MoveLabel::Inaccuracy, MoveLabel::Mistake, MoveLabel::Blunder})
    if (label_name(l) == name) return l;
  throw BadAnalysisField{where, "unknown label \"" + name + "\""};
}
DecisionKind decision_kind_named(const std::string& name, const std::string& where) {
  for (int k = 0; k <= static_cast<int>(DecisionKind::Finished); ++k)
    if (decision_name(static_cast<DecisionKind>(k)) == name) return static_cast<DecisionKind>(k);
  throw BadAnalysisField{where, "unknown decision kind \"" + name + "\""};
}
std::size_t analysis_index(const nlohmann::json& j, const char* key, const std::string& where) {
  const long long v = analysis_whole(j, key, where);
  if (v < 0) throw BadAnalysisField{where + "/" + key, "negative"};
  return static_cast<std::size_t>(v);
}

}  // namespace

nlohmann::json analysis_to_json(const GameAnalysis& a) {
  nlohmann::json decisions = nlohmann::json::array(), rolls = nlohmann::json::array(), totals = nlohmann::json::array();
  for (const DecisionReview& d : a.decisions) {
    nlohmann::json actions = nlohmann::json::array();
    for (const ActionChance& c : d.actions)
      actions.push_back({{"action", analysis_action_json(c.action)}, {"text", describe(c.action)}, {"chance", c.chance}, {"worlds", c.worlds}});
    decisions.push_back({{"action_index", d.action_index}, {"seat", d.seat}, {"round", d.round},
                         {"kind", std::string(decision_name(d.kind))}, {"played", analysis_action_json(d.played)},
                         {"played_text", describe(d.played)}, {"best", analysis_action_json(d.best)}, {"best_text", describe(d.best)},
                         {"played_chance", d.played_chance}, {"best_chance", d.best_chance}, {"chance_lost", d.chance_lost},
                         {"label", std::string(label_name(d.label))}, {"actions", actions}});
  }
  for (const RollLuck& r : a.rolls)
    rolls.push_back({{"action_index", r.action_index}, {"seat", r.seat}, {"round", r.round}, {"action", analysis_action_json(r.action)},
                     {"text", describe(r.action)}, {"expected", r.expected}, {"after", r.after}, {"luck", r.luck}});
  for (const SeatTotals& t : a.totals)
    totals.push_back({{"seat", t.seat}, {"decisions", t.decisions}, {"inaccuracies", t.inaccuracies}, {"mistakes", t.mistakes},
                      {"blunders", t.blunders}, {"skill", t.skill}, {"luck", t.luck}, {"mean_loss", t.mean_loss},
                      {"rating", t.rating}, {"rolls", t.rolls}});
  return {{"format", kAnalysisFormat},
          {"version", kAnalysisVersion},
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
    if (analysis_text(j, "format", "") != kAnalysisFormat) throw BadAnalysisField{"/format", "not a game analysis"};
    if (analysis_whole(j, "version", "") != kAnalysisVersion) throw BadAnalysisField{"/version", "version " + analysis_field(j, "version", "").dump() + " is not 1"};
    GameAnalysis a;
    a.save_hash = analysis_text(j, "save_hash", "");
    a.content_id = analysis_text(j, "content_id", "");
    a.actions = analysis_index(j, "actions", "");
    const auto& b = analysis_field(j, "budget", "");
    a.budget.worlds = static_cast<int>(analysis_whole(b, "worlds", "/budget"));
    a.budget.keep = static_cast<int>(analysis_whole(b, "keep", "/budget"));
    const auto& seed = analysis_field(b, "seed", "/budget");
    if (!seed.is_number_unsigned()) throw BadAnalysisField{"/budget/seed", "not a whole number"};
    a.budget.seed = seed.get<std::uint64_t>();
    const auto& complete = analysis_field(j, "complete", "");
    if (!complete.is_boolean()) throw BadAnalysisField{"/complete", "not true or false"};
    a.complete = complete.get<bool>();
    for (const auto& s : analysis_list(j, "seats", "")) {
      if (!s.is_number_integer()) throw BadAnalysisField{"/seats", "a seat is not a whole number"};
      a.seats.push_back(s.get<int>());
    }
    const auto& decisions = analysis_list(j, "decisions", "");
    for (std::size_t i = 0; i < decisions.size(); ++i) {
      const std::string at = "/decisions/" + std::to_string(i);
      const auto& d = decisions[i];
      DecisionReview r;
      r.action_index = analysis_index(d, "action_index", at);
      r.seat = static_cast<int>(analysis_whole(d, "seat", at));
      r.round = static_cast<int>(analysis_whole(d, "round", at));
      r.kind = decision_kind_named(analysis_text(d, "kind", at), at + "/kind");
      r.played = analysis_action(d, "played", at);
      r.best = analysis_action(d, "best", at);
      r.played_chance = analysis_number(d, "played_chance", at);
      r.best_chance = analysis_number(d, "best_chance", at);
      r.chance_lost = analysis_number(d, "chance_lost", at);
      r.label = analysis_label_named(analysis_text(d, "label", at), at + "/label");
      const auto& actions = analysis_list(d, "actions", at);
      for (std::size_t k = 0; k < actions.size(); ++k) {
        const std::string ak = at + "/actions/" + std::to_string(k);
        r.actions.push_back(ActionChance{analysis_action(actions[k], "action", ak), analysis_number(actions[k], "chance", ak),
                                         static_cast<int>(analysis_whole(actions[k], "worlds", ak))});
      }
      a.decisions.push_back(std::move(r));
    }
    const auto& rolls = analysis_list(j, "rolls", "");
    for (std::size_t i = 0; i < rolls.size(); ++i) {
      const std::string at = "/rolls/" + std::to_string(i);
      RollLuck r;
      r.action_index = analysis_index(rolls[i], "action_index", at);
      r.seat = static_cast<int>(analysis_whole(rolls[i], "seat", at));
      r.round = static_cast<int>(analysis_whole(rolls[i], "round", at));
      r.action = analysis_action(rolls[i], "action", at);
      r.expected = analysis_number(rolls[i], "expected", at);
      r.after = analysis_number(rolls[i], "after", at);
      r.luck = analysis_number(rolls[i], "luck", at);
      a.rolls.push_back(std::move(r));
    }
    const auto& totals = analysis_list(j, "totals", "");
    for (std::size_t i = 0; i < totals.size(); ++i) {
      const std::string at = "/totals/" + std::to_string(i);
      const auto& t = totals[i];
      SeatTotals s;
      s.seat = static_cast<int>(analysis_whole(t, "seat", at));
      s.decisions = static_cast<int>(analysis_whole(t, "decisions", at));
      s.inaccuracies = static_cast<int>(analysis_whole(t, "inaccuracies", at));
      s.mistakes = static_cast<int>(analysis_whole(t, "mistakes", at));
      s.blunders = static_cast<int>(analysis_whole(t, "blunders", at));
      s.skill = analysis_number(t, "skill", at);
      s.luck = analysis_number(t, "luck", at);
      s.mean_loss = analysis_number(t, "mean_loss", at);
      s.rating = analysis_text(t, "rating", at);
      s.rolls = static_cast<int>(analysis_whole(t, "rolls", at));
      a.totals.push_back(std::move(s));
    }
    return a;
  } catch (const BadAnalysisField& bad) {
    return Refusal{"", "analysis " + (bad.where.empty() ? std::string("/") : bad.where) + ": " + bad.what};
  } catch (const nlohmann::json::exception& e) {
    return Refusal{"", std::string("analysis: ") + e.what()};
  }
}

}  // namespace hs
