// --trace and the monkey's report name each screen: one distinct name per screen id, for all of
// them (the table of names once had 6 entries for 8 screens and was read past its end).
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "app/testing/screen_trace.hpp"

using namespace hs::app;

TEST_CASE("every screen has its own trace name", "[app][trace]") {
  std::set<std::string> names;
  for (int i = 0; i < kScreenCount; ++i) {
    const std::string name = screen_name(static_cast<Screen>(i));
    CHECK(!name.empty());
    CHECK(name != "unknown");
    names.insert(name);
  }
  CHECK(names.size() == static_cast<std::size_t>(kScreenCount));
  CHECK(std::string(screen_name(Screen::Rules)) == "rules");
  CHECK(std::string(screen_name(Screen::Tutorial)) == "tutorial-menu");
}

TEST_CASE("the trace names a hand-over by its seat", "[app][trace]") {
  CHECK(trace_line(Screen::Table, -1) == "table");
  CHECK(trace_line(Screen::Table, 2) == "handover 2");
  CHECK(trace_line(Screen::Rules, 2) == "rules");  // a hand-over is only ever on the table
}
