// The Load list's summary of a save (see save_summary.hpp).
#include "app/screens/load/save_summary.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>

#include <nlohmann/json.hpp>

#include "app/session/autosave.hpp"
#include "highscore/text_file.hpp"

namespace hs::app {

namespace {

namespace fs = std::filesystem;

std::time_t written_at(const std::string& path) {
  std::error_code ec;
  const auto t = fs::last_write_time(path, ec);
  if (ec) return 0;
  return std::chrono::system_clock::to_time_t(std::chrono::file_clock::to_sys(t));
}

std::string character_names(const Content& content, const std::vector<int>& characters, const std::string& language) {
  std::string who;
  for (int ch : characters)
    if (ch >= 0 && ch < static_cast<int>(content.characters.size()))
      who += (who.empty() ? "" : ", ") + content.characters[static_cast<std::size_t>(ch)].name.in(language);
  return who;
}

int bots_among(const std::vector<std::string>& seats) {
  return static_cast<int>(std::count_if(seats.begin(), seats.end(), [](const std::string& s) { return s != "human"; }));
}

}  // namespace

SaveSummary summary_of(const Game& game, const std::vector<std::string>& seats, const std::string& language) {
  SaveSummary s;
  std::vector<int> characters;
  for (const Player& p : game.observe(-1).state().players) characters.push_back(p.character);
  s.readable = true;
  s.who = character_names(game.content(), characters, language);
  s.mode = std::string(mode_name(game.options().mode));
  s.seats = static_cast<int>(characters.size());
  s.bots = bots_among(seats);
  s.round = game.observe(-1).state().round;
  s.finished = game.finished();
  return s;
}

SaveSummary read_save_summary(const Content& content, const std::string& path, bool journals, const std::string& language) {
  SaveSummary s;
  s.last_played = written_at(path);
  if (journals) {
    for (const auto& [generation, file] : journals_of(path)) s.last_played = std::max(s.last_played, written_at(file));
    auto resumed = resume_autosave(content, path);
    if (!resumed) return s;
    const std::time_t when = s.last_played;
    s = summary_of(resumed.value().game, resumed.value().seats.value_or(std::vector<std::string>{}), language);
    s.last_played = when;
    return s;
  }
  try {
    auto read = read_json_text_file(path);  // size, NUL and depth bounded
    if (!read) return s;
    const nlohmann::json& j = read.value();
    const auto& st = j.at("state");
    std::vector<int> characters;
    for (const auto& p : st.at("players")) characters.push_back(p.at("character").get<int>());
    s.who = character_names(content, characters, language);
    s.mode = j.at("options").value("mode", std::string("standard"));
    s.seats = static_cast<int>(characters.size());
    if (j.contains("seats") && j["seats"].is_array())  // format 5: {"controller": "human"} or a bot's
      for (const auto& seat : j["seats"]) {
        const nlohmann::json controller = seat.is_object() ? seat.value("controller", nlohmann::json()) : seat;
        if (!(controller.is_string() && controller.get<std::string>() == "human")) ++s.bots;
      }
    s.round = st.at("round").get<int>();
    s.finished = st.value("finished", false);
    s.readable = true;
  } catch (const std::exception&) {
    s.readable = false;  // the name and time are still shown; opening it says what is wrong
  }
  return s;
}

std::string summary_line(const SaveSummary& s, const StringTable& t) {
  if (!s.readable) return t.get("load.unreadable");
  const std::string mode_key = "mode." + s.mode;
  std::string line = t.get(mode_key) != mode_key ? t.get(mode_key) : s.mode;
  line += " · " + (s.seats == 1   ? t.get("load.seat_one")
                   : s.bots > 0     ? t.format("load.seats_bots", {std::to_string(s.seats), std::to_string(s.bots)})
                                    : t.format("load.seats", {std::to_string(s.seats)}));
  line += " · " + t.format("table.round", {std::to_string(s.round)});
  if (s.finished) line += " · " + t.get("load.finished");
  return line;
}

std::string local_time_text(std::time_t tt) {
  if (tt == 0) return "";
  std::tm tm{};
  if (!localtime_r(&tt, &tm)) return "";
  char buf[32];
  return std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &tm) ? buf : "";
}

}  // namespace hs::app
