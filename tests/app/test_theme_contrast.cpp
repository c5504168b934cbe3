// The high-contrast palette (a Settings row, issue 25) holds every text/ground pair the interface
// draws to WCAG AA for body text (4.5:1); the contrast formula agrees with WCAG's own reference points;
// switching palettes changes what the theme's names refer to, and switching back restores them; the
// setting is kept in the settings file.
#include <catch2/catch.hpp>

#include <fstream>

#include "app/platform/settings.hpp"
#include "app/render/contrast.hpp"
#include "app_test_support.hpp"

using namespace hs::app;

TEST_CASE("contrast: the WCAG formula's fixed points") {
  CHECK(contrast_ratio({0, 0, 0, 255}, {255, 255, 255, 255}) == Approx(21.0));
  CHECK(contrast_ratio({120, 30, 200, 255}, {120, 30, 200, 255}) == Approx(1.0));
  // #767676 on white is the classic lightest grey that passes AA (4.54:1).
  CHECK(contrast_ratio({0x76, 0x76, 0x76, 255}, {255, 255, 255, 255}) == Approx(4.54).margin(0.01));
  CHECK(composite({255, 255, 255, 0}, {10, 20, 30, 255}).r == 10);
  CHECK(composite({255, 255, 255, 255}, {10, 20, 30, 255}).g == 255);
}

TEST_CASE("contrast: every text pair of the high-contrast palette reaches 4.5:1") {
  const auto pairs = text_pairs(theme::kHighContrastPalette);
  REQUIRE(pairs.size() >= 20);
  for (const TextPair& p : pairs) {
    INFO(p.name);
    CHECK(contrast_ratio(p.text, p.ground) >= 4.5);
  }
}

TEST_CASE("contrast: the high-contrast palette never lowers a pair of the standard one") {
  const auto standard = text_pairs(theme::kStandardPalette), high = text_pairs(theme::kHighContrastPalette);
  REQUIRE(standard.size() == high.size());
  for (std::size_t i = 0; i < standard.size(); ++i) {
    INFO(standard[i].name);
    CHECK(contrast_ratio(high[i].text, high[i].ground) >= contrast_ratio(standard[i].text, standard[i].ground));
  }
}

TEST_CASE("contrast: the theme's names follow the palette in use") {
  theme::use_high_contrast(true);
  CHECK(theme::kText.r == theme::kHighContrastPalette.text.r);
  CHECK(theme::kPanel.a == 255);
  theme::use_high_contrast(false);
  CHECK(theme::kText.g == theme::kStandardPalette.text.g);
  CHECK(theme::kPanel.a == theme::kStandardPalette.panel.a);
}

TEST_CASE("contrast: the high-contrast setting is kept in the settings file, off by default") {
  const test::TempDir dir("hs_contrast_settings");
  const std::string path = dir.file("settings.json");
  CHECK_FALSE(Settings{}.high_contrast);
  Settings s;
  s.high_contrast = true;
  REQUIRE_FALSE(save_settings(s, path));
  const Settings back = load_settings(path);
  CHECK(back.high_contrast);
  CHECK(back == s);
  std::ofstream(path) << R"({"high_contrast": 1, "colorblind_symbols": false})";
  std::string warning;
  const Settings wrong = load_settings(path, &warning);
  CHECK_FALSE(wrong.high_contrast);
  CHECK_FALSE(wrong.colorblind_symbols);  // the valid value beside it is kept
  CHECK(warning.find("high_contrast") != std::string::npos);
}
