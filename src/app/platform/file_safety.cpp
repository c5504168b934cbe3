// Atomic writes, moving unreadable files aside, and size checks before reading (file_safety.hpp).
#include "app/platform/file_safety.hpp"

#include "highscore/text_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>

namespace hs::app {

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

namespace {

// Numbers in the text (coordinates, sizes, colours' digits): what the SVG rasterizer's work grows with.
std::size_t numbers_in(const std::string& text) {
  std::size_t count = 0;
  bool in_number = false;
  for (const char c : text) {
    const bool digit = c >= '0' && c <= '9';
    if (digit && !in_number) ++count;
    in_number = digit || (in_number && c == '.');
  }
  return count;
}

}  // namespace

Result<std::string> read_svg_file(const std::string& path) {
  auto refuse = [](const std::string& why) { return Refusal{"", why}; };
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return refuse("missing");
  if (auto kind = not_a_regular_file(path)) return refuse(*kind + ", not a regular file");
  auto bytes = read_text_file(path, kMaxSvgBytes);  // a FIFO or a device is refused without waiting
  if (!bytes) {
    const std::string& why = bytes.refusal().reason;
    return refuse(why.rfind(path + ": ", 0) == 0 ? why.substr(path.size() + 2) : why);
  }
  if (bytes.value().empty()) return refuse("empty");
  if (bytes.value().find("<svg") == std::string::npos) return refuse("not an SVG (no <svg> element)");
  // The rasterizer's time grows faster than the number of points: a picture of 500,000 points took
  // 46 s. The game's own art has at most ~1,300 numbers.
  if (const std::size_t numbers = numbers_in(bytes.value()); numbers > kMaxSvgNumbers)
    return refuse(std::to_string(numbers) + " numbers (points and sizes), more than the " +
                  std::to_string(kMaxSvgNumbers) + " the game draws in one picture");
  return bytes;
}

std::optional<std::string> svg_file_problem(const std::string& path) {
  auto bytes = read_svg_file(path);
  if (!bytes) return bytes.refusal().reason;
  return std::nullopt;
}

}  // namespace hs::app
