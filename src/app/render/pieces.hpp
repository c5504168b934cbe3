// Drawing the game's pieces: dice with pips and colour-blind symbols, requirement chips, coins,
// gems, hearts, cards (board size and large), stand-ups. Shared by the table, shop, setup and end.
#pragma once
#include <string>

#include "app/render/canvas.hpp"
#include "app/render/card_geometry.hpp"
#include "highscore/content.hpp"

namespace hs::app {

struct Look {
  bool symbols = true;      // colour-blind symbols on dice
  std::string lang = "en";  // card texts
  bool card_names = true;   // a board card's name ribbon (the co-op map draws wider name plates itself)
};

// value 0 = a die not rolled yet (shows its symbol when symbols are on).
void draw_die(Canvas& c, const Rect& r, Color color, int value, const Look& look, bool dim = false);
// A requirement: a die of the needed colour showing "N+".
void draw_requirement(Canvas& c, const Rect& r, const Requirement& req, const Look& look);
void draw_icon_count(Canvas& c, const std::string& icon, int count, Point at, float size, Rgba ink);
void draw_hearts(Canvas& c, Point at, float size, int lives, int max_lives);
// One option line: requirement dice, then the reward; the name beside them, or under them when the
// row is crowded (stacked).
void draw_option_row(Canvas& c, const Rect& r, const TestOption& o, const Look& look, bool optional);
// A row is stacked when its chips and reward would leave the name less than this share of the row.
constexpr float kNameBesideShare = 0.45f;
bool option_row_stacked(float row_w, const TestOption& o, bool optional);
// The part of a row the chips and the reward sit on: the whole row, or a stacked row's upper line.
Rect option_chip_line(const Rect& row, const TestOption& o, bool optional);
// Where an option row's name goes (between the chips and the reward, or under them), and the name
// fitted there: drawing and the content test (every option name fits its row at 1280x720) share them.
Rect option_label_box(const Rect& row, const TestOption& o, bool optional);
TextFit option_label_fit(Canvas& c, const Rect& row, const TestOption& o, const std::string& lang, bool optional);
// The name on a hero panel's ability or item chip (after the exhausted mark when it is spent):
// up to two lines, shrinking before it is cut; shared by drawing and the content test.
struct ChipLabel {
  TextFit fit;
  Rect box;        // where the name goes
  float mark = 0;  // the width the spent mark takes at the chip's left (0 for a ready one)
};
ChipLabel chip_label(Canvas& c, const Rect& chip, const std::string& label, bool exhausted);
// The side of an option row's requirement chips: 26 at most, smaller when the requirements, the
// forbidden colours and the reward would not fit side by side (a roar or a trap adds chips, R5.12).
float option_chip_size(const Rect& row, const TestOption& o, bool optional);
// The i-th requirement chip of `o` in `row`, where draw_option_row draws it.
Rect option_chip(const Rect& row, const TestOption& o, std::size_t i, bool optional);
// A dungeon card; face_down shows the back.
void draw_card_small(Canvas& c, const Rect& r, const DungeonCard* card, bool face_down, const Look& look);
void draw_card_frame(Canvas& c, const Rect& r, const std::string& frame, const std::string& emblem);
// On a face-up board card: the name over the art and a one-line summary per test on the parchment
// (card_summary.cpp). Leaves the art window's lower part free for stand-ups.
// A board card's name fitted in its ribbon (one line, else two, else three within the room two take):
// drawing and the content test share it.
TextFit card_name_fit(Canvas& c, const Rect& card, const std::string& name);
// The big card's title (the card under test, drawn large): one line when it fits at nearly full
// size, else two lines, never smaller than the card's small print; drawing and the content test share it.
inline float card_title_width(const Rect& card) { return card.w * 0.8f; }
TextFit card_title_fit(Canvas& c, const Rect& card, const std::string& name);
void draw_card_face_summary(Canvas& c, const Rect& r, const DungeonCard& card, const Look& look);
void draw_equipment_card(Canvas& c, const Rect& r, const EquipmentCard& e, const Look& look, int price);
void draw_character_card(Canvas& c, const Rect& r, const Character& ch, const Look& look);
// A stand-up figure; falls back to a coloured token with the initial.
void draw_standup(Canvas& c, const Rect& r, const Character& ch);
std::string frame_for(CardKind k);
std::string equipment_emblem(const EquipmentCard& e);
std::string effect_summary(const EquipmentCard& e, const std::string& lang);

}  // namespace hs::app
