// How the app treats its own files: every write goes to a temp file that is flushed and renamed over
// the target, a file the app could not read is moved aside rather than overwritten, and files are
// checked for size before they are read. No SDL here.
#pragma once
#include <cstdint>
#include <optional>
#include <string>

#include "highscore/text_file.hpp"

namespace hs::app {

// Writes `bytes` to `path` atomically (temp file, fsync, rename): the engine's one writer
// (highscore/text_file.hpp). Returns a message on failure.
using hs::write_file_atomically;

// Renames `path` to "<path>.damaged" (or .damaged-2, -3, ... when taken). Returns the new name, or
// nullopt when there is nothing to move or the rename failed.
std::optional<std::string> move_aside(const std::string& path, const std::string& why = "damaged");

// The most a picture may hold: its bytes, and its numbers (the points and sizes the rasterizer walks).
inline constexpr std::uintmax_t kMaxSvgBytes = std::uintmax_t{4} << 20;
inline constexpr std::size_t kMaxSvgNumbers = 20000;

// An art file's bytes, read once so that what was checked is what is drawn; or why it cannot be
// drawn (the reasons of svg_file_problem, and "N numbers (points and sizes), more than the 20000 ...").
Result<std::string> read_svg_file(const std::string& path);

// What is wrong with an art file before it is drawn: "missing", "empty", "a FIFO (named pipe), not a
// regular file",
// "larger than 4 MiB ...", "a NUL byte ...", "not an SVG (no <svg> element)"; nullopt when it looks
// like an SVG. The canvas warns once per file with this instead of drawing nothing silently.
std::optional<std::string> svg_file_problem(const std::string& path);

}  // namespace hs::app
