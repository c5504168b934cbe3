// Saved games (R10.4): writing {format_version, content, options, options_check, seed, actions,
// snapshot, hash}, and loading by replaying the actions from set-up and checking the result against
// the snapshot, the hash and the options' check. Older formats are migrated first (save_formats.cpp).
// Every problem is a Refusal that says what is wrong; nothing here throws to the caller.
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

#include "highscore/bots.hpp"
#include "highscore/save.hpp"
#include "highscore/text_file.hpp"
#include "content/json_read.hpp"
#include "save/save_internal.hpp"

namespace hs {

using nlohmann::json;
using namespace jsonread;

namespace {

Refusal refuse(const std::string& reason) { return Refusal{"R10.4", reason}; }

// The first JSON pointer where two documents differ, for a message that says where a snapshot was
// tampered with rather than just "mismatch".
std::string first_difference(const json& expected, const json& found) {
  const json patch = json::diff(found, expected);
  if (patch.empty() || !patch[0].contains("path")) return "/";
  return patch[0]["path"].get<std::string>();
}

// Why a save of an older format may replay differently: the rules fixes made since it was written.
std::string older_rules_note(int version) {
  if (version < 3)
    return "before format 3 the level-3 boss was drawn among all level-3 bosses, Azoz included (R1.3), so "
           "a game whose boss was not stacked is dealt differently now.";
  return "the rules changed since it was written.";
}

// For a migrated save: the first place where the old snapshot and the replayed state differ on what
// both formats have (keys only one side has are skipped; arrays must agree in length). "" = agree.
std::string shared_difference(const json& old, const json& now, const std::string& where) {
  if (old.is_object() && now.is_object()) {
    for (auto it = old.begin(); it != old.end(); ++it)
      if (auto found = now.find(it.key()); found != now.end())
        if (auto d = shared_difference(*it, *found, where + "/" + it.key()); !d.empty()) return d;
    return "";
  }
  if (old.is_array() && now.is_array()) {
    if (old.size() != now.size()) return where.empty() ? "/" : where;
    for (std::size_t i = 0; i < old.size(); ++i)
      if (auto d = shared_difference(old[i], now[i], where + "/" + std::to_string(i)); !d.empty()) return d;
    return "";
  }
  return old == now ? "" : (where.empty() ? "/" : where);
}

// "save format 7, this build reads formats 1, 2 (...)" for a version this build does not know.
std::optional<Refusal> unknown_version(const json& version) {
  const auto& formats = save_formats();
  const std::int64_t v = version.get<std::int64_t>();
  for (const SaveFormat& f : formats)
    if (f.version == v) return std::nullopt;
  return refuse("save format " + version.dump() + ", this build reads formats " + readable_save_formats() +
                (v > formats.back().version ? " (the save was made by a newer version of High Score)" : ""));
}

}  // namespace

// Writes a save's JSON to `path` atomically (below).
Result<bool> write_save_text(const json& save, const std::string& path);

json save_game(const Game& game, const SeatControllers& seats) {
  json out = save_game(game);
  out["seats"] = seats_to_json(seats);
  return out;
}

Result<Game> load_game(const Content& content, const json& save) {
  auto loaded = load_save(content, save);
  if (!loaded) return loaded.refusal();
  return std::move(loaded.value().game);
}

json save_game(const Game& game) {
  json actions = json::array();
  for (const auto& a : game.log()) actions.push_back(action_to_json(a));
  return json{{"format_version", kSaveFormatVersion},
              {"content_id", game.content().id},
              {"content_version", game.content().version},
              {"content_fingerprint", hex64(game.content().fingerprint)},
              {"options", options_to_json(game.options())},
              {"options_check", options_check(game.options())},
              {"seed", game.seed()},
              {"actions", actions},
              {"state", state_to_json(game.state())},
              {"hash", hex64(game.hash())}};
}

Result<LoadedSave> load_save(const Content& content, const json& original) {
  try {
    if (!original.is_object()) return refuse("not a saved game: expected a JSON object");
    // Before anything copies, prints or compares it (each of those recurses once per level).
    if (auto deep = check_json_depth(original)) return refuse("damaged save: " + *deep);
    if (!original.contains("format_version")) return refuse("not a saved game: no format_version");
    const json& version = original["format_version"];
    if (!version.is_number_integer()) return refuse("not a saved game: format_version is not a number");
    if (auto r = unknown_version(version)) return *r;
    const int saved_version = version.get<int>();
    // Format 5 only added the seats: a format-4 state reads and hashes as this build's own.
    const bool migrated = saved_version < kStateFormatSince;
    if (saved_version == 1)
      only_keys(original, "",
                {"format_version", "content_id", "content_version", "content_fingerprint", "options", "seed",
                 "actions", "state", "hash"});
    else if (saved_version < 5)
      only_keys(original, "",
                {"format_version", "content_id", "content_version", "content_fingerprint", "options",
                 "options_check", "seed", "actions", "state", "hash"});
    else
      only_keys(original, "",
                {"format_version", "content_id", "content_version", "content_fingerprint", "options",
                 "options_check", "seed", "actions", "state", "hash", "seats"});
    json upgraded;
    if (migrated) {
      auto m = migrate_save(original, saved_version);
      if (!m) return m.refusal();
      upgraded = std::move(m.value());
    }
    const json& save = migrated ? upgraded : original;

    const std::string content_id = as_string(field(save, "content_id", ""), "/content_id");
    const std::string content_version =
        save.contains("content_version") ? as_string(save["content_version"], "/content_version") : "";
    const std::uint64_t fingerprint = as_hex64(field(save, "content_fingerprint", ""), "/content_fingerprint");
    if (content_id != content.id)
      return refuse("saved with content \"" + content_id + "\", this game has content \"" + content.id + "\"");
    if (fingerprint != content.fingerprint)
      return refuse("saved with content \"" + content_id + "\" version \"" + content_version +
                    "\" whose files differ from the loaded content (version \"" + content.version + "\")");

    const GameOptions options = options_from_json_at(field(save, "options", ""), "/options");
    std::optional<SeatControllers> seats;
    if (save.contains("seats")) seats = seats_from_json_at(save["seats"], "/seats", options.players);
    const std::uint64_t seed = as_u64(field(save, "seed", ""), "/seed");
    const json& actions_json = require_array(field(save, "actions", ""), "/actions");
    std::vector<Action> actions;
    actions.reserve(actions_json.size());
    for (std::size_t i = 0; i < actions_json.size(); ++i) {
      try {
        actions.push_back(action_from_json_at(actions_json[i], child("/actions", i)));
      } catch (const JsonReadError& e) {
        return refuse("action " + std::to_string(i) + " is not valid: " + e.what());
      }
    }
    const std::uint64_t saved_hash = as_hex64(field(save, "hash", ""), "/hash");
    // A migrated snapshot is compared field by field below, not read as a state of this format.
    GameState snapshot;
    if (!migrated) snapshot = state_from_json_at(field(save, "state", ""), "/state");
    if (saved_version == 3) {
      // Format 3 already had the field-wise hash: its snapshot (migrated) must read as a whole state,
      // no field missing or unknown, and hash as format 3 hashed it, or it was damaged after saving.
      const GameState old = state_from_json_at(field(save, "state", ""), "/state");
      if (hash_state_format3(old) != saved_hash)
        return refuse("save format 3 (migrated): hash mismatch: the snapshot was changed after saving");
    }
    // The check covers the rules as well as the state: flipping no_elimination, insert_coin or
    // variable_turn_order may replay to the same state, and must still be refused.
    if (saved_version >= 2 && as_string(field(save, "options_check", ""), "/options_check") != options_check(options))
      return refuse("the options differ from those the game was saved with (options_check does not match): "
                    "a saved game keeps the rules it was started with");

    auto created = Game::create(content, options, seed);
    if (!created) return refuse("the saved options are refused: " + created.refusal().reason);
    Game game = std::move(created.value());
    for (std::size_t i = 0; i < actions.size(); ++i) {
      auto applied = game.apply(actions[i]);
      if (!applied) {
        const Refusal& why = applied.refusal();
        return refuse("action " + std::to_string(i) + " (" + describe(actions[i]) + ") refused: " +
                      (why.rule.empty() ? "" : why.rule + ": ") + why.reason);
      }
    }
    if (migrated) {
      // Its own hash was checked against its own snapshot while migrating.
      const std::string at = shared_difference(save["state"], state_to_json(game.state()), "");
      if (!at.empty())
        return refuse("save format " + std::to_string(saved_version) + " replays differently in this build (first " +
                      "difference at /state" + at + "): " + older_rules_note(saved_version) +
                      " This build reads formats " + readable_save_formats() + ".");
      return LoadedSave{std::move(game), std::move(seats)};
    }
    if (!(game.state() == snapshot))
      return refuse("the snapshot does not match the replayed game (first difference at /state" +
                    first_difference(state_to_json(game.state()), save["state"]) + ")");
    if (game.hash() != saved_hash)
      return refuse("hash mismatch: the save says " + hex64(saved_hash) + ", the replayed game gives " +
                    hex64(game.hash()));
    return LoadedSave{std::move(game), std::move(seats)};
  } catch (const std::exception& e) {
    return refuse(std::string("damaged save: ") + e.what());
  } catch (...) {
    return refuse("damaged save");
  }
}

Result<bool> write_save_file(const Game& game, const std::string& path) { return write_save_text(save_game(game), path); }

Result<bool> write_save_file(const Game& game, const std::string& path, const SeatControllers& seats) {
  if (static_cast<int>(seats.size()) != game.options().players)
    return refuse(path + ": cannot write: " + std::to_string(seats.size()) + " seats for a game of " +
                  std::to_string(game.options().players));
  for (const std::string& c : seats)
    if (c != "human" && bot_kind_for(c) != c) return refuse(path + ": cannot write: unknown seat controller '" + c + "'");
  return write_save_text(save_game(game, seats), path);
}

Result<bool> write_save_text(const json& save, const std::string& path) {
  try {
    if (path.empty()) return refuse("no file name given for the save");
    // One writer for every file (highscore/text_file.hpp): temp file, flush, rename; a save larger
    // than the readers accept is refused here rather than written and then refused on reading.
    if (auto many = count_json_values(save)) return refuse(path + ": cannot write (the save would hold " + *many + ")");
    if (auto problem = write_file_atomically(path, save.dump(1) + "\n")) return refuse(*problem);
    return true;
  } catch (const std::exception& e) {
    return refuse(path + ": cannot write (" + e.what() + ")");
  }
}

Result<json> read_json_file(const std::string& path) {
  auto file = read_json_text_file(path);
  if (!file) return refuse(file.refusal().reason);
  return file;
}

Result<LoadedSave> read_save_file_with_seats(const Content& content, const std::string& path) {
  auto file = read_json_file(path);
  if (!file) return file.refusal();
  const json& save = file.value();
  auto loaded = load_save(content, save);
  if (!loaded) return Refusal{loaded.refusal().rule, path + ": " + loaded.refusal().reason};
  return loaded;
}

Result<Game> read_save_file(const Content& content, const std::string& path) {
  auto loaded = read_save_file_with_seats(content, path);
  if (!loaded) return loaded.refusal();
  return std::move(loaded.value().game);
}

}  // namespace hs
