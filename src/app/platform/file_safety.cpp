// Atomic writes, moving unreadable files aside, and size checks before reading (file_safety.hpp).
#include "app/platform/file_safety.hpp"

#include "highscore/text_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>

namespace hs::app {

std::optional<std::string> write_file_atomically(const std::string& path, const std::string& bytes) {
  // Through a link to its file, never over a directory or a device; the temp file is made afresh.
  auto target = file_to_replace(path);
  if (!target) return target.refusal().reason;
  const std::string temp = target.value() + ".tmp";
  ::unlink(temp.c_str());
  const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) return path + ": cannot write (cannot create " + temp + ")";
  const char* p = bytes.data();
  std::size_t left = bytes.size();
  bool ok = true;
  while (ok && left > 0) {
    const ssize_t w = ::write(fd, p, left);
    ok = w > 0;
    if (ok) {
      p += w;
      left -= static_cast<std::size_t>(w);
    }
  }
  ok = ok && ::fsync(fd) == 0;
  ok = ::close(fd) == 0 && ok;
  if (!ok) {
    std::remove(temp.c_str());
    return path + ": cannot write (disk full or write error)";
  }
  std::error_code ec;
  std::filesystem::rename(temp, target.value(), ec);
  if (ec) {
    std::remove(temp.c_str());
    return path + ": cannot write (" + ec.message() + ")";
  }
  return std::nullopt;
}

std::optional<std::string> move_aside(const std::string& path, const std::string& why) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::exists(path, ec)) return std::nullopt;
  for (int n = 1; n < 1000; ++n) {
    std::string target = path;
    target.append(".").append(why);
    if (n > 1) target.append("-").append(std::to_string(n));
    if (fs::exists(target, ec)) continue;
    fs::rename(path, target, ec);
    if (ec) return std::nullopt;
    return target;
  }
  return std::nullopt;
}

std::optional<std::string> too_large(const std::string& path, std::uintmax_t max_bytes, const std::string& what) {
  std::error_code ec;
  const std::uintmax_t size = std::filesystem::file_size(path, ec);
  if (ec || size <= max_bytes) return std::nullopt;
  char buf[160];
  std::snprintf(buf, sizeof buf, ": %.1f MB, larger than any %s can be (%.0f MB at most); not read",
                static_cast<double>(size) / 1e6, what.c_str(), static_cast<double>(max_bytes) / 1e6);
  return path + buf;
}

std::optional<std::string> svg_file_problem(const std::string& path) {
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (!std::filesystem::exists(status)) return "missing";
  if (!std::filesystem::is_regular_file(status)) return "not a regular file";
  if (std::filesystem::file_size(path, ec) == 0) return "empty";
  auto bytes = read_text_file(path, std::uintmax_t{4} << 20);
  if (!bytes) {
    const std::string& why = bytes.refusal().reason;
    return why.rfind(path + ": ", 0) == 0 ? why.substr(path.size() + 2) : why;
  }
  if (bytes.value().find("<svg") == std::string::npos) return "not an SVG (no <svg> element)";
  return std::nullopt;
}

}  // namespace hs::app
