// What the Rules screen keeps while the player reads (app.teach.rules_view): the entry shown, the
// way back, the search and the scrolls. Held outside the screen object, which the stack makes anew
// each time the rules open, so opening them again returns to the same place (and --scene sets it).
#pragma once
#include <vector>

#include "app/screens/rules/search_box.hpp"

namespace hs::app {

struct RulesView {
  int shown = -1;              // entry shown on the right (-1: the first)
  std::vector<int> history;    // entries shown before, for Back
  SearchBox search;            // the search box (its text filters the list)
  float list_scroll = 0, text_scroll = 0;
};

}  // namespace hs::app
