// Setting the app up on the screen a test hook asks for (see scene_hooks.hpp).
#include "app/testing/scene_hooks.hpp"

#include <algorithm>
#include <cstdio>
#include <vector>

#include "app/screens/load/load_screen.hpp"
#include "app/screens/review/review_scene.hpp"
#include "app/table/tutor/tutor_scene.hpp"
#include "app/screens/pause/pause_layer.hpp"
#include "app/shell/app.hpp"
#include "app/shell/frame.hpp"
#include "app/table/input/table_input.hpp"
#include "app/teach/teach.hpp"
#include "app/testing/motion_scene.hpp"

namespace hs::app {

namespace {

// Plays bot actions (or, for --scene shop/fork/end, every seat) until `stop` says so.
template <typename Stop>
void autoplay_until(App& app, int max_actions, Stop stop) {
  auto& s = *app.session;
  for (int i = 0; i < max_actions && !s.game().finished() && !stop(); ++i) {
    if (!s.bot_step()) break;
  }
  sync_log(app);
}

bool is_moment_scene(const std::string& sc) {
  return sc == "shop" || sc == "shop-table" || sc == "fork" || sc == "end" || sc == "roll" || sc == "dice" || sc == "choose" ||
         sc == "poison" || sc == "monster" || sc == "reaction" || sc == "way-back";
}

DecisionKind moment_decision(const std::string& sc) {
  return sc == "shop" || sc == "shop-table" ? DecisionKind::Shop
         : sc == "fork"                     ? DecisionKind::ChooseBranch
         : sc == "roll"                     ? DecisionKind::AfterRoll
         : sc == "dice"                     ? DecisionKind::ChooseDice
         : sc == "choose"                   ? DecisionKind::ChoosePlayer  // R9.8 who plays next
         : sc == "poison"                   ? DecisionKind::SplitPoison   // R9.8 the poison split
         : sc == "monster"                  ? DecisionKind::Monster       // a solo fight or dodge (R9.6.4)
         : sc == "reaction"                 ? DecisionKind::Reaction
                                            : DecisionKind::Finished;
}

// What a game lacks when the moment never came up in it.
std::string moment_missing(const std::string& sc) {
  return sc == "reaction"                   ? " (reactions need expert=1 in --new-game)"
         : sc == "way-back"                 ? " (dead ends need explore=1 in --new-game)"
         : sc == "choose" || sc == "poison" ? " (it needs mode=coop in --new-game)"
         : sc == "monster"                  ? " (monsters need mode=azoz or mode=hunter in --new-game)"
                                            : "";
}

// Screenshots of a particular decision: every seat plays as a bot until it comes up, then the
// seat that decides is shown as a human so its choices are visible.
std::optional<HookError> play_to_moment(App& app, const std::string& sc) {
  const DecisionKind target = moment_decision(sc);
  Session& ses = *app.session;
  const std::uint64_t seed = ses.game().seed();
  // Co-op screenshots come from the advisor's play (random heroes rarely see a second round); the
  // advisor uses expert abilities (R9.4), so its games come to reactions.
  const bool advisor = ses.game().options().mode == Mode::Coop || sc == "reaction" || sc == "way-back";
  ses.set_seats(std::vector<Seat>(ses.seats().size(), Seat{advisor ? "advisor" : "random"}), seed);
  if (sc == "choose" || sc == "poison") autoplay_until(app, 1, [] { return false; });  // past the game's first choice
  // way-back: a character that must go back from a dead end (R9.5) with dice to do it.
  auto going_back = [&] {
    for (const Action& a : ses.game().legal_actions())
      if (std::holds_alternative<ChooseNode>(a)) return true;
    return false;
  };
  const auto arrived = [&] { return sc == "way-back" ? going_back() : ses.game().pending().kind == target; };
  autoplay_until(app, 20000, arrived);
  if (!arrived())  // never silently the wrong screen: say what the game lacks
    return HookError{"--scene " + sc + ": the moment never came up in this game" + moment_missing(sc), 2};
  ses.set_seats(std::vector<Seat>(ses.seats().size(), Seat{}), seed);
  if (sc == "dice")  // show a tray being filled: the largest legal roll, not rolled yet
    for (const Action& a : ses.game().legal_actions())
      if (const auto* r = std::get_if<RollDice>(&a); r && r->dice.total() > app.table.ui.selection.total())
        app.table.ui.selection = r->dice;
  app.screens.replace(sc == "end" ? Screen::End : Screen::Table);
  if (sc == "way-back") app.table.ui.shown_level = 0;
  if (sc == "shop-table") app.table.ui.shop_hidden = true;  // "look at the table": buying from the action bar
  return std::nullopt;
}

// R9.5: the bots play until a card is drawn, then it is shown frozen mid-flight from its deck.
std::optional<HookError> freeze_card_flight(App& app) {
  Session& ses = *app.session;
  const std::uint64_t seed = ses.game().seed();
  ses.set_seats(std::vector<Seat>(ses.seats().size(), Seat{"advisor"}), seed);
  int drawn = -1;
  for (int i = 0; i < 20000 && drawn < 0 && !ses.game().finished(); ++i) {
    std::vector<Event> events;
    if (!ses.bot_step(&events)) break;
    for (const Event& e : events)
      if (e.kind == EventKind::CardDrawn) drawn = e.a;
  }
  sync_log(app);
  ses.set_seats(std::vector<Seat>(ses.seats().size(), Seat{}), seed);
  if (drawn < 0)
    return HookError{"--scene card-flight: no card was drawn before the game ended (an exploration game with fewer --autoplay actions draws one)", 2};
  const Node& n = ses.game().observe(-1).state().board[static_cast<std::size_t>(drawn)];
  app.table.ui.shown_level = n.level;
  app.table.ui.board_first_col = std::max(0, n.col - 4);  // its slot in view (clamped by the layout)
  app.table.card_flights.add(drawn);
  if (!app.args.screenshot.empty()) app.table.card_flights.frozen_ms = static_cast<int>(kCardFlyMs) * 55 / 100;  // else it flies
  app.screens.replace(Screen::Table);
  return std::nullopt;
}

// Bots play every seat for the --autoplay actions (then on to the next turn's start), then seats 1
// and 2 are human and the table is handed to the one who decides.
void hand_over_for_scene(App& app) {
  Session& ses = *app.session;
  const std::uint64_t seed = ses.game().seed();
  ses.set_seats(std::vector<Seat>(ses.seats().size(), Seat{"random"}), seed);
  autoplay_until(app, std::max(app.args.autoplay, 1), [] { return false; });
  autoplay_until(app, 2000, [&] { return ses.game().pending().kind == DecisionKind::TurnAction && ses.deciding_seat() < 2; });
  std::vector<Seat> seats(ses.seats().size(), Seat{"random"});
  seats[0] = seats[1] = Seat{};
  ses.set_seats(seats, seed);
  app.table.handover_seat = -1;
  app.table.screen_owner = 1 - ses.deciding_seat();
  table_update(app);
}

// A bot seat (Hard, from levels=hard) thinking on the worker thread while the table keeps drawing:
// the advisor plays every seat up to that seat's next turn with a choice to think about, then its
// own bot is asked and frames are drawn while it thinks (how many is printed); the screenshot
// follows with the top bar saying who is thinking.
std::optional<HookError> think_for_scene(App& app) {
  Session& ses = *app.session;
  const std::vector<Seat> seats = ses.seats();
  int thinker = -1;
  for (std::size_t i = 0; i < seats.size(); ++i)
    if (seats[i].is_bot() && (thinker < 0 || seats[i].controller == "expert")) thinker = static_cast<int>(i);
  if (thinker < 0) return HookError{"--scene bot-thinking needs a bot seat (bots=1,levels=hard in --new-game)", 2};
  const std::uint64_t seed = ses.game().seed();
  ses.set_seats(std::vector<Seat>(seats.size(), Seat{"advisor"}), seed);
  autoplay_until(app, 2000, [&] {
    return ses.deciding_seat() == thinker && ses.game().pending().kind == DecisionKind::TurnAction &&
           ses.game().legal_actions().size() > 1;
  });
  ses.set_seats(seats, seed);
  if (ses.game().finished()) return HookError{"--scene bot-thinking: the game ended before the bot had a choice", 2};
  app.screens.replace(Screen::Table);
  app.table.handover_seat = -1;
  app.bot_worker.ask(ses.bot_question());
  const std::uint32_t start = SDL_GetTicks();
  int frames = 0;
  while (app.bot_worker.thinking() && SDL_GetTicks() - start < 600) {
    SDL_Event e;
    while (SDL_PollEvent(&e)) {
    }
    draw_screen(app);
    SDL_RenderPresent(app.renderer.get());
    ++frames;
  }
  std::printf("bot-thinking: %d frames drawn in %u ms while seat %d (%s) thought; %s\n", frames, SDL_GetTicks() - start,
              thinker + 1, seats[static_cast<std::size_t>(thinker)].controller.c_str(),
              app.bot_worker.thinking() ? "still thinking" : "answered");
  std::fflush(stdout);
  return std::nullopt;
}

// The --new-game spec pre-fills the setup screen's seats, for screenshots.
void prefill_setup(App& app, const NewGameSpec& g) {
  app.setup.players = g.players;
  app.setup.seed = g.seed;
  app.setup.variants.no_elimination = g.no_elimination;
  app.setup.variants.mode = g.mode;
  app.setup.variants.hunter_easier = g.hunter_easier;
  app.setup.variants.coop_map = g.coop_map;
  app.setup.variants.expert = g.expert;
  app.setup.variants.exploration = g.exploration;
  for (int i = 0, k = 0; i < 4; ++i) {
    const bool bot = i >= g.players - g.bots;
    const bool listed = bot && k < static_cast<int>(g.bot_kinds.size());
    app.setup.controller[i] = listed ? g.bot_kinds[static_cast<std::size_t>(k)] : bot ? "advisor" : "human";
    k += bot ? 1 : 0;
    app.setup.character[i] =
        i < static_cast<int>(g.characters.size()) ? app.content->character_index(g.characters[static_cast<std::size_t>(i)]) : -1;
  }
}

}  // namespace

std::optional<HookError> prepare_game_scene(App& app) {
  if (!app.session) return std::nullopt;
  const AppArgs& args = app.args;
  const bool bench = args.bench_render;
  app.screens.replace(app.session->game().finished() ? Screen::End : Screen::Table);
  if (args.trace_actions)  // for the fault test: each action as it is applied, before it is autosaved
    app.session->set_trace([](std::size_t n) {
      std::printf("action %zu\n", n);
      std::fflush(stdout);
    });
  // Games played by the hook are autosaved like any other (screenshots of scenes are not).
  if (args.autoplay > 0 && args.scene.empty() && !bench) autosave(app);
  autoplay_until(app, bench && !args.new_game ? 12 : args.autoplay, [] { return false; });
  if (args.scene.empty() && app.session->game().finished()) app.screens.replace(Screen::End);  // played to its end
  const std::string& sc = args.scene;
  if (is_moment_scene(sc))
    if (auto err = play_to_moment(app, sc)) return err;
  if (sc == "board-start") app.table.ui.board_first_col = 0;  // a wide level scrolled to its start
  if (sc == "skip-bots") app.table.skip_bots = true;  // "Skip to my turn" pressed: the bots fast-forwarded (the sound burst test)
  if (sc == "card-flight")
    if (auto err = freeze_card_flight(app)) return err;
  if (is_motion_scene(sc))  // MOTION: coins flying, a stand-up walking (motion_scene.cpp)
    if (auto err = prepare_motion_scene(app, sc)) return err;
  if (sc == "pause" || sc == "save-name" || sc == "mode-intro")  // the pause menu, its save dialog, the mode's introduction
    open_pause(app, sc == "pause" ? PauseLayer::View::Menu : sc == "save-name" ? PauseLayer::View::Naming : PauseLayer::View::Intro);
  if (sc == "handover") {
    hand_over_for_scene(app);
  } else if (sc == "bot-thinking") {
    app.table.layout_dirty = true;
    if (auto err = think_for_scene(app)) return err;
  } else {
    app.table.handover_seat = -1;  // screenshots of the table itself
    app.table.screen_owner = app.session->deciding_seat();
  }
  app.table.layout_dirty = true;
  if (sc.rfind("review", 0) == 0)  // the game review (review_scene.hpp)
    if (auto err = prepare_review_scene(app, sc)) return err;
  if (sc == "tutor")  // the tutor's question (tutor_scene.hpp)
    if (auto err = prepare_tutor_scene(app)) return err;
  if (!args.save_to.empty()) {
    auto saved = app.session->save(args.save_to);
    if (!saved) return HookError{args.save_to + ": " + saved.refusal().reason, 1};
  }
  return std::nullopt;
}

std::optional<HookError> prepare_screen_scene(App& app) {
  const AppArgs& args = app.args;
  if (args.scene == "setup") {
    app.session.reset();
    app.screens.replace(Screen::Setup);
    if (args.new_game && app.content) prefill_setup(app, *args.new_game);
  }
  if (args.scene == "settings") app.screens.replace(Screen::Settings);
  if (args.scene == "load") {
    app.screens.replace(Screen::Load);
  }
  if (args.scene == "menu") app.screens.replace(Screen::Menu);
  if (args.scene == "table" && !app.session) return HookError{"--scene table needs --load or --new-game", 2};
  if (std::string err = teach_scene(app, args.scene, args.autoplay); !err.empty()) return HookError{err, 2};
  return std::nullopt;
}

}  // namespace hs::app
