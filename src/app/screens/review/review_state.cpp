// The review's state changes: the kept analysis or a fresh one, the seat and the step shown, the
// table's position rebuilt from the save's actions.
#include "app/screens/review/review_state.hpp"

#include <algorithm>

#include "app/screens/review/review_happenings.hpp"
#include "highscore/text_file.hpp"

namespace hs::app {

namespace {

std::vector<int> every_seat(const Game& game) {
  std::vector<int> out;
  for (std::size_t i = 0; i < game.observe(-1).state().players.size(); ++i) out.push_back(static_cast<int>(i));
  return out;
}

void analysis_ready(ReviewState& st, GameAnalysis analysis) {
  st.analysis = std::move(analysis);
  st.happenings = game_happenings(*st.game);
  st.curves = chance_curves(*st.analysis);
  st.swings = big_swings(st.curves, st.happenings);
  int first_human = -1;
  for (std::size_t i = 0; i < st.seats.size() && first_human < 0; ++i)
    if (!st.seats[i].is_bot()) first_human = static_cast<int>(i);
  review_pick_seat(st, first_human >= 0 ? first_human : 0);
}

}  // namespace

void review_begin(ReviewState& st) {
  if (!st.game) return;
  st.fingerprint = save_fingerprint(*st.game);
  review_go(st, 0);  // the game's start on the table meanwhile
  if (!st.save_path.empty()) {
    // A damaged, stale or rougher analysis is simply worked out again: never an error for the player.
    auto text = read_text_file(analysis_path_for(st.save_path));
    if (text) {
      if (auto kept = usable_analysis(text.value(), st.fingerprint, every_seat(*st.game), st.budget.worlds)) {
        st.from_file = true;
        analysis_ready(st, std::move(*kept));
        return;
      }
    }
  }
  st.worker = std::make_unique<ReviewWorker>();
  st.worker->start(*st.game, {}, st.budget, st.save_path.empty() ? "" : analysis_path_for(st.save_path));
}

bool review_poll(ReviewState& st) {
  if (!st.worker) return false;
  auto done = st.worker->take();
  if (!done) return false;
  if (!done->ok()) st.problem = done->refusal().reason;
  else analysis_ready(st, std::move(done->value()));
  return true;
}

void review_pick_seat(ReviewState& st, int seat) {
  if (!st.analysis) return;
  st.seat = seat;
  st.steps = seat_steps(*st.analysis, seat);
  st.note.clear();
  review_go(st, 0);
}

const DecisionReview* review_decision(const ReviewState& st) {
  if (!st.analysis || st.step >= st.steps.size()) return nullptr;
  return &st.analysis->decisions[st.steps[st.step]];
}

std::size_t review_action_shown(const ReviewState& st) {
  const DecisionReview* d = review_decision(st);
  return d ? d->action_index : 0;
}

void review_go(ReviewState& st, std::size_t step) {
  if (!st.game) return;
  st.step = st.steps.empty() ? 0 : std::min(step, st.steps.size() - 1);
  const std::size_t want = std::min(review_action_shown(st), st.game->log().size());
  // Forward: apply the actions between; back: start again from the set-up (saves replay from it).
  if (!st.position || st.position_actions > want) {
    auto s = Session::start(st.game->content(), st.game->options(), st.game->seed(), st.seats);
    if (!s) {
      st.problem = s.refusal().reason;
      return;
    }
    st.position = std::move(s.value());
    st.position_actions = 0;
  }
  const auto& log = st.game->log();
  while (st.position_actions < want) {
    if (!st.position->apply(log[st.position_actions])) {
      st.problem = "the save's action " + std::to_string(st.position_actions + 1) + " does not replay";
      break;
    }
    ++st.position_actions;
  }
  st.layout_key.clear();
}

}  // namespace hs::app
