// The co-op map choice on the new-game screen (coop_map_picker.cpp).
#pragma once
#include "app/render/geometry.hpp"

namespace hs::app {

struct App;

void draw_coop_maps(App& app, const Rect& r);

}  // namespace hs::app
