// How the coach's sections share a box too small for all of them (larger text, a short log column):
// the text shrinks, never below its size at 100% text; then each section keeps at least its first
// rows, the most useful section first, and a cut section ends with "…" after words, never "…" alone.
// No SDL: the rows a line wraps to are measured by the caller.
#pragma once

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>
#include <string>
#include <vector>

namespace hs::app {

struct CoachSection {
  const std::vector<std::string>* lines = nullptr;
  bool titled = false;  // a title row ("Why it fails") above the lines
  int priority = 0;     // lower gets its rows first
};

struct CoachFit {
  float size = 0;             // the size the lines and titles are drawn at
  std::vector<int> rows;      // per section: how many of its wrapped rows are drawn
  std::vector<bool> cut;      // per section: rows were left out (the last drawn row ends with "…")
};

// The height of a section's title row and of one wrapped row at `size`; a line's rows are followed by
// a gap of kCoachLineGap.
inline float coach_title_height(float size) { return size * 1.25f + 4; }
inline float coach_row_height(float size) { return size * 1.25f; }
inline constexpr float kCoachLineGap = 4;

namespace coach_fit_detail {

inline float whole_height(const std::vector<CoachSection>& sections, float size, const std::function<int(const std::string&, float)>& rows_of) {
  float h = 0;
  for (const CoachSection& s : sections) {
    if (!s.lines || s.lines->empty()) continue;
    if (s.titled) h += coach_title_height(size);
    for (const std::string& l : *s.lines) h += static_cast<float>(rows_of(l, size)) * coach_row_height(size) + kCoachLineGap;
  }
  return h;
}

}  // namespace coach_fit_detail

// `rows_of(line, size)`: how many rows the line wraps to at that size. `room`: the height to fill.
inline CoachFit fit_coach_sections(const std::vector<CoachSection>& sections, float room, float size, float floor_size,
                                   const std::function<int(const std::string&, float)>& rows_of) {
  CoachFit fit;
  const std::size_t n = sections.size();
  fit.rows.assign(n, 0);
  fit.cut.assign(n, false);
  floor_size = std::min(floor_size, size);
  // Everything shown at the largest size that lets it fit, down to the floor.
  float s = size;
  while (s > floor_size && coach_fit_detail::whole_height(sections, s, rows_of) > room) s = std::max(floor_size, s - 0.5f);
  fit.size = s;
  std::vector<std::vector<int>> line_rows(n);
  std::vector<int> total(n, 0);
  float fixed = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (!sections[i].lines) continue;
    for (const std::string& l : *sections[i].lines) line_rows[i].push_back(rows_of(l, s));
    total[i] = std::accumulate(line_rows[i].begin(), line_rows[i].end(), 0);
    if (total[i] > 0) fixed += (sections[i].titled ? coach_title_height(s) : 0) + kCoachLineGap * static_cast<float>(line_rows[i].size());
  }
  if (coach_fit_detail::whole_height(sections, s, rows_of) <= room) {
    fit.rows = total;
    return fit;
  }
  // Too little room even at the floor: rows are shared out, the most useful section first. Each
  // section gets one row, then the rest of its first line (its first sentence), then the rest.
  int budget = std::max(0, static_cast<int>(std::floor((room - fixed) / coach_row_height(s))));
  std::vector<std::size_t> order(n);
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return sections[a].priority < sections[b].priority; });
  const auto give = [&](std::size_t i, int up_to) {
    const int more = std::clamp(up_to - fit.rows[i], 0, budget);
    fit.rows[i] += more;
    budget -= more;
  };
  for (std::size_t i : order)
    if (total[i] > 0) give(i, 1);
  for (std::size_t i : order)
    if (total[i] > 0) give(i, line_rows[i].front());
  for (std::size_t i : order) give(i, total[i]);
  for (std::size_t i = 0; i < n; ++i) fit.cut[i] = fit.rows[i] < total[i];
  return fit;
}

}  // namespace hs::app
