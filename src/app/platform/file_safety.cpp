// Atomic writes, moving unreadable files aside, and size checks before reading (file_safety.hpp).
#include "app/platform/file_safety.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>

namespace hs::app {

std::optional<std::string> write_file_atomically(const std::string& path, const std::string& bytes) {
  const std::string temp = path + ".tmp";
  const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
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
  std::filesystem::rename(temp, path, ec);
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

}  // namespace hs::app
