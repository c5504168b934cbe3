# Small interface icons (tokens, status marks, buttons), viewBox 0 0 100 100.
# Bold shapes with a 4-unit ink outline so they survive being drawn at 24-32 px.
import math
from common import *

HEART = ("M50 88 C22 68 8 52 8 34 C8 19 19 10 31 10 C40 10 46 15 50 23 "
         "C54 15 60 10 69 10 C81 10 92 19 92 34 C92 52 78 68 50 88 Z")


def gear_points(cx, cy, ro, ri, teeth):
    pts = []
    step = 2 * math.pi / teeth
    for i in range(teeth):
        a = i * step
        for da, r in ((-0.30, ri), (-0.17, ro), (0.17, ro), (0.30, ri)):
            pts.append(f"{cx + r * math.cos(a + da * step * 1.6):.1f},"
                       f"{cy + r * math.sin(a + da * step * 1.6):.1f}")
    return " ".join(pts)


def star_points(cx, cy, ro, ri, n=5, rot=-90):
    pts = []
    for i in range(2 * n):
        r = ro if i % 2 == 0 else ri
        a = math.radians(rot + i * 180 / n)
        pts.append(f"{cx + r * math.cos(a):.1f},{cy + r * math.sin(a):.1f}")
    return " ".join(pts)


icons = {}

icons["coin"] = (
    rad("g", [(0, GOLD_HI), (0.6, GOLD), (1, GOLD_DK)], 0.5, 0.5, 0.6, 0.35, 0.3),
    f'<circle cx="50" cy="50" r="42" fill="url(#g)" {ink(4)}/>'
    f'<circle cx="50" cy="50" r="31" fill="none" stroke="{GOLD_DK}" stroke-width="3"/>'
    f'<polygon points="{star_points(50, 52, 20, 8.5)}" fill="{GOLD_HI}" stroke="{GOLD_DK}" '
    f'stroke-width="2.5" stroke-linejoin="round"/>'
    f'<path d="M24 34 Q30 22 44 18" fill="none" stroke="#ffffff" stroke-width="4" '
    f'stroke-linecap="round" opacity="0.55"/>')

icons["gem"] = (
    lin("g", [(0, "#8ff0d6"), (0.5, "#2fae8f"), (1, "#13594a")], 0, 0, 1, 1),
    f'<polygon points="28,16 72,16 92,40 50,90 8,40" fill="url(#g)" {ink(4)}/>'
    f'<polygon points="28,16 40,40 8,40" fill="#b7f7e6" opacity="0.8"/>'
    f'<polygon points="40,40 60,40 50,90" fill="#4cc8a8" opacity="0.8"/>'
    f'<polygon points="72,16 92,40 60,40" fill="#1b7a64" opacity="0.8"/>'
    f'<path d="M8 40 L92 40 M28 16 L40 40 L50 16 L60 40 L72 16 M40 40 L50 90 L60 40" '
    f'fill="none" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
    f'<polygon points="28,16 72,16 92,40 50,90 8,40" fill="none" {ink(4)}/>')

icons["heart"] = (
    rad("g", [(0, "#ff7a6e"), (0.6, RED), (1, RED_DK)], 0.5, 0.45, 0.6, 0.35, 0.3),
    f'<path d="{HEART}" fill="url(#g)" {ink(4)}/>'
    f'<path d="M20 30 Q22 20 32 19" fill="none" stroke="#ffffff" stroke-width="5" '
    f'stroke-linecap="round" opacity="0.6"/>')

icons["heart_empty"] = (
    "",
    f'<path d="{HEART}" fill="{INK}" fill-opacity="0.35" stroke="{INK}" stroke-width="10" '
    f'stroke-linejoin="round" opacity="0.5"/>'
    f'<path d="{HEART}" fill="none" stroke="{PARCH_MID}" stroke-width="4" '
    f'stroke-linejoin="round"/>')

leaf = ("M50 50 C38 46 26 46 22 34 C18 22 30 14 38 20 C38 10 54 8 56 20 "
        "C58 30 54 42 50 50 Z")
icons["lucky"] = (
    rad("g", [(0, GREEN_HI), (0.7, GREEN), (1, GREEN_DK)], 0.3, 0.3, 0.8),
    f'<path d="M50 52 Q56 74 72 90" fill="none" stroke="{INK}" stroke-width="9" stroke-linecap="round"/>'
    f'<path d="M50 52 Q56 74 72 90" fill="none" stroke="{GREEN}" stroke-width="4" stroke-linecap="round"/>'
    + "".join(f'<path d="{leaf}" fill="url(#g)" {ink(3.5)} transform="rotate({a} 50 50)"/>'
              for a in (0, 90, 180, 270))
    + f'<circle cx="50" cy="50" r="5" fill="{GREEN_HI}" {ink(2.5)}/>')

icons["exhausted"] = (
    lin("g", [(0, PARCH), (1, PARCH_DARK)]),
    f'<g transform="rotate(-22 40 60)"><rect x="18" y="28" width="44" height="60" rx="6" '
    f'fill="url(#g)" {ink(4)}/><rect x="25" y="35" width="30" height="24" rx="3" '
    f'fill="{STONE_HI}" stroke="{INK_SOFT}" stroke-width="2"/></g>'
    f'<polyline points="60,16 76,16 60,32 76,32" fill="none" stroke="{INK}" stroke-width="9" '
    f'stroke-linecap="round" stroke-linejoin="round"/>'
    f'<polyline points="60,16 76,16 60,32 76,32" fill="none" stroke="{BLUE_HI}" stroke-width="4" '
    f'stroke-linecap="round" stroke-linejoin="round"/>'
    f'<polyline points="78,40 90,40 78,52 90,52" fill="none" stroke="{INK}" stroke-width="8" '
    f'stroke-linecap="round" stroke-linejoin="round"/>'
    f'<polyline points="78,40 90,40 78,52 90,52" fill="none" stroke="{BLUE_HI}" stroke-width="3.5" '
    f'stroke-linecap="round" stroke-linejoin="round"/>')

icons["lock"] = (
    lin("g", [(0, GOLD_HI), (0.5, GOLD), (1, GOLD_DK)], 0, 0, 1, 1),
    f'<path d="M28 46 L28 32 Q28 10 50 10 Q72 10 72 32 L72 46" fill="none" stroke="{INK}" '
    f'stroke-width="16" stroke-linecap="round"/>'
    f'<path d="M28 46 L28 32 Q28 10 50 10 Q72 10 72 32 L72 46" fill="none" stroke="{STEEL}" '
    f'stroke-width="8" stroke-linecap="round"/>'
    f'<rect x="16" y="42" width="68" height="48" rx="8" fill="url(#g)" {ink(4)}/>'
    f'<path d="M50 56 m-7 0 a7 7 0 1 1 14 0 q0 4 -3 6 l3 14 l-14 0 l3 -14 q-3 -2 -3 -6 z" '
    f'fill="{INK}"/>')

icons["dice_tray"] = (
    lin("w", [(0, WOOD_HI), (1, WOOD_DK)]) + lin("f", [(0, "#2f5a3a"), (1, "#1c3a24")]),
    f'<path d="M6 40 L94 40 L86 86 L14 86 Z" fill="url(#w)" {ink(4)}/>'
    f'<path d="M16 46 L84 46 L78 78 L22 78 Z" fill="url(#f)" stroke="{WOOD_DK}" stroke-width="2.5"/>'
    f'<g transform="rotate(-12 38 58)"><rect x="27" y="47" width="22" height="22" rx="5" '
    f'fill="{RED}" {ink(3)}/><circle cx="33" cy="53" r="2.5" fill="{WHITE}"/>'
    f'<circle cx="43" cy="63" r="2.5" fill="{WHITE}"/></g>'
    f'<g transform="rotate(10 62 60)"><rect x="51" y="49" width="22" height="22" rx="5" '
    f'fill="{BLUE}" {ink(3)}/><circle cx="56" cy="54" r="2.5" fill="{WHITE}"/>'
    f'<circle cx="62" cy="60" r="2.5" fill="{WHITE}"/><circle cx="68" cy="66" r="2.5" fill="{WHITE}"/></g>'
    f'<path d="M10 42 L90 42" stroke="{WOOD_HI}" stroke-width="2" opacity="0.7"/>')

arrow = "M30 34 L72 34 Q90 34 90 56 Q90 80 66 80 L40 80"
icons["undo"] = (
    "",
    f'<path d="{arrow}" fill="none" stroke="{INK}" stroke-width="20" stroke-linecap="round" '
    f'stroke-linejoin="round"/>'
    f'<path d="{arrow}" fill="none" stroke="{GOLD}" stroke-width="11" stroke-linecap="round" '
    f'stroke-linejoin="round"/>'
    f'<polygon points="8,34 36,12 36,56" fill="{GOLD}" {ink(4)}/>'
    f'<path d="M36 28 L36 40" stroke="{GOLD}" stroke-width="8"/>')

icons["rules"] = (
    lin("p", [(0, PARCH), (1, PARCH_MID)]) + lin("c", [(0, "#9b2b2b"), (1, RED_DK)]),
    f'<path d="M6 24 Q28 16 50 26 Q72 16 94 24 L94 84 Q72 76 50 86 Q28 76 6 84 Z" '
    f'fill="url(#c)" {ink(4)}/>'
    f'<path d="M12 20 Q30 12 50 22 L50 80 Q30 70 12 78 Z" fill="url(#p)" {ink(3)}/>'
    f'<path d="M88 20 Q70 12 50 22 L50 80 Q70 70 88 78 Z" fill="url(#p)" {ink(3)}/>'
    + "".join(f'<path d="M20 {y} Q31 {y - 5} 43 {y + 1}" fill="none" stroke="{INK_SOFT}" '
              f'stroke-width="2.5" stroke-linecap="round"/>'
              f'<path d="M57 {y + 1} Q69 {y - 5} 80 {y}" fill="none" stroke="{INK_SOFT}" '
              f'stroke-width="2.5" stroke-linecap="round"/>' for y in (34, 44, 54, 64))
    + f'<path d="M50 22 L50 80" stroke="{INK}" stroke-width="3"/>'
    f'<path d="M66 20 L66 40 L70 35 L74 40 L74 17" fill="{RED}" stroke="{INK}" stroke-width="1.5"/>')

icons["settings"] = (
    rad("g", [(0, STEEL_HI), (0.7, STEEL), (1, STEEL_DK)], 0.4, 0.35, 0.7),
    f'<polygon points="{gear_points(50, 50, 44, 33, 8)}" fill="url(#g)" {ink(4)}/>'
    f'<circle cx="50" cy="50" r="22" fill="none" stroke="{STEEL_DK}" stroke-width="3"/>'
    f'<circle cx="50" cy="50" r="12" fill="{INK}"/>'
    f'<circle cx="50" cy="50" r="12" fill="none" stroke="{GOLD}" stroke-width="3"/>')

for name, (defs, body) in icons.items():
    write(f"icons/{name}.svg", svg(100, 100, body, defs))
