# Checks the art set: every file the app asks for exists, parses as XML, uses only
# the SVG subset nanosvg draws, has the agreed viewBox, and stays small.
# Run: python3 assets/svg/_src/validate.py   (exit status 1 on any problem)
import os
import sys
import xml.etree.ElementTree as ET

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), ".."))
NS = "{http://www.w3.org/2000/svg}"

CHARACTERS = ["viggel", "rhiarind", "karthan", "siranne", "ulfgar", "nessa", "orlo"]
ART_IDS = (
    "goblin kobold skeleton giant_spider giant_rat bat_swarm slime orc troll ghost wolf serpent harpy "
    "golem wraith minotaur lich demon mimic floating_eye myconid dark_knight cultist gargoyle sorcerer "
    "basilisk werewolf vampire hydra dragon "
    "door chest spike_trap pit rope_bridge lever altar bookshelf statue underground_river chasm portal "
    "fountain crossroads dead_end treasure_pile throne cauldron stairs peddler peddler_serpent peddler_dwarf "
    "peddler_skeleton "
    "azoz hunter town "
    "sword axe shield boots amulet ring cloak potion bow dagger staff helmet lantern rope scroll key "
    "pouch gauntlets horn map lockpick crystal").split() + CHARACTERS

EXPECTED = {
    "dice": ("0 0 100 100", "die_red die_blue die_yellow die_black pip_light pip_dark".split()),
    "symbols": ("0 0 100 100", "fist boot mask star".split()),
    "icons": ("0 0 100 100", "coin gem heart heart_empty lucky exhausted lock dice_tray undo rules settings".split()),
    "frames": ("0 0 250 350", "dungeon boss peddler bifurcation dead_end equipment character monster card_back".split()),
    "emblems": ("0 0 100 100", ART_IDS),
    "standups": ("0 0 100 160", CHARACTERS),
    "ui": (None, "table_bg panel button button_hover banner logo".split()),
}
UI_VIEWBOX = {"table_bg": "0 0 256 256", "panel": "0 0 192 192", "button": "0 0 240 64",
              "button_hover": "0 0 240 64", "banner": "0 0 600 136", "logo": "0 0 600 140"}

ELEMENTS = {"svg", "g", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "defs",
            "linearGradient", "radialGradient", "stop"}
PAINT = {"fill", "stroke", "stroke-width", "opacity", "fill-opacity", "stroke-opacity", "stroke-linecap",
         "stroke-linejoin", "transform", "fill-rule"}
GEOMETRY = {"x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "d", "points", "x1", "y1", "x2", "y2"}
ALLOWED = {
    "svg": {"viewBox", "width", "height"},
    "stop": {"offset", "stop-color", "stop-opacity"},
    "linearGradient": {"id", "x1", "y1", "x2", "y2", "gradientUnits"},
    "radialGradient": {"id", "cx", "cy", "r", "fx", "fy", "gradientUnits"},
    "defs": set(),
}
SIZE_LIMIT = 8 * 1024  # hard limit; the style guide aims for under 6 KB


def check(path, viewbox):
    problems = []
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        return [f"{path}: not valid XML ({e})"]
    if root.tag != NS + "svg":
        problems.append(f"{path}: root element is not <svg>")
    if viewbox and root.get("viewBox") != viewbox:
        problems.append(f"{path}: viewBox is {root.get('viewBox')!r}, expected {viewbox!r}")
    ids = set()
    for el in root.iter():
        tag = el.tag.replace(NS, "")
        if tag not in ELEMENTS:
            problems.append(f"{path}: element <{tag}> is outside the nanosvg subset")
            continue
        allowed = ALLOWED.get(tag, PAINT | GEOMETRY)
        for attr, value in el.attrib.items():
            if attr not in allowed:
                problems.append(f"{path}: attribute {attr!r} on <{tag}> is outside the subset")
            if "url(" in value and not value.startswith("url(#"):
                problems.append(f"{path}: external reference {value!r}")
        if el.get("id"):
            ids.add(el.get("id"))
        if tag in ("linearGradient", "radialGradient") and el.get("gradientUnits") != "userSpaceOnUse":
            # nanosvg reads a bare number here as pixels, not as a fraction of the box
            for attr in ("x1", "y1", "x2", "y2", "cx", "cy", "r", "fx", "fy"):
                value = el.get(attr)
                if value is not None and not value.endswith("%") and float(value) != 0:
                    problems.append(f"{path}: gradient {attr}={value!r} must be a percentage for nanosvg")
    for el in root.iter():
        for value in el.attrib.values():
            if value.startswith("url(#") and value[5:-1] not in ids:
                problems.append(f"{path}: reference {value} has no matching gradient")
    size = os.path.getsize(path)
    if size > SIZE_LIMIT:
        problems.append(f"{path}: {size} bytes, over the {SIZE_LIMIT}-byte limit")
    return problems


def main():
    problems = []
    count = 0
    for folder, (viewbox, names) in EXPECTED.items():
        for name in names:
            path = os.path.join(ROOT, folder, name + ".svg")
            if not os.path.exists(path):
                problems.append(f"{path}: missing")
                continue
            count += 1
            problems += check(path, viewbox or UI_VIEWBOX[name])
    for p in problems:
        print(p)
    print(f"{count} files checked, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
