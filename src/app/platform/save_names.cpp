// Save names and Load labels.
#include "app/platform/save_names.hpp"
#include "highscore/text_file.hpp"

#include <cctype>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

namespace hs::app {

std::string save_file_name(const Game& g, const std::string& stamp) {
  std::string name;
  for (const Player& p : g.observe(-1).state().players) {
    if (p.character < 0 || p.character >= static_cast<int>(g.content().characters.size())) continue;
    for (char ch : g.content().characters[static_cast<std::size_t>(p.character)].id)
      name += (std::isalnum(static_cast<unsigned char>(ch)) != 0) ? ch : '_';
    name += '-';
  }
  return name + "round" + std::to_string(g.observe(-1).state().round) + "-" + stamp + ".json";
}

std::string save_label(const Content& content, const std::string& path, const StringTable& t) {
  const std::string fallback = std::filesystem::path(path).filename().string();
  try {
    auto read = read_json_text_file(path);  // size, NUL and depth bounded
    if (!read) return fallback;
    const nlohmann::json& j = read.value();
    const auto& st = j.at("state");
    std::string who;
    for (const auto& p : st.at("players")) {
      const int ch = p.at("character").get<int>();
      if (ch < 0 || ch >= static_cast<int>(content.characters.size())) return fallback;
      who += (who.empty() ? "" : ", ") + content.characters[static_cast<std::size_t>(ch)].name.in(t.language());
    }
    const std::string mode = j.at("options").value("mode", std::string("standard"));
    const std::string mode_key = "mode." + mode;
    std::string label = who + " · " + (t.get(mode_key) != mode_key ? t.get(mode_key) : mode) + " · " +
                        t.format("table.round", {std::to_string(st.at("round").get<int>())});
    if (st.value("finished", false)) label += " · " + t.get("load.finished");
    return label;
  } catch (const std::exception&) {
    return fallback;
  }
}

}  // namespace hs::app
