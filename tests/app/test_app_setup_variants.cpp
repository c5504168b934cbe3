// The new-game screen's variant rows: every row is named in both languages, what can be chosen is
// exactly what the engine's validate_options accepts, and a refused combination is shown beside
// the row that causes it.
#include <catch2/catch.hpp>

#include "app/screens/setup/setup_variants.hpp"
#include "app/text/strings.hpp"
#include "app_test_support.hpp"

using namespace hs;
using namespace hs::app;

namespace {
const VariantRow& row(const std::string& id) {
  for (const VariantRow& r : variant_rows())
    if (r.id == id) return r;
  FAIL("no variant row " << id);
  return variant_rows().front();
}
GameOptions two_seats() {
  GameOptions o;
  o.players = 2;
  return o;
}
}  // namespace

TEST_CASE("setup: every variant row and mode has its name, explanation and choices in both languages", "[app][R9]") {
  StringTable t;
  REQUIRE_FALSE(StringTable::load(default_data_dir() + "/i18n", t));
  for (const std::string lang : {"en", "es"}) {
    for (const VariantRow& r : variant_rows()) {
      CHECK(t.has(lang, "variant." + r.id));
      CHECK(t.has(lang, "variant." + r.id + ".hint"));
      CHECK(r.choices.size() >= 2);
      for (const auto& c : r.choices) CHECK(t.has(lang, c));
    }
    for (const ModeEntry& m : mode_entries()) {
      CHECK(t.has(lang, m.label_key));
      CHECK(t.has(lang, m.hint_key));
    }
  }
}

TEST_CASE("setup: a row can be changed exactly when the engine accepts the other choice", "[app][R9]") {
  const Content& content = test::full_content();
  const GameOptions o = two_seats();
  REQUIRE_FALSE(validate_options(content, o));
  for (const VariantRow& r : variant_rows()) {
    INFO(r.id);
    const VariantState s = variant_state(content, o, r);
    CHECK(s.choice == 0);
    CHECK_FALSE(s.refused);
    bool engine_allows_some = false;
    for (int k = 1; k < static_cast<int>(r.choices.size()); ++k) {
      GameOptions alt = o;
      r.set(alt, k);
      CHECK(r.get(alt) == k);
      engine_allows_some = engine_allows_some || !validate_options(content, alt);
    }
    CHECK(s.can_change == engine_allows_some);
    CHECK(s.blocked.has_value() == !engine_allows_some);
    if (s.blocked) CHECK(s.blocked->rule.rfind("R", 0) == 0);
  }
  // Variants played today.
  CHECK(variant_state(content, o, row("turn_order")).can_change);
  CHECK(variant_state(content, o, row("insert_coin")).can_change);
  CHECK(variant_state(content, o, row("no_elimination")).can_change);
  CHECK(variant_state(content, o, row("hidden")).can_change);
}

TEST_CASE("setup: ending at once needs the variable turn order, the refusal sits on its row", "[app][R9.2]") {
  const Content& content = test::full_content();
  GameOptions o = two_seats();
  const VariantState before = variant_state(content, o, row("end_at_once"));
  CHECK_FALSE(before.can_change);
  REQUIRE(before.blocked);
  CHECK(before.blocked->rule == "R9.2");

  row("turn_order").set(o, 1);
  CHECK(variant_state(content, o, row("end_at_once")).can_change);
  row("end_at_once").set(o, next_choice(content, o, row("end_at_once")));
  CHECK(o.end_at_once);
  CHECK_FALSE(validate_options(content, o));

  // Turning the turn order off again leaves a refused combination: shown beside "end at once" only.
  row("turn_order").set(o, 0);
  REQUIRE(validate_options(content, o));
  const VariantState end = variant_state(content, o, row("end_at_once"));
  REQUIRE(end.refused);
  CHECK(end.refused->rule == "R9.2");
  CHECK_FALSE(variant_state(content, o, row("turn_order")).refused);
  CHECK(variant_state(content, o, row("turn_order")).can_change);  // turning it back on fixes it
  CHECK(next_choice(content, o, row("end_at_once")) == 0);          // and the default is always reachable
}

TEST_CASE("setup: cycling the hidden-card presets skips the ones the engine refuses", "[app][R9.1]") {
  const Content& content = test::full_content();
  GameOptions o = two_seats();
  const VariantRow& hidden = row("hidden");
  std::vector<int> seen{hidden.get(o)};
  for (int i = 0; i < 4; ++i) {
    hidden.set(o, next_choice(content, o, hidden));
    seen.push_back(hidden.get(o));
    INFO("preset " << seen.back());
    CHECK_FALSE(validate_options(content, o));  // never lands on a refused preset
  }
  CHECK(std::find(seen.begin(), seen.end(), static_cast<int>(HiddenPreset::Bosses)) != seen.end());
  CHECK(std::find(seen.begin(), seen.end(), static_cast<int>(HiddenPreset::BossesAndAfterPeddlers)) != seen.end());
}

TEST_CASE("setup: modes are offered as the engine allows them, solo modes take one seat", "[app][R9]") {
  const Content& content = test::full_content();
  GameOptions o = two_seats();
  for (const ModeEntry& m : mode_entries()) {
    INFO(m.label_key);
    GameOptions alt = o;
    choose_mode(alt, m);
    CHECK(alt.mode == m.mode);
    if (m.solo) CHECK(alt.players == 1);
    CHECK(mode_refusal(content, o, m).has_value() == validate_options(content, alt).has_value());
  }
  CHECK_FALSE(mode_refusal(content, o, mode_entries().front()));
}

TEST_CASE("setup: the seats offered are the ones the engine takes for the mode", "[app][R9][R9.6][R9.7J][R9.8][R2.3]") {
  // A solo adventure has one seat: no "Add seat" there (a playtest found one), and nothing invalid
  // may be turned on if two seats came some other way.
  const Content& content = test::full_content();
  for (const ModeEntry& m : mode_entries()) {
    GameOptions o;
    choose_mode(o, m);
    INFO(m.label_key << " with " << o.players);
    REQUIRE_FALSE(validate_options(content, o));
    if (m.solo) {
      REQUIRE(o.players == 1);
      CHECK_FALSE(seat_count_offered(content, o, 2));
      GameOptions two = o;
      two.players = 2;
      REQUIRE(validate_options(content, two));
      for (const VariantRow& r : variant_rows()) {
        INFO(r.id);
        CHECK(next_choice(content, two, r) == 0);
        CHECK_FALSE(variant_state(content, two, r).can_change);
      }
    } else if (m.mode == Mode::Coop) {
      REQUIRE(o.players == 2);
      CHECK_FALSE(seat_count_offered(content, o, 1));  // R9.8: 2 to 4
      CHECK(seat_count_offered(content, o, 3));
      o.players = 4;
      CHECK_FALSE(seat_count_offered(content, o, 5));
    } else {
      CHECK(seat_count_offered(content, o, o.players + 1));
      CHECK(seat_count_offered(content, o, 1));  // R2.3: 1 to 4
      o.players = 4;
      CHECK_FALSE(seat_count_offered(content, o, 5));
    }
  }
}

TEST_CASE("setup: the Hunter's adventure shows its fourth level on and fixed, with the reason", "[app][R9.7J][R9.7]") {
  const Content& content = test::full_content();
  GameOptions o;
  choose_mode(o, mode_entries()[2]);
  REQUIRE(o.mode == Mode::Hunter);
  const VariantRow* fourth = &row("fourth_level");
  const VariantState st = variant_state(content, o, *fourth);
  CHECK(st.choice == 1);
  CHECK(st.implied);
  CHECK_FALSE(st.can_change);
  REQUIRE(st.blocked);
  CHECK(st.blocked->rule == "R9.7J");
  CHECK(test::strings_in("es").has("es", "variant.fourth_level.hunter"));
  // In the competitive game the same row is an ordinary choice, off by default.
  choose_mode(o, mode_entries()[0]);
  const VariantState standard = variant_state(content, o, *fourth);
  CHECK(standard.choice == 0);
  CHECK_FALSE(standard.implied);
  CHECK(standard.can_change);
}
