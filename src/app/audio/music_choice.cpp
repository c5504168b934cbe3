// The music for the table (see music_choice.hpp).
#include "app/audio/music_choice.hpp"

#include "highscore/solo.hpp"

namespace hs::app {

bool last_stretch(const Game& g) {
  const Observation seen = g.observe(-1);
  const TableState& st = seen.state();
  if (st.finished) return false;
  if (st.end_triggered) return true;  // R8.1: this round is the last
  const Mode mode = g.options().mode;
  if (mode == Mode::Coop) return false;  // R9.8: no levels to race through
  for (const Player& p : st.players) {
    if (p.eliminated || p.node < 0 || p.node >= static_cast<int>(st.board.size())) continue;
    if (st.board[static_cast<std::size_t>(p.node)].level >= st.levels) return true;
    if (is_solo_mode(mode) && p.lives == 1) return true;
  }
  if (mode == Mode::Azoz) return ritual_track(g.content(), seen).one_left();
  if (mode == Mode::Hunter) {
    // On the first turn the forecast says a hero still on the first card would be caught: true, but
    // every hero moves on, so the adventure would open tense and turn calm a move later.
    const HunterForecast hunter = hunter_forecast(g.content(), seen);
    return hunter.catches && !hunter.first_turn;
  }
  return false;
}

std::string table_music(const Game& g) { return last_stretch(g) ? "tense" : "dungeon"; }

}  // namespace hs::app
