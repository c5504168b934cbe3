"""The table's sound effects, each synthesised from a physical-ish model (see dsp.py).

Every function takes a seeded NumPy generator and returns mono samples at dsp.RATE; make_audio.py
normalises, encodes and lists them. Sounds heard hundreds of times in a game (dice, clicks, coins)
are short and soft-edged; the rare moments (a boss, a level, the end) may be longer.
"""
import numpy as np

from dsp import (RATE, band_noise, exp_decay, fm_bell, highpass, lowpass, modal, note_hz,
                 place, place_wrapped, samples, silence, sine, small_room, timeline)

# --- dice: a plastic cube striking a wooden table -------------------------------------------------


def die_hit(rng, strength=1.0, size=1.0, wood=0.45):
    """One impact: a broadband click, the die's own bright modes and the table's low ones."""
    dur = 0.14
    click = band_noise(dur, rng, 1500, 12000) * exp_decay(dur, 0.0009, attack=0.0003)
    die = modal([2350 / size, 3650 / size, 5100 / size, 7300 / size],
                [0.018, 0.012, 0.009, 0.006], [1.0, 0.7, 0.45, 0.25], dur, rng, detune=0.12)
    table = modal([165, 290, 480, 730], [0.05, 0.035, 0.025, 0.015],
                  [0.6, 0.8, 0.5, 0.3], dur, rng, detune=0.08)
    hit = 0.55 * click + 0.35 * die + wood * table
    # Soft strikes are darker as well as quieter.
    return strength * lowpass(hit, 2500 + 9000 * strength)


def die_clack(rng, strength=1.0):
    """Two dice knocking together in a hand: no table, brighter and drier."""
    dur = 0.08
    click = band_noise(dur, rng, 2500, 12000) * exp_decay(dur, 0.0006, attack=0.0003)
    die = modal([3100, 4700, 6600], [0.012, 0.008, 0.005], [1.0, 0.6, 0.35], dur, rng, detune=0.15)
    return strength * (0.5 * click + 0.5 * die)


def dice_take(rng):
    out = silence(0.34)
    hand = band_noise(0.25, rng, 400, 4000) * np.hanning(samples(0.25)) * 0.05
    place(out, hand, 0.0)
    for start, strength in [(0.03, 0.55), (0.085, 0.8), (0.13, 0.45), (0.2, 0.3)]:
        place(out, die_clack(rng, strength), start + rng.uniform(-0.008, 0.008))
    return small_room(out, rng, wet=0.08)


def dice_rattle_loop(rng):
    """Dice tumbling: impacts scattered on a circle of 1.2 s, so the clip loops with no seam and
    the app can hold it for as long as its tumble animation runs."""
    length = 1.2
    out = silence(length)
    t = 0.0
    while t < length:
        place_wrapped(out, die_hit(rng, rng.uniform(0.25, 0.8), rng.uniform(0.9, 1.15), wood=0.35), t)
        t += rng.uniform(0.015, 0.075)  # no long gap: repeated every 1.2 s it would beat a rhythm
    roll = band_noise(length, rng, 150, 900, circular=True) * 0.06  # dice sliding on the felt
    return out + roll


def _bounces(rng, out, start, strength, first_gap):
    """A die coming to rest: bounces closer and closer, each one softer, then a short wobble."""
    t, s, gap = start, strength, first_gap
    while gap > 0.012:
        place(out, die_hit(rng, s), t)
        t += gap
        gap *= 0.62
        s *= 0.72
    for _ in range(4):  # rocking on an edge before it falls flat
        place(out, die_hit(rng, s * 0.5, wood=0.2), t)
        t += 0.011
        s *= 0.6
    return t


def dice_settle(rng):
    out = silence(0.75)
    for start, strength, gap in [(0.0, 0.9, 0.12), (0.045, 0.7, 0.1), (0.08, 0.55, 0.085)]:
        _bounces(rng, out, start + rng.uniform(0, 0.01), strength, gap)
    return small_room(out, rng, wet=0.1)


def dice_roll(rng):
    """A whole throw in one clip (for places that do not animate a tumble): rattle, then settle."""
    out = silence(1.35)
    t = 0.0
    while t < 0.7:
        density = 0.3 + 0.7 * np.sin(np.pi * t / 0.7)
        place(out, die_hit(rng, rng.uniform(0.3, 0.8) * density, rng.uniform(0.9, 1.15)), t)
        t += rng.uniform(0.02, 0.08)
    settle = dice_settle(rng)
    place(out, settle / (np.max(np.abs(settle)) + 1e-12) * np.max(np.abs(out)), 0.68)
    return out


# --- tuned percussion: marimba-like bars for pass and fail -----------------------------------------


def bar(note, duration=0.5, tau=0.25, bright=1.0):
    """A struck wooden bar: the marimba's 1 : 4 : 10 partials, the upper ones dying fast."""
    f = note_hz(note)
    return modal([f, 3.93 * f, 9.9 * f], [tau, tau / 4, tau / 10],
                 [1.0, 0.35 * bright, 0.12 * bright], duration)


def test_passed(rng):
    out = silence(0.7)
    place(out, bar(76, 0.6), 0.0)          # E5
    place(out, bar(83, 0.6, 0.3), 0.075)   # B5: a rising fifth, bright and brief
    return small_room(out, rng, wet=0.15)


def test_failed(rng):
    out = silence(0.65)
    place(out, bar(57, 0.5, 0.12, bright=0.4), 0.0)    # A3, muted
    place(out, bar(56, 0.55, 0.16, bright=0.4), 0.14)  # G#3: a falling half step
    thud = sine(np.linspace(110, 60, samples(0.15)), 0.15) * exp_decay(0.15, 0.04)
    place(out, 0.5 * thud, 0.0)
    return small_room(out, rng, wet=0.1)


# --- metal and glass: coins, gems ------------------------------------------------------------------


def coin(rng, base):
    """A small coin struck on another: bright inharmonic modes ringing for a moment."""
    dur = 0.45
    ratios = [1.0, 2.32, 3.86, 5.4]
    hit = modal([base * r for r in ratios], [0.22, 0.14, 0.08, 0.05],
                [1.0, 0.6, 0.35, 0.2], dur, rng, detune=0.01)
    click = band_noise(dur, rng, 3000, 14000) * exp_decay(dur, 0.0007, attack=0.0002)
    return 0.8 * hit + 0.3 * click


def coins(rng):
    out = silence(0.65)
    for start, base, s in [(0.0, 2900, 0.8), (0.065, 3350, 1.0), (0.14, 3100, 0.6)]:
        place(out, s * coin(rng, base * rng.uniform(0.98, 1.02)), start)
    return small_room(out, rng, wet=0.12)


def glass(note, duration=0.9, tau=0.5):
    return fm_bell(note_hz(note), duration, ratio=3.5, index=1.2, tau=tau)


def gems(rng):
    out = silence(0.95)
    for i, note in enumerate([88, 95, 100]):  # E6, B6, E7: a sparkle upwards
        place(out, glass(note, 0.8, 0.35) * (1.0 - 0.2 * i), 0.06 * i)
    sparkle = band_noise(0.5, rng, 7000, 15000) * exp_decay(0.5, 0.12) * 0.06
    place(out, sparkle, 0.02)
    return small_room(out, rng, wet=0.2)


# --- life -------------------------------------------------------------------------------------------


def thump(freq_from, freq_to, duration=0.22, tau=0.07):
    glide = np.geomspace(freq_from, freq_to, samples(duration))
    return sine(glide, duration) * exp_decay(duration, tau, attack=0.003)


def life_lost(rng):
    out = silence(0.7)
    place(out, thump(120, 55) + 0.4 * thump(240, 110), 0.0)  # a heartbeat knocked out of place,
    place(out, 0.6 * (thump(100, 50) + 0.4 * thump(200, 100)), 0.16)  # with overtones for small speakers
    tone = (sine(note_hz(62), 0.45) + 0.3 * sine(note_hz(74), 0.45)) * exp_decay(0.45, 0.15, 0.01)
    place(out, 0.4 * lowpass(tone, 1500), 0.05)
    return small_room(out, rng, wet=0.1)


def soft_tone(note, duration, attack=0.08, tau=0.4):
    """A warm tone with a slow attack: two detuned sines and a little second harmonic."""
    f = note_hz(note)
    t = timeline(duration)
    env = np.clip(t / attack, 0, 1) * np.exp(-np.clip(t - attack, 0, None) / tau)
    env *= np.clip((duration - t) / 0.02, 0, 1)
    return (sine(f * 0.998, duration) + sine(f * 1.002, duration) + 0.25 * sine(2 * f, duration)) * env


def life_healed(rng):
    out = silence(1.0)
    for i, note in enumerate([72, 76, 79, 84]):  # C5 E5 G5 C6, gently upwards
        place(out, soft_tone(note, 0.8 - 0.1 * i, 0.03, 0.3) * (0.8 + 0.07 * i), 0.07 * i)
    return small_room(out, rng, wet=0.2)


# --- cards and the shop ---------------------------------------------------------------------------


def card_drawn(rng):
    """A card slid off the deck: paper noise that rises and falls, its band moving upwards."""
    dur = 0.3
    t = timeline(dur)
    env = np.sin(np.pi * np.clip(t / 0.24, 0, 1)) ** 2
    slide = band_noise(dur, rng, 1200, 7000, tilt=-2) * env
    return small_room(0.8 * slide + 0.2 * highpass(slide, 3000), rng, wet=0.08)


def card_flipped(rng):
    dur = 0.22
    t = timeline(dur)
    swish = band_noise(dur, rng, 800, 6000) * np.sin(np.pi * np.clip(t / 0.09, 0, 1)) ** 2
    snap = band_noise(0.05, rng, 1500, 9000) * exp_decay(0.05, 0.006, attack=0.0005)
    place(swish, 1.4 * snap, 0.095)  # the card lands face up
    return small_room(swish, rng, wet=0.08)


def item_bought(rng):
    out = silence(0.6)
    pouch = band_noise(0.12, rng, 90, 700) * exp_decay(0.12, 0.03, attack=0.004)
    place(out, 0.9 * pouch, 0.0)                 # the item set down on the counter
    place(out, 0.7 * coin(rng, 3000), 0.09)      # and the coins paid for it
    place(out, 0.5 * coin(rng, 3400), 0.16)
    return small_room(out, rng, wet=0.12)


# --- brass, drums and bells: the big moments ------------------------------------------------------


def brass(note, duration, attack=0.04, tau=0.6):
    """An FM brass note: harmonic ratio 1, the brightness following the loudness."""
    f = note_hz(note)
    t = timeline(duration)
    env = np.clip(t / attack, 0, 1) * np.exp(-np.clip(t - attack, 0, None) / tau)
    env *= np.clip((duration - t) / 0.05, 0, 1)
    vibrato = 1 + 0.004 * np.sin(2 * np.pi * 5.5 * t) * np.clip((t - 0.15) / 0.2, 0, 1)
    phase = 2 * np.pi * np.cumsum(f * vibrato) / RATE
    return np.sin(phase + 2.8 * env * np.sin(phase)) * env


def drum(rng, freq_from=90, freq_to=45, tau=0.25):
    dur = 0.8
    body = sine(np.geomspace(freq_from, freq_to, samples(dur)), dur) * exp_decay(dur, tau, 0.002)
    skin = band_noise(dur, rng, 200, 3000) * exp_decay(dur, 0.03, 0.001)
    return body + 0.3 * skin


def boss_defeated(rng):
    out = silence(1.9)
    place(out, drum(rng), 0.0)
    for note, start in [(67, 0.0), (72, 0.12)]:          # G4 up to C5 ...
        place(out, 0.35 * brass(note, 0.3, 0.02, 0.4), start)
    for note in [60, 64, 67, 72]:                           # ... and a held C major chord
        place(out, 0.25 * brass(note, 1.4, 0.05, 0.9), 0.26)
    place(out, 0.8 * drum(rng, 80, 40, 0.3), 0.26)
    shimmer = band_noise(1.4, rng, 5000, 13000) * exp_decay(1.4, 0.35, 0.005) * 0.12
    place(out, shimmer, 0.26)
    return small_room(out, rng, wet=0.25)


def gong(rng, freq, duration, tau):
    partials = [1.0, 1.52, 2.1, 2.74, 3.3, 4.45]
    return modal([freq * p for p in partials], [tau, tau * 0.8, tau * 0.6, tau * 0.45, tau * 0.35,
                                                tau * 0.25],
                 [1.0, 0.7, 0.55, 0.4, 0.3, 0.2], duration, rng, detune=0.004)


def new_level(rng):
    """Down the stairs to a deeper level: a low gong under a falling minor horn call."""
    out = silence(2.2)
    place(out, 0.8 * gong(rng, 98, 2.2, 0.9), 0.0)
    for note, start, length in [(69, 0.25, 0.3), (64, 0.55, 0.3), (57, 0.85, 1.2)]:  # A4 E4 A3
        place(out, 0.3 * brass(note, length, 0.04, 0.5), start)
    return small_room(out, rng, wet=0.3)


def church_bell(rng, freq, duration=1.4):
    """A tuned bell: hum, prime, minor-third tierce, quint and nominal partials."""
    partials = [0.5, 1.0, 1.2, 1.5, 2.0, 2.67]
    taus = [1.2, 0.9, 0.7, 0.5, 0.4, 0.25]
    amps = [0.5, 1.0, 0.6, 0.35, 0.45, 0.2]
    return modal([freq * p for p in partials], taus, amps, duration, rng, detune=0.002)


def last_round(rng):
    out = silence(2.2)
    place(out, church_bell(rng, 440, 1.6), 0.0)     # two tolls: the last round begins
    place(out, 0.85 * church_bell(rng, 440, 1.6), 0.55)
    return small_room(out, rng, wet=0.3)


def win(rng):
    out = silence(2.4)
    line = [(67, 0.0, 0.14), (67, 0.16, 0.14), (67, 0.32, 0.14), (72, 0.48, 0.5),  # G G G C
            (71, 0.98, 0.16), (72, 1.14, 1.1)]                                     # B C
    for note, start, length in line:
        place(out, 0.4 * brass(note, length, 0.02, 0.6), start)
    for note in [48, 55, 64]:  # the held C under the last note
        place(out, 0.2 * brass(note, 1.1, 0.06, 1.0), 1.14)
    place(out, 0.6 * drum(rng, 100, 50, 0.2), 0.48)
    place(out, 0.7 * drum(rng, 90, 45, 0.3), 1.14)
    return small_room(out, rng, wet=0.25)


def loss(rng):
    out = silence(2.4)
    for i, (note, start) in enumerate([(67, 0.0), (65, 0.4), (63, 0.8), (62, 1.2)]):  # G F Eb D
        place(out, (0.5 - 0.05 * i) * soft_tone(note, 0.9 if i < 3 else 1.15, 0.05, 0.45), start)
    place(out, 0.3 * soft_tone(50, 1.1, 0.2, 0.8), 1.2)  # a low D under the last note
    return small_room(out, rng, wet=0.3)


# --- the solo adventures: Azoz, the ritual, the Hunter; the co-op poison ---------------------------


def azoz_die(rng):
    """Azoz's die: a rising breath of wind, then one heavy die, then a low beating drone."""
    out = silence(1.3)
    t = timeline(0.35)
    wind = band_noise(0.35, rng, 200, 2500) * (t / 0.35) ** 2 * 0.25
    place(out, wind, 0.0)
    place(out, die_hit(rng, 1.0, size=1.6, wood=0.8), 0.35)
    drone_t = timeline(0.9)
    drone = (sine(55, 0.9) + sine(58.3, 0.9) + 0.4 * sine(110, 0.9)) * \
        np.clip(drone_t / 0.1, 0, 1) * np.exp(-drone_t / 0.35)
    place(out, 0.35 * drone, 0.37)
    return small_room(out, rng, wet=0.2)


def ritual_gem(rng):
    out = silence(1.3)
    place(out, glass(91, 1.1, 0.5), 0.0)   # G6: the gem set on the ritual
    place(out, 0.6 * glass(92, 1.1, 0.45), 0.003)  # a half step above it, faintly: not quite right
    hum_t = timeline(1.2)
    hum = (sine(73.4, 1.2) + sine(77.8, 1.2)) * np.sin(np.pi * hum_t / 1.2) ** 2
    place(out, 0.3 * hum, 0.05)
    return small_room(out, rng, wet=0.3)


def hunter_step(rng):
    out = silence(0.5)
    place(out, thump(75, 38, 0.3, 0.08), 0.0)   # a heavy boot ...
    heel = band_noise(0.12, rng, 150, 700) * exp_decay(0.12, 0.025, 0.001)
    place(out, 0.6 * heel, 0.0)                 # ... heard on small speakers too
    dur = 0.16
    crunch = np.zeros(samples(dur))
    for _ in range(14):  # gravel under it
        grain = band_noise(0.02, rng, 500, 4000) * exp_decay(0.02, 0.003, 0.0005)
        place(crunch, rng.uniform(0.2, 1.0) * grain, rng.uniform(0.0, dur - 0.02))
    place(out, 0.5 * crunch, 0.005)
    return small_room(out, rng, wet=0.15)


def poison(rng):
    """Bubbles rising in a sick-green flask over a dissonant low hum."""
    out = silence(1.2)
    t = 0.0
    while t < 0.8:
        dur = rng.uniform(0.03, 0.06)
        f0 = rng.uniform(350, 800)
        glide = f0 * (1 + 1.5 * timeline(dur) / dur)
        place(out, rng.uniform(0.3, 0.7) * sine(glide, dur) * np.hanning(samples(dur)), t)
        t += rng.uniform(0.05, 0.14)
    hum_t = timeline(1.1)
    hum = (sine(note_hz(45), 1.1) + 0.7 * sine(note_hz(51), 1.1)) * \
        np.sin(np.pi * hum_t / 1.1) ** 2  # A2 and the tritone above it
    place(out, 0.25 * lowpass(hum, 600), 0.0)
    return small_room(out, rng, wet=0.2)


def ui_click(rng):
    dur = 0.05
    tick = modal([3200, 5400], [0.004, 0.0025], [1.0, 0.5], dur, rng)
    click = band_noise(dur, rng, 2000, 10000) * exp_decay(dur, 0.0008, 0.0002)
    return 0.7 * tick + 0.3 * click


def refused(rng):
    """A soft "uh-uh" for an action the game turns down: two short low tones, the second lower,
    round and quiet (heard often while learning: never harsh)."""
    out = silence(0.4)
    place(out, lowpass(soft_tone(62, 0.13, attack=0.012, tau=0.08), 1800), 0.0)   # D4
    place(out, lowpass(soft_tone(58, 0.18, attack=0.012, tau=0.1), 1800), 0.15)   # A#3
    return small_room(out, rng, wet=0.08)


# name -> (function, seed, default gain, loops). The seed makes each effect's noise its own and
# fixed; the gain is what the app multiplies by, so that every effect sits at a similar loudness
# after the common peak normalisation.
EFFECTS = {
    "dice_take": (dice_take, 101, 0.7, False),
    "dice_rattle": (dice_rattle_loop, 102, 0.6, True),
    "dice_settle": (dice_settle, 103, 0.7, False),
    "dice_roll": (dice_roll, 104, 0.7, False),
    "test_passed": (test_passed, 105, 0.6, False),
    "test_failed": (test_failed, 106, 0.6, False),
    "coins": (coins, 107, 0.55, False),
    "gems": (gems, 108, 0.55, False),
    "life_lost": (life_lost, 109, 0.8, False),
    "life_healed": (life_healed, 110, 0.6, False),
    "item_bought": (item_bought, 111, 0.6, False),
    "card_drawn": (card_drawn, 112, 0.5, False),
    "card_flipped": (card_flipped, 113, 0.5, False),
    "boss_defeated": (boss_defeated, 114, 0.8, False),
    "new_level": (new_level, 115, 0.8, False),
    "last_round": (last_round, 116, 0.7, False),
    "win": (win, 117, 0.8, False),
    "loss": (loss, 118, 0.8, False),
    "azoz_die": (azoz_die, 119, 0.8, False),
    "ritual_gem": (ritual_gem, 120, 0.6, False),
    "hunter_step": (hunter_step, 121, 0.8, False),
    "poison": (poison, 122, 0.6, False),
    "ui_click": (ui_click, 123, 0.35, False),
    "refused": (refused, 124, 0.4, False),
}
