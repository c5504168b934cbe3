// Saves across versions and the recorded start set-up (R10.4): the format list, the migration of a
// format-1 save, the options check (a save cannot load under other rules), and start set-ups and
// reshuffle stacks that save, reload and replay like any game.
#include <catch2/catch.hpp>

#include <string>

#include <nlohmann/json.hpp>

#include "highscore/rng.hpp"
#include "highscore/save.hpp"
#include "test_io_support.hpp"
#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;
using nlohmann::json;

namespace {



// `steps` legal actions picked by a seeded RNG (no bot: only the engine's own list is used).
void advance(Game& game, std::uint64_t seed, int steps) {
  Rng pick(seed);
  for (int i = 0; i < steps && !game.finished(); ++i) {
    const auto legal = game.legal_actions();
    REQUIRE_FALSE(legal.empty());
    play(game, legal[pick.below(static_cast<std::uint32_t>(legal.size()))]);
  }
}

std::string fnv_hex(const std::string& text) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char c : text) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  char out[17];
  std::snprintf(out, sizeof out, "%016llx", static_cast<unsigned long long>(h));
  return out;
}

// The same game as a format-1 file would hold it: no options check, no reshuffle stacks in the
// state, the hash over the state as written.
json as_format_1(json save) {
  save["format_version"] = 1;
  save.erase("options_check");
  save["state"].erase("stacked_equipment");
  save["hash"] = fnv_hex(save["state"].dump());
  return save;
}

GameOptions rich_start() {
  GameOptions o = base_options(3);
  place_active(o, 5, dice(1, 2, 0, 1));
  seat_start(o, 0).coins = 4;
  seat_start(o, 0).gems = 2;
  seat_start(o, 0).lives = 2;
  give_item(o, 0, "potion");
  give_item(o, 1, "discount");
  seat_start(o, 2).node = 13;
  o.start.raised = {RaisedStart{1, {{Color::Red, 4}}}};
  o.start.set_aside = dice(1, 0, 0, 1);
  o.start.equipment_deck_size = 10;
  o.stacked["equipment:1"] = {"sword_big", "potion"};
  return o;
}

}  // namespace

TEST_CASE("the save-format list is in order, ends at the current version, and names what changed", "[R10.4]") {
  const auto& formats = save_formats();
  REQUIRE_FALSE(formats.empty());
  for (std::size_t i = 0; i < formats.size(); ++i) {
    CHECK(formats[i].version == static_cast<int>(i) + 1);  // appended, never reordered or removed
    CHECK(std::string(formats[i].change).size() > 10);
  }
  CHECK(formats.back().version == kSaveFormatVersion);
  CHECK(readable_save_formats() == "1, 2, 3, 4, 5");
}

TEST_CASE("a start set-up is applied, saved with the options, reloads and replays", "[R10.4][R2.3]") {
  const GameOptions o = rich_start();
  Game g = new_game(o, 17);
  const GameState& s = g.state();
  CHECK(s.players[0].node == 5);
  CHECK(s.players[0].path == std::vector<int>{0, 1, 2, 3, 4, 5});
  CHECK(s.players[0].branch_taken.at(3) == 4);  // the fork on the way counts as chosen (R5.9)
  CHECK(s.players[0].pool == dice(1, 2, 0, 1));
  CHECK(s.players[0].coins == 4);
  CHECK(s.players[0].gems == 2);
  CHECK(s.players[0].lives == 2);
  REQUIRE(s.players[0].items.size() == 1);
  CHECK(s.players[0].items[0].item == equipment_id("potion"));
  CHECK(s.players[1].items[0].item == equipment_id("discount"));
  CHECK(s.players[1].coins == 1);  // not given: as set-up deals it
  CHECK(s.players[2].node == 13);
  CHECK(s.board[1].raised == std::vector<Requirement>{{Color::Red, 4}});
  CHECK(s.placed == dice(1, 0, 0, 1));
  CHECK(s.equipment_deck.size() == 10);
  CHECK(s.stacked_equipment.size() == 1);

  advance(g, 5, 40);
  const json save = save_game(g);
  CHECK(save["options"]["start"]["seats"][2]["node"] == 13);
  auto options_back = options_from_json(save["options"]);
  REQUIRE(options_back.ok());
  CHECK(options_back.value() == o);
  auto loaded = load_game(test_content(), json::parse(save.dump()));
  REQUIRE(loaded.ok());
  CHECK(loaded->state() == g.state());
  CHECK(loaded->hash() == g.hash());
}

TEST_CASE("a game without a start set-up writes no start in its options", "[R10.4]") {
  const json j = options_to_json(base_options(2));
  CHECK_FALSE(j.contains("start"));
}

TEST_CASE("bad start set-ups are refused naming the seat, node or card", "[R2.3]") {
  const Content& c = test_content();
  auto refused = [&](const GameOptions& o, const std::string& expected) {
    auto r = validate_options(c, o);
    INFO(expected);
    REQUIRE(r.has_value());
    INFO(r->reason);
    CHECK(contains(r->reason, expected));
  };
  GameOptions o = base_options(2);
  seat_start(o, 0).coins = -1;
  refused(o, "start seat 0: coins -1 is not between 0 and 1000000");
  o = base_options(2);
  seat_start(o, 1).lives = 5;
  refused(o, "start seat 1: lives 5 is not between 1 and 4 (brute's maximum)");
  o = base_options(2);
  o.characters = {"", ""};
  seat_start(o, 0).lives = 2;
  refused(o, "start seat 0: lives need the seat's character chosen");
  o = base_options(2);
  seat_start(o, 0).node = 27;
  refused(o, "start seat 0: node 27 is not on the board (0 to 26)");
  o = base_options(2);
  give_item(o, 1, "potion");
  seat_start(o, 1).items.push_back("flying_carpet");
  refused(o, "start seat 1: no equipment card \"flying_carpet\"");
  o = base_options(2);
  seat_start(o, 0).pool = dice(0, 0, 0, 4);
  refused(o, "start seat 0 pool: 4 black dice (0 to 3 exist)");
  o = base_options(2);
  seat_start(o, 2);
  refused(o, "start: 3 seats given for 2 players");
  o = base_options(2);
  o.stacked["equipment"] = {"sword_big"};
  give_item(o, 0, "sword_big");
  refused(o, "start: \"sword_big\" is owned and stacked 2 times, the deck has 1");
  o = base_options(2);
  o.start.equipment_deck_size = 99;
  refused(o, "start: equipment_deck_size 99 is not between 0 and");
  o = base_options(2);
  o.start.raised = {RaisedStart{3, {{Color::Blue, 7}}}};
  refused(o, "start raised 0: a requirement's minimum is 1 to 6, not 7");
  o = base_options(2);
  o.start.set_aside = dice(6, 0, 0, 0);
  refused(o, "start set_aside: 6 red dice (0 to 5 exist)");
  o = base_options(2);
  o.stacked["equipment:0"] = {"potion"};
  refused(o, "stacked: unknown key \"equipment:0\"");
  o = base_options(2);
  o.stacked["equipment:2"] = {"potion", "potion", "potion", "potion"};
  refused(o, "stacked equipment:2: \"potion\" is listed more often than its copies");
}

TEST_CASE("equipment:N stacks the deck after its N-th reshuffle", "[R6.3][R7.1]") {
  GameOptions o = base_options(2);
  o.stacked["equipment"] = {"sword_big", "ring_blue", "recover_six", "potion", "extra_blue"};
  o.stacked["equipment:1"] = {"sword_big", "ring_blue"};
  o.scripted_dice = {3, 5};
  place_active(o, 2, dice(1, 1, 0, 0));  // d1_c: red 3+, blue 5+
  seat_start(o, 0).coins = 10;
  Game g = new_game(o);
  play(g, ChooseOption{0});
  play(g, RollDice{dice(1, 1, 0, 0)});
  play(g, Resolve{});
  REQUIRE(g.state().shop.open);
  play(g, Buy{0, -1});  // sword_big is bought: on the reshuffle it is skipped
  play(g, LeaveShop{});
  const auto& deck = g.state().equipment_deck;
  CHECK(deck.back() == equipment_id("ring_blue"));
  CHECK(g.state().stacked_equipment.empty());
  // The stacked reshuffle is part of the options: the save replays to the same deck.
  auto loaded = load_game(test_content(), save_game(g));
  REQUIRE(loaded.ok());
  CHECK(loaded->state().equipment_deck == deck);
}

TEST_CASE("a save whose options were edited is refused even when the replay matches", "[R10.4]") {
  GameOptions o = base_options(2);
  Game g = new_game(o, 3);
  advance(g, 9, 6);
  const json good = save_game(g);
  REQUIRE(load_game(test_content(), good).ok());
  for (const char* flag : {"no_elimination", "insert_coin", "variable_turn_order"}) {
    json s = good;
    s["options"][flag] = true;
    auto r = load_game(test_content(), s);
    INFO(flag);
    REQUIRE_FALSE(r.ok());
    CHECK(contains(r.refusal().reason, "the options differ from those the game was saved with"));
  }
  json s = good;
  s.erase("options_check");
  auto r = load_game(test_content(), s);
  REQUIRE_FALSE(r.ok());
  CHECK(contains(r.refusal().reason, "/options_check: missing"));
}

TEST_CASE("a format-1 save is migrated: checked by its own hash, then by the replay", "[R10.4]") {
  Game g = new_game(base_options(3), 11);
  advance(g, 4, 50);
  const json v1 = as_format_1(save_game(g));
  auto loaded = load_game(test_content(), v1);
  REQUIRE(loaded.ok());
  CHECK(loaded->state() == g.state());
  CHECK(loaded->log() == g.log());
  // Written again, it is a save of the current format.
  CHECK(save_game(loaded.value())["format_version"] == kSaveFormatVersion);

  json tampered = v1;
  tampered["state"]["players"][0]["coins"] = 40;
  auto r = load_game(test_content(), tampered);
  REQUIRE_FALSE(r.ok());
  CHECK(contains(r.refusal().reason, "save format 1 (migrated): hash mismatch"));
  // Tampered and re-hashed: the replay still disagrees, and the message says where.
  tampered["hash"] = fnv_hex(tampered["state"].dump());
  r = load_game(test_content(), tampered);
  REQUIRE_FALSE(r.ok());
  CHECK(contains(r.refusal().reason, "save format 1 replays differently in this build (first difference at /state/players/0/coins)"));
  CHECK(contains(r.refusal().reason, "This build reads formats 1, 2, 3, 4, 5."));
}
