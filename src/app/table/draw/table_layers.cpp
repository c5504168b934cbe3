// The table screen's frame: which parts are drawn when. Three cached layers keep the software
// renderer fast: the base (background, panel bodies, paths), the game layer (cards, info, log)
// and the frame itself; hover and animation redraw only what lies on top (table_draw.cpp).
#include <algorithm>
#include <cmath>

#include "app/shell/app.hpp"
#include "app/table/layout/board_layout.hpp"
#include "app/table/draw/table_parts.hpp"
#include "app/render/theme.hpp"
#include "app/table/modes/solo_phase_play.hpp"
#include "app/table/input/table_input.hpp"
#include "app/table/draw/table_layers.hpp"
#include "app/table/draw/table_overlays.hpp"
#include "app/table/draw/table_shop.hpp"
#include "app/teach/tutorial/tutorial_run.hpp"
#include "app/table/motion/motion_draw.hpp"
#include "app/table/motion/purses_key.hpp"

namespace hs::app {


namespace {

// Paths between the shown level's cards, under the cards; thick diagonal lines are slow to
// rasterise in software, and they change only with the layout.
void draw_paths(App& app) {
  Canvas& c = app.canvas;
  const TableLayout& L = app.table.layout;
  const TableState& st = app.session->game().observe(-1).state();
  auto box_of = [&](int node) -> const Rect* {
    for (const NodeBox& nb : L.nodes)
      if (nb.node == node) return &nb.rect;
    return nullptr;
  };
  auto path = [&c](Point a, Point b) {
    c.line(a, b, 7, Rgba{20, 14, 10, 200});
    c.line(a, b, 3, Rgba{176, 140, 80, 220});
  };
  for (const NodeBox& nb : L.nodes)
    for (int nx : st.board[static_cast<std::size_t>(nb.node)].next)
      if (const Rect* to = box_of(nx)) path(nb.rect.center(), to->center());
  // A wide level: links to cards outside the shown window run to the board's edge, so a branch
  // reads as going on (links join neighbouring columns, so only a shown card's links cross the edge).
  const Rect& area = L.board_cards;
  auto to_edge = [&](Point a, Point b) {
    const float edge = b.x < a.x ? area.x - 8 : area.right() + 8;
    if (b.x == a.x) return;
    const float t = (edge - a.x) / (b.x - a.x);
    path(a, {edge, a.y + (b.y - a.y) * t});
  };
  for (const NodeBox& hb : L.hidden_nodes) {
    for (int nx : st.board[static_cast<std::size_t>(hb.node)].next)
      if (const Rect* to = box_of(nx)) to_edge(to->center(), hb.rect.center());
    for (const NodeBox& nb : L.nodes)
      for (int nx : st.board[static_cast<std::size_t>(nb.node)].next)
        if (nx == hb.node) to_edge(nb.rect.center(), hb.rect.center());
  }
}

void draw_under(App& app) {
  Canvas& c = app.canvas;
  const TableLayout& L = app.table.layout;
  table_background(c, app.vp.width, app.vp.height);
  panel_body(c, L.board);
  draw_paths(app);
  if (L.info.h >= 20) panel_body(c, L.info);
  panel_body(c, L.log);
  for (const Rect& r : L.panels) panel_body(c, r);
  panel_body(c, L.tray);
  panel_body(c, L.actions);
  c.fill(L.top_bar, Rgba{22, 16, 12, 235});
  c.fill({0, L.top_bar.bottom() - 2, L.width, 2}, theme::kGold);
}

// Contents that follow the game but not the pointer, drawn over draw_under's result.
void draw_under_game(App& app) {
  draw_board_cards(app);
  draw_board_minimap(app);
  draw_variant_board(app);
  draw_info(app);
  draw_log(app);
}

// A full-window texture for a cached layer, (re)created at the output size.
bool layer_texture(App& app, OwnedTexture& tex, std::string& key, int ow, int oh) {
  int w = 0, h = 0;
  if (tex) SDL_QueryTexture(tex.get(), nullptr, nullptr, &w, &h);
  if (!tex || w != ow || h != oh) {
    tex.reset();  // the old one goes before the new one is made
    tex.reset(SDL_CreateTexture(app.renderer.get(), app.canvas.layer_format(), SDL_TEXTUREACCESS_TARGET, ow, oh));
    key.clear();
  }
  return tex != nullptr;
}

// What is drawn over the under layer every time the table is redrawn (hover, animation).
void draw_contents(App& app) {
  draw_board(app);
  draw_coop(app);
  draw_variant_hover(app);
  draw_card_view(app);
  panel_edge(app.canvas, app.table.layout.log);
  if (app.table.layout.info.h >= 20) panel_edge(app.canvas, app.table.layout.info);
  draw_panels(app);
  draw_tray(app);
  draw_actions(app);
  draw_top_bar(app);
  draw_coop_top(app);
}

std::string rects_key(const TableLayout& L, const TableState& st) {
  std::string k;
  for (const NodeBox& nb : L.nodes) {  // the paths: cards and their links
    k += 'n' + std::to_string(nb.node) + ':';
    for (float v : {nb.rect.x, nb.rect.y, nb.rect.w, nb.rect.h}) k += std::to_string(static_cast<int>(std::lround(v * 8))) + ',';
    for (int nx : st.board[static_cast<std::size_t>(nb.node)].next) k += '>' + std::to_string(nx);
  }
  for (int v : {L.first_col, L.shown_cols, static_cast<int>(L.hidden_nodes.size())}) {  // a wide level's window
    k += 'w';
    k += std::to_string(v);
  }
  auto add = [&k](const Rect& r) {
    for (float v : {r.x, r.y, r.w, r.h}) k += std::to_string(static_cast<int>(std::lround(v * 8))) + ',';
  };
  for (const Rect& r : {L.top_bar, L.board, L.info, L.log, L.tray, L.actions}) add(r);
  for (const Rect& r : L.panels) add(r);
  return k;
}

std::string flying_key(const App& app) {
  std::string k;
  for (int node : app.table.card_flights.hidden(SDL_GetTicks())) {
    k += std::to_string(node);
    k += ',';
  }
  return k;
}

}  // namespace

void refresh_table_layout(App& app) {
  if (!app.table.layout_dirty || !app.session) return;
  const std::uint64_t t0 = SDL_GetPerformanceCounter();
  settle_ui(app.session->game(), app.table.ui);
  sync_log(app);  // also after a language change
  app.table.layout = layout_table(app.session->game(), app.table.ui, app.vp.width, app.vp.height, app.session->human_to_act(),
                                  app.session->can_undo_own(), app.session->person_in_play());
  guide_tutorial_focus(app);  // a lesson's highlighted element is where the focus starts
  // A frame waits 2 ms for the chance at most (small queries are answered at once); a slower
  // query shows "computing…" and its answer redraws the table. Screenshots wait for the answer.
  app.table.chance = app.table.odds.chance(app.session->game(), app.table.ui.selection, app.args.screenshot.empty() ? 2.0 : 60000.0);
  app.table.layout_dirty = false;
  // R9.5: drawn cards fly to their slots when the new layout shows them (else they just appear).
  if (!app.table.card_flights.waiting.empty()) {
    std::vector<std::pair<int, Rect>> slots;
    for (const NodeBox& nb : app.table.layout.nodes) slots.emplace_back(nb.node, nb.rect);
    app.table.card_flights.launch(exploration_deck_rect(app.table.layout), slots, SDL_GetTicks());
  }
  launch_motion(app);  // MOTION: tokens, pulses, walks start where the new layout shows things
  app.table.layout_actions = app.session->history().size();
  ++app.table.layout_generation;
  if (app.args.bench_render && app.table.force_redraw) {  // the benchmark's "game change" figures
    const double ms = static_cast<double>(SDL_GetPerformanceCounter() - t0) * 1000.0 / static_cast<double>(SDL_GetPerformanceFrequency());
    auto it = std::find_if(app.table.section_ms.begin(), app.table.section_ms.end(), [](const auto& e) { return std::string(e.first) == "layout+odds"; });
    if (it == app.table.section_ms.end()) app.table.section_ms.emplace_back("layout+odds", ms);
    else it->second += ms;
  }
}

bool click_sees_current_table(App& app) {
  if (!app.table.layout_dirty) return true;
  // Only the player's own selection changed since the last frame (a die picked, an item aimed):
  // the rest of the table stands where it was drawn, so the click counts against the fresh layout.
  // After an action the screen may move under the pointer, so that click is dropped.
  if (!app.session || app.session->history().size() != app.table.layout_actions) return false;
  refresh_table_layout(app);
  return true;
}

namespace {

// Everything under the table's contents; with the shop open, the whole table behind its shade (the
// pointer is hidden meanwhile: nothing under the shade shows a hover).
void compose_under_layer(App& app, TableFrameCache& cache, int ow, int oh, bool shop) {
  // The base (background, panel bodies, paths) changes only with the rectangles: its own layer.
  SDL_Texture* target = SDL_GetRenderTarget(app.renderer.get());
  const std::string base_key = rects_key(app.table.layout, app.session->game().observe(-1).state()) + std::to_string(ow) + "x" + std::to_string(oh);
  if (target && layer_texture(app, cache.base, cache.base_key, ow, oh)) {
    if (cache.base_key != base_key) {
      SDL_SetRenderTarget(app.renderer.get(), cache.base.get());
      draw_under(app);
      SDL_SetRenderTarget(app.renderer.get(), target);
      cache.base_key = base_key;
    }
    SDL_SetTextureBlendMode(cache.base.get(), SDL_BLENDMODE_NONE);
    SDL_RenderCopy(app.renderer.get(), cache.base.get(), nullptr, nullptr);
  } else {
    draw_under(app);
  }
  draw_under_game(app);
  if (!shop) return;
  const Point pointer = app.pointer.pos;
  app.pointer.pos = {-1e6f, -1e6f};
  draw_contents(app);
  app.pointer.pos = pointer;
  app.canvas.fill({0, app.table.layout.top_bar.bottom(), app.vp.width, app.vp.height - app.table.layout.top_bar.bottom()},
                  Rgba{0, 0, 0, 150});
}

// The under layer follows the game (layout generation), the look, and whether dice tumble (the
// info box waits for the roll to land).
std::string under_layer_key(const App& app, bool shop, int ow, int oh) {
  return std::string(shop ? "shop/" : "table/") + std::to_string(app.table.layout_generation) + "/" + app.settings.language +
         (app.settings.colorblind_symbols ? "s/" : "/") + (app.table.roll_anim.active(SDL_GetTicks()) ? "rolling/" : "") +
         std::to_string(ow) + "x" + std::to_string(oh) + "/log" + std::to_string(phase_log_shown(app)) +  // a solo phase's log
         "/" + std::to_string(static_cast<int>(app.teach.log_top)) +  // the box over the log
         "/fly" + flying_key(app) +  // cards in the air are not in their slots yet
         "/walk" + motion_layer_key(app) +  // MOTION: nor stand-ups on their way
         "/purse" + purses_key(app.table.motion, SDL_GetTicks());  // the panels' coins behind the shop
}

}  // namespace

void draw_table(App& app, TableFrameCache& cache) {
  if (!app.session) {
    app.screens.replace(Screen::Menu);
    return;
  }
  refresh_table_layout(app);
  // What the frame depends on besides the layout: the region under the pointer and animations.
  const HitRegion* hover = hit_test(app.table.layout, app.pointer.pos);
  const bool animated = app.table.roll_anim.active(SDL_GetTicks()) || app.table.card_flights.active(SDL_GetTicks()) ||
                        motion_animating(app) ||  // MOTION
                        (app.session->game().pending().kind == DecisionKind::ChooseBranch && app.session->human_to_act());
  int ow = 0, oh = 0;
  SDL_GetRendererOutputSize(app.renderer.get(), &ow, &oh);
  const std::string key = std::to_string(app.table.layout_generation) + "/" +
                          std::to_string(hover ? hover - app.table.layout.regions.data() : -1) + "/" + std::to_string(ow) + "x" +
                          std::to_string(oh) + "/" + app.settings.language + (app.settings.colorblind_symbols ? "s" : "") +
                          "/" + std::to_string(app.table.phase_steps.size()) +  // each solo phase step is a new frame
                          "/log" + std::to_string(static_cast<int>(app.teach.log_top)) + "," + std::to_string(app.table.log_scroll) +  // the box over the log
                          (app.bot_worker.thinking() ? "/thinking" : "") +  // the top bar says a bot thinks
                          (app.pointer.ring && !app.pointer.pad_last ? "/keys" : "");  // the pool's dice show their number keys
  int tw = 0, th = 0;
  if (cache.frame) SDL_QueryTexture(cache.frame.get(), nullptr, nullptr, &tw, &th);
  if (!cache.frame || tw != ow || th != oh) {
    cache.frame.reset();  // the old one goes before the new one is made
    cache.frame.reset(SDL_CreateTexture(app.renderer.get(), app.canvas.layer_format(), SDL_TEXTUREACCESS_TARGET, ow, oh));
    cache.frame_key.clear();
  }
  const bool redraw = !cache.frame || animated || app.table.force_redraw || key != cache.frame_key;
  // Animation frames are never reused: they go straight to the window, saving a full-size copy.
  const bool direct = animated && !app.table.force_redraw;
  if (redraw) {
    if (cache.frame && !direct) SDL_SetRenderTarget(app.renderer.get(), cache.frame.get());
    // Each section is timed while the benchmark forces full redraws (its per-section figures).
    const bool timed = app.table.force_redraw && app.args.bench_render;
    auto section = [&](const char* name, auto&& draw) {
      const std::uint64_t t0 = timed ? SDL_GetPerformanceCounter() : 0;
      draw();
      if (!timed) return;
      const double ms = static_cast<double>(SDL_GetPerformanceCounter() - t0) * 1000.0 /
                        static_cast<double>(SDL_GetPerformanceFrequency());
      auto it = std::find_if(app.table.section_ms.begin(), app.table.section_ms.end(), [&](const auto& e) { return e.first == name; });
      if (it == app.table.section_ms.end()) app.table.section_ms.emplace_back(name, ms);
      else it->second += ms;
    };
    const bool shop = app.table.layout.shop_open;
    auto compose_under = [&] { compose_under_layer(app, cache, ow, oh, shop); };
    const std::string under_key = under_layer_key(app, shop, ow, oh);
    if (cache.frame && layer_texture(app, cache.under, cache.under_key, ow, oh)) {
      if (cache.under_key != under_key) {
        SDL_SetRenderTarget(app.renderer.get(), cache.under.get());
        section("compose under layer", compose_under);
        SDL_SetRenderTarget(app.renderer.get(), direct ? nullptr : cache.frame.get());
        cache.under_key = under_key;
      }
      section("under layer", [&] {
        SDL_SetTextureBlendMode(cache.under.get(), SDL_BLENDMODE_NONE);
        SDL_RenderCopy(app.renderer.get(), cache.under.get(), nullptr, nullptr);
      });
    } else {
      section("under layer", compose_under);
    }
    if (shop) {
      section("shop", [&] { draw_shop(app); });
    } else {
      section("board", [&] {
        draw_board(app);
        draw_solo(app);
        draw_coop(app);
        draw_variant_hover(app);
        draw_card_flights(app);
        draw_motion_board(app);  // MOTION: walking stand-ups, a boss's shake, a level's sweep
      });
      section("card view", [&] { draw_card_view(app); });
      section("edges", [&] {
        panel_edge(app.canvas, app.table.layout.log);
        if (app.table.layout.info.h >= 20) panel_edge(app.canvas, app.table.layout.info);
      });
      section("panels", [&] { draw_panels(app); });
      section("tray", [&] { draw_tray(app); });
      section("actions", [&] { draw_actions(app); });
      section("top bar", [&] {
        draw_top_bar(app);
        draw_coop_top(app);
      });
    }
    draw_motion_top(app);  // MOTION: flying coins and gems (also to the shop), pulsing hearts
    if (cache.frame && !direct) SDL_SetRenderTarget(app.renderer.get(), nullptr);
    cache.frame_key = animated ? "" : key;
  }
  if (cache.frame && !direct) {
    SDL_SetTextureBlendMode(cache.frame.get(), SDL_BLENDMODE_NONE);
    SDL_RenderCopy(app.renderer.get(), cache.frame.get(), nullptr, nullptr);
  }
  draw_table_overlays(app);
}

}  // namespace hs::app
