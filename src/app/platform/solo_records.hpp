// The solo adventures' records (R9.6 Azoz, R9.7J the Hunter), kept in the data dir: per mode and per
// character the games played, the wins and the fewest turns of a win. No SDL here.
#pragma once
#include <map>
#include <optional>
#include <string>

namespace hs::app {

struct SoloRecord {
  int games = 0;
  int wins = 0;
  int best_turns = 0;  // fewest turns of a win; 0 before the first win
  bool operator==(const SoloRecord&) const = default;
};

struct ModeRecords {
  SoloRecord all;
  std::map<std::string, SoloRecord> by_character;  // character id -> record
  bool operator==(const ModeRecords&) const = default;
};

// Mode name ("azoz", "hunter") -> its records.
struct SoloRecords {
  std::map<std::string, ModeRecords> modes;
  bool operator==(const SoloRecords&) const = default;
};

// $XDG_DATA_HOME/highscore/solo_records.json
std::string solo_records_path();

// A missing file gives empty records. A damaged one (not JSON, wrong shapes, negative or impossible
// counts, too large) gives empty records, a message saying what and where in `warning`, and sets
// `damaged`: the caller moves the file aside before writing, so nothing is lost.
SoloRecords load_solo_records(const std::string& path, std::string* warning = nullptr, bool* damaged = nullptr);

// Written atomically. Returns a message on failure.
std::optional<std::string> save_solo_records(const SoloRecords& r, const std::string& path);

// Counts one finished adventure.
void add_solo_result(SoloRecords& r, const std::string& mode, const std::string& character, bool won, int turns);

}  // namespace hs::app
