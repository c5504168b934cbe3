# The seven heroes drawn as full figures (frame 100 wide, feet at y 128).
# Used twice: on the cardboard stand-ups and cropped to a bust for the emblems.
from common import *

S = 2.5  # outline width of figure parts


def o(fill, w=S):
    return f'fill="{fill}" {ink(w)}'


def body(tunic, legs, boots, skin=FLESH, arms=None, belt=WOOD_DK):
    arms = arms or tunic
    return (
        f'<rect x="38" y="98" width="10" height="26" rx="3" {o(legs)}/>'
        f'<rect x="52" y="98" width="10" height="26" rx="3" {o(legs)}/>'
        f'<path d="M35 126 L35 118 L48 118 L49 126 Z" {o(boots)}/>'
        f'<path d="M65 126 L65 118 L52 118 L51 126 Z" {o(boots)}/>'
        f'<path d="M26 64 Q24 84 28 94 L35 93 L37 70 Z" {o(arms)}/>'   # left arm
        f'<path d="M74 64 Q76 84 72 94 L65 93 L63 70 Z" {o(arms)}/>'   # right arm
        f'<circle cx="31" cy="95" r="4.5" {o(skin, 2)}/>'
        f'<circle cx="69" cy="95" r="4.5" {o(skin, 2)}/>'
        f'<path d="M32 60 Q50 54 68 60 L70 104 L30 104 Z" {o(tunic)}/>'
        f'<rect x="31" y="86" width="38" height="6" {o(belt, 2)}/>'
        f'<rect x="46" y="85" width="8" height="8" rx="1.5" {o(GOLD, 1.5)}/>'
    )


def head(skin=FLESH, hair=None, eyes=True):
    s = ""
    if hair:
        s += f'<path d="M36 44 Q36 28 50 28 Q64 28 64 44 L64 52 L36 52 Z" {o(hair)}/>'
    s += f'<circle cx="50" cy="44" r="12" {o(skin)}/>'
    if eyes:
        s += (f'<circle cx="45.5" cy="44" r="1.8" fill="{INK}"/>'
              f'<circle cx="54.5" cy="44" r="1.8" fill="{INK}"/>')
    return s


def viggel():
    return (
        f'<path d="M30 58 Q18 96 24 118 L76 118 Q82 96 70 58 Z" {o("#3a3540")}/>'  # cloak behind
        + body("#5a4a3a", "#3d342c", WOOD_DK, arms="#3a3540")
        + f'<path d="M34 50 Q32 24 50 22 Q68 24 66 50 Q62 60 50 60 Q38 60 34 50 Z" {o("#3a3540")}/>'
        + head()
        + f'<path d="M38 41 Q50 37 62 41 L61 47 Q50 44 39 47 Z" fill="{INK}"/>'  # rogue's mask
        + f'<circle cx="45.5" cy="43.5" r="1.6" fill="{YELLOW_HI}"/><circle cx="54.5" cy="43.5" r="1.6" fill="{YELLOW_HI}"/>'
        + f'<path d="M38 44 Q36 30 50 30 Q64 30 62 44 Q60 33 50 33 Q40 33 38 44 Z" fill="#3a3540"/>'
        # dagger held up in the right hand, a coin in the left
        + f'<path d="M69 92 L69 68 L72 62 L75 68 L75 92 Z" {o(STEEL_HI, 2)}/>'
        + f'<rect x="65" y="90" width="14" height="4" rx="1.5" {o(GOLD, 1.5)}/>'
        + f'<circle cx="31" cy="101" r="4" {o(GOLD, 1.5)}/>'
    )


def rhiarind():
    return (
        body("#9aa4ae", "#4a3a30", WOOD_DK, arms=STEEL)
        + f'<path d="M40 64 L60 64 L58 84 L42 84 Z" fill="{RED}" stroke="{INK}" stroke-width="1.5"/>'
        + head(hair="#8a4a20")
        # helmet with nose guard and a red plume
        + f'<path d="M37 44 Q37 29 50 29 Q63 29 63 44 L58 44 L58 40 L42 40 L42 44 Z" {o(STEEL)}/>'
        + f'<rect x="48.5" y="39" width="3" height="10" fill="{STEEL}" stroke="{INK}" stroke-width="1.2"/>'
        + f'<path d="M50 29 Q56 16 68 18 Q60 22 58 30 Z" {o(RED)}/>'
        # sword raised in the right hand
        + f'<path d="M67 92 L67 40 L70 34 L73 40 L73 92 Z" {o(STEEL_HI, 2)}/>'
        + f'<rect x="62" y="88" width="16" height="5" rx="2" {o(GOLD, 1.5)}/>'
        # round shield on the left arm
        + f'<circle cx="28" cy="84" r="15" {o(RED)}/><circle cx="28" cy="84" r="10" fill="none" '
          f'stroke="{GOLD}" stroke-width="2.5"/><circle cx="28" cy="84" r="4" {o(GOLD, 1.5)}/>'
    )


def karthan():
    return (
        f'<path d="M32 60 L24 124 L76 124 L68 60 Z" {o(PURPLE)}/>'  # long robe
        + body(PURPLE, PURPLE_DK, INK_SOFT, arms=PURPLE)
        + f'<path d="M50 60 L50 124" stroke="{GOLD}" stroke-width="2.5"/>'
        + head(hair="#cfcfd6")
        + f'<path d="M42 50 Q50 66 58 50 Q50 54 42 50 Z" {o("#cfcfd6", 1.5)}/>'  # beard
        # pointed hat with a star
        + f'<path d="M32 38 Q50 30 68 38 L64 40 Q58 20 46 4 Q42 24 36 40 Z" {o(PURPLE)}/>'
        + f'<path d="M30 38 Q50 32 70 38 Q50 44 30 38 Z" {o(PURPLE_DK)}/>'
        + f'<polygon points="50,18 52,23 57,23 53,26 55,31 50,28 45,31 47,26 43,23 48,23" fill="{GOLD_HI}"/>'
        # staff with a glowing orb and a spark
        + f'<path d="M25 124 L31 50" stroke="{INK}" stroke-width="6" stroke-linecap="round"/>'
        + f'<path d="M25 124 L31 50" stroke="{WOOD_HI}" stroke-width="3" stroke-linecap="round"/>'
        + f'<circle cx="31" cy="46" r="7" fill="#7ad0ff" {ink(2)}/>'
        + f'<circle cx="29" cy="44" r="2.5" fill="#ffffff"/>'
        + f'<polygon points="78,56 70,72 76,72 68,90 84,68 78,68 84,56" fill="{GOLD_HI}" {ink(1.5)}/>'
    )


def siranne():
    return (
        f'<path d="M62 62 L74 30" stroke="{INK}" stroke-width="7" stroke-linecap="round"/>'  # quiver
        + f'<path d="M62 62 L74 30" stroke="{WOOD}" stroke-width="4" stroke-linecap="round"/>'
        + f'<path d="M72 30 L70 22 M75 31 L78 23" stroke="{RED}" stroke-width="3" stroke-linecap="round"/>'
        + body("#3f7a3a", "#5a4630", WOOD_DK, arms="#2f5a2c")
        + f'<path d="M34 52 Q32 26 50 24 Q68 26 66 52 L62 58 L38 58 Z" {o("#2f5a2c")}/>'
        + head(hair="#c8702a")
        + f'<path d="M38 44 Q38 32 50 32 Q62 32 62 44 Q58 36 50 36 Q42 36 38 44 Z" fill="#2f5a2c"/>'
        # long bow held in the left hand
        + f'<path d="M34 52 Q12 94 34 136" fill="none" stroke="{INK}" stroke-width="6" stroke-linecap="round"/>'
        + f'<path d="M34 52 Q12 94 34 136" fill="none" stroke="{WOOD_HI}" stroke-width="3" stroke-linecap="round"/>'
        + f'<path d="M34 52 L34 136" stroke="{INK}" stroke-width="1.2"/>'
    )


def ulfgar():
    return (
        body("#7a5230", "#6a4a2a", WOOD_DK, arms=FLESH, belt="#4a3320")
        + f'<path d="M32 60 Q50 66 68 60 L66 70 Q50 74 34 70 Z" {o("#d8cdb8", 2)}/>'  # fur collar
        + head()
        + f'<path d="M38 48 Q38 70 50 72 Q62 70 62 48 Q58 56 50 56 Q42 56 38 48 Z" {o("#d0661c")}/>'  # beard
        # horned helmet
        + f'<path d="M37 42 Q37 29 50 29 Q63 29 63 42 Z" {o(STEEL)}/>'
        + f'<path d="M38 38 Q26 36 24 22 Q32 30 40 32 Z" {o(BONE)}/>'
        + f'<path d="M62 38 Q74 36 76 22 Q68 30 60 32 Z" {o(BONE)}/>'
        # great double axe
        + f'<path d="M70 100 L76 30" stroke="{INK}" stroke-width="7" stroke-linecap="round"/>'
        + f'<path d="M70 100 L76 30" stroke="{WOOD_HI}" stroke-width="3.5" stroke-linecap="round"/>'
        + f'<path d="M75 34 Q90 28 94 44 Q86 42 75 48 Z" {o(STEEL_HI)}/>'
        + f'<path d="M76 34 Q62 26 58 42 Q66 40 75 48 Z" {o(STEEL_HI)}/>'
    )


def nessa():
    return (
        f'<circle cx="50" cy="42" r="19" fill="none" stroke="{INK}" stroke-width="6"/>'  # halo
        + f'<circle cx="50" cy="42" r="19" fill="none" stroke="{GOLD_HI}" stroke-width="3"/>'
        + f'<path d="M32 60 L26 124 L74 124 L68 60 Z" {o("#f2efe6")}/>'
        + body("#f2efe6", "#d8d2c4", INK_SOFT, arms="#f2efe6", belt=BLUE)
        + f'<path d="M46 62 L46 124 L54 124 L54 62 Z" fill="{BLUE}" stroke="{INK}" stroke-width="1.5"/>'
        + head(hair="#e8cc70")
        + f'<path d="M36 46 Q34 62 38 66 L40 50 Z M64 46 Q66 62 62 66 L60 50 Z" {o("#e8cc70", 2)}/>'
        + f'<path d="M39 36 Q50 31 61 36" fill="none" stroke="{GOLD}" stroke-width="2.5"/>'
        # staff topped with a sun
        + f'<path d="M72 124 L72 40" stroke="{INK}" stroke-width="6" stroke-linecap="round"/>'
        + f'<path d="M72 124 L72 40" stroke="{GOLD}" stroke-width="3" stroke-linecap="round"/>'
        + f'<circle cx="72" cy="34" r="9" fill="none" stroke="{INK}" stroke-width="5"/>'
        + f'<circle cx="72" cy="34" r="9" fill="none" stroke="{GOLD_HI}" stroke-width="2.5"/>'
        + f'<circle cx="72" cy="34" r="4" {o(GOLD_HI, 1.5)}/>'
    )


def orlo():
    # a halfling: the same body drawn smaller, standing on the same ground line
    small = (
        f'<path d="M58 62 L80 62 L80 92 L60 92 Z" {o(WOOD)}/>'  # backpack behind
        + f'<circle cx="76" cy="60" r="8" fill="{STEEL}" {ink(2)}/><circle cx="76" cy="60" r="3" fill="{INK}"/>'
        + body("#c08a3a", "#5a6a3a", WOOD_DK, arms="#a0702a")
        + f'<path d="M34 46 Q30 26 50 26 Q70 26 66 46 Q68 38 62 34 Q50 30 38 34 Q32 38 34 46 Z" {o("#6a3f1c")}/>'
        + head()
        + f'<circle cx="36" cy="46" r="4" {o(FLESH, 2)}/><circle cx="64" cy="46" r="4" {o(FLESH, 2)}/>'
        + f'<rect x="37" y="31" width="26" height="5" rx="2" fill="{WOOD_DK}"/>'
        + f'<circle cx="44" cy="34" r="5" {o("#9fd8e8", 2)}/><circle cx="56" cy="34" r="5" {o("#9fd8e8", 2)}/>'
        + f'<path d="M45 50 Q50 54 55 50" fill="none" stroke="{INK}" stroke-width="1.5" stroke-linecap="round"/>'
        # wrench in the right hand
        + f'<path d="M69 98 L78 70" stroke="{INK}" stroke-width="7" stroke-linecap="round"/>'
        + f'<path d="M69 98 L78 70" stroke="{STEEL_HI}" stroke-width="3.5" stroke-linecap="round"/>'
        + f'<path d="M72 70 Q72 60 80 60 L80 66 L84 66 L84 60 Q88 62 86 70 Q82 76 76 74 Z" {o(STEEL_HI, 2)}/>'
    )
    return f'<g transform="translate(10 31.2) scale(0.8)">{small}</g>'


FIGURES = {
    "viggel": ("#e0b030", viggel),
    "rhiarind": ("#c0392b", rhiarind),
    "karthan": ("#8e44ad", karthan),
    "siranne": ("#27ae60", siranne),
    "ulfgar": ("#d35400", ulfgar),
    "nessa": ("#2e86c1", nessa),
    "orlo": ("#16a085", orlo),
}
