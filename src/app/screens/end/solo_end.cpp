// Why a solo adventure ended, its facts, and the records (solo_end.hpp).
#include "app/screens/end/solo_end.hpp"

#include "app/text/action_text.hpp"
#include "app/platform/file_safety.hpp"
#include "app/text/int_text.hpp"
#include "highscore/queries.hpp"
#include "highscore/solo.hpp"

namespace hs::app {

namespace {

std::string card_name_at(const App& app, const Game& g, int node) {
  const TableState& s = g.observe(-1).state();
  if (node < 0 || node >= static_cast<int>(s.board.size())) return app.tr("solo.behind_start");
  const int card = s.board[static_cast<std::size_t>(node)].card;
  if (card < 0) return app.tr("card.hidden");
  return g.content().cards[static_cast<std::size_t>(card)].name.in(app.settings.language);
}

void ensure_loaded(App& app) {
  if (app.solo_records_loaded) return;
  std::string warning;
  app.solo_records = load_solo_records(solo_records_path(), &warning, &app.solo_records_damaged);
  app.solo_records_loaded = true;
  if (!warning.empty()) app.notify(warning, 8000);
}

std::string mode_key(Mode m) { return m == Mode::Azoz ? "azoz" : "hunter"; }

}  // namespace


SoloEndWords solo_end_words(App& app) {
  SoloEndWords w;
  if (!app.session) return w;
  const Game& g = app.session->game();
  const Mode mode = g.options().mode;
  if (!is_solo_mode(mode) || !g.finished()) return w;
  const TableState& s = g.observe(-1).state();
  const Player& p = s.players.front();
  const bool won = !s.winners.empty();
  w.headline = app.tr(won ? "solo_end.victory" : "solo_end.defeat");
  const std::string here = card_name_at(app, g, p.node);
  const Observation seen = g.observe(-1);
  const RitualTrack track = ritual_track(g.content(), seen);  // R9.6.3: no icons outside Azoz's adventure
  const int icons = track.icons;
  switch (s.end_reason) {
    case EndReason::RitualComplete: w.reason = app.tr("end.ritual"); break;
    case EndReason::Caught: w.reason = app.tr("end.caught", {here}); break;
    case EndReason::OutOfLives: w.reason = app.tr("solo_end.lives_on", {here}); break;
    default:
      if (won && mode == Mode::Azoz) {
        w.reason = app.tr("solo_end.azoz_won", {int_text(track.gems), int_text(icons)});
      } else if (won) {
        // The level-4 boss the character beat: the last card of the path.
        const int boss = p.path.empty() ? p.node : p.path.back();
        w.reason = app.tr("solo_end.hunter_won", {card_name_at(app, g, boss), int_text(std::max(0, hunter_cards_behind(seen)))});
      } else {
        w.reason = app.tr("end.no_lives");
      }
  }
  const int level = p.node >= 0 && p.node < static_cast<int>(s.board.size()) ? s.board[static_cast<std::size_t>(p.node)].level : 1;
  w.facts.push_back({app.tr("solo_end.reached", {int_text(level), here}), ""});
  if (mode == Mode::Azoz) w.facts.push_back({app.tr("solo_end.ritual_track", {int_text(track.gems), int_text(icons)}), ""});
  else if (!won && s.end_reason != EndReason::Caught) w.facts.push_back({app.tr("solo_end.hunter_gap", {int_text(std::max(0, hunter_cards_behind(seen)))}), ""});
  const std::string& id = g.content().characters[static_cast<std::size_t>(p.character)].id;
  w.record = solo_record_line(app, mode, id);
  return w;
}

void note_solo_end(App& app) {
  if (!app.session || app.solo_noted == app.session.get()) return;
  const Game& g = app.session->game();
  if (!is_solo_mode(g.options().mode) || !g.finished()) return;
  app.solo_noted = app.session.get();
  ensure_loaded(app);
  const TableState& s = g.observe(-1).state();
  const Player& p = s.players.front();
  // R8.1: a win ends the game with the round, after the counter moved on.
  const bool won = !s.winners.empty();
  const int turns = won && s.end_reason == EndReason::LastBoss ? std::max(1, s.round - 1) : s.round;
  add_solo_result(app.solo_records, mode_key(g.options().mode),
                  g.content().characters[static_cast<std::size_t>(p.character)].id, won, turns);
  const std::string path = solo_records_path();
  if (auto err = ensure_dir(data_dir())) {
    app.notify(app.tr("solo_end.records_unsaved", {*err}));
    return;
  }
  // A damaged file is kept aside, never overwritten (its games are lost to the count, not the disk).
  if (app.solo_records_damaged) {
    move_aside(path);
    app.solo_records_damaged = false;
  }
  if (auto err = save_solo_records(app.solo_records, path)) app.notify(app.tr("solo_end.records_unsaved", {*err}));
}

std::string solo_record_line(App& app, Mode mode, const std::string& character) {
  if (!is_solo_mode(mode)) return "";
  ensure_loaded(app);
  const auto it = app.solo_records.modes.find(mode_key(mode));
  SoloRecord r;
  std::string who = app.tr("solo_end.record_title");
  if (it != app.solo_records.modes.end()) {
    if (character.empty()) {
      r = it->second.all;
    } else if (auto c = it->second.by_character.find(character); c != it->second.by_character.end()) {
      r = c->second;
    }
  }
  if (!character.empty() && app.content) {
    const int ch = app.content->character_index(character);
    if (ch >= 0) who = app.content->characters[static_cast<std::size_t>(ch)].name.in(app.settings.language);
  }
  if (r.games == 0) return app.tr("solo_end.record_none", {who});
  const std::string one = r.games == 1 ? "_one" : "";  // "1 game", not "1 games"
  if (r.wins == 0) return app.tr("solo_end.record_no_win" + one, {who, int_text(r.games)});
  return app.tr("solo_end.record" + one, {who, int_text(r.games), int_text(r.wins), int_text(r.best_turns)});
}

}  // namespace hs::app
