// How the app treats its own files: every write goes to a temp file that is flushed and renamed over
// the target, a file the app could not read is moved aside rather than overwritten, and files are
// checked for size before they are read. No SDL here.
#pragma once
#include <cstdint>
#include <optional>
#include <string>

namespace hs::app {

// Writes `bytes` to `path` atomically (temp file, fsync, rename). Returns a message on failure.
std::optional<std::string> write_file_atomically(const std::string& path, const std::string& bytes);

// Renames `path` to "<path>.damaged" (or .damaged-2, -3, ... when taken). Returns the new name, or
// nullopt when there is nothing to move or the rename failed.
std::optional<std::string> move_aside(const std::string& path, const std::string& why = "damaged");

// Refuses a file larger than `max_bytes` before anything reads it: "PATH: 27.0 MB, more than ...".
std::optional<std::string> too_large(const std::string& path, std::uintmax_t max_bytes, const std::string& what);

// What is wrong with an art file before it is drawn: "missing", "empty", "not a regular file",
// "larger than 4 MiB ...", "a NUL byte ...", "not an SVG (no <svg> element)"; nullopt when it looks
// like an SVG. The canvas warns once per file with this instead of drawing nothing silently.
std::optional<std::string> svg_file_problem(const std::string& path);

}  // namespace hs::app
