# Hero emblems: the stand-up figure cropped to a head-and-shoulders portrait
# (viewBox 0 0 100 100, transparent background).
from common import *
from figures import FIGURES

# (x, y, size) of the square of the 100x160 figure frame that becomes the emblem
CROP = {"orlo": (17, 34, 68)}

for cid, (colour, draw) in FIGURES.items():
    x, y, size = CROP.get(cid, (12, 2, 76))
    k = 100 / size
    body = f'<g transform="scale({k:.4f}) translate({-x} {-y})">{draw()}</g>'
    write(f"emblems/{cid}.svg", svg(100, 100, body))
