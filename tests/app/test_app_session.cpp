// The app's game session: seats, bots stepping, undo back to a human decision, saving with the
// seats beside the save, and damaged saves refused with a message.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "app/session/game_log.hpp"
#include "app/session/session.hpp"
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

namespace {
StringTable english() {
  StringTable t;
  REQUIRE_FALSE(StringTable::load(default_data_dir() + "/i18n", t));
  return t;
}
std::vector<std::string> texts(const std::vector<LogLine>& log) {
  std::vector<std::string> out;
  for (const auto& l : log) out.push_back(l.text);
  return out;
}
}  // namespace

TEST_CASE("session: the log reopened from a save is the log the game left off with", "[app][R10.4]") {
  GameOptions o;
  o.players = 3;
  auto s = Session::start(test::full_content(), o, 21, {Seat{"random"}, Seat{"advisor"}, Seat{"random"}});
  REQUIRE(s.ok());
  Session& ses = *s.value();
  for (int i = 0; i < 120 && !ses.game().finished(); ++i) REQUIRE(ses.bot_step());
  REQUIRE(ses.history().size() == ses.game().log().size());
  const StringTable t = english();
  const auto live = derive_log(ses.game(), ses.history(), t);
  const auto path = (std::filesystem::temp_directory_path() / "hs_app_log_continue.json").string();
  REQUIRE(ses.save(path).ok());
  auto back = Session::open(test::full_content(), path);
  REQUIRE(back.ok());
  const auto reopened = derive_log(back.value()->game(), back.value()->history(), t);
  CHECK(texts(reopened) == texts(live));
  CHECK(live.size() > 100);
  // Lines name colours and values, never "you".
  bool colours = false;
  for (const auto& l : live) {
    colours = colours || l.text.find(" rolls red ") != std::string::npos || l.text.find(" rolls blue ") != std::string::npos ||
              l.text.find(" rolls yellow ") != std::string::npos || l.text.find(" rolls black ") != std::string::npos;
    CHECK(l.text.find(" you") == std::string::npos);
    CHECK(l.text.find("You") == std::string::npos);
    CHECK(l.text.find(" 1 lives") == std::string::npos);
    CHECK(l.text.find(" 1 dice") == std::string::npos);
    CHECK(l.text.find(" 1 coins") == std::string::npos);
  }
  CHECK(colours);
}

TEST_CASE("session: undo takes back only the deciding seat's own actions of this turn", "[app]") {
  GameOptions o;
  o.players = 2;
  auto s = Session::start(test::full_content(), o, 3, {Seat{"random"}, Seat{"random"}});
  REQUIRE(s.ok());
  Session& ses = *s.value();
  // Bots play until seat 0 starts a turn right after seat 1's; then seat 0 is a human.
  for (int i = 0; i < 30; ++i) REQUIRE(ses.bot_step());
  while (!(ses.deciding_seat() == 0 && ses.history().back().actor == 1)) REQUIRE(ses.bot_step());
  ses.set_seats({Seat{"human"}, Seat{"random"}}, 3);
  REQUIRE_FALSE(ses.game().finished());
  REQUIRE(ses.deciding_seat() == 0);
  CHECK_FALSE(ses.can_undo_own());  // the last action was the bot's
  // The human's own choice of a test can be taken back, once; then nothing more.
  const auto before = ses.game().hash();
  bool chose = false;
  for (const Action& a : ses.game().legal_actions())
    if (std::holds_alternative<ChooseOption>(a)) {
      REQUIRE(ses.apply(a).ok());
      chose = true;
      break;
    }
  if (chose) {
    REQUIRE(ses.can_undo_own());
    REQUIRE(ses.undo());
    CHECK(ses.game().hash() == before);
    CHECK(ses.history().size() == ses.game().log().size());
    CHECK_FALSE(ses.can_undo_own());
  }
}

TEST_CASE("hotseat recap: names what the other seats did since this seat last played", "[app]") {
  GameOptions o;
  o.players = 3;
  auto s = Session::start(test::full_content(), o, 5, {Seat{"random"}, Seat{"random"}, Seat{"random"}});
  REQUIRE(s.ok());
  Session& ses = *s.value();
  for (int i = 0; i < 40; ++i) REQUIRE(ses.bot_step());
  // Play on to the start of seat 0's next turn.
  while (!(ses.deciding_seat() == 0 && ses.history().back().actor != 0)) REQUIRE(ses.bot_step());
  REQUIRE_FALSE(ses.game().finished());
  const StringTable t = english();
  const auto recap = recap_for(ses.game(), ses.history(), 0, t);
  REQUIRE_FALSE(recap.empty());
  const std::string me = ses.game().content().characters[static_cast<std::size_t>(ses.game().state().players[0].character)].name.in("en");
  for (const auto& line : recap) {
    CHECK(line.rfind(me + ":", 0) != 0);  // never a line about the seat itself
    CHECK(line.find("you") == std::string::npos);
  }
}

TEST_CASE("session: a person is in play until their seat is eliminated, and bots alone have nobody", "[app][R5.10]") {
  GameOptions o;
  o.players = 2;
  bool seen_out = false;
  for (std::uint64_t seed = 1; seed <= 40 && !seen_out; ++seed) {
    auto s = Session::start(test::full_content(), o, seed, {Seat{"human"}, Seat{"random"}});
    REQUIRE(s.ok());
    Session& ses = *s.value();
    CHECK(ses.person_in_play());
    ses.set_seats({Seat{"random"}, Seat{"random"}}, seed);  // the person's seat played by a bot for a while
    CHECK_FALSE(ses.person_in_play());                       // bots alone: nobody's turn to skip to
    for (int i = 0; i < 5000 && !ses.game().finished() && !ses.game().observe(-1).state().players[0].eliminated; ++i)
      REQUIRE(ses.bot_step());
    ses.set_seats({Seat{"human"}, Seat{"random"}}, seed);
    seen_out = ses.game().observe(-1).state().players[0].eliminated;
    CHECK(ses.person_in_play() == !seen_out);
  }
  CHECK(seen_out);  // some game eliminated the person's seat
}
