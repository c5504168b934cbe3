// Solo: the board shows the level of what the player is asked about (issue 24, item 4): a monster's
// path on level 2 is chosen with level 2 shown, not the hero's level 1; otherwise the hero's level.
#include "app/table/layout/table_layout.hpp"
#include "app_test_support.hpp"
#include "highscore/bots.hpp"
#include "highscore/solo.hpp"

using namespace hs;
using namespace hs::app;

TEST_CASE("the shown level follows the pending decision's card, then the hero", "[app][R9.6.3][R9.7J]") {
  int walker_elsewhere = 0, on_card = 0;
  for (Mode mode : {Mode::Azoz, Mode::Hunter})
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      GameOptions o;
      o.mode = mode;
      o.players = 1;
      auto created = Game::create(test::full_content(), o, seed);
      REQUIRE(created.ok());
      Game g = created.value();
      auto bot = make_bot("random", seed);
      for (int step = 0; step < 400 && !g.finished(); ++step) {
        const TableState& st = g.observe(-1).state();
        const Decision d = st.pending();
        const auto level = [&](int node) { return st.board[static_cast<std::size_t>(node)].level; };
        const int hero = st.players[0].node;
        const int shown = focus_level(st, d.owner);
        // The big card shows the walker whose path is asked (the same one the board follows).
        const int walker = path_walker(g.observe(-1));
        if (d.kind == DecisionKind::ModePhase) {
          CHECK(walker == d.subject);
          if (walker >= 0 && st.entities[static_cast<std::size_t>(walker)].node >= 0)
            CHECK(shown == level(st.entities[static_cast<std::size_t>(walker)].node));
        } else {
          CHECK(walker == -1);
        }
        if (d.node >= 0) {
          CHECK(shown == level(d.node));
          ++on_card;
          if (d.kind == DecisionKind::ModePhase && hero >= 0 && level(d.node) != level(hero)) ++walker_elsewhere;
        } else if (d.kind == DecisionKind::ModePhase && d.subject >= 0 && st.entities[static_cast<std::size_t>(d.subject)].node >= 0) {
          const int walker = st.entities[static_cast<std::size_t>(d.subject)].node;
          CHECK(shown == level(walker));
          if (hero >= 0 && level(walker) != level(hero)) ++walker_elsewhere;
        } else if (hero >= 0) {
          CHECK(shown == level(hero));
        }
        REQUIRE(g.apply(bot->choose(g.content(), g.observe(d.owner), g.legal_actions())).ok());
      }
    }
  CHECK(on_card > 0);
  CHECK(walker_elsewhere > 0);  // the case the playtest met: a walker's path on another level than the hero's
}
