// Saves and replays (R10.4) and determinism (R10.1): JSON forms of actions, options and states,
// save -> load round trips, refusal of damaged, foreign and tampered saves, atomic files, scenarios.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "highscore/bots.hpp"
#include "highscore/save.hpp"
#include "highscore/script.hpp"
#include "test_io_support.hpp"

using namespace hs;
using nlohmann::json;

namespace {

std::vector<Action> one_of_each_action() {
  UseItem item;
  item.item = 2;
  item.die = 1;
  item.color = Color::Black;
  UseAbility ability;
  ability.die = 3;
  ability.color = Color::Blue;
  RollDice roll;
  roll.dice[Color::Red] = 2;
  roll.dice[Color::Yellow] = 1;
  roll.dice[Color::Black] = 1;
  return {ChooseOption{1}, AttemptOptional{}, SkipOptional{}, CancelTest{}, roll, RerollWithGem{4}, item,
          ability, Resolve{}, Rest{}, MoveOn{}, ChooseBranch{1}, Buy{3, 0}, Heal{2}, LeaveShop{},
          UseExpert{2}, React{true}, Fight{1}, Dodge{2}, ChooseNode{7}, ChoosePlayer{3}};
}

// A state in which every field differs from its default, so a field lost by the JSON form shows up.
GameState every_field_state() {
  GameState s;
  Player p;
  p.character = 3;
  p.lives = 2;
  p.max_lives = 4;
  p.coins = 5;
  p.gems = 6;
  p.node = 7;
  p.path = {0, 1, 2, 7};
  p.branch_taken = {{3, 5}, {12, 14}};
  p.pool[Color::Red] = 2;
  p.pool[Color::Black] = 1;
  p.spent[Color::Blue] = 3;
  p.items = {OwnedItem{4, true}, OwnedItem{9, false}};
  p.ability_exhausted = true;
  p.eliminated = true;
  p.defeated_last_boss = true;
  p.stats = PlayerStats{1, 2, 3, 4, 5, 6, 7};
  s.players = {p, Player{}};
  Node n;
  n.card = 11;
  n.level = 2;
  n.step = 3;
  n.col = 4;
  n.row = -1;
  n.next = {5, 6};
  n.prev = {0};
  n.face_down = true;
  n.raised = {{Color::Any, 3}, {Color::Blue, 5}};
  s.board = {n, Node{}};
  s.level_first_node = {0, 9};
  s.level_peddler_node = {3, -1};
  s.levels = 4;
  s.level_boss_nodes = {{8}, {17, 18}};
  s.entities = {Entity{EntityKind::Monster, 3, 2, -1, Color::Red, 1}, Entity{EntityKind::PlacedDie, -1, -1, 1, Color::Black, 4}};
  s.supply[Color::Yellow] = 4;
  s.placed[Color::Red] = 1;
  s.equipment_deck = {5, 1, 2};
  s.monster_deck = {4, 0};
  s.hidden_cards = {{0, 12}, {8, 30}};
  s.turn_order = {1, 0};
  s.turn_index = 1;
  s.round = 9;
  s.phase = Phase::Final;
  s.test.active = true;
  s.test.optional = true;
  s.test.option = 2;
  s.test.rolled = true;
  s.test.added[Color::Blue] = 1;
  s.test.added_by = {AddedDie{Color::Blue, 7}};
  s.test.dice = {TestDie{Color::Black, 5, 6, Color::Yellow, true, false},
                 TestDie{Color::Blue, 2, 2, Color::Blue, false, true}};
  s.test.used_items = {1};
  s.shop.open = true;
  s.shop.offer = {3, -1, 8};
  s.stack = {Frame{StepKind::MoveOn, Decision{DecisionKind::Finished, 1, 4, -1, -1}, 1},
             Frame{StepKind::Decision, Decision{DecisionKind::Reaction, 0, 4, 1, 2}, 0}};
  s.end_triggered = true;
  s.finished = true;
  s.end_reason = EndReason::NobodyLeft;
  s.winners = {0, 1};
  s.rng.reseed(0xfeedfacecafebeefULL);
  s.rng.next_u64();
  s.scripted_dice = {6, 1, 3};
  s.random_draws = 42;
  return s;
}

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream b;
  b << in.rdbuf();
  return b.str();
}

void write_text(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

// A game advanced by `steps` random-bot actions from a fixed seed.
Game played_game(const Content& content, std::uint64_t seed, int steps) {
  GameOptions o;
  o.players = 3;
  auto created = Game::create(content, o, seed);
  REQUIRE(created.ok());
  Game game = std::move(created.value());
  std::vector<std::unique_ptr<Bot>> bots;
  for (int i = 0; i < 3; ++i) bots.push_back(make_bot("random", seed * 31 + static_cast<std::uint64_t>(i)));
  for (int i = 0; i < steps && !game.finished(); ++i) {
    const Action a = ask_bot(*bots[static_cast<std::size_t>(game.pending().owner)], game);
    REQUIRE(game.apply(a).ok());
  }
  return game;
}


}  // namespace

TEST_CASE("every action survives a JSON round trip", "[R10.4]") {
  for (const Action& a : one_of_each_action()) {
    const json j = action_to_json(a);
    auto back = action_from_json(j);
    INFO(j.dump());
    REQUIRE(back.ok());
    CHECK(back.value() == a);
  }
}

TEST_CASE("the documented roll form parses, missing colours count as zero", "[R10.4]") {
  auto a = action_from_json(json::parse(R"({"type":"roll","dice":{"red":2,"yellow":1}})"));
  REQUIRE(a.ok());
  REQUIRE(std::holds_alternative<RollDice>(a.value()));
  const DiceCounts d = std::get<RollDice>(a.value()).dice;
  CHECK(d[Color::Red] == 2);
  CHECK(d[Color::Yellow] == 1);
  CHECK(d[Color::Blue] == 0);
  CHECK(d[Color::Black] == 0);
  auto item = action_from_json(json::parse(R"({"type":"use_item","item":1})"));
  REQUIRE(item.ok());
  CHECK(std::get<UseItem>(item.value()) == UseItem{1, -1, Color::Any});
}

TEST_CASE("ill-formed actions are refused with the place and the reason", "[R10.4]") {
  struct Case {
    const char* text;
    const char* expected;
  };
  const Case cases[] = {
      {R"(42)", "expected an object"},
      {R"({})", "/type: missing"},
      {R"({"type": "jump"})", "unknown action type \"jump\""},
      {R"({"type": 3})", "/type: expected a string"},
      {R"({"type": "choose_option"})", "/option: missing"},
      {R"({"type": "choose_option", "option": "1"})", "/option: expected an integer"},
      {R"({"type": "choose_option", "option": 1.5})", "/option: expected an integer"},
      {R"({"type": "roll", "dice": {"green": 1}})", "/dice/green: unknown field"},
      {R"({"type": "roll", "dice": [1, 2]})", "/dice: expected an object"},
      {R"({"type": "use_item", "item": 0, "color": "purple"})", "\"purple\" is not one of"},
      {R"({"type": "rest", "extra": true})", "/extra: unknown field"},
      {R"({"type": "react", "accept": 1})", "/accept: expected true or false"},
      {R"({"type": "buy", "offer": 99999999999})", "/offer: integer out of range"},
  };
  for (const auto& c : cases) {
    auto a = action_from_json(json::parse(c.text));
    INFO(c.text);
    REQUIRE_FALSE(a.ok());
    CHECK(contains(a.refusal().reason, c.expected));
  }
}

TEST_CASE("a state with every field set survives a JSON round trip exactly", "[R10.4]") {
  const GameState s = every_field_state();
  const json j = state_to_json(s);
  auto back = state_from_json(j);
  REQUIRE(back.ok());
  CHECK(back.value() == s);
  // And a default state too (empty vectors, -1 indices).
  const GameState blank;
  auto plain = state_from_json(state_to_json(blank));
  REQUIRE(plain.ok());
  CHECK(plain.value() == blank);
}

TEST_CASE("state JSON refuses missing, unknown and ill-typed fields", "[R10.4]") {
  json j = state_to_json(every_field_state());
  SECTION("missing") {
    j["players"][0].erase("gems");
    auto r = state_from_json(j);
    REQUIRE_FALSE(r.ok());
    CHECK(contains(r.refusal().reason, "/players/0/gems: missing"));
  }
  SECTION("unknown") {
    j["board"][1]["treasure"] = 3;
    auto r = state_from_json(j);
    REQUIRE_FALSE(r.ok());
    CHECK(contains(r.refusal().reason, "/board/1/treasure: unknown field"));
  }
  SECTION("ill-typed") {
    j["rng"][2] = 12;
    auto r = state_from_json(j);
    REQUIRE_FALSE(r.ok());
    CHECK(contains(r.refusal().reason, "/rng/2: expected a string"));
  }
  SECTION("turn index outside the turn order") {
    j["turn_index"] = 5;
    auto r = state_from_json(j);
    REQUIRE_FALSE(r.ok());
    CHECK(contains(r.refusal().reason, "/turn_index"));
  }
}

TEST_CASE("a saved game reloads to the identical state", "[R10.4][R10.1]") {
  const Content& content = fixture_content();
  for (int steps : {0, 1, 25, 120}) {
    const Game game = played_game(content, 7 + static_cast<std::uint64_t>(steps), steps);
    const json save = save_game(game);
    CHECK(save["format_version"] == kSaveFormatVersion);
    CHECK(save["content_id"] == content.id);
    CHECK(save["actions"].size() == game.log().size());
    auto loaded = load_game(content, save);
    REQUIRE(loaded.ok());
    CHECK(loaded->state() == game.state());
    CHECK(loaded->hash() == game.hash());
    CHECK(loaded->log() == game.log());
    // The loaded game goes on exactly like the original.
    CHECK(loaded->legal_actions() == game.legal_actions());
    // Through text as well (what a file holds).
    auto reparsed = load_game(content, json::parse(save.dump()));
    REQUIRE(reparsed.ok());
    CHECK(reparsed->hash() == game.hash());
  }
}

TEST_CASE("same content, options, seed and actions give the same hash, another seed does not", "[R10.1]") {
  const Content& content = fixture_content();
  const Game a = played_game(content, 99, 80);
  const Game b = played_game(content, 99, 80);
  CHECK(a.hash() == b.hash());
  CHECK(state_to_json(a.state()).dump() == state_to_json(b.state()).dump());
  const Game c = played_game(content, 100, 80);
  CHECK(a.hash() != c.hash());
  // The hash follows the state: equal states, equal hashes; one coin more, another hash.
  GameOptions richer;
  richer.players = 2;
  richer.start.seats = {SeatStart{}};
  richer.start.seats[0].coins = 2;  // set-up gives 1
  auto d = Game::create(content, richer, 99);
  auto e = Game::create(content, GameOptions{}, 99);
  REQUIRE(d.ok());
  REQUIRE(e.ok());
  CHECK(d->state().players[0].coins == e->state().players[0].coins + 1);
  CHECK(d->hash() != e->hash());
}

TEST_CASE("damaged, foreign, tampered and other-version saves are refused and say which", "[R10.4]") {
  const Content& content = fixture_content();
  const Game game = played_game(content, 5, 60);
  REQUIRE(game.log().size() > 20);
  const json good = save_game(game);

  auto refused_with = [&](const json& save, const std::string& expected) {
    auto r = load_game(content, save);
    INFO(expected);
    REQUIRE_FALSE(r.ok());
    INFO(r.refusal().reason);
    CHECK(contains(r.refusal().reason, expected));
  };
  SECTION("other format version") {
    json s = good;
    s["format_version"] = 9;
    refused_with(s, "save format 9, this build reads formats 1, 2, 3, 4, 5 (the save was made by a newer version");
    s["format_version"] = 0;
    refused_with(s, "save format 0, this build reads formats 1, 2, 3, 4, 5");
  }
  SECTION("other content id") {
    json s = good;
    s["content_id"] = "someone-elses-cards";
    refused_with(s, "saved with content \"someone-elses-cards\"");
  }
  SECTION("same id, other files") {
    json s = good;
    s["content_fingerprint"] = "0123456789abcdef";
    refused_with(s, "saved with content");
  }
  SECTION("an ill-formed action names its index") {
    json s = good;
    s["actions"][3] = json{{"type", "fly"}};
    refused_with(s, "action 3 is not valid: /actions/3/type: unknown action type \"fly\"");
  }
  SECTION("an action the rules refuse names its index and the reason") {
    json s = good;
    s["actions"][17] = action_to_json(ChooseOption{97});
    refused_with(s, "action 17 (option 97) refused: ");
  }
  SECTION("tampered snapshot") {
    json s = good;
    s["state"]["players"][0]["coins"] = s["state"]["players"][0]["coins"].get<int>() + 3;
    refused_with(s, "snapshot does not match the replayed game (first difference at /state/players/0/coins)");
  }
  SECTION("tampered hash") {
    json s = good;
    s["hash"] = "00000000000000ff";
    refused_with(s, "hash mismatch");
  }
  SECTION("a dropped action changes the replay") {
    json s = good;
    s["actions"].erase(s["actions"].size() - 1);
    auto r = load_game(content, s);
    CHECK_FALSE(r.ok());
  }
  SECTION("wrong types and garbage never throw") {
    const json garbage[] = {json(), json(3), json::array(), json{{"format_version", "1"}},
                            json{{"format_version", 1}}, json{{"format_version", 1}, {"content_id", 4}}};
    for (const json& g : garbage) {
      auto r = load_game(content, g);
      CHECK_FALSE(r.ok());
      CHECK_FALSE(r.refusal().reason.empty());
    }
    json s = good;
    s["state"] = "not a state";
    refused_with(s, "/state: expected an object");
    s = good;
    s["seed"] = -4;
    refused_with(s, "/seed");
    s = good;
    s["options"]["players"] = "three";
    refused_with(s, "/options/players: expected an integer");
  }
}

TEST_CASE("randomly damaged saves never throw and are refused or load to a consistent game", "[R10.4]") {
  const Content& content = fixture_content();
  const Game game = played_game(content, 21, 50);
  const std::string text = save_game(game).dump();
  Rng chance(77);
  int refused = 0;
  for (int round = 0; round < 300; ++round) {
    std::string damaged = text;
    const int edits = 1 + static_cast<int>(chance.below(3));
    for (int e = 0; e < edits; ++e) {
      const std::size_t at = chance.below(static_cast<std::uint32_t>(damaged.size()));
      switch (chance.below(4)) {
        case 3: {  // keep it JSON: change one digit into another, so the loader must catch it
          const std::size_t digit = damaged.find_first_of("0123456789", at);
          if (digit != std::string::npos) damaged[digit] = static_cast<char>('0' + chance.below(10));
          break;
        }
        case 0: damaged[at] = "0123456789-[]{}\",:tfnx "[chance.below(20)]; break;
        case 1: damaged.erase(at, 1 + chance.below(8)); break;
        default: damaged.resize(at); break;
      }
    }
    const json parsed = json::parse(damaged, nullptr, false);
    if (parsed.is_discarded()) continue;
    Result<Game> r = Refusal{};
    REQUIRE_NOTHROW(r = load_game(content, parsed));
    if (!r.ok()) {
      ++refused;
      CHECK_FALSE(r.refusal().reason.empty());
    } else {
      // Accepted only if the replay really matches the snapshot it carries.
      CHECK(state_to_json(r->state()) == parsed["state"]);
    }
  }
  CHECK(refused > 60);
}

TEST_CASE("save files are written whole and refused files are left untouched", "[R10.4]") {
  const Content& content = fixture_content();
  const Game game = played_game(content, 11, 40);
  const auto dir = std::filesystem::temp_directory_path() / ("hs_test_save_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "game.json").string();

  REQUIRE(write_save_file(game, path).ok());
  CHECK_FALSE(std::filesystem::exists(path + ".tmp"));
  auto back = read_save_file(content, path);
  REQUIRE(back.ok());
  CHECK(back->hash() == game.hash());

  SECTION("a truncated file is refused with line and column, and not rewritten") {
    const std::string text = read_text(path);
    write_text(path, text.substr(0, text.size() / 2));
    const std::string before = read_text(path);
    auto r = read_save_file(content, path);
    REQUIRE_FALSE(r.ok());
    CHECK(contains(r.refusal().reason, path + ": not JSON at line "));
    CHECK(contains(r.refusal().reason, " column "));
    CHECK(read_text(path) == before);
  }
  SECTION("a missing file") {
    auto r = read_save_file(content, (dir / "nope.json").string());
    REQUIRE_FALSE(r.ok());
    CHECK(r.refusal().reason == (dir / "nope.json").string() + ": cannot read (no such file or directory)");
  }
  SECTION("a load refusal names the file") {
    json s = json::parse(read_text(path));
    s["format_version"] = 7;
    write_text(path, s.dump());
    auto r = read_save_file(content, path);
    REQUIRE_FALSE(r.ok());
    CHECK(r.refusal().reason ==
          path + ": save format 7, this build reads formats 1, 2, 3, 4, 5 (the save was made by a newer version of High Score)");
  }
  SECTION("a write that cannot happen leaves the old file as it was") {
    const std::string before = read_text(path);
    // The target's directory does not exist: nothing may be created or changed anywhere.
    auto r = write_save_file(game, (dir / "missing_dir" / "game.json").string());
    REQUIRE_FALSE(r.ok());
    CHECK(contains(r.refusal().reason, "cannot write"));
    CHECK_FALSE(std::filesystem::exists(dir / "missing_dir"));
    // Overwriting a directory fails too, and the directory survives.
    std::filesystem::create_directories(dir / "a_dir");
    auto r2 = write_save_file(game, (dir / "a_dir").string());
    CHECK_FALSE(r2.ok());
    CHECK(std::filesystem::is_directory(dir / "a_dir"));
    CHECK(read_text(path) == before);
  }
  SECTION("overwriting a save replaces it whole") {
    const Game later = played_game(content, 11, 90);
    REQUIRE(write_save_file(later, path).ok());
    auto r = read_save_file(content, path);
    REQUIRE(r.ok());
    CHECK(r->hash() == later.hash());
  }
  std::filesystem::remove_all(dir);
}
