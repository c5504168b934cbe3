// The autosave in constant time per action: a full save (the snapshot, "<path>") written now and
// then by a background thread, and beside it an append-only journal ("<path>.journal-G") with one
// line per action or undo, written on the spot. A crash loses at most the action being written; a
// torn last line is detected and dropped with a note. No SDL here.
#pragma once
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "highscore/game.hpp"
#include "highscore/text_file.hpp"

namespace hs::app {

// Journal lines between two snapshots: the snapshot's cost (which grows with the game) is paid in
// the background once per this many actions; reading back replays at most this many lines per journal.
inline constexpr int kSnapshotEvery = 256;
// No save, journal or seats file of a real game comes near this; larger files are refused unread, with
// the same limit and message as every other reader (and the writer refuses to write more).
inline constexpr std::uintmax_t kMaxSaveBytes = kMaxFileBytes;

struct Resumed {
  Game game;
  std::vector<std::string> notes;  // what was dropped or set aside, for the player
  std::optional<std::vector<std::string>> seats;  // as the snapshot records them (none before format 5)
};

// Reads a save and every journal that continues it (a plain save has none). Refuses oversized files.
// Journals that cannot be followed to their end are renamed "*.damaged" and named in the notes.
Result<Resumed> resume_autosave(const Content& content, const std::string& path);

class Autosave {
 public:
  // Starts autosaving `game` to `path`: writes the snapshot now and opens a fresh journal; older
  // journals are then covered by the snapshot and removed. When `check_previous`, an existing
  // autosave that cannot be read is first moved aside (never overwritten); notes say so.
  static Result<std::unique_ptr<Autosave>> start(const Game& game, const std::vector<std::string>& seats,
                                                 const std::string& path, bool check_previous,
                                                 std::vector<std::string>& notes);
  ~Autosave();  // lets the writer finish its last snapshot, then stops it
  Autosave(const Autosave&) = delete;
  Autosave& operator=(const Autosave&) = delete;

  // After `game` applied an action, or after an undo: one journal line, and every kSnapshotEvery
  // lines a snapshot handed to the writer thread. Returns a problem to show, if any.
  std::optional<std::string> record_action(const Game& game, const Action& action);
  std::optional<std::string> record_undo(const Game& game);
  std::optional<std::string> record_seats(const std::vector<std::string>& seats);
  // Before the game goes away: hands the writer a last snapshot when the journal has lines.
  void finish(const Game& game);
  // A problem the writer thread met since the last call.
  std::optional<std::string> take_writer_problem();

 private:
  Autosave(std::string path, std::vector<std::string> seats);
  std::optional<std::string> open_journal(const Game& game);
  std::optional<std::string> append(const std::string& line, const Game& game);
  std::optional<std::string> append_rotation_only(const Game& game);  // new journal + snapshot job
  void writer_loop();

  std::string path_;
  std::vector<std::string> seats_;
  std::uint64_t generation_ = 0;  // of the journal being written; changed under mutex_
  int journal_fd_ = -1;
  int lines_ = 0;  // in the current journal

  struct Job {
    std::optional<Game> game;
    std::vector<std::string> seats;
    std::uint64_t generation = 0;
  };
  std::mutex mutex_;
  std::condition_variable wake_;
  std::optional<Job> pending_;  // only the newest snapshot matters: it covers the older ones
  bool stopping_ = false;
  std::optional<std::string> writer_problem_;
  int spare_fd_ = -1;  // the next journal, created by the writer thread ahead of time
  std::uint64_t spare_generation_ = 0;
  std::thread writer_;
};

// "<path>.journal-G" files of `path`, oldest generation first: G is any decimal number up to 2^64 - 1.
std::vector<std::pair<std::uint64_t, std::string>> journals_of(const std::string& path);

// Moves an autosave that cannot be resumed, and its journals, aside ("*.unreadable"), so the next
// Continue or New game starts clean and the files are kept; returns `why` with where they went.
// Without the autosave itself nothing is moved.
std::string set_aside_autosave(const std::string& path, const std::string& why);

// The generation in a journal's name ("12" of "autosave.json.journal-12"), or nullopt.
std::optional<std::uint64_t> journal_generation(const std::string& digits);

// The generation a new autosave's first journal takes after the journals found beside it (it restarts
// at 1 well before the counter could wrap, leaving room for the rotations of a session).
inline constexpr std::uint64_t kLastJournalGeneration = ~std::uint64_t{0} - (std::uint64_t{1} << 32);
std::uint64_t next_journal_generation(const std::vector<std::pair<std::uint64_t, std::string>>& old);

}  // namespace hs::app
