// The board of a wide exploration level (R9.5): a window of whole columns at a readable size that
// follows the deciding seat, arrows and a minimap that move it, clamped at both ends, every card
// reachable; levels that fit (the classic board, solo levels) keep exactly the rects they had.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "app/table/layout/board_layout.hpp"
#include "app/teach/inspect/inspect.hpp"
#include "app_test_support.hpp"
#include "highscore/bots.hpp"

using namespace hs;
using namespace hs::app;

namespace {

struct WideGame {
  Game game;
  int level = 0;
};

int level_columns(const Game& g, int level) {
  int lo = 1 << 20, hi = -1;
  for (const Node& n : g.state().board)
    if (n.level == level) lo = std::min(lo, n.col), hi = std::max(hi, n.col);
  return hi < 0 ? 0 : hi - lo + 1;
}

int owner_level(const Game& g) {
  const int owner = g.pending().owner;
  if (owner < 0) return 0;
  const int node = g.state().players[static_cast<std::size_t>(owner)].node;
  return node < 0 ? 0 : g.state().board[static_cast<std::size_t>(node)].level;
}

// 3-player advisor games with exploration until a level is 18 columns wide and the decider stands
// on it (what 300 such games reached at most).
const WideGame& wide_game() {
  static const WideGame wide = [] {
    for (std::uint64_t seed = 1; seed <= 400; ++seed) {
      GameOptions o;
      o.players = 3;
      o.exploration = true;
      auto created = Game::create(test::full_content(), o, seed);
      REQUIRE(created.ok());
      Game g = created.value();
      std::vector<std::unique_ptr<Bot>> bots;
      for (int i = 0; i < 3; ++i) bots.push_back(make_bot("advisor", seed * 10 + static_cast<std::uint64_t>(i)));
      for (int step = 0; step < 3000 && !g.finished(); ++step) {
        const int level = owner_level(g);
        if (level > 0 && level_columns(g, level) >= 18) return WideGame{g, level};
        const int owner = std::max(0, g.pending().owner);
        REQUIRE(g.apply(ask_bot(*bots[static_cast<std::size_t>(owner)], g)).ok());
      }
    }
    FAIL("no exploration game grew a level to 18 columns");
    return WideGame{test::new_game(3, 1), 1};
  }();
  return wide;
}

TableLayout layout_at(const Game& g, const TableUi& ui, int pw, int ph) {
  const Viewport v = Viewport::fit(pw, ph);
  return layout_table(g, ui, v.width, v.height, true);
}

const HitRegion* region_of(const TableLayout& L, HitKind k, int value) {
  for (const HitRegion& h : L.regions)
    if (h.kind == k && h.value == value) return &h;
  return nullptr;
}

std::set<int> shown_nodes(const TableLayout& L) {
  std::set<int> out;
  for (const NodeBox& nb : L.nodes) out.insert(nb.node);
  return out;
}

std::set<int> level_nodes(const Game& g, int level) {
  std::set<int> out;
  for (std::size_t i = 0; i < g.state().board.size(); ++i)
    if (g.state().board[i].level == level) out.insert(static_cast<int>(i));
  return out;
}

// Clicks the region's centre through hit_test and activate, as the app does.
void click(const Game& g, TableUi& ui, const TableLayout& L, const HitRegion& h) {
  const HitRegion* hit = hit_test(L, h.rect.center());
  REQUIRE(hit);
  CHECK(hit->kind == h.kind);
  CHECK_FALSE(activate(g, ui, *hit));
}

}  // namespace

TEST_CASE("a wide level shows a window of readable, non-overlapping cards that follows the decider", "[app][board][R9.5]") {
  const WideGame& w = wide_game();
  const Game& g = w.game;
  REQUIRE(level_columns(g, w.level) >= 18);
  for (auto [pw, ph] : {std::pair{1280, 720}, std::pair{1920, 1080}, std::pair{2560, 1080}}) {
    INFO(pw << "x" << ph);
    TableUi ui;
    const TableLayout L = layout_at(g, ui, pw, ph);
    REQUIRE(L.shown_level == w.level);
    REQUIRE(board_scrolls(L));
    CHECK(L.level_cols == level_columns(g, w.level));
    CHECK(L.shown_cols >= kReadableColumns);
    CHECK(L.shown_cols <= 10);
    CHECK(L.nodes.size() + L.hidden_nodes.size() == level_nodes(g, w.level).size());
    for (std::size_t i = 0; i < L.nodes.size(); ++i) {
      const Rect& r = L.nodes[i].rect;
      CHECK(r.w >= L.board_cards.w / static_cast<float>(kReadableColumns) - 16.5f);  // the readable size
      CHECK(r.w >= 64);  // 18 columns across the whole board were ~27 px wide
      CHECK(r.x >= L.board_cards.x);
      CHECK(r.right() <= L.board_cards.right());
      CHECK(r.y >= L.board_cards.y);
      CHECK(r.bottom() <= L.board_cards.bottom());
      CHECK_FALSE(r.overlaps(L.minimap));
      for (std::size_t j = i + 1; j < L.nodes.size(); ++j) CHECK_FALSE(r.overlaps(L.nodes[j].rect));
    }
    // Following: the decider's card and every card it can move to next are in view.
    const int at = g.state().players[static_cast<std::size_t>(g.pending().owner)].node;
    const std::set<int> shown = shown_nodes(L);
    CHECK(shown.count(at) == 1);
    for (int nx : g.state().board[static_cast<std::size_t>(at)].next)
      if (g.state().board[static_cast<std::size_t>(nx)].level == w.level) CHECK(shown.count(nx) == 1);
    // The arrows and the minimap lie clear of each other and of every other clickable region.
    for (const HitRegion& h : L.regions)
      if (h.kind == HitKind::ScrollBoard || h.kind == HitKind::BoardJump)
        for (const HitRegion& o : L.regions)
          if (&o != &h && !(o.kind == HitKind::BoardJump && h.kind == HitKind::BoardJump)) CHECK_FALSE(h.rect.overlaps(o.rect));
  }
}

TEST_CASE("scrolling a wide level clamps at both ends and reaches every card", "[app][board][R9.5]") {
  const WideGame& w = wide_game();
  const Game& g = w.game;
  TableUi ui;
  ui.board_first_col = 1000;
  const TableLayout end = layout_at(g, ui, 1280, 720);
  CHECK(end.first_col == end.level_cols - end.shown_cols);
  CHECK(region_of(end, HitKind::ScrollBoard, +1) == nullptr);  // nothing more that way
  REQUIRE(region_of(end, HitKind::ScrollBoard, -1) != nullptr);
  CHECK_FALSE(scroll_board(ui, end, +3));  // the wheel stops at the end
  REQUIRE(scroll_board(ui, end, -100));
  CHECK(ui.board_first_col == 0);
  const TableLayout start = layout_at(g, ui, 1280, 720);
  CHECK(start.first_col == 0);
  CHECK(region_of(start, HitKind::ScrollBoard, -1) == nullptr);
  CHECK(region_of(start, HitKind::ScrollBoard, +1) != nullptr);
  // Every card of the level is shown at some scroll position, and each position shows whole columns.
  std::set<int> seen;
  for (int first = 0; first <= start.level_cols - start.shown_cols; ++first) {
    TableUi at;
    at.board_first_col = first;
    const TableLayout L = layout_at(g, at, 1280, 720);
    CHECK(L.first_col == first);
    for (const NodeBox& nb : L.nodes) {
      seen.insert(nb.node);
      const int col = g.state().board[static_cast<std::size_t>(nb.node)].col;
      for (const NodeBox& hb : L.hidden_nodes) CHECK(g.state().board[static_cast<std::size_t>(hb.node)].col != col);
    }
  }
  CHECK(seen == level_nodes(g, w.level));
}

TEST_CASE("the board's arrows move half a window, the minimap jumps, a level tab follows again", "[app][board][R9.5]") {
  const WideGame& w = wide_game();
  const Game& g = w.game;
  TableUi ui;
  ui.board_first_col = 0;
  TableLayout L = layout_at(g, ui, 1280, 720);
  const HitRegion* right = region_of(L, HitKind::ScrollBoard, +1);
  REQUIRE(right);
  CHECK(right->rect.x > L.board_cards.right());  // on the board's right edge
  click(g, ui, L, *right);
  L = layout_at(g, ui, 1280, 720);
  CHECK(L.first_col == L.shown_cols / 2);
  const HitRegion* left = region_of(L, HitKind::ScrollBoard, -1);
  REQUIRE(left);
  CHECK(left->rect.right() < L.board_cards.x);
  click(g, ui, L, *left);
  CHECK(layout_at(g, ui, 1280, 720).first_col == 0);
  // The minimap: one region per column; a click shows that column (centred when there is room).
  L = layout_at(g, ui, 1280, 720);
  for (int c = 0; c < L.level_cols; ++c) {
    const HitRegion* col = region_of(L, HitKind::BoardJump, c);
    REQUIRE(col);
    CHECK(L.minimap.contains(col->rect.center()));
    TableUi jumped = ui;
    click(g, jumped, L, *col);
    const TableLayout J = layout_at(g, jumped, 1280, 720);
    CHECK(J.first_col <= c);
    CHECK(c < J.first_col + J.shown_cols);
  }
  CHECK(L.minimap_cards.size() == level_nodes(g, w.level).size());
  for (const NodeBox& nb : L.minimap_cards) CHECK(L.minimap.contains(nb.rect.center()));
  // The mouse wheel: one column a notch.
  REQUIRE(scroll_board(ui, L, +1));
  CHECK(layout_at(g, ui, 1280, 720).first_col == 1);
  // A level tab goes back to following.
  const HitRegion* tab = region_of(L, HitKind::ShowLevel, w.level);
  REQUIRE(tab);
  click(g, ui, L, *tab);
  CHECK(ui.board_first_col == -1);
}

TEST_CASE("the classic board keeps the rects it always had and never scrolls", "[app][board]") {
  const Game g = test::new_game(3, 7);
  TableUi ui;
  const TableLayout L = layout_table(g, ui, 1280, 720, true);
  CHECK_FALSE(board_scrolls(L));
  CHECK(L.minimap.w == 0);
  CHECK(L.hidden_nodes.empty());
  for (const HitRegion& h : L.regions) CHECK((h.kind != HitKind::ScrollBoard && h.kind != HitKind::BoardJump));
  // The classic level: 7 columns, rows -1..1. Worked out by hand from the board's size: the cards
  // area is 772 x 370 at (20, 92); columns 772 / 7 wide; cards 94.29 x 132; rows 115 apart from y 96.
  REQUIRE(L.nodes.size() == 9);
  for (const NodeBox& nb : L.nodes) {
    const Node& n = g.state().board[static_cast<std::size_t>(nb.node)];
    INFO("node " << nb.node);
    const float col_w = 772.f / 7;
    CHECK(nb.rect.x == Approx(20 + col_w * (static_cast<float>(n.col) + 0.5f) - 94.2857f / 2).margin(0.01));
    CHECK(nb.rect.y == Approx(96 + 115 * static_cast<float>(n.row + 1)).margin(0.01));
    CHECK(nb.rect.w == Approx(94.2857).margin(0.01));
    CHECK(nb.rect.h == Approx(132).margin(0.01));
  }
}

TEST_CASE("solo levels and narrow exploration levels are laid out across the whole board", "[app][board][R9.5]") {
  for (Mode mode : {Mode::Azoz, Mode::Hunter}) {
    GameOptions o;
    o.players = 1;
    o.mode = mode;
    auto g = Game::create(test::full_content(), o, 3);
    REQUIRE(g.ok());
    TableUi ui;
    const TableLayout L = layout_table(g.value(), ui, 1280, 720, true);
    CHECK_FALSE(board_scrolls(L));
    CHECK(L.first_col == 0);
    CHECK(L.hidden_nodes.empty());
  }
  GameOptions o;
  o.players = 2;
  o.exploration = true;
  auto g = Game::create(test::full_content(), o, 5);
  REQUIRE(g.ok());
  TableUi ui;
  const TableLayout L = layout_table(g.value(), ui, 1280, 720, true);
  REQUIRE(L.nodes.size() == 1);  // the start card
  CHECK_FALSE(board_scrolls(L));
  CHECK(L.board_cards.w == Approx(772));
}

TEST_CASE("over whole exploration games the cards never overlap and the branches to choose stay in view", "[app][board][R9.5]") {
  for (std::uint64_t seed : {20u, 136u}) {
    GameOptions o;
    o.players = 3;
    o.exploration = true;
    auto created = Game::create(test::full_content(), o, seed);
    REQUIRE(created.ok());
    Game g = created.value();
    auto bot = make_bot("advisor", seed);
    int widest = 0, branches_checked = 0;
    for (int step = 0; step < 3000 && !g.finished(); ++step) {
      TableUi ui;
      const TableLayout L = layout_table(g, ui, 1280, 720, true);
      widest = std::max(widest, L.level_cols);
      for (std::size_t i = 0; i < L.nodes.size(); ++i) {
        INFO("seed " << seed << " step " << step << " node " << L.nodes[i].node);
        CHECK(L.board_cards.contains(L.nodes[i].rect.center()));
        for (std::size_t j = i + 1; j < L.nodes.size(); ++j) CHECK_FALSE(L.nodes[i].rect.overlaps(L.nodes[j].rect));
      }
      // A fork's branches already drawn are clickable cards: following keeps them on the board (an
      // unexplored branch is chosen from the action bar).
      const int owner = g.pending().owner;
      const int at = owner >= 0 ? g.state().players[static_cast<std::size_t>(owner)].node : -1;
      for (const Action& a : g.legal_actions())
        if (const auto* b = std::get_if<ChooseBranch>(&a);
            b && at >= 0 && b->branch < static_cast<int>(g.state().board[static_cast<std::size_t>(at)].next.size())) {
          INFO("seed " << seed << " step " << step);
          ++branches_checked;
          CHECK(std::any_of(L.regions.begin(), L.regions.end(), [&](const HitRegion& h) {
            return h.kind == HitKind::Action && h.action == a && L.board_cards.contains(h.rect.center());
          }));
        }
      REQUIRE(g.apply(ask_bot(*bot, g)).ok());
    }
    CHECK(widest > kReadableColumns);  // the game did grow a level wider than the board holds
    CHECK(branches_checked > 0);
  }
}

TEST_CASE("hovering a wide level's arrows or its minimap says which columns are shown", "[app][board][inspect][R9.5]") {
  const WideGame& w = wide_game();
  TableUi ui;
  ui.board_first_col = 0;
  const TableLayout L = layout_at(w.game, ui, 1280, 720);
  const HitRegion* right = region_of(L, HitKind::ScrollBoard, +1);
  REQUIRE(right);
  const std::string columns = "1–" + std::to_string(L.shown_cols) + " of " + std::to_string(L.level_cols);
  const auto arrow = inspect_at(w.game, L, right->rect.center(), test::strings_in("en"));
  REQUIRE(arrow);
  CHECK(arrow->title == "Scroll right");
  CHECK_THAT(arrow->lines.front(), Catch::Contains(columns));
  const auto map = inspect_at(w.game, L, {L.minimap.x + 2, L.minimap.center().y}, test::strings_in("es"));
  REQUIRE(map);
  CHECK(map->title == "El nivel entero");
  CHECK(map->lines.size() == 2);
  CHECK(map->rule == "R9.5");
}
