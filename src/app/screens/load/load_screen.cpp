// Load: the saves in the XDG data dir (the autosave and saves/*.json), newest first, with their pictures,
// summaries, rename and delete. A damaged or foreign save shows the engine's reason instead of opening.
#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>

#include "app/platform/save_files.hpp"
#include "app/platform/save_names.hpp"
#include "app/render/text_field.hpp"
#include "app/render/thumbnail.hpp"
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

// Rows of the list and the picture in each (16:9, the table's usual shape; others are fitted inside).
constexpr float kRowHeight = 84, kRowGap = 8, kPictureW = 128, kPictureH = 72;

// A row's three lines (name, who plays, when) at the text size chosen: where each is centred from the
// row's top, and the row's height (84 at 100%, taller with larger text).
float load_name_y() { return std::max(20.f, 8 + theme::kLarge * 0.6f); }
float load_line_y() { return std::max(48.f, load_name_y() + theme::kLarge * 0.6f + theme::kBody * 0.625f); }
float load_when_y() { return std::max(70.f, load_line_y() + theme::kBody * 0.625f + theme::kSmall * 0.625f); }
float load_row_height() { return std::max(kRowHeight, load_when_y() + theme::kSmall * 0.625f + 10); }

}  // namespace

void LoadScreen::reload(App& app) {
  entries_.clear();
  for (const std::string& f : list_save_files()) {
    Entry e;
    e.path = f;
    e.autosave = f == autosave_path();
    // The autosave is read with its journals: the round it stands at, the time of its last action.
    if (app.content) e.summary = read_save_summary(*app.content, f, e.autosave, app.settings.language);
    entries_.push_back(std::move(e));
  }
  renaming_ = deleting_ = -1;
  reload_ = false;
}

bool LoadScreen::handle(App& app, const InputEvent& e) {
  if (e.left_click()) {
    app.pointer.click = e.at;
    return true;
  }
  if (renaming_ >= 0 && search_box_event(new_name_, e.sdl)) {
    rename_problem_.clear();
    return true;
  }
  if (e.sdl.type == SDL_MOUSEWHEEL) {
    scroll_ = std::max(0.f, scroll_ - static_cast<float>(e.sdl.wheel.y) * (load_row_height() + kRowGap));
    return true;
  }
  if (!e.key()) return false;
  const SDL_Keycode k = e.sdl.key.keysym.sym;
  if (k == SDLK_ESCAPE) {
    if (deleting_ >= 0) deleting_ = -1;  // the question's default: keep the save
    else if (renaming_ >= 0) renaming_ = -1;
    else app.screens.pop();  // back where Load was opened: the menu, or the paused table
    return true;
  }
  if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && renaming_ >= 0) {
    finish_rename(app);
    return true;
  }
  return renaming_ >= 0 || deleting_ >= 0;  // the list waits while a question is open
}

void LoadScreen::finish_rename(App& app) {
  if (renaming_ < 0 || renaming_ >= static_cast<int>(entries_.size())) return;
  const std::string path = entries_[static_cast<std::size_t>(renaming_)].path;
  const std::string name = trim_save_name(new_name_.text);
  if (name == save_name_of(path)) {
    renaming_ = -1;
    return;
  }
  if (auto p = save_name_problem(name)) {
    rename_problem_ = p->key == "save.name_char" && p->character.empty() ? app.tr("save.name_control")
                      : p->key == "save.name_long"                       ? app.tr(p->key, {std::to_string(kMaxSaveNameBytes)})
                                                                         : app.tr(p->key, {p->character});
    return;
  }
  std::error_code ec;
  const std::string to = named_save_path(std::filesystem::path(path).parent_path().string(), name);
  if (std::filesystem::exists(std::filesystem::symlink_status(to, ec))) {
    rename_problem_ = app.tr("load.rename_taken", {name});  // another save is never overwritten
    return;
  }
  if (auto err = rename_save(path, name)) {
    rename_problem_ = *err;
    return;
  }
  app.confirm(app.tr("load.renamed", {name}));
  renaming_ = -1;
  reload_ = true;  // read again at the next frame, not under the row being drawn
}

void LoadScreen::draw_row(App& app, std::size_t i, const Rect& row) {
  Canvas& c = app.canvas;
  Pointer& p = app.pointer;
  Entry& e = entries_[i];
  const bool renaming = renaming_ == static_cast<int>(i);
  const bool asking = deleting_ >= 0 || (renaming_ >= 0 && !renaming);
  draw_button(c, row, "", true, !asking && !renaming && p.hover(row), ButtonStyle::Quiet);
  // The table as it was saved, or a plain tile (no picture, or one that cannot be read).
  const Rect tile{row.x + 8, row.y + (row.h - kPictureH) / 2, kPictureW, kPictureH};
  if (!e.picture_tried) {
    e.picture_tried = true;
    e.picture = load_thumbnail(c.renderer(), thumbnail_path(e.path));
  }
  c.rounded(tile, 6, theme::kTableDark);
  int tw = 0, th = 0;
  if (e.picture && SDL_QueryTexture(e.picture.get(), nullptr, nullptr, &tw, &th) == 0 && tw > 0 && th > 0) {
    const float k = std::min(tile.w / static_cast<float>(tw), tile.h / static_cast<float>(th));
    const float w = static_cast<float>(tw) * k, h = static_cast<float>(th) * k, s = app.vp.scale;
    const SDL_FRect dst{(tile.center().x - w / 2) * s, (tile.center().y - h / 2) * s, w * s, h * s};
    SDL_RenderCopyF(c.renderer(), e.picture.get(), nullptr, &dst);
  } else {
    c.svg("ui/logo", tile.inset(18), 60);
  }
  c.rounded_outline(tile, 6, 1, theme::kPanelEdge);

  // The row's own buttons on the right: Review for every save, Rename and Delete for a named one.
  const float tx = tile.right() + 16, right_w = e.autosave ? 122 : 372;
  const float text_w = row.right() - right_w - tx - 12;
  const std::string name = e.autosave ? app.tr("load.in_progress") : save_name_of(e.path);
  if (renaming) {
    draw_text_field(c, {tx, row.y + 6, text_w, 34}, new_name_, app.tr("save.placeholder"));
  } else {
    const float size = c.fit_size(name, Font::Bold, theme::kLarge, text_w);
    c.text(name, Font::Bold, size, theme::kGold, {tx, row.y + load_name_y()}, Align::Left);
  }
  const SaveSummary& s = e.summary;
  std::string line = summary_line(s, app.strings);
  if (s.readable && !s.who.empty()) line = s.who + " · " + line;
  c.text(line, Font::Body, c.fit_size(line, Font::Body, theme::kBody, text_w), theme::kText, {tx, row.y + load_line_y()}, Align::Left);
  if (renaming && !rename_problem_.empty())
    c.text(rename_problem_, Font::Bold, c.fit_size(rename_problem_, Font::Bold, theme::kSmall, text_w), theme::kBad, {tx, row.y + load_when_y()}, Align::Left);
  else if (s.last_played != 0)
    c.text(app.tr("load.last_played", {local_time_text(s.last_played)}), Font::Body, theme::kSmall, theme::kTextDim, {tx, row.y + load_when_y()}, Align::Left);

  // The game review of this save (review_screen.hpp), over this screen.
  const Rect review{row.right() - (e.autosave ? 122 : 366), row.center().y - 20, 114, 40};
  if (!asking && !renaming && button(c, p, review, app.tr("review.load_button"))) {
    opened_ = true;
    return open_review_of_save(app, e.path);
  }
  if (asking || renaming) draw_button(c, review, app.tr("review.load_button"), false, false);
  // Managing a named save (the autosave is Continue's game: it is replaced by play, not by hand).
  if (!e.autosave) {
    const Rect first{row.right() - 244, row.center().y - 20, 114, 40}, second{row.right() - 122, row.center().y - 20, 114, 40};
    if (renaming) {
      if (button(c, p, second, app.tr("load.rename_ok"), true, ButtonStyle::Primary)) finish_rename(app);
      if (button(c, p, first, app.tr("common.cancel"))) renaming_ = -1;
    } else if (!asking) {
      if (button(c, p, first, app.tr("load.rename"))) {
        renaming_ = static_cast<int>(i);
        new_name_ = SearchBox{save_name_of(e.path), true};
        rename_problem_.clear();
        SDL_StartTextInput();
      }
      if (button(c, p, second, app.tr("load.delete"))) deleting_ = static_cast<int>(i);
    } else {
      draw_button(c, first, app.tr("load.rename"), false, false);
      draw_button(c, second, app.tr("load.delete"), false, false);
    }
  }
  // The rest of the row opens the save (a row's own buttons took their clicks above).
  if (!asking && !renaming && p.take(row) && open_save(app, e.path)) {
    opened_ = true;
    app.screens.replace(app.session->game().finished() ? Screen::End : Screen::Table);
  }
}

void LoadScreen::draw_delete_question(App& app) {
  Canvas& c = app.canvas;
  const Entry& e = entries_[static_cast<std::size_t>(deleting_)];
  c.fill({0, 0, app.vp.width, app.vp.height}, Rgba{0, 0, 0, 150});
  const Rect box{(app.vp.width - 600) / 2, (app.vp.height - 220) / 2, 600, 220};
  panel(c, box, true);
  c.text(app.tr("load.delete_title"), Font::Title, theme::kHeading, theme::kGold, {box.center().x, box.y + 36}, Align::Center);
  c.text_box(app.tr("load.delete_ask", {save_name_of(e.path)}), Font::Body, theme::kBody, theme::kText,
             {box.x + 30, box.y + 64, box.w - 60, 64}, Align::Center, 1.3f);
  const float y = box.bottom() - 68;
  // Keeping it is the default: the primary button, and Esc.
  if (button(c, app.pointer, {box.center().x - 190, y, 180, 46}, app.tr("load.keep"), true, ButtonStyle::Primary)) deleting_ = -1;
  if (button(c, app.pointer, {box.center().x + 10, y, 180, 46}, app.tr("load.delete_yes"))) {
    const std::string name = save_name_of(e.path);
    if (auto err = delete_save(e.path)) app.notify(*err);
    else app.confirm(app.tr("load.deleted", {name}));
    deleting_ = -1;
    reload_ = true;
  }
}

void LoadScreen::draw(App& app) {
  Canvas& c = app.canvas;
  const float W = app.vp.width, H = app.vp.height;
  if (reload_) reload(app);
  table_background(c, W, H);
  c.text(app.tr("load.title"), Font::Title, theme::kTitle, theme::kGold, {W / 2, 60}, Align::Center);
  const Rect list{W / 2 - 520, 110, 1040, H - 230};  // wide enough for Review, Rename and Delete
  panel(c, list);
  if (entries_.empty()) c.text(app.tr("load.none"), Font::Body, theme::kBody, theme::kTextDim, list.center(), Align::Center);
  const float whole = static_cast<float>(entries_.size()) * (load_row_height() + kRowGap) + 16;
  scroll_ = std::clamp(scroll_, 0.f, std::max(0.f, whole - list.h));
  opened_ = false;
  for (std::size_t i = 0; i < entries_.size() && !opened_; ++i) {
    const Rect row{list.x + 14, list.y + 12 + static_cast<float>(i) * (load_row_height() + kRowGap) - scroll_, list.w - 28, load_row_height()};
    if (row.y < list.y + 4 || row.bottom() > list.bottom() - 4) continue;  // scrolled out (the wheel brings it back)
    draw_row(app, i, row);
  }
  if (opened_) return;
  if (whole > list.h)
    c.text(app.tr("load.scroll"), Font::Body, theme::kSmall, theme::kTextDim, {W / 2, list.bottom() + 16}, Align::Center);
  if (deleting_ >= 0 && deleting_ < static_cast<int>(entries_.size())) return draw_delete_question(app);
  if (button(c, app.pointer, {W / 2 - 120, H - 80, 240, 50}, app.tr("common.back"), true, ButtonStyle::Primary))
    app.screens.pop();  // the menu, or the paused table it was opened over
}

}  // namespace hs::app
