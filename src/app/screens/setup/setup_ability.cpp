// The setup screen's ability line of a character: with expert abilities on (R9.4) a seat shows its
// expert side (the variant rows themselves live in setup_variants.cpp).
#include "app/shell/app.hpp"
#include "app/render/theme.hpp"
#include "app/screens/setup/setup_ability.hpp"

namespace hs::app {

std::string setup_ability_text(const App& app, const Character& chr) {
  const std::string& lang = app.settings.language;
  if (app.setup.variants.expert)  // R9.4: the expert side of the card
    return app.tr("setup.expert_line", {chr.expert.name.in(lang), chr.expert.text.in(lang)});
  return chr.ability_name.in(lang) + ": " + chr.ability_text.in(lang);
}

}  // namespace hs::app
