// Hints by seat and by game (hint_book.hpp).
#include "app/teach/coach/hint_book.hpp"

#include <exception>
#include <utility>

#include <nlohmann/json.hpp>

#include "app/platform/file_safety.hpp"
#include "app/platform/settings.hpp"
#include "highscore/text_file.hpp"

namespace hs::app {

std::string hint_game_key(const Game& game) {
  const GameOptions& o = game.options();
  std::string key = std::to_string(game.seed()) + "/" + std::string(mode_name(o.mode)) + "/" + std::to_string(o.players);
  for (const std::string& ch : o.characters) key += "/" + ch;
  return key;
}

std::string hints_path() { return config_dir() + "/hints.json"; }

void HintBook::follow(const std::string& key, const std::string& file) {
  if (key == game_) return;
  game_ = key;
  by_seat_.clear();
  if (file.empty()) return;
  // {"game": key, "seats": {"0": [...], ...}}: anything else, or another game's, is left alone.
  auto read = read_json_text_file(file);
  if (!read) return;
  try {
    const nlohmann::json& j = read.value();
    if (!j.is_object() || j.value("game", "") != key || !j.contains("seats") || !j["seats"].is_object()) return;
    for (const auto& [seat, hints] : j["seats"].items())
      by_seat_[std::stoi(seat)] = hints.get<std::vector<std::string>>();
  } catch (const std::exception&) {
    by_seat_.clear();
  }
}

void HintBook::add(int seat, std::string hint, const std::string& file) {
  by_seat_[seat].push_back(std::move(hint));
  if (file.empty()) return;
  nlohmann::json j;
  j["game"] = game_;
  j["seats"] = nlohmann::json::object();
  for (const auto& [s, hints] : by_seat_) j["seats"][std::to_string(s)] = hints;
  (void)write_file_atomically(file, j.dump() + "\n");
}

const std::vector<std::string>& HintBook::of(int seat) const {
  static const std::vector<std::string> kNone;
  const auto it = by_seat_.find(seat);
  return it == by_seat_.end() ? kNone : it->second;
}

}  // namespace hs::app
