// Where things sit on a board card (designed 250x350): the name ribbon over the art, the floor the
// stand-ups stand on, the parchment with the tests. Plain geometry, shared by drawing and tests.
#pragma once
#include <algorithm>

#include "app/render/geometry.hpp"

namespace hs::app {

// The art window (x 20..230, y 20..170 of the 250x350 frame).
inline Rect card_art_window(const Rect& card) {
  return {card.x + card.w * 0.08f, card.y + card.h * 0.057f, card.w * 0.84f, card.h * 0.43f};
}
// The parchment under the art where the tests are summarised.
inline Rect card_summary_area(const Rect& card) {
  return {card.x + card.w * 0.1f, card.y + card.h * 0.555f, card.w * 0.8f, card.h * 0.37f};
}
// The name's letter size at most (two-line names use 85% of it, three-line names two thirds).
inline float card_name_size(const Rect& card) { return std::max(8.f, std::min(13.f, card.w * 0.115f)); }
inline float card_ribbon_height(float letter_size, int lines) { return letter_size * 1.05f * static_cast<float>(lines) + 6.5f; }
// The lowest the name ribbon can reach (two lines at full size), whatever the name.
inline float card_ribbon_max_bottom(const Rect& card) {
  return card_art_window(card).y + card_ribbon_height(card_name_size(card), 2);
}
// Stand-up `index` of `count` on this card: on the art window's lower edge, between the ribbon
// and the parchment, so no text is ever covered.
inline Rect standup_slot(const Rect& card, int index, int count) {
  const Rect win = card_art_window(card);
  const float floor_y = card.y + card.h * 0.5f;
  const float sh = std::max(0.f, std::min(card.w * 0.4f, floor_y - card_ribbon_max_bottom(card) - 1));
  const float sw = sh / 1.6f;
  const float step = count > 1 ? std::min(sw * 0.95f, (win.w - sw) / static_cast<float>(count - 1)) : 0;
  const float x0 = card.center().x - (sw + step * static_cast<float>(count - 1)) / 2;
  return {x0 + step * static_cast<float>(index), floor_y - sh, sw, sh};
}

}  // namespace hs::app
