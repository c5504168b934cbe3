# Colour-blind die symbols: white silhouettes with a thin ink outline so the
# app can draw them over any die colour (fist=red, boot=blue, mask=yellow, star=black).
import math
from common import *

W = f'fill="{WHITE}" {ink(3.5)}'

fist = (
    f'<rect x="33" y="70" width="34" height="22" rx="4" {W}/>'   # wrist
    f'<rect x="20" y="36" width="60" height="42" rx="14" {W}/>'  # back of the hand
    + "".join(f'<rect x="{x}" y="{y}" width="15" height="30" rx="7.5" {W}/>'
              for x, y in ((21, 22), (35, 18), (49, 18), (63, 22)))
    # thumb folded across the front of the fingers
    + f'<path d="M14 58 Q12 44 24 42 Q36 42 52 46 Q62 49 60 56 Q58 62 48 60 '
      f'L30 58 Q28 66 22 68 Q15 66 14 58 Z" {W}/>'
    + f'<path d="M44 76 L60 76" fill="none" {ink(3)}/>'
)

boot = (
    f'<path d="M28 14 L60 14 L60 54 Q62 62 72 64 L84 67 Q93 70 93 80 L93 84 '
    f'L24 84 L24 66 Q28 58 28 50 Z" {W}/>'
    f'<rect x="24" y="8" width="40" height="12" rx="4" {W}/>'        # folded cuff
    f'<path d="M20 84 L96 84 L96 92 L20 92 Z" {W}/>'               # sole
    f'<path d="M24 92 L24 84 M40 92 L40 84" fill="none" {ink(3)}/>'  # heel
    f'<path d="M60 40 L46 44 M60 50 L46 54" fill="none" {ink(3)}/>'  # laces
)

mask = (
    # ribbons behind the mask
    f'<path d="M10 44 Q2 56 6 70 L12 68 Q10 56 16 48 Z" {W}/>'
    f'<path d="M90 44 Q98 56 94 70 L88 68 Q90 56 84 48 Z" {W}/>'
    f'<path d="M6 40 Q18 24 38 30 Q50 34 62 30 Q82 24 94 40 Q94 62 74 68 '
    f'Q58 70 50 58 Q42 70 26 68 Q6 62 6 40 Z" {W}/>'
    f'<ellipse cx="0" cy="0" rx="11" ry="6.5" fill="{INK}" transform="translate(30 46) rotate(12)"/>'
    f'<ellipse cx="0" cy="0" rx="11" ry="6.5" fill="{INK}" transform="translate(70 46) rotate(-12)"/>'
)


def star_points(cx, cy, ro, ri, n=5, rot=-90):
    pts = []
    for i in range(2 * n):
        r = ro if i % 2 == 0 else ri
        a = math.radians(rot + i * 180 / n)
        pts.append(f"{cx + r * math.cos(a):.1f},{cy + r * math.sin(a):.1f}")
    return " ".join(pts)


star = (f'<polygon points="{star_points(50, 54, 44, 18)}" {W}/>'
        f'<polygon points="{star_points(84, 16, 10, 3, 4, 0)}" fill="{WHITE}" {ink(2.5)}/>')

for name, body in (("fist", fist), ("boot", boot), ("mask", mask), ("star", star)):
    write(f"symbols/{name}.svg", svg(100, 100, body))
