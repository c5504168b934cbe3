// The one reader behind every file the game reads (include/highscore/text_file.hpp): size cap before
// reading, NUL bytes refused, JSON depth bounded by a linear scan before the parser builds anything.
#include "highscore/text_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <vector>

#include "core/json_watch.hpp"
#include "content/text_position.hpp"

namespace hs {

namespace {

std::string at_line_column(std::string_view text, std::size_t index) {
  const TextPosition at = text_position(std::string(text.substr(0, index + 1)), index + 1);
  return "line " + std::to_string(at.line) + ", column " + std::to_string(at.column);
}

// What a file that is not a regular file is, in words; nullopt for a regular file.
std::optional<std::string> kind_of_file(mode_t mode) {
  if (S_ISREG(mode)) return std::nullopt;
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO (named pipe)";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
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

std::optional<std::string> not_a_regular_file(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return std::nullopt;  // missing: the opener says why
  return kind_of_file(st.st_mode);
}

std::string errno_text(int error) {
  std::string why = std::strerror(error);
  if (!why.empty() && why[0] >= 'A' && why[0] <= 'Z' && (why.size() < 2 || !(why[1] >= 'A' && why[1] <= 'Z')))
    why[0] = static_cast<char>(why[0] - 'A' + 'a');
  return why;
}

Result<std::string> read_text_file(const std::string& path, std::uintmax_t max_bytes) {
  auto refuse = [&](const std::string& why) { return Refusal{"", path + ": " + why}; };
  if (path.empty()) return Refusal{"", "no file name given (an empty path)"};
  // Opened without waiting (a FIFO would block here until a writer came) and judged by the opened
  // descriptor, so what is checked is what is read: only a regular file is read.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return refuse("cannot read (" + errno_text(errno) + ")");
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    const int error = errno;
    ::close(fd);
    return refuse("cannot read (" + errno_text(error) + ")");
  }
  if (auto kind = kind_of_file(st.st_mode)) {
    ::close(fd);
    return refuse("cannot read (" + *kind + ", not a regular file)");
  }
  if (static_cast<std::uintmax_t>(st.st_size) > max_bytes) {
    ::close(fd);
    return refuse(std::to_string(st.st_size) + " bytes, " + too_large(max_bytes));
  }
  // The size can change while reading (a file being written): never more than the limit is kept.
  std::string bytes;
  std::vector<char> piece(1 << 16);
  std::optional<Refusal> problem;
  for (;;) {
    const ssize_t got = ::read(fd, piece.data(), piece.size());
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) {
      problem = refuse("cannot read (" + errno_text(errno) + ")");
      break;
    }
    const auto n = static_cast<std::size_t>(got);
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
  ::close(fd);
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
  // Before anything is built: a key written twice (refused as content refuses it) and the count of
  // values, which bounds the memory the parse takes.
  const core_detail::JsonWatch watch = core_detail::watch_json_text(text, 1, kMaxJsonValues);
  if (watch.too_many) return Refusal{"", *watch.too_many};
  if (!watch.duplicate_keys.empty())
    return Refusal{"", watch.duplicate_keys.front() + ": this key appears twice in the same object; only the last one would count"};
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    const TextPosition at = text_position(text, e.byte);
    return Refusal{"", "not JSON at line " + std::to_string(at.line) + " column " + std::to_string(at.column)};
  } catch (const std::exception&) {
    return Refusal{"", "not JSON"};
  }
}

std::optional<std::string> count_json_values(const nlohmann::json& value, std::size_t max_values) {
  std::vector<const nlohmann::json*> todo{&value};
  std::size_t seen = 0;
  while (!todo.empty()) {
    const nlohmann::json* v = todo.back();
    todo.pop_back();
    if (++seen > max_values)
      return "more than " + std::to_string(max_values) + " values, the most the game reads from one file";
    if (v->is_structured())
      for (const auto& child : *v) todo.push_back(&child);
  }
  return std::nullopt;
}

std::string json_error_in_words(const std::exception& e) {
  std::string what = e.what();
  if (what.rfind("[json.exception.", 0) == 0)
    if (const auto end = what.find("] "); end != std::string::npos) what.erase(0, end + 2);
  if (what.rfind("type must be ", 0) == 0) {
    if (const auto but = what.find(", but is "); but != std::string::npos)
      return "expected " + what.substr(13, but - 13) + ", found " + what.substr(but + 9);
  }
  if (what.rfind("key '", 0) == 0 && what.size() > 15 && what.ends_with("' not found"))
    return "\"" + what.substr(5, what.size() - 16) + "\" is missing";
  if (what.rfind("cannot use ", 0) == 0) return "a value of the wrong type (" + what + ")";
  return what;
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
  struct stat st {};
  if (::stat(target.c_str(), &st) == 0)
    if (auto kind = kind_of_file(st.st_mode)) return refuse(*kind + " is there; only a regular file is replaced");
  return target.string();
}

}  // namespace hs
