// The advisor bot's sense of value: what progress, coins, gems, lives, dice and items are worth, a
// memo of exact pass odds, and the best dice to roll for an option. Private to the advisor bot.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "highscore/content.hpp"
#include "highscore/options.hpp"
#include "highscore/probability.hpp"
#include "highscore/state.hpp"

namespace hs::advisor {

// Values in "points": passing one card is worth kProgress. Tuned by simulation against the random
// bot and between advisor variants.
inline constexpr double kProgress = 10.0;
inline constexpr double kLastBoss = 30.0;    // passing the last boss ends the race (R8.1)
inline constexpr double kCoin = 0.6;
inline constexpr double kGem = 1.2;          // a reroll later, or a coin at the peddler
inline constexpr double kDie[4] = {0.6, 0.6, 0.8, 1.0};  // red, blue, yellow, black: flexibility costs
inline constexpr double kTempo = 3.0;        // a turn spent resting instead of moving
inline constexpr int kGemsPerTest = 1;       // gems the bot budgets for rerolls when planning a roll
inline constexpr double kCoopDieScale = 3.0; // co-op: a die saved opens the next card (R9.8)

// What the seat to move may see, gathered once per decision.
struct View {
  const Content& content;
  const GameOptions& options;
  const TableState& state;
  int seat;
  std::array<int, 4> deck_sizes{};  // R9.5: cards left in each level's deck (how many, never which)
  const Player& player() const { return state.players[static_cast<std::size_t>(seat)]; }
  // roll_modifiers() once worked out for this view: a decision weighs many rolls for one seat.
  mutable std::optional<RollModifiers> modifiers{};
};

// Passive bonus_all and extra_die items of the player, extra dice limited by the supply (R7.4).
RollModifiers roll_modifiers(const View& v);

// What losing a life costs now: elimination (R5.10) ends the bot's game.
double life_cost(const View& v);

struct RollPlan {
  DiceCounts dice;        // from the pool
  double pass = 0.0;      // with up to kGemsPerTest gems
  double value = -1e18;   // expected points
  bool found = false;
  double stakes = -1e18;  // the same before the dice it uses: co-op dice left at the end are lost

};

class OddsBlock;  // shared_odds.hpp

// Exact odds memoised by (option, dice, modifiers, gems) for one bot, in front of the shared tables;
// the content outlives the bot.
class OddsMemo {
 public:
  double pass(const TestOption& option, const DiceCounts& dice, const RollModifiers& mods, int gems);
  // The shared block pass() reads for (option, mods, gems), null when it has none; a caller weighing
  // many dice for one option looks it up once (block_pass_odds in shared_odds.hpp).
  const OddsBlock* block(const TestOption& option, const RollModifiers& mods, int gems);

  // What a whole roll plan depends on besides the option: plans are shared by every advisor
  // (shared_odds.hpp), since the same card is weighed many times with the same pool.
  struct PlanKey {
    const TestOption* option;
    std::uint64_t dice;  // pool, added dice and gem budget
    std::uint64_t mods;
    double stake_pass, stake_fail;
    bool operator==(const PlanKey&) const = default;
  };
  // The plans this bot looked up or made lately, in front of the shared table (whose lock and hash
  // cost more than the few probes here): null when `key` is not among them.
  const RollPlan* recent_plan(const PlanKey& key) const;
  void keep_plan(const PlanKey& key, const RollPlan& plan);

 private:
  // Open addressing: an empty slot has no option. Grows at half load, so probes stay short.
  struct Slot {
    const TestOption* option = nullptr;
    std::uint64_t packed = 0;
    double pass = 0.0;
  };
  void grow();
  double memo_pass(const TestOption& option, const DiceCounts& dice, const RollModifiers& mods, int gems);
  std::vector<Slot> slots_;
  std::size_t used_ = 0;
  // The shared blocks used last: a roll plan weighs one option, mods and gem budget many times.
  struct RecentBlock {
    const TestOption* option = nullptr;
    RollModifiers mods;
    int gems = -1;
    const OddsBlock* block = nullptr;
  };
  std::array<RecentBlock, 4> recent_{};
  std::size_t next_recent_ = 0;
  struct PlanSlot {
    PlanKey key{nullptr, 0, 0, 0.0, 0.0};  // no option: empty
    RollPlan plan;
  };
  static constexpr std::size_t kPlanSlots = 128;  // direct-mapped; made on first use
  std::vector<PlanSlot> plans_;
  static std::size_t plan_slot(const PlanKey& key);
};


// The best dice to roll for `option`: pass × (reward + progress) − fail × life cost − dice used.
// `stake_pass` is what passing is worth, `stake_fail` what failing costs (0 for an optional test).
// `pool` is the dice to choose from (the player's pool unless the caller is weighing a change to it);
// `extra_added` joins the dice items already added to the test (R7.4 add_test_die) for what-ifs.
RollPlan best_roll(const View& v, OddsMemo& odds, const TestOption& option, double stake_pass,
                   double stake_fail, const DiceCounts& pool, const DiceCounts& extra_added = {});

// The best of `card`'s options rolled from `pool` by `measure` (RollPlan::pass or RollPlan::value,
// each option's best_roll at the usual stakes); 0 when no option can be rolled.
double best_over_options(const View& v, OddsMemo& odds, const DungeonCard& card, const DiceCounts& pool,
                         double RollPlan::*measure);

// Points for passing `option` on `card` (reward, progress, the race's end).
double pass_value(const View& v, const DungeonCard& card, const TestOption& option, bool optional);

// What owning an item is worth to the bot, beyond its treasure value (R8.2).
double item_worth(const EquipmentCard& item);

// "2 red + 1 yellow"
std::string dice_words(const DiceCounts& dice);

// "83%": a chance as the bots' reasons print it, rounded to the nearest percent.
std::string percent(double p);

}  // namespace hs::advisor
