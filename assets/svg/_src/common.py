# Shared palette and helpers for the High Score vector art generators.
# Every drawing is hand-designed geometry; these helpers only wrap it in the
# nanosvg-safe SVG subset (no text, use, filters, masks, CSS or clip paths).
import os

OUT = os.path.normpath(os.path.join(os.path.dirname(__file__), ".."))

# Palette (see ../README.md). Ink is a warm near-black so outlines feel printed.
INK = "#2b1d14"
INK_SOFT = "#5a4030"
PARCH = "#f3e3c0"
PARCH_MID = "#e6d0a0"
PARCH_DARK = "#c9ab72"
GOLD = "#d4a53a"
GOLD_HI = "#f6d77a"
GOLD_DK = "#8a6417"
WHITE = "#fffaf0"
RED = "#b3262b"
RED_HI = "#e0504a"
RED_DK = "#6e1217"
BLUE = "#2458a6"
BLUE_HI = "#4f86d6"
BLUE_DK = "#15315f"
YELLOW = "#e8b923"
YELLOW_HI = "#f8dc6a"
YELLOW_DK = "#9a7310"
BLACK = "#2e2e36"
BLACK_HI = "#5a5a68"
BLACK_DK = "#15151a"
GREEN = "#3f8a3a"
GREEN_HI = "#7cc26a"
GREEN_DK = "#1f4d1e"
PURPLE = "#6d3a8f"
PURPLE_HI = "#a070c8"
PURPLE_DK = "#3a1c50"
STONE = "#8d8a86"
STONE_HI = "#bdb8b0"
STONE_DK = "#55524e"
WOOD = "#8b5a2b"
WOOD_HI = "#b9803f"
WOOD_DK = "#4e2f14"
STEEL = "#b8c0c8"
STEEL_HI = "#e6ecf0"
STEEL_DK = "#6a7680"
BONE = "#ece3cc"
FLESH = "#e8b48a"
TEAL = "#1f8a80"


def pct(v):
    """Gradient coordinates as percentages: nanosvg reads a bare 0.5 as half a pixel
    even in objectBoundingBox units, while "50%" means the same thing to every renderer."""
    return f"{v * 100:g}%"


def lin(id_, stops, x1=0, y1=0, x2=0, y2=1):
    """Linear gradient over the shape's bounding box (objectBoundingBox units)."""
    s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return (f'<linearGradient id="{id_}" x1="{pct(x1)}" y1="{pct(y1)}" x2="{pct(x2)}" y2="{pct(y2)}">'
            f'{s}</linearGradient>')


def rad(id_, stops, cx=0.5, cy=0.5, r=0.5, fx=None, fy=None):
    fx = cx if fx is None else fx
    fy = cy if fy is None else fy
    s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return (f'<radialGradient id="{id_}" cx="{pct(cx)}" cy="{pct(cy)}" r="{pct(r)}" '
            f'fx="{pct(fx)}" fy="{pct(fy)}">'
            f'{s}</radialGradient>')


def svg(w, h, body, defs=""):
    d = f"<defs>{defs}</defs>" if defs else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" '
            f'width="{w}" height="{h}">{d}{body}</svg>\n')


def write(rel, text):
    path = os.path.join(OUT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    return path


def ink(w=3):
    """Common outline attributes."""
    return f'stroke="{INK}" stroke-width="{w}" stroke-linejoin="round" stroke-linecap="round"'
