# Item emblems (viewBox 0 0 100 100, transparent background): weapons, armour,
# trinkets and tools, each drawn large and slightly tilted like a card illustration.
import math
from common import *

E = {}


def o(fill, w=3):
    return f'fill="{fill}" {ink(w)}'


def stick(d, colour, w=6):
    """A handle or shaft: an ink line with a coloured core, so thin parts keep an outline."""
    return (f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="{w + 5}" stroke-linecap="round" stroke-linejoin="round"/>'
            f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{w}" stroke-linecap="round" stroke-linejoin="round"/>')


E["sword"] = (
    '<g transform="rotate(45 50 50)">'
    f'<path d="M44 66 L44 14 L50 2 L56 14 L56 66 Z" {o(STEEL_HI)}/>'
    f'<path d="M50 8 L50 64" stroke="{STEEL_DK}" stroke-width="2"/>'
    f'<rect x="30" y="64" width="40" height="8" rx="3" {o(GOLD)}/>'
    f'<rect x="45" y="72" width="10" height="18" {o(WOOD_DK)}/>'
    f'<circle cx="50" cy="94" r="6" {o(GOLD)}/><circle cx="50" cy="68" r="3" fill="{RED}"/></g>')

E["axe"] = (
    '<g transform="rotate(30 50 50)">'
    + stick("M50 96 L50 12", WOOD_HI, 7) +
    f'<path d="M50 18 Q74 6 86 14 Q78 34 86 54 Q74 60 50 46 Z" {o(STEEL_HI)}/>'
    f'<path d="M80 16 Q74 34 80 52" fill="none" stroke="{STEEL_DK}" stroke-width="2.5"/>'
    f'<path d="M50 22 Q38 18 32 24 Q36 32 32 40 Q38 46 50 42 Z" {o(STEEL)}/>'
    f'<rect x="45" y="84" width="10" height="6" fill="{INK_SOFT}"/></g>')

E["shield"] = (
    f'<path d="M14 12 Q50 2 86 12 L86 44 Q86 78 50 96 Q14 78 14 44 Z" {o(BLUE)}/>'
    f'<path d="M22 18 Q50 10 78 18 L78 44 Q78 72 50 88 Q22 72 22 44 Z" fill="none" stroke="{GOLD}" stroke-width="4"/>'
    f'<path d="M50 10 L50 92 M18 40 L82 40" stroke="{GOLD}" stroke-width="7"/>'
    f'<path d="M50 10 L50 92 M18 40 L82 40" stroke="{GOLD_HI}" stroke-width="2.5"/>'
    f'<circle cx="50" cy="40" r="10" {o(GOLD)}/><circle cx="47" cy="37" r="3" fill="{GOLD_HI}"/>'
    f'<path d="M14 12 Q50 2 86 12 L86 44 Q86 78 50 96 Q14 78 14 44 Z" fill="none" {ink(3)}/>')

boot = ("M26 10 L54 10 L54 56 Q56 62 64 64 L80 68 Q88 70 88 80 L88 86 L22 86 L22 64 Q26 58 26 50 Z")
E["boots"] = (
    f'<g transform="translate(12 4) scale(0.85)"><path d="{boot}" {o(WOOD_DK)}/></g>'
    f'<path d="{boot}" {o(WOOD)}/>'
    f'<rect x="22" y="6" width="36" height="12" rx="3" {o(WOOD_HI)}/>'
    f'<path d="M18 86 L92 86 L92 94 L18 94 Z" {o(INK_SOFT)}/>'
    f'<path d="M54 34 L40 38 M54 44 L40 48 M54 54 L42 58" stroke="{GOLD}" stroke-width="3" stroke-linecap="round"/>'
    f'<path d="M30 30 L38 22 M30 44 L34 40" stroke="{BLUE_HI}" stroke-width="3" stroke-linecap="round"/>'
    f'<path d="M8 40 L18 40 M6 52 L18 52 M10 64 L18 64" stroke="{BLUE_HI}" stroke-width="3" stroke-linecap="round"/>')

E["amulet"] = (
    f'<path d="M20 6 Q22 44 44 56 M80 6 Q78 44 56 56" fill="none" stroke="{INK}" stroke-width="6"/>'
    f'<path d="M20 6 Q22 44 44 56 M80 6 Q78 44 56 56" fill="none" stroke="{GOLD}" stroke-width="3"/>'
    f'<circle cx="50" cy="70" r="22" {o(GOLD)}/>'
    f'<circle cx="50" cy="70" r="14" {o("#2fae8f", 2.5)}/>'
    f'<circle cx="45" cy="65" r="4" fill="#c8fff0"/>'
    + "".join(f'<circle cx="{50 + 18 * math.cos(math.radians(a)):.1f}" cy="{70 + 18 * math.sin(math.radians(a)):.1f}" r="1.8" fill="{GOLD_DK}"/>'
              for a in range(0, 360, 45)))

E["ring"] = (
    f'<ellipse cx="50" cy="62" rx="32" ry="28" fill="none" stroke="{INK}" stroke-width="16"/>'
    f'<ellipse cx="50" cy="62" rx="32" ry="28" fill="none" stroke="{GOLD}" stroke-width="10"/>'
    f'<path d="M24 52 Q30 38 44 35" fill="none" stroke="{GOLD_HI}" stroke-width="3" stroke-linecap="round"/>'
    f'<path d="M36 34 L42 22 L58 22 L64 34 Z" {o(GOLD)}/>'
    f'<polygon points="40,22 50,6 60,22 50,30" {o(RED, 2.5)}/>'
    f'<polygon points="44,20 50,10 50,22" fill="#ffb0a8"/>'
    f'<path d="M70 10 L74 4 M76 16 L84 14" stroke="{GOLD_HI}" stroke-width="2.5" stroke-linecap="round"/>')

E["cloak"] = (
    f'<path d="M36 12 Q50 18 64 12 Q74 40 88 92 Q50 100 12 92 Q26 40 36 12 Z" {o("#2e5a8a")}/>'
    f'<path d="M36 12 Q32 44 28 92 M64 12 Q68 44 72 92" fill="none" stroke="#1c3c60" stroke-width="3"/>'
    f'<path d="M50 18 Q46 56 50 96" fill="none" stroke="#1c3c60" stroke-width="3"/>'
    f'<path d="M30 12 Q50 26 70 12 Q68 4 50 6 Q32 4 30 12 Z" {o("#3f72a8")}/>'
    f'<circle cx="50" cy="18" r="6" {o(GOLD, 2)}/><circle cx="50" cy="18" r="2.5" fill="{RED}"/>'
    f'<path d="M12 92 Q50 100 88 92" fill="none" stroke="{GOLD}" stroke-width="3"/>')

E["potion"] = (
    f'<rect x="40" y="6" width="20" height="12" rx="3" {o(WOOD_HI)}/>'
    f'<path d="M42 18 L42 36 Q18 46 18 68 Q18 94 50 94 Q82 94 82 68 Q82 46 58 36 L58 18 Z" {o("#e0eef4")}/>'
    f'<path d="M22 64 Q36 58 50 64 Q64 70 78 64 Q80 90 50 90 Q20 90 22 64 Z" fill="{RED}"/>'
    f'<circle cx="40" cy="76" r="3" fill="#ff9a90"/><circle cx="58" cy="72" r="2" fill="#ff9a90"/>'
    f'<path d="M28 56 Q30 46 42 42" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>'
    f'<path d="M42 18 L42 36 Q18 46 18 68 Q18 94 50 94 Q82 94 82 68 Q82 46 58 36 L58 18" fill="none" {ink(3)}/>'
    f'<path d="M38 20 L62 20" {ink(4)}/>')

E["bow"] = (
    '<g transform="rotate(-35 50 50)">'
    f'<path d="M50 4 Q86 50 50 96" fill="none" stroke="{INK}" stroke-width="11" stroke-linecap="round"/>'
    f'<path d="M50 4 Q86 50 50 96" fill="none" stroke="{WOOD_HI}" stroke-width="6" stroke-linecap="round"/>'
    f'<path d="M50 4 L50 96" stroke="{BONE}" stroke-width="1.8"/>'
    f'<rect x="64" y="42" width="8" height="16" rx="2" {o(RED_DK, 2)}/>'
    + stick("M20 50 L78 50", WOOD_DK, 2.5) +
    f'<path d="M78 44 L92 50 L78 56 Z" {o(STEEL_HI, 2)}/>'
    f'<path d="M12 44 L22 50 L12 56 M18 44 L28 50 L18 56" fill="none" stroke="{RED}" stroke-width="3"/></g>')

E["dagger"] = (
    '<g transform="rotate(-40 50 50)">'
    f'<path d="M43 58 L44 22 Q50 4 56 22 L57 58 Z" {o(STEEL_HI)}/>'
    f'<path d="M50 14 L50 56" stroke="{STEEL_DK}" stroke-width="2"/>'
    f'<path d="M30 56 Q50 64 70 56 L70 64 Q50 70 30 64 Z" {o(PURPLE)}/>'
    f'<rect x="45" y="66" width="10" height="20" rx="2" {o(INK_SOFT)}/>'
    f'<path d="M45 72 L55 70 M45 78 L55 76" stroke="{WOOD_HI}" stroke-width="1.5"/>'
    f'<polygon points="50,86 56,92 50,98 44,92" {o(PURPLE_HI, 2)}/></g>')

E["staff"] = (
    stick("M30 96 L64 24", WOOD_HI, 6)
    + f'<path d="M60 30 Q52 14 62 6 M68 28 Q80 16 74 6" fill="none" stroke="{INK}" stroke-width="7" stroke-linecap="round"/>'
    f'<path d="M60 30 Q52 14 62 6 M68 28 Q80 16 74 6" fill="none" stroke="{WOOD}" stroke-width="3.5" stroke-linecap="round"/>'
    f'<circle cx="68" cy="18" r="16" fill="#7ad0ff" opacity="0.35"/>'
    f'<circle cx="68" cy="18" r="9" {o("#7ad0ff", 2.5)}/><circle cx="65" cy="15" r="3" fill="#ffffff"/>'
    f'<path d="M40 76 L48 80 M46 64 L54 68" stroke="{GOLD}" stroke-width="3" stroke-linecap="round"/>')

E["helmet"] = (
    f'<path d="M16 60 Q14 14 50 12 Q86 14 84 60 L84 84 L60 84 L60 60 L40 60 L40 84 L16 84 Z" {o(STEEL)}/>'
    f'<path d="M22 40 L78 40 L78 48 L22 48 Z" fill="{INK}"/>'
    f'<path d="M47 40 L47 74 L53 74 L53 40 Z" {o(STEEL_HI, 2)}/>'
    f'<path d="M50 12 L50 40" stroke="{STEEL_DK}" stroke-width="3"/>'
    f'<path d="M26 34 Q28 22 40 18" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.6"/>'
    f'<path d="M16 84 L40 84 M60 84 L84 84" stroke="{GOLD}" stroke-width="3"/>'
    f'<path d="M50 12 Q58 0 76 2 Q66 8 64 16 Z" {o(RED, 2.5)}/>')

E["lantern"] = (
    f'<circle cx="50" cy="58" r="36" fill="{GOLD_HI}" opacity="0.3"/>'
    f'<path d="M40 16 Q50 2 60 16" fill="none" {ink(4)}/>'
    f'<path d="M34 22 L66 22 L60 14 L40 14 Z" {o(BLACK_HI)}/>'
    f'<rect x="32" y="22" width="36" height="54" rx="3" fill="{YELLOW_HI}" {ink(3)}/>'
    f'<path d="M50 66 Q40 56 50 40 Q60 56 50 66 Z" fill="#f08a20" stroke="{RED}" stroke-width="1.5"/>'
    f'<path d="M50 40 L50 34" stroke="{INK}" stroke-width="1.5"/>'
    f'<path d="M44 22 L44 76 M56 22 L56 76" stroke="{BLACK}" stroke-width="3"/>'
    f'<path d="M28 76 L72 76 L66 88 L34 88 Z" {o(BLACK_HI)}/>')

coil = "".join(f'<ellipse cx="50" cy="{56 + i * 0}" rx="{38 - i * 8}" ry="{30 - i * 6}" fill="none" stroke="{INK}" stroke-width="9"/>'
               f'<ellipse cx="50" cy="56" rx="{38 - i * 8}" ry="{30 - i * 6}" fill="none" stroke="#c8a060" stroke-width="5"/>'
               for i in range(4))
E["rope"] = (
    coil
    + "".join(f'<path d="M{50 + (38 - i * 8) * math.cos(math.radians(a)):.1f} {56 + (30 - i * 6) * math.sin(math.radians(a)):.1f} l3 -3" '
              f'stroke="#8a6a3a" stroke-width="1.5"/>' for i in range(4) for a in range(0, 360, 40))
    + stick("M86 56 Q94 30 76 14", "#c8a060", 5)
    + f'<path d="M70 8 L80 18 M72 16 L82 10" stroke="{INK}" stroke-width="2"/>')

E["scroll"] = (
    f'<rect x="20" y="20" width="60" height="62" fill="{PARCH}" {ink(3)}/>'
    f'<path d="M28 34 L72 34 M28 44 L68 44 M28 54 L72 54 M28 64 L60 64" stroke="{INK_SOFT}" stroke-width="2.5" stroke-linecap="round"/>'
    f'<rect x="12" y="12" width="76" height="12" rx="6" {o(PARCH_DARK)}/>'
    f'<rect x="12" y="78" width="76" height="12" rx="6" {o(PARCH_DARK)}/>'
    f'<circle cx="12" cy="18" r="5" {o(WOOD)}/><circle cx="88" cy="18" r="5" {o(WOOD)}/>'
    f'<circle cx="12" cy="84" r="5" {o(WOOD)}/><circle cx="88" cy="84" r="5" {o(WOOD)}/>'
    f'<circle cx="66" cy="70" r="8" {o(RED, 2)}/><path d="M62 76 L60 90 M70 76 L72 90" stroke="{RED}" stroke-width="3"/>')

E["key"] = (
    '<g transform="rotate(-45 50 50)">'
    f'<circle cx="50" cy="22" r="16" {o(GOLD)}/><circle cx="50" cy="22" r="7" fill="none" {ink(3)}/>'
    f'<circle cx="50" cy="22" r="6" fill="none" stroke="{GOLD_DK}" stroke-width="1"/>'
    f'<rect x="45" y="36" width="10" height="56" rx="2" {o(GOLD)}/>'
    f'<path d="M55 70 L68 70 L68 78 L55 78 Z M55 82 L64 82 L64 90 L55 90 Z" {o(GOLD, 2.5)}/>'
    f'<path d="M48 40 L48 88" stroke="{GOLD_HI}" stroke-width="2"/></g>')

E["pouch"] = (
    f'<path d="M36 30 Q14 46 16 72 Q18 94 50 94 Q82 94 84 72 Q86 46 64 30 Z" {o("#9a6a3a")}/>'
    f'<path d="M36 30 Q30 18 24 14 Q38 18 50 16 Q62 18 76 14 Q70 18 64 30 Z" {o("#b98a52")}/>'
    f'<path d="M34 30 Q50 36 66 30" fill="none" stroke="{RED}" stroke-width="5" stroke-linecap="round"/>'
    f'<path d="M58 33 Q66 44 60 52" fill="none" stroke="{RED}" stroke-width="3" stroke-linecap="round"/>'
    f'<circle cx="50" cy="66" r="12" {o(GOLD, 2.5)}/>'
    f'<polygon points="50,58 52.5,64 58,64 54,68 55.5,74 50,70.5 44.5,74 46,68 42,64 47.5,64" fill="{GOLD_DK}"/>'
    f'<path d="M26 60 Q26 78 40 86" fill="none" stroke="#6a4520" stroke-width="3" stroke-linecap="round"/>')

E["gauntlets"] = (
    f'<path d="M30 96 L30 70 L70 70 L70 96 Z" {o(STEEL_DK)}/>'
    f'<path d="M24 72 L22 40 Q22 30 30 30 L70 30 Q80 32 78 44 L76 72 Z" {o(STEEL)}/>'
    + "".join(f'<rect x="{x}" y="{y}" width="12" height="{h}" rx="5" {o(STEEL_HI, 2.5)}/>'
              for x, y, h in ((24, 8, 28), (37, 4, 30), (50, 4, 30), (63, 10, 26)))
    + f'<path d="M22 46 Q10 44 8 58 Q10 68 24 66" {o(STEEL_HI, 2.5)}/>'
    f'<path d="M28 50 L72 50 M28 60 L72 60" stroke="{STEEL_DK}" stroke-width="2"/>'
    f'<rect x="26" y="74" width="48" height="8" {o(GOLD, 2)}/>'
    + "".join(f'<circle cx="{x}" cy="30" r="3" {o(GOLD, 1.5)}/>' for x in (30, 43, 56, 69)))

E["horn"] = (
    f'<path d="M10 30 Q12 20 22 22 Q60 34 80 60 L92 54 L90 86 L60 82 L70 72 Q46 46 14 38 Q8 36 10 30 Z" {o(BONE)}/>'
    f'<path d="M80 60 L92 54 L90 86 L60 82 L70 72 Z" {o(GOLD)}/>'
    f'<path d="M36 28 Q32 36 34 42 M54 38 Q50 46 52 52" fill="none" stroke="{GOLD}" stroke-width="5"/>'
    f'<path d="M36 28 Q32 36 34 42 M54 38 Q50 46 52 52" fill="none" {ink(1.2)}/>'
    f'<path d="M22 38 Q30 62 16 80" fill="none" stroke="{WOOD}" stroke-width="3"/>'
    f'<path d="M94 30 L86 40 M98 44 L90 48" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>')

E["map"] = (
    f'<path d="M6 20 L34 10 L66 20 L94 10 L94 82 L66 92 L34 82 L6 92 Z" {o(PARCH)}/>'
    f'<path d="M34 10 L34 82 M66 20 L66 92" stroke="{PARCH_DARK}" stroke-width="3"/>'
    f'<path d="M14 76 Q24 60 38 64 Q52 70 56 52 Q60 38 76 34" fill="none" stroke="{RED}" stroke-width="3" '
    f'stroke-linecap="round"/>'
    f'<path d="M72 28 L82 38 M82 28 L72 38" stroke="{RED}" stroke-width="4" stroke-linecap="round"/>'
    f'<path d="M14 30 L20 24 L26 30 M22 40 L28 34 L34 40" fill="none" stroke="{INK_SOFT}" stroke-width="2"/>'
    f'<path d="M70 64 Q78 60 86 66 Q80 74 72 72 Z" fill="#7ac0f0" stroke="{INK_SOFT}" stroke-width="1.5"/>'
    f'<circle cx="80" cy="80" r="6" fill="none" stroke="{INK_SOFT}" stroke-width="1.5"/><path d="M80 72 L80 88 M72 80 L88 80" stroke="{INK_SOFT}" stroke-width="1.5"/>')

E["lockpick"] = (
    f'<path d="M12 88 L58 42 L68 42 L78 32 L76 26 L84 18" fill="none" stroke="{INK}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>'
    f'<path d="M12 88 L58 42 L68 42 L78 32 L76 26 L84 18" fill="none" stroke="{STEEL_HI}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>'
    f'<path d="M22 92 L62 52 L62 60 L70 60" fill="none" stroke="{INK}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>'
    f'<path d="M22 92 L62 52 L62 60 L70 60" fill="none" stroke="{STEEL}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>'
    f'<rect x="4" y="76" width="22" height="12" rx="4" transform="rotate(-45 15 82)" {o(WOOD, 2.5)}/>'
    f'<rect x="14" y="8" width="32" height="36" rx="6" {o(GOLD)}/>'
    f'<path d="M30 18 m-5 0 a5 5 0 1 1 10 0 q0 3 -2 4 l2 10 l-10 0 l2 -10 q-2 -1 -2 -4 z" fill="{INK}"/>')

E["crystal"] = (
    f'<circle cx="50" cy="50" r="40" fill="#b0f0ff" opacity="0.3"/>'
    f'<polygon points="50,4 66,28 60,90 40,90 34,28" {o("#7ad8f0")}/>'
    f'<polygon points="50,4 50,90 40,90 34,28" fill="#c8f4ff"/>'
    f'<polygon points="50,4 66,28 60,90 50,90" fill="#4ab0d8"/>'
    f'<polygon points="26,50 36,40 42,66 38,92 26,92 20,66" {o("#9a7ae0", 2.5)}/>'
    f'<polygon points="74,54 82,46 88,70 86,92 72,92 68,70" {o("#9a7ae0", 2.5)}/>'
    f'<polygon points="50,4 66,28 60,90 40,90 34,28" fill="none" {ink(3)}/>'
    f'<path d="M14 92 L90 92" {ink(4)}/>'
    f'<path d="M20 16 L24 24 M16 22 L28 18" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round"/>')

for name, body in E.items():
    write(f"emblems/{name}.svg", svg(100, 100, body))
print(len(E))
