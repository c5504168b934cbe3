// The learning features on the table, as layers over the table screen: they see its events first
// and take them or pass them on, with the pointer already in the table's coordinates.
#pragma once
#include "app/shell/screen_stack.hpp"
#include "app/teach/hint_pointer.hpp"
#include "app/teach/teach.hpp"

namespace hs::app {

// The Rules button, the coach panel and the inspect panel (teach_overlay.cpp), and the outline a hint
// draws around what it recommends (hint_pointer.hpp): right-click pins
// what lies under the pointer; a click elsewhere lets a pinned panel go.
class LearningLayer : public ScreenPart {
 public:
  bool handle(App& app, const InputEvent& e) override;
  // Frames while a hover waits its moment to show (the app rests otherwise).
  FrameNeed update(App& app) override;
  void draw(App& app) override;

 private:
  OverlayRects rects_;  // where this frame drew its buttons and panels
  HintPointer hint_pointer_;  // what the hint asked for points at on the table
};

// The tutorial's rule over the table (tutorial_run.cpp): only the step asked for passes, by a click
// or by Enter on the focused element alike; the focus moves freely (its panel is drawn with the
// learning overlay, which places the coach under it).
class TutorialLayer : public ScreenPart {
 public:
  bool handle(App& app, const InputEvent& e) override;
  void draw(App&) override {}
};

}  // namespace hs::app
