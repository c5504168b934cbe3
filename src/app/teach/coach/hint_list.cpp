// The numbered hint list: asked from the Hint button, worked out by the advice worker, kept in the
// hint book like the plain hint.
#include "app/teach/coach/hint_list.hpp"

#include <cstdio>

#include "app/shell/app.hpp"
#include "app/teach/coach/coach.hpp"
#include "app/teach/tutorial/tutorial_run.hpp"
#include "app/text/action_text.hpp"

namespace hs::app {

namespace {
std::string numbered_hint_key(const App& app) {
  const Game& g = app.session->game();
  return "hint/" + std::to_string(app.session->serial()) + "/" + std::to_string(g.log().size()) + "/" +
         std::to_string(static_cast<int>(g.pending().kind)) + "/" + app.settings.language;
}
}  // namespace

std::string numbered_hint_text(const Game& game, const std::vector<HintLine>& lines, const StringTable& t) {
  std::string out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const HintLine& h = lines[i];
    const std::string label = std::holds_alternative<Resolve>(h.action) ? resolve_label(game, t) : action_label(game, h.action, t);
    if (!out.empty()) out += "\n";
    out += t.format("coach.hint_numbered", {std::to_string(i + 1), label, percent_text(h.chance), action_reason(game, h.action, t)});
  }
  return out;
}

bool numbered_hints(const App& app) { return !in_tutorial(app) && app.teach.prefs.coach == "on"; }

void ask_numbered_hint(App& app) {
  if (!app.session || !app.session->human_to_act()) return;
  const std::string key = numbered_hint_key(app);
  app.advice.hint_key = key;
  app.advice.hint_seat = app.session->deciding_seat();
  app.advice.ask(app.session->game(), key);
}

void collect_numbered_hint(App& app) {
  if (app.advice.hint_key.empty() || !app.session) return;
  if (app.advice.hint_key != numbered_hint_key(app)) {  // the game moved on (or another language): not wanted
    app.advice.hint_key.clear();
    return;
  }
  const auto answer = app.advice.answer(app.advice.hint_key);
  if (!answer) {
    // The tutor's check took the worker meanwhile (a move held, then taken back): ask again.
    if (!app.tutor.held && !app.advice.working_on(app.advice.hint_key)) app.advice.ask(app.session->game(), app.advice.hint_key);
    return;
  }
  const std::string text = numbered_hint_text(app.session->game(), answer->hints, app.strings);
  if (!text.empty()) app.teach.coach.hints.add(app.advice.hint_seat, text, hints_path());
  app.advice.hint_key.clear();
}

bool numbered_hint_thinking(const App& app) {
  return app.session && !app.advice.hint_key.empty() && app.advice.hint_key == numbered_hint_key(app);
}

std::string hint_list_for_scene(App& app) {
  app.screens.replace(Screen::Table);
  ask_numbered_hint(app);
  const std::uint32_t start = SDL_GetTicks();
  while (!app.advice.answer(app.advice.hint_key)) {
    if (SDL_GetTicks() - start > 20000) return "--scene coach-numbers: no hint list after 20 s";
    SDL_Delay(10);
  }
  std::printf("coach-numbers: the hint list took %u ms:\n%s\n", SDL_GetTicks() - start,
              numbered_hint_text(app.session->game(), app.advice.answer(app.advice.hint_key)->hints, app.strings).c_str());
  std::fflush(stdout);
  app.teach.coach.hint_for = std::to_string(app.session->game().log().size()) + "/" +
                       std::to_string(static_cast<int>(app.session->game().pending().kind));
  return "";
}

}  // namespace hs::app
