// Reading, checking and writing the solo records file (solo_records.hpp).
#include "app/platform/solo_records.hpp"
#include "highscore/text_file.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "app/platform/file_safety.hpp"
#include "app/platform/settings.hpp"

namespace hs::app {

namespace {

constexpr int kMaxCount = 100000000;

// One record object; false with `where` and `why` filled when its shape or numbers are wrong.
bool read_record(const nlohmann::json& j, const std::string& at, SoloRecord& out, std::string& why) {
  if (!j.is_object()) return why = at + ": not an object", false;
  int* fields[] = {&out.games, &out.wins, &out.best_turns};
  const char* names[] = {"games", "wins", "best_turns"};
  for (int i = 0; i < 3; ++i) {
    if (!j.contains(names[i])) return why = at + ": missing \"" + names[i] + "\"", false;
    const auto& v = j[names[i]];
    if (!v.is_number_integer() || v.get<long long>() < 0 || v.get<long long>() > kMaxCount)
      return why = at + "/" + names[i] + ": not a whole number from 0 to " + std::to_string(kMaxCount), false;
    *fields[i] = v.get<int>();
  }
  if (out.wins > out.games) return why = at + ": more wins than games", false;
  return true;
}

nlohmann::json write_record(const SoloRecord& r) {
  return {{"games", r.games}, {"wins", r.wins}, {"best_turns", r.best_turns}};
}

}  // namespace

std::string solo_records_path() { return data_dir() + "/solo_records.json"; }

SoloRecords load_solo_records(const std::string& path, std::string* warning, bool* damaged) {
  SoloRecords out;
  if (damaged) *damaged = false;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return out;  // never opened to ask: a FIFO would block
  auto fail = [&](const std::string& why) {
    // The file's name, not its path: notices never show where the user's files live.
    if (warning) *warning = std::filesystem::path(path).filename().string() + ": " + why + "; the records start again (the old file is kept aside)";
    if (damaged) *damaged = true;
    return SoloRecords{};
  };
  auto read = read_json_text_file(path, 1 << 20);  // size, NUL bytes, deep nesting and pipes refused
  if (!read) {
    const std::string& why = read.refusal().reason;
    return fail("not readable JSON (" + (why.rfind(path + ": ", 0) == 0 ? why.substr(path.size() + 2) : why) + ")");
  }
  const nlohmann::json& j = read.value();
  if (!j.is_object()) return fail("not an object");
  std::string why;
  for (const auto& [mode, body] : j.items()) {
    if (mode != "azoz" && mode != "hunter") return fail("/" + mode + ": not a solo adventure (azoz or hunter)");
    ModeRecords m;
    if (!body.is_object() || !body.contains("all") || !body.contains("by_character") || !body["by_character"].is_object())
      return fail("/" + mode + ": needs \"all\" and \"by_character\"");
    if (!read_record(body["all"], "/" + mode + "/all", m.all, why)) return fail(why);
    for (const auto& [id, rec] : body["by_character"].items())
      if (!read_record(rec, "/" + mode + "/by_character/" + id, m.by_character[id], why)) return fail(why);
    out.modes[mode] = std::move(m);
  }
  return out;
}

std::optional<std::string> save_solo_records(const SoloRecords& r, const std::string& path) {
  nlohmann::json j = nlohmann::json::object();
  for (const auto& [mode, m] : r.modes) {
    nlohmann::json chars = nlohmann::json::object();
    for (const auto& [id, rec] : m.by_character) chars[id] = write_record(rec);
    j[mode] = {{"all", write_record(m.all)}, {"by_character", chars}};
  }
  return write_file_atomically(path, j.dump(2) + "\n");
}

void add_solo_result(SoloRecords& r, const std::string& mode, const std::string& character, bool won, int turns) {
  ModeRecords& m = r.modes[mode];
  for (SoloRecord* rec : {&m.all, &m.by_character[character]}) {
    ++rec->games;
    if (!won) continue;
    ++rec->wins;
    if (rec->best_turns == 0 || turns < rec->best_turns) rec->best_turns = turns;
  }
}

}  // namespace hs::app
