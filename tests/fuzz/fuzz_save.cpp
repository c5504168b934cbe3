// Fuzz target: the save loader (R10.4). Any bytes are read as a save: refused with a reason or loaded;
// a loaded save must save again and reload to the same hash.
#include <nlohmann/json.hpp>

#include "fuzz_support.hpp"
#include "highscore/save.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const hs::Content& content = hs::fuzz::frozen_content();
  nlohmann::json save;
  try {
    save = nlohmann::json::parse(data, data + size);
  } catch (const nlohmann::json::exception&) {
    return 0;  // not JSON: read_save_file refuses it before the loader sees it
  }
  auto game = hs::load_game(content, save);
  if (!game) {
    if (game.refusal().reason.empty()) hs::fuzz::broken("a save was refused without a reason");
    return 0;
  }
  auto again = hs::load_game(content, hs::save_game(game.value()));
  if (!again || again->hash() != game->hash()) hs::fuzz::broken("a loaded save does not reload to the same hash");
  return 0;
}
