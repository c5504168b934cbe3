// Finding the game's files on disk (the content in data/, the app's fonts and art in assets/) whether
// the program runs from a build tree, from an install prefix, or from a directory the player names.
// Every search remembers where it looked, so "not found" can say so.
#pragma once
#include <string>
#include <vector>

namespace hs {

// What to look for: the folder's name under a root ("data"), a path inside it that proves it is the
// right folder ("content.json"), the environment variable that replaces the search, and a few words
// naming it for messages ("game content").
struct DataKind {
  std::string folder;
  std::string marker;
  std::string env;
  std::string what;
};

// The outcome of a search: the directory found (empty when none) and every place looked at, in order.
struct DataSearch {
  std::string found;
  std::vector<std::string> tried;
  // "no game content found; looked in: A, B, C (none holds content.json); set HIGHSCORE_DATA ..."
  std::string not_found_message(const DataKind& kind) const;
};

// The roots searched, in order: the executable's own folder (a build tree links data/ and assets/
// there), ../share/highscore beside it (an install, wherever its prefix now is), and the share folder
// of the prefix the program was configured for. Duplicates are dropped.
std::vector<std::string> data_roots();

// When $kind.env is set and not empty it is the answer, as a --data DIR would be (its content is
// checked by whoever loads it). Otherwise the first root whose folder holds the marker wins.
DataSearch find_data(const DataKind& kind, const std::vector<std::string>& roots);

// The content: data/ holding content.json, or $HIGHSCORE_DATA.
const DataKind& content_kind();
DataSearch find_content_dir();

// The folder holding the running program (from /proc/self/exe); empty when it cannot be known.
std::string executable_dir();

}  // namespace hs
