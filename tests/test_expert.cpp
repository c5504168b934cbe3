// R9.4 expert abilities: activation from the pool (placed dice out of the supply, R10.3), the discard
// at the start of the owner's next turn (R9.4.2), each of the seven abilities (R9.4.1) and the
// reactions asked of other seats (R9.4.3), answered by a human seat or a bot.
#include <catch2/catch.hpp>

#include <algorithm>

#include "highscore/bots.hpp"
#include "highscore/chances.hpp"
#include "highscore/invariants.hpp"
#include <nlohmann/json.hpp>

#include "highscore/queries.hpp"
#include "highscore/save.hpp"
#include "support_content.hpp"

using namespace hs;
using namespace hs::testing;

namespace {

// Test content seats: tester = elbow hit (red 4), brute = shoot (blue 4), sage = invisibility (black),
// rogue = toll (red), scout = thieving (yellow), trapper = trap (blue 3), priest = blessing (yellow).
GameOptions expert_options(std::vector<std::string> characters, int first = 0) {
  GameOptions o = base_options(2);
  o.players = static_cast<int>(characters.size());
  o.characters = std::move(characters);
  o.first_player = first;
  o.expert = true;
  return o;
}

// Coins and gems a seat starts with (payment cases), part of the game's start (GameOptions::start).
void set_purse(GameOptions& o, int seat, int coins, int gems) {
  seat_start(o, seat).coins = coins;
  seat_start(o, seat).gems = gems;
}

int placed_dice(const Game& g) { return g.state().placed.total(); }

// Passes d1_a (red 3+) with one red die and skips its chest: the active player moves on.
std::vector<Event> pass_first_card(Game& g) {
  play(g, ChooseOption{0});
  play(g, RollDice{DiceCounts{{1, 0, 0, 0}}});
  std::vector<Event> events = play(g, Resolve{});
  REQUIRE(g.pending().kind == DecisionKind::OptionalTest);
  auto more = play(g, SkipOptional{});
  events.insert(events.end(), more.begin(), more.end());
  return events;
}

// Turn order sage, tester, brute: the sage (invisibility) and the tester (elbow, rolling a 2) place
// their dice, then the brute passes the first card and is about to leave both of them.
Game elbow_and_invisibility_waiting() {
  GameOptions o = expert_options({"tester", "brute", "sage"}, 2);
  o.scripted_dice = {6, 2};
  Game g = new_game(o);
  play(g, UseExpert{-1});
  play(g, Rest{});
  play(g, UseExpert{-1});
  play(g, Rest{});
  pass_first_card(g);
  return g;
}

}  // namespace

TEST_CASE("an expert ability spends a pool die that is placed out of the supply, once per turn", "[R9.4][R10.3][R1.1]") {
  Game g = new_game(expert_options({"tester", "brute"}));
  const DiceCounts pool = g.state().players[0].pool;
  REQUIRE(is_legal(g, UseExpert{-1}));
  auto events = play(g, UseExpert{-1});
  CHECK(has_event(events, EventKind::ExpertUsed));
  CHECK(g.state().players[0].pool[Color::Red] == pool[Color::Red] - 1);
  CHECK(g.state().placed[Color::Red] == 1);
  REQUIRE(g.state().entities.size() == 1);
  const Entity& die = g.state().entities[0];
  CHECK(die.kind == EntityKind::PlacedDie);
  CHECK(die.owner == 0);
  CHECK(die.node == -1);  // elbow hit: on the character
  CHECK(die.color == Color::Red);
  CHECK(refuse(g, UseExpert{-1}).rule == "R9.4");  // once per turn
  CHECK(check_invariants(g.state()).empty());
}

TEST_CASE("the placed die is discarded at the start of its owner's next turn, used or not", "[R9.4.2][R4.2][R10.3]") {
  Game g = new_game(expert_options({"tester", "brute"}));
  play(g, UseExpert{-1});
  play(g, Rest{});
  CHECK(placed_dice(g) == 1);  // still there during the other player's turn
  auto events = play(g, Rest{});
  CHECK(has_event(events, EventKind::DieDiscarded));
  CHECK(placed_dice(g) == 0);
  CHECK(g.state().entities.empty());
  // The die is back before the owner takes their dice: a full pool again.
  CHECK(g.state().players[0].pool == test_content().characters[character_id("tester")].pool);
  CHECK(is_legal(g, UseExpert{-1}));
}

TEST_CASE("the ability needs a pool die of its colour and is used between tests on your own turn", "[R9.4]") {
  GameOptions without_red = expert_options({"tester", "brute"});
  set_pool(without_red, 0, DiceCounts{{0, 2, 0, 0}});
  Game none = new_game(without_red);
  CHECK(refuse(none, UseExpert{-1}).rule == "R9.4");
  GameOptions with_red = expert_options({"tester", "brute"});
  set_pool(with_red, 0, DiceCounts{{1, 2, 0, 0}});
  Game g = new_game(with_red);
  play(g, ChooseOption{0});
  CHECK(refuse(g, UseExpert{-1}).rule == "R9.4");  // not while choosing dice
  play(g, CancelTest{});
  CHECK(refuse(g, UseExpert{3}).rule == "R9.4.1");  // elbow hit takes no target
  play(g, UseExpert{-1});
}

TEST_CASE("elbow hit: the owner is asked when someone leaves their card, and nothing else happens until they answer",
          "[R9.4.1][R9.4.3]") {
  GameOptions o = expert_options({"tester", "brute"});
  o.scripted_dice = {6, 5};  // brute's red roll, then the elbow die
  Game g = new_game(o);
  play(g, UseExpert{-1});
  play(g, Rest{});
  auto events = pass_first_card(g);
  CHECK(has_event(events, EventKind::ReactionOffered));
  const Decision d = g.pending();
  CHECK(d.kind == DecisionKind::Reaction);
  CHECK(d.owner == 0);    // the reacting seat, not the one whose turn it is
  CHECK(d.subject == 1);  // about the one leaving
  CHECK(d.detail == static_cast<int>(ExpertKind::ElbowHit));
  CHECK(g.state().active_player() == 1);
  CHECK(g.state().players[1].node == 0);  // the move waits
  const auto legal = g.legal_actions();
  CHECK(legal == std::vector<Action>{React{true, Color::Any}, React{false, Color::Any}});
  refuse(g, Rest{});
  refuse(g, React{true, Color::Red});
  // A human seat answers: the die rolls 5, on 4 or more the leaver loses a life, then moves on.
  events = play(g, React{true, Color::Any});
  CHECK(has_event(events, EventKind::ElbowRolled));
  CHECK(g.state().players[1].lives == 3);
  CHECK(g.state().players[1].node == 1);
  CHECK(placed_dice(g) == 0);  // rolled, then discarded
  CHECK(g.pending().owner == 1);
}

TEST_CASE("elbow hit: a miss or a refusal costs nothing, and a declined die waits for the next leaver", "[R9.4.1][R9.4.3]") {
  GameOptions o = expert_options({"tester", "brute"});
  o.scripted_dice = {6, 3};
  Game g = new_game(o);
  play(g, UseExpert{-1});
  play(g, Rest{});
  pass_first_card(g);
  play(g, React{false, Color::Any});
  CHECK(g.state().players[1].lives == 4);
  CHECK(g.state().players[1].node == 1);
  CHECK(placed_dice(g) == 1);

  Game h = new_game(o);
  play(h, UseExpert{-1});
  play(h, Rest{});
  pass_first_card(h);
  auto events = play(h, React{true, Color::Any});
  CHECK(has_event(events, EventKind::ElbowRolled));
  CHECK(h.state().players[1].lives == 4);  // a 3 misses
}

TEST_CASE("elbow hit: the chance shown is the share of the die's faces that hit", "[R9.4.1][chances]") {
  // The tester's elbow (red 4) rolled once at the brute for each face in turn.
  int hits = 0;
  for (int face = 1; face <= 6; ++face) {
    GameOptions o = expert_options({"tester", "brute"});
    o.scripted_dice = {6, face};
    Game g = new_game(o);
    play(g, UseExpert{-1});
    play(g, Rest{});
    pass_first_card(g);
    play(g, React{true, Color::Any});
    hits += g.state().players[1].lives < 4 ? 1 : 0;
  }
  const int value = test_content().characters[static_cast<std::size_t>(test_content().character_index("tester"))].expert.value;
  REQUIRE(value == 4);
  CHECK(hits == 3);
  CHECK(elbow_hit_chance(value) == hits / 6.0);
  // Every number: 1 or less always hits, 6 once in six, above 6 never.
  CHECK(elbow_hit_chance(1) == 1.0);
  CHECK(elbow_hit_chance(0) == 1.0);
  CHECK(elbow_hit_chance(5) == 2.0 / 6.0);
  CHECK(elbow_hit_chance(6) == 1.0 / 6.0);
  CHECK(elbow_hit_chance(7) == 0.0);
}

TEST_CASE("a reaction owned by a bot seat is answered by that seat's bot from its own observation", "[R9.4.3]") {
  GameOptions o = expert_options({"tester", "brute"});
  o.scripted_dice = {6, 6};
  for (const std::string kind : {"advisor", "random"}) {
    INFO(kind);
    Game g = new_game(o);
    play(g, UseExpert{-1});
    play(g, Rest{});
    pass_first_card(g);
    REQUIRE(g.pending().kind == DecisionKind::Reaction);
    auto bot = make_bot(kind, 3);
    const Action answer = ask_bot(*bot, g);
    CHECK(std::holds_alternative<React>(answer));
    CHECK(g.observe(g.pending().owner).seat == 0);
    CHECK_FALSE(explain_bot(*bot, g, answer).empty());
    play(g, answer);
    CHECK(g.pending().owner == 1);
  }
  // The advisor rolls an elbow against a leaver: a 50% chance at a life costs it nothing.
  Game g = new_game(o);
  play(g, UseExpert{-1});
  play(g, Rest{});
  pass_first_card(g);
  auto advisor = make_bot("advisor", 1);
  CHECK(ask_bot(*advisor, g) == Action{React{true, Color::Any}});
}

TEST_CASE("shoot: the first character to enter the card takes a test against the die, as any test (R5)",
          "[R9.4.1][R9.4.3][R5.2][R5.4]") {
  GameOptions o = expert_options({"tester", "brute"}, 1);
  o.scripted_dice = {6, 3, 5};  // tester's red roll; the die rolled against the shot shows 3, then 5
  Game g = new_game(o);
  CHECK(refuse(g, UseExpert{5}).rule == "R9.4.1");  // not next to the brute's card
  play(g, UseExpert{1});
  REQUIRE(g.state().entities.size() == 1);
  CHECK(g.state().entities[0].node == 1);
  CHECK(g.state().entities[0].value == 4);
  play(g, Rest{});
  pass_first_card(g);
  const Decision d = g.pending();
  CHECK(d.kind == DecisionKind::Reaction);
  CHECK(d.owner == 0);    // the one shot at answers
  CHECK(d.subject == 1);  // the shooter
  // Taking the test or the hit; the dice are chosen in the test, as in any other.
  CHECK(is_legal(g, React{true, Color::Any}));
  CHECK(is_legal(g, React{false, Color::Any}));
  CHECK(refuse(g, React{true, Color::Blue}).rule == "R9.4.3");
  play(g, React{true, Color::Any});
  REQUIRE(g.pending().kind == DecisionKind::ChooseDice);
  CHECK(g.pending().owner == 0);
  // One die of any colour showing the placed die's value or more.
  CHECK(requirements_under_test(test_content(), g.state()) == std::vector<Requirement>{{Color::Any, 4}});
  const DiceCounts pool = g.state().players[0].pool;
  play(g, RollDice{DiceCounts{{1, 0, 0, 0}}});  // red fits "any colour" (R5.3)
  REQUIRE(g.pending().kind == DecisionKind::AfterRoll);
  CHECK(g.state().test.dice.at(0).value == 3);
  // A gem rerolls the die (R5.4): 5 now.
  const int gems = g.state().players[0].gems;
  play(g, RerollWithGem{0});
  CHECK(g.state().players[0].gems == gems - 1);
  auto events = play(g, Resolve{});
  CHECK(has_event(events, EventKind::ShotTaken));
  CHECK(has_event(events, EventKind::TestPassed));
  CHECK(g.state().players[0].lives == 3);
  CHECK(g.state().players[0].pool[Color::Red] == pool[Color::Red] - 1);  // the die is spent (R5.8)
  CHECK(g.state().players[0].spent[Color::Red] == 2);
  CHECK(placed_dice(g) == 0);
  CHECK(g.pending().kind == DecisionKind::TurnAction);
  CHECK(g.state().players[0].node == 1);

  // Failing the test costs the life.
  GameOptions hit = o;
  hit.scripted_dice = {6, 3};
  Game h = new_game(hit);
  play(h, UseExpert{1});
  play(h, Rest{});
  pass_first_card(h);
  play(h, React{true, Color::Any});
  play(h, RollDice{DiceCounts{{0, 1, 0, 0}}});
  events = play(h, Resolve{});
  CHECK(has_event(events, EventKind::ShotTaken));
  CHECK(has_event(events, EventKind::TestFailed));
  CHECK(h.state().players[0].lives == 2);
  CHECK(placed_dice(h) == 0);
  // Backing out before the roll returns to the offer; declining costs the life.
  Game k = new_game(o);
  play(k, UseExpert{1});
  play(k, Rest{});
  pass_first_card(k);
  play(k, React{true, Color::Any});
  play(k, CancelTest{});
  REQUIRE(k.pending().kind == DecisionKind::Reaction);
  play(k, React{false, Color::Any});
  CHECK(k.state().players[0].lives == 2);
  CHECK(placed_dice(k) == 0);
  CHECK(k.pending().kind == DecisionKind::TurnAction);
}

TEST_CASE("bots take the shot's test: the advisor rolls for it and rerolls a miss", "[R9.4.1][R9.4.3][R5.4]") {
  GameOptions o = expert_options({"tester", "brute"}, 1);
  o.scripted_dice = {6, 2, 2, 2, 2, 2, 2};  // tester's red roll, then every die against the shot shows 2
  Game g = new_game(o);
  play(g, UseExpert{1});
  play(g, Rest{});
  pass_first_card(g);
  auto advisor = make_bot("advisor", 1);
  CHECK(ask_bot(*advisor, g) == Action{React{true, Color::Any}});
  play(g, React{true, Color::Any});
  const Action roll = ask_bot(*advisor, g);
  REQUIRE(std::holds_alternative<RollDice>(roll));
  play(g, roll);
  REQUIRE(g.pending().kind == DecisionKind::AfterRoll);
  const Action after = ask_bot(*advisor, g);
  INFO(describe(after));
  // A miss is rerolled, by the character's free reroll ability first (R5.4: items and abilities too).
  CHECK((std::holds_alternative<UseAbility>(after) || std::holds_alternative<RerollWithGem>(after)));
  // The random bot's answers are listed actions through the whole test.
  auto random = make_bot("random", 3);
  while (g.pending().kind == DecisionKind::AfterRoll) play(g, ask_bot(*random, g));
  CHECK(g.state().placed.total() == 0);
}

TEST_CASE("shoot: the shooter entering her own target picks the die up without a test", "[R9.4.1]") {
  GameOptions o = expert_options({"tester", "brute"}, 1);
  o.scripted_dice = {6};
  Game g = new_game(o);
  play(g, UseExpert{1});
  auto events = pass_first_card(g);
  CHECK(has_event(events, EventKind::DieDiscarded));
  CHECK_FALSE(has_event(events, EventKind::ReactionOffered));
  CHECK(g.pending().kind == DecisionKind::TurnAction);
  CHECK(g.state().players[1].node == 1);
  CHECK(g.state().players[1].lives == 4);
  CHECK(placed_dice(g) == 0);
}

TEST_CASE("invisibility: a character on the card just passed may discard the die to move along", "[R9.4.1][R9.4.3]") {
  GameOptions o = expert_options({"tester", "brute", "sage"}, 2);
  o.scripted_dice = {6};
  Game g = new_game(o);
  play(g, UseExpert{-1});  // sage
  play(g, Rest{});
  play(g, Rest{});         // tester
  pass_first_card(g);      // brute passes d1_a
  const Decision d = g.pending();
  CHECK(d.kind == DecisionKind::Reaction);
  CHECK(d.owner == 2);
  CHECK(d.detail == static_cast<int>(ExpertKind::Invisibility));
  auto events = play(g, React{true, Color::Any});
  CHECK(has_event(events, EventKind::SlippedAlong));
  CHECK(g.state().players[2].node == 1);
  CHECK(g.state().players[2].path == std::vector<int>{0, 1});
  CHECK(placed_dice(g) == 0);
  CHECK(g.pending().owner == 1);  // back to the brute's turn
}

TEST_CASE("two reactions on one move: the elbow as the mover leaves, then invisibility once it has entered",
          "[R9.4.3][R9.4.1]") {
  Game g = elbow_and_invisibility_waiting();
  // First the elbow (asked as the brute leaves), owned by the tester.
  REQUIRE(g.pending().kind == DecisionKind::Reaction);
  CHECK(g.pending().owner == 0);
  CHECK(g.pending().detail == static_cast<int>(ExpertKind::ElbowHit));
  CHECK(refuse(g, React{true, Color::Blue}).rule == "R9.4.3");
  play(g, React{true, Color::Any});  // rolls 2: a miss
  // Then the sage, once the brute stands on the next card.
  REQUIRE(g.pending().kind == DecisionKind::Reaction);
  CHECK(g.pending().owner == 2);
  CHECK(g.state().players[1].node == 1);
  play(g, React{false, Color::Any});
  CHECK(g.state().players[2].node == 0);
  CHECK(g.pending().owner == 1);
  CHECK(g.pending().kind == DecisionKind::TurnAction);
}

TEST_CASE("an elbow hit on the last life eliminates the leaver, who never moves on", "[R9.4.1][R5.10]") {
  GameOptions o = expert_options({"tester", "brute"});
  o.scripted_dice = {6, 6};
  seat_start(o, 1).lives = 1;
  Game g = new_game(o);
  play(g, UseExpert{-1});
  play(g, Rest{});
  pass_first_card(g);
  auto events = play(g, React{true, Color::Any});
  CHECK(has_event(events, EventKind::Eliminated));
  CHECK(g.state().players[1].eliminated);
  CHECK(g.state().players[1].node == 0);
}

TEST_CASE("thieving: a die spent steals a coin from a player on your card", "[R9.4.1]") {
  Game g = new_game(expert_options({"scout", "tester"}));
  CHECK(refuse(g, UseExpert{0}).rule == "R9.4.1");  // not yourself
  CHECK(refuse(g, UseExpert{-1}).rule == "R9.4.1");
  auto events = play(g, UseExpert{1});
  CHECK(has_event(events, EventKind::CoinStolen));
  CHECK(g.state().players[0].coins == 2);
  CHECK(g.state().players[1].coins == 0);
  CHECK(g.state().players[0].spent[Color::Yellow] == 1);  // spent, not placed
  CHECK(placed_dice(g) == 0);

  GameOptions poor_options = expert_options({"scout", "tester"});
  set_purse(poor_options, 1, 0, 3);
  Game poor = new_game(poor_options);
  CHECK(refuse(poor, UseExpert{1}).rule == "R9.4.1");  // gems are not stolen
}

TEST_CASE("trap: the die springs on the card its owner leaves and raises its main options until the owner's next turn",
          "[R9.4.1][R5.12][R9.4.2]") {
  GameOptions o = expert_options({"trapper", "tester"});
  o.scripted_dice = {6, 6};
  Game g = new_game(o);
  play(g, UseExpert{-1});
  CHECK(g.state().entities[0].node == -1);  // armed on the character
  CHECK(g.state().board[0].raised.empty());
  pass_first_card(g);
  CHECK(g.state().entities[0].node == 0);
  CHECK(g.state().board[0].raised == std::vector<Requirement>{{Color::Blue, 3}});
  play(g, Rest{});
  // The tester's red 6 alone no longer passes d1_a: the trap asks a blue 3+ as well.
  play(g, ChooseOption{0});
  play(g, RollDice{DiceCounts{{1, 0, 0, 0}}});
  CHECK(has_event(play(g, Resolve{}), EventKind::TestFailed));
  play(g, Rest{});
  CHECK(g.state().board[0].raised.empty());  // gone with its die at the trapper's turn
  CHECK(placed_dice(g) == 0);
}

TEST_CASE("toll: whoever leaves the card pays a coin, else a gem, else nothing", "[R9.4.1]") {
  GameOptions o = expert_options({"rogue", "tester"});
  o.scripted_dice = {6, 6, 6};
  SECTION("a coin first") {
    Game g = new_game(o);
    play(g, UseExpert{-1});
    CHECK(g.state().entities[0].node == 0);
    play(g, Rest{});
    auto events = pass_first_card(g);
    CHECK(has_event(events, EventKind::TollPaid));
    CHECK(g.state().players[1].coins == 1);  // 1 + 1 reward - 1 toll
    CHECK(g.state().players[0].coins == 2);
  }
  SECTION("a gem when there is no coin") {
    set_purse(o, 1, 0, 1);
    // d1_a's blue option pays a gem, not a coin: the toll then takes a gem.
    set_pool(o, 1, DiceCounts{{0, 1, 0, 0}});
    Game g = new_game(o);
    play(g, UseExpert{-1});
    play(g, Rest{});
    play(g, ChooseOption{1});
    play(g, RollDice{DiceCounts{{0, 1, 0, 0}}});
    play(g, Resolve{});
    play(g, SkipOptional{});
    CHECK(g.state().players[1].gems == 1);  // 1 + 1 reward - 1 toll
    CHECK(g.state().players[0].gems == 2);
  }
  SECTION("nothing to pay with") {
    // An empty purse, and d1_e's any-4+ option that pays nothing (no optional test to skip).
    set_purse(o, 1, 0, 0);
    o.stacked["dungeon:1"] = {"d1_e", "d1_a", "d1_b", "d1_c", "d1_d", "d1_f", "d1_g"};
    Game g = new_game(o);
    play(g, UseExpert{-1});
    play(g, Rest{});
    play(g, ChooseOption{1});
    play(g, RollDice{DiceCounts{{1, 0, 0, 0}}});
    auto events = play(g, Resolve{});
    if (g.pending().kind == DecisionKind::OptionalTest) {
      auto more = play(g, SkipOptional{});
      events.insert(events.end(), more.begin(), more.end());
    }
    const auto paid = std::find_if(events.begin(), events.end(), [](const Event& e) { return e.kind == EventKind::TollPaid; });
    REQUIRE(paid != events.end());
    CHECK(paid->b == -1);
    CHECK(g.state().players[0].coins == 1);
    CHECK(g.state().players[0].gems == 1);
    CHECK(g.state().players[1].node == 1);  // leaves anyway
  }
}

TEST_CASE("blessing: the first lucky gem of each other player pays the owner a coin, else that very gem", "[R9.4.1][R3.2]") {
  // The tester's lucky die is yellow 6.
  GameOptions o = expert_options({"priest", "tester"});
  o.scripted_dice = {6, 6};
  set_purse(o, 1, 0, 0);  // nothing at all: the gems of this test pay
  set_pool(o, 1, DiceCounts{{0, 0, 2, 0}});
  Game g = new_game(o);
  play(g, UseExpert{-1});
  play(g, Rest{});
  play(g, ChooseOption{1});  // blue 4+ for a gem: yellow fits blue
  play(g, RollDice{DiceCounts{{0, 0, 1, 0}}});
  auto events = play(g, Resolve{});
  CHECK(has_event(events, EventKind::LuckyGem));
  CHECK(has_event(events, EventKind::BlessingPaid));
  CHECK(g.state().players[1].coins == 0);
  CHECK(g.state().players[1].gems == 1);  // reward gem + lucky gem - the gem given
  CHECK(g.state().players[0].gems == 2);
  // The second lucky gem is kept: only the first time pays.
  play(g, AttemptOptional{});
  play(g, RollDice{DiceCounts{{0, 0, 1, 0}}});
  events = play(g, Resolve{});
  CHECK(has_event(events, EventKind::LuckyGem));
  CHECK_FALSE(has_event(events, EventKind::BlessingPaid));
  CHECK(g.state().players[1].gems == 2);
  CHECK(g.state().players[0].gems == 2);
}

TEST_CASE("a game with a reaction pending saves, reloads and replays to the same state", "[R9.4.3][R10.4]") {
  Game g = elbow_and_invisibility_waiting();
  REQUIRE(g.pending().kind == DecisionKind::Reaction);
  auto reloaded = load_game(test_content(), save_game(g));
  REQUIRE(reloaded.ok());
  CHECK(reloaded->state() == g.state());
  CHECK(reloaded->hash() == g.hash());
  play(*reloaded, React{true, Color::Any});
  play(g, React{true, Color::Any});
  CHECK(reloaded->state() == g.state());
}
