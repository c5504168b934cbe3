// The map choice of a co-op game on the new-game screen (R9.8): one button per map of the content,
// a small picture of the chosen map (the town, the three levels, bosses and peddlers) and its
// boss target for the number of heroes.
#include <algorithm>

#include "app/shell/app.hpp"
#include "app/render/theme.hpp"
#include "app/screens/setup/coop_map_picker.hpp"

namespace hs::app {

namespace {

constexpr Rgba kLevelInk[4] = {{222, 178, 84, 255}, {190, 170, 120, 255}, {150, 104, 60, 255}, {110, 52, 44, 255}};

}  // namespace

void draw_coop_map_picture(Canvas& c, const Rect& area, const CoopMap& map) {
  if (map.width <= 0 || map.height <= 0) return;
  const float gap = 3;
  const float cell = std::min((area.w - gap * static_cast<float>(map.width - 1)) / static_cast<float>(map.width),
                              (area.h - gap * static_cast<float>(map.height - 1)) / static_cast<float>(map.height));
  const float w = cell * static_cast<float>(map.width) + gap * static_cast<float>(map.width - 1);
  const float h = cell * static_cast<float>(map.height) + gap * static_cast<float>(map.height - 1);
  const float x0 = area.x + (area.w - w) / 2, y0 = area.y + (area.h - h) / 2;
  for (const CoopCell& cl : map.cells) {
    const Rect r{x0 + static_cast<float>(cl.x) * (cell + gap), y0 + static_cast<float>(cl.y) * (cell + gap), cell, cell};
    c.rounded(r, cell * 0.15f, kLevelInk[std::clamp(cl.level, 0, 3)]);
    if (cl.town || cl.level == 0) {
      c.rounded_outline(r, cell * 0.15f, 2, theme::kGoldBright);
      c.circle(r.center(), cell * 0.22f, Rgba{70, 50, 24, 255});
    } else if (cl.kind == SlotKind::Boss) {
      c.circle(r.center(), cell * 0.3f, Rgba{30, 14, 14, 255});
      c.circle(r.center(), cell * 0.18f, theme::kBad);
    } else if (cl.kind == SlotKind::Peddler) {
      c.circle(r.center(), cell * 0.28f, Rgba{20, 40, 20, 255});
      c.circle(r.center(), cell * 0.16f, theme::kGood);
    }
  }
}

void draw_coop_maps(App& app, const Rect& r) {
  Canvas& c = app.canvas;
  SetupChoices& s = app.setup;
  panel(c, r);
  c.text(app.tr("coop.map"), Font::Title, std::min(theme::kLarge, 28.f), theme::kGold, {r.x + 16, r.y + 22}, Align::Left);  // above the map's choices
  const auto& maps = app.content->coop_maps;
  if (maps.empty()) return;
  const CoopMap* chosen = s.variants.coop_map.empty() ? &maps.front() : app.content->coop_map(s.variants.coop_map);
  if (!chosen) chosen = &maps.front();
  const std::string& lang = app.settings.language;
  const float bw = std::min(220.f, (r.w - 32 - 8 * static_cast<float>(maps.size() - 1)) / static_cast<float>(maps.size()));
  for (std::size_t i = 0; i < maps.size(); ++i) {
    const Rect b{r.x + 16 + static_cast<float>(i) * (bw + 8), r.y + 40, bw, 34};
    const bool on = &maps[i] == chosen;
    if (button(c, app.pointer, b, maps[i].name.in(lang), true, on ? ButtonStyle::Primary : ButtonStyle::Quiet)) {
      s.variants.coop_map = i == 0 ? "" : maps[i].id;  // the first map is the default
      s.error.clear();
    }
  }
  const Rect pic{r.x + 24, r.y + 88, r.w - 48, r.h - 88 - 130};
  draw_coop_map_picture(c, pic, *chosen);
  // The legend, then the target for the number of heroes chosen.
  float lx = r.x + 24;
  const float ly = pic.bottom() + 16;
  const char* keys[] = {"coop.legend_town", "coop.legend_1", "coop.legend_2", "coop.legend_3"};
  for (int k = 0; k < 4; ++k) {
    c.rounded({lx, ly - 7, 14, 14}, 3, kLevelInk[k]);
    c.text(app.tr(keys[k]), Font::Body, theme::kTiny, theme::kTextDim, {lx + 18, ly}, Align::Left);
    lx += 26 + c.text_width(app.tr(keys[k]), Font::Body, theme::kTiny);
  }
  c.circle({lx + 7, ly}, 6, theme::kBad);
  c.text(app.tr("coop.legend_boss"), Font::Body, theme::kTiny, theme::kTextDim, {lx + 18, ly}, Align::Left);
  lx += 26 + c.text_width(app.tr("coop.legend_boss"), Font::Body, theme::kTiny);
  c.circle({lx + 7, ly}, 6, theme::kGood);
  c.text(app.tr("coop.legend_peddler"), Font::Body, theme::kTiny, theme::kTextDim, {lx + 18, ly}, Align::Left);
  const auto target = chosen->boss_target.find(s.players);
  const std::string goal = target == chosen->boss_target.end()
                               ? app.tr("coop.map_no_target", {std::to_string(s.players)})
                               : app.tr("coop.map_target", {std::to_string(target->second), std::to_string(s.players)});
  std::string line = goal;
  if (s.players == 2) line.append(" ").append(app.tr("coop.map_level3"));
  c.text_box(line, Font::Bold, theme::kSmall, theme::kText,
             {r.x + 24, ly + 18, r.w - 48, 44});
  c.text_box(app.tr("coop.map_rules"), Font::Body, theme::kTiny, theme::kTextDim, {r.x + 24, ly + 64, r.w - 48, 44});
}

}  // namespace hs::app
