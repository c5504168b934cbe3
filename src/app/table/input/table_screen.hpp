// The table: the game in play, drawn over the whole window, with the learning overlay and the
// tutorial as layers that see its events first (teach_layers.hpp), and the pause menu over all.
#pragma once
#include "app/shell/screen_stack.hpp"
#include "app/table/draw/table_layers.hpp"

namespace hs::app {

class PauseLayer;

class TableScreen : public AppScreen {
 public:
  TableScreen();
  Screen id() const override { return Screen::Table; }
  bool covers_window() const override { return true; }
  bool handle(App& app, const InputEvent& e) override;
  FrameNeed update(App& app) override;
  void draw(App& app) override;

 private:
  TableFrameCache cache_;  // the composed frame and its layers
  PauseLayer* pause_ = nullptr;  // the last of layers_
};

}  // namespace hs::app
