// Pictures on the rules screen where a player would rather look than read (data/rules/README.md).
#pragma once
#include <string>

#include "app/render/pieces.hpp"
#include "app/text/strings.hpp"
#include "app/render/widgets.hpp"

namespace hs::app {

// Height (logical units) the picture wants; 0 for an unknown name.
float rule_picture_height(const std::string& name);
void draw_rule_picture(Canvas& c, const Rect& r, const std::string& name, const Look& look, const StringTable& t);

}  // namespace hs::app
