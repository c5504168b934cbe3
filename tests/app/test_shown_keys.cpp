// One key, one meaning on each screen, and the words drawn name the key that works (the newcomer
// playtest: Settings said M mutes while the review took M for "next mistake"). Mute is the app's
// own rebindable command on every screen; the review's keys are its own table, drawn on its buttons.
#include "app/input/intent.hpp"
#include "app/screens/review/review_keys.hpp"
#include "app_test_support.hpp"

using namespace hs::app;

TEST_CASE("shown keys: the review's keys are its buttons' keys and none is a command's key", "[app][keys]") {
  const KeyBindings keys = default_key_bindings();
  for (const std::string lang : {"en", "es"}) {
    const StringTable& t = test::strings_in(lang);
    for (const auto& [k, label] : {std::pair{ReviewKey::NextMistake, "review.next_mistake"}, std::pair{ReviewKey::Graph, "review.graph"},
                                   std::pair{ReviewKey::Graph, "review.table"}}) {
      INFO(lang << " " << label);
      REQUIRE(review_key_for(review_key(k)) == k);  // the key drawn is the key handled
      const std::string drawn = t.format(label, {review_key_name(k)});
      CHECK(drawn.find(std::string("(").append(review_key_name(k)).append(")")) != std::string::npos);
      // Not a key the whole app reads for a command (mute, hint, ...): one meaning on the screen.
      CHECK_FALSE(command_for_key(keys, review_key(k), false).has_value());
    }
  }
}

TEST_CASE("shown keys: the words about muting name the mute key as bound", "[app][keys]") {
  KeyBindings keys = default_key_bindings();
  REQUIRE(rebind(keys, Command::Mute, SDLK_u).ok);
  for (const std::string lang : {"en", "es"}) {
    const StringTable& t = test::strings_in(lang);
    INFO(lang);
    for (const char* key : {"settings.volume_hint", "sound.muted"}) {
      CHECK(t.format(key, {prompt_for(Command::Mute, Device::Keyboard, keys)}).find("U") != std::string::npos);
      CHECK(t.format(key, {prompt_for(Command::Mute, Device::Keyboard, keys)}).find(" M ") == std::string::npos);
    }
  }
}

TEST_CASE("shown keys: no text writes a command's key into its words (they come from the bindings)", "[app][keys]") {
  const KeyBindings keys = default_key_bindings();
  for (const std::string lang : {"en", "es"}) {
    const StringTable& t = test::strings_in(lang);
    for (const std::string& key : t.keys(lang)) {
      const std::string text = t.get_in(lang, key);
      for (std::size_t c = 0; c < kCommandCount; ++c) {
        const std::string name = SDL_GetKeyName(keys.keys[c]);
        if (name.size() != 1) continue;  // letters: the ones words are tempted to spell out
        INFO(lang << " " << key << ": " << text);
        CHECK(text.find(std::string("(").append(name).append(")")) == std::string::npos);
        CHECK(text.find(std::string(" ").append(name).append(" key")) == std::string::npos);
        CHECK(text.find(std::string("tecla ").append(name).append(" ")) == std::string::npos);
      }
    }
  }
}
