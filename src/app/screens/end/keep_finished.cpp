// Keeping a finished game among the saves (see keep_finished.hpp).
#include "app/screens/end/keep_finished.hpp"

#include <ctime>

#include "app/platform/settings.hpp"
#include "app/platform/save_files.hpp"
#include "app/shell/app.hpp"
#include "app/teach/tutorial/tutorial_run.hpp"

namespace hs::app {

void keep_finished_game(App& app) {
  if (!app.session || !app.session->game().finished() || !app.session->autosaving() || in_tutorial(app)) return;
  if (app.finished_kept == app.session.get()) return;
  app.finished_kept = app.session.get();
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  localtime_r(&now, &tm);
  const std::string mode = app.tr("mode." + std::string(mode_name(app.session->game().options().mode)));
  const std::string name = unused_save_name(saves_dir(), app.tr("save.finished_name", {default_save_name(mode, tm)}));
  if (auto err = ensure_dir(saves_dir())) return app.notify(app.tr("table.save_failed", {*err}));
  if (auto r = app.session->save(named_save_path(saves_dir(), name)); !r)
    return app.notify(app.tr("table.save_failed", {r.refusal().reason}));
  app.finished_kept_as = name;  // said on the end screen's foot, not in a notice over its result
}

}  // namespace hs::app
