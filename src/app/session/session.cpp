// Session: starting, loading, stepping bots, undo and saving a game for the app.
#include "app/session/session.hpp"

#include "highscore/text_file.hpp"

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "app/platform/file_safety.hpp"
#include "highscore/save.hpp"

namespace hs::app {

std::string seats_path_for(const std::string& save_path) { return save_path + ".seats.json"; }

namespace {
std::atomic<std::uint64_t> next_session_serial{1};
}  // namespace

void Session::make_bots(std::uint64_t seed) {
  seed_ = seed;
  if (!serial_) serial_ = next_session_serial++;
  search_budget_.stop = stop_;
  bots_.clear();
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    const std::string& kind = seats_[i].controller;
    const std::uint64_t bot_seed = seed * 31 + i + 1;
    bots_.push_back(!seats_[i].is_bot() ? nullptr
                    : kind == "expert"  ? std::shared_ptr<Bot>(make_expert_bot(bot_seed, search_budget_))
                                        : std::shared_ptr<Bot>(make_bot(kind, bot_seed)));
  }
}

void Session::stop_thinking() {
  stop_->store(true);
  stop_ = std::make_shared<std::atomic<bool>>(false);  // for the bots made from now on
}

void Session::set_search_budget(const SearchBudget& budget) {
  stop_thinking();
  search_budget_ = budget;
  make_bots(seed_);
}

Result<std::unique_ptr<Session>> Session::start(const Content& content, const GameOptions& options,
                                                std::uint64_t seed, std::vector<Seat> seats) {
  auto g = Game::create(content, options, seed);
  if (!g) return g.refusal();
  std::unique_ptr<Session> s(new Session());
  s->game_.emplace(std::move(g.value()));
  seats.resize(static_cast<std::size_t>(options.players));
  for (auto& seat : seats) {
    bool known = seat.controller == "human";
    for (const auto& k : bot_kinds()) known = known || k == seat.controller;
    if (!known) return Refusal{"", "unknown seat controller '" + seat.controller + "'"};
  }
  s->seats_ = std::move(seats);
  s->make_bots(seed);
  return s;
}

Result<std::unique_ptr<Session>> Session::open(const Content& content, const std::string& path,
                                                std::vector<std::string>* notes) {
  auto g = resume_autosave(content, path);
  if (!g) return g.refusal();
  if (notes) *notes = g->notes;
  std::unique_ptr<Session> s(new Session());
  s->game_.emplace(std::move(g->game));
  s->seats_.assign(s->game_->observe(-1).state().players.size(), Seat{});
  // The save's own seats (format 5), then the seats file beside it, which wins: the autosave rewrites
  // it at every seat change, between snapshots; a save of an older build has only the file.
  const bool save_has_seats = g->seats && g->seats->size() == s->seats_.size();
  if (save_has_seats)
    for (std::size_t i = 0; i < s->seats_.size(); ++i) s->seats_[i].controller = (*g->seats)[i];
  const std::string seats_file = seats_path_for(path);
  // Read with the shared limits (size, NUL, depth, pipes); a damaged seats file is moved aside
  // (.damaged, never overwritten unread), the save's own seats stand (every seat a person when the
  // save has none) and the notes say so once.
  std::error_code ec;
  if (std::filesystem::exists(std::filesystem::symlink_status(seats_file, ec))) {
    auto read = read_json_text_file(seats_file, 1 << 16);
    std::string why = read ? "" : read.refusal().reason;
    std::vector<std::string> from_file;
    if (read) {
      const nlohmann::json& j = read.value();
      if (!j.is_array() || j.size() != s->seats_.size())
        why = seats_file + ": expected a list of " + std::to_string(s->seats_.size()) + " seats";
      else
        for (std::size_t i = 0; i < j.size() && why.empty(); ++i) {
          const std::string c = j[i].is_string() ? j[i].get<std::string>() : std::string();
          bool known = c == "human";
          for (const auto& k : bot_kinds()) known = known || k == c;
          if (known) from_file.push_back(c);
          else why = seats_file + ": /" + std::to_string(i) + ": not \"human\" nor a bot the game has";
        }
    }
    if (why.empty()) {
      for (std::size_t i = 0; i < s->seats_.size(); ++i) s->seats_[i].controller = from_file[i];
    } else {
      const auto moved = move_aside(seats_file, "damaged");
      if (notes)
        notes->push_back(why + (save_has_seats ? "; the seats the save records are played" : "; every seat is played by a person") +
                         (moved ? " (the file is kept as " + *moved + ")" : ""));
    }
  }
  s->make_bots(s->game_->seed());
  s->rebuild_history();
  return s;
}

Session::~Session() {
  stop_->store(true);  // a bot still thinking about this game stops (its answer is refused anyway)
  if (autosave_) autosave_->finish(*game_);
}

void Session::stop_autosave() {
  if (!autosave_) return;
  autosave_->finish(*game_);
  autosave_.reset();  // joins the writer once the snapshot is on disk
}

std::vector<std::string> Session::controllers() const {
  std::vector<std::string> out;
  for (const Seat& s : seats_) out.push_back(s.controller);
  return out;
}

std::optional<std::string> Session::autosave_to(const std::string& path, bool check_previous,
                                                std::vector<std::string>& notes) {
  autosave_.reset();  // a previous autosave of this session finishes its writes first
  auto a = Autosave::start(*game_, controllers(), path, check_previous, notes);
  if (!a) return a.refusal().reason;
  autosave_ = std::move(a.value());
  return std::nullopt;
}

std::optional<std::string> Session::take_autosave_problem() {
  if (autosave_) note_problem(autosave_->take_writer_problem());
  auto p = std::move(autosave_problem_);
  autosave_problem_.reset();
  return p;
}

bool Session::human_to_act() const {
  const Decision d = game_->pending();
  if (d.kind == DecisionKind::Finished || d.owner < 0) return false;
  return d.owner >= static_cast<int>(seats_.size()) || !seats_[static_cast<std::size_t>(d.owner)].is_bot();
}

ActionRecord record_action(const Game& before, const Action& action, const Game& after, std::vector<Event> events) {
  ActionRecord rec;
  rec.actor = before.pending().owner;
  rec.round = before.observe(-1).state().round;
  rec.active = before.observe(-1).state().active_player();
  const TableState& st = after.observe(-1).state();  // what every seat sees
  const TableState& was = before.observe(-1).state();
  // The passive item that adds to a die of this colour (R7.4 bonus_all), -1 for none.
  const auto bonus_item = [&](int seat, Color c) {
    if (seat < 0 || seat >= static_cast<int>(st.players.size())) return -1;
    for (const OwnedItem& it : st.players[static_cast<std::size_t>(seat)].items) {
      if (it.item < 0 || it.item >= static_cast<int>(after.content().equipment.size())) continue;
      const Effect& fx = after.content().equipment[static_cast<std::size_t>(it.item)].effect;
      if (fx.kind == EffectKind::BonusAll && (fx.color == Color::Any || fx.color == c)) return it.item;
    }
    return -1;
  };
  const auto note_die = [&](EventNote& note, int seat, const TestDie& d) {
    note.dice.push_back(d.color);
    note.shown.push_back(d.value);
    note.bonus_item.push_back(d.value != d.natural ? bonus_item(seat, d.color) : -1);
  };
  for (const Event& e : events) {
    EventNote note;
    if (e.kind == EventKind::DiceRolled)
      for (const TestDie& d : st.test.dice) note_die(note, e.player, d);
    if (e.kind == EventKind::DieRerolled && e.a >= 0 && e.a < static_cast<int>(st.test.dice.size()))
      note_die(note, e.player, st.test.dice[static_cast<std::size_t>(e.a)]);
    if ((e.kind == EventKind::ItemUsed || e.kind == EventKind::AbilityUsed || e.kind == EventKind::ExpertUsed) &&
        was.test.rolled && st.test.rolled && was.test.dice.size() == st.test.dice.size())
      for (std::size_t i = 0; i < st.test.dice.size(); ++i)
        if (was.test.dice[i].value != st.test.dice[i].value)
          note.changed.push_back({static_cast<int>(i), was.test.dice[i].value, st.test.dice[i].value, st.test.dice[i].color});
    if ((e.kind == EventKind::ItemUsed || e.kind == EventKind::AbilityUsed) && e.player >= 0 &&
        e.player < static_cast<int>(st.players.size())) {
      if (was.test.dice.size() == st.test.dice.size())
        for (std::size_t i = 0; i < st.test.dice.size(); ++i)
          if ((st.test.dice[i].recover && !was.test.dice[i].recover) || (st.test.dice[i].recover_if_pass && !was.test.dice[i].recover_if_pass))
            note.recovering.push_back({static_cast<int>(i), st.test.dice[i].value, st.test.dice[i].value, st.test.dice[i].color});
      const DiceCounts& spent_was = was.players[static_cast<std::size_t>(e.player)].spent;
      const DiceCounts& spent_now = st.players[static_cast<std::size_t>(e.player)].spent;
      for (Color c : kAllDieColors)
        for (int k = spent_now[c]; k < spent_was[c]; ++k) note.returned.push_back(c);
    }
    if (e.kind == EventKind::ItemUsed) {  // the item as it was owned before (one-use items go back)
      const auto* use = std::get_if<UseItem>(&action);
      const auto& players = before.observe(-1).state().players;
      if (use && e.player >= 0 && e.player < static_cast<int>(players.size())) {
        const auto& items = players[static_cast<std::size_t>(e.player)].items;
        if (use->item >= 0 && use->item < static_cast<int>(items.size())) note.equipment = items[static_cast<std::size_t>(use->item)].item;
      }
    }
    rec.notes.push_back(std::move(note));
  }
  rec.events = std::move(events);
  for (const Player& p : st.players) {
    const bool on_board = !p.eliminated && p.node >= 0 && p.node < static_cast<int>(st.board.size());
    rec.progress.push_back(on_board ? st.board[static_cast<std::size_t>(p.node)].level * 1000 + st.board[static_cast<std::size_t>(p.node)].step : -1);
  }
  return rec;
}

Result<std::vector<Event>> Session::apply(const Action& action) {
  const Game before = *game_;
  auto r = game_->apply(action);
  if (r) {
    history_.push_back(record_action(before, action, *game_, r.value()));
    if (trace_) trace_(game_->log().size());
    if (autosave_) note_problem(autosave_->record_action(*game_, action));
  }
  return r;
}

void Session::rebuild_history() {
  // Replays the saved actions from set-up; a save that does not replay this way keeps bare records.
  history_.clear();
  const auto& log = game_->log();
  auto g = Game::create(game_->content(), game_->options(), game_->seed());
  for (std::size_t i = 0; g && i < log.size(); ++i) {
    const Game before = g.value();
    auto r = g.value().apply(log[i]);
    if (!r) break;
    history_.push_back(record_action(before, log[i], g.value(), r.value()));
  }
  history_.resize(log.size());
}

int Session::human_seats() const {
  int n = 0;
  for (const Seat& s : seats_) n += s.is_bot() ? 0 : 1;
  return n;
}

bool Session::person_in_play() const {
  const auto& players = game_->observe(-1).state().players;
  for (std::size_t i = 0; i < seats_.size() && i < players.size(); ++i)
    if (!seats_[i].is_bot() && !players[i].eliminated) return true;
  return false;
}

bool Session::can_undo_own() const {
  if (!game_->can_undo() || history_.empty()) return false;
  const ActionRecord& last = history_.back();
  const TableState& st = game_->observe(-1).state();
  return last.actor >= 0 && last.actor == game_->pending().owner && last.round == st.round && last.active == st.active_player();
}

std::shared_ptr<BotQuestion> Session::bot_question() const {
  const Decision d = game_->pending();
  if (d.kind == DecisionKind::Finished || d.owner < 0 || d.owner >= static_cast<int>(bots_.size())) return nullptr;
  const auto& bot = bots_[static_cast<std::size_t>(d.owner)];
  if (!bot) return nullptr;
  auto q = std::make_shared<BotQuestion>();
  const Observation seen = game_->observe(d.owner);
  q->session = serial_;
  q->actions_applied = seen.actions_applied;
  q->seat = d.owner;
  q->bot = bot;
  q->stop = stop_;
  q->content = &game_->content();
  q->table = seen.state();  // the table only: what the seat may know
  q->options = *seen.options;
  q->seen = seen;
  q->seen.table = nullptr;
  q->seen.options = nullptr;
  q->legal = seat_choices(game_->legal_actions(), d.owner);  // never a choice for another seat's hero
  return q;
}

bool Session::answer_bot(const BotQuestion& q, const Action& action, std::vector<Event>* events) {
  const Decision d = game_->pending();
  // Only the question of this session, this position and the bot still in that seat.
  if (q.session != serial_ || q.actions_applied != game_->observe(-1).actions_applied || d.owner != q.seat ||
      q.seat < 0 || q.seat >= static_cast<int>(bots_.size()) || bots_[static_cast<std::size_t>(q.seat)] != q.bot)
    return false;
  auto r = apply(action);
  if (!r) return false;
  if (events) *events = r.value();
  return true;
}

bool Session::bot_step(std::vector<Event>* events) {
  const auto q = bot_question();
  if (!q) return false;
  return answer_bot(*q, q->answer(), events);
}

void Session::set_seats(std::vector<Seat> seats, std::uint64_t seed) {
  seats.resize(game_->observe(-1).state().players.size());
  seats_ = std::move(seats);
  stop_thinking();
  make_bots(seed);
  if (autosave_) note_problem(autosave_->record_seats(controllers()));
}

bool Session::undo() {
  if (!game_->can_undo()) return false;
  auto g = game_->undone();
  if (!g) return false;
  game_.emplace(std::move(g.value()));
  if (!history_.empty()) history_.pop_back();
  if (autosave_) note_problem(autosave_->record_undo(*game_));
  return true;
}

Result<bool> Session::save(const std::string& path) const {
  // The seats go in the save itself (format 5); a seats file an older build left beside it would
  // override them when loading, so it goes.
  auto r = write_save_file(*game_, path, controllers());
  if (!r) return r;
  std::error_code ignored;
  std::filesystem::remove(seats_path_for(path), ignored);
  return true;
}

}  // namespace hs::app
