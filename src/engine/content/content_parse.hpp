// The content loader's internal stages: one parse function per content file (filling hs::Content
// and reporting every problem), then the cross-file checks (ids, playability, R1.3 counts).
#pragma once
#include <map>
#include <set>
#include <string>
#include <vector>

#include "content/content_reader.hpp"
#include "highscore/content.hpp"

namespace hs::content_detail {

// Shared state of one load: the content being filled and where each id was first seen.
struct LoadContext {
  Content& content;
  std::vector<ContentError>& errors;
  std::map<std::string, std::string> id_origin;  // id -> "file: pointer" of its first use
  std::set<std::string> loaded_files;            // files that parsed to a JSON object
  bool strict_counts_known = false;              // content.json gave strict_counts

  bool loaded(const std::string& file) const { return loaded_files.count(file) > 0; }
};

// Records a content id; reports it when another object already uses it (ids are global).
void register_id(FileReader& reader, LoadContext& ctx, const std::string& id, const std::string& pointer);

// Shared pieces of several files.
std::optional<TestOption> parse_option(FileReader& reader, const json& value, const std::string& pointer);
std::optional<Reward> parse_reward(FileReader& reader, const json& value, const std::string& pointer);
std::vector<Requirement> parse_requirements(FileReader& reader, const json& value, const std::string& pointer);
std::optional<Effect> parse_effect(FileReader& reader, const json& value, const std::string& pointer);

// One function per file; `root` is the file's top-level JSON object.
void parse_content_json(FileReader& reader, const json& root, LoadContext& ctx);
void parse_characters(FileReader& reader, const json& root, LoadContext& ctx);
void parse_dungeon(FileReader& reader, const json& root, LoadContext& ctx);
void parse_bosses(FileReader& reader, const json& root, LoadContext& ctx);
void parse_peddlers(FileReader& reader, const json& root, LoadContext& ctx);
void parse_bifurcations(FileReader& reader, const json& root, LoadContext& ctx);
void parse_dead_ends(FileReader& reader, const json& root, LoadContext& ctx);
void parse_equipment(FileReader& reader, const json& root, LoadContext& ctx);
void parse_monsters(FileReader& reader, const json& root, LoadContext& ctx);
void parse_game_over(FileReader& reader, const json& root, LoadContext& ctx);
void parse_layouts(FileReader& reader, const json& root, LoadContext& ctx);
void parse_coop_maps(FileReader& reader, const json& root, LoadContext& ctx);

// Checks that need several files: playable levels, coop maps against the cards, game over deck,
// and with strict_counts the R1.3 counts and R7.4 coverage.
void validate_content(LoadContext& ctx);

}  // namespace hs::content_detail
