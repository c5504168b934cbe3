// The one reader behind every file the game reads (include/highscore/text_file.hpp): size cap before
// reading, NUL bytes refused, JSON depth bounded by a linear scan before the parser builds anything.
#include "highscore/text_file.hpp"

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <vector>

#include "content/text_position.hpp"

namespace hs {

namespace {

std::string at_line_column(std::string_view text, std::size_t index) {
  const TextPosition at = text_position(std::string(text.substr(0, index + 1)), index + 1);
  return "line " + std::to_string(at.line) + ", column " + std::to_string(at.column);
}

std::string too_large(std::uintmax_t max_bytes) {
  return "larger than " + describe_file_limit(max_bytes) + ", the most the game reads from one file";
}

}  // namespace

std::string describe_file_limit(std::uintmax_t max_bytes) {
  if (max_bytes >= (1u << 20) && max_bytes % (1u << 20) == 0) return std::to_string(max_bytes >> 20) + " MiB";
  if (max_bytes >= (1u << 10) && max_bytes % (1u << 10) == 0) return std::to_string(max_bytes >> 10) + " KiB";
  return std::to_string(max_bytes) + " bytes";
}

Result<std::string> read_text_file(const std::string& path, std::uintmax_t max_bytes) {
  auto refuse = [&](const std::string& why) { return Refusal{"", path + ": " + why}; };
  if (path.empty()) return Refusal{"", "no file name given (an empty path)"};
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (!std::filesystem::exists(status)) return refuse("cannot read");
  if (std::filesystem::is_directory(status)) return refuse("cannot read (it is a directory)");
  if (std::filesystem::is_regular_file(status)) {
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (!ec && size > max_bytes) return refuse(std::to_string(size) + " bytes, " + too_large(max_bytes));
  }
  // Devices and pipes have no size to check first: they are read in pieces up to the limit.
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return refuse("cannot read");
  std::string bytes;
  std::vector<char> piece(1 << 16);
  std::optional<Refusal> problem;
  for (;;) {
    const std::size_t n = std::fread(piece.data(), 1, piece.size(), f);
    if (n == 0) break;
    if (const void* nul = std::memchr(piece.data(), '\0', n)) {
      bytes.append(piece.data(), static_cast<std::size_t>(static_cast<const char*>(nul) - piece.data()) + 1);
      problem = refuse("a NUL byte at " + at_line_column(bytes, bytes.size() - 1) + ": not a text file");
      break;
    }
    if (bytes.size() + n > max_bytes) {
      problem = refuse(too_large(max_bytes));
      break;
    }
    bytes.append(piece.data(), n);
  }
  if (!problem && std::ferror(f)) problem = refuse("cannot read");
  std::fclose(f);
  if (problem) return *problem;
  return bytes;
}

std::optional<std::string> check_json_text(std::string_view text, int max_depth) {
  int depth = 0;
  bool in_string = false, escaped = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\0') return "a NUL byte at " + at_line_column(text, i);
    if (in_string) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') in_string = false;
      continue;
    }
    if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > max_depth)
        return "nested deeper than " + std::to_string(max_depth) + " levels at " + at_line_column(text, i);
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return std::nullopt;
}

Result<nlohmann::json> parse_json_text(const std::string& text, int max_depth) {
  if (auto problem = check_json_text(text, max_depth)) return Refusal{"", *problem};
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    const TextPosition at = text_position(text, e.byte);
    return Refusal{"", "not JSON at line " + std::to_string(at.line) + " column " + std::to_string(at.column)};
  } catch (const std::exception&) {
    return Refusal{"", "not JSON"};
  }
}

Result<nlohmann::json> read_json_text_file(const std::string& path, std::uintmax_t max_bytes, int max_depth) {
  auto bytes = read_text_file(path, max_bytes);
  if (!bytes) return bytes.refusal();
  auto parsed = parse_json_text(bytes.value(), max_depth);
  if (!parsed) return Refusal{"", path + ": " + parsed.refusal().reason};
  return parsed;
}

std::optional<std::string> check_json_depth(const nlohmann::json& value, int max_depth) {
  std::vector<std::pair<const nlohmann::json*, int>> todo{{&value, 1}};
  while (!todo.empty()) {
    const auto [v, depth] = todo.back();
    todo.pop_back();
    if (!v->is_structured()) continue;
    if (depth > max_depth) return "nested deeper than " + std::to_string(max_depth) + " levels";
    for (const auto& child : *v) todo.push_back({&child, depth + 1});
  }
  return std::nullopt;
}

Result<std::string> file_to_replace(const std::string& path) {
  namespace fs = std::filesystem;
  auto refuse = [&](const std::string& why) { return Refusal{"", path + ": cannot write (" + why + ")"}; };
  if (path.empty()) return Refusal{"", "no file name given (an empty path)"};
  fs::path target = path;
  std::error_code ec;
  for (int links = 0; fs::is_symlink(fs::symlink_status(target, ec)); ++links) {
    if (links == 40) return refuse("too many symbolic links");
    const fs::path next = fs::read_symlink(target, ec);
    if (ec) return refuse(ec.message());
    target = next.is_absolute() ? next : target.parent_path() / next;
  }
  const fs::file_status status = fs::status(target, ec);
  if (fs::exists(status) && !fs::is_regular_file(status))
    return refuse(std::string(fs::is_directory(status) ? "a directory" : "not a regular file") +
                  " is there; only a regular file is replaced");
  return target.string();
}

}  // namespace hs
