// One phase step at a time over the board (solo_phase_play.hpp).
#include "app/table/modes/solo_phase_play.hpp"

#include <algorithm>

#include "app/text/action_text.hpp"
#include "app/screens/end/solo_end.hpp"
#include "app/render/theme.hpp"
#include "app/text/solo_text.hpp"
#include "highscore/solo.hpp"

namespace hs::app {

bool phase_event(EventKind k) {
  switch (k) {
    case EventKind::PhaseStep:
    case EventKind::PhaseDie:
    case EventKind::MonsterAppeared:
    case EventKind::RitualGem:
    case EventKind::MonsterMoved:
    case EventKind::HunterMoved:
    case EventKind::HunterFaster:
    case EventKind::MonsterRoared:
    case EventKind::Caught:
    case EventKind::RitualComplete: return true;
    default: return false;
  }
}

namespace {

// How long a step stays: the bot-speed delay, never so short that it cannot be read.
std::uint32_t step_ms(const App& app) {
  return static_cast<std::uint32_t>(std::max(450, bot_delay_ms(app.settings.bot_speed) + 250));
}

}  // namespace

void queue_phase_steps(App& app, const std::vector<Event>& events, std::size_t log_before) {
  if (!app.session || !is_solo_mode(app.session->game().options().mode) || app.settings.bot_speed == BotSpeed::Instant ||
      app.table.skip_bots)
    return;
  const Game& g = app.session->game();
  std::size_t step = 0, total = 0, cursor = std::min(log_before, app.table.log.size());
  for (const Event& e : events) total += phase_event(e.kind) ? 1 : 0;
  for (const Event& e : events) {
    if (!phase_event(e.kind)) continue;
    ++step;
    std::string line = solo_event_line(g, e, app.strings);
    if (line.empty()) continue;
    if (app.table.phase_steps.empty()) app.table.phase_step_started = SDL_GetTicks();
    // The log shows up to this step's own line while it is the one announced.
    // (The log may word a step in its own way: then it is taken to be the next line.)
    bool found = false;
    for (std::size_t i = cursor; i < app.table.log.size() && !found; ++i)
      if (app.table.log[i].text.find(line) != std::string::npos) cursor = i + 1, found = true;
    if (!found) cursor = std::min(cursor + 1, app.table.log.size());
    app.table.phase_step_log.push_back(cursor);
    app.table.phase_steps.push_back(std::to_string(step) + " / " + std::to_string(total) + "   " + line);
  }
}

bool phase_steps_showing(const App& app) { return !app.table.phase_steps.empty(); }

std::size_t phase_log_shown(const App& app) {
  if (app.table.phase_steps.empty() || app.table.phase_step_log.empty()) return app.table.log.size();
  return std::min(app.table.phase_step_log.front(), app.table.log.size());
}

bool skip_phase_steps(App& app) {
  if (app.table.phase_steps.empty()) return false;
  app.table.phase_steps.clear();
  app.table.phase_step_log.clear();
  return true;
}

void draw_phase_steps(App& app) {
  const std::uint32_t now = SDL_GetTicks();
  const std::uint32_t ms = step_ms(app);
  while (!app.table.phase_steps.empty() && now >= app.table.phase_step_started + ms) {
    app.table.phase_steps.erase(app.table.phase_steps.begin());
    if (!app.table.phase_step_log.empty()) app.table.phase_step_log.erase(app.table.phase_step_log.begin());
    app.table.phase_step_started = now;
  }
  if (app.table.phase_steps.empty()) return;
  Canvas& c = app.canvas;
  const Rect& board = app.table.layout.board;
  // Slides down a little as it appears: the step is new.
  const float t = std::min(1.f, static_cast<float>(now - app.table.phase_step_started) / 180.f);
  const float w = std::min(board.w - 40, 720.f), h = 58;
  const Rect r{board.center().x - w / 2, board.y + 36 + 10 * t, w, h};
  c.rounded({r.x + 3, r.y + 5, r.w, r.h}, 12, Rgba{0, 0, 0, 110});
  c.rounded(r, 12, Rgba{28, 20, 14, 240});
  c.rounded_outline(r, 12, 2.5f, theme::kGoldBright);
  const std::string& line = app.table.phase_steps.front();
  c.text(line, Font::Bold, c.fit_size(line, Font::Bold, theme::kBody, r.w - 28), theme::kText, {r.center().x, r.y + 22},
         Align::Center);
  c.text(app.tr("solo.phase_skip"), Font::Body, theme::kTiny, theme::kTextDim, {r.center().x, r.y + 44}, Align::Center);
}

}  // namespace hs::app
