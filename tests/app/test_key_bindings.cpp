// Rebindable keys (issue 25): defaults, a key refused when another command has it (named) or when it
// is kept for moving/choosing/going back, the settings file's form read back exactly, and a damaged
// entry keeping its default while the rest of the file is used.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "app/platform/key_bindings.hpp"

using namespace hs::app;

TEST_CASE("keys: the defaults give each command its own key") {
  const KeyBindings b = default_key_bindings();
  CHECK(command_for_key(b, SDLK_r, false) == Command::Roll);
  CHECK(command_for_key(b, SDLK_BACKSPACE, false) == Command::Undo);
  CHECK(command_for_key(b, SDLK_z, true) == Command::Undo);
  CHECK_FALSE(command_for_key(b, SDLK_r, true).has_value());
  CHECK_FALSE(command_for_key(b, SDLK_q, false).has_value());
  for (std::size_t i = 0; i < kCommandCount; ++i)
    for (std::size_t k = i + 1; k < kCommandCount; ++k) CHECK(b.keys[i] != b.keys[k]);
}

TEST_CASE("keys: a conflict is refused and names the command that has the key") {
  KeyBindings b = default_key_bindings();
  const Rebind taken = rebind(b, Command::Roll, SDLK_e);
  CHECK_FALSE(taken.ok);
  REQUIRE(taken.taken_by.has_value());
  CHECK(*taken.taken_by == Command::Rest);
  CHECK(b == default_key_bindings());  // nothing changed

  const Rebind reserved = rebind(b, Command::Roll, SDLK_TAB);
  CHECK_FALSE(reserved.ok);
  CHECK(reserved.reserved);
  CHECK(rebind(b, Command::Roll, SDLK_5).reserved);

  CHECK(rebind(b, Command::Roll, SDLK_r).ok);  // its own key again: fine
  CHECK(rebind(b, Command::Roll, SDLK_t).ok);
  CHECK(command_for_key(b, SDLK_t, false) == Command::Roll);
  CHECK_FALSE(command_for_key(b, SDLK_r, false).has_value());
}

TEST_CASE("keys: the settings file's form reads back exactly, swaps included") {
  KeyBindings b = default_key_bindings();
  // Swap Roll and Rest through a free key, as the Settings screen would.
  REQUIRE(rebind(b, Command::Roll, SDLK_t).ok);
  REQUIRE(rebind(b, Command::Rest, SDLK_r).ok);
  REQUIRE(rebind(b, Command::Roll, SDLK_e).ok);
  std::vector<std::string> problems;
  const KeyBindings back = key_bindings_from_json(key_bindings_to_json(b), problems);
  CHECK(problems.empty());
  CHECK(back == b);
}

TEST_CASE("keys: a damaged entry keeps its default and says where") {
  const nlohmann::json j = {{"roll", "E"}, {"rest", "Tab"}, {"jump", "J"}, {"hint", "Nonsense key"}, {"mute", 5}};
  std::vector<std::string> problems;
  const KeyBindings b = key_bindings_from_json(j, problems);
  CHECK(b.key(Command::Roll) == SDLK_e);
  // Rest's file key is reserved and its usual key (E) now belongs to Roll: it has none, and says so.
  CHECK(b.key(Command::Rest) == SDLK_UNKNOWN);
  CHECK(b.key(Command::Hint) == SDLK_h);
  CHECK(b.key(Command::Mute) == SDLK_m);
  REQUIRE(problems.size() == 5);
  const auto said = [&problems](const std::string& part) {
    for (const auto& p : problems)
      if (p.find(part) != std::string::npos) return true;
    return false;
  };
  CHECK(said("keys.rest: Tab is kept"));
  CHECK(said("keys.jump: no such command"));
  CHECK(said("keys.hint: Nonsense key is not a key name"));
  CHECK(said("keys.mute: 5 is not a key name"));
  CHECK(said("keys.rest: its usual key E is taken"));
  std::vector<std::string> none;
  CHECK(key_bindings_from_json(nlohmann::json::array(), none) == default_key_bindings());
  CHECK(none.size() == 1);
}
