// Opening the game the command line asks for.
#include "app/shell/game_start.hpp"

#include <cstdio>
#include <vector>

#include "app/platform/settings.hpp"
#include "app/session/autosave.hpp"
#include "app/shell/app.hpp"
#include "app/table/input/table_input.hpp"

namespace hs::app {

namespace {

std::string continue_from_autosave(App& app) {
  if (!app.content) return app.content_error;
  std::vector<std::string> notes;
  auto s = Session::open(*app.content, autosave_path(), &notes);
  // A damaged autosave would refuse every Continue: it is kept aside, out of Continue's way.
  if (!s) return set_aside_autosave(autosave_path(), s.refusal().reason);
  start_session(app, std::move(s.value()));
  if (auto err = app.session->autosave_to(autosave_path(), false, notes)) notes.push_back(*err);
  for (const std::string& n : notes) std::fprintf(stderr, "highscore: %s\n", n.c_str());
  if (!notes.empty()) app.notify(join_notes(notes), 8000);
  return "";
}

std::string start_new_game(App& app, const NewGameSpec& spec) {
  GameOptions o;
  o.players = spec.players;
  o.characters = spec.characters;
  o.no_elimination = spec.no_elimination;
  o.mode = spec.mode;
  o.hunter_easier = spec.hunter_easier;
  o.coop_map = spec.coop_map;
  o.expert = spec.expert;
  o.exploration = spec.exploration;
  std::vector<Seat> seats(static_cast<std::size_t>(spec.players));
  // A mode's or a variant's bot seat is the advisor, so screenshots show sensible play.
  const bool plain = spec.mode == Mode::Standard && !spec.expert && !spec.exploration;
  const std::string bot = plain ? "random" : "advisor";
  for (int i = spec.players - spec.bots, k = 0; i < spec.players; ++i, ++k)
    seats[static_cast<std::size_t>(i)].controller = k < static_cast<int>(spec.bot_kinds.size()) ? spec.bot_kinds[static_cast<std::size_t>(k)] : bot;
  auto s = Session::start(*app.content, o, spec.seed, seats);
  if (!s) return "--new-game: " + s.refusal().reason;
  start_session(app, std::move(s.value()));
  return "";
}

}  // namespace

std::string start_game_from_args(App& app) {
  const AppArgs& args = app.args;
  if (args.resume) return continue_from_autosave(app);
  if (!args.load.empty()) {
    auto s = Session::open(*app.content, args.load);
    if (!s) return s.refusal().reason;  // the refusal names the file
    start_session(app, std::move(s.value()));
    return "";
  }
  if (args.new_game || args.bench_render)
    return start_new_game(app, args.new_game ? *args.new_game : NewGameSpec{3, 3, 5, {}, false, Mode::Standard, false, "", false, false, {}});
  return "";
}

}  // namespace hs::app
