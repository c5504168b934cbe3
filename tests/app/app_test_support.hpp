// Shared by the app tests: the full card set, loaded once (the app plays with it).
#pragma once
#include <catch2/catch.hpp>

#include "highscore/content.hpp"

namespace hs::app::test {

inline const Content& full_content() {
  static const ContentLoad load = load_content(default_data_dir());
  if (!load.content) FAIL("data/ does not load: " << (load.errors.empty() ? "" : load.errors.front().to_string()));
  return *load.content;
}

}  // namespace hs::app::test
