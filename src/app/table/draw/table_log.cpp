// Drawing the table's log column: the newest entries at the bottom, the newest action's lines bright;
// the mouse wheel scrolls back through older ones.
#include <algorithm>
#include <iterator>

#include "app/shell/app.hpp"
#include "app/table/modes/solo_phase_play.hpp"
#include "app/table/draw/table_parts.hpp"
#include "app/render/theme.hpp"

namespace hs::app {

int clamp_log_back(const std::vector<int>& lines_of, int back, int rows) {
  const int n = static_cast<int>(lines_of.size());
  back = std::clamp(back, 0, std::max(0, n - 1));
  // Scrolled back, a row says how many newer entries wait below; the rest shows entries up to
  // n - back. Step forward while those do not fill the rows (the box above shrank, the window grew).
  while (back > 0) {
    int filled = 1;
    for (int i = n - back - 1; i >= 0 && filled < rows; --i) filled += lines_of[static_cast<std::size_t>(i)];
    if (filled >= rows) break;
    --back;
  }
  return back;
}

float log_kept_height() {
  const float title_row = std::max(24.f, theme::kBody * 1.2f), lh = theme::kSmall * 1.3f;
  return 2 + 8 + title_row + 3 * lh + 8 + 1;  // as draw_log places them, below a box over the column
}

void draw_log(App& app) {
  Canvas& c = app.canvas;
  const Rect& r = app.table.layout.log;
  // A coach's or a lesson's box over the column's top takes its room from the log: the title and
  // the lines go under it (never drawn beneath it), and the title's row grows with the text.
  const float head_y = app.teach.log_top > r.y ? app.teach.log_top + 2 : r.y;
  const float title_row = std::max(24.f, theme::kBody * 1.2f);
  if (head_y + 8 + title_row <= r.bottom())  // a box that takes the whole column leaves no room for it
    c.text(app.tr("table.log"), Font::Title, theme::kBody, theme::kGold, {r.x + 12, head_y + 4 + title_row / 2}, Align::Left);
  const float in_y = head_y + 8 + title_row;
  const Rect in{r.x + 10, in_y, r.w - 20, r.bottom() - 8 - in_y};
  std::vector<std::string> lines;
  std::size_t newest_lines = 0;  // the newest entry is bright, every line of it
  // A solo phase playing out shows its lines one step at a time (solo_phase_play.cpp).
  const auto shown_end = app.table.log.begin() + static_cast<std::ptrdiff_t>(phase_log_shown(app));
  const int newest = shown_end == app.table.log.begin() ? -2 : std::prev(shown_end)->action;  // every line of the last action
  const float lh = theme::kSmall * 1.3f;
  // Whole lines only, below the coach's or the tutorial's box when one covers the column's top.
  const float top = std::max(in.y, app.teach.log_top + 4);
  // Scrolled back with the wheel: older entries, and the bottom row says how many newer ones wait
  // below; never past the oldest entry (the scroll is kept clamped for the next wheel notch).
  int back = std::clamp(app.table.log_scroll, 0, std::max(0, static_cast<int>(shown_end - app.table.log.begin()) - 1));
  if (back > 0) {
    std::vector<int> lines_of;
    for (auto it = app.table.log.begin(); it != shown_end; ++it)
      lines_of.push_back(static_cast<int>(c.wrap(it->text, Font::Body, theme::kSmall, in.w).size()));
    const int rows = std::max(1, static_cast<int>((in.bottom() - top) / lh));
    back = app.table.log_scroll = clamp_log_back(lines_of, back, rows);
  }
  const auto end = shown_end - back;
  for (auto it = std::make_reverse_iterator(end); it != app.table.log.rend() && lines.size() < 40; ++it) {
    auto w = c.wrap(it->text, Font::Body, theme::kSmall, in.w);
    for (auto j = w.rbegin(); j != w.rend(); ++j) lines.push_back(*j);
    if (it->action == newest) newest_lines = lines.size();
  }
  float y = in.bottom() - lh / 2;
  if (back > 0) {  // the bottom line says newer entries wait below (the column's top may be covered)
    c.text(app.tr("table.log_back", {std::to_string(back)}), Font::Bold, theme::kTiny, theme::kGoldBright, {in.x, y}, Align::Left);
    y -= lh;
  }
  for (std::size_t i = 0; i < lines.size() && y - lh / 2 >= top; ++i, y -= lh)
    c.text(lines[i], Font::Body, theme::kSmall, i < newest_lines ? theme::kText : theme::kTextDim, {in.x, y}, Align::Left);
}

}  // namespace hs::app
