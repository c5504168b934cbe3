// Fuzz target: the script reader and `play`'s path: parse, set up, apply every action until one is
// refused, then check the expectations against the facts.
#include <nlohmann/json.hpp>

#include "fuzz_support.hpp"
#include "highscore/game.hpp"
#include "highscore/script.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const hs::Content& content = hs::fuzz::frozen_content();
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(data, data + size);
  } catch (const nlohmann::json::exception&) {
    return 0;
  }
  auto script = hs::script_from_json(j);
  if (!script) return 0;
  auto game = hs::Game::create(content, script->options, script->seed);
  if (!game) return 0;
  for (const hs::Action& a : script->actions)
    if (!game->apply(a)) break;
  (void)hs::check_expectations(hs::game_facts(game.value()), script->expect);
  return 0;
}
