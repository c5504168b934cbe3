// The variant and mode rows of the new-game screen, and what the engine allows of them.
#include "app/screens/setup/setup_variants.hpp"

#include <algorithm>

namespace hs::app {

namespace {

// Rows with an on/off choice over one bool member.
template <bool GameOptions::*Member>
VariantRow toggle(const char* id, const char* rule) {
  return VariantRow{id, rule, {"settings.off", "settings.on"},
                    [](const GameOptions& o) { return o.*Member ? 1 : 0; },
                    [](GameOptions& o, int c) { o.*Member = c != 0; }};
}

bool same(const std::optional<Refusal>& a, const std::optional<Refusal>& b) {
  if (!a || !b) return !a && !b;
  return a->rule == b->rule && a->reason == b->reason;
}

// The options with every row that alone makes them refused set back to its default, so one
// row's refusal does not hide what the others allow.
GameOptions without_culprits(const Content& content, const GameOptions& o) {
  if (!validate_options(content, o)) return o;
  GameOptions base = o;
  for (const VariantRow& r : variant_rows()) {
    if (r.get(base) == 0) continue;
    GameOptions reset = base;
    r.set(reset, 0);
    if (!validate_options(content, reset)) return reset;
  }
  return base;
}

bool allowed(const Content& content, const GameOptions& base, const VariantRow& row, int choice) {
  GameOptions o = base;
  row.set(o, choice);
  const auto r = validate_options(content, o);
  // Turning a variant on must give options the engine accepts: when they are refused anyway (e.g.
  // a solo mode with two seats), nothing more may be turned on (only back to the default).
  if (choice != 0) return !r;
  return !r || same(r, validate_options(content, base));
}

}  // namespace

const std::vector<VariantRow>& variant_rows() {
  static const std::vector<VariantRow> rows = {
      VariantRow{"hidden", "R9.1",
                 {"variant.hidden.none", "variant.hidden.bosses", "variant.hidden.after_peddlers", "variant.hidden.level4"},
                 [](const GameOptions& o) { return static_cast<int>(o.hidden); },
                 [](GameOptions& o, int c) { o.hidden = static_cast<HiddenPreset>(c); }},
      toggle<&GameOptions::variable_turn_order>("turn_order", "R9.2"),
      toggle<&GameOptions::end_at_once>("end_at_once", "R9.2"),
      toggle<&GameOptions::insert_coin>("insert_coin", "R9.3"),
      toggle<&GameOptions::no_elimination>("no_elimination", "R5.10"),
      toggle<&GameOptions::fourth_level>("fourth_level", "R9.7"),
      toggle<&GameOptions::expert>("expert", "R9.4"),
      toggle<&GameOptions::exploration>("exploration", "R9.5"),
      toggle<&GameOptions::hunter_easier>("hunter_easier", "R9.7J"),
  };
  return rows;
}

const std::vector<ModeEntry>& mode_entries() {
  static const std::vector<ModeEntry> modes = {
      {Mode::Standard, "mode.standard", "mode.standard.hint", false},
      {Mode::Azoz, "mode.azoz", "mode.azoz.hint", true},
      {Mode::Hunter, "mode.hunter", "mode.hunter.hint", true},
      {Mode::Coop, "mode.coop", "mode.coop.hint", false},
  };
  return modes;
}

VariantState variant_state(const Content& content, const GameOptions& o, const VariantRow& row) {
  VariantState s;
  if (o.mode == Mode::Hunter && std::string(row.id) == "fourth_level") {
    // R9.7J: the Hunter's adventure is played on four levels whatever the row says: shown on, fixed.
    s.choice = 1;
    s.implied = true;
    s.can_change = false;
    s.blocked = Refusal{"R9.7J", "the Hunter's adventure always has a fourth level"};
    return s;
  }
  s.choice = row.get(o);
  const auto full = validate_options(content, o);
  if (full && s.choice != 0) {
    GameOptions reset = o;
    row.set(reset, 0);
    if (!validate_options(content, reset) || full->rule == row.rule) s.refused = full;
  }
  const GameOptions base = without_culprits(content, o);
  s.can_change = false;
  for (int k = 0; k < static_cast<int>(row.choices.size()); ++k) {
    if (k == s.choice) continue;
    if (allowed(content, base, row, k)) {
      s.can_change = true;
      break;
    }
    if (!s.blocked) {
      GameOptions alt = base;
      row.set(alt, k);
      s.blocked = validate_options(content, alt);
    }
  }
  if (s.can_change) s.blocked.reset();
  return s;
}

int next_choice(const Content& content, const GameOptions& o, const VariantRow& row) {
  const int n = static_cast<int>(row.choices.size()), cur = row.get(o);
  const GameOptions base = without_culprits(content, o);
  for (int step = 1; step < n; ++step) {
    const int k = (cur + step) % n;
    // The default is always reachable, so a refused choice can be turned off again.
    if (k == 0 || allowed(content, base, row, k)) return k;
  }
  return cur;
}

void choose_mode(GameOptions& o, const ModeEntry& m) {
  o.mode = m.mode;
  if (m.solo) o.players = 1;
  // R9.8: the party is 2 to 4 heroes on a map, and none of the variants apply to it.
  if (m.mode == Mode::Coop) {
    o.players = std::max(o.players, 2);
    for (const VariantRow& r : variant_rows()) r.set(o, 0);
  } else {
    o.coop_map.clear();
  }
  if (static_cast<int>(o.characters.size()) > o.players) o.characters.resize(static_cast<std::size_t>(o.players));
}

bool seat_count_offered(const Content& content, const GameOptions& options, int players) {
  if (players < 1) return false;
  GameOptions o = options;
  o.players = players;
  if (static_cast<int>(o.characters.size()) > players) o.characters.resize(static_cast<std::size_t>(players));
  const auto then = validate_options(content, o);
  return !then || same(then, validate_options(content, options));
}

std::optional<Refusal> mode_refusal(const Content& content, const GameOptions& options, const ModeEntry& m) {
  GameOptions o = without_culprits(content, options);
  choose_mode(o, m);
  return validate_options(content, o);
}

}  // namespace hs::app
