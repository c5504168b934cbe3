# Interface pieces: tileable table texture, 9-slice parchment panel, buttons,
# the main-menu ribbon and the "HIGH SCORE" logotype (letters are block paths, no text).
# 9-slice insets: panel 32 units on each side of 192x192; buttons 20 units of 240x64.
import random
from common import *

rnd = random.Random(7)  # fixed seed: the art must be identical on every run


# --- table_bg: four dark wood planks, every grain line starts and ends at the same
# height so the tile repeats seamlessly in both directions.
def table_bg():
    defs = "".join(
        lin(f"p{i}", [(0, c1), (0.5, c2), (1, c1)])
        for i, (c1, c2) in enumerate((("#3a2414", "#4a2e19"), ("#33200f", "#442a16"),
                                       ("#3d2616", "#4e311b"), ("#301d0e", "#3f2714"))))
    body = ""
    for i in range(4):
        y = i * 64
        body += f'<rect x="0" y="{y}" width="256" height="64" fill="url(#p{i})"/>'
        for k in range(5):
            gy = y + 8 + k * 11 + rnd.uniform(-2, 2)
            a = rnd.uniform(-3, 3)
            body += (f'<path d="M0 {gy:.1f} C64 {gy + a:.1f} 96 {gy - a:.1f} 128 {gy:.1f} '
                     f'C160 {gy + a:.1f} 192 {gy - a:.1f} 256 {gy:.1f}" fill="none" '
                     f'stroke="#1e1208" stroke-width="{rnd.uniform(0.8, 1.6):.1f}" opacity="0.45"/>')
        kx = rnd.uniform(40, 210)
        body += (f'<ellipse cx="{kx:.0f}" cy="{y + 32}" rx="9" ry="4" fill="#24160a" opacity="0.6"/>'
                 f'<ellipse cx="{kx:.0f}" cy="{y + 32}" rx="15" ry="7" fill="none" stroke="#1e1208" '
                 f'stroke-width="1" opacity="0.4"/>')
        jx = (37 + i * 97) % 256
        body += (f'<path d="M{jx} {y} L{jx} {y + 64}" stroke="#150c05" stroke-width="2"/>'
                 f'<rect x="{jx + 5}" y="{y + 8}" width="3" height="3" fill="#6a5a48"/>'
                 f'<rect x="{jx + 5}" y="{y + 53}" width="3" height="3" fill="#6a5a48"/>')
        # seam: dark groove with a faint lit edge below it
        body += (f'<rect x="0" y="{y}" width="256" height="2" fill="#120a04"/>'
                 f'<rect x="0" y="{y + 2}" width="256" height="1" fill="#6a4a30" opacity="0.5"/>')
    write("ui/table_bg.svg", svg(256, 256, body, defs))


# --- panel: corners hold all the ornament, edges are straight, centre is flat parchment.
def panel():
    corner = (f'<path d="M6 30 L6 14 Q6 6 14 6 L30 6" fill="none" stroke="{GOLD_HI}" stroke-width="2"/>'
              f'<circle cx="16" cy="16" r="5" fill="{GOLD}" stroke="{INK}" stroke-width="1.5"/>'
              f'<path d="M16 8 L18 14 L24 16 L18 18 L16 24 L14 18 L8 16 L14 14 Z" fill="{GOLD_HI}" '
              f'stroke="{INK}" stroke-width="1"/>')
    body = (f'<rect x="2" y="2" width="188" height="188" rx="12" fill="{WOOD_DK}" {ink(3)}/>'
            f'<rect x="7" y="7" width="178" height="178" rx="8" fill="none" stroke="{GOLD}" stroke-width="3"/>'
            f'<rect x="22" y="22" width="148" height="148" rx="4" fill="{PARCH}" stroke="{INK}" stroke-width="2"/>'
            f'<rect x="25" y="25" width="142" height="142" rx="3" fill="none" stroke="{PARCH_DARK}" '
            f'stroke-width="2"/>')
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        body += (f'<g transform="translate({0 if sx == 1 else 192} {0 if sy == 1 else 192}) '
                 f'scale({sx} {sy})">{corner}</g>')
    write("ui/panel.svg", svg(192, 192, body))


def button(name, top, bottom, rim, glow):
    defs = lin("b", [(0, top), (1, bottom)])
    body = ""
    if glow:
        body += (f'<rect x="1" y="1" width="238" height="62" rx="16" fill="none" stroke="{GOLD_HI}" '
                 f'stroke-width="2" opacity="0.7"/>')
    body += (f'<rect x="4" y="4" width="232" height="56" rx="13" fill="url(#b)" {ink(3)}/>'
             f'<rect x="9" y="9" width="222" height="46" rx="9" fill="none" stroke="{rim}" stroke-width="2.5"/>'
             f'<path d="M20 15 L220 15" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" '
             f'opacity="{0.35 if glow else 0.22}"/>')
    for x in (14, 226):
        body += (f'<polygon points="{x},26 {x + 5},32 {x},38 {x - 5},32" fill="{rim}" stroke="{INK}" '
                 f'stroke-width="1"/>')
    write(f"ui/{name}.svg", svg(240, 64, body, defs))


def banner():
    defs = (lin("r", [(0, "#c8363c"), (0.5, RED), (1, RED_DK)])
            + lin("t", [(0, "#8e1c22"), (1, "#4a0b10")]))
    tail = (f'<path d="M0 44 L84 44 L84 124 L0 124 L26 84 Z" fill="url(#t)" {ink(4)}/>'
            f'<path d="M66 108 L84 124 L84 108 Z" fill="{INK}" opacity="0.7"/>')
    body = (f'<g transform="translate(8 0)">{tail}</g>'
            f'<g transform="translate(592 0) scale(-1 1)">{tail}</g>'
            f'<path d="M66 28 Q300 12 534 28 L534 108 Q300 92 66 108 Z" fill="url(#r)" {ink(4)}/>'
            f'<path d="M72 37 Q300 21 528 37" fill="none" stroke="{GOLD}" stroke-width="4"/>'
            f'<path d="M72 99 Q300 83 528 99" fill="none" stroke="{GOLD}" stroke-width="4"/>'
            f'<path d="M80 44 Q300 29 520 44" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.25"/>')
    write("ui/banner.svg", svg(600, 136, body, defs))


FONT = {
    "H": ["X...X", "X...X", "X...X", "XXXXX", "X...X", "X...X", "X...X"],
    "I": ["XXX", ".X.", ".X.", ".X.", ".X.", ".X.", "XXX"],
    "G": [".XXX.", "X...X", "X....", "X.XXX", "X...X", "X...X", ".XXX."],
    "S": [".XXXX", "X....", "X....", ".XXX.", "....X", "....X", "XXXX."],
    "C": [".XXX.", "X...X", "X....", "X....", "X....", "X...X", ".XXX."],
    "O": [".XXX.", "X...X", "X...X", "X...X", "X...X", "X...X", ".XXX."],
    "R": ["XXXX.", "X...X", "X...X", "XXXX.", "X.X..", "X..X.", "X...X"],
    "E": ["XXXXX", "X....", "X....", "XXXX.", "X....", "X....", "XXXXX"],
}


def logo():
    cell = 10
    runs = []  # (x, y, w) horizontal runs of filled cells
    x = 0
    for ch in "HIGH SCORE":
        if ch == " ":
            x += 2
            continue
        rows = FONT[ch]
        for r, row in enumerate(rows):
            c = 0
            while c < len(row):
                if row[c] == "X":
                    s = c
                    while c < len(row) and row[c] == "X":
                        c += 1
                    runs.append((x + s, r, c - s))
                else:
                    c += 1
        x += len(rows[0]) + 1
    width_cells = x - 1
    ox = (600 - width_cells * cell) / 2
    oy = 34

    # merge runs that repeat on consecutive rows into taller blocks: solid letters, smaller file
    blocks = []
    for rx, ry, rw in sorted(runs, key=lambda r: (r[0], r[2], r[1])):
        if blocks and blocks[-1][0] == rx and blocks[-1][2] == rw and blocks[-1][1] + blocks[-1][3] == ry:
            blocks[-1][3] += 1
        else:
            blocks.append([rx, ry, rw, 1])
    d = "".join(f"M{ox + bx * cell:.0f} {oy + by * cell}h{bw * cell}v{bh * cell}h-{bw * cell}z"
                for bx, by, bw, bh in blocks)

    def layer(dx, dy, attrs):
        return f'<path d="{d}" transform="translate({dx} {dy})" {attrs}/>'

    defs = (f'<linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0" y1="{oy}" x2="0" y2="{oy + 70}">'
            f'<stop offset="0" stop-color="{GOLD_HI}"/><stop offset="0.5" stop-color="{GOLD}"/>'
            f'<stop offset="1" stop-color="{GOLD_DK}"/></linearGradient>')
    glint = "".join(f"M{ox + bx * cell + 2:.0f} {oy + by * cell + 2}h{bw * cell - 4}v2.5h-{bw * cell - 4}z"
                    for bx, by, bw, bh in blocks)
    body = (layer(6, 7, f'fill="{INK}" stroke="{INK}" stroke-width="8" stroke-linejoin="round"')
            + layer(4, 5, f'fill="{STONE_DK}" stroke="{STONE_DK}" stroke-width="2"')
            + layer(0, 0, f'fill="{INK}" stroke="{INK}" stroke-width="7" stroke-linejoin="round"')
            + layer(0, 0, 'fill="url(#g)" stroke="url(#g)" stroke-width="0.6"')
            + f'<path d="{glint}" fill="#fff6d0" opacity="0.55"/>')
    # a small crown over the I of HIGH: the dungeon's treasure
    ix = ox + 6 * cell + 15
    body += (f'<path d="M{ix - 18} 28 L{ix - 20} 10 L{ix - 9} 19 L{ix} 4 L{ix + 9} 19 L{ix + 20} 10 '
             f'L{ix + 18} 28 Z" fill="{GOLD}" {ink(3)}/>'
             f'<circle cx="{ix}" cy="20" r="3.5" fill="{RED}" stroke="{INK}" stroke-width="1.5"/>')
    # crossed-sword flourish underlining the words
    body += (f'<path d="M{ox - 10} 120 L{600 - ox + 10} 120" stroke="{INK}" stroke-width="8" '
             f'stroke-linecap="round"/><path d="M{ox - 10} 120 L{600 - ox + 10} 120" stroke="{GOLD}" '
             f'stroke-width="3" stroke-linecap="round"/>'
             f'<polygon points="300,110 312,120 300,130 288,120" fill="{RED}" {ink(2.5)}/>')
    write("ui/logo.svg", svg(600, 140, body, defs))


table_bg()
panel()
button("button", "#7a4a26", "#3e2410", GOLD, False)
button("button_hover", "#a2622e", "#5a3414", GOLD_HI, True)
banner()
logo()
