// The one writer behind every file the game writes (include/highscore/text_file.hpp): a temp file
// of its own in the target's folder, flushed to disk, then renamed over the target.
#include "highscore/text_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <vector>

namespace hs {

namespace {

// The process's umask, read without changing it (umask() would race with the autosave's thread).
mode_t current_umask() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind("Umask:", 0) == 0) return static_cast<mode_t>(std::strtoul(line.c_str() + 6, nullptr, 8));
  return 022;
}

bool write_all(int fd, const std::string& bytes) {
  const char* p = bytes.data();
  std::size_t left = bytes.size();
  while (left > 0) {
    const ssize_t w = ::write(fd, p, left);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return false;
    p += w;
    left -= static_cast<std::size_t>(w);
  }
  return true;
}

}  // namespace

std::optional<std::string> write_file_atomically(const std::string& path, const std::string& bytes) {
  namespace fs = std::filesystem;
  auto refuse = [&](const std::string& why) { return path + ": cannot write (" + why + ")"; };
  // Through a link to its file, never over a directory, a device or a pipe.
  auto resolved = file_to_replace(path);
  if (!resolved) return resolved.refusal().reason;
  const fs::path target = resolved.value();
  // What is written must be readable again: the readers refuse files over kMaxFileBytes.
  if (bytes.size() > kMaxFileBytes)
    return refuse(std::to_string(bytes.size()) + " bytes, larger than " + describe_file_limit() +
                  ", the most the game reads from one file");
  mode_t mode = 0666 & ~current_umask();
  struct stat st {};
  if (::stat(target.c_str(), &st) == 0) {
    // A file its owner made read-only is not replaced behind their back; its mode is kept otherwise.
    if ((st.st_mode & 0222) == 0) return refuse("the file is read-only; it is left as it was");
    mode = st.st_mode & 07777;
  }
  const std::string name = target.filename().string();
  if (name.size() > 255) return refuse("the file name is " + std::to_string(name.size()) + " bytes long, the most is 255");
  // A temp name of its own (mkstemp), short enough for any name that fits: nothing already in the
  // folder is removed, reused or written through.
  const fs::path folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
  std::string temp = (folder / ".highscore-write-XXXXXX").string();
  std::vector<char> buffer(temp.begin(), temp.end());
  buffer.push_back('\0');
  const int fd = ::mkstemp(buffer.data());
  if (fd < 0) return refuse("cannot create a temporary file in " + folder.string() + ": " + errno_text(errno));
  temp = buffer.data();
  errno = 0;
  int error = 0;
  if (::fchmod(fd, mode) != 0 || !write_all(fd, bytes) || ::fsync(fd) != 0) error = errno != 0 ? errno : EIO;
  if (::close(fd) != 0 && error == 0) error = errno;
  if (error != 0) {
    std::remove(temp.c_str());
    return refuse(errno_text(error) + "; the old file is left as it was");
  }
  if (std::rename(temp.c_str(), target.c_str()) != 0) {
    const int error = errno;
    std::remove(temp.c_str());
    return refuse(errno_text(error));
  }
  return std::nullopt;
}

}  // namespace hs
