# Dice bodies (blank faces, the app draws pips) and the two pip variants.
# A die is a rounded square with a light top-left bevel and a flat inner face
# so pips stay readable at 32-64 px.
from common import *

DICE = {
    "red": (RED_HI, RED, RED_DK),
    "blue": (BLUE_HI, BLUE, BLUE_DK),
    "yellow": (YELLOW_HI, YELLOW, YELLOW_DK),
    "black": (BLACK_HI, BLACK, BLACK_DK),
}

for name, (hi, mid, dk) in DICE.items():
    defs = (lin("edge", [(0, hi), (0.55, mid), (1, dk)], 0, 0, 1, 1)
            + lin("face", [(0, hi), (0.35, mid), (1, mid)], 0, 0, 1, 1))
    body = (
        # soft drop shadow so the die sits on the table
        f'<rect x="8" y="10" width="88" height="88" rx="18" fill="#000000" opacity="0.25"/>'
        f'<rect x="5" y="5" width="88" height="88" rx="18" fill="url(#edge)" {ink(3)}/>'
        f'<rect x="14" y="14" width="70" height="70" rx="12" fill="url(#face)" '
        f'stroke="{dk}" stroke-width="1.5" stroke-opacity="0.6"/>'
        # bevel highlight along the top-left rim
        f'<path d="M12 60 L12 26 Q12 12 26 12 L60 12" fill="none" stroke="#ffffff" '
        f'stroke-width="3" stroke-linecap="round" opacity="0.45"/>'
    )
    write(f"dice/die_{name}.svg", svg(100, 100, body, defs))

for name, (hi, mid, rim) in {
    "light": ("#ffffff", "#f6eedb", "#bfae8a"),
    "dark": ("#5a4636", "#22160e", "#000000"),
}.items():
    defs = rad("p", [(0, hi), (0.7, mid), (1, rim)], 0.5, 0.5, 0.5, 0.38, 0.35)
    body = (f'<circle cx="50" cy="50" r="44" fill="url(#p)" stroke="{rim}" '
            f'stroke-width="4" stroke-opacity="0.7"/>')
    write(f"dice/pip_{name}.svg", svg(100, 100, body, defs))
