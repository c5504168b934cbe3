// The setup screen's variant toggles for expert abilities (R9.4) and exploration (R9.5): each a
// switch with its name; hovering shows what it changes and, when the engine refuses the mix, why
// (validate_options has the last word). With expert abilities on, seats show their expert side.
#include "app/app.hpp"
#include "app/theme.hpp"
#include "highscore/options.hpp"

namespace hs::app {

namespace {

// Whether the engine would refuse these choices, and its reason ("" when accepted).
std::string refusal_with(const App& app, bool expert, bool exploration) {
  GameOptions o;
  o.players = app.setup.players;
  o.no_elimination = app.setup.no_elimination;
  o.expert = expert;
  o.exploration = exploration;
  auto refusal = validate_options(*app.content, o);
  return refusal ? refusal->reason : std::string();
}

}  // namespace

std::string setup_ability_text(const App& app, const Character& chr) {
  const std::string& lang = app.settings.language;
  if (app.setup.expert)
    return app.tr("setup.expert_line", {chr.expert.name.in(lang), chr.expert.text.in(lang)});
  return chr.ability_name.in(lang) + ": " + chr.ability_text.in(lang);
}

void draw_variant_toggles(App& app, const Rect& area) {
  Canvas& c = app.canvas;
  Pointer& p = app.pointer;
  SetupChoices& s = app.setup;
  struct Toggle {
    bool* value;
    const char* name;
    const char* hint;
  };
  const Toggle toggles[] = {{&s.expert, "setup.expert", "setup.expert_hint"},
                            {&s.exploration, "setup.exploration", "setup.exploration_hint"}};
  const float w = area.w / 2;
  for (int i = 0; i < 2; ++i) {
    const Toggle& t = toggles[i];
    const Rect box{area.x + static_cast<float>(i) * w, area.y + 4, 64, 34};
    if (button(c, p, box, app.tr(*t.value ? "settings.on" : "settings.off"), true,
               *t.value ? ButtonStyle::Primary : ButtonStyle::Quiet)) {
      *t.value = !*t.value;
      s.error.clear();
    }
    c.text(app.tr(t.name), Font::Bold, theme::kBody, theme::kText, {box.right() + 10, box.center().y}, Align::Left);
    const Rect row{box.x, area.y, w - 8, area.h};
    if (p.hover(row)) {
      // What the switch does, and what the engine would say to the mix.
      const bool on = !*t.value;
      const std::string why = refusal_with(app, i == 0 ? on : s.expert, i == 1 ? on : s.exploration);
      const std::string text = app.tr(t.hint) + (why.empty() ? "" : "  (" + why + ")");
      const Rect tip{area.x, area.y - 58, area.w, 52};
      panel(c, tip, true);
      c.text_box(text, Font::Body, theme::kSmall, theme::kText, tip.inset(8));
    }
  }
}

}  // namespace hs::app
