// The review's own keys, in one table that its handling reads and its buttons name: a key shown on a
// button is the key that presses it. None of them is a default key of a command the whole app reads
// (M mutes everywhere, so the next mistake is N). Left/Right, Home/End and Esc step and leave as on
// every screen.
#pragma once
#include <optional>
#include <string>

#include <SDL_keyboard.h>

namespace hs::app {

enum class ReviewKey { NextMistake, Graph };

inline SDL_Keycode review_key(ReviewKey k) { return k == ReviewKey::NextMistake ? SDLK_n : SDLK_g; }
// The name drawn on its button ("N").
inline std::string review_key_name(ReviewKey k) { return SDL_GetKeyName(review_key(k)); }
inline std::optional<ReviewKey> review_key_for(SDL_Keycode key) {
  for (const ReviewKey k : {ReviewKey::NextMistake, ReviewKey::Graph})
    if (review_key(k) == key) return k;
  return std::nullopt;
}

}  // namespace hs::app
