// A refusal from the engine in the player's words: the string table's translation of its rule's
// reason where there is one, "not yet" for variants the engine does not play yet.
#include "app/text/refusal_text.hpp"

#include "app/shell/app.hpp"

namespace hs::app {

std::string refusal_reason(const App& app, const Refusal& r) {
  // Variants the engine does not play yet say so in the player's language; other reasons are the
  // engine's own words, translated where the string table knows the rule's reason.
  const std::string suffix = " is not available yet";
  const std::string& reason = r.reason;
  if (reason.size() > suffix.size() && reason.compare(reason.size() - suffix.size(), suffix.size(), suffix) == 0)
    return app.tr("setup.not_yet");
  if (!r.rule.empty() && app.strings.has("en", "refusal." + r.rule)) return app.tr("refusal." + r.rule);
  return reason;
}

std::string refusal_text(const App& app, const Refusal& r) {
  const std::string reason = refusal_reason(app, r);
  return r.rule.empty() ? reason : reason + " (" + r.rule + ")";
}

}  // namespace hs::app
