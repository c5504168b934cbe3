// The options object of saves and scripts (R10.4): every field, the start set-up included, survives a
// JSON round trip; missing fields default; bad ones are refused naming the JSON pointer.
#include <catch2/catch.hpp>

#include <string>

#include <nlohmann/json.hpp>

#include "highscore/save.hpp"
#include "test_io_support.hpp"

using namespace hs;
using nlohmann::json;

namespace {


}  // namespace

TEST_CASE("game options survive a JSON round trip, every field", "[R10.4]") {
  GameOptions o;
  o.mode = Mode::Hunter;
  o.players = 1;
  o.characters = {"viggel", ""};
  o.first_player = 0;
  o.layout = "other";
  o.no_elimination = true;
  o.hidden = HiddenPreset::BossesAndAfterPeddlers;
  o.variable_turn_order = true;
  o.end_at_once = true;
  o.insert_coin = true;
  o.expert = true;
  o.exploration = true;
  o.fourth_level = true;
  o.hunter_easier = true;
  o.coop_map = "standard";
  o.stacked = {{"dungeon:1", {"a", "b"}}, {"equipment", {"c"}}, {"explore:1:2", {"d"}}};
  o.scripted_dice = {1, 6, 3};
  o.start.seats = {SeatStart{}, SeatStart{}};
  o.start.seats[1].coins = 7;
  o.start.seats[1].gems = 0;
  o.start.seats[1].lives = 2;
  o.start.seats[1].items = {"potion", "sword"};
  o.start.seats[1].node = 12;
  o.start.seats[1].pool = DiceCounts{{0, 1, 2, 3}};
  o.start.raised = {RaisedStart{4, {{Color::Any, 3}, {Color::Black, 6}}}};
  o.start.set_aside = DiceCounts{{1, 0, 0, 0}};
  o.start.walkers = {WalkerStart{"m1_plain", 3}, WalkerStart{"hunter", -1}};
  o.start.equipment_deck_size = 0;
  o.start.exploration_deck_sizes = {3, -1};
  auto back = options_from_json(options_to_json(o));
  REQUIRE(back.ok());
  const GameOptions& b = back.value();
  CHECK(b.mode == o.mode);
  CHECK(b.players == o.players);
  CHECK(b.characters == o.characters);
  CHECK(b.first_player == o.first_player);
  CHECK(b.layout == o.layout);
  CHECK(b.no_elimination);
  CHECK(b.hidden == o.hidden);
  CHECK(b.variable_turn_order);
  CHECK(b.end_at_once);
  CHECK(b.insert_coin);
  CHECK(b.expert);
  CHECK(b.exploration);
  CHECK(b.fourth_level);
  CHECK(b.hunter_easier);
  CHECK(b.coop_map == o.coop_map);
  CHECK(b.stacked == o.stacked);
  CHECK(b.scripted_dice == o.scripted_dice);
  CHECK(b.start == o.start);
  CHECK(b == o);
  // The JSON form is the whole struct: writing the read-back options gives the same document.
  CHECK(options_to_json(b) == options_to_json(o));
}

TEST_CASE("options default every missing field and refuse bad ones", "[R10.4]") {
  auto empty = options_from_json(json::object());
  REQUIRE(empty.ok());
  CHECK(options_to_json(empty.value()) == options_to_json(GameOptions{}));
  const std::pair<const char*, const char*> bad[] = {
      {R"({"mode": "chess"})", "/mode: \"chess\" is not one of"},
      {R"({"players": "two"})", "/players: expected an integer"},
      {R"({"scripted_dice": [1, 7]})", "/scripted_dice/1: a die face is 1 to 6"},
      {R"({"stacked": {"dungeon:1": [1]}})", "/stacked/dungeon:1/0: expected a string"},
      {R"({"hidden": "all"})", "/hidden: \"all\" is not one of"},
      {R"({"colour_blind": true})", "/colour_blind: unknown field"},
      {R"([])", "expected an object"},
      {R"({"start": {"seats": [{"coins": "many"}]}})", "/start/seats/0/coins: expected an integer"},
      {R"({"start": {"seats": [{"pool": {"green": 1}}]}})", "/start/seats/0/pool/green: unknown field"},
      {R"({"start": {"raised": [{"node": 1}]}})", "/start/raised/0/require: missing"},
      {R"({"start": {"raised": [{"node": 1, "require": [{"color": "pink", "min": 2}]}]}})",
       "/start/raised/0/require/0/color: \"pink\" is not one of"},
      {R"({"start": {"walkers": [{"node": 1}]}})", "/start/walkers/0/monster: missing"},
      {R"({"start": {"deck": 3}})", "/start/deck: unknown field"},
  };
  for (const auto& [text, expected] : bad) {
    auto o = options_from_json(json::parse(text));
    INFO(text);
    REQUIRE_FALSE(o.ok());
    CHECK(contains(o.refusal().reason, expected));
  }
}
