# Card frames (portrait 5:7, viewBox 0 0 250 350) and the shared card back.
# Layout every frame keeps, so the app can place its own drawing on top:
#   emblem window  x 20..230, y 20..170   (upper half, empty, tinted)
#   divider        y 170..186              (gold bar with a kind-coloured gem)
#   text parchment x 20..230, y 186..330  (lower half, plain parchment)
import math
from common import *

KINDS = {
    # kind: (border light, border mid, border dark, window tint)
    "dungeon": ("#9a9088", "#6b625a", "#3d3631", "#4a4440"),
    "boss": ("#c0343c", "#7a1620", "#3e080d", "#4a1018"),
    "peddler": ("#5da86a", "#2f6b3a", "#143a1c", "#1f4628"),
    "bifurcation": ("#5b97bd", "#2c5d7c", "#142f42", "#1d3e55"),
    "dead_end": ("#6a6268", "#3a3438", "#18141a", "#2a2528"),
    "equipment": ("#d09a4a", "#9a6a2a", "#4e3210", "#5a3d18"),
    "character": ("#5474c4", "#2a3f7a", "#121c40", "#1c2a55"),
    "monster": ("#9a5ab0", "#5a2a6a", "#2a1032", "#3a1a48"),
}

GOLD_LINE = f'fill="none" stroke="{GOLD}" stroke-width="2"'


def corners(shape, inset=0):
    """Place one top-left corner ornament at all four corners by mirroring."""
    out = []
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        tx = inset if sx == 1 else 250 - inset
        ty = inset if sy == 1 else 350 - inset
        out.append(f'<g transform="translate({tx} {ty}) scale({sx} {sy})">{shape}</g>')
    return "".join(out)


def rivet(x, y, r=5):
    return (f'<circle cx="{x}" cy="{y}" r="{r}" fill="{GOLD}" stroke="{INK}" stroke-width="1.5"/>'
            f'<circle cx="{x - r * 0.3:.1f}" cy="{y - r * 0.3:.1f}" r="{r * 0.35:.1f}" fill="{GOLD_HI}"/>')


def star4(cx, cy, r):
    k = r * 0.28
    return (f'<polygon points="{cx},{cy - r} {cx + k},{cy - k} {cx + r},{cy} {cx + k},{cy + k} '
            f'{cx},{cy + r} {cx - k},{cy + k} {cx - r},{cy} {cx - k},{cy - k}" '
            f'fill="{GOLD_HI}" stroke="{INK}" stroke-width="1.5" stroke-linejoin="round"/>')


ORNAMENT = {
    # stone blocks along the border plus a rivet in each corner
    "dungeon": corners(
        f'<path d="M4 60 L20 60 M4 110 L20 110 M60 4 L60 20 M110 4 L110 20" '
        f'stroke="{INK}" stroke-width="2" opacity="0.6"/>' + rivet(12, 12, 6)),
    # gold spikes in the corners, and a crown over the window
    "boss": corners(
        f'<path d="M2 2 L40 8 L16 16 L8 40 Z" fill="{GOLD}" stroke="{INK}" stroke-width="2" '
        f'stroke-linejoin="round"/><path d="M6 6 L22 10 L10 22 Z" fill="{GOLD_HI}"/>')
        + f'<path d="M95 26 L103 6 L114 18 L125 0 L136 18 L147 6 L155 26 Z" fill="{GOLD}" '
          f'stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
          f'<circle cx="125" cy="18" r="4" fill="{RED}" stroke="{INK}" stroke-width="1.5"/>',
    # a little stack of coins in each corner
    "peddler": corners(
        f'<ellipse cx="14" cy="17" rx="9" ry="4.5" fill="{GOLD_DK}" stroke="{INK}" stroke-width="1.5"/>'
        f'<ellipse cx="14" cy="13" rx="9" ry="4.5" fill="{GOLD}" stroke="{INK}" stroke-width="1.5"/>'
        f'<ellipse cx="14" cy="9" rx="9" ry="4.5" fill="{GOLD_HI}" stroke="{INK}" stroke-width="1.5"/>'),
    # forking paths in each corner
    "bifurcation": corners(
        f'<path d="M8 36 L8 20 L20 8 M8 20 L-2 10" fill="none" stroke="{INK}" stroke-width="6" '
        f'stroke-linecap="round" stroke-linejoin="round" transform="translate(4 0)"/>'
        f'<path d="M8 36 L8 20 L20 8 M8 20 L-2 10" fill="none" stroke="{GOLD_HI}" stroke-width="2.5" '
        f'stroke-linecap="round" stroke-linejoin="round" transform="translate(4 0)"/>'),
    # cobwebs in each corner
    "dead_end": corners(
        f'<path d="M0 0 L44 8 M0 0 L30 30 M0 0 L8 44 M22 4 Q16 16 4 22 M36 6 Q26 26 6 36" '
        f'fill="none" stroke="#d8d2c8" stroke-width="1.5" opacity="0.8"/>'),
    # small heater shields in each corner
    "equipment": corners(
        f'<path d="M4 4 L24 4 L24 14 Q24 26 14 30 Q4 26 4 14 Z" fill="{STEEL}" stroke="{INK}" '
        f'stroke-width="2" stroke-linejoin="round"/><path d="M14 6 L14 27 M6 13 L22 13" '
        f'stroke="{GOLD}" stroke-width="2.5"/>'),
    # gold four-point stars, heroic
    "character": corners(star4(14, 14, 11) + star4(32, 8, 5) + star4(8, 32, 5)),
    # three claw slashes in each corner
    "monster": corners(
        "".join(f'<path d="M{4 + i * 7} {18 + i * 2} Q{14 + i * 7} {10 + i * 2} {20 + i * 9} {2 + i * 0}" '
                f'fill="none" stroke="#e8d8f0" stroke-width="2.5" stroke-linecap="round"/>'
                for i in range(3))),
}


def badge(glyph):
    """Gold medallion on the top border carrying the kind's glyph (a second,
    colour-free cue for the card kind)."""
    return (f'<circle cx="125" cy="13" r="11" fill="{GOLD}" {ink(2.5)}/>'
            f'<circle cx="125" cy="13" r="8" fill="{INK}"/>' + glyph)


GL = f'fill="none" stroke="{GOLD_HI}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"'
BADGE = {
    # an arched doorway
    "dungeon": badge(f'<path d="M121 18 L121 12 Q125 6 129 12 L129 18" {GL}/>'),
    "boss": "",  # the crown already sits there
    # a coin
    "peddler": badge(f'<circle cx="125" cy="13" r="4" {GL}/>'),
    # a forking path
    "bifurcation": badge(f'<path d="M125 19 L125 13 L121 8 M125 13 L129 8" {GL}/>'),
    # a cross: the way is barred
    "dead_end": badge(f'<path d="M121 9 L129 17 M129 9 L121 17" {GL}/>'),
    # a sword
    "equipment": badge(f'<path d="M125 7 L125 18 M122 15 L128 15" {GL}/>'),
    # a star
    "character": badge(f'<path d="M125 7 L126.6 11.4 L131 11.4 L127.5 14.2 L128.8 18.6 L125 16 L121.2 18.6 '
                       f'L122.5 14.2 L119 11.4 L123.4 11.4 Z" fill="{GOLD_HI}"/>'),
    # a fang
    "monster": badge(f'<path d="M121 8 L129 8 L125 19 Z" fill="{GOLD_HI}"/>'),
}


WINDOW_STOPS = {"boss": [(0, "#f2d9a0"), (0.5, "#b88a4a"), (1, "#4a1a10")]}


def blend(a, b, t):
    ca = [int(a[i:i + 2], 16) for i in (1, 3, 5)]
    cb = [int(b[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{int(x + (y - x) * t):02x}" for x, y in zip(ca, cb))


def frame(kind):
    hi, mid, dk, tint = KINDS[kind]
    # the window is lit from its centre so dark emblems (knights, spiders, wraiths) stand out;
    # the boss window glows gold, not red, so red bosses (dragon, demon) keep their contrast
    defs = (lin("b", [(0, hi), (0.45, mid), (1, dk)], 0, 0, 1, 1)
            + rad("w", WINDOW_STOPS.get(kind, [(0, blend(hi, PARCH, 0.55)), (0.45, blend(hi, mid, 0.3)),
                                               (1, dk)]), 0.5, 0.5, 0.65)
            + lin("p", [(0, PARCH), (0.7, PARCH_MID), (1, PARCH_DARK)]))
    body = (
        f'<rect x="3" y="3" width="244" height="344" rx="16" fill="url(#b)" {ink(4)}/>'
        f'<rect x="10" y="10" width="230" height="330" rx="11" {GOLD_LINE}/>'
        f'<rect x="20" y="20" width="210" height="150" rx="8" fill="url(#w)" {ink(3)}/>'
        f'<rect x="24" y="24" width="202" height="142" rx="6" fill="none" stroke="{GOLD}" '
        f'stroke-width="1.2" opacity="0.6"/>'
        f'<rect x="20" y="186" width="210" height="144" rx="8" fill="url(#p)" {ink(3)}/>'
        f'<rect x="25" y="191" width="200" height="134" rx="5" fill="none" stroke="{PARCH_DARK}" '
        f'stroke-width="1.5"/>'
        + ORNAMENT[kind] + BADGE[kind] +
        # divider: gold bar with a gem in the kind's colour
        f'<rect x="14" y="172" width="222" height="12" rx="6" fill="{GOLD}" {ink(2.5)}/>'
        f'<path d="M20 175 L230 175" stroke="{GOLD_HI}" stroke-width="2" stroke-linecap="round"/>'
        f'<polygon points="125,164 139,178 125,192 111,178" fill="{hi}" {ink(2.5)}/>'
        f'<polygon points="125,168 132,178 125,178 118,178" fill="#ffffff" opacity="0.45"/>')
    write(f"frames/{kind}.svg", svg(250, 350, body, defs))


def lattice(x0, y0, x1, y1, gap):
    """Diagonal lattice lines clipped by hand to a rectangle (no clipPath in nanosvg)."""
    segs = []
    for c in range(int(x0 - y1), int(x1 - y0) + 1, gap):       # lines x - y = c
        pts = []
        for x, y in ((x0, x0 - c), (x1, x1 - c), (y0 + c, y0), (y1 + c, y1)):
            if x0 - 1e-6 <= x <= x1 + 1e-6 and y0 - 1e-6 <= y <= y1 + 1e-6:
                pts.append((x, y))
        if len(pts) >= 2:
            pts.sort()
            segs.append(f"M{pts[0][0]:.0f} {pts[0][1]:.0f}L{pts[-1][0]:.0f} {pts[-1][1]:.0f}")
    for c in range(int(x0 + y0), int(x1 + y1) + 1, gap):       # lines x + y = c
        pts = []
        for x, y in ((x0, c - x0), (x1, c - x1), (c - y0, y0), (c - y1, y1)):
            if x0 - 1e-6 <= x <= x1 + 1e-6 and y0 - 1e-6 <= y <= y1 + 1e-6:
                pts.append((x, y))
        if len(pts) >= 2:
            pts.sort()
            segs.append(f"M{pts[0][0]:.0f} {pts[0][1]:.0f}L{pts[-1][0]:.0f} {pts[-1][1]:.0f}")
    return "".join(segs)


def card_back():
    defs = (lin("b", [(0, "#5a3a24"), (1, "#24150c")], 0, 0, 1, 1)
            + rad("c", [(0, "#6a2a2a"), (1, "#2a0e10")], 0.5, 0.5, 0.6)
            + rad("g", [(0, GOLD_HI), (0.6, GOLD), (1, GOLD_DK)], 0.4, 0.35, 0.7))
    rays = "".join(
        f'<polygon points="125,175 {125 + 78 * math.cos(math.radians(a - 6)):.1f},'
        f'{175 + 78 * math.sin(math.radians(a - 6)):.1f} {125 + 96 * math.cos(math.radians(a)):.1f},'
        f'{175 + 96 * math.sin(math.radians(a)):.1f} {125 + 78 * math.cos(math.radians(a + 6)):.1f},'
        f'{175 + 78 * math.sin(math.radians(a + 6)):.1f}" fill="{GOLD}" opacity="0.85"/>'
        for a in range(0, 360, 30))
    pips = "".join(f'<circle cx="{x}" cy="{y}" r="5" fill="{WHITE}" stroke="{INK}" stroke-width="1"/>'
                   for x, y in ((110, 160), (140, 160), (125, 175), (110, 190), (140, 190)))
    body = (
        f'<rect x="3" y="3" width="244" height="344" rx="16" fill="url(#b)" {ink(4)}/>'
        f'<rect x="14" y="14" width="222" height="322" rx="10" fill="url(#c)" stroke="{GOLD}" stroke-width="3"/>'
        f'<path d="{lattice(18, 18, 232, 332, 22)}" stroke="{GOLD}" stroke-width="1.2" opacity="0.35"/>'
        f'<rect x="22" y="22" width="206" height="306" rx="7" fill="none" stroke="{GOLD_DK}" stroke-width="2"/>'
        + corners(star4(28, 28, 12))
        + rays +
        f'<circle cx="125" cy="175" r="62" fill="url(#g)" {ink(3.5)}/>'
        f'<circle cx="125" cy="175" r="52" fill="#3a1418" stroke="{GOLD_DK}" stroke-width="3"/>'
        f'<g transform="rotate(12 125 175)"><rect x="97" y="147" width="56" height="56" rx="10" '
        f'fill="{RED}" {ink(3)}/>{pips}</g>')
    write("frames/card_back.svg", svg(250, 350, body, defs))


for k in KINDS:
    frame(k)
card_back()
