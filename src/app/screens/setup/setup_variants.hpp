// The new-game screen's rows as data: the mode row and one entry per variant (R9), each naming its
// rule, its choices and how a choice reads and writes GameOptions. Adding a variant is one entry in
// variant_rows(); whether a choice is allowed is always the engine's validate_options. No SDL here.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "highscore/content.hpp"
#include "highscore/options.hpp"

namespace hs::app {

struct VariantRow {
  std::string id;    // i18n keys: "variant.<id>" (name), "variant.<id>.hint" (one line)
  std::string rule;  // the rule that defines it, e.g. "R9.2"
  std::vector<std::string> choices;  // i18n keys of the choice labels, choice 0 = the default
  int (*get)(const GameOptions&);
  void (*set)(GameOptions&, int);
};

struct ModeEntry {
  Mode mode;
  std::string label_key, hint_key;
  bool solo = false;  // played by one character: choosing it sets one seat
};

const std::vector<VariantRow>& variant_rows();
const std::vector<ModeEntry>& mode_entries();

// What the screen shows for one variant row, given the options chosen so far.
struct VariantState {
  int choice = 0;
  bool can_change = true;           // some other choice is allowed with the current options
  std::optional<Refusal> blocked;   // why no other choice is allowed (can_change false)
  std::optional<Refusal> refused;   // the current combination is refused because of this row
  bool implied = false;             // the mode itself plays this variant (the Hunter's fourth level)
};
VariantState variant_state(const Content& content, const GameOptions& options, const VariantRow& row);

// The next allowed choice of `row` after the current one (wrapping); the current one if none.
int next_choice(const Content& content, const GameOptions& options, const VariantRow& row);

// Whether the setup may offer `players` seats for these options: the engine's options check is asked
// (a solo adventure has one seat, co-op 2 to 4, a map may lack a target): the count is offered
// unless it brings a refusal the current seats do not have.
bool seat_count_offered(const Content& content, const GameOptions& options, int players);

// Whether a mode can be chosen (solo modes are checked with one seat); the refusal when not.
std::optional<Refusal> mode_refusal(const Content& content, const GameOptions& options, const ModeEntry& m);

// Applies a mode choice: solo modes take one seat; co-op at least two, with no variant rows set.
void choose_mode(GameOptions& options, const ModeEntry& m);

}  // namespace hs::app
