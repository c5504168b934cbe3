// The Rules screen: every rule by section on the left (or the matches of the search), the chosen rule
// on the right with its links and picture (a section with the whole text of its rules under it), Back
// through the rules followed, and search as you type.
#include <algorithm>

#include "app/shell/app.hpp"
#include "app/screens/rules/rules_pictures.hpp"
#include "app/render/theme.hpp"
#include "app/screens/rules/rules_screen.hpp"

namespace hs::app {

namespace {

const RulesText& text_of(const App& app) { return app.teach.rules(app.settings.language); }

void go_to(App& app, int entry) {
  Teach& T = app.teach;
  if (entry < 0 || entry == T.rules_view.shown) return;
  if (T.rules_view.shown >= 0) T.rules_view.history.push_back(T.rules_view.shown);
  T.rules_view.shown = entry;
  T.rules_view.text_scroll = 0;
}

void go_back(App& app) {
  Teach& T = app.teach;
  if (T.rules_view.history.empty()) {
    app.screens.pop();
    return;
  }
  T.rules_view.shown = T.rules_view.history.back();
  T.rules_view.history.pop_back();
  T.rules_view.text_scroll = 0;
}

std::vector<int> visible_entries(const App& app) {
  const RulesText& R = text_of(app);
  if (!app.teach.rules_view.search.text.empty()) return R.search(app.teach.rules_view.search.text);
  std::vector<int> all(R.entries.size());
  for (std::size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int>(i);
  return all;
}

void clip(App& app, const Rect& r) {
  const float s = app.vp.scale;
  const SDL_Rect px{static_cast<int>(r.x * s), static_cast<int>(r.y * s), static_cast<int>(r.w * s), static_cast<int>(r.h * s)};
  SDL_RenderSetClipRect(app.renderer.get(), &px);
}

// A paragraph with [R5.3] links drawn in gold and clickable; returns the y after it.
float rich_paragraph(App& app, const std::string& para, float x, float y, float w, float clip_top, float clip_bottom) {
  Canvas& c = app.canvas;
  const float size = theme::kBody, lh = size * 1.42f;
  std::string text = para;
  float indent = 0;
  if (text.rfind("- ", 0) == 0) {
    c.circle({x + 6, y + lh / 2}, 3, theme::kGold);
    text = text.substr(2);
    indent = 18;
  }
  std::vector<std::string> words;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t j = text.find(' ', i);
    words.push_back(text.substr(i, j == std::string::npos ? std::string::npos : j - i));
    if (j == std::string::npos) break;
    i = j + 1;
  }
  const float space = c.text_width(" ", Font::Body, size);
  float cx = x + indent;
  for (const std::string& word : words) {
    const auto links = rule_links(word);
    // A link word is "(prefix)[R5.3](suffix)": only the ID is gold and underlined.
    std::string before = word, id, after;
    if (!links.empty()) {
      id = links.front();
      const auto a = word.find('['), b = word.find(']');
      before = word.substr(0, a);
      after = word.substr(b + 1);
    }
    const float wb = before.empty() ? 0 : c.text_width(before, Font::Body, size);
    const float wi = id.empty() ? 0 : c.text_width(id, Font::Bold, size);
    const float wa = after.empty() ? 0 : c.text_width(after, Font::Body, size);
    const float ww = wb + wi + wa;
    if (cx + ww > x + w && cx > x + indent) {
      cx = x + indent;
      y += lh;
    }
    if (y + lh > clip_top && y < clip_bottom) {
      if (!before.empty()) c.text(before, Font::Body, size, theme::kText, {cx, y + lh / 2}, Align::Left);
      if (!id.empty()) {
        const Rect hit{cx + wb, y + 2, wi, lh - 4};
        const bool hov = app.pointer.hover(hit);
        c.text(id, Font::Bold, size, hov ? theme::kGoldBright : theme::kGold, {hit.x, y + lh / 2}, Align::Left);
        c.fill({hit.x, y + lh - 5, wi, 1.5f}, hov ? theme::kGoldBright : theme::kGold);
        if (app.pointer.take(hit)) go_to(app, text_of(app).find(id));
      }
      if (!after.empty()) c.text(after, Font::Body, size, theme::kText, {cx + wb + wi, y + lh / 2}, Align::Left);
    }
    cx += ww + space;
  }
  return y + lh + 8;
}

std::string kind_label(const App& app, const std::string& kind) {
  if (kind == "variant") return app.tr("rules.kind_variant");
  if (kind == "mode") return app.tr("rules.kind_mode");
  if (kind == "app") return app.tr("rules.kind_app");
  return app.tr("rules.kind_standard");
}

Rgba kind_colour(const std::string& kind) {
  if (kind == "variant") return {120, 90, 170, 255};
  if (kind == "mode") return {60, 130, 150, 255};
  if (kind == "app") return {100, 100, 100, 255};
  return {120, 100, 60, 255};
}

// A rule's paragraphs and picture from `y`; returns the y under them.
float draw_rule_text(App& app, const RuleEntry& e, float x, float y, float w, const Rect& pane) {
  for (const auto& p : e.paragraphs) y = rich_paragraph(app, p, x, y, w, pane.y, pane.bottom());
  if (!e.picture.empty()) {
    const float ph = rule_picture_height(e.picture);
    if (y + ph + 4 > pane.y && y < pane.bottom()) draw_rule_picture(app.canvas, {x, y + 4, std::min(w, 720.f), ph}, e.picture, app.look(), app.strings);
    y += ph + 20;
  }
  return y;
}

void draw_entry(App& app, const Rect& pane) {
  Teach& T = app.teach;
  Canvas& c = app.canvas;
  const RulesText& R = text_of(app);
  if (T.rules_view.shown < 0 || T.rules_view.shown >= static_cast<int>(R.entries.size())) return;
  const RuleEntry& e = R.entries[static_cast<std::size_t>(T.rules_view.shown)];
  clip(app, pane);
  const float x = pane.x + 20, w = pane.w - 40;
  float y = pane.y + 16 - T.rules_view.text_scroll;
  // Kind badge and the section it belongs to.
  const std::string badge = kind_label(app, e.kind);
  const float bw = c.text_width(badge, Font::Bold, theme::kSmall) + 18;
  c.rounded({x, y, bw, 22}, 11, kind_colour(e.kind));
  c.text(badge, Font::Bold, theme::kSmall, theme::kText, {x + bw / 2, y + 11}, Align::Center);
  if (!e.section) {
    const RuleEntry& sec = R.entries[static_cast<std::size_t>(R.section_of(T.rules_view.shown))];
    const std::string crumb = sec.id + " " + sec.title;
    const Rect hit{x + bw + 12, y, c.text_width(crumb, Font::Body, theme::kSmall), 22};
    c.text(crumb, Font::Body, theme::kSmall, app.pointer.hover(hit) ? theme::kGoldBright : theme::kTextDim, {hit.x, y + 11}, Align::Left);
    if (app.pointer.take(hit)) go_to(app, R.section_of(T.rules_view.shown));
  }
  y += 36;
  const std::string heading = e.id + "  " + e.title;
  c.text(heading, Font::Title, c.fit_size(heading, Font::Title, theme::kHeading + 4, w), theme::kGoldBright, {x, y + 14}, Align::Left);
  y += 40;
  y = draw_rule_text(app, e, x, y, w, pane);
  // A section reads whole: every rule under it with its own heading (a click shows that rule alone,
  // as the list and the search do), so nobody has to open them one by one.
  for (int i : R.rules_of(T.rules_view.shown)) {
    const RuleEntry& r = R.entries[static_cast<std::size_t>(i)];
    y += 6;
    const std::string head = r.id + "  " + r.title;
    const Rect row{x - 6, y, w + 12, 32};
    const bool shown = row.y > pane.y && row.bottom() < pane.bottom();
    const bool hov = app.pointer.hover(row) && shown;
    if (hov) c.rounded(row, 6, Rgba{80, 60, 40, 200});
    c.fill({x, y + 31, w, 1}, Rgba{120, 90, 50, 160});
    c.text(head, Font::Title, c.fit_size(head, Font::Title, theme::kLarge, w), hov ? theme::kGoldBright : theme::kGold, {x, y + 16}, Align::Left);
    if (shown && app.pointer.take(row)) go_to(app, i);  // a link the pad's focus can reach too
    y += 40;
    y = draw_rule_text(app, r, x, y, w, pane);
  }
  SDL_RenderSetClipRect(app.renderer.get(), nullptr);
  // Scrolling stops once the last line is in view.
  const float content = y + T.rules_view.text_scroll - pane.y;
  T.rules_view.text_scroll = std::clamp(T.rules_view.text_scroll, 0.f, std::max(0.f, content - pane.h + 20));
}

void draw_list(App& app, const Rect& pane, const std::vector<int>& entries) {
  Teach& T = app.teach;
  Canvas& c = app.canvas;
  const RulesText& R = text_of(app);
  clip(app, pane);
  float y = pane.y + 8 - T.rules_view.list_scroll;
  for (int i : entries) {
    const RuleEntry& e = R.entries[static_cast<std::size_t>(i)];
    const float h = e.section ? 30 : 24;
    const Rect row{pane.x + 6, y, pane.w - 12, h};
    if (row.bottom() > pane.y && row.y < pane.bottom()) {
      const bool sel = i == T.rules_view.shown, hov = app.pointer.hover(row) && app.pointer.hover(pane);
      if (sel || hov) c.rounded(row, 6, sel ? Rgba{170, 122, 44, 255} : Rgba{80, 60, 40, 200});
      const Rgba ink = sel ? Rgba{30, 20, 10, 255} : e.section ? theme::kGold : theme::kText;
      const float indent = e.section ? 8 : 22;
      const std::string label = e.id + "  " + e.title;
      const Font f = e.section ? Font::Title : Font::Body;
      const float size = e.section ? theme::kBody : theme::kSmall;
      c.text(label, f, c.fit_size(label, f, size, row.w - indent - 30), ink, {row.x + indent, row.center().y}, Align::Left);
      if (e.kind != "standard" && e.kind != "app" && !e.section) c.circle({row.right() - 10, row.center().y}, 4, kind_colour(e.kind));
      const bool whole = row.y >= pane.y && row.bottom() <= pane.bottom();  // the pad's focus reaches the rows in view
      if ((hov || whole) && app.pointer.take(row)) go_to(app, i);
    }
    y += h + 2;
  }
  SDL_RenderSetClipRect(app.renderer.get(), nullptr);
  const float content = y + T.rules_view.list_scroll - pane.y;
  T.rules_view.list_scroll = std::clamp(T.rules_view.list_scroll, 0.f, std::max(0.f, content - pane.h + 10));
}

}  // namespace

void open_rules(App& app, const std::string& rule_id) {
  Teach& T = app.teach;
  if (!app.screens.shows(Screen::Rules)) {  // opened over the current screen, which it returns to
    T.rules_view.history.clear();
    T.rules_view.shown = -1;
    app.screens.push(Screen::Rules);
  }
  T.rules_view.search = {};
  const int at = text_of(app).find(rule_id);
  go_to(app, at >= 0 ? at : 0);
  // The list opens with the chosen rule's section at its top (the rows' heights as draw_list lays them).
  const RulesText& R = text_of(app);
  int section = std::max(0, T.rules_view.shown);
  while (section > 0 && !R.entries[static_cast<std::size_t>(section)].section) --section;
  float y = 0;
  for (int i = 0; i < section; ++i) y += (R.entries[static_cast<std::size_t>(i)].section ? 30.f : 24.f) + 2.f;
  T.rules_view.list_scroll = y;
  SDL_StartTextInput();
}

void rules_screen_event(App& app, const SDL_Event& e) {
  Teach& T = app.teach;
  const std::string before = T.rules_view.search.text;
  if (search_box_event(T.rules_view.search, e)) {  // Backspace only edits the text: leaving is Esc or Back
    if (T.rules_view.search.text == before) return;
    T.rules_view.list_scroll = 0;
    const auto found = visible_entries(app);
    if (!found.empty() && std::find(found.begin(), found.end(), T.rules_view.shown) == found.end()) go_to(app, found.front());
    return;
  }
  if (e.type == SDL_MOUSEWHEEL) {
    const float d = -static_cast<float>(e.wheel.y) * 48;
    if (app.pointer.pos.x < 390) T.rules_view.list_scroll += d;
    else T.rules_view.text_scroll += d;
    return;
  }
  if (e.type != SDL_KEYDOWN) return;
  const SDL_Keycode k = e.key.keysym.sym;
  if (k == SDLK_ESCAPE) {
    if (!T.rules_view.search.text.empty()) T.rules_view.search = {};
    else app.screens.pop();
  } else if (k == SDLK_DOWN || k == SDLK_UP) {
    const auto v = visible_entries(app);
    auto it = std::find(v.begin(), v.end(), T.rules_view.shown);
    if (it == v.end()) {
      if (!v.empty()) go_to(app, v.front());
    } else if (k == SDLK_DOWN && it + 1 != v.end()) {
      T.rules_view.shown = *(it + 1), T.rules_view.text_scroll = 0;
    } else if (k == SDLK_UP && it != v.begin()) {
      T.rules_view.shown = *(it - 1), T.rules_view.text_scroll = 0;
    }
  } else if (k == SDLK_PAGEDOWN) {
    T.rules_view.text_scroll += 300;
  } else if (k == SDLK_PAGEUP) {
    T.rules_view.text_scroll -= 300;
  }
}

void draw_rules(App& app) {
  Teach& T = app.teach;
  Canvas& c = app.canvas;
  const float W = app.vp.width, H = app.vp.height;
  table_background(c, W, H);
  c.text(app.tr("rules.title"), Font::Title, theme::kTitle * 0.75f, theme::kGold, {24, 34}, Align::Left);
  // Search box: typing goes here.
  const Rect search{W / 2 - 250, 14, 500, 40};
  c.rounded(search, 8, Rgba{20, 15, 12, 255});
  c.rounded_outline(search, 8, 2, theme::kGold);
  const bool blink = (SDL_GetTicks() / 500) % 2 == 0;
  if (T.rules_view.search.text.empty()) c.text(app.tr("rules.search"), Font::Body, theme::kBody, theme::kTextDim, {search.x + 14, search.center().y}, Align::Left);
  else if (T.rules_view.search.all_selected) {  // Ctrl+A: the whole text highlighted, the next key replaces it
    const float tw = c.text_width(T.rules_view.search.text, Font::Bold, theme::kLarge);
    c.rounded({search.x + 10, search.y + 6, tw + 8, search.h - 12}, 4, Rgba{170, 122, 44, 255});
    c.text(T.rules_view.search.text, Font::Bold, theme::kLarge, Rgba{30, 20, 10, 255}, {search.x + 14, search.center().y}, Align::Left);
  } else c.text(T.rules_view.search.text + (blink ? "|" : ""), Font::Bold, theme::kLarge, theme::kText, {search.x + 14, search.center().y}, Align::Left);
  const Rect back{W - 300, 14, 136, 40}, close{W - 156, 14, 136, 40};
  if (button(c, app.pointer, back, app.tr("common.back"), true, ButtonStyle::Normal)) go_back(app);
  if (button(c, app.pointer, close, app.tr("rules.close"), true, ButtonStyle::Primary)) app.screens.pop();
  const Rect list{16, 66, 370, H - 100}, pane{398, 66, W - 414, H - 100};
  panel(c, list);
  panel(c, pane);
  if (!T.rules_error.empty()) {
    c.text_box(app.tr("rules.load_error", {T.rules_error}), Font::Bold, theme::kBody, theme::kBad, pane.inset(20));
  } else {
    const std::vector<int> entries = visible_entries(app);
    if (!T.rules_view.search.text.empty()) {
      const std::string found = entries.empty() ? app.tr("rules.no_results", {T.rules_view.search.text}) : app.tr(entries.size() == 1 ? "rules.results_one" : "rules.results", {std::to_string(entries.size())});
      c.text(found, Font::Bold, theme::kSmall, entries.empty() ? theme::kBad : theme::kGoldBright, {search.right() - 12, search.center().y}, Align::Right);
    }
    draw_list(app, {list.x, list.y + 4, list.w, list.h - 8}, entries);
    draw_entry(app, pane);
  }
  c.text(app.tr("rules.keys"), Font::Body, theme::kSmall, theme::kTextDim, {W / 2, H - 16}, Align::Center);
}

bool RulesScreen::handle(App& app, const InputEvent& e) {
  // The pad's B returns where the rules were opened from (keys go to the screen: Esc clears the search first).
  if (!e.key() && e.intent && (e.intent->kind == Intent::Kind::Back || e.intent->kind == Intent::Kind::Menu)) {
    app.screens.pop();
    return true;
  }
  if (e.key() || e.sdl.type == SDL_TEXTINPUT || e.sdl.type == SDL_MOUSEWHEEL) {
    rules_screen_event(app, e.sdl);
    return true;
  }
  return AppScreen::handle(app, e);
}

}  // namespace hs::app
