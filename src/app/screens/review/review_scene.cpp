// The review's scenes: the review opened on the game given, frames drawn while the analysis works.
#include "app/screens/review/review_scene.hpp"

#include <cstdio>

#include "app/screens/review/review_screen.hpp"
#include "app/shell/app.hpp"
#include "app/shell/frame.hpp"

namespace hs::app {

namespace {

// Draws frames (events dropped) until `done` says so or `max_ms` passed; false on the time-out.
template <typename Done>
bool frames_until(App& app, Done done, std::uint32_t max_ms) {
  const std::uint32_t start = SDL_GetTicks();
  while (!done()) {
    if (SDL_GetTicks() - start > max_ms) return false;
    SDL_Event e;
    while (SDL_PollEvent(&e)) {
    }
    app.screens.update();
    draw_screen(app);
    SDL_RenderPresent(app.renderer.get());
    SDL_Delay(20);
  }
  return true;
}

}  // namespace

std::optional<HookError> prepare_review_scene(App& app, const std::string& scene) {
  const auto colon = scene.find(':');
  const std::string kind = scene.substr(0, colon);
  int worlds = 0;
  if (colon != std::string::npos) {
    const std::string w = scene.substr(colon + 1);
    try {
      worlds = std::stoi(w);
    } catch (const std::exception&) {
      worlds = -1;
    }
    if (worlds < 1 || worlds > kMaxAnalysisWorlds || std::to_string(worlds) != w)
      return HookError{"--scene " + scene + ": worlds per action must be a whole number from 1 to " + std::to_string(kMaxAnalysisWorlds), 2};
  }
  if (kind != "review" && kind != "review-graph" && kind != "review-progress" && kind != "review-walk")
    return HookError{"--scene: unknown scene '" + scene + "' (review, review-graph, review-progress or review-walk)", 2};
  if (!app.args.load.empty()) open_review_of_save(app, app.args.load, worlds);
  else open_review_of_session(app, worlds);
  if (!app.screens.shows(Screen::Review)) return HookError{"--scene " + scene + ": the review did not open", 1};
  ReviewState& st = static_cast<ReviewScreen&>(app.screens.top()).review();
  if (!st.problem.empty()) return std::nullopt;  // the screenshot shows why
  if (kind == "review-progress") {
    frames_until(app, [&] {
      const auto [done, total] = st.worker ? st.worker->progress() : std::pair<std::size_t, std::size_t>{1, 1};
      return st.analysis || (total > 0 && done * 3 >= total);
    }, 600000);
    return std::nullopt;
  }
  if (!frames_until(app, [&] { return st.analysis.has_value() || !st.problem.empty(); }, 1800000))
    return HookError{"--scene " + scene + ": the analysis took longer than 30 minutes", 1};
  if (!st.problem.empty()) return std::nullopt;
  std::size_t first = 0;
  if (!st.steps.empty() && st.analysis->decisions[st.steps[0]].label == MoveLabel::Fine)
    first = next_mistake(*st.analysis, st.steps, 0).value_or(0);
  review_go(st, first);
  st.graph_shown = kind == "review-graph";
  if (kind == "review-walk") {
    // Every decision of every analysed seat, a frame at each (what a player paging through does).
    std::size_t frames = 0, labelled = 0;
    for (int seat : st.analysis->seats) {
      review_pick_seat(st, seat);
      for (std::size_t s = 0; s < st.steps.size(); ++s) {
        review_go(st, s);
        if (st.step != s || !st.problem.empty()) return HookError{"review-walk: step " + std::to_string(s) + " could not be shown: " + st.problem, 1};
        labelled += st.analysis->decisions[st.steps[s]].label != MoveLabel::Fine ? 1 : 0;
        draw_screen(app);
        SDL_RenderPresent(app.renderer.get());
        ++frames;
      }
    }
    std::printf("review-walk: %zu decisions drawn over %zu seats, %zu labelled, analysis %s\n", frames, st.analysis->seats.size(), labelled,
                st.from_file ? "read from beside the save" : "worked out");
    std::fflush(stdout);
    review_pick_seat(st, st.analysis->seats.front());
  }
  return std::nullopt;
}

}  // namespace hs::app
