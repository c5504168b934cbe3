// The Hint button in co-op: the party's own choices (who plays next) get the advisor's pick with
// its reason, a legal action, like every other decision.
#include <algorithm>

#include "app/teach/teach.hpp"
#include "app_test_support.hpp"
#include "app/teach/teach_overlay.hpp"

using namespace hs;
using namespace hs::app;

TEST_CASE("hint: co-op's choice of who plays next gets the advisor's pick and its reason", "[app][coach][R9.8]") {
  static StringTable en;
  REQUIRE(!StringTable::load(default_data_dir() + "/i18n", en));
  en.set_language("en");
  GameOptions o;
  o.players = 3;
  o.mode = Mode::Coop;
  auto made = Game::create(test::full_content(), o, 3);
  REQUIRE(made.ok());
  Game g = made.value();
  int seen = 0;
  for (int step = 0; step < 400 && !g.finished() && seen < 2; ++step) {
    if (g.pending().kind == DecisionKind::ChoosePlayer) {
      const auto h = hint_now(g, en);
      REQUIRE(h);
      CHECK(h->text.find(": ") != std::string::npos);  // "label: reason"
      const auto legal = g.legal_actions();
      CHECK(std::find(legal.begin(), legal.end(), h->action) != legal.end());
      ++seen;
    }
    REQUIRE(!g.legal_actions().empty());
    REQUIRE(g.apply(g.legal_actions().back()).ok());
  }
  CHECK(seen >= 1);
}
