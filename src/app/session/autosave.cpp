// The snapshot-and-journal autosave (autosave.hpp): appending lines, rotating journals, the
// background snapshot writer, and reading it all back.
#include "app/session/autosave.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cinttypes>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>

#include <nlohmann/json.hpp>

#include "app/platform/file_safety.hpp"
#include "app/session/session.hpp"
#include "highscore/save.hpp"
#include "highscore/text_file.hpp"

namespace hs::app {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

std::string hex(std::uint64_t h) {
  char buf[20];
  std::snprintf(buf, sizeof buf, "%016" PRIx64, h);
  return buf;
}

std::string journal_name(const std::string& path, std::uint64_t generation) {
  return path + ".journal-" + std::to_string(generation);
}

std::string seats_json(const std::vector<std::string>& seats) { return json(seats).dump() + "\n"; }

// The snapshot, with the seats inside it (save format 5) when there is one per player.
Result<bool> write_snapshot(const Game& game, const std::string& path, const std::vector<std::string>& seats) {
  if (static_cast<int>(seats.size()) == game.options().players) return write_save_file(game, path, seats);
  return write_save_file(game, path);
}

// The state an undo went back to: `game` with only its first `actions` actions. Replayed from
// `start`, a game whose log begins `game`'s, when it is not past the point (a few actions at most:
// an action then its undo costs one action, not the whole game); else from the set-up, and `start`
// then becomes that state. Each undo is thus linear in the actions since `start`, not in the game.
Result<Game> replay_prefix(const Game& game, std::size_t actions, Game& start) {
  const bool from_start = start.log().size() <= actions;
  Result<Game> fresh = from_start ? Result<Game>(start) : Game::create(game.content(), game.options(), game.seed());
  if (!fresh) return fresh.refusal();
  for (std::size_t i = fresh->log().size(); i < actions; ++i) {
    auto r = fresh->apply(game.log()[i]);
    if (!r) return r.refusal();
  }
  if (!from_start) start = fresh.value();
  return fresh;
}

// Applies one journal line to `game`; "" or what is wrong with it. `start` is a state `game` went
// through (its log is the beginning of `game`'s), from which undos are replayed.
std::string apply_line(Game& game, const std::string& line, Game& start) {
  auto parsed = parse_json_text(line);  // depth bounded before anything walks it
  if (!parsed) return parsed.refusal().reason;
  const json& j = parsed.value();
  if (!j.is_object() || !j.contains("n") || !j["n"].is_number_unsigned()) return "no action count";
  const std::uint64_t n = j["n"].get<std::uint64_t>();
  if (j.contains("undo")) {
    if (n >= game.log().size()) return "an undo that does not go back";
    auto back = replay_prefix(game, static_cast<std::size_t>(n), start);
    if (!back) return "the undo cannot be replayed: " + back.refusal().reason;
    game = std::move(back.value());
    return "";
  }
  if (!j.contains("a")) return "neither an action nor an undo";
  if (n != game.log().size() + 1) return "action " + std::to_string(n) + " does not follow action " + std::to_string(game.log().size());
  auto action = action_from_json(j["a"]);
  if (!action) return action.refusal().reason;
  auto applied = game.apply(action.value());
  if (!applied) return "refused: " + applied.refusal().rule + " " + applied.refusal().reason;
  return "";
}

}  // namespace

std::optional<std::uint64_t> journal_generation(const std::string& digits) {
  if (digits.empty() || !std::all_of(digits.begin(), digits.end(), ::isdigit)) return std::nullopt;
  std::uint64_t value = 0;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  if (ec != std::errc() || end != digits.data() + digits.size()) return std::nullopt;  // past 2^64
  return value;
}

std::uint64_t next_journal_generation(const std::vector<std::pair<std::uint64_t, std::string>>& old) {
  // Far from the end of the counter, go on counting; near it, start again at 1: the journals found
  // are covered by the snapshot written before them and removed, so no name is ever reused live.
  if (old.empty() || old.back().first >= kLastJournalGeneration) return 1;
  return old.back().first + 1;
}

std::vector<std::pair<std::uint64_t, std::string>> journals_of(const std::string& path) {
  std::vector<std::pair<std::uint64_t, std::string>> out;
  const fs::path p(path);
  const std::string prefix = p.filename().string() + ".journal-";
  std::error_code ec;
  const fs::path dir = p.has_parent_path() ? p.parent_path() : fs::path(".");
  for (const auto& e : fs::directory_iterator(dir, ec)) {
    const std::string name = e.path().filename().string();
    if (name.rfind(prefix, 0) != 0) continue;
    if (auto generation = journal_generation(name.substr(prefix.size())))
      out.push_back({*generation, e.path().string()});
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string set_aside_autosave(const std::string& path, const std::string& why) {
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(path, ec))) return why;  // no snapshot: nothing was refused, keep the journals
  const auto moved = move_aside(path, "unreadable");
  for (const auto& [g, file] : journals_of(path)) move_aside(file, "unreadable");
  return why + (moved ? " (kept as " + *moved + ")" : "");
}

Result<Resumed> resume_autosave(const Content& content, const std::string& path) {
  // The journals are read before the snapshot: a running app renames a new snapshot into place
  // and only then removes the journals it covers, so in this order no action can fall between.
  struct Read {
    std::uint64_t generation;
    std::string file, bytes;
    std::optional<std::string> too_big;
  };
  std::vector<Read> journals;
  for (const auto& [generation, file] : journals_of(path)) {
    Read r{generation, file, "", std::nullopt};
    auto bytes = read_text_file(file, kMaxSaveBytes);  // capped, NUL and pipes refused (highscore/text_file.hpp)
    std::error_code gone;
    if (bytes) r.bytes = std::move(bytes.value());
    // A running app removes the journals its new snapshot covers: one gone since the listing is
    // read as empty (the snapshot, read after, holds its actions), not as damage.
    else if (fs::exists(fs::symlink_status(file, gone)) || gone) {
      const std::string& why = bytes.refusal().reason;  // "FILE: why"; the note names the file itself
      r.too_big = why.rfind(file + ": ", 0) == 0 ? why.substr(file.size() + 2) : why;
    }
    journals.push_back(std::move(r));
  }
  auto loaded = read_save_file_with_seats(content, path);
  if (!loaded) return loaded.refusal();
  Resumed out{std::move(loaded.value().game), {}, std::move(loaded.value().seats)};
  Game& game = out.game;
  std::uint64_t last_applied = 0;
  bool chain_broken = false;
  for (const Read& j : journals) {
    const std::uint64_t generation = j.generation;
    const std::string& file = j.file;
    auto set_aside = [&](const std::string& why) {
      const auto moved = move_aside(file, "damaged");
      out.notes.push_back(file + ": " + why + (moved ? "; kept as " + *moved : ""));
      chain_broken = true;
    };
    if (j.too_big) {
      set_aside(*j.too_big);
      continue;
    }
    const std::string& bytes = j.bytes;
    std::vector<std::string> lines;
    std::size_t start = 0;
    bool torn = false;
    while (start < bytes.size()) {
      const std::size_t nl = bytes.find('\n', start);
      if (nl == std::string::npos) {
        torn = true;  // written up to a crash: never a complete line
        break;
      }
      lines.push_back(bytes.substr(start, nl - start));
      start = nl + 1;
    }
    if (lines.empty()) continue;  // created ahead of time, or the app stopped while creating it
    if (chain_broken) {
      set_aside("comes after a journal that could not be followed");
      continue;
    }
    auto parsed_header = parse_json_text(lines[0]);
    const json header = parsed_header ? std::move(parsed_header.value()) : json();
    const bool continues = header.is_object() && header.value("base_actions", json()).is_number_unsigned() &&
                           header["base_actions"].get<std::uint64_t>() == game.log().size() &&
                           header.value("base_hash", std::string()) == hex(game.hash());
    if (!continues) {
      // Older than the snapshot (its actions are in it already), or newer and not following on.
      if (generation > last_applied && last_applied != 0) set_aside("does not continue the previous journal");
      continue;
    }
    // The app starts a new journal every kSnapshotEvery lines: a longer one was not written by it,
    // and replaying it could take minutes (159,000 action-undo pairs took 29 s).
    if (lines.size() - 1 > static_cast<std::size_t>(kSnapshotEvery)) {
      set_aside(std::to_string(lines.size() - 1) + " actions and undos, more than the " + std::to_string(kSnapshotEvery) +
                " the app writes to one journal; the game resumes before them");
      continue;
    }
    last_applied = generation;
    Game undo_from = game;  // undos replay from here (or from the set-up when they go back further)
    for (std::size_t i = 1; i < lines.size() && !chain_broken; ++i)
      if (const std::string problem = apply_line(game, lines[i], undo_from); !problem.empty())
        set_aside("line " + std::to_string(i + 1) + ": " + problem + "; the game resumes before it");
    if (torn && !chain_broken)
      out.notes.push_back(file + ": the last action was being recorded when the app stopped; it is dropped");
  }
  return out;
}

Autosave::Autosave(std::string path, std::vector<std::string> seats) : path_(std::move(path)), seats_(std::move(seats)) {}

Result<std::unique_ptr<Autosave>> Autosave::start(const Game& game, const std::vector<std::string>& seats,
                                                   const std::string& path, bool check_previous,
                                                   std::vector<std::string>& notes) {
  std::error_code ec;
  if (check_previous && fs::exists(path, ec)) {
    auto previous = resume_autosave(game.content(), path);
    if (!previous) notes.push_back(set_aside_autosave(path, previous.refusal().reason));
  }
  std::unique_ptr<Autosave> a(new Autosave(path, seats));
  const auto old = journals_of(path);
  a->generation_ = next_journal_generation(old);
  if (auto r = write_snapshot(game, path, seats); !r) return r.refusal();
  if (auto err = write_file_atomically(seats_path_for(path), seats_json(seats))) return Refusal{"", *err};
  for (const auto& [g, file] : old) fs::remove(file, ec);  // all covered by the snapshot just written
  if (auto err = a->open_journal(game)) return Refusal{"", *err};
  a->spare_generation_ = a->generation_ + 1;
  a->spare_fd_ = ::open(journal_name(path, a->spare_generation_).c_str(), O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0644);
  a->writer_ = std::thread([p = a.get()] { p->writer_loop(); });
  return a;
}

Autosave::~Autosave() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (writer_.joinable()) writer_.join();
  if (journal_fd_ >= 0) ::close(journal_fd_);
  if (spare_fd_ >= 0) {
    ::close(spare_fd_);
    std::error_code ec;
    if (spare_generation_ > generation_) fs::remove(journal_name(path_, spare_generation_), ec);  // never used
  }
}

std::optional<std::string> Autosave::open_journal(const Game& game) {
  if (journal_fd_ >= 0) ::close(journal_fd_);
  const std::string name = journal_name(path_, generation_);
  {
    // The writer thread creates the next journal ahead of time: creating a file can wait on the
    // disk while a snapshot is being flushed, and that wait belongs off the UI thread.
    std::lock_guard<std::mutex> lock(mutex_);
    journal_fd_ = spare_generation_ == generation_ ? spare_fd_ : -1;
    if (spare_fd_ >= 0 && spare_generation_ != generation_) ::close(spare_fd_);
    spare_fd_ = -1;
  }
  if (journal_fd_ < 0) journal_fd_ = ::open(name.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0644);
  lines_ = 0;
  if (journal_fd_ < 0) return name + ": cannot write the autosave journal";
  const std::string header = json{{"journal", 1},
                                  {"generation", generation_},
                                  {"base_actions", game.log().size()},
                                  {"base_hash", hex(game.hash())}}
                                 .dump() +
                             "\n";
  if (::write(journal_fd_, header.data(), header.size()) != static_cast<ssize_t>(header.size()))
    return name + ": cannot write the autosave journal (disk full?)";
  return std::nullopt;
}

std::optional<std::string> Autosave::append(const std::string& line, const Game& game) {
  if (journal_fd_ < 0) {
    if (auto err = open_journal(game)) return err;
  }
  const std::string text = line + "\n";
  if (::write(journal_fd_, text.data(), text.size()) != static_cast<ssize_t>(text.size())) {
    // A partial line would be read back as torn; start a new journal from a full snapshot instead.
    ::close(journal_fd_);
    journal_fd_ = -1;
    lines_ = kSnapshotEvery;
  }
  if (++lines_ < kSnapshotEvery) return std::nullopt;
  return append_rotation_only(game);
}

std::optional<std::string> Autosave::append_rotation_only(const Game& game) {
  // Rotate: a new journal continues from here, and the writer thread saves the game as it is now.
  {
    std::lock_guard<std::mutex> lock(mutex_);  // the writer reads it to pick the next spare journal
    ++generation_;
  }
  auto err = open_journal(game);
  {
    std::lock_guard<std::mutex> lock(mutex_);
    pending_ = Job{game, seats_, generation_};
  }
  wake_.notify_one();
  return err;
}

void Autosave::finish(const Game& game) {
  if (lines_ == 0) return;
  append_rotation_only(game);
}

std::optional<std::string> Autosave::record_action(const Game& game, const Action& action) {
  return append(json{{"n", game.log().size()}, {"a", action_to_json(action)}}.dump(), game);
}

std::optional<std::string> Autosave::record_undo(const Game& game) {
  return append(json{{"n", game.log().size()}, {"undo", true}}.dump(), game);
}

std::optional<std::string> Autosave::record_seats(const std::vector<std::string>& seats) {
  seats_ = seats;
  return write_file_atomically(seats_path_for(path_), seats_json(seats));
}

std::optional<std::string> Autosave::take_writer_problem() {
  std::lock_guard<std::mutex> lock(mutex_);
  auto p = std::move(writer_problem_);
  writer_problem_.reset();
  return p;
}

void Autosave::writer_loop() {
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    wake_.wait(lock, [this] { return pending_.has_value() || stopping_; });
    if (!pending_) return;  // stopping with nothing left to write
    Job job = std::move(*pending_);
    pending_.reset();
    lock.unlock();
    std::optional<std::string> problem;
    if (auto r = write_snapshot(*job.game, path_, job.seats); !r) {
      problem = r.refusal().reason;
    } else {
      problem = write_file_atomically(seats_path_for(path_), seats_json(job.seats));
      std::error_code ec;
      for (const auto& [g, file] : journals_of(path_))
        if (g < job.generation) fs::remove(file, ec);  // covered by the snapshot
    }
    lock.lock();
    if (problem) writer_problem_ = problem;
    // The journal the UI thread will switch to next, created now (empty: reading skips it). Chosen
    // under the lock from the UI's own generation, and never an existing file: the UI thread may
    // have moved on while this snapshot was written, and its journal must not be touched.
    const std::uint64_t next = generation_ + 1;
    if (spare_fd_ < 0 || spare_generation_ != next) {
      if (spare_fd_ >= 0) ::close(spare_fd_);
      spare_fd_ = ::open(journal_name(path_, next).c_str(), O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0644);
      spare_generation_ = next;
    }
  }
}

}  // namespace hs::app
