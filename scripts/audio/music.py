"""The three music loops, composed here as notes: chord progressions, melodies and accompaniment
patterns written for this project. Each returns (tempo, bars, parts) for midi.write; one bar is four
beats and a loop's last bar leads back into its first.

Tempos are chosen so that a whole loop lasts a whole number of FluidSynth's 64-sample blocks
(a beat of 600000, 790000 or 460000 microseconds): notes then fall on the same block phase in
every repeat, and a render of two repeats can prove the folded seam (make_audio.py --check-seams).
"""
from midi import Part

NAMES = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}


def key(name):
    """'C4' is 60, 'F#3' 54, 'Bb4' 70."""
    letter, rest = name[0], name[1:]
    shift = 0
    while rest and rest[0] in "#b":
        shift += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    return 12 * (int(rest) + 1) + NAMES[letter] + shift


CHORDS = {  # chord name -> intervals above its root
    "m": (0, 3, 7), "": (0, 4, 7), "sus4": (0, 5, 7), "7": (0, 4, 7, 10), "m7": (0, 3, 7, 10),
}


def chord(name, octave=3):
    """'Dm' -> (root key, intervals), the root in `octave`."""
    root = name[0] + (name[1] if len(name) > 1 and name[1] in "#b" else "")
    quality = name[len(root):]
    return key(f"{root}{octave}"), CHORDS[quality]


def melody(part, text, start_bar=0, velocity=80, accent=8):
    """'A4 1.5, D5 .5, r 1' -> notes; a bar's first note is a little louder."""
    beat = start_bar * 4.0
    for item in text.replace("|", ",").split(","):
        item = item.strip()
        if not item:
            continue
        name, length = item.split()
        length = float(length)
        if name != "r":
            on_downbeat = abs(beat / 4 - round(beat / 4)) < 1e-6
            part.note(beat, length * 0.95, key(name), velocity + (accent if on_downbeat else 0))
        beat += length
    return beat


def arpeggio(part, progression, pattern, step, octave=3, velocity=60, length=None):
    """Broken chords: `pattern` indexes chord tones (7 = next octave's root, and so on)."""
    for bar, name in enumerate(progression):
        root, iv = chord(name, octave)
        tones = [root + i for i in iv]
        for i, idx in enumerate(pattern):
            note = tones[idx % len(tones)] + 12 * (idx // len(tones))
            accent = 10 if i == 0 else (4 if i * step % 1 == 0 else 0)
            part.note(bar * 4 + i * step, length or step * 1.8, note, velocity + accent)


def held(part, progression, octave=3, velocity=50, voicing=(0, 1, 2)):
    """Sustained chords, one per bar."""
    for bar, name in enumerate(progression):
        root, iv = chord(name, octave)
        for v in voicing:
            part.note(bar * 4, 3.98, root + iv[v % len(iv)] + 12 * (v // len(iv)), velocity)


def bass(part, progression, rhythm, octave=2, velocity=75):
    """Roots (0) and fifths (1) on the beats `rhythm` gives: [(beat, length, 0 or 1), ...]."""
    for bar, name in enumerate(progression):
        root, iv = chord(name, octave)
        for beat, length, which in rhythm:
            part.note(bar * 4 + beat, length, root + (iv[2] if which else 0), velocity)


def drums(part, bars, hits):
    """hits: [(beat in bar, GM drum key, velocity)], repeated every bar."""
    for bar in range(bars):
        for beat, drum, vel in hits:
            part.note(bar * 4 + beat, 0.25, drum, vel)


def menu():
    """The menu: D dorian at an easy walk, guitar and flute by a tavern fire."""
    prog = ["Dm", "C", "Bb", "C", "Dm", "F", "G", "A",
            "F", "C", "Dm", "Bb", "Gm", "Bb", "A", "A"]
    flute, guitar, low, strings, perc = (Part(0, 73, 88, 70, 50), Part(1, 24, 100, 50, 40),
                                         Part(2, 32, 100, 64, 20), Part(3, 49, 55, 80, 60),
                                         Part(9, 0, 70, 64, 30))
    melody(flute, """A4 1.5, D5 .5, E5 1, F5 1 | E5 1.5, D5 .5, C5 1, E5 1 |
                     D5 2, F5 1, D5 1 | E5 3, r 1 |
                     A4 1, D5 1, F5 1, A5 1 | G5 1.5, F5 .5, E5 1, C5 1 |
                     D5 1.5, E5 .5, B4 1, D5 1 | C#5 3, r 1 |
                     C5 1, F5 1, A5 1.5, G5 .5 | G5 2, E5 1, C5 1 |
                     F5 1.5, E5 .5, D5 1, A4 1 | Bb4 2, D5 1, F5 1 |
                     G5 1.5, F5 .5, D5 1, Bb4 1 | C5 1, D5 1, F5 1, D5 1 |
                     E5 2, C#5 1, E5 1 | E5 1, D5 1, C#5 2""", velocity=78)
    arpeggio(guitar, prog, [0, 1, 2, 3, 1, 2, 3, 2], 0.5, octave=3, velocity=62)
    bass(low, prog, [(0, 1.5, 0), (1.5, 0.5, 1), (2, 2, 1)], velocity=80)
    held(strings, prog, octave=4, velocity=38)
    drums(perc, len(prog), [(0, 61, 50), (1.5, 60, 36), (2, 61, 42), (3, 60, 34), (3.5, 60, 30),
                            (1, 70, 25), (3, 70, 25)])  # bongos and a shaker
    return 100, len(prog), [flute, guitar, low, strings, perc]


def dungeon():
    """The dungeon: A minor, slow; a harp and a clarinet over dark strings and a far-off drum."""
    prog = ["Am", "F", "Dm", "E", "Am", "C", "Dm", "E",
            "F", "G", "Am", "Am", "Dm", "F", "E", "E"]
    clarinet, harp, strings, low, perc = (Part(0, 71, 80, 54, 70), Part(1, 46, 90, 74, 60),
                                          Part(2, 48, 62, 64, 80), Part(3, 43, 80, 64, 50),
                                          Part(9, 0, 85, 64, 60))
    melody(clarinet, """A4 2, C5 1, B4 1 | A4 3, r 1 |
                        D5 1.5, C5 .5, A4 1, F4 1 | G#4 3, r 1 |
                        E5 2, D5 1, C5 1 | E5 1, G5 1, E5 1, C5 1 |
                        F5 2, E5 1, D5 1 | B4 2, G#4 1, B4 1 |
                        C5 1.5, A4 .5, F4 2 | B4 1.5, D5 .5, G5 2 |
                        A5 2, G5 1, E5 1 | C5 3, r 1 |
                        D5 1, F5 1, A5 1, F5 1 | E5 1.5, D5 .5, C5 2 |
                        B4 2, A4 1, B4 1 | G#4 2, r 2""", velocity=70)
    arpeggio(harp, prog, [0, 1, 2, 3, 4, 3, 2, 1], 0.5, octave=3, velocity=55, length=1.5)
    held(strings, prog, octave=3, velocity=45, voicing=(0, 2, 4))
    bass(low, prog, [(0, 3.9, 0)], octave=2, velocity=70)
    drums(perc, len(prog), [(0, 41, 60), (0.5, 41, 42), (2, 35, 40)])  # a slow heartbeat of toms
    return 60_000_000 / 790_000, len(prog), [clarinet, harp, strings, low, perc]


def tense():
    """The last level and the solo adventures' last turns: E minor with a Phrygian F, quick
    staccato strings, horn calls, timpani and war drums."""
    prog = ["Em", "Em", "F", "F", "Em", "Em", "D", "D",
            "C", "C", "B", "B", "Em", "Em", "F", "F",
            "G", "G", "F", "F", "C", "B", "B", "B"]
    horn, ostinato, brass, low, timp, perc = (Part(0, 60, 95, 60, 60), Part(1, 48, 80, 70, 40),
                                              Part(2, 61, 70, 58, 50), Part(3, 43, 85, 64, 40),
                                              Part(4, 47, 90, 64, 50), Part(9, 0, 85, 64, 40))
    melody(horn, """B4 4 | G4 2, A4 2 | C5 4 | A4 2, F4 2 |
                    G4 4 | E4 2, F#4 2 | A4 4 | F#4 4 |
                    G4 2, E5 2 | D5 2, C5 2 | B4 2, D#5 2 | F#5 4 |
                    E5 4 | B4 2, G4 2 | A4 4 | C5 2, A4 2 |
                    B4 2, D5 2 | G5 4 | F5 2, E5 2 | C5 4 |
                    E5 2, C5 2 | B4 4 | D#5 2, F#5 2 | B4 4""", velocity=76, accent=4)
    arpeggio(ostinato, prog, [0, 0, 3, 0, 2, 0, 3, 2], 0.5, octave=3, velocity=64, length=0.3)
    for bar, name in enumerate(prog):  # brass stabs every other bar
        if bar % 2 == 0:
            root, iv = chord(name, 4)
            for beat in (0, 1.5):
                for i in iv:
                    brass.note(bar * 4 + beat, 0.4, root + i - 12, 62)
    bass(low, prog, [(0, 0.45, 0), (0.5, 0.45, 0), (1.5, 0.45, 0), (2, 0.45, 1), (3, 0.9, 0)],
         octave=2, velocity=80)
    for bar, name in enumerate(prog):
        root, _ = chord(name, 2)
        timp.note(bar * 4, 0.9, root, 80 if bar % 4 == 0 else 60)
    drums(perc, len(prog), [(0, 36, 70), (1.5, 36, 55), (2, 36, 60), (3, 45, 55), (3.25, 45, 45),
                            (3.5, 41, 60), (3.75, 41, 50)])
    return 60_000_000 / 460_000, len(prog), [horn, ostinato, brass, low, timp, perc]


# name -> (composer, default gain). Music plays under the effects: the app keeps it low.
LOOPS = {
    "menu": (menu, 0.5),
    "dungeon": (dungeon, 0.5),
    "tense": (tense, 0.5),
}
