// Player screens speak to players: no rule IDs such as "(R9.7J)" in any shown string, and every
// sentence starts with a capital. Scanned: the whole string table in both languages (fragments that
// are only ever composed into a sentence are listed by key), and every reason the engine gives for
// refusing a set-up, as the setup screen shows it.
#include <catch2/catch.hpp>

#include <cctype>
#include <regex>
#include <string>
#include <vector>

#include "app/teach/inspect/inspect.hpp"
#include "app/text/refusal_text.hpp"
#include "app_test_support.hpp"
#include "highscore/options.hpp"

namespace hs::app {
namespace {

// Strings shown only inside another sentence (a format's argument) or as a lower-case label in a
// picture: the format around them starts the sentence.
bool composed_fragment(const std::string& key) {
  static const char* const kPrefixes[] = {"pic.", "color.", "symbol.", "recap.", "coop.legend_", "coop.why_", "coach.why_",
                                          "review.rating.", "review.swing."};  // the review's words within its lines
  static const char* const kKeys[] = {"coach.req_any", "coach.any_colour", "coach.shows", "coach.busy", "die.named",
                                      "card.hidden", "ev.an_item", "inspect.no_reward", "teach.added_die",
                                      "bot.random", "bot.advisor", "bot.greedy", "load.finished", "coop.nobody",
                                      "coop.life", "coop.lives", "solo.the_hunter", "solo.behind_start", "review.no_game",
                                      "fit.any_die", "fit.no_die", "fit.die_own", "fit.die_also", "fit.die_every"};  // within sentences
  for (const char* p : kPrefixes)
    if (key.rfind(p, 0) == 0) return true;
  for (const char* k : kKeys)
    if (key == k) return true;
  return false;
}

bool has_rule_id(const std::string& s) { return std::regex_search(s, std::regex(R"(\(R[0-9]+(\.[0-9]+)*[A-Z]?[),;])")); }

// A lower-case first letter (ASCII or the Spanish accented ones); digits, symbols and "{0}" pass.
bool starts_lower(const std::string& s) {
  if (s.empty()) return false;
  if (s[0] >= 'a' && s[0] <= 'z') return true;
  for (const char* c : {"á", "é", "í", "ó", "ú", "ñ"})
    if (s.rfind(c, 0) == 0) return true;
  return false;
}

// Every option set a player can put together on the setup screen, roughly: each mode, 1-4 players,
// each variant alone and with each other one.
std::vector<GameOptions> setup_combinations() {
  std::vector<void (*)(GameOptions&)> variants = {
      [](GameOptions&) {},
      [](GameOptions& o) { o.no_elimination = true; },
      [](GameOptions& o) { o.hidden = HiddenPreset::Bosses; },
      [](GameOptions& o) { o.hidden = HiddenPreset::Level4; },
      [](GameOptions& o) { o.variable_turn_order = true; },
      [](GameOptions& o) { o.end_at_once = true; },
      [](GameOptions& o) { o.insert_coin = true; },
      [](GameOptions& o) { o.expert = true; },
      [](GameOptions& o) { o.exploration = true; },
      [](GameOptions& o) { o.fourth_level = true; },
      [](GameOptions& o) { o.hunter_easier = true; },
      [](GameOptions& o) { o.coop_map = "no_such_map"; },
  };
  std::vector<GameOptions> out;
  for (Mode mode : {Mode::Standard, Mode::Azoz, Mode::Hunter, Mode::Coop})
    for (int players = 1; players <= 5; ++players)
      for (std::size_t a = 0; a < variants.size(); ++a)
        for (std::size_t b = a; b < variants.size(); ++b) {
          GameOptions o;
          o.mode = mode;
          o.players = players;
          variants[a](o);
          variants[b](o);
          out.push_back(o);
        }
  return out;
}

}  // namespace

TEST_CASE("no shown string carries a rule ID and every sentence starts with a capital", "[app][R10.1]") {
  for (const char* lang : {"en", "es"}) {
    const StringTable& t = test::strings_in(lang);
    for (const std::string& key : t.keys(lang)) {
      const std::string s = t.get(key);
      INFO(lang << " " << key << ": " << s);
      CHECK_FALSE(has_rule_id(s));
      if (!composed_fragment(key)) CHECK_FALSE(starts_lower(s));
    }
  }
}

TEST_CASE("the engine's set-up refusals reach the player as sentences without rule IDs", "[app][R9]") {
  int refused = 0;
  for (const GameOptions& o : setup_combinations()) {
    const auto r = validate_options(test::full_content(), o);
    if (!r) continue;
    ++refused;
    INFO("engine: " << r->rule << " " << r->reason);
    CHECK_FALSE(r->rule.empty());
    CHECK_FALSE(has_rule_id(r->reason));  // the rule travels in its own field
    CHECK(r->code != RefusalCode::None);  // the app translates the code, not the English
    // Spanish players read it in Spanish: every reason the set-up can give has its translation.
    CHECK(refusal_reason(test::strings_in("es"), *r) != refusal_reason(test::strings_in("en"), *r));
    for (const char* lang : {"en", "es"}) {
      const std::string shown = refusal_reason(test::strings_in(lang), *r);
      INFO(lang << " shown: " << shown);
      CHECK_FALSE(shown.empty());
      CHECK_FALSE(has_rule_id(shown));
      CHECK_FALSE(starts_lower(shown));
    }
  }
  CHECK(refused > 100);  // the grid reaches the refusals, not only valid set-ups
}

TEST_CASE("every refusal code has its sentence in English and Spanish, with a slot per argument", "[app][R9]") {
  // Every enumerator after None is listed (and so named): the list is as long as the enum.
  REQUIRE(all_refusal_codes().size() == static_cast<std::size_t>(RefusalCode::CoopEasier));
  for (RefusalCode code : all_refusal_codes()) {
    const std::string key = refusal_key(code);
    INFO(key);
    CHECK(key.size() > std::string("refusal.").size());
    for (const char* lang : {"en", "es"}) {
      REQUIRE(test::strings_in(lang).has(lang, key));
      const std::string text = test::strings_in(lang).get_in(lang, key);
      CHECK_FALSE(text.empty());
      for (const char* unused : {"{3}", "{4}"}) CHECK(text.find(unused) == std::string::npos);
    }
    CHECK(test::strings_in("es").get_in("es", key) != test::strings_in("en").get_in("en", key));
  }
  // The arguments each code is documented to carry reach their slots.
  for (const char* lang : {"en", "es"}) {
    INFO(lang);
    CHECK(test::strings_in(lang).get_in(lang, "refusal.setup.monster_deck").find("{2}") != std::string::npos);
    CHECK(test::strings_in(lang).get_in(lang, "refusal.setup.coop_target").find("{1}") != std::string::npos);
    CHECK(test::strings_in(lang).get_in(lang, "refusal.setup.coop_players").find("{0}") != std::string::npos);
  }
}

TEST_CASE("a refused set-up shows its code's sentence, whatever the English says", "[app][R9.8]") {
  GameOptions o;
  o.mode = Mode::Coop;
  o.players = 5;
  const auto r = validate_options(test::full_content(), o);
  REQUIRE(r);
  CHECK(r->code == RefusalCode::CoopPlayers);
  REQUIRE(r->args == std::vector<std::string>{"5"});
  CHECK(refusal_reason(test::strings_in("es"), *r) == "El modo cooperativo es para 2 a 4 jugadores, no para 5");
  CHECK(refusal_reason(test::strings_in("en"), *r) == "The cooperative mode is for 2 to 4 players, not 5");
  // The app reads the code and its arguments only: other English words change nothing.
  Refusal reworded = *r;
  reworded.reason = "four is the most a party can be";
  CHECK(refusal_reason(test::strings_in("es"), reworded) == "El modo cooperativo es para 2 a 4 jugadores, no para 5");
  // A refusal without a code yet keeps the engine's words, as a sentence without the rule IDs.
  CHECK(refusal_reason(test::strings_in("es"), Refusal{"R2.2", "the content has no layout called \"x\" (R2.2)"}) ==
        "The content has no layout called \"x\"");
}

TEST_CASE("player_sentence drops bracketed rule IDs and capitalises", "[app]") {
  CHECK(player_sentence("the easier Hunter (R9.7J)") == "The easier Hunter");
  CHECK(player_sentence("hiding level 4 needs the fourth level (R9.7): no") == "Hiding level 4 needs the fourth level: no");
  CHECK(player_sentence("hidden cards (R9.1, R9.7) here") == "Hidden cards here");
  CHECK(player_sentence("él (R2)") == "Él");
  CHECK(player_sentence("keeps (Round 2) and (R) as they are") == "Keeps (Round 2) and (R) as they are");
}

}  // namespace hs::app

TEST_CASE("an option's words: a forbidden colour starts its own sentence with a capital", "[app][R5.3]") {
  hs::TestOption o;
  o.require = {hs::Requirement{hs::Color::Blue, 3}};
  o.reward.gems = 1;
  o.forbid = {hs::Color::Red};
  for (const char* lang : {"en", "es"}) {
    INFO(lang);
    const std::string s = hs::app::option_text(o, hs::app::test::strings_in(lang), false);
    const auto stop = s.find(". ");
    REQUIRE(stop != std::string::npos);
    const char next = s[stop + 2];
    CHECK(std::isupper(static_cast<unsigned char>(next)));  // "... +1 gem. Red dice are forbidden ..."
  }
}
