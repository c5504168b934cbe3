// A game being played in the app: the engine's Game, who sits in each seat (human or which bot),
// the readable log, and the autosave (autosave.hpp) after every action. No SDL here.
#pragma once
#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/session/autosave.hpp"
#include "highscore/bots.hpp"
#include "highscore/game.hpp"

namespace hs::app {

// What one applied action did, kept beside the game's action log so the log text, the hotseat
// recap and undo can be derived from the actions (also after Continue, which replays them).
struct EventNote {
  std::vector<Color> dice;  // DiceRolled: each die's colour; DieRerolled: the die's colour
  int equipment = -1;       // ItemUsed: the equipment card used
  // What the dice show once modifiers are applied, so the log says what the table shows:
  // DiceRolled/DieRerolled: each die's value (and the passive item adding to it, -1 for none);
  // ItemUsed/AbilityUsed/ExpertUsed: the dice it changed, as {die, before, after}.
  std::vector<int> shown, bonus_item;
  struct Change {
    int die = -1, from = 0, to = 0;
    Color color = Color::Red;
  };
  std::vector<Change> changed;
  // ItemUsed/AbilityUsed: rolled dice now set to go back to the pool when the test resolves (R7.4
  // recover_value, as the Sixfold Ring), and spent dice returned to the pool (recover_spent).
  std::vector<Change> recovering;  // {die, value, value, colour}
  std::vector<Color> returned;
};
struct ActionRecord {
  int actor = -1;                 // seat that owned the decision
  int round = 0, active = -1;     // the turn it was made in
  std::vector<Event> events;
  std::vector<EventNote> notes;   // one per event
  std::vector<int> progress;      // per seat after it: level * 1000 + step, -1 when eliminated
};

// What a bot needs to answer the pending decision away from the game, on another thread: copies of
// the deciding seat's observation (its table and the rules in play) and of the legal actions, and
// the bot itself (shared, so the question stays valid whatever happens to the session meanwhile).
struct BotQuestion {
  std::uint64_t session = 0;        // Session::serial() of the session asked
  std::size_t actions_applied = 0;  // the position asked about: an answer to another one is refused
  int seat = -1;
  std::shared_ptr<Bot> bot;
  std::shared_ptr<std::atomic<bool>> stop;  // set when the session no longer wants the answer
  const Content* content = nullptr;         // the app's content, which outlives every question
  TableState table;
  GameOptions options;
  Observation seen;  // its table and options point nowhere: observation() points them here
  std::vector<Action> legal;
  Observation observation() const {
    Observation o = seen;
    o.table = &table;
    o.options = &options;
    return o;
  }
  Action answer() { return bot->choose(*content, observation(), legal); }
};

struct Seat {
  std::string controller = "human";  // "human" or a bot kind from hs::bot_kinds()
  bool is_bot() const { return controller != "human"; }
};

class Session {
 public:
  // Starts a new game; refusals come from the engine (validate_options) with their reason.
  static Result<std::unique_ptr<Session>> start(const Content& content, const GameOptions& options,
                                                std::uint64_t seed, std::vector<Seat> seats);
  // Opens a save file, with who plays each seat as the save records it (or as its seats file beside
  // it says, which wins when present: the autosave keeps it current), with the autosave journals
  // that continue it; files too large for any save are refused before reading. `notes` (optional)
  // receives what was dropped or set aside.
  static Result<std::unique_ptr<Session>> open(const Content& content, const std::string& path,
                                               std::vector<std::string>* notes = nullptr);
  ~Session();

  // From now on every action, undo and seat change is autosaved to `path` (see Autosave::start).
  // Returns a problem to show, or nullopt; notes receive what was set aside.
  std::optional<std::string> autosave_to(const std::string& path, bool check_previous,
                                         std::vector<std::string>& notes);
  bool autosaving() const { return autosave_ != nullptr; }
  // Writes the last snapshot, waits for it and stops autosaving (before the files are read back).
  void stop_autosave();
  // Called with the log size after each applied action, before it is autosaved (the fault test).
  void set_trace(std::function<void(std::size_t)> trace) { trace_ = std::move(trace); }
  // The first autosave problem since the last call (a full disk, ...), for the player.
  std::optional<std::string> take_autosave_problem();

  Game& game() { return *game_; }
  const Game& game() const { return *game_; }
  const std::vector<Seat>& seats() const { return seats_; }
  bool human_to_act() const;
  int deciding_seat() const { return game_->pending().owner; }

  // The one way the app changes the game: apply a legal action, remember its events.
  Result<std::vector<Event>> apply(const Action& action);
  // Lets the bot owning the pending decision choose and apply one action; false if a human decides.
  bool bot_step(std::vector<Event>* events = nullptr);
  // The same in two halves, so the choice can be made on another thread: the question for the bot
  // owning the pending decision (null if a human decides), then its answer applied through apply()
  // if the session still stands where it was asked (else false and nothing changes).
  std::shared_ptr<BotQuestion> bot_question() const;
  bool answer_bot(const BotQuestion& question, const Action& action, std::vector<Event>* events = nullptr);
  // Tells this session apart from every other one of the process (questions carry it).
  std::uint64_t serial() const { return serial_; }
  // The Hard bot's budget from now on (the app: app_search_budget()); its bots are made afresh.
  void set_search_budget(const SearchBudget& budget);
  bool undo();
  // Undo as the table offers it: the last action is the deciding seat's own, made this turn, and
  // revealed nothing random (another seat's or a bot's moves are never taken back).
  bool can_undo_own() const;
  // One record per action in game().log(), oldest first.
  const std::vector<ActionRecord>& history() const { return history_; }
  int human_seats() const;
  // A seat played by a person is still in the game (not eliminated, R5.10): "Skip to my turn" has a
  // turn to skip to; otherwise the table can only be watched to its end.
  bool person_in_play() const;
  // Changes who sits where (bots are made afresh from `seed`).
  void set_seats(std::vector<Seat> seats, std::uint64_t seed);

  // Saves to `path`, the seats inside the save (a seats file left beside it by an older build goes).
  Result<bool> save(const std::string& path) const;

 private:
  Session() = default;
  void make_bots(std::uint64_t seed);
  void stop_thinking();  // questions asked so far are no longer wanted
  void rebuild_history();
  std::optional<Game> game_;
  std::vector<Seat> seats_;
  std::vector<std::shared_ptr<Bot>> bots_;  // per seat, null for humans
  std::uint64_t seed_ = 0;                  // the bots' seed
  std::uint64_t serial_ = 0;
  SearchBudget search_budget_;              // for the expert; its stop flag is stop_
  std::shared_ptr<std::atomic<bool>> stop_ = std::make_shared<std::atomic<bool>>(false);
  std::vector<ActionRecord> history_;
  std::unique_ptr<Autosave> autosave_;
  std::function<void(std::size_t)> trace_;
  std::optional<std::string> autosave_problem_;
  void note_problem(std::optional<std::string> p) {
    if (p && !autosave_problem_) autosave_problem_ = std::move(p);
  }
  std::vector<std::string> controllers() const;
};

// The record of `action` applied to `before`, giving `after` and `events`.
ActionRecord record_action(const Game& before, const Action& action, const Game& after, std::vector<Event> events);

std::string seats_path_for(const std::string& save_path);

}  // namespace hs::app
