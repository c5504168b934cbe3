// Showing one action's motion for screenshots (motion_scene.hpp).
#include "app/testing/motion_scene.hpp"

#include <algorithm>
#include <vector>

#include "app/shell/app.hpp"
#include "app/table/input/table_input.hpp"

namespace hs::app {

namespace {

// The moment the screenshot freezes the motion at, after its start.
constexpr int kFrozenRewardMs = 200, kFrozenWalkMs = 150;

bool wins_coins(const std::vector<Event>& events) {
  return std::any_of(events.begin(), events.end(), [](const Event& e) { return e.kind == EventKind::TestPassed && e.a > 0; });
}

const Event* move_of(const std::vector<Event>& events) {
  for (const Event& e : events)
    if (e.kind == EventKind::Moved) return &e;
  return nullptr;
}

}  // namespace

bool is_motion_scene(const std::string& scene) { return scene == "reward-flight" || scene == "stand-up-walk"; }

std::optional<HookError> prepare_motion_scene(App& app, const std::string& scene) {
  Session& ses = *app.session;
  const std::uint64_t seed = ses.game().seed();
  const bool walk = scene == "stand-up-walk";
  ses.set_seats(std::vector<Seat>(ses.seats().size(), Seat{"advisor"}), seed);
  std::vector<Event> events;
  for (int i = 0; i < 20000 && !ses.game().finished(); ++i) {
    events.clear();
    if (!ses.bot_step(&events)) break;
    if (walk ? move_of(events) != nullptr : wins_coins(events)) break;
  }
  sync_log(app);
  ses.set_seats(std::vector<Seat>(ses.seats().size(), Seat{}), seed);
  if (walk ? !move_of(events) : !wins_coins(events))
    return HookError{"--scene " + scene + ": the game ended before " + (walk ? "a stand-up moved" : "coins were won"), 2};
  if (const Event* m = move_of(events); walk && m) {
    const Node& n = ses.game().observe(-1).state().board[static_cast<std::size_t>(m->b)];
    app.table.ui.shown_level = n.level;
    app.table.ui.board_first_col = std::max(0, n.col - 4);  // its card in view (clamped by the layout)
  }
  // As a person's action: at full length (a bot's would be fitted to the bot's pace).
  app.table.motion.feed(motion_requests(events, {}), MotionPace{app.settings.reduced_motion, -1});
  if (!app.args.screenshot.empty()) app.table.motion.frozen_ms = walk ? kFrozenWalkMs : kFrozenRewardMs;  // else it moves
  app.screens.replace(Screen::Table);
  return std::nullopt;
}

}  // namespace hs::app
