# Place, obstacle and special emblems (viewBox 0 0 100 100, transparent background):
# dungeon rooms, traps and landmarks, plus Azoz, the Hunter and the town.
import math
from common import *

E = {}


def o(fill, w=3):
    return f'fill="{fill}" {ink(w)}'


E["door"] = (
    f'<path d="M14 94 L14 42 Q14 6 50 6 Q86 6 86 42 L86 94 Z" {o(STONE)}/>'
    f'<path d="M24 94 L24 44 Q24 16 50 16 Q76 16 76 44 L76 94 Z" {o(WOOD)}/>'
    f'<path d="M37 94 L37 18 M50 94 L50 16 M63 94 L63 18" stroke="{WOOD_DK}" stroke-width="2.5"/>'
    f'<rect x="22" y="36" width="56" height="7" {o(STEEL_DK, 2)}/><rect x="22" y="72" width="56" height="7" {o(STEEL_DK, 2)}/>'
    f'<circle cx="66" cy="58" r="6" fill="none" stroke="{INK}" stroke-width="5"/>'
    f'<circle cx="66" cy="58" r="6" fill="none" stroke="{GOLD}" stroke-width="2.5"/>'
    f'<path d="M14 42 L24 44 M18 24 L27 30 M34 8 L38 18 M66 8 L62 18 M82 24 L73 30 M86 42 L76 44" {ink(2)}/>')

E["chest"] = (
    f'<path d="M10 48 L90 48 L88 90 L12 90 Z" {o(WOOD)}/>'
    f'<path d="M10 48 L90 48 L86 26 Q50 10 14 26 Z" {o(WOOD_HI)}/>'
    f'<path d="M24 20 L22 90 M76 20 L78 90" stroke="{INK}" stroke-width="9"/>'
    f'<path d="M24 20 L22 90 M76 20 L78 90" stroke="{GOLD}" stroke-width="5"/>'
    f'<path d="M10 48 L90 48" stroke="{INK}" stroke-width="8"/><path d="M10 48 L90 48" stroke="{GOLD}" stroke-width="4"/>'
    f'<rect x="42" y="44" width="16" height="20" rx="3" {o(GOLD, 2.5)}/>'
    f'<path d="M50 52 L50 58" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>'
    f'<path d="M20 34 Q34 24 48 24" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.4"/>')

E["spike_trap"] = (
    f'<path d="M4 72 L96 72 L88 92 L12 92 Z" {o(STONE)}/>'
    f'<path d="M8 76 L92 76" stroke="{STONE_DK}" stroke-width="2"/>'
    + "".join(f'<path d="M{x - 7} 74 L{x} {h} L{x + 7} 74 Z" {o(STEEL)}/>'
              f'<path d="M{x} {h + 2} L{x + 4} 72" stroke="{STEEL_HI}" stroke-width="2"/>'
              for x, h in ((18, 34), (34, 18), (50, 28), (66, 12), (82, 30)))
    + f'<path d="M63 20 L66 12 L69 20 Z" fill="{RED}"/><path d="M31 26 L34 18 L37 26 Z" fill="{RED}"/>')

E["pit"] = (
    f'<ellipse cx="50" cy="58" rx="46" ry="30" {o(STONE)}/>'
    f'<ellipse cx="50" cy="60" rx="34" ry="20" fill="{INK}"/>'
    f'<ellipse cx="50" cy="64" rx="24" ry="12" fill="#000000"/>'
    f'<path d="M16 60 Q24 74 50 76 Q76 74 84 60" fill="none" stroke="{STONE_DK}" stroke-width="3"/>'
    + "".join(f'<path d="M{50 + 40 * math.cos(math.radians(a)):.0f} {58 + 26 * math.sin(math.radians(a)):.0f} '
              f'L{50 + 46 * math.cos(math.radians(a)):.0f} {58 + 30 * math.sin(math.radians(a)):.0f}" {ink(2)}/>'
              for a in range(200, 340, 35))
    + f'<path d="M44 50 Q50 46 56 50" fill="none" stroke="{BONE}" stroke-width="2.5" opacity="0.5"/>')

bridge_planks = "".join(
    f'<path d="M{x} {38 + 16 * math.sin(math.pi * (x - 20) / 60):.1f} l0 9" stroke="{WOOD_HI}" stroke-width="6"/>'
    for x in range(24, 78, 7))
E["rope_bridge"] = (
    f'<path d="M0 44 L22 40 L22 100 L0 100 Z M100 44 L78 40 L78 100 L100 100 Z" {o(STONE_DK)}/>'
    f'<path d="M22 40 Q50 68 78 40" fill="none" stroke="{INK}" stroke-width="12"/>'
    + bridge_planks +
    f'<path d="M22 40 Q50 68 78 40" fill="none" stroke="{INK}" stroke-width="2"/>'
    f'<path d="M22 24 Q50 50 78 24" fill="none" stroke="{WOOD_DK}" stroke-width="3"/>'
    + "".join(f'<path d="M{x} {24 + 26 * math.sin(math.pi * (x - 22) / 56) * 0.5 * 2 * 0.5:.0f} '
              f'L{x} {40 + 28 * math.sin(math.pi * (x - 22) / 56) * 0.5 * 2 * 0.5:.0f}" stroke="{WOOD_DK}" stroke-width="1.5"/>'
              for x in (32, 42, 50, 58, 68))
    + f'<path d="M18 44 L18 18 M82 44 L82 18" stroke="{INK}" stroke-width="7" stroke-linecap="round"/>'
    f'<path d="M18 44 L18 18 M82 44 L82 18" stroke="{WOOD}" stroke-width="3.5" stroke-linecap="round"/>')

E["lever"] = (
    f'<rect x="22" y="44" width="56" height="44" rx="5" {o(STONE)}/>'
    f'<rect x="30" y="60" width="40" height="12" rx="6" fill="{INK}"/>'
    f'<path d="M50 66 L78 18" stroke="{INK}" stroke-width="10" stroke-linecap="round"/>'
    f'<path d="M50 66 L78 18" stroke="{STEEL}" stroke-width="5" stroke-linecap="round"/>'
    f'<circle cx="79" cy="16" r="9" {o(RED)}/><circle cx="76" cy="13" r="3" fill="#ff9a90"/>'
    f'<circle cx="50" cy="66" r="6" {o(GOLD, 2)}/>'
    + "".join(f'<circle cx="{x}" cy="{y}" r="2.5" {o(STEEL_DK, 1)}/>' for x, y in ((28, 50), (72, 50), (28, 82), (72, 82))))

E["altar"] = (
    f'<circle cx="50" cy="32" r="18" fill="{GOLD_HI}" opacity="0.35"/>'
    f'<path d="M16 56 L84 56 L80 92 L20 92 Z" {o(STONE)}/>'
    f'<rect x="10" y="48" width="80" height="10" rx="2" {o(STONE_HI)}/>'
    f'<path d="M34 66 L66 66 L62 84 L38 84 Z" fill="none" stroke="{STONE_DK}" stroke-width="2.5"/>'
    f'<path d="M50 68 L50 82 M44 74 L56 74" stroke="{GOLD}" stroke-width="3"/>'
    f'<polygon points="50,18 60,32 50,46 40,32" {o(RED, 2.5)}/><polygon points="50,22 54,32 50,32 46,32" fill="#ffb0a8"/>'
    + "".join(f'<rect x="{x - 3}" y="32" width="6" height="16" {o(BONE, 1.5)}/>'
              f'<path d="M{x} 30 Q{x - 3} 24 {x} 20 Q{x + 3} 24 {x} 30 Z" fill="{YELLOW_HI}" stroke="#e06a20" stroke-width="1.2"/>'
              for x in (18, 82)))

books = ""
x = 16
cols = [RED, BLUE, GREEN, GOLD, PURPLE, RED_DK, TEAL, BLUE_DK]
for shelf_y, seed in ((12, 0), (48, 3)):
    x = 16
    i = seed
    while x < 78:
        w = 6 + (i * 5) % 5
        h = 28 - (i * 7) % 8
        books += (f'<rect x="{x}" y="{shelf_y + 32 - h}" width="{w}" height="{h}" fill="{cols[i % len(cols)]}" '
                  f'stroke="{INK}" stroke-width="1.5"/>'
                  f'<path d="M{x + 1} {shelf_y + 36 - h} h{w - 2}" stroke="{GOLD_HI}" stroke-width="1.2"/>')
        x += w
        i += 1
E["bookshelf"] = (
    f'<rect x="10" y="6" width="80" height="88" rx="2" {o(WOOD_DK)}/>'
    f'<rect x="16" y="12" width="68" height="32" fill="#2a1a0c"/><rect x="16" y="48" width="68" height="32" fill="#2a1a0c"/>'
    + books +
    f'<rect x="12" y="43" width="76" height="6" {o(WOOD, 2)}/><rect x="12" y="79" width="76" height="6" {o(WOOD, 2)}/>'
    f'<rect x="70" y="70" width="14" height="10" rx="1" {o(PARCH, 1.5)}/>')

E["statue"] = (
    f'<rect x="22" y="80" width="56" height="14" rx="2" {o(STONE_DK)}/>'
    f'<rect x="28" y="72" width="44" height="10" {o(STONE)}/>'
    f'<path d="M36 72 L38 40 Q50 34 62 40 L64 72 Z" {o(STONE_HI)}/>'
    f'<path d="M34 44 Q26 54 30 66 M66 44 L74 30" fill="none" stroke="{INK}" stroke-width="7" stroke-linecap="round"/>'
    f'<path d="M34 44 Q26 54 30 66 M66 44 L74 30" fill="none" stroke="{STONE_HI}" stroke-width="3.5" stroke-linecap="round"/>'
    f'<path d="M72 34 L80 4 L84 6 L76 36 Z" {o(STONE_HI, 2)}/>'
    f'<circle cx="50" cy="26" r="11" {o(STONE_HI)}/>'
    f'<path d="M39 24 Q50 10 61 24 L58 22 L42 22 Z" {o(STONE, 2)}/>'
    f'<path d="M44 52 L48 60 L46 68 M58 46 L56 56" fill="none" stroke="{STONE_DK}" stroke-width="1.5"/>')

E["underground_river"] = (
    f'<path d="M4 96 L4 46 Q6 10 50 8 Q94 10 96 46 L96 96 Z" {o(STONE_DK)}/>'
    f'<path d="M16 96 L16 52 Q18 24 50 22 Q82 24 84 52 L84 96 Z" fill="#14181e"/>'
    f'<path d="M16 60 Q33 54 50 60 Q67 66 84 60 L84 96 L16 96 Z" fill="#2f6fa8"/>'
    f'<path d="M22 70 Q32 66 42 70 M52 80 Q62 76 72 80 M28 88 Q38 84 48 88" fill="none" stroke="#9fd0f0" '
    f'stroke-width="3" stroke-linecap="round"/>'
    f'<path d="M16 60 Q33 54 50 60 Q67 66 84 60" fill="none" stroke="#9fd0f0" stroke-width="2.5"/>'
    + "".join(f'<path d="M{x} 22 L{x + 3} {y} L{x + 6} 22 Z" fill="{STONE}" stroke="{INK}" stroke-width="1.2"/>'
              for x, y in ((28, 36), (44, 30), (60, 38), (70, 30))))

E["chasm"] = (
    f'<path d="M2 30 L44 30 L40 42 L48 56 L40 70 L46 98 L2 98 Z" {o(STONE)}/>'
    f'<path d="M98 30 L58 30 L62 44 L54 58 L62 72 L56 98 L98 98 Z" {o(STONE)}/>'
    f'<path d="M44 30 L58 30 L62 44 L54 58 L62 72 L56 98 L46 98 L40 70 L48 56 L40 42 Z" fill="#0a0608"/>'
    f'<path d="M2 30 L44 30 M98 30 L58 30" stroke="{STONE_HI}" stroke-width="4"/>'
    f'<path d="M10 46 L30 50 M14 70 L32 66 M70 50 L90 46 M68 80 L88 84" stroke="{STONE_DK}" stroke-width="2.5"/>'
    f'<path d="M20 24 Q22 12 30 16 Q34 6 42 12" fill="none" stroke="{INK_SOFT}" stroke-width="2.5" opacity="0.6"/>'
    f'<circle cx="52" cy="20" r="3" fill="{STONE_DK}"/><circle cx="50" cy="8" r="2" fill="{STONE_DK}"/>')

swirl = "".join(
    f'<path d="M50 50 m{r} 0 a{r} {r * 1.4:.1f} 0 0 1 {-r} {r * 1.4:.1f}" fill="none" stroke="{c}" stroke-width="4" '
    f'stroke-linecap="round" transform="rotate({a} 50 50)"/>'
    for r, a, c in ((24, 0, "#d8a8ff"), (18, 120, "#f0d8ff"), (12, 240, "#d8a8ff"), (20, 200, "#a060e0"), (8, 60, "#ffffff")))
E["portal"] = (
    f'<ellipse cx="50" cy="52" rx="40" ry="46" {o(STONE)}/>'
    f'<ellipse cx="50" cy="52" rx="30" ry="36" fill="{PURPLE_DK}" {ink(2.5)}/>'
    f'<ellipse cx="50" cy="52" rx="22" ry="28" fill="{PURPLE}"/>'
    + swirl +
    f'<circle cx="50" cy="52" r="5" fill="#ffffff"/>'
    + "".join(f'<rect x="{50 + 40 * math.cos(math.radians(a)) - 3:.1f}" y="{52 + 46 * math.sin(math.radians(a)) - 3:.1f}" '
              f'width="6" height="6" fill="#5ff0e0" stroke="{INK}" stroke-width="1.2" transform="rotate(45 '
              f'{50 + 40 * math.cos(math.radians(a)):.1f} {52 + 46 * math.sin(math.radians(a)):.1f})"/>'
              for a in (-90, -30, 30, 150, 210)))

E["fountain"] = (
    f'<path d="M50 30 Q30 26 22 50 M50 30 Q70 26 78 50 M50 16 Q50 8 50 4" fill="none" stroke="#7ac0f0" '
    f'stroke-width="4" stroke-linecap="round"/>'
    f'<rect x="44" y="28" width="12" height="36" {o(STONE_HI)}/>'
    f'<ellipse cx="50" cy="28" rx="14" ry="5" {o(STONE_HI)}/>'
    f'<ellipse cx="50" cy="26" rx="8" ry="2" fill="#7ac0f0"/>'
    f'<path d="M8 62 L92 62 L84 92 L16 92 Z" {o(STONE)}/>'
    f'<ellipse cx="50" cy="62" rx="42" ry="10" {o(STONE_HI)}/>'
    f'<ellipse cx="50" cy="63" rx="34" ry="6" fill="#3f8ad0"/>'
    f'<path d="M26 63 Q32 60 38 63 M58 64 Q64 61 70 64" fill="none" stroke="#bfe4ff" stroke-width="2"/>'
    f'<path d="M30 74 L30 88 M50 76 L50 90 M70 74 L70 88" stroke="{STONE_DK}" stroke-width="2"/>'
    f'<circle cx="24" cy="50" r="2.5" fill="#7ac0f0"/><circle cx="76" cy="50" r="2.5" fill="#7ac0f0"/>')

E["crossroads"] = (
    f'<path d="M4 96 Q50 84 96 96" {o("#a08a6a", 2)}/>'
    f'<rect x="45" y="10" width="10" height="86" {o(WOOD)}/>'
    f'<path d="M50 16 L88 16 L96 24 L88 32 L50 32 Z" {o(WOOD_HI)}/>'
    f'<path d="M50 38 L12 38 L4 46 L12 54 L50 54 Z" {o(WOOD_HI)}/>'
    f'<path d="M50 60 L84 60 L92 68 L84 76 L50 76 Z" {o(WOOD_HI)}/>'
    f'<path d="M58 24 L82 24 M42 46 L18 46 M58 68 L78 68" stroke="{WOOD_DK}" stroke-width="3" stroke-linecap="round"/>'
    + "".join(f'<circle cx="50" cy="{y}" r="2.5" {o(STEEL, 1)}/>' for y in (24, 46, 68)))

bricks = ""
for row in range(6):
    y = 20 + row * 12
    off = 0 if row % 2 == 0 else 10
    for x in range(8 - off, 92, 20):
        x0, x1 = max(x, 8), min(x + 20, 92)
        bricks += f'<rect x="{x0}" y="{y}" width="{x1 - x0}" height="12" fill="{"#8a5a48" if (row + x) % 3 else "#7a4a3a"}" stroke="{INK}" stroke-width="1.5"/>'
E["dead_end"] = (
    f'<path d="M4 96 L4 20 L96 20 L96 96 Z" {o("#6a4034")}/>'
    + bricks +
    f'<path d="M8 20 L92 20 L92 92 L8 92 Z" fill="none" {ink(3)}/>'
    f'<path d="M30 36 L70 76 M70 36 L30 76" stroke="{INK}" stroke-width="14" stroke-linecap="round"/>'
    f'<path d="M30 36 L70 76 M70 36 L30 76" stroke="{RED}" stroke-width="8" stroke-linecap="round"/>'
    f'<path d="M4 96 L96 96" {ink(3)}/>')

coins = "".join(f'<ellipse cx="{x}" cy="{y}" rx="8" ry="4" {o(GOLD, 1.5)}/>'
                for x, y in ((20, 84), (34, 88), (50, 90), (66, 88), (82, 84), (28, 76), (44, 80), (60, 78),
                             (74, 76), (36, 68), (54, 70), (46, 60), (64, 64)))
E["treasure_pile"] = (
    f'<path d="M8 92 Q20 64 40 52 Q50 40 62 50 Q82 62 92 92 Z" {o(GOLD_DK)}/>'
    f'<path d="M18 86 Q28 66 42 58 Q52 50 60 56 Q76 66 84 86 Z" fill="{GOLD}"/>'
    + coins +
    f'<path d="M54 46 L54 26 Q54 18 62 18 L70 18 Q78 18 78 26 L78 46" fill="none" {ink(3)}/>'
    f'<path d="M56 20 L76 20 Q76 36 66 38 Q56 36 56 20 Z" {o(GOLD)}/><path d="M66 38 L66 50 M58 52 L74 52" stroke="{INK}" stroke-width="4"/>'
    f'<path d="M66 38 L66 50 M58 52 L74 52" stroke="{GOLD}" stroke-width="2"/>'
    f'<polygon points="28,58 36,50 44,58 36,68" {o("#2fae8f", 2)}/><polygon points="22,40 28,34 34,40 28,46" {o(RED, 2)}/>'
    f'<path d="M30 34 L34 28 M26 32 L20 28" stroke="{GOLD_HI}" stroke-width="2" stroke-linecap="round"/>')

E["throne"] = (
    f'<path d="M24 94 L24 20 L34 6 L42 16 L50 2 L58 16 L66 6 L76 20 L76 94 Z" {o(GOLD)}/>'
    f'<path d="M32 62 L32 24 L68 24 L68 62 Z" {o(RED)}/>'
    f'<path d="M40 30 L40 56 M50 28 L50 58 M60 30 L60 56" stroke="{RED_DK}" stroke-width="2"/>'
    f'<rect x="14" y="58" width="72" height="14" rx="3" {o(RED)}/>'
    f'<rect x="10" y="50" width="12" height="34" rx="3" {o(GOLD)}/><rect x="78" y="50" width="12" height="34" rx="3" {o(GOLD)}/>'
    f'<path d="M20 72 L20 96 M80 72 L80 96" stroke="{INK}" stroke-width="8" stroke-linecap="round"/>'
    f'<path d="M20 72 L20 96 M80 72 L80 96" stroke="{GOLD}" stroke-width="4" stroke-linecap="round"/>'
    f'<circle cx="50" cy="14" r="4" {o(BLUE, 1.5)}/>')

E["cauldron"] = (
    f'<path d="M30 96 L40 84 L36 96 M70 96 L60 84 L64 96 M46 96 L52 82 L56 96" fill="#f08a20" {ink(2)}/>'
    f'<path d="M14 44 Q10 86 50 88 Q90 86 86 44 Z" {o(BLACK)}/>'
    f'<ellipse cx="50" cy="44" rx="38" ry="9" {o(BLACK_HI)}/>'
    f'<ellipse cx="50" cy="45" rx="32" ry="6" fill="#6ad040"/>'
    f'<circle cx="40" cy="34" r="6" {o("#8ae060", 2)}/><circle cx="58" cy="26" r="4" {o("#8ae060", 2)}/>'
    f'<circle cx="50" cy="14" r="3" {o("#8ae060", 1.5)}/>'
    f'<path d="M24 58 Q30 74 44 78" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.3"/>'
    f'<path d="M8 46 Q2 46 4 54 M92 46 Q98 46 96 54" fill="none" {ink(4)}/>')

steps = "".join(
    f'<path d="M{12 + i * 7} {20 + i * 14} L{88 - i * 7} {20 + i * 14} L{88 - i * 7} {30 + i * 14} L{12 + i * 7} {30 + i * 14} Z" '
    f'fill="{STONE_HI if i % 2 == 0 else STONE}" stroke="{INK}" stroke-width="2"/>'
    f'<path d="M{12 + i * 7} {20 + i * 14} L{88 - i * 7} {20 + i * 14}" stroke="#ffffff" stroke-width="1.5" opacity="0.4"/>'
    for i in range(5))
E["stairs"] = (
    f'<path d="M4 10 L96 10 L96 98 L4 98 Z" {o(STONE_DK)}/>'
    f'<path d="M12 20 L88 20 L60 96 L40 96 Z" fill="#0c0a0a"/>'
    + steps +
    f'<path d="M4 10 L12 20 L40 96 M96 10 L88 20 L60 96" fill="none" {ink(2.5)}/>'
    f'<path d="M4 10 L96 10" {ink(4)}/>')

E["peddler"] = (
    f'<rect x="54" y="30" width="38" height="48" rx="6" {o(WOOD)}/>'
    f'<path d="M58 42 L88 42 M58 58 L88 58" stroke="{WOOD_DK}" stroke-width="2.5"/>'
    f'<path d="M62 30 Q64 20 72 22 Q80 20 82 30" fill="none" stroke="{STEEL_DK}" stroke-width="3"/>'
    f'<circle cx="86" cy="72" r="5" {o(GOLD, 1.5)}/><path d="M60 78 L64 90 L70 78" {o(RED, 2)}/>'
    f'<path d="M16 96 Q16 62 40 58 Q62 62 62 96 Z" {o("#3f6a3a")}/>'
    f'<path d="M40 58 L40 96" stroke="{GOLD}" stroke-width="3"/>'
    f'<circle cx="40" cy="42" r="13" {o(FLESH)}/>'
    f'<path d="M30 48 Q40 62 50 48 Q40 52 30 48 Z" {o("#e0e0e0", 2)}/>'
    f'<path d="M12 34 Q40 24 68 34 Q40 40 12 34 Z" {o(WOOD_DK)}/>'
    f'<path d="M26 32 Q28 12 40 12 Q52 12 54 32 Z" {o(WOOD_DK)}/>'
    f'<path d="M28 28 L52 28" stroke="{RED}" stroke-width="3"/>'
    f'<circle cx="35" cy="41" r="1.8" fill="{INK}"/><circle cx="45" cy="41" r="1.8" fill="{INK}"/>'
    f'<path d="M40 44 Q38 48 42 48" fill="none" {ink(1.5)}/>')

# The other peddlers, each the person their card describes (Pip keeps "peddler", his pots on the stall).
# Madame Ssylla: a serpent-woman leaning out of her hollow wall, a tale-telling finger raised.
E["peddler_serpent"] = (
    f'<path d="M4 96 L4 30 Q4 4 50 4 Q96 4 96 30 L96 96 Z" {o(STONE)}/>'
    f'<path d="M16 96 L16 36 Q16 16 50 16 Q84 16 84 36 L84 96 Z" fill="#1c1410"/>'
    f'<path d="M20 96 Q18 80 34 74 Q50 70 52 84 Q54 96 70 92 Q84 88 80 76" fill="none" stroke="{INK}" stroke-width="13" stroke-linecap="round"/>'
    f'<path d="M20 96 Q18 80 34 74 Q50 70 52 84 Q54 96 70 92 Q84 88 80 76" fill="none" stroke="{GREEN}" stroke-width="8" stroke-linecap="round"/>'
    f'<path d="M34 76 Q36 56 50 52 Q64 56 64 74 Z" {o(PURPLE)}/>'
    f'<path d="M36 40 Q36 22 50 22 Q64 22 64 40 Q64 54 50 56 Q36 54 36 40 Z" {o(GREEN_HI)}/>'
    f'<path d="M32 46 Q30 24 50 18 Q70 24 68 46 Q62 30 50 28 Q38 30 32 46 Z" {o(GREEN_DK, 2)}/>'
    f'<ellipse cx="44" cy="40" rx="3.5" ry="2.5" fill="{YELLOW_HI}" {ink(1.2)}/><ellipse cx="56" cy="40" rx="3.5" ry="2.5" fill="{YELLOW_HI}" {ink(1.2)}/>'
    f'<path d="M44 38 L44 42 M56 38 L56 42" stroke="{INK}" stroke-width="1.5"/>'
    f'<path d="M46 50 Q50 52 54 50" fill="none" {ink(1.5)}/><path d="M50 52 L50 56 L48 58 M50 56 L52 58" stroke="{RED}" stroke-width="1.2" fill="none"/>'
    f'<path d="M64 62 Q76 58 78 44" fill="none" stroke="{INK}" stroke-width="7" stroke-linecap="round"/>'
    f'<path d="M64 62 Q76 58 78 44" fill="none" stroke="{GREEN_HI}" stroke-width="3.5" stroke-linecap="round"/>'
    f'<circle cx="78" cy="42" r="2" fill="{GREEN_HI}" {ink(1)}/>'
    f'<path d="M22 58 L32 58 L30 72 L24 72 Z" {o(TEAL, 2)}/><path d="M24 54 L30 54 L30 58 L24 58 Z" {o(WOOD_DK, 1.5)}/>')

# Old Grizzle: a dwarf trader, grey beard to his belt, a coin held up to see what you will pay.
E["peddler_dwarf"] = (
    f'<path d="M58 96 L60 58 Q78 50 92 60 L94 96 Z" {o(WOOD_HI)}/>'
    f'<path d="M62 58 Q76 44 90 60" fill="none" stroke="{WOOD_DK}" stroke-width="3"/>'
    f'<path d="M66 72 L88 72 M64 84 L90 84" stroke="{WOOD_DK}" stroke-width="2"/>'
    f'<path d="M10 96 Q10 62 36 58 Q60 62 60 96 Z" {o(RED_DK)}/>'
    f'<rect x="12" y="80" width="46" height="7" {o(WOOD_DK, 2)}/><rect x="30" y="79" width="10" height="9" {o(GOLD, 2)}/>'
    f'<circle cx="36" cy="40" r="15" {o(FLESH)}/>'
    f'<path d="M20 42 Q18 80 36 86 Q54 80 52 42 Q46 54 36 52 Q26 54 20 42 Z" {o(STONE_HI)}/>'
    f'<path d="M28 60 Q36 76 36 84 M44 60 Q38 72 36 84" fill="none" stroke="{STONE}" stroke-width="2"/>'
    f'<path d="M26 46 Q36 42 46 46 Q36 50 26 46 Z" {o(STONE_HI, 2)}/>'
    f'<path d="M19 34 Q20 16 36 16 Q52 16 53 34 Z" {o(STEEL)}/><path d="M17 34 L55 34" {ink(4)}/><path d="M17 34 L55 34" stroke="{STEEL_DK}" stroke-width="2"/>'
    f'<path d="M36 16 L36 34" stroke="{STEEL_DK}" stroke-width="2.5"/>'
    f'<path d="M28 38 L33 38 M39 38 L44 38" {ink(2)}/><circle cx="31" cy="40" r="1.6" fill="{INK}"/><circle cx="41" cy="40" r="1.6" fill="{INK}"/>'
    f'<circle cx="36" cy="44" r="3.5" {o("#d89870", 1.5)}/>'
    f'<path d="M52 66 Q62 56 66 40" fill="none" stroke="{INK}" stroke-width="9" stroke-linecap="round"/>'
    f'<path d="M52 66 Q62 56 66 40" fill="none" stroke="{RED_DK}" stroke-width="5" stroke-linecap="round"/>'
    f'<circle cx="68" cy="34" r="8" {o(GOLD, 2.5)}/><circle cx="68" cy="34" r="4" fill="none" stroke="{GOLD_DK}" stroke-width="1.5"/>')

# Bartleby Boneface: a skeleton behind his counter, shopkeeper's cap and a price tag, an old sword hung up.
E["peddler_skeleton"] = (
    f'<path d="M74 8 L74 60" stroke="{INK}" stroke-width="7" stroke-linecap="round"/>'
    f'<path d="M74 8 L74 60" stroke="{STEEL}" stroke-width="3.5" stroke-linecap="round"/>'
    f'<path d="M66 58 L82 58" stroke="{INK}" stroke-width="6" stroke-linecap="round"/><path d="M66 58 L82 58" stroke="{GOLD}" stroke-width="3" stroke-linecap="round"/>'
    f'<path d="M74 60 L74 70" stroke="{WOOD_DK}" stroke-width="5"/>'
    f'<path d="M22 74 Q22 60 42 58 Q62 60 62 74 Z" {o(BONE)}/>'
    f'<path d="M30 64 L54 64 M28 70 L56 70" stroke="{INK_SOFT}" stroke-width="2"/><path d="M42 58 L42 74" stroke="{INK_SOFT}" stroke-width="2.5"/>'
    f'<path d="M26 36 Q26 14 42 14 Q58 14 58 36 Q58 46 52 48 L52 56 L32 56 L32 48 Q26 46 26 36 Z" {o(BONE)}/>'
    f'<ellipse cx="35" cy="34" rx="5.5" ry="6.5" fill="{INK}"/><ellipse cx="49" cy="34" rx="5.5" ry="6.5" fill="{INK}"/>'
    f'<circle cx="36" cy="35" r="1.5" fill="{GREEN_HI}"/><circle cx="48" cy="35" r="1.5" fill="{GREEN_HI}"/>'
    f'<path d="M40 44 L42 40 L44 44 Z" fill="{INK}"/>'
    f'<path d="M36 50 L36 56 M40 50 L40 56 M44 50 L44 56 M48 50 L48 56" stroke="{INK}" stroke-width="1.5"/>'
    f'<path d="M22 22 Q42 10 62 22 L58 26 Q42 18 26 26 Z" {o(RED)}/><path d="M24 24 Q14 26 12 22 Q18 18 26 20" {o(RED_DK, 2)}/>'
    f'<path d="M4 96 L4 74 L96 74 L96 96 Z" {o(WOOD)}/><path d="M4 80 L96 80" stroke="{WOOD_DK}" stroke-width="2.5"/>'
    f'<path d="M64 82 L84 82 L88 88 L84 94 L64 94 Z" {o(PARCH, 2)}/><circle cx="68" cy="88" r="1.8" fill="{INK}"/>'
    f'<path d="M73 88 L82 88" stroke="{RED}" stroke-width="2"/>'
    f'<circle cx="18" cy="86" r="6" {o(GOLD, 2)}/><circle cx="30" cy="88" r="5" {o(GOLD, 2)}/>')

# --- special
E["azoz"] = (
    f'<circle cx="50" cy="48" r="46" fill="{PURPLE_HI}" opacity="0.3"/>'
    f'<path d="M16 96 Q18 66 34 62 L50 72 L66 62 Q82 66 84 96 Z" {o(PURPLE_DK)}/>'
    f'<path d="M34 62 L50 72 L66 62 L62 96 L38 96 Z" fill="{PURPLE}"/>'
    f'<path d="M24 40 Q10 30 14 16 Q20 30 28 30 Q22 12 34 4 Q32 20 40 22 M76 40 Q90 30 86 16 Q80 30 72 30 Q78 12 66 4 Q68 20 60 22" '
    f'fill="#f0f0f0" {ink(2.5)}/>'
    f'<path d="M28 40 Q28 18 50 18 Q72 18 72 40 Q72 64 50 68 Q28 64 28 40 Z" {o("#b8d0a0")}/>'
    f'<circle cx="40" cy="40" r="7" {o(WHITE, 2)}/><circle cx="60" cy="40" r="5" {o(WHITE, 2)}/>'
    f'<circle cx="41" cy="41" r="2.5" fill="{RED}"/><circle cx="59" cy="39" r="2" fill="{RED}"/>'
    f'<path d="M38 54 Q50 64 62 54 Q50 58 38 54 Z" {o(INK, 2)}/>'
    f'<path d="M42 56 L43 59 M48 57 L48 60 M54 57 L54 60 M58 56 L57 59" stroke="{WHITE}" stroke-width="1.5"/>'
    f'<polygon points="50,20 56,28 50,36 44,28" {o("#5ff0e0", 2)}/>'
    f'<path d="M30 26 L70 26" fill="none" stroke="{GOLD}" stroke-width="4"/>'
    f'<path d="M32 30 Q36 34 34 40" fill="none" stroke="{INK}" stroke-width="1.5"/>')

E["hunter"] = (
    f'<path d="M14 96 Q14 60 30 50 L70 50 Q86 60 86 96 Z" {o("#4a3a2a")}/>'
    f'<path d="M50 4 Q76 14 74 46 L70 64 L30 64 L26 46 Q24 14 50 4 Z" {o("#5a4630")}/>'
    f'<path d="M50 4 Q40 0 30 6 L40 10 Z" {o("#5a4630", 2)}/>'
    f'<path d="M34 48 Q34 24 50 22 Q66 24 66 48 Q58 60 50 60 Q42 60 34 48 Z" fill="{INK}"/>'
    f'<path d="M40 40 L46 42 M60 40 L54 42" stroke="{RED_HI}" stroke-width="3" stroke-linecap="round"/>'
    # crossbow held across the chest
    f'<path d="M14 66 Q50 52 86 66" fill="none" stroke="{INK}" stroke-width="8" stroke-linecap="round"/>'
    f'<path d="M14 66 Q50 52 86 66" fill="none" stroke="{WOOD_HI}" stroke-width="4" stroke-linecap="round"/>'
    f'<path d="M14 66 L50 74 L86 66" fill="none" stroke="{BONE}" stroke-width="1.5"/>'
    f'<rect x="46" y="56" width="8" height="36" rx="2" {o(WOOD, 2.5)}/>'
    f'<path d="M50 46 L50 58" stroke="{STEEL_HI}" stroke-width="3"/><path d="M46 48 L50 40 L54 48 Z" {o(STEEL_HI, 1.5)}/>')

E["town"] = (
    f'<path d="M4 96 L4 60 L96 60 L96 96 Z" {o(STONE)}/>'
    + "".join(f'<rect x="{x}" y="54" width="8" height="8" {o(STONE, 2)}/>' for x in (4, 20, 72, 88))
    + f'<path d="M40 96 L40 78 Q50 66 60 78 L60 96 Z" {o(WOOD_DK, 2.5)}/>'
    f'<rect x="30" y="30" width="40" height="30" {o(STONE_HI)}/>'
    f'<path d="M26 32 L50 8 L74 32 Z" {o(BLUE)}/>'
    f'<path d="M50 8 L50 0" {ink(2)}/><path d="M50 0 L62 3 L50 6 Z" fill="{RED}" {ink(1.5)}/>'
    f'<rect x="44" y="38" width="12" height="12" rx="6" fill="{YELLOW_HI}" {ink(2)}/>'
    f'<rect x="8" y="34" width="18" height="26" {o("#e8d8b0")}/><path d="M4 36 L17 20 L30 36 Z" {o(RED)}/>'
    f'<rect x="74" y="38" width="18" height="22" {o("#e8d8b0")}/><path d="M70 40 L83 26 L96 40 Z" {o(RED)}/>'
    f'<rect x="14" y="44" width="6" height="7" fill="{YELLOW_HI}" stroke="{INK}" stroke-width="1.5"/>'
    f'<rect x="80" y="46" width="6" height="7" fill="{YELLOW_HI}" stroke="{INK}" stroke-width="1.5"/>'
    f'<path d="M10 74 L30 74 M70 74 L90 74 M16 84 L34 84 M66 84 L84 84" stroke="{STONE_DK}" stroke-width="2"/>')

for name, body in E.items():
    write(f"emblems/{name}.svg", svg(100, 100, body))
print(len(E))
