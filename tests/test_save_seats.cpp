// Seats in saves (R10.4, save format 5): a save records who plays each seat (human, or a bot with its
// kind and level) and loading gives them back; older saves and saves written without seats load with
// none (the caller keeps its default); damaged seat records are refused with where and why. The CLI's
// `play --seats` writes them and `replay` shows them.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "highscore/save.hpp"
#include "highscore/script.hpp"

using namespace hs;
using namespace hs::test_cli;
using nlohmann::json;

namespace {

// The mid-game standard scenario (3 seats), played on the fixture content.
Game midgame() {
  auto script = read_script_file(std::string(HS_TEST_DIR) + "/scenarios/midgame_standard.json");
  REQUIRE(script.ok());
  auto game = Game::create(fixture_content(), script->options, script->seed);
  REQUIRE(game.ok());
  REQUIRE(run_script(game.value(), script.value()).ok());
  return std::move(game.value());
}

std::string kept(const std::string& name) { return std::string(HS_TEST_DIR) + "/saves/" + name; }

}  // namespace

TEST_CASE("seats in a save: each seat's controller, bot and level go in and come back", "[R10.4]") {
  const Game game = midgame();
  const SeatControllers seats{"human", "expert", "easy"};
  const json save = save_game(game, seats);
  CHECK(save["format_version"] == 5);
  CHECK(save["seats"] == json::parse(R"([{"controller": "human"},
                                         {"controller": "bot", "bot": "expert", "level": "hard"},
                                         {"controller": "bot", "bot": "easy", "level": "easy"}])"));
  auto loaded = load_save(fixture_content(), json::parse(save.dump()));
  REQUIRE(loaded.ok());
  REQUIRE(loaded->seats.has_value());
  CHECK(*loaded->seats == seats);
  CHECK(loaded->game.state() == game.state());

  // Through a file, and a bot kind that is no level ("random") keeps its kind alone.
  const fs::path file = scratch() / "seats_round_trip.json";
  REQUIRE(write_save_file(game, file.string(), {"random", "advisor", "human"}).ok());
  auto read = read_save_file_with_seats(fixture_content(), file.string());
  REQUIRE(read.ok());
  CHECK(read->seats == std::optional<SeatControllers>({"random", "advisor", "human"}));
  CHECK_FALSE(json::parse(slurp(file))["seats"][0].contains("level"));
  // A seat count or a controller the game cannot have is not written.
  CHECK_FALSE(write_save_file(game, (scratch() / "two.json").string(), {"human", "expert"}).ok());
  CHECK_FALSE(write_save_file(game, (scratch() / "bad.json").string(), {"human", "expert", "nightmare"}).ok());
}

TEST_CASE("seats in a save: saves without them load with none, as before", "[R10.4]") {
  // A format-4 save (before seats were kept), and a format-5 save written without them.
  for (const char* name : {"midgame_standard.format4.json", "hidden_bosses_start.format5.json", "format1_standard.json"}) {
    INFO(name);
    auto loaded = read_save_file_with_seats(fixture_content(), kept(name));
    REQUIRE(loaded.ok());
    CHECK_FALSE(loaded->seats.has_value());
  }
  const Game game = midgame();
  auto plain = load_save(fixture_content(), save_game(game));
  REQUIRE(plain.ok());
  CHECK_FALSE(plain->seats.has_value());
  // The kept format-5 save with seats: a human, a Hard bot, an Easy bot.
  auto with_seats = read_save_file_with_seats(fixture_content(), kept("midgame_standard.format5.json"));
  REQUIRE(with_seats.ok());
  CHECK(with_seats->seats == std::optional<SeatControllers>({"human", "expert", "easy"}));
  CHECK(with_seats->game.state() == game.state());
}

TEST_CASE("seats in a save: a level or a bot alone is enough, damaged seats are refused with where", "[R10.4]") {
  const json good = save_game(midgame(), {"human", "expert", "advisor"});
  SECTION("a level alone, or a kind alone") {
    json s = good;
    s["seats"][1] = json{{"controller", "bot"}, {"level", "hard"}};
    s["seats"][2] = json{{"controller", "bot"}, {"bot", "advisor"}};
    auto loaded = load_save(fixture_content(), s);
    REQUIRE(loaded.ok());
    CHECK(loaded->seats == std::optional<SeatControllers>({"human", "expert", "advisor"}));
  }
  auto refused = [&](const json& s, const std::string& why) {
    auto r = load_save(fixture_content(), s);
    INFO(why);
    REQUIRE_FALSE(r.ok());
    CHECK(contains(r.refusal().reason, why));
  };
  json s = good;
  s["seats"][1]["level"] = "nightmare";
  refused(s, "/seats/1/level: unknown bot level \"nightmare\" (levels: easy, normal, hard)");
  s = good;
  s["seats"][1]["level"] = "easy";
  refused(s, "/seats/1: the bot \"expert\" does not play the level \"easy\"");
  s = good;
  s["seats"][2] = json{{"controller", "robot"}};
  refused(s, "/seats/2/controller: \"robot\" is neither \"human\" nor \"bot\"");
  s = good;
  s["seats"][2] = json{{"controller", "bot"}};
  refused(s, "/seats/2: a bot seat names its level or its bot");
  s = good;
  s["seats"].erase(2);
  refused(s, "/seats: 2 seats for a game of 3 players");
  s = good;
  s["seats"][0]["level"] = "hard";
  refused(s, "/seats/0");  // a human seat has no level
  s = good;
  s["format_version"] = 4;  // seats are a format-5 field
  refused(s, "seats");
}

TEST_CASE("cli: play --seats records the seats in the save and replay shows them", "[cli][R10.4]") {
  const std::string script = "'" + std::string(HS_TEST_DIR) + "/scenarios/midgame_standard.json'";
  const fs::path out = scratch() / "seats_cli.json";
  const Run played = cli("play " + script + kData + " --save '" + out.string() + "' --seats human,hard,random");
  INFO(played.err);
  REQUIRE(played.exit_code == 0);
  const Run replayed = cli("replay '" + out.string() + "'" + kData);
  REQUIRE(replayed.exit_code == 0);
  const json summary = json::parse(replayed.out);
  CHECK(summary["seats"] == json::parse(R"([{"controller": "human"},
                                            {"controller": "bot", "bot": "expert", "level": "hard"},
                                            {"controller": "bot", "bot": "random"}])"));
  const Run old = cli("replay '" + kept("midgame_standard.format4.json") + "'" + kData);
  REQUIRE(old.exit_code == 0);
  CHECK(json::parse(old.out)["seats"].is_null());

  const Run unknown = cli("play " + script + kData + " --save '" + out.string() + "' --seats human,nightmare,easy");
  CHECK(unknown.exit_code == 2);
  CHECK(contains(unknown.err, "--seats: 'nightmare' is not human or a bot level"));
  const Run count = cli("play " + script + kData + " --save '" + out.string() + "' --seats human,hard");
  CHECK(count.exit_code == 2);
  CHECK(contains(count.err, "--seats names 2 seats for a game of 3 players"));
  const Run no_save = cli("play " + script + kData + " --seats human,hard,easy");
  CHECK(no_save.exit_code == 2);
  CHECK(contains(no_save.err, "give --save OUT.json too"));
}
