// Loading the tutorial script, building its game, and matching clicks against its steps.
#include "app/teach/tutorial/tutorial.hpp"

#include "app/teach/tutorial/lesson_words.hpp"
#include "highscore/text_file.hpp"

#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

namespace hs::app {

namespace {

const std::vector<std::string>& step_kinds() {
  static const std::vector<std::string> k{"read", "option", "pick", "roll", "reroll", "ability", "item", "resolve", "rest",
                                          "optional", "skip_optional", "move_on", "branch", "buy", "heal", "leave",
                                          "fight", "dodge", "node", "player", "poison", "expert", "react"};
  return k;
}

// The engine action a finishing click of the step applies; nullopt for "read" and "pick".
std::optional<Action> step_action(const TutorialStep& s) {
  const std::string& k = s.kind;
  if (k == "option") return ChooseOption{s.value};
  if (k == "reroll") return RerollWithGem{s.die};
  if (k == "ability") return UseAbility{s.die, Color::Any};
  if (k == "item") return UseItem{s.value, s.die, Color::Any};
  if (k == "resolve") return Resolve{};
  if (k == "rest") return Rest{};
  if (k == "optional") return AttemptOptional{};
  if (k == "skip_optional") return SkipOptional{};
  if (k == "move_on") return MoveOn{};
  if (k == "branch") return ChooseBranch{s.value};
  if (k == "buy") return Buy{s.value, s.trade_in};
  if (k == "heal") return Heal{s.value};
  if (k == "leave") return LeaveShop{};
  if (k == "fight") return Fight{s.value};
  if (k == "dodge") return Dodge{s.value};
  if (k == "node") return ChooseNode{s.value};
  if (k == "player") return ChoosePlayer{s.value};
  if (k == "poison") return SplitPoison{s.lives};
  if (k == "expert") return UseExpert{s.value};
  if (k == "react") return React{s.value != 0, s.react_color};
  return std::nullopt;
}

Text read_text(const nlohmann::json& j, const std::string& where, std::vector<std::string>& errors) {
  Text t;
  if (!j.is_object() || !j.contains("en") || !j.contains("es") || !j["en"].is_string() || !j["es"].is_string() ||
      j["en"].get<std::string>().empty() || j["es"].get<std::string>().empty()) {
    errors.push_back(where + ": needs non-empty \"en\" and \"es\" texts");
    return t;
  }
  t.en = j["en"];
  t.es = j["es"];
  return t;
}

// Both languages of a lesson text with their placeholders filled from the content.
Text lesson_text(Text t, const std::string& where, const Content& content, const StringTable& words,
                 std::vector<std::string>& errors) {
  for (const char* lang : {"en", "es"}) {
    StringTable in = words;
    in.set_language(lang);
    std::string& s = std::string(lang) == "es" ? t.es : t.en;
    std::string error;
    s = fill_lesson_text(s, content, in, error);
    if (!error.empty()) errors.push_back(where + "/" + lang + ": " + error);
  }
  return t;
}

}  // namespace

TutorialLoad parse_tutorial(const std::string& json_text, const std::string& file, const Content& content,
                            const StringTable& words) {
  TutorialLoad out;
  auto& errors = out.errors;
  auto parsed = parse_json_text(json_text);  // NUL bytes and deep nesting refused before the parse
  if (!parsed) {
    errors.push_back(file + ": not valid JSON (" + parsed.refusal().reason + ")");
    return out;
  }
  const nlohmann::json& j = parsed.value();
  TutorialScript s;
  try {
    s.character = j.at("character").get<std::string>();
    if (content.character_index(s.character) < 0) errors.push_back(file + ": /character: no hero called \"" + s.character + "\"");
    s.mode = j.value("mode", "standard");
    if (!parse_mode(s.mode)) errors.push_back(file + ": /mode: no mode called \"" + s.mode + "\"");
    s.fourth_level = j.value("fourth_level", false);
    s.expert = j.value("expert", false);
    s.exploration = j.value("exploration", false);
    s.coop_map = j.value("coop_map", "");
    if (j.contains("others")) s.others = j["others"].get<std::vector<std::string>>();
    for (const auto& id : s.others)
      if (content.character_index(id) < 0) errors.push_back(file + ": /others: no hero called \"" + id + "\"");
    if (j.contains("node")) s.node = j["node"].get<int>();
    if (j.contains("lives")) s.lives = j["lives"].get<int>();
    if (j.contains("stacked")) s.stacked = j["stacked"].get<std::map<std::string, std::vector<std::string>>>();
    s.dice = j.at("dice").get<std::vector<int>>();
    if (j.contains("items")) s.items = j["items"].get<std::vector<std::string>>();
    for (const auto& id : s.items)
      if (content.equipment_index(id) < 0) errors.push_back(file + ": /items: no equipment called \"" + id + "\"");
    s.coins = j.value("coins", 1);
    s.gems = j.value("gems", 1);
    const auto& lessons = j.at("lessons");
    for (std::size_t li = 0; li < lessons.size(); ++li) {
      const auto& lj = lessons[li];
      const std::string lw = file + ": /lessons/" + std::to_string(li);
      TutorialLesson l;
      l.id = lj.at("id").get<std::string>();
      l.title = read_text(lj.at("title"), lw + "/title", errors);
      if (lj.contains("teaches")) l.teaches = read_text(lj["teaches"], lw + "/teaches", errors);
      if (lj.contains("recap")) l.recap = lesson_text(read_text(lj["recap"], lw + "/recap", errors), lw + "/recap", content, words, errors);
      l.end_decision = lj.at("end").at("decision").get<std::string>();
      l.end_level = lj.at("end").value("level", 0);
      const auto& steps = lj.at("steps");
      for (std::size_t si = 0; si < steps.size(); ++si) {
        const auto& sj = steps[si];
        const std::string sw = lw + "/steps/" + std::to_string(si);
        TutorialStep st;
        st.kind = sj.at("do").get<std::string>();
        bool known = false;
        for (const auto& k : step_kinds()) known = known || k == st.kind;
        if (!known) errors.push_back(sw + "/do: unknown step \"" + st.kind + "\"");
        // A fight, dodge or move without "value" takes whichever the table offers (-1).
        const bool any_target = st.kind == "fight" || st.kind == "dodge" || st.kind == "node" || st.kind == "expert";
        st.value = sj.value("value", any_target ? -1 : 0);
        st.die = sj.value("die", -1);
        st.trade_in = sj.value("trade_in", -1);
        if (sj.contains("lives")) st.lives = sj["lives"].get<std::vector<int>>();
        if (sj.contains("color")) {
          auto c = parse_color(sj["color"].get<std::string>());
          if (!c || *c == Color::Any) errors.push_back(sw + "/color: a die colour (red, blue, yellow, black)");
          else st.color = st.react_color = *c;
        }
        st.text = lesson_text(read_text(sj.at("text"), sw + "/text", errors), sw + "/text", content, words, errors);
        st.rule = sj.value("rule", "");
        l.steps.push_back(std::move(st));
      }
      if (l.steps.empty()) errors.push_back(lw + "/steps: a lesson needs steps");
      s.lessons.push_back(std::move(l));
    }
  } catch (const std::exception& e) {
    errors.push_back(file + ": " + json_error_in_words(e));
  }
  if (errors.empty()) out.script = std::move(s);
  return out;
}

TutorialLoad load_tutorial_file(const std::string& path, const Content& content, const StringTable& words) {
  auto text = read_text_file(path);
  if (!text) return TutorialLoad{std::nullopt, {text.refusal().reason}};
  TutorialLoad out = parse_tutorial(text.value(), path, content, words);
  if (out.script) {
    const auto slash = path.find_last_of('/');
    std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    if (name.size() > 5 && name.ends_with(".json")) name.resize(name.size() - 5);
    out.script->id = name;
  }
  return out;
}

TutorialsLoad load_tutorials(const std::string& data_dir, const Content& content, const StringTable& words) {
  TutorialsLoad out;
  const std::string index = data_dir + "/tutorial/lessons.json";
  auto read = read_json_text_file(index);
  if (!read) return TutorialsLoad{{}, {read.refusal().reason}};
  std::vector<std::string> files;
  const nlohmann::json& j = read.value();
  if (!j.is_object() || !j.contains("files") || !j["files"].is_array())
    return TutorialsLoad{{}, {index + ": /files: expected a list of lesson file names"}};
  for (std::size_t i = 0; i < j["files"].size(); ++i) {
    if (!j["files"][i].is_string())
      return TutorialsLoad{{}, {index + ": /files/" + std::to_string(i) + ": expected a file name"}};
    files.push_back(j["files"][i].get<std::string>());
  }
  for (const auto& f : files) {
    TutorialLoad one = load_tutorial_file(data_dir + "/tutorial/" + f, content, words);
    if (one.script) out.scripts.push_back(std::move(*one.script));
    for (auto& e : one.errors) out.errors.push_back(std::move(e));
  }
  return out;
}

std::vector<LessonRef> lesson_list(const std::vector<TutorialScript>& scripts) {
  std::vector<LessonRef> out;
  for (std::size_t s = 0; s < scripts.size(); ++s)
    for (std::size_t l = 0; l < scripts[s].lessons.size(); ++l)
      out.push_back({static_cast<int>(s), static_cast<int>(l), scripts[s].id + "/" + scripts[s].lessons[l].id});
  return out;
}

Result<std::unique_ptr<Session>> tutorial_session(const Content& content, const TutorialScript& script) {
  GameOptions o;
  o.mode = parse_mode(script.mode).value_or(Mode::Standard);
  o.fourth_level = script.fourth_level;
  o.expert = script.expert;
  o.exploration = script.exploration;
  o.coop_map = script.coop_map;
  o.characters = {script.character};
  for (const auto& other : script.others) o.characters.push_back(other);
  o.players = static_cast<int>(o.characters.size());
  o.first_player = 0;
  o.stacked = script.stacked;
  o.scripted_dice = script.dice;
  // The hero's starting kit is part of the options, so undo, saves and replays keep it.
  SeatStart hero;
  hero.coins = script.coins;
  hero.gems = script.gems;
  hero.items = script.items;
  hero.node = script.node;
  hero.lives = script.lives;
  o.start.seats = {hero};
  return Session::start(content, o, 1, std::vector<Seat>(static_cast<std::size_t>(o.players), Seat{}));
}

bool step_completes(const TutorialStep& step, const HitRegion& r, const TableUi& ui) {
  // R9.8: the split is put together on the panel, then confirmed.
  if (step.kind == "poison") return r.kind == HitKind::SplitConfirm && ui.poison_split == step.lives;
  if (step.kind == "pick") return r.kind == HitKind::PoolDie && r.value == static_cast<int>(step.color);
  if (step.kind == "roll") return r.kind == HitKind::Action && std::holds_alternative<RollDice>(r.action);
  if (step.value < 0 && r.kind == HitKind::Action) {
    if (step.kind == "fight") return std::holds_alternative<Fight>(r.action);
    if (step.kind == "dodge") return std::holds_alternative<Dodge>(r.action);
    if (step.kind == "node") return std::holds_alternative<ChooseNode>(r.action);
    if (step.kind == "expert") return std::holds_alternative<UseExpert>(r.action);
  }
  const auto a = step_action(step);
  return a && r.kind == HitKind::Action && r.action == *a;
}

bool step_accepts(const TutorialStep& step, const HitRegion& r, const TableUi& ui) {
  if (step_completes(step, r, ui)) return true;
  if (step.kind == "poison") {  // a share moved towards the step's split
    const auto seat = static_cast<std::size_t>(std::max(r.value, 0));
    if (seat >= step.lives.size() || seat >= ui.poison_split.size()) return false;
    if (r.kind == HitKind::SplitMore) return ui.poison_split[seat] < step.lives[seat];
    if (r.kind == HitKind::SplitLess) return ui.poison_split[seat] > step.lives[seat];
    return false;
  }
  // The chip of an item or ability with several uses opens them; that is the way to the step.
  if (step.kind == "ability") return r.kind == HitKind::AimAbility;
  if (step.kind == "item") return r.kind == HitKind::AimItem && r.value == step.value;
  return false;
}

void guide_layout(const TutorialStep* step, TableLayout& L, const TableUi& ui) {
  const HitRegion* target = step ? step_target(*step, L, ui) : nullptr;
  if (target) L.guided = target->part;
  else L.guided.reset();
}

const HitRegion* step_target(const TutorialStep& step, const TableLayout& L, const TableUi& ui) {
  const HitRegion* way = nullptr;
  for (const HitRegion& r : L.regions) {
    if (step_completes(step, r, ui)) return &r;
    if (!way && step_accepts(step, r, ui)) way = &r;
  }
  return way;
}

std::string play_step(const TutorialStep& step, Session& session, TableUi& ui) {
  if (step.kind == "read") return "";
  for (int clicks = 0; clicks < 8; ++clicks) {  // a few ways-there (item uses, poison shares), then the click
    settle_ui(session.game(), ui);
    const TableLayout L = layout_table(session.game(), ui, 1280, 720, session.human_to_act());
    const HitRegion* target = step_target(step, L, ui);
    if (!target) return "step \"" + step.kind + "\": nothing to click for it on the table";
    const HitRegion region = *target;
    const bool done = step_completes(step, region, ui);
    const auto action = activate(session.game(), ui, region);
    if (action) {
      auto r = session.apply(*action);
      if (!r) return "step \"" + step.kind + "\": refused (" + r.refusal().rule + "): " + r.refusal().reason;
      if (std::holds_alternative<RollDice>(*action)) ui.selection = DiceCounts{};
      ui.aiming_item = -2;
    }
    if (done) return "";
  }
  return "step \"" + step.kind + "\": its target never appeared";
}

Result<std::unique_ptr<Session>> tutorial_at(const Content& content, const TutorialScript& script, int lesson, int step,
                                             TableUi& ui) {
  auto s = tutorial_session(content, script);
  if (!s) return s;
  ui = TableUi{};
  for (int l = 0; l <= lesson && l < static_cast<int>(script.lessons.size()); ++l) {
    const auto& steps = script.lessons[static_cast<std::size_t>(l)].steps;
    const int upto = l < lesson ? static_cast<int>(steps.size()) : std::min(step, static_cast<int>(steps.size()));
    for (int k = 0; k < upto; ++k)
      if (std::string err = play_step(steps[static_cast<std::size_t>(k)], *s.value(), ui); !err.empty())
        return Refusal{"", "lesson " + std::to_string(l + 1) + ", step " + std::to_string(k + 1) + ": " + err};
  }
  return s;
}

}  // namespace hs::app
