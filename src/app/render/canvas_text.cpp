// The canvas's text: fonts by face and size, the text texture cache, measuring, fitting and wrapping.
#include "app/render/canvas.hpp"

#include <algorithm>
#include <cmath>

namespace hs::app {

const char* font_file(Font f) {
  switch (f) {
    case Font::Body: return "fonts/Lato-Regular.ttf";
    case Font::Bold: return "fonts/Lato-Bold.ttf";
    case Font::Title: return "fonts/Vollkorn-SemiBold.ttf";
  }
  return "fonts/Lato-Regular.ttf";
}

TTF_Font* Canvas::font(Font f, int px) {
  auto key = std::make_pair(static_cast<int>(f), px);
  auto it = fonts_.find(key);
  if (it != fonts_.end()) return it->second;
  TTF_Font* tf = TTF_OpenFont((assets_ + "/" + font_file(f)).c_str(), px);
  if (tf) TTF_SetFontHinting(tf, TTF_HINTING_LIGHT);
  fonts_[key] = tf;
  return tf;
}

SDL_Texture* Canvas::text_texture(const std::string& s, Font f, int px, Rgba ink, int& w, int& h) {
  const std::uint32_t rgb = (static_cast<std::uint32_t>(ink.r) << 16) | (static_cast<std::uint32_t>(ink.g) << 8) | ink.b;
  auto key = std::make_tuple(s, static_cast<int>(f), px, rgb);
  auto it = text_cache_.find(key);
  if (it == text_cache_.end()) {
    if (text_cache_.size() > 2500) {  // bounded: drop entries not used in the last frames
      for (auto j = text_cache_.begin(); j != text_cache_.end();) {
        if (j->second.last_used + 60 < frame_counter_) {
          destroy(j->second.tex);
          j = text_cache_.erase(j);
        } else {
          ++j;
        }
      }
    }
    TextEntry e;
    TTF_Font* tf = font(f, px);
    if (tf) {
      SDL_Surface* surf = TTF_RenderUTF8_Blended(tf, s.c_str(), SDL_Color{ink.r, ink.g, ink.b, 255});
      if (surf) {
        e.tex = SDL_CreateTextureFromSurface(r_, surf);
        e.w = surf->w;
        e.h = surf->h;
        SDL_FreeSurface(surf);
      }
    }
    it = text_cache_.emplace(key, e).first;
    char ink_hex[8];
    std::snprintf(ink_hex, sizeof ink_hex, "%06x", static_cast<unsigned>(rgb));
    made(e.tex, &it->second, "text " + std::to_string(static_cast<int>(f)) + "/" + std::to_string(px) + "/" + ink_hex + " " + s);
  } else if (it->second.tex && !owned_by(it->second.tex, &it->second)) {
    // Never another entry's picture (the issue-24 symptom: a name drawn as a die symbol): drop it.
    text_cache_.erase(it);
    return text_texture(s, f, px, ink, w, h);
  }
  it->second.last_used = frame_counter_;
  w = it->second.w;
  h = it->second.h;
  return it->second.tex;
}

void Canvas::text(const std::string& s, Font f, float size, Rgba c, Point at, Align a) {
  if (s.empty()) return;
  const int px = std::max(6, static_cast<int>(std::lround(size * vp_.scale)));
  int w = 0, h = 0;
  SDL_Texture* t = text_texture(s, f, px, c, w, h);
  if (!t) return;
  last_drawn_ = t;
  SDL_SetTextureAlphaMod(t, c.a);
  float x = at.x * vp_.scale;
  if (a == Align::Center) x -= static_cast<float>(w) / 2;
  if (a == Align::Right) x -= static_cast<float>(w);
  const SDL_FRect dst{std::round(x), std::round(at.y * vp_.scale - static_cast<float>(h) / 2),
                      static_cast<float>(w), static_cast<float>(h)};
  SDL_RenderCopyF(r_, t, nullptr, &dst);
  if (text_record_) record(dst, s);
}

void Canvas::record(const SDL_FRect& px, const std::string& s) {
  float x0 = px.x, y0 = px.y, x1 = px.x + px.w, y1 = px.y + px.h;
  if (SDL_RenderIsClipEnabled(r_)) {  // only what shows through the clip
    SDL_Rect clip;
    SDL_RenderGetClipRect(r_, &clip);
    x0 = std::max(x0, static_cast<float>(clip.x));
    y0 = std::max(y0, static_cast<float>(clip.y));
    x1 = std::min(x1, static_cast<float>(clip.x + clip.w));
    y1 = std::min(y1, static_cast<float>(clip.y + clip.h));
    if (x1 <= x0 || y1 <= y0) return;
  }
  const float k = vp_.scale;
  const bool sideways = x0 > px.x + 1 || x1 < px.x + px.w - 1;
  text_record_->push_back({{x0 / k, y0 / k, (x1 - x0) / k, (y1 - y0) / k}, s, sheet_, sideways});
}

float Canvas::text_width(const std::string& s, Font f, float size) {
  if (s.empty()) return 0;
  const int px = std::max(6, static_cast<int>(std::lround(size * vp_.scale)));
  return static_cast<float>(text_width_px(s, f, px)) / vp_.scale;
}

int Canvas::text_width_px(const std::string& s, Font f, int px) {
  // Word wrapping and fitting measure the same strings every frame: remember the answers.
  std::string key = std::to_string(static_cast<int>(f)) + '/' + std::to_string(px) + '/' + s;
  auto it = width_cache_.find(key);
  if (it != width_cache_.end()) return it->second;
  if (width_cache_.size() > 20000) width_cache_.clear();  // bounded; refilled within a frame
  TTF_Font* tf = font(f, px);
  int w = 0, h = 0;
  if (!tf || TTF_SizeUTF8(tf, s.c_str(), &w, &h) != 0) w = 0;
  width_cache_.emplace(std::move(key), w);
  return w;
}

float Canvas::fit_size(const std::string& s, Font f, float size, float width) {
  float sz = size;
  const float floor = size * 0.6f / text_scale_;
  while (sz > floor && text_width(s, f, sz) > width) sz -= 0.5f;
  return sz;
}

std::vector<std::string> Canvas::wrap(const std::string& s, Font f, float size, float width) {
  std::vector<std::string> lines;
  std::string para;
  auto flush_para = [&](const std::string& p) {
    std::string line, word;
    std::size_t i = 0;
    while (i <= p.size()) {
      if (i == p.size() || p[i] == ' ') {
        if (!word.empty()) {
          const std::string cand = line.empty() ? word : line + " " + word;
          if (!line.empty() && text_width(cand, f, size) > width) {
            lines.push_back(line);
            line = word;
          } else {
            line = cand;
          }
          word.clear();
        }
      } else {
        word += p[i];
      }
      ++i;
    }
    lines.push_back(line);
  };
  std::size_t start = 0;
  while (true) {
    const std::size_t nl = s.find('\n', start);
    flush_para(s.substr(start, nl == std::string::npos ? std::string::npos : nl - start));
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  return lines;
}

TextFit Canvas::fit_text(const std::string& s, Font f, float size, float w, float h, float min_size, float line_gap) {
  TextFit t;
  auto fits = [&](const std::vector<std::string>& lines, float sz) {
    if (static_cast<float>(lines.size()) * sz * line_gap > h + 0.5f && lines.size() > 1) return false;
    for (const auto& l : lines)
      if (text_width(l, f, sz) > w) return false;
    return true;
  };
  float sz = size;
  auto lines = wrap(s, f, sz, w);
  while (!fits(lines, sz) && sz - 0.5f >= min_size) {
    sz -= 0.5f;
    lines = wrap(s, f, sz, w);
  }
  t.size = sz;
  t.line_height = sz * line_gap;
  if (!fits(lines, sz)) {
    // The last resort: as many lines as the box holds, the last one shortened to end in "…".
    t.cut = true;
    const std::size_t keep = static_cast<std::size_t>(std::max(1.f, std::floor((h + 0.5f) / t.line_height)));
    const bool dropped = lines.size() > keep;
    if (dropped) lines.resize(keep);
    for (auto& l : lines) {
      const bool last = &l == &lines.back();
      if (!(last && dropped) && text_width(l, f, sz) <= w) continue;
      while (!l.empty() && text_width(l + "…", f, sz) > w) l.pop_back();
      // Do not leave half of a UTF-8 sequence behind.
      while (!l.empty() && (static_cast<unsigned char>(l.back()) & 0xC0) == 0x80) l.pop_back();
      if (!l.empty() && (static_cast<unsigned char>(l.back()) & 0x80)) l.pop_back();
      l += "…";
    }
  }
  t.lines = std::move(lines);
  return t;
}

void Canvas::draw_fit(const TextFit& t, Font f, Rgba c, const Rect& box, Align a, bool middle) {
  const float used = static_cast<float>(t.lines.size()) * t.line_height;
  float y = (middle ? box.center().y - used / 2 : box.y) + t.line_height / 2;
  const float x = a == Align::Left ? box.x : a == Align::Center ? box.x + box.w / 2 : box.right();
  for (const auto& l : t.lines) {
    text(l, f, t.size, c, {x, y}, a);
    y += t.line_height;
  }
}

float Canvas::text_box(const std::string& s, Font f, float size, Rgba c, const Rect& box, Align a,
                       float line_gap) {
  const TextFit t = fit_text(s, f, size, box.w, box.h, std::max(6.f, size * 0.8f), line_gap);
  draw_fit(t, f, c, box, a);
  return static_cast<float>(t.lines.size()) * t.line_height;
}

}  // namespace hs::app
