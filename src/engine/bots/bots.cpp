// Bot factory and the random bot: a uniform pick among legal actions, biased by action kind so that
// random games move forward and end (roll sensible dice counts, rarely rest, never cancel twice).
#include <string>
#include <vector>

#include "highscore/bots.hpp"
#include "highscore/matching.hpp"
#include "highscore/queries.hpp"

#include "bots/bot_advisor.hpp"
#include "bots/bot_expert.hpp"

namespace hs {

std::string Bot::explain(const Content&, const Observation&, const std::vector<Action>&, const Action& action) const {
  return name() + ": " + describe(action);
}

std::vector<Action> seat_choices(const std::vector<Action>& legal, int seat) {
  std::vector<Action> out;
  out.reserve(legal.size());
  for (const Action& a : legal) {
    // R9.8: the party's potions may be drunk at anyone's decision, but whether a hero drinks is its
    // own player's choice.
    if (const auto* drink = std::get_if<DrinkPotion>(&a); drink && drink->player != seat) continue;
    out.push_back(a);
  }
  return out;
}

Action ask_bot(Bot& bot, const Game& game) {
  const int owner = game.pending().owner;
  return bot.choose(game.content(), game.observe(owner), seat_choices(game.legal_actions(), owner));
}

std::string explain_bot(const Bot& bot, const Game& game, const Action& action) {
  const int owner = game.pending().owner;
  const std::vector<Action> legal = seat_choices(game.legal_actions(), owner);
  if (legal.empty()) return "the game is over";
  return bot.explain(game.content(), game.observe(owner), legal, action);
}

namespace {

// Could these dice meet the option if each showed a six? (R5.3 colours only.) A roll or an option
// that fails this cannot pass, so the bot all but avoids it. With values out of the way the fit
// relation is nested (black fits all; yellow fits red, blue and yellow; red and blue fit themselves;
// every die fits "any"), so serving the pickiest requirements first with the least versatile fitting
// die is exact. No allocation: this runs for every dice choice.
bool colours_can_meet(const TestOption& option, const DiceCounts& dice) {
  int need[5] = {0, 0, 0, 0, 0};
  for (const Requirement& r : option.require) ++need[static_cast<int>(r.color)];
  int red = dice[Color::Red], blue = dice[Color::Blue], yellow = dice[Color::Yellow], black = dice[Color::Black];
  auto take = [](int& wanted, int& from) {
    const int n = wanted < from ? wanted : from;
    wanted -= n;
    from -= n;
  };
  int want = need[static_cast<int>(Color::Black)];
  take(want, black);
  if (want > 0) return false;
  want = need[static_cast<int>(Color::Yellow)];
  take(want, yellow);
  take(want, black);
  if (want > 0) return false;
  for (Color c : {Color::Red, Color::Blue}) {
    want = need[static_cast<int>(c)];
    take(want, c == Color::Red ? red : blue);
    take(want, yellow);
    take(want, black);
    if (want > 0) return false;
  }
  return red + blue + yellow + black >= need[static_cast<int>(Color::Any)];
}

// Dice of the roll that fit no requirement: rolling them only wastes the pool.
int useless_dice(const TestOption& option, const DiceCounts& dice) {
  int useless = 0;
  for (Color c : kAllDieColors) {
    bool fits = false;
    for (const Requirement& r : option.require) fits = fits || die_fits(c, r.color);
    if (!fits) useless += dice[c];
  }
  return useless;
}

// Whether the dice on the table meet the test now, raised requirements included (R5.12).
bool roll_passes_now(const Content& ct, const TableState& s) {
  std::vector<MatchDie> now;
  for (const TestDie& d : s.test.dice) now.push_back(MatchDie{d.color, d.value});
  return match_dice(requirements_under_test(ct, s), now).has_value();
}

class RandomBot : public Bot {
 public:
  explicit RandomBot(std::uint64_t seed) : rng_(seed) {}
  std::string name() const override { return "random"; }

  Action choose(const Content& ct, const Observation& seen, const std::vector<Action>& legal) override {
    if (legal.empty()) return Rest{};  // finished game: the caller checks finished() first
    const TableState& s = seen.state();
    // Weight each kind (variant index) once, then split it evenly over that kind's actions, so a kind
    // with many variants (every dice combination) is not favoured just for being numerous; within a
    // kind, sensible choices (feasible options, fitting dice) weigh more.
    std::vector<int> kind_count(std::variant_size_v<Action>, 0);
    for (const auto& a : legal) ++kind_count[a.index()];
    const Situation now = situation(ct, s, legal, kind_count);
    std::vector<std::uint64_t> weights;
    weights.reserve(legal.size());
    std::uint64_t total = 0;
    for (const auto& a : legal) {
      const std::uint64_t w = kind_weight(a, now) * 1000u / static_cast<std::uint64_t>(kind_count[a.index()]);
      weights.push_back(w * within_kind_weight(ct, s, a));
      total += weights.back();
    }
    if (total == 0) {  // every action weighted out: fall back to a plain uniform pick
      for (auto& w : weights) w = 1;
      total = weights.size();
    }
    // Two 32-bit draws make one uniform pick below a 64-bit total.
    std::uint64_t pick = ((static_cast<std::uint64_t>(rng_.below(0xffffffffu)) << 32) | rng_.below(0xffffffffu)) % total;
    std::size_t chosen = 0;
    for (; chosen + 1 < legal.size(); ++chosen) {
      if (pick < weights[chosen]) break;
      pick -= weights[chosen];
    }
    const Action& action = legal[chosen];
    cancelled_last_ = std::holds_alternative<CancelTest>(action) ||
                      (cancelled_last_ && std::holds_alternative<ChooseOption>(action));
    return action;
  }

 private:
  struct Situation {
    bool only_rest = false;       // resting is the only thing left to do
    bool roll_passes = false;     // after a roll: the dice already meet the option
    bool feasible_option = false; // some option on the card could be met by the pool's colours
  };

  static Situation situation(const Content& ct, const TableState& s, const std::vector<Action>& legal,
                             const std::vector<int>& kind_count) {
    Situation now;
    now.only_rest = legal.size() == static_cast<std::size_t>(kind_count[Action(Rest{}).index()]);
    if (s.test.active && s.test.rolled) now.roll_passes = roll_passes_now(ct, s);
    for (const auto& a : legal)
      if (const auto* choose = std::get_if<ChooseOption>(&a); choose && option_feasible(ct, s, choose->option))
        now.feasible_option = true;
      else if (std::holds_alternative<Fight>(a) || std::holds_alternative<Dodge>(a))
        now.feasible_option = true;  // R9.6.4: a monster to face is something to do
    return now;
  }

  static bool option_feasible(const Content& ct, const TableState& s, int option) {
    const Player& p = s.players[static_cast<std::size_t>(s.pending().owner)];
    const DungeonCard& card = ct.cards[static_cast<std::size_t>(s.board[static_cast<std::size_t>(p.node)].card)];
    if (option < 0 || option >= static_cast<int>(card.options.size())) return false;
    const TestOption& o = card.options[static_cast<std::size_t>(option)];
    if (!colours_can_meet(o, p.pool)) return false;
    // On the last life a failure eliminates (R5.10): attempt only with two spare fitting dice.
    const int fitting = p.pool.total() - useless_dice(o, p.pool);
    return p.lives > 1 || fitting >= static_cast<int>(o.require.size()) + 2;
  }

  std::uint64_t kind_weight(const Action& a, const Situation& now) const {
    if (std::holds_alternative<Rest>(a)) return now.only_rest ? 10 : (now.feasible_option ? 1 : 20);
    if (std::holds_alternative<CancelTest>(a)) return cancelled_last_ ? 0 : 1;
    if (std::holds_alternative<Resolve>(a)) return now.roll_passes ? 80 : 20;
    if (std::holds_alternative<RerollWithGem>(a) || std::holds_alternative<UseItem>(a) ||
        std::holds_alternative<UseAbility>(a))
      return now.roll_passes ? 1 : 8;
    if (std::holds_alternative<ChooseOption>(a) || std::holds_alternative<RollDice>(a) ||
        std::holds_alternative<MoveOn>(a) || std::holds_alternative<Fight>(a) || std::holds_alternative<Dodge>(a))
      return 40;
    return 10;  // optional tests, branches, shop, reactions, monsters, coop choices
  }

  // Options the pool can meet, and rolls whose colours can meet the option with few wasted dice.
  static std::uint64_t within_kind_weight(const Content& ct, const TableState& s, const Action& a) {
    if (const auto* choose = std::get_if<ChooseOption>(&a)) return option_feasible(ct, s, choose->option) ? 20 : 1;
    if (const auto* roll = std::get_if<RollDice>(&a)) {
      const TestOption* option = option_under_test(ct, s);
      if (!option) return 1;
      if (!colours_can_meet(*option, roll->dice)) return 1;
      const int useful = roll->dice.total() - useless_dice(*option, roll->dice);
      return static_cast<std::uint64_t>(10 * useful * useful) / static_cast<std::uint64_t>(1 + useless_dice(*option, roll->dice));
    }
    return 1;
  }

  Rng rng_;
  bool cancelled_last_ = false;  // cancelled, and has not rolled since: cancelling again could loop
};

}  // namespace

std::unique_ptr<Bot> make_bot(const std::string& kind, std::uint64_t seed) {
  if (kind == "random") return std::make_unique<RandomBot>(seed);
  if (kind == "easy") return make_easy_bot(seed);
  if (kind == "advisor") return make_advisor_bot(seed);
  if (kind == "expert") return make_expert_bot(seed);
  return nullptr;
}

std::vector<std::string> bot_kinds() { return {"random", "easy", "advisor", "expert"}; }

std::unique_ptr<Bot> make_expert_bot(std::uint64_t seed, const SearchBudget& budget) {
  return make_expert_search_bot(seed, budget);
}

const std::vector<BotLevel>& bot_levels() {
  static const std::vector<BotLevel> levels = {
      {"easy", "easy", {"Easy", "Fácil"},
       {"Plays sensibly but slips now and then, like a new player.",
        "Juega con sentido, pero a veces se equivoca, como quien empieza."}},
      {"normal", "advisor", {"Normal", "Normal"},
       {"Weighs the exact odds of every roll in front of it.",
        "Sopesa las probabilidades exactas de cada tirada que tiene delante."}},
      {"hard", "expert", {"Hard", "Difícil"},
       {"Plays many possible futures out before it chooses.",
        "Juega muchos futuros posibles antes de decidir."}},
  };
  return levels;
}

std::string bot_kind_for(const std::string& level_or_kind) {
  for (const BotLevel& l : bot_levels())
    if (level_or_kind == l.level) return l.kind;
  for (const std::string& kind : bot_kinds())
    if (level_or_kind == kind) return kind;
  return "";
}

}  // namespace hs
