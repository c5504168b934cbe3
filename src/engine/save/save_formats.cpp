// The save-format version list (never reordered, append only) and the migration of older saves to
// the current form. A migrated save is checked as far as its format allows: its own hash against its
// own snapshot (tampering), then the replayed game against the snapshot on every field both formats
// share (save/save.cpp), so a field that a later format added or reshaped does not refuse it.
#include <algorithm>

#include "highscore/save.hpp"
#include "content/json_read.hpp"
#include "save/save_internal.hpp"

namespace hs {

using nlohmann::json;

const std::vector<SaveFormat>& save_formats() {
  static const std::vector<SaveFormat> formats{
      {1, "format_version, content_id, content_version, content_fingerprint, options, seed, actions, "
          "state, hash (FNV-1a 64 of the state JSON)"},
      {2, "options may hold \"start\" and \"equipment:N\" stacks; the state holds \"stacked_equipment\"; "
          "\"options_check\" (FNV-1a 64 of the options JSON) refuses a save whose rules were edited"},
      {3, "the state holds the stack of pending decisions and steps (no awaiting_branch/optional_offered), "
          "levels, level_boss_nodes, entities, the monster deck, nodes' prev links, end_reason, and "
          "face-down cards off the board (card -1, their cards in hidden_cards); hash is the field-wise "
          "state hash (hash_state)"},
      {4, "the state holds the expert abilities' and exploration's fields (R9.4, R9.5): players' "
          "expert_used, entities' marks, exploration_decks; the state hash covers them"},
      {5, "\"seats\" (optional): each seat's controller, human or bot, with the bot's kind and level "
          "(easy, normal, hard); the state and hash are format 4's"},
      // Append here; never reorder, never remove.
  };
  return formats;
}

std::string readable_save_formats() {
  std::string out;
  for (const SaveFormat& f : save_formats()) out += (out.empty() ? "" : ", ") + std::to_string(f.version);
  return out;
}

std::uint64_t fnv1a64(const std::string& text) {
  std::uint64_t h = 0xcbf29ce484222325ULL;  // FNV-1a 64 offset basis
  for (unsigned char c : text) {
    h ^= c;
    h *= 0x100000001b3ULL;  // FNV-1a 64 prime
  }
  return h;
}

std::string options_check(const GameOptions& options) { return jsonread::hex64(fnv1a64(options_to_json(options).dump())); }

Result<json> migrate_save(const json& save, int version) {
  auto refuse = [&](const std::string& why) {
    return Refusal{"R10.4", "save format " + std::to_string(version) + " (migrated): " + why};
  };
  if (!save.contains("state") || !save["state"].is_object()) return refuse("/state: expected an object");
  if (!save.contains("hash") || !save["hash"].is_string()) return refuse("/hash: missing");
  // Formats 1 and 2 hash the state JSON as written: check it before anything is changed.
  if (version <= 2 && save["hash"].get<std::string>() != jsonread::hex64(fnv1a64(save["state"].dump())))
    return refuse("hash mismatch: the snapshot was changed after saving");
  json out = save;
  if (version < 2) {
    // 1 -> 2: no reshuffle stacks existed, and the options carried no check.
    out["state"]["stacked_equipment"] = json::array();
  }
  if (version < 3) {
    // 2 -> 3: a face-down card was kept on its node; it now waits off the board in hidden_cards.
    json& state = out["state"];
    json hidden = json::array();
    if (state.contains("board") && state["board"].is_array())
      for (std::size_t n = 0; n < state["board"].size(); ++n) {
        json& node = state["board"][n];
        if (node.is_object() && node.value("face_down", false) && node.contains("card")) {
          hidden.push_back(json::array({static_cast<int>(n), node["card"]}));
          node["card"] = -1;
        }
      }
    state["hidden_cards"] = hidden;
  }
  if (version < 4) {
    // 3 -> 4: no expert ability had been used, no placed die had marks, no level was explored.
    json& state = out["state"];
    if (state.contains("players") && state["players"].is_array())
      for (json& p : state["players"])
        if (p.is_object()) p["expert_used"] = false;
    if (state.contains("entities") && state["entities"].is_array())
      for (json& e : state["entities"])
        if (e.is_object()) e["marks"] = 0;
    state["exploration_decks"] = json::array();
  }
  out["format_version"] = kSaveFormatVersion;
  return out;
}

}  // namespace hs
