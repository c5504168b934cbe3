# Cardboard stand-ups of the seven heroes (viewBox 0 0 100 160): a card in the
# hero's stand-up colour with the figure printed on it, on a plastic base.
from common import *
from figures import FIGURES


def shade(hex_, k):
    """Scale a #rrggbb colour towards black (k<1) or white (k>1)."""
    c = [int(hex_[i:i + 2], 16) for i in (1, 3, 5)]
    if k <= 1:
        c = [int(v * k) for v in c]
    else:
        c = [int(v + (255 - v) * (k - 1)) for v in c]
    return "#" + "".join(f"{v:02x}" for v in c)


for cid, (colour, draw) in FIGURES.items():
    defs = (lin("c", [(0, shade(colour, 1.25)), (1, shade(colour, 0.7))], 0, 0, 1, 1)
            + rad("i", [(0, "#fbf3de"), (1, shade(colour, 1.55))], 0.5, 0.4, 0.7)
            + lin("b", [(0, shade(colour, 0.85)), (1, shade(colour, 0.45))]))
    body = (
        # card with a rounded top, in the stand-up colour
        f'<path d="M8 136 L8 40 Q8 4 50 4 Q92 4 92 40 L92 136 Z" fill="url(#c)" {ink(3)}/>'
        f'<path d="M14 132 L14 42 Q14 10 50 10 Q86 10 86 42 L86 132 Z" fill="url(#i)" '
        f'stroke="{INK}" stroke-width="1.5"/>'
        f'<ellipse cx="50" cy="127" rx="28" ry="4" fill="{INK}" opacity="0.25"/>'
        + draw() +
        # plastic base: slot and a rounded foot
        f'<path d="M4 140 L96 140 L92 156 L8 156 Z" fill="url(#b)" {ink(3)}/>'
        f'<rect x="6" y="134" width="88" height="8" rx="3" fill="{shade(colour, 0.6)}" {ink(2.5)}/>'
        f'<path d="M12 145 L88 145" stroke="#ffffff" stroke-width="1.5" opacity="0.35"/>'
    )
    write(f"standups/{cid}.svg", svg(100, 160, body, defs))
