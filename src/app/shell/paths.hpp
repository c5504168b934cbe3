// Where the desktop app finds its files: the content (data/), its interface text (data/i18n/) and its
// fonts and art (assets/), from a build tree, an install, --data DIR or the environment.
#pragma once
#include <optional>
#include <string>

#include "highscore/data_location.hpp"

namespace hs::app {

struct AppPaths {
  std::string content;  // --data DIR, else the default search; empty when nothing was found
  std::string i18n;     // the folder holding en.json and es.json
  std::string assets;   // the folder holding fonts/ and svg/
};

// assets/ holding fonts/, or $HIGHSCORE_ASSETS.
const DataKind& assets_kind();

// Fills `out`; returns a message naming what is missing and every place looked at when the interface
// text or the art cannot be found (missing content is left to the content loader to report).
// The text comes from DATA_ARG/i18n when it has one (a content folder of one's own may have none),
// else from the default search.
std::optional<std::string> resolve_app_paths(const std::string& data_arg, AppPaths& out);

}  // namespace hs::app
