// R9.5 exploration: the card drawn from a level's deck flies to its slot and flips. The pose is
// plain arithmetic; drawing renders the card's back and face once per flight into small textures
// and copies them squeezed (scale-x) each frame, so a flight never rasterises the art again.
#include "app/table/draw/board_flight.hpp"

#include <algorithm>
#include <cmath>

#include "app/table/layout/board_layout.hpp"
#include "app/table/draw/table_parts.hpp"

namespace hs::app {

namespace {

float ease_in_out(float t) { return t < 0.5f ? 4 * t * t * t : 1 - std::pow(-2 * t + 2, 3.f) / 2; }

}  // namespace

CardPose card_pose(const CardFlight& f, std::uint32_t now) {
  CardPose p;
  const std::uint32_t t = now > f.start ? now - f.start : 0;
  if (t < kCardFlyMs) {
    const float k = ease_in_out(static_cast<float>(t) / static_cast<float>(kCardFlyMs));
    p.rect = lerp(f.from, f.to, k);
    // A little arc above the straight line: the card is lifted off the deck.
    p.rect.y -= std::sin(k * 3.14159265f) * f.to.h * 0.25f;
    return p;
  }
  p.rect = f.to;
  const std::uint32_t flip = t - kCardFlyMs;
  if (flip >= kCardFlipMs) {
    p.face_up = p.landed = true;
    return p;
  }
  const float k = static_cast<float>(flip) / static_cast<float>(kCardFlipMs);
  p.scale_x = std::fabs(std::cos(k * 3.14159265f));
  p.face_up = k >= 0.5f;
  return p;
}

void CardFlights::launch(const Rect& deck, const std::vector<std::pair<int, Rect>>& shown_slots, std::uint32_t now) {
  std::uint32_t next = now;
  for (const CardFlight& f : flying) next = std::max(next, f.start + kCardFlyMs + kCardFlipMs);
  for (int node : waiting)
    for (const auto& [n, slot] : shown_slots)
      if (n == node) {
        flying.push_back({node, next, deck, slot});
        next += kCardFlyMs + kCardFlipMs;
        break;
      }
  waiting.clear();
}

bool CardFlights::active(std::uint32_t now) const {
  if (!waiting.empty()) return true;
  return std::any_of(flying.begin(), flying.end(), [&](const CardFlight& f) { return !card_pose(f, clock(now, f)).landed; });
}

bool CardFlights::hides(int node, std::uint32_t now) const {
  if (std::find(waiting.begin(), waiting.end(), node) != waiting.end()) return true;
  return std::any_of(flying.begin(), flying.end(),
                     [&](const CardFlight& f) { return f.node == node && !card_pose(f, clock(now, f)).landed; });
}

std::vector<int> CardFlights::hidden(std::uint32_t now) const {
  std::vector<int> out = waiting;
  for (const CardFlight& f : flying)
    if (!card_pose(f, clock(now, f)).landed) out.push_back(f.node);
  return out;
}

namespace {

// The card's back and face at the slot's pixel size, drawn once per flight.
struct FlightArt {
  int node = -1;
  SDL_Texture* back = nullptr;
  SDL_Texture* face = nullptr;
};

FlightArt& art_cache() {
  static FlightArt art;
  return art;
}

SDL_Texture* card_texture(App& app, const Rect& slot, const DungeonCard* card, bool face_down) {
  const float s = app.canvas.viewport().scale;
  const int w = std::max(1, static_cast<int>(std::lround(slot.w * s))), h = std::max(1, static_cast<int>(std::lround(slot.h * s)));
  SDL_Texture* tex = SDL_CreateTexture(app.renderer.get(), SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
  if (!tex) return nullptr;
  SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
  SDL_Texture* before = SDL_GetRenderTarget(app.renderer.get());
  SDL_SetRenderTarget(app.renderer.get(), tex);
  SDL_SetRenderDrawColor(app.renderer.get(), 0, 0, 0, 0);
  SDL_RenderClear(app.renderer.get());
  draw_card_small(app.canvas, {0, 0, slot.w, slot.h}, card, face_down, app.look());
  SDL_SetRenderTarget(app.renderer.get(), before);
  return tex;
}

void drop_art(FlightArt& art) {
  if (art.back) SDL_DestroyTexture(art.back);
  if (art.face) SDL_DestroyTexture(art.face);
  art = FlightArt{};
}

}  // namespace

void release_card_flight_art() { drop_art(art_cache()); }

void draw_card_flights(App& app) {
  CardFlights& fl = app.table.card_flights;
  const std::uint32_t now = SDL_GetTicks();
  // Landed flights are forgotten; the first one still in the air is drawn.
  fl.flying.erase(std::remove_if(fl.flying.begin(), fl.flying.end(),
                                 [&](const CardFlight& f) { return card_pose(f, fl.clock(now, f)).landed; }),
                  fl.flying.end());
  FlightArt& art = art_cache();
  if (fl.flying.empty()) {
    drop_art(art);
    return;
  }
  const CardFlight& f = fl.flying.front();
  const std::uint32_t t = fl.clock(now, f);
  if (t < f.start) return;  // waits for the one before it (never: the front is the earliest)
  if (art.node != f.node) {
    drop_art(art);
    art.node = f.node;
    const Node& n = app.session->game().observe(-1).state().board[static_cast<std::size_t>(f.node)];
    art.back = card_texture(app, f.to, nullptr, true);
    art.face = card_texture(app, f.to, card_at(app.session->game(), f.node), n.face_down);
  }
  const CardPose p = card_pose(f, t);
  SDL_Texture* tex = p.face_up ? art.face : art.back;
  if (!tex) return;
  const float s = app.canvas.viewport().scale, w = p.rect.w * p.scale_x;
  // A soft shadow under the card while it is lifted.
  if (t < kCardFlyMs) app.canvas.rounded({p.rect.x + 4, p.rect.y + 6, p.rect.w, p.rect.h}, 6, Rgba{0, 0, 0, 90});
  const SDL_FRect dst{(p.rect.center().x - w / 2) * s, p.rect.y * s, w * s, p.rect.h * s};
  SDL_RenderCopyF(app.renderer.get(), tex, nullptr, &dst);
}

}  // namespace hs::app
