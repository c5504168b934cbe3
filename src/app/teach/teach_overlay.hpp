// What the learning features draw on top of the table (teach_overlay.cpp): the Rules button, the
// coach panel, the inspect panel.
#pragma once
#include <optional>
#include <string>

#include "app/render/geometry.hpp"
#include "app/teach/coach/coach.hpp"
#include "app/text/strings.hpp"
#include "highscore/game.hpp"

namespace hs::app {

struct App;
struct OverlayRects;

// When no test can be tried on the card (a peddler, no dice left): the text under `prefix`
// ("coach.", "table.tray_") saying to move on or to rest; empty when a test can be chosen.
std::string no_test_text(const Game& g, const StringTable& t, const std::string& prefix);
// The Hint button's answer: the advisor's pick with its reason, the party's co-op choices included.
std::optional<Hint> hint_now(const Game& g, const StringTable& t);
// The decision a hint answers ("actions so far/kind"): a hint asked for it is shown until it changes.
std::string decision_key(const App& app);
// On the table, after it is drawn: rules button, coach panel, inspect panel, tutorial panel.
void draw_teach_overlay(App& app, OverlayRects& rects);
// A click on the overlay (rules button, coach and inspect panels); true when taken.
bool overlay_click(App& app, const OverlayRects& rects, Point p);

}  // namespace hs::app
