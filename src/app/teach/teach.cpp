// Learning features' plumbing: loading the rules texts and preferences, routing events (F1,
// right-click inspect, the rules screen's typing), explaining refused clicks, and the --scene hooks.
#include "app/teach/teach.hpp"
#include "highscore/text_file.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "app/text/action_text.hpp"
#include "app/teach/coach/coach.hpp"
#include "app/teach/coach/hint_list.hpp"
#include "app/audio/app_sound.hpp"
#include "app/shell/app.hpp"
#include "app/table/input/table_input.hpp"
#include "app/screens/rules/rules_screen.hpp"
#include "app/teach/teach_overlay.hpp"
#include "app/platform/file_safety.hpp"
#include "app/teach/tutorial/tutorial_run.hpp"

namespace hs::app {


std::string learning_path() { return config_dir() + "/learning.json"; }

LearningPrefs load_learning(const std::string& path, std::string* warning) {
  LearningPrefs p;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return p;  // never opened to ask: a FIFO would block
  // Each value the app would not have written is skipped and the others kept; the file is then moved
  // aside (.damaged), as settings are, so the next save does not overwrite what could not be read.
  std::string wrong;
  auto damaged = [&](const std::string& why) {
    if (wrong.empty()) wrong = why;
  };
  auto read = read_json_text_file(path, 1 << 16);  // size, NUL, depth and pipes refused
  const nlohmann::json j = read ? read.value() : nlohmann::json::object();
  if (!read) damaged(read.refusal().reason);
  else if (!j.is_object()) damaged(path + ": expected an object, found " + std::string(j.type_name()));
  auto text_at = [&](const nlohmann::json& o, const char* key, std::string& out, const std::string& where) {
    if (!o.contains(key)) return;
    if (o[key].is_string()) out = o[key].get<std::string>();
    else damaged(path + ": " + where + key + ": expected text");
  };
  auto count_at = [&](const nlohmann::json& o, const char* key, int& out, const std::string& where) {
    if (!o.contains(key)) return;
    if (o[key].is_number_integer() && o[key].get<long long>() >= 0 && o[key].get<long long>() <= 1000000)
      out = o[key].get<int>();
    else damaged(path + ": " + where + key + ": expected a count");
  };
  auto flag_at = [&](const nlohmann::json& o, const char* key, bool& out, const std::string& where) {
    if (!o.contains(key)) return;
    if (o[key].is_boolean()) out = o[key].get<bool>();
    else damaged(path + ": " + where + key + ": expected true or false");
  };
  if (j.is_object()) {
    std::string coach = p.coach;
    text_at(j, "coach", coach, "/");
    if (coach == "on" || coach == "off" || coach == "auto") p.coach = coach;
    else damaged(path + ": /coach: expected on, off or auto");
    count_at(j, "games_finished", p.games_finished, "/");
    if (j.contains("tutorial") && !j["tutorial"].is_object()) damaged(path + ": /tutorial: expected an object");
    if (j.contains("tutorial") && j["tutorial"].is_object()) {
      const auto& t = j["tutorial"];
      if (t.contains("lessons") && !t["lessons"].is_object()) damaged(path + ": /tutorial/lessons: expected an object");
      if (t.contains("lessons") && t["lessons"].is_object())
        for (const auto& [key, v] : t["lessons"].items()) {
          const std::string where = "/tutorial/lessons/" + key + "/";
          if (!v.is_object()) {
            damaged(path + ": " + where + ": expected an object");
            continue;
          }
          LessonProgress progress;
          count_at(v, "step", progress.step, where);
          flag_at(v, "done", progress.done, where);
          p.lessons[key] = progress;
        }
      text_at(t, "last", p.last_lesson, "/tutorial/");
      if (t.contains("intros_seen")) {  // the modes that introduced themselves once
        if (!t["intros_seen"].is_array()) damaged(path + ": /tutorial/intros_seen: expected a list");
        else
          for (const auto& m : t["intros_seen"])
            if (m.is_string()) p.intros_seen.insert(m.get<std::string>());
            else damaged(path + ": /tutorial/intros_seen: expected mode names");
      }
      if (t.contains("abilities_seen")) {  // the heroes whose ability introduced itself once
        if (!t["abilities_seen"].is_array()) damaged(path + ": /tutorial/abilities_seen: expected a list");
        else
          for (const auto& h : t["abilities_seen"])
            if (h.is_string()) p.abilities_seen.insert(h.get<std::string>());
            else damaged(path + ": /tutorial/abilities_seen: expected hero names");
      }
      if (t.contains("lesson") && t["lesson"].is_number_integer()) {  // the older one-position format
        count_at(t, "lesson", p.legacy_lesson, "/tutorial/");
        count_at(t, "step", p.legacy_step, "/tutorial/");
        flag_at(t, "done", p.legacy_done, "/tutorial/");
      }
    }
  }
  if (!wrong.empty()) {
    const auto moved = move_aside(path, "damaged");
    if (warning) *warning = wrong + (moved ? "; the file is kept as " + *moved + " and the values that could be read are used" : "");
  }
  return p;
}

std::optional<std::string> save_learning(const LearningPrefs& p, const std::string& path) {
  nlohmann::json lessons = nlohmann::json::object();
  for (const auto& [key, v] : p.lessons) lessons[key] = {{"step", v.step}, {"done", v.done}};
  nlohmann::json j{{"coach", p.coach}, {"games_finished", p.games_finished}, {"tutorial", {{"lessons", lessons}, {"last", p.last_lesson}, {"intros_seen", p.intros_seen}, {"abilities_seen", p.abilities_seen}}}};
  const auto slash = path.find_last_of('/');
  if (slash != std::string::npos)
    if (auto err = ensure_dir(path.substr(0, slash))) return err;
  // The one safe writer: a fresh temporary file, never one planted or linked beside the progress file.
  return write_file_atomically(path, j.dump(2) + "\n");
}

void load_teach(App& app) {
  const std::string data = app.args.data_dir.empty() ? default_data_dir() : app.args.data_dir;
  RulesLoad en = load_rules(data, "en"), es = load_rules(data, "es");
  app.teach.rules_en = std::move(en.text);
  app.teach.rules_es = std::move(es.text);
  if (app.content) add_content_names(app.teach.rules_en, *app.content), add_content_names(app.teach.rules_es, *app.content);
  if (!en.errors.empty()) app.teach.rules_error = en.errors.front();
  else if (!es.errors.empty()) app.teach.rules_error = es.errors.front();
  std::string learning_warning;
  app.teach.prefs = load_learning(learning_path(), &learning_warning);
  if (!learning_warning.empty()) app.notify(learning_warning);
  if (app.content) {
    TutorialsLoad t = load_tutorials(data, *app.content, app.strings);
    app.teach.tutorial.scripts = std::move(t.scripts);
    if (!t.errors.empty()) app.teach.tutorial.error = t.errors.front();
    else if (app.teach.tutorial.scripts.empty()) app.teach.tutorial.error = data + "/tutorial/lessons.json: no lessons";
  }
  // The older single position belonged to the first script's lessons: earlier ones were finished.
  LearningPrefs& p = app.teach.prefs;
  if (p.legacy_lesson >= 0 && !app.teach.tutorial.scripts.empty()) {
    const auto list = lesson_list(app.teach.tutorial.scripts);
    for (const LessonRef& r : list) {
      if (r.script != 0) break;
      if (r.lesson < p.legacy_lesson || p.legacy_done) p.lessons[r.key].done = true;
      if (r.lesson == p.legacy_lesson && !p.legacy_done) p.lessons[r.key].step = p.legacy_step, p.last_lesson = r.key;
    }
    p.legacy_lesson = -1;
  }
}

bool coach_on(const App& app) {
  // "First games": a newcomer meets several modes before knowing the rules, so the coach stays for
  // the first three games finished, not only the first.
  constexpr int kCoachedGames = 3;
  const LearningPrefs& p = app.teach.prefs;
  return p.coach == "on" || (p.coach == "auto" && p.games_finished < kCoachedGames);
}

// The rule that governs what the table asks for now: where F1 opens when nothing is inspected.
std::string rule_for_now(const App& app) {
  if (!app.session || !app.screens.shows(Screen::Table)) return "R1";
  switch (app.session->game().pending().kind) {
    case DecisionKind::TurnAction: return "R5.1";
    case DecisionKind::ChooseDice: return "R5.2";
    case DecisionKind::AfterRoll: return "R5.4";
    case DecisionKind::OptionalTest: return "R5.7";
    case DecisionKind::ChooseBranch: return "R5.9";
    case DecisionKind::Shop: return "R6";
    case DecisionKind::Finished: return "R8";
    default: return "R9";
  }
}

void explain_unhandled_click(App& app, Point p) {
  if (!app.session) return;
  const Game& g = app.session->game();
  const TableLayout& L = app.table.layout;
  const TableState& st = g.observe(-1).state();  // what every seat sees
  const Decision d = g.pending();
  if (!app.session->human_to_act()) {
    if (d.kind != DecisionKind::Finished) {
      app.notify(app.tr("prompt.bot", {player_name(g, d.owner, app.settings.language)}), 2500);
      sound_refusal(app);
    }
    return;
  }
  // What the player most likely meant by clicking there, as an engine action the rules judge.
  std::optional<Action> meant;
  const int seat = d.owner;
  const DungeonCard* card = card_at(g, st.players[static_cast<std::size_t>(seat)].node);
  for (std::size_t i = 0; i < L.option_rows.size() && !meant; ++i)
    if (L.option_rows[i].contains(p))
      meant = card && i >= card->options.size() ? Action{AttemptOptional{}} : Action{ChooseOption{static_cast<int>(i)}};
  for (const DieBox& b : L.pool_dice)
    if (!meant && b.rect.contains(p)) {
      DiceCounts more = app.table.ui.selection;
      more[static_cast<Color>(b.color)] += 1;
      meant = RollDice{more};
    }
  for (const DieBox& b : L.tray_dice)
    if (!meant && b.die >= 0 && (b.rect.contains(p) || gem_button_for(b.rect).contains(p))) meant = RerollWithGem{b.die};
  // The deciding seat's ability and items, by name in the layout.
  if (const Rect* ability = find_part(L, {Part::PanelAbility, seat}); !meant && ability && ability->contains(p)) meant = UseAbility{};
  const auto& items = st.players[static_cast<std::size_t>(seat)].items;
  for (std::size_t k = 0; k < items.size() && !meant; ++k)
    if (const Rect* chip = find_part(L, {Part::PanelItem, seat, static_cast<int>(k)}); chip && chip->contains(p)) meant = UseItem{static_cast<int>(k)};
  if (meant) {
    if (auto refusal = g.check(*meant)) {  // the engine's dry run: nothing copied, nothing changed
      // An item or ability clicked bare is refused for its missing die or colour (R7.2) before the
      // real reason: ask again with each colour and each rolled die, and say the first reason that
      // is about the table (R7.4 effects, R1.1 supply), as "no spent die of that colour".
      std::vector<Action> tries;
      for (Color c : kAllDieColors) {
        if (const auto* u = std::get_if<UseItem>(&*meant)) tries.push_back(UseItem{u->item, -1, c});
        if (std::holds_alternative<UseAbility>(*meant)) tries.push_back(UseAbility{-1, c});
      }
      for (int die = 0; die < static_cast<int>(st.test.dice.size()); ++die) {
        if (const auto* u = std::get_if<UseItem>(&*meant)) tries.push_back(UseItem{u->item, die, Color::Any});
        if (std::holds_alternative<UseAbility>(*meant)) tries.push_back(UseAbility{die, Color::Any});
      }
      for (const Action& a : tries)
        if (const auto why = g.check(a); why && (why->rule == "R7.4" || why->rule == "R1.1") && refusal->rule == "R7.2") refusal = why;
      const int at = app.teach.rules(app.settings.language).find(refusal->rule);
      const std::string title = at >= 0 ? app.teach.rules(app.settings.language).entries[static_cast<std::size_t>(at)].title : "";
      app.notify(app.tr("teach.refused", {refusal->rule, title, refusal->reason}), 6000);
      sound_refusal(app);
    }
    return;
  }
  // Anything else (a card, a panel, a chip): show what it is at once, as a hover would after a
  // moment. Not pinned: it goes when the pointer leaves, so a stray click leaves nothing behind.
  auto ins = inspect_at(g, L, p, app.strings);
  app.teach.inspect.pinned = false;
  app.teach.inspect.hover_key = ins ? ins->key : "";
  app.teach.inspect.hover_since = SDL_GetTicks() - 1000;
  app.teach.inspect.shown = std::move(ins);
}

std::string teach_scene(App& app, const std::string& scene, int steps) {
  if (scene == "rules" || scene == "rules-search" || scene.rfind("rules:", 0) == 0) {
    open_rules(app, scene.rfind("rules:", 0) == 0 ? scene.substr(6) : "R5.3");  // rules:R5.1 opens that rule
    if (scene == "rules-search") {  // a search, showing one of its results with links
      app.teach.rules_view.search.text = app.settings.language == "es" ? "gema" : "gem";
      const auto found = app.teach.rules(app.settings.language).search(app.teach.rules_view.search.text);
      const int after_roll = app.teach.rules(app.settings.language).find("R5.4");
      app.teach.rules_view.shown = std::find(found.begin(), found.end(), after_roll) != found.end() ? after_roll : found.empty() ? 0 : found.front();
    }
    return "";
  }
  if (!app.content) return "--scene " + scene + ": " + app.content_error;
  if (scene == "tutorial-menu") {
    app.screens.replace(Screen::Tutorial);
    return app.teach.tutorial.error;
  }
  if (scene.rfind("tutorial", 0) == 0) {
    // --scene tutorial (the first game) or tutorial:FILE (a lesson file's id); --autoplay N plays
    // its first N steps, as the player would.
    const std::string id = scene.size() > 9 && scene[8] == ':' ? scene.substr(9) : "";
    if (app.teach.tutorial.scripts.empty()) return app.teach.tutorial.error;
    int script = 0;
    for (std::size_t k = 0; k < app.teach.tutorial.scripts.size(); ++k)
      if (app.teach.tutorial.scripts[k].id == id) script = static_cast<int>(k);
    if (!id.empty() && app.teach.tutorial.scripts[static_cast<std::size_t>(script)].id != id) return "--scene " + scene + ": no lesson file called " + id;
    const TutorialScript& s = app.teach.tutorial.scripts[static_cast<std::size_t>(script)];
    int lesson = 0, step = 0;
    for (int k = 0; k < steps; ++k) {
      if (++step >= static_cast<int>(s.lessons[static_cast<std::size_t>(lesson)].steps.size())) {
        if (lesson + 1 >= static_cast<int>(s.lessons.size())) break;
        ++lesson, step = 0;
      }
    }
    start_tutorial(app, script, lesson, step);
    return app.teach.tutorial.error;
  }
  if (scene == "coach" || scene == "coach-numbers" || scene == "inspect" || scene == "inspect-purse" || scene == "inspect-chip" ||
      scene == "ability-intro") {
    // Viggel on the Suspiciously Shiny Puddle: red 3 and yellow 1 against red 4+, a failed roll that the
    // Notched Shortsword would save.
    GameOptions o;
    o.players = 2;
    o.characters = {"viggel", "ulfgar"};
    o.first_player = 0;
    o.stacked["dungeon:1"] = {"shiny_puddle", "cobweb_corridor"};
    o.scripted_dice = {3, 1};
    SeatStart viggel;
    viggel.items = {"notched_shortsword"};
    viggel.gems = 1;
    o.start.seats = {viggel};
    auto s = Session::start(*app.content, o, 7, {Seat{}, Seat{"random"}});
    if (!s) return s.refusal().reason;
    start_session(app, std::move(s.value()));
    app.screens.replace(Screen::Table);
    app.teach.prefs.coach = "on";
    if (scene == "inspect") {
      app.teach.inspect.scene_node = 1;  // the second card of level 1, pinned once the table is laid out
      return "";
    }
    if (scene == "inspect-chip") {  // what meets the Shiny Puddle's red 4+ (R5.3)
      app.teach.inspect.scene_chip = true;
      return "";
    }
    if (scene == "inspect-purse") {  // the treasure so far, items counted (R8.2)
      app.teach.inspect.scene_purse = true;
      return "";
    }
    DiceCounts roll;
    roll[Color::Red] = 1;
    roll[Color::Yellow] = 1;
    // Applied straight to the session: a screenshot hook must never touch the player's autosave.
    for (const Action& a : {Action{ChooseOption{0}}, Action{RollDice{roll}}})
      if (auto r = app.session->apply(a); !r) return r.refusal().reason;
    app.table.layout_dirty = true;
    if (scene == "coach-numbers") return hint_list_for_scene(app);  // the numbered list (hint_list.hpp)
    if (scene == "ability-intro") {  // Viggel's yellow 1 can be rerolled by his ability: it introduces itself
      app.teach.ability.scene = true;
      return "";
    }
    if (auto h = coach_hint(app.session->game(), app.strings)) {
      app.teach.coach.hints.follow(hint_game_key(app.session->game()));
      app.teach.coach.hints.add(app.session->deciding_seat(), h->text);
      app.teach.coach.hint_for = std::to_string(app.session->game().log().size()) + "/" +
                           std::to_string(static_cast<int>(app.session->game().pending().kind));
    }
    return "";
  }
  return "";
}

}  // namespace hs::app
