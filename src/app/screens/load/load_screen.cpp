// Load: the saves in the XDG data dir (the autosave and saves/*.json), newest first. A damaged or
// foreign save shows the engine's reason instead of opening.
#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>

#include "app/platform/save_names.hpp"
#include "app/render/theme.hpp"
#include "app/screens/load/load_screen.hpp"
#include "app/screens/review/review_screen.hpp"
#include "app/session/autosave.hpp"
#include "app/shell/app.hpp"
#include "app/table/input/table_input.hpp"

namespace hs::app {

std::vector<std::string> list_save_files() {
  namespace fs = std::filesystem;
  std::vector<std::pair<fs::file_time_type, std::string>> found;
  std::error_code ec;
  auto consider = [&](const fs::path& p) {
    // Beside a save: its seats file and its game review (*.json.analysis.json), not saves themselves.
    const std::string name = p.filename().string();
    if (p.extension() == ".json" && name.find(".seats.") == std::string::npos && name.find(".analysis.") == std::string::npos &&
        fs::is_regular_file(p, ec))
      found.push_back({fs::last_write_time(p, ec), p.string()});
  };
  if (fs::exists(autosave_path(), ec)) consider(autosave_path());
  const fs::path saves = fs::path(data_dir()) / "saves";
  if (fs::is_directory(saves, ec))
    for (const auto& e : fs::directory_iterator(saves, ec)) consider(e.path());
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<std::string> files;
  for (auto& f : found) files.push_back(f.second);
  return files;
}

bool open_save(App& app, const std::string& path) {
  if (!app.content) return false;
  // The game on the table may still be writing these files: let it finish before they are read.
  // (If the open fails it autosaves again from its next action.)
  if (app.session) app.session->stop_autosave();
  std::vector<std::string> notes;
  auto s = Session::open(*app.content, path, &notes);
  if (!s) {
    // The engine's reason names the file; the player only needs the file's own name.
    std::string reason = s.refusal().reason;
    const std::string name = std::filesystem::path(path).filename().string();
    for (std::size_t at = reason.find(path); at != std::string::npos; at = reason.find(path)) reason.replace(at, path.size(), name);
    // A damaged autosave would refuse every Continue: it is kept aside, out of Continue's way.
    if (path == autosave_path()) reason = set_aside_autosave(path, reason);
    app.notify(app.tr("load.failed", {name, reason}), 8000);
    return false;
  }
  start_session(app, std::move(s.value()));
  // Continue goes on autosaving where it left off (the files were just read); another save becomes
  // the autosave at its first action.
  if (path == autosave_path()) {
    if (auto err = app.session->autosave_to(path, false, notes)) notes.push_back(app.tr("table.autosave_failed", {*err}));
  }
  if (!notes.empty()) app.notify(join_notes(notes), 8000);
  return true;
}

namespace {
// "2026-11-21 23:48": when a save was last written, in local time ("" when unknown).
std::string saved_at(const std::string& path) {
  std::error_code ec;
  const auto t = std::filesystem::last_write_time(path, ec);
  if (ec) return "";
  const std::time_t tt = std::chrono::system_clock::to_time_t(std::chrono::file_clock::to_sys(t));
  std::tm tm{};
  if (!localtime_r(&tt, &tm)) return "";
  char buf[32];
  return std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &tm) ? buf : "";
}
}  // namespace

void draw_load(App& app, const std::vector<std::string>& files) {
  Canvas& c = app.canvas;
  const float W = app.vp.width, H = app.vp.height;
  table_background(c, W, H);
  c.text(app.tr("load.title"), Font::Title, theme::kTitle, theme::kGold, {W / 2, 60}, Align::Center);
  const Rect list{W / 2 - 480, 110, 960, H - 230};  // 120 wider for the Review button beside each save
  panel(c, list);
  if (files.empty()) c.text(app.tr("load.none"), Font::Body, theme::kBody, theme::kTextDim, list.center(), Align::Center);
  float y = list.y + 14;
  for (const std::string& f : files) {
    if (y + 44 > list.bottom()) break;
    std::string label = save_label(*app.content, f, app.strings);
    if (f == autosave_path()) label = app.tr("load.autosave", {label});
    const Rect row{list.x + 16, y, list.w - 32 - 118, 40};
    const bool clicked = button(c, app.pointer, row, label, true, ButtonStyle::Quiet);
    c.text(saved_at(f), Font::Body, theme::kSmall, theme::kTextDim, {row.right() - 14, row.center().y}, Align::Right);
    // The game review of this save (review_screen.hpp), over this screen.
    if (button(c, app.pointer, {row.right() + 8, y, 110, 40}, app.tr("review.load_button"))) return open_review_of_save(app, f);
    if (clicked && open_save(app, f)) app.screens.replace(app.session->game().finished() ? Screen::End : Screen::Table);
    y += 48;
  }
  if (button(c, app.pointer, {W / 2 - 120, H - 80, 240, 50}, app.tr("common.back"), true, ButtonStyle::Primary))
    app.screens.replace(Screen::Menu);
}

}  // namespace hs::app
