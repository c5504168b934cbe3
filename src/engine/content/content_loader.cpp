// load_content (R1.4): read every content file, parse it into hs::Content, then run the cross-file
// checks; every problem is collected (file, JSON pointer, message) instead of stopping at the first.
#include <exception>
#include <filesystem>
#include <vector>

#include "content/content_json_text.hpp"
#include "content/content_load_from.hpp"
#include "content/content_parse.hpp"
#include "highscore/data_location.hpp"
#include "highscore/text_file.hpp"

namespace hs {

namespace {

using content_detail::FileReader;
using content_detail::LoadContext;
using content_detail::json;

struct ContentFile {
  const char* name;
  void (*parse)(FileReader&, const json&, LoadContext&);
};

// The fixed order of the fingerprint: changing it changes every content fingerprint (and so every
// save's content check), so only ever append.
constexpr ContentFile kFiles[] = {
    {"content.json", content_detail::parse_content_json},
    {"characters.json", content_detail::parse_characters},
    {"dungeon.json", content_detail::parse_dungeon},
    {"bosses.json", content_detail::parse_bosses},
    {"peddlers.json", content_detail::parse_peddlers},
    {"bifurcations.json", content_detail::parse_bifurcations},
    {"dead_ends.json", content_detail::parse_dead_ends},
    {"equipment.json", content_detail::parse_equipment},
    {"monsters.json", content_detail::parse_monsters},
    {"game_over.json", content_detail::parse_game_over},
    {"layouts.json", content_detail::parse_layouts},
    {"coop_maps.json", content_detail::parse_coop_maps},
};

constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ULL;
constexpr std::uint64_t kFnvPrime = 0x100000001b3ULL;

void fnv1a(std::uint64_t& hash, const std::string& bytes) {
  for (unsigned char b : bytes) {
    hash ^= b;
    hash *= kFnvPrime;
  }
}

std::string join_path(const std::string& dir, const std::string& name) {
  if (dir.empty()) return name;
  return dir.back() == '/' ? dir + name : dir + "/" + name;
}

}  // namespace

namespace content_detail {

const std::vector<std::string>& content_file_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
    for (const ContentFile& f : kFiles) v.push_back(f.name);
    return v;
  }();
  return names;
}

void fill_parsed_cache(const FileSource& source, ParsedCache& cache) {
  for (const ContentFile& file : kFiles) {
    std::string problem;
    if (auto bytes = source(file.name, problem)) {
      ParsedText parsed = parse_json_text(*bytes);
      cache[file.name] = {std::move(*bytes), std::move(parsed)};
    }
  }
}

ContentLoad load_content_from(const FileSource& source, ParsedCache* cache) {
  ContentLoad result;
  Content content;
  LoadContext ctx{content, result.errors, {}, {}, false};
  std::uint64_t fingerprint = kFnvOffset;

  for (const ContentFile& file : kFiles) {
    FileReader reader(file.name, result.errors);
    std::string problem;
    const auto bytes = source(file.name, problem);
    if (!bytes) {
      reader.error("", problem);
      continue;
    }
    fnv1a(fingerprint, *bytes);
    // A cached parse of the same bytes is the same parse (the fuzz targets change one file per load).
    content_detail::ParsedText fresh;
    const content_detail::ParsedText* cached = nullptr;
    if (cache)
      if (auto it = cache->find(file.name); it != cache->end() && it->second.first == *bytes) cached = &it->second.second;
    if (!cached) fresh = content_detail::parse_json_text(*bytes);
    const content_detail::ParsedText& parsed = cached ? *cached : fresh;
    if (parsed.syntax_error) {
      reader.error("", *parsed.syntax_error);
      continue;
    }
    for (const std::string& pointer : parsed.duplicate_keys)
      reader.error(pointer, "this key appears twice in the same object; only the last one would count");
    if (parsed.more_duplicate_keys > 0)
      reader.error("", "and " + std::to_string(parsed.more_duplicate_keys) +
                           " more keys appear twice in their objects (only the first " +
                           std::to_string(content_detail::kMostDuplicateKeysReported) + " are listed)");
    const json& root = parsed.root;
    if (!reader.expect_object(root, "")) continue;
    ctx.loaded_files.insert(file.name);
    // The readers check every type before converting, so nothing should throw; if something still
    // does, it becomes one more error of this file rather than a crash.
    try {
      file.parse(reader, root, ctx);
    } catch (const std::exception& e) {
      reader.error("", std::string("could not be read: ") + e.what());
    }
  }
  try {
    content_detail::validate_content(ctx);
  } catch (const std::exception& e) {
    result.errors.push_back(ContentError{"", "", std::string("content check failed: ") + e.what()});
  }
  content.fingerprint = fingerprint;
  if (result.errors.empty()) result.content = std::move(content);
  return result;
}

}  // namespace content_detail

ContentLoad load_content(const std::string& data_dir) {
  if (data_dir.empty()) {
    ContentLoad result;
    result.errors.push_back(ContentError{"", "", find_content_dir().not_found_message(content_kind())});
    return result;
  }
  std::error_code ec;
  if (!std::filesystem::is_directory(data_dir, ec)) {
    ContentLoad result;
    result.errors.push_back(ContentError{"", "", "content directory \"" + data_dir + "\" not found"});
    return result;
  }
  return content_detail::load_content_from([&](const std::string& name, std::string& problem) {
    const std::string path = join_path(data_dir, name);
    std::error_code e;
    if (!std::filesystem::exists(path, e)) problem = "file is missing";
    else if (!std::filesystem::is_regular_file(path, e)) problem = "is not a regular file";
    if (!problem.empty()) return std::optional<std::string>();
    // Capped by size before reading, NUL bytes refused (text_file.hpp); the message names the limit.
    auto read = read_text_file(path);
    if (read) return std::optional<std::string>(std::move(read.value()));
    const std::string& why = read.refusal().reason;
    problem = why.rfind(path + ": ", 0) == 0 ? why.substr(path.size() + 2) : why;
    return std::optional<std::string>();
  });
}

}  // namespace hs
