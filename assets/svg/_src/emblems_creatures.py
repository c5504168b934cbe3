# Creature emblems (viewBox 0 0 100 100, transparent background): one bold
# head or full silhouette per monster, ink-outlined, 2-4 colours each.
from common import *

E = {}


def o(fill, w=3):
    return f'fill="{fill}" {ink(w)}'


def eyes(x1, x2, y, r, col=YELLOW_HI, pupil=INK, pr=None):
    pr = pr or r * 0.45
    return (f'<circle cx="{x1}" cy="{y}" r="{r}" {o(col, 2)}/><circle cx="{x2}" cy="{y}" r="{r}" {o(col, 2)}/>'
            f'<circle cx="{x1}" cy="{y}" r="{pr}" fill="{pupil}"/><circle cx="{x2}" cy="{y}" r="{pr}" fill="{pupil}"/>')


E["goblin"] = (
    f'<path d="M30 44 L4 30 L14 50 L30 58 Z" {o(GREEN)}/><path d="M70 44 L96 30 L86 50 L70 58 Z" {o(GREEN)}/>'
    f'<path d="M28 46 Q28 18 50 18 Q72 18 72 46 Q72 76 50 84 Q28 76 28 46 Z" {o(GREEN_HI)}/>'
    + eyes(41, 59, 46, 6, YELLOW_HI)
    + f'<path d="M46 54 L50 62 L54 54" fill="none" {ink(2.5)}/>'
    f'<path d="M38 68 Q50 76 62 68 L60 66 Q50 71 40 66 Z" {o(INK, 2)}/>'
    f'<path d="M42 68 L44 72 L46 69 M54 69 L56 72 L58 68" fill="{WHITE}" stroke="{WHITE}" stroke-width="1.5"/>'
    f'<path d="M34 32 L42 38 M66 32 L58 38" {ink(3)}/>')

E["kobold"] = (
    f'<path d="M30 30 L22 6 L40 24 Z M46 24 L50 4 L58 24 Z" {o(BONE)}/>'
    f'<path d="M20 54 Q18 24 44 22 Q62 22 70 36 L94 44 Q98 54 90 60 L68 64 Q60 84 40 84 Q22 80 20 54 Z" {o("#c8602a")}/>'
    f'<path d="M70 60 L90 58 L88 62 L72 64 Z" fill="{INK}"/>'
    f'<path d="M74 60 L76 64 L78 60 M82 60 L84 63 L86 59" fill="{WHITE}" stroke="{WHITE}" stroke-width="1.2"/>'
    f'<circle cx="88" cy="47" r="2" fill="{INK}"/>'
    + f'<ellipse cx="52" cy="40" rx="7" ry="6" {o(YELLOW_HI, 2)}/><ellipse cx="53" cy="40" rx="2" ry="5" fill="{INK}"/>'
    f'<path d="M30 60 L36 64 M28 68 L34 72 M40 70 L44 76" {ink(2)}/>')

skull = (f'<path d="M22 44 Q22 12 50 12 Q78 12 78 44 Q78 58 68 62 L68 74 L32 74 L32 62 Q22 58 22 44 Z" {o(BONE)}/>'
         f'<path d="M30 46 Q30 36 40 36 Q46 38 46 46 Q44 54 36 54 Q30 52 30 46 Z" fill="{INK}"/>'
         f'<path d="M70 46 Q70 36 60 36 Q54 38 54 46 Q56 54 64 54 Q70 52 70 46 Z" fill="{INK}"/>'
         f'<path d="M50 54 L45 63 L55 63 Z" fill="{INK}"/>'
         f'<path d="M40 66 L40 74 M46 66 L46 74 M54 66 L54 74 M60 66 L60 74" {ink(2.5)}/>')
E["skeleton"] = (
    f'<path d="M14 70 L86 94 M86 70 L14 94" stroke="{INK}" stroke-width="11" stroke-linecap="round"/>'
    f'<path d="M14 70 L86 94 M86 70 L14 94" stroke="{BONE}" stroke-width="5.5" stroke-linecap="round"/>'
    + skull)

legs = "".join(
    f'<path d="M{50 + sx * 14} {48 + dy} Q{50 + sx * 34} {30 + dy * 2} {50 + sx * 44} {56 + dy * 2.4}" '
    f'fill="none" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>'
    for sx in (-1, 1) for dy in (-8, 0, 8, 16))
E["giant_spider"] = (
    legs +
    f'<ellipse cx="50" cy="66" rx="22" ry="20" {o("#3a2f3a")}/>'
    f'<path d="M44 58 L56 58 L50 66 L56 74 L44 74 L50 66 Z" fill="{RED}"/>'
    f'<circle cx="50" cy="40" r="14" {o("#4a3d4a")}/>'
    f'<circle cx="44" cy="38" r="3.5" fill="{RED_HI}"/><circle cx="56" cy="38" r="3.5" fill="{RED_HI}"/>'
    f'<circle cx="47" cy="32" r="2" fill="{RED_HI}"/><circle cx="53" cy="32" r="2" fill="{RED_HI}"/>'
    f'<path d="M45 52 L43 58 M55 52 L57 58" {ink(3)}/>')

E["giant_rat"] = (
    f'<path d="M78 70 Q96 70 94 50 Q92 36 98 30" fill="none" stroke="{INK}" stroke-width="6" stroke-linecap="round"/>'
    f'<path d="M78 70 Q96 70 94 50 Q92 36 98 30" fill="none" stroke="#e8a0a0" stroke-width="3" stroke-linecap="round"/>'
    f'<path d="M10 64 Q22 40 48 40 Q76 40 82 62 Q84 80 64 80 L30 80 Q16 78 10 64 Z" {o("#7d7570")}/>'
    f'<circle cx="36" cy="40" r="9" {o("#e8a0a0")}/>'
    f'<circle cx="8" cy="63" r="3" fill="#e8a0a0" stroke="{INK}" stroke-width="1.5"/>'
    f'<circle cx="24" cy="56" r="3" fill="{RED_HI}" stroke="{INK}" stroke-width="1.5"/>'
    f'<path d="M10 66 L2 70 M12 68 L6 74" {ink(1.5)}/>'
    f'<path d="M36 80 L34 88 M66 80 L68 88" {ink(4)}/>')


def bat(x, y, s):
    return (f'<g transform="translate({x} {y}) scale({s})">'
            f'<path d="M0 -4 Q-10 -12 -26 -8 Q-22 -2 -24 4 Q-16 0 -12 6 Q-6 2 0 8 Q6 2 12 6 Q16 0 24 4 '
            f'Q22 -2 26 -8 Q10 -12 0 -4 Z" {o("#3b3040", 2.5)}/>'
            f'<path d="M-4 -6 L-5 -11 L-1 -7 M4 -6 L5 -11 L1 -7" {o("#3b3040", 2)}/>'
            f'<circle cx="-2.5" cy="-2" r="1.3" fill="{RED_HI}"/><circle cx="2.5" cy="-2" r="1.3" fill="{RED_HI}"/></g>')


E["bat_swarm"] = (f'<circle cx="70" cy="30" r="18" fill="{PARCH}" opacity="0.5"/>'
                  + bat(30, 30, 0.9) + bat(72, 50, 1.1) + bat(40, 74, 1.4))

E["slime"] = (
    f'<path d="M10 86 Q8 70 20 62 Q24 30 50 24 Q62 14 64 26 Q82 34 84 60 Q94 70 90 86 Z" {o("#5cc04a")}/>'
    f'<path d="M24 58 Q28 40 44 34" fill="none" stroke="#c8f5b0" stroke-width="5" stroke-linecap="round"/>'
    f'<circle cx="70" cy="72" r="4" fill="#c8f5b0" opacity="0.8"/><circle cx="28" cy="76" r="2.5" fill="#c8f5b0"/>'
    + eyes(42, 62, 58, 6, WHITE)
    + f'<path d="M44 72 Q52 78 60 72" fill="none" {ink(2.5)}/>')

E["orc"] = (
    f'<path d="M26 36 L10 30 L18 46 Z M74 36 L90 30 L82 46 Z" {o("#5f7a3e")}/>'
    f'<path d="M26 40 Q26 14 50 14 Q74 14 74 40 L74 62 Q72 86 50 88 Q28 86 26 62 Z" {o("#7a9a4e")}/>'
    f'<path d="M26 30 Q30 10 50 10 Q70 10 74 30 Q62 20 50 22 Q38 20 26 30 Z" {o(INK, 2)}/>'
    f'<path d="M30 42 L46 46 M70 42 L54 46" {ink(4)}/>'
    + eyes(39, 61, 50, 4, RED_HI, INK, 2)
    + f'<path d="M44 58 Q50 62 56 58" fill="none" {ink(2.5)}/>'
    f'<path d="M36 72 Q50 80 64 72" fill="none" {ink(3)}/>'
    f'<path d="M38 74 L36 62 L42 72 Z M62 74 L64 62 L58 72 Z" {o(BONE, 2)}/>')

E["troll"] = (
    f'<path d="M18 50 Q14 16 50 12 Q86 16 82 50 Q84 84 50 90 Q16 84 18 50 Z" {o("#6f8fa0")}/>'
    f'<path d="M24 28 Q30 8 40 12 Q44 4 52 10 Q60 4 66 12 Q76 10 76 28" {o("#3f5f3a")}/>'
    f'<path d="M28 40 L46 44 M72 40 L54 44" {ink(5)}/>'
    + eyes(38, 62, 48, 3.5, YELLOW_HI, INK, 1.8)
    + f'<path d="M46 48 Q40 66 48 70 Q54 72 56 66 Q58 58 54 48 Z" {o("#5a7a8a")}/>'
    f'<path d="M30 74 Q50 68 70 74 Q66 84 50 84 Q34 84 30 74 Z" {o(INK, 2)}/>'
    f'<path d="M36 76 L38 66 L42 75 Z M64 76 L62 66 L58 75 Z" {o(BONE, 1.5)}/>')

E["ghost"] = (
    f'<path d="M20 90 L20 44 Q20 10 50 10 Q80 10 80 44 L80 90 L70 82 L60 92 L50 82 L40 92 L30 82 Z" '
    f'fill="#e8f0f8" {ink(3)}/>'
    f'<path d="M28 40 Q28 20 46 16" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>'
    f'<ellipse cx="40" cy="42" rx="6" ry="9" fill="{INK}"/><ellipse cx="60" cy="42" rx="6" ry="9" fill="{INK}"/>'
    f'<ellipse cx="50" cy="64" rx="6" ry="8" fill="{INK}"/>'
    f'<path d="M20 60 Q6 56 4 44 M80 60 Q94 56 96 44" fill="none" stroke="#9fc0dd" stroke-width="4" stroke-linecap="round"/>')

wolf_head = (
    f'<path d="M22 44 L18 8 L42 28 Z M78 44 L82 8 L58 28 Z" {o("{fur}")}/>'
    f'<path d="M24 14 L38 29 L26 38 Z M76 14 L62 29 L74 38 Z" fill="#e8a0a0"/>'
    f'<path d="M16 50 Q16 24 50 24 Q84 24 84 50 Q84 64 64 74 L56 92 L44 92 L36 74 Q16 64 16 50 Z" {o("{fur}")}/>'
    f'<path d="M38 60 Q50 54 62 60 L58 90 L42 90 Z" fill="{{muzzle}}"/>'
    f'<path d="M44 84 Q50 92 56 84 L54 80 L46 80 Z" {o(INK, 2)}/>'
    f'<path d="M28 50 L42 54 L36 46 Z M72 50 L58 54 L64 46 Z" fill="{{eye}}" {ink(2)}/>')
E["wolf"] = wolf_head.replace("{fur}", "#8a8a92").replace("{muzzle}", "#cfcfd6").replace("{eye}", YELLOW_HI).replace("{{", "").replace("}}", "")

E["serpent"] = (
    f'<path d="M20 86 Q6 70 24 62 L70 52 Q90 46 80 34" fill="none" stroke="{INK}" stroke-width="17" stroke-linecap="round"/>'
    f'<path d="M20 86 Q6 70 24 62 L70 52 Q90 46 80 34" fill="none" stroke="{GREEN}" stroke-width="11" stroke-linecap="round"/>'
    f'<path d="M22 66 L70 56" stroke="{YELLOW_HI}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>'
    f'<path d="M56 30 Q60 14 78 14 Q94 16 94 28 Q92 40 78 40 Q64 40 56 30 Z" {o(GREEN_HI)}/>'
    f'<circle cx="80" cy="24" r="3.5" {o(YELLOW_HI, 1.5)}/><ellipse cx="80" cy="24" rx="1" ry="3" fill="{INK}"/>'
    f'<path d="M58 30 L44 32 L38 28 M44 32 L38 36" fill="none" stroke="{RED}" stroke-width="2.5" stroke-linecap="round"/>')

E["harpy"] = (
    f'<path d="M40 46 Q20 20 4 24 Q14 32 10 40 Q20 40 18 48 Q28 46 30 56 Z" {o("#7a4a8a")}/>'
    f'<path d="M60 46 Q80 20 96 24 Q86 32 90 40 Q80 40 82 48 Q72 46 70 56 Z" {o("#7a4a8a")}/>'
    f'<path d="M36 48 Q50 40 64 48 L60 78 L40 78 Z" {o("#9a6aaa")}/>'
    f'<path d="M42 78 L38 92 M42 86 L34 90 M58 78 L62 92 M58 86 L66 90" {ink(3)}/>'
    f'<path d="M34 34 Q34 14 50 14 Q66 14 66 34 L68 50 L60 40 L40 40 L32 50 Z" {o("#3a2a40")}/>'
    f'<circle cx="50" cy="32" r="11" {o(FLESH)}/>'
    + eyes(45, 55, 31, 2.3, RED_HI, INK, 1)
    + f'<path d="M47 37 L50 40 L53 37" fill="{GOLD}" {ink(1.5)}/>')

E["golem"] = (
    f'<rect x="24" y="34" width="52" height="40" rx="4" {o(STONE)}/>'
    f'<rect x="6" y="38" width="18" height="40" rx="4" {o(STONE_DK)}/><rect x="76" y="38" width="18" height="40" rx="4" {o(STONE_DK)}/>'
    f'<rect x="30" y="74" width="16" height="18" rx="3" {o(STONE_DK)}/><rect x="54" y="74" width="16" height="18" rx="3" {o(STONE_DK)}/>'
    f'<rect x="36" y="10" width="28" height="24" rx="4" {o(STONE_HI)}/>'
    f'<rect x="41" y="19" width="7" height="4" fill="#5ff0e0"/><rect x="52" y="19" width="7" height="4" fill="#5ff0e0"/>'
    f'<path d="M42 48 L50 42 L58 48 L50 62 Z M34 40 L38 46 M66 40 L62 46" fill="none" stroke="#5ff0e0" stroke-width="3" stroke-linejoin="round"/>'
    f'<path d="M26 56 L40 60 M60 66 L74 62" {ink(1.5)}/>')

E["wraith"] = (
    f'<path d="M50 8 Q78 12 80 44 L88 92 L76 80 L68 94 L58 80 L50 94 L42 80 L32 94 L24 80 L12 92 L20 44 Q22 12 50 8 Z" '
    f'fill="#2e2a3a" {ink(3)}/>'
    f'<path d="M34 46 Q34 24 50 24 Q66 24 66 46 Q60 56 50 56 Q40 56 34 46 Z" fill="{INK}"/>'
    f'<ellipse cx="43" cy="42" rx="4" ry="3" fill="#7ff0ff"/><ellipse cx="57" cy="42" rx="4" ry="3" fill="#7ff0ff"/>'
    f'<path d="M22 60 Q10 66 8 78 M78 60 Q90 66 92 78" fill="none" stroke="#6a6a8a" stroke-width="4" stroke-linecap="round"/>')

E["minotaur"] = (
    f'<path d="M30 30 Q8 30 4 10 Q18 22 32 20 Z M70 30 Q92 30 96 10 Q82 22 68 20 Z" {o(BONE)}/>'
    f'<path d="M22 34 L8 40 L20 48 Z M78 34 L92 40 L80 48 Z" {o("#6a3a1e")}/>'
    f'<path d="M26 40 Q24 14 50 14 Q76 14 74 40 L70 64 Q72 90 50 90 Q28 90 30 64 Z" {o("#7a4420")}/>'
    f'<path d="M36 66 Q36 58 50 58 Q64 58 64 66 Q64 86 50 86 Q36 86 36 66 Z" {o("#a8704a")}/>'
    f'<ellipse cx="44" cy="70" rx="3" ry="4" fill="{INK}"/><ellipse cx="56" cy="70" rx="3" ry="4" fill="{INK}"/>'
    f'<path d="M42 78 Q42 90 50 90 Q58 90 58 78" fill="none" stroke="{GOLD}" stroke-width="3.5"/>'
    + eyes(38, 62, 42, 3.5, RED_HI, INK, 1.6)
    + f'<path d="M32 36 L44 40 M68 36 L56 40" {ink(3)}/>')

E["lich"] = (
    f'<circle cx="50" cy="46" r="44" fill="{PURPLE_HI}" opacity="0.35"/>'
    + skull.replace(BONE, "#d8d8c0")
    + f'<circle cx="38" cy="45" r="3" fill="#b0ff60"/><circle cx="62" cy="45" r="3" fill="#b0ff60"/>'
    f'<path d="M24 24 L26 4 L36 16 L44 0 L50 12 L56 0 L64 16 L74 4 L76 24 Q50 16 24 24 Z" {o(GOLD)}/>'
    f'<circle cx="50" cy="18" r="3" fill="{PURPLE}" stroke="{INK}" stroke-width="1.5"/>'
    f'<path d="M30 74 L28 96 L72 96 L70 74 Z" {o(PURPLE_DK)}/>')

E["demon"] = (
    f'<path d="M30 30 Q14 20 16 2 Q26 14 38 20 Z M70 30 Q86 20 84 2 Q74 14 62 20 Z" {o(INK_SOFT)}/>'
    f'<path d="M24 40 L6 34 L18 52 Z M76 40 L94 34 L82 52 Z" {o(RED_DK)}/>'
    f'<path d="M22 42 Q22 18 50 18 Q78 18 78 42 Q78 70 50 92 Q22 70 22 42 Z" {o(RED)}/>'
    f'<path d="M30 42 L46 50 L32 52 Z M70 42 L54 50 L68 52 Z" fill="{YELLOW_HI}" {ink(2)}/>'
    f'<path d="M36 66 Q50 74 64 66 Q60 80 50 80 Q40 80 36 66 Z" {o(INK, 2)}/>'
    f'<path d="M40 68 L42 76 L44 69 M56 69 L58 76 L60 68" fill="{WHITE}" stroke="{WHITE}" stroke-width="1.5"/>'
    f'<path d="M50 88 L50 96" {ink(3)}/>')

E["mimic"] = (
    f'<path d="M12 54 L88 54 L86 92 L14 92 Z" {o(WOOD)}/>'
    f'<path d="M12 54 L88 54 L80 20 Q50 6 20 20 Z" {o(WOOD_HI)}/>'
    f'<path d="M16 54 L84 54 L78 68 L22 68 Z" fill="{RED_DK}"/>'
    f'<path d="M30 58 Q50 90 70 58" fill="{RED_HI}" {ink(2)}/>'
    + "".join(f'<path d="M{x} 54 L{x + 4} 63 L{x + 8} 54 Z" {o(WHITE, 1.5)}/>' for x in range(18, 80, 10))
    + "".join(f'<path d="M{x} 68 L{x + 4} 60 L{x + 8} 68 Z" {o(WHITE, 1.5)}/>' for x in range(24, 74, 10))
    + f'<path d="M12 54 L88 54" {ink(3)}/><rect x="44" y="70" width="12" height="12" rx="2" {o(GOLD, 2)}/>'
    + eyes(36, 64, 36, 5, YELLOW_HI, INK, 2.5)
    + f'<path d="M30 28 L40 32 M70 28 L60 32" {ink(3)}/>')

E["floating_eye"] = (
    "".join(f'<path d="M{50 + dx * 0.5} 24 Q{50 + dx} 8 {50 + dx * 1.4} 4" fill="none" stroke="{INK}" stroke-width="3" '
            f'stroke-linecap="round"/><circle cx="{50 + dx * 1.4}" cy="4" r="3.5" fill="{PURPLE_HI}" stroke="{INK}" stroke-width="1.5"/>'
            for dx in (-24, -8, 8, 24))
    + f'<circle cx="50" cy="54" r="34" {o("#c8a0b8")}/>'
    f'<ellipse cx="50" cy="54" rx="24" ry="18" {o(WHITE, 2.5)}/>'
    f'<circle cx="50" cy="54" r="12" {o(GREEN, 2)}/><ellipse cx="50" cy="54" rx="4" ry="9" fill="{INK}"/>'
    f'<circle cx="45" cy="49" r="2.5" fill="#ffffff"/>'
    f'<path d="M30 88 Q50 96 70 88" fill="none" stroke="{INK}" stroke-width="2" opacity="0.4"/>')

E["myconid"] = (
    f'<path d="M36 50 L32 90 L68 90 L64 50 Z" {o(BONE)}/>'
    f'<path d="M34 90 L34 96 M66 90 L66 96 M32 64 L18 76 M68 64 L82 76" {ink(4)}/>'
    f'<path d="M8 50 Q10 10 50 10 Q90 10 92 50 Q50 58 8 50 Z" {o(RED)}/>'
    f'<circle cx="30" cy="30" r="6" fill="{WHITE}"/><circle cx="56" cy="22" r="5" fill="{WHITE}"/>'
    f'<circle cx="74" cy="38" r="4" fill="{WHITE}"/><circle cx="46" cy="40" r="3.5" fill="{WHITE}"/>'
    + eyes(43, 57, 66, 3.5, INK, INK, 3.5)
    + f'<path d="M44 78 Q50 82 56 78" fill="none" {ink(2)}/>')

E["dark_knight"] = (
    f'<path d="M50 12 Q58 0 78 4 Q64 10 62 18 Z" {o(RED_DK)}/>'
    f'<path d="M24 92 L24 80 Q24 68 36 66 L64 66 Q76 68 76 80 L76 92 Z" {o("#2a2a34")}/>'
    f'<path d="M26 46 Q26 14 50 14 Q74 14 74 46 L74 68 Q62 76 50 76 Q38 76 26 68 Z" {o("#3a3a46")}/>'
    f'<path d="M32 40 L68 40 L66 48 L34 48 Z" fill="{INK}"/>'
    f'<path d="M38 44 L46 44 M54 44 L62 44" stroke="{RED_HI}" stroke-width="3" stroke-linecap="round"/>'
    f'<path d="M50 48 L50 72" {ink(3)}/>'
    + "".join(f'<circle cx="{x}" cy="{y}" r="1.8" fill="{STEEL_DK}"/>' for x, y in ((40, 58), (60, 58), (44, 66), (56, 66)))
    + f'<path d="M32 22 Q40 18 46 20" fill="none" stroke="{STEEL_DK}" stroke-width="3" stroke-linecap="round"/>')

E["cultist"] = (
    f'<path d="M50 4 Q74 22 76 50 L84 94 L16 94 L24 50 Q26 22 50 4 Z" {o("#8a1c24")}/>'
    f'<path d="M36 50 Q36 30 50 26 Q64 30 64 50 Q58 58 50 58 Q42 58 36 50 Z" fill="{INK}"/>'
    f'<circle cx="44" cy="45" r="2.2" fill="{YELLOW_HI}"/><circle cx="56" cy="45" r="2.2" fill="{YELLOW_HI}"/>'
    f'<path d="M50 62 L50 94" stroke="{RED_DK}" stroke-width="3"/>'
    f'<circle cx="50" cy="76" r="9" fill="none" stroke="{GOLD}" stroke-width="3"/>'
    f'<polygon points="50,68 52,74 58,74 53,78 55,84 50,80 45,84 47,78 42,74 48,74" fill="{GOLD}"/>')

E["gargoyle"] = (
    f'<path d="M34 40 Q14 14 2 20 Q10 28 6 36 Q16 36 14 46 Q24 44 26 54 Z" {o(STONE_DK)}/>'
    f'<path d="M66 40 Q86 14 98 20 Q90 28 94 36 Q84 36 86 46 Q76 44 74 54 Z" {o(STONE_DK)}/>'
    f'<path d="M28 92 Q26 60 36 48 L64 48 Q74 60 72 92 Z" {o(STONE)}/>'
    f'<path d="M30 92 L40 74 L50 92 L60 74 L70 92" fill="none" {ink(2.5)}/>'
    f'<path d="M36 24 L30 8 L44 20 Z M64 24 L70 8 L56 20 Z" {o(STONE_DK)}/>'
    f'<path d="M32 34 Q32 18 50 18 Q68 18 68 34 Q68 52 50 54 Q32 52 32 34 Z" {o(STONE_HI)}/>'
    f'<path d="M38 32 L46 36 L38 38 Z M62 32 L54 36 L62 38 Z" fill="#ff8a30" {ink(1.5)}/>'
    f'<path d="M42 46 L46 42 L50 46 L54 42 L58 46" fill="none" {ink(2)}/>')

E["sorcerer"] = (
    f'<path d="M14 94 Q16 60 32 52 L50 60 L68 52 Q84 60 86 94 Z" {o("#1e3a5a")}/>'
    f'<path d="M26 56 L20 26 L38 44 Z M74 56 L80 26 L62 44 Z" {o("#2a5080")}/>'
    f'<circle cx="50" cy="36" r="15" {o("#d8c0a8")}/>'
    f'<path d="M35 34 Q36 16 50 16 Q64 16 65 34 Q58 26 50 26 Q42 26 35 34 Z" {o(INK, 2)}/>'
    f'<path d="M42 38 L47 36 M58 38 L53 36" {ink(2.5)}/>'
    f'<path d="M44 46 L50 58 L56 46 Z" {o(INK, 1.5)}/>'
    f'<circle cx="50" cy="78" r="13" fill="#c080ff" opacity="0.5"/>'
    f'<circle cx="50" cy="78" r="8" fill="#f0d8ff" stroke="{PURPLE}" stroke-width="3"/>'
    f'<path d="M30 86 Q38 78 40 72 M70 86 Q62 78 60 72" fill="none" stroke="#d8c0a8" stroke-width="6" stroke-linecap="round"/>')

E["basilisk"] = (
    f'<path d="M30 28 L34 6 L42 24 L48 4 L54 24 L62 8 L64 30 Z" {o(RED)}/>'
    f'<path d="M10 92 Q12 56 28 40 Q40 26 60 28 Q82 30 94 46 Q94 56 84 58 L60 60 Q48 70 44 92 Z" {o("#6a8a3a")}/>'
    f'<path d="M60 58 L90 52" {ink(2.5)}/>'
    f'<path d="M30 60 Q36 52 44 56 M22 74 Q28 66 36 70" fill="none" stroke="#4a6a2a" stroke-width="3"/>'
    f'<circle cx="62" cy="40" r="7" fill="{YELLOW_HI}" {ink(2)}/>'
    f'<ellipse cx="62" cy="40" rx="2" ry="6" fill="{INK}"/>'
    f'<path d="M72 36 L96 26 M74 42 L98 40" stroke="{YELLOW_HI}" stroke-width="2.5" stroke-linecap="round" opacity="0.9"/>')

E["werewolf"] = (
    # a snarling wolf head on a man's torn shirt, under the full moon (the grey wolf has neither)
    f'<circle cx="80" cy="18" r="15" fill="#f4f0d0" {ink(2.5)}/>'
    f'<circle cx="75" cy="14" r="3.5" fill="#d8d0a8"/><circle cx="85" cy="23" r="2.5" fill="#d8d0a8"/>'
    f'<path d="M12 100 L16 82 Q28 72 50 74 Q72 72 84 82 L88 100 Z" {o("#5a6e94")}/>'
    f'<path d="M34 76 L40 90 L44 80 L50 94 L56 80 L60 90 L66 76" {o("#b08a64", 2.5)}/>'
    f'<path d="M26 40 L20 6 L44 24 Z M74 40 L80 6 L56 24 Z" {o("#6a4428")}/>'
    f'<path d="M26 14 L40 26 L30 32 Z M74 14 L60 26 L70 32 Z" fill="#c89070"/>'
    f'<path d="M20 46 L10 40 L20 32 Q28 20 50 20 Q72 20 80 32 L90 40 L80 46 L90 56 L80 60 '
    f'Q76 76 62 80 L50 86 L38 80 Q24 76 20 60 L10 56 Z" {o("#7a5232")}/>'
    f'<path d="M36 52 Q50 44 64 52 L62 74 Q50 82 38 74 Z" {o("#b08a64", 2.5)}/>'
    f'<ellipse cx="50" cy="54" rx="6" ry="4" fill="{INK}"/>'
    f'<path d="M40 64 Q50 60 60 64 L58 74 Q50 79 42 74 Z" {o(RED_DK, 2)}/>'
    f'<path d="M42 64 L44 70 L46 63 M54 63 L56 70 L58 64" fill="{WHITE}" stroke="{WHITE}" stroke-width="1.2"/>'
    f'<path d="M28 40 L44 46 L32 50 Z M72 40 L56 46 L68 50 Z" fill="{YELLOW_HI}" {ink(2)}/>'
    f'<path d="M26 36 L44 42 M74 36 L56 42" {ink(3)}/>')

E["vampire"] = (
    f'<path d="M6 94 L18 40 L34 66 L50 58 L66 66 L82 40 L94 94 Z" {o(RED_DK)}/>'
    f'<path d="M30 94 L36 66 L50 72 L64 66 L70 94 Z" {o(INK)}/>'
    f'<path d="M32 38 Q32 14 50 14 Q68 14 68 38 Q68 62 50 68 Q32 62 32 38 Z" {o("#e8e4f0")}/>'
    f'<path d="M30 40 Q28 10 50 8 Q72 10 70 40 Q66 24 58 22 L50 32 L42 22 Q34 24 30 40 Z" {o(INK, 2)}/>'
    f'<path d="M38 40 L46 42 M62 40 L54 42" {ink(2.5)}/>'
    f'<circle cx="43" cy="45" r="2.3" fill="{RED}"/><circle cx="57" cy="45" r="2.3" fill="{RED}"/>'
    f'<path d="M42 56 Q50 60 58 56" fill="none" {ink(2)}/>'
    f'<path d="M44 57 L45 62 L46 57.5 M54 57.5 L55 62 L56 57" fill="{WHITE}" stroke="{WHITE}" stroke-width="1"/>')

necks = [("M50 90 Q40 60 16 40", (16, 36)), ("M50 90 Q50 56 50 24", (50, 20)), ("M50 90 Q60 60 84 40", (84, 36))]
E["hydra"] = (
    "".join(f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="15" stroke-linecap="round"/>'
            f'<path d="{d}" fill="none" stroke="{TEAL}" stroke-width="9" stroke-linecap="round"/>' for d, _ in necks)
    + f'<ellipse cx="50" cy="90" rx="32" ry="10" {o("#176a62")}/>'
    + "".join(f'<g transform="translate({x} {y})"><path d="M-10 4 Q-12 -10 0 -12 Q12 -10 10 4 L4 12 L-4 12 Z" '
              f'{o("#2fa898", 2.5)}/><circle cx="-4" cy="-2" r="2" fill="{YELLOW_HI}"/>'
              f'<circle cx="4" cy="-2" r="2" fill="{YELLOW_HI}"/><path d="M-2 12 L0 18 L2 12" fill="none" '
              f'stroke="{RED}" stroke-width="1.5"/></g>' for _, (x, y) in necks))

E["dragon"] = (
    f'<path d="M40 60 Q16 40 6 10 Q20 22 30 20 Q30 30 44 34 Z" {o(RED_DK)}/>'
    f'<path d="M18 96 Q14 66 34 50 Q46 30 66 28 L90 38 Q98 44 94 52 L74 58 Q66 62 62 70 Q58 84 60 96 Z" {o(RED)}/>'
    f'<path d="M56 32 L50 10 L62 28 Z M66 28 L66 6 L72 30 Z" {o(BONE, 2)}/>'
    f'<path d="M74 56 L94 52" {ink(2.5)}/><circle cx="89" cy="42" r="1.8" fill="{INK}"/>'
    f'<path d="M66 38 L76 40 L68 44 Z" fill="{YELLOW_HI}" {ink(1.5)}/>'
    f'<path d="M30 70 Q40 64 48 70 M26 84 Q36 78 44 84" fill="none" stroke="{GOLD}" stroke-width="3"/>'
    f'<path d="M78 58 L80 63 L82 57.5 M86 56 L88 61 L90 55.5" fill="{WHITE}" stroke="{WHITE}" stroke-width="1"/>')

for name, body in E.items():
    write(f"emblems/{name}.svg", svg(100, 100, body))
print(len(E))
