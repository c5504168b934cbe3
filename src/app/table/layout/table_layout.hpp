// The table screen as rectangles and hit regions, computed from the game and the UI's own state
// (dice picked for the tray, item being aimed). Pure code without SDL: the click -> action mapping
// is unit-tested without a window, and every engine action a region carries is a legal one.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/render/geometry.hpp"
#include "highscore/game.hpp"

namespace hs::app {

// What the table remembers between frames that is not game state.
struct TableUi {
  DiceCounts selection;   // dice moved from the pool to the tray, not rolled yet
  std::vector<int> picked_slots;  // the pool slots the player moved, so the die clicked is the one that moves
  int aiming_item = -2;   // -2: nothing; -1: the character ability; >= 0: owned item index
  int aiming_die = -1;    // with an item aimed: the rolled die whose colour choices are shown
  int shown_level = 0;    // 0: follow the active player; else the level the player clicked
  int board_first_col = -1;  // a wide level's first shown column; -1: follow the decider (board_layout.cpp)
  bool shop_hidden = false;  // the player looks at the table behind the shop for a moment
  std::vector<int> poison_split;  // R9.8: the shares being put together (coop_layout.cpp)
  bool split_warned = false;      // the player was told this split kills when another would not
  int focus = -1;  // the keyboard / pad focus: a place in focus_order(layout), -1 for the decision's home_focus (table_focus.cpp)
  std::size_t failing_enter_at = ~std::size_t{0};  // the history length when Enter on a savable failing roll was asked about
};

enum class HitKind {
  Action,          // apply `action`
  PoolDie,         // move one die of colour `value` from the pool to the tray
  TrayDie,         // move one selected die of colour `value` back to the pool
  AimItem,         // owned item `value` has several uses: show them
  AimAbility,      // the ability has several uses: show them
  AimDie,          // the aimed item has several uses on rolled die `value`: show their colours
  CancelAim,
  ShowLevel,       // look at level `value`
  ScrollBoard,     // a wide level's arrow: `value` -1/+1 (half a window that way), `slot` the first column then
  BoardJump,       // the minimap's column `value`: `slot` the first column shown after the click
  ToggleShop,      // hide/show the shop overlay
  Undo,
  Menu,
  SkipBots,        // let the bots play at once until a human decides
  Save,
  SplitLess,       // R9.8: one life less for seat `value` in the poison split being put together
  SplitMore,       // one life more for seat `value`
  SplitPropose,    // start again from the advisor's proposal
  SplitConfirm,    // apply the split (a split that kills when another would not asks twice)
};

// Every element of the table has a name, like a widget id: what it is and which one. `index` is a
// seat (panels), a node (board cards), a row, a die's place in its list, an offer, a column, a
// level; `sub` a second index (a seat's item chip, a die's colour chip). TableLayout::parts lists
// them all, sorted in this enum's order then by index: a stable order to walk (keyboard focus).
enum class Part : std::uint8_t {
  TopMenu, TopSave, TopUndo, TopSkipBots,
  Banner,
  LevelTab,          // index: level
  BoardCard,         // index: node
  BoardArrow,        // index: -1 left, +1 right
  Minimap,
  MinimapColumn,     // index: column
  CoopSide,          // R9.8: the party's column
  CoopPotion,        // index: the drink button's place
  CoopSplit,         // the poison split panel
  CoopSplitRow,      // index: seat
  SplitLess, SplitMore,  // index: seat
  SplitPropose, SplitConfirm,
  CardView,
  OptionRow,         // index: row (the card's options, then the optional test)
  Panel,             // index: seat
  PanelStats, PanelLucky, PanelAbility,  // index: seat
  PanelItem,         // index: seat, sub: owned item
  PoolDie,           // index: place in pool_dice
  PoolGap,           // index: place in pool_gaps (its die sits in tray_dice[index])
  TrayDie,           // index: place in tray_dice
  GemButton,         // index: place in tray_dice
  ColorChip,         // index: place in tray_dice, sub: the choice
  Tray,
  ActionButton,      // index: place in the action bar
  CancelAim, ShowShop,
  Actions,
  Log,
  ShopPanel,
  ShopOffer,         // index: offer
  ShopBuy,           // index: offer
  ShopHeal,          // index: lives healed - 1
  ShopLook, ShopLeave,
};
struct PartId {
  Part part = Part::ActionButton;
  int index = -1;
  int sub = -1;
  bool operator==(const PartId&) const = default;
};
struct PlacedPart {
  PartId id;
  Rect rect;
};

struct HitRegion {
  PartId part;  // which element of the table it is
  Rect rect;
  HitKind kind = HitKind::Action;
  Action action{};
  int value = 0;
  std::string label;  // string-table key for buttons ("" for regions drawn as cards/dice)
  std::vector<std::string> label_args;
  int slot = -1;  // PoolDie / TrayDie: the pool slot of that die; ScrollBoard / BoardJump: a column
};

struct NodeBox;
struct TableLayout;
// Adds a click region to the layout (the one way regions are made); the region is returned for
// anything more (label arguments, an action).
HitRegion& add_region(TableLayout& L, PartId id, Rect r, HitKind k, int value = 0, std::string label = "", int slot = -1);
HitRegion& add_action(TableLayout& L, PartId id, Rect r, const Action& a);  // a region that applies `a`
// Lays `count` buttons of equal width in rows of up to `per_row` inside `area`.
std::vector<Rect> button_grid(const Rect& area, int count, int per_row, float h = 34, float gap = 8);

struct NodeBox {
  int node = -1;
  Rect rect;
};

struct DieBox {
  int color = 0;    // Color as int
  int die = -1;     // index into the active test's rolled dice, or -1 before the roll
  Rect rect;
  bool clickable = false;
  int slot = -1;    // before the roll: the pool slot the die belongs to (-1: added to the test)
  // A die added to the test (slot -1): what the engine says added it, the equipment card's index
  // or kAddedByAbility; kAddedByUnknown in a save from before the engine kept it.
  int added_by = kAddedByUnknown;
  static constexpr int kAddedByAbility = -1, kAddedByUnknown = -2;
};

// Height of the solo adventures' strip under the board's cards (the layout leaves it free).
inline constexpr int kSoloStripH = 26;

struct TableLayout {
  float width = 1280, height = 720;
  Rect top_bar, banner, board, card_view, info, log, tray, actions;
  std::vector<Rect> level_tabs;         // index = level - 1
  int shown_level = 1;
  std::vector<NodeBox> nodes;           // cards of the shown level (on a wide level: the shown window's)
  // A level wider than the board (board_layout.cpp): a window of whole columns, arrows, a minimap.
  Rect board_cards;                     // where the shown cards lie
  int level_cols = 0, first_col = 0, shown_cols = 0;  // the level's columns, the first shown, how many
  std::vector<NodeBox> hidden_nodes;    // the level's cards outside the window, where they would lie
  Rect minimap;                         // empty when the whole level is shown
  std::vector<NodeBox> minimap_cards;   // every card of the level, small, inside the minimap
  std::vector<Rect> panels;             // per seat
  std::vector<DieBox> pool_dice;        // the active player's pool (left in the pool)
  std::vector<Rect> pool_gaps;          // pool slots whose die sits in the tray (slots never move);
                                        // gap i belongs to tray_dice[i]
  std::vector<DieBox> tray_dice;        // selected (before the roll) or rolled (after)
  std::vector<int> target_dice;         // with an item aimed: the rolled dice it can apply to
  std::vector<Rect> option_rows;        // card view rows: the card's options, then the "+" test
  std::vector<Rect> item_chips;         // the active player's items, by owned index
  Rect ability_chip;
  bool shop_open = false;
  Rect shop_panel;
  std::vector<Rect> shop_offers;        // by offer index
  Rect shop_bottom;                     // the row of heal slots, "look at the table" and "leave"
  bool coop = false;                    // R9.8: the board is the map's grid (coop_layout.cpp)
  Rect coop_grid, coop_side;            // the grid of cards; the party's column beside it
  float coop_name_w = 0;                // a card's name plate: its share of the grid's row (coop_name_plate)
  Rect coop_split;                      // the poison split panel over the grid (empty when not asked)
  std::vector<Rect> coop_split_rows;    // one per seat
  std::vector<Rect> coop_split_less, coop_split_more;  // per seat: its "-" and "+" (shown faded when not clickable)
  std::vector<HitRegion> regions;       // later regions lie on top of earlier ones
  std::vector<PlacedPart> parts;        // every named element, clickable or not, in Part order
  std::optional<PartId> safe_choice;    // after a failing roll that costs a life: what saves it (safe_choice.hpp)
  std::optional<PartId> guided;         // in a lesson: the one element its step points at (its highlight)
};

// Fills layout.parts from the rectangles and regions laid out (table_parts.cpp).
void name_table_parts(TableLayout& layout, const TableState& st);
// The element of that name, or null when this layout has none (drawing and inspect ask by name,
// never by comparing coordinates).
const Rect* find_part(const TableLayout& layout, PartId id);
// The click region of that element, or null when it is not clickable now.
const HitRegion* region_of(const TableLayout& layout, PartId id);
// What the keyboard / pad focus steps over, in the layout's element order (Part, then index): every
// clickable element, and the cards, items, abilities and offers inspect explains. With the shop
// open, only the shop and the top bar (what lies under its shade cannot be reached by the mouse
// either). Pure: the key-driven test walks the same list.
std::vector<PlacedPart> focus_order(const TableLayout& layout);
// Where the focus stands at a decision before the player moves it (a place in focus_order, -1 when
// nothing is focusable): in a lesson, the element its step points at (the highlight is the focus); the first die left in the deciding player's pool while dice are chosen, else
// the first die an aimed item or ability can act on, else the safe choice that can still save a failing
// roll (the gem reroll or the item), else the decision's usual step (Roll once the
// pool is empty, Resolve, Move on, Try, Leave the shop), else its first action. Keys-only players start next to what they are most likely to press.
int home_focus(const TableLayout& layout);
// Where the focus stands: `focus` (TableUi::focus) when it is a place in focus_order, else home_focus.
int focus_place(const TableLayout& layout, int focus);
// The die the number key n (0-based: 1 is 0, 0 is 9) adds to the tray or takes back while dice are
// chosen: the die of that pool slot, in the pool or in the tray; while an item or ability is aimed,
// the rolled die drawn with that number when it is one it can take; null when there is none.
const HitRegion* die_for_number(const TableLayout& layout, int n);
// What number key n (0-based) presses, as the table applies it: die_for_number, else the region
// choosing option n of the card, else the one taking branch n; null when none.
const HitRegion* region_for_number(const TableLayout& layout, int n);

// Which card view options a click can choose, and the requirements currently being tested.
const DungeonCard* card_at(const Game& game, int node);

// `undo_allowed`: the session's verdict that the last action is this seat's own (Session::can_undo_own).
// `person_in_play`: a seat played by a person is still in the game (Session::person_in_play); without
// one, the bots' fast-forward says "Skip to the end" rather than "Skip to my turn".
TableLayout layout_table(const Game& game, const TableUi& ui, float width, float height,
                         bool human_to_act, bool undo_allowed = true, bool person_in_play = true);

// The top-most region under `p`, if any.
const HitRegion* hit_test(const TableLayout& layout, Point p);

// Applies a UI region: changes `ui` and/or returns the engine action to apply. Never returns an
// action that is not in game.legal_actions().
std::optional<Action> activate(const Game& game, TableUi& ui, const HitRegion& region);

// Undo's first step while dice are being chosen: the last die put in the tray goes back to the pool
// (picking dice is the player's own preparation, not an engine action; the engine's undo would take
// back the whole test choice). False when no die is in the tray: the engine's undo is next.
bool undo_last_pick(const Game& game, TableUi& ui, const TableLayout& layout);

// After the game changed: drop a selection or aim that no longer fits the new decision.
void settle_ui(const Game& game, TableUi& ui);

// Geometry inside one player panel, shared by layout and drawing.
std::vector<Rect> panel_dice_slots(const Rect& panel, int count);
// The number key's badge on a pool slot (keyboard used last): inside its die's top-left corner, where
// no neighbour's focus ring reaches (the panel's dice stand 4 apart).
Rect pool_number_badge(const Rect& slot);
// How far outside an element the keyboard / pad focus ring reaches: the full ring (9), and a
// narrower one (4) around a pool die, which keeps to the gap before its neighbours.
float focus_ring_reach(Part part);
Rect panel_ability_chip(const Rect& panel);
// Slot `i` of `n` dice in the tray: every die, its ring and its colour badge included, at least
// kTrayDieMargin inside the tray's edge.
constexpr float kTrayDieMargin = 10;
Rect table_tray_slot(const Rect& tray, int i, int n);
// The big card's option rows (one per entry, an optional test's row included), bottom-aligned; a
// stacked row (its name under its chips, option_row_stacked) is taller, the others give it room.
std::vector<Rect> table_option_rows(const Rect& card_view, const std::vector<bool>& stacked);
float table_option_row_width(const Rect& card_view);
// The rows of `card` on the big card, with the requirements `raised` on its node (R5.12).
std::vector<Rect> table_card_option_rows(const Rect& card_view, const DungeonCard& card, const std::vector<Requirement>& raised);
Rect panel_item_chip(const Rect& panel, int index, int count);
// The lucky die's corner and the lives/coins/gems line of a panel.
Rect panel_lucky_rect(const Rect& panel);
Rect panel_stats_rect(const Rect& panel);
// The `index`-th expert die placed on a hero (R9.4): beside the lucky die, left of it.
Rect panel_placed_die_rect(const Rect& panel, int index);
// The small gem button under a rolled die.
Rect gem_button_for(const Rect& die);
// The colour choices of an item's use on a die: small chips above it.
Rect color_chip_for(const Rect& die, int index, int count);

// Helpers shared with drawing and tests, over a list of legal actions already asked for (the
// layout asks once per build) or over the game's (one click's question).
// The level the board shows when the player has not picked one: the level of the card the pending
// decision is about (a walker's, in a solo phase), else the deciding seat's hero's; 1 before any.
int focus_level(const TableState& st, int owner);
bool is_legal(const std::vector<Action>& legal, const Action& a);
bool is_legal(const Game& game, const Action& a);
bool selection_extendable(const std::vector<Action>& legal, const DiceCounts& selection);
bool selection_extendable(const Game& game, const DiceCounts& selection);
// Legal UseItem actions for owned item `item` (or UseAbility when item == -1).
std::vector<Action> uses_of(const std::vector<Action>& legal, int item);
std::vector<Action> uses_of(const Game& game, int item);

}  // namespace hs::app
