// The coach's words, without SDL: why a roll fails in live numbers and what could still save it, the
// chance of the chosen dice with the items and abilities still usable, what Resolve costs, and the
// advisor's hint, in the player's language. Every figure is the engine's (highscore/chances.hpp).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "app/teach/coach/hint_book.hpp"
#include "app/text/strings.hpp"
#include "highscore/game.hpp"

namespace hs::app {

// After a roll: one line per unmet requirement, and what would still work now.
struct RollExplanation {
  bool passes = false;
  std::vector<std::string> unmet;       // "The red 4+ needs a red, yellow or black die showing 4 or more; ..."
  std::vector<std::string> still_works;  // "A gem reroll of die 2: 33% to pass", "Notched Shortsword on die 1 passes"
  std::string rule = "R5.3";
};
std::optional<RollExplanation> explain_roll(const Game& game, const StringTable& t);

// The chance of the chosen dice, and with the item or ability that raises it most (the engine's
// best_helped_chance, chances.hpp), named in the player's language.
struct ChanceLine {
  double now = 0;                    // equals roll_chance() for the same roll
  std::string best_help;             // name of the item/ability that helps most ("" if none)
  double with_help = 0;
};
std::optional<ChanceLine> coach_chance(const Game& game, const DiceCounts& selection, const std::string& lang);
// The table's line under the chance of the chosen dice when an item or the ability still usable
// raises it: "With Springheel Boots: 97%" (coach_chance's figures); "" otherwise.
std::string helped_chance_line(const Game& game, const DiceCounts& selection, const StringTable& t);

// "Resolve — lose 1 life", "Resolve — +2 coins", "Resolve (nothing lost)".
std::string resolve_label(const Game& game, const StringTable& t);

// The advisor's choice for the pending decision, and a one-line reason in the player's language.
struct Hint {
  Action action;
  std::string text;  // "Roll 2 dice: 83% to pass"
};
std::optional<Hint> coach_hint(const Game& game, const StringTable& t);
// The coach's one line on why `a` (a legal action of the pending decision) is worth playing, with the
// engine's figures ("83% to pass"): the reason each line of the numbered hint list gives.
std::string action_reason(const Game& game, const Action& a, const StringTable& t);

// After a roll with a lucky die showing (R3.2): which die, that it pays one gem when the test is
// resolved, pass or fail, and only one per test. nullopt when no rolled die is lucky.
std::optional<std::string> lucky_note(const Game& game, const StringTable& t);

// The "+" test offered while no die left in the pool can meet one of its requirements (R5.7): says
// so, and that skipping costs nothing. nullopt otherwise.
std::optional<std::string> optional_unfit_note(const Game& game, const StringTable& t);

// A chance as the number before "%": "100" only when certain, ">99" when nearly, "<1" when barely
// possible, "0" when impossible, else rounded ("67").
std::string percent_text(double p);

// "red, yellow or black" for the colours that fit a requirement (R5.3).
std::string fitting_colours(Color required, const StringTable& t);

// What the coach over the table keeps between frames (app.teach.coach): the hints asked and its
// texts, worked out again only when the game changes.
struct CoachState {
  const void* counted_session = nullptr;  // the finished game already counted in games_finished
  const void* hints_session = nullptr;    // the session the hints were last followed for
  HintBook hints;                         // asked this game, per seat (kept across Continue)
  std::string hint_for;                   // the decision the current hint answers (log size + kind)
  bool show_hints = false;
  std::string cache_key;                  // coach texts are recomputed only when the game changes
  std::vector<std::string> lines, why_lines, still_lines;
  std::string helped_key, helped_line;    // the table's helped_chance_line, kept until the dice change
};

}  // namespace hs::app
