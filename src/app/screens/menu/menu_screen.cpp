// Main menu: Continue (the autosave), New game, Load, Tutorial, Rules, Settings, Quit.
#include <algorithm>
#include <filesystem>

#include "app/input/intent.hpp"
#include "app/shell/app.hpp"
#include "app/render/theme.hpp"
#include "app/screens/menu/menu_screen.hpp"
#include "app/screens/load/load_screen.hpp"
#include "app/screens/rules/rules_screen.hpp"
#include "app/teach/tutorial/tutorial_run.hpp"

namespace hs::app {

void draw_menu(App& app) {
  Canvas& c = app.canvas;
  Pointer& p = app.pointer;
  const float W = app.vp.width, H = app.vp.height;
  table_background(c, W, H);
  c.fill({0, 0, W, H}, Rgba{0, 0, 0, 70});

  const float logo_w = std::min(640.f, W * 0.6f);
  if (!c.svg("ui/logo", {(W - logo_w) / 2, H * 0.09f, logo_w, logo_w * 140 / 600}))
    c.text("HIGH SCORE", Font::Title, 72, theme::kGold, {W / 2, H * 0.18f}, Align::Center);
  c.text(app.tr("menu.subtitle"), Font::Title, theme::kHeading, theme::kText, {W / 2, H * 0.09f + logo_w * 140 / 600 + 26},
         Align::Center);

  const float bw = 340, bh = 44, gap = 10;
  float y = H * 0.40f;
  const Rect panel_r{(W - bw) / 2 - 30, y - 30, bw + 60, 7 * (bh + gap) + 46};
  panel(c, panel_r);
  auto row = [&]() {
    const Rect r{(W - bw) / 2, y, bw, bh};
    y += bh + gap;
    return r;
  };
  const bool has_autosave = app.content && std::filesystem::exists(autosave_path());
  if (button(c, p, row(), app.tr("menu.continue"), has_autosave, ButtonStyle::Primary)) {
    if (open_save(app, autosave_path())) app.screens.replace(app.session->game().finished() ? Screen::End : Screen::Table);
  }
  if (button(c, p, row(), app.tr("menu.new_game"), app.content.has_value())) {
    app.setup.error.clear();
    app.screens.replace(Screen::Setup);
  }
  if (button(c, p, row(), app.tr("menu.load"), app.content.has_value())) {
    app.screens.replace(Screen::Load);
  }
  // The Tutorial menu lists the lessons; the button says which one comes next.
  std::string tutorial_label = app.tr("menu.tutorial");
  if (!app.teach.tutorial.scripts.empty()) {
    int step = 0;
    const LessonRef next = next_lesson(app, step);
    const auto it = app.teach.prefs.lessons.find(next.key);
    const bool all_done = it != app.teach.prefs.lessons.end() && it->second.done;
    if (!all_done && (step > 0 || !app.teach.prefs.lessons.empty()))
    {
      const auto list = lesson_list(app.teach.tutorial.scripts);
      const auto at = std::find_if(list.begin(), list.end(), [&](const LessonRef& r) { return r.key == next.key; });
      tutorial_label = app.tr("teach.menu_next", {std::to_string(at - list.begin() + 1), std::to_string(list.size())});
    }
  }
  if (button(c, p, row(), tutorial_label, app.content.has_value() && !app.teach.tutorial.scripts.empty())) app.screens.replace(Screen::Tutorial);
  if (button(c, p, row(), app.tr("menu.rules"))) open_rules(app, "R1");
  if (button(c, p, row(), app.tr("menu.settings"))) app.screens.replace(Screen::Settings);
  if (button(c, p, row(), app.tr("menu.quit"), true, ButtonStyle::Quiet)) app.running = false;

  // The table's keys as bound (Settings → Keys), never as they were by default.
  const KeyBindings& keys = app.settings.keys;
  const auto key = [&](Command cmd) { return prompt_for(cmd, Device::Keyboard, keys); };
  c.text(p.pad_last ? app.tr("menu.footer_pad") : app.tr("menu.footer", {key(Command::Roll), key(Command::Rest), key(Command::Inspect), key(Command::Undo)}), Font::Body, theme::kSmall, theme::kTextDim, {W / 2, H - 18}, Align::Center);
}

}  // namespace hs::app
