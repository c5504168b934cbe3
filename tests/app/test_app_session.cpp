// The app's game session: seats, bots stepping, undo back to a human decision, saving with the
// seats beside the save, and damaged saves refused with a message.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "app/session.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;

TEST_CASE("session: bots play their seats, a human seat stops them", "[app]") {
  GameOptions o;
  o.players = 2;
  auto s = Session::start(test::full_content(), o, 9, {Seat{"human"}, Seat{"random"}});
  REQUIRE(s.ok());
  Session& ses = *s.value();
  int guard = 0;
  while (!ses.human_to_act() && !ses.game().finished() && guard++ < 500) REQUIRE(ses.bot_step());
  if (!ses.game().finished()) {
    CHECK(ses.deciding_seat() == 0);
    CHECK_FALSE(ses.bot_step());  // never plays for a human
  }
}

TEST_CASE("session: an unknown seat controller is refused", "[app]") {
  GameOptions o;
  o.players = 2;
  auto s = Session::start(test::full_content(), o, 9, {Seat{"human"}, Seat{"oracle"}});
  REQUIRE_FALSE(s.ok());
  CHECK(s.refusal().reason.find("oracle") != std::string::npos);
}

TEST_CASE("session: an illegal action is refused and changes nothing", "[app][R10.2]") {
  GameOptions o;
  o.players = 2;
  auto s = Session::start(test::full_content(), o, 9, {});
  REQUIRE(s.ok());
  Session& ses = *s.value();
  const auto before = ses.game().hash();
  auto r = ses.apply(Resolve{});
  CHECK_FALSE(r.ok());
  CHECK_FALSE(r.refusal().reason.empty());
  CHECK(ses.game().hash() == before);
}

TEST_CASE("session: save and open keep the game and who is a bot", "[app][R10.4]") {
  GameOptions o;
  o.players = 3;
  auto s = Session::start(test::full_content(), o, 12, {Seat{"human"}, Seat{"random"}, Seat{"random"}});
  REQUIRE(s.ok());
  Session& ses = *s.value();
  ses.set_seats({Seat{"random"}, Seat{"random"}, Seat{"random"}}, 12);
  for (int i = 0; i < 30 && !ses.game().finished(); ++i) REQUIRE(ses.bot_step());
  ses.set_seats({Seat{"human"}, Seat{"random"}, Seat{"random"}}, 12);
  const auto path = (std::filesystem::temp_directory_path() / "hs_app_session_save.json").string();
  REQUIRE(ses.save(path).ok());
  auto back = Session::open(test::full_content(), path);
  REQUIRE(back.ok());
  CHECK(back.value()->game().hash() == ses.game().hash());
  CHECK(back.value()->seats()[0].controller == "human");
  CHECK(back.value()->seats()[1].controller == "random");
}

TEST_CASE("session: a damaged save gives a message naming the file, not a crash", "[app][R10.4]") {
  const auto path = (std::filesystem::temp_directory_path() / "hs_app_damaged.json").string();
  std::ofstream(path) << "{\"format_version\": 1, \"actions\": [tru";
  auto s = Session::open(test::full_content(), path);
  REQUIRE_FALSE(s.ok());
  CHECK(s.refusal().reason.find("hs_app_damaged.json") != std::string::npos);
  auto missing = Session::open(test::full_content(), "/nonexistent/dir/save.json");
  REQUIRE_FALSE(missing.ok());
  CHECK_FALSE(missing.refusal().reason.empty());
}

TEST_CASE("session: undo goes back when no random outcome happened since", "[app]") {
  GameOptions o;
  o.players = 2;
  auto s = Session::start(test::full_content(), o, 3, {});
  REQUIRE(s.ok());
  Session& ses = *s.value();
  const auto before = ses.game().hash();
  REQUIRE(ses.apply(ChooseOption{0}).ok());
  REQUIRE(ses.game().can_undo());
  REQUIRE(ses.undo());
  CHECK(ses.game().hash() == before);
}
