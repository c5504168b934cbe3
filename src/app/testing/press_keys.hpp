// --press KEYS: keys and pad buttons sent to the screen shown before a screenshot, so the focus ring
// and the pad's prompts can be pictured: "Tab,Tab,Down,Return", "pad:dpdown,pad:a" (SDL's names).
#pragma once
#include <optional>
#include <string>

namespace hs::app {

struct App;

// Each press through the one input path, a frame drawn before each (the focus moves over what the
// last frame showed). A name that is neither a key nor pad:BUTTON is the message returned.
std::optional<std::string> press_keys(App& app, const std::string& list);

}  // namespace hs::app
