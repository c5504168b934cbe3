#!/usr/bin/python3
"""Make every sound effect and music loop of the game from nothing but Debian packages.

    apt-get install python3-numpy sox fluidsynth fluid-soundfont-gm vorbis-tools
    scripts/make_audio.py            # writes assets/audio/{sfx,music}/*.ogg and data/audio.json

Effects are synthesised with NumPy (effects.py), music is composed as notes (music.py), written as
MIDI and rendered by FluidSynth with the FluidR3 General MIDI soundfont; oggenc writes Ogg Vorbis.
Everything is seeded: two runs write the same bytes. (Debian's python3, not another interpreter on
the PATH, is the one that has NumPy: hence /usr/bin/python3 above.)
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import wave

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "audio"))
sys.dont_write_bytecode = True  # leave no __pycache__ in the source tree

try:
    import numpy as np
except ImportError:
    sys.exit("make_audio: NumPy is missing: apt-get install python3-numpy, and run this script with "
             "Debian's /usr/bin/python3")

import dsp  # noqa: E402
import midi  # noqa: E402
from effects import EFFECTS  # noqa: E402
from events_map import EVENT_SOUNDS  # noqa: E402
from music import LOOPS  # noqa: E402

ROOT = os.path.dirname(HERE)
SOUNDFONT = "/usr/share/sounds/sf2/FluidR3_GM.sf2"
EFFECT_LOUDNESS_DBFS = -18.0  # every effect's loudest 50 ms has this RMS ...
EFFECT_PEAK_DBFS = -3.0       # ... unless that would peak above this; the manifest's gain then
                              # sets how loud each one plays in the game
MUSIC_RMS_DBFS = -20.0    # music sits well below the effects ...
MUSIC_PEAK_DBFS = -3.0    # ... and never peaks above them
MUSIC_TAIL = 6.0          # seconds rendered past a loop's end, folded back into its start
EFFECT_QUALITY, MUSIC_QUALITY = "2", "0"  # oggenc -q: small files, fine for the game


def write_wav(path, samples, channels):
    """16-bit PCM, rounded without dither so the bytes do not depend on anything but the input."""
    pcm = np.clip(np.round(samples * 32767), -32768, 32767).astype("<i2")
    with wave.open(path, "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(2)
        w.setframerate(dsp.RATE)
        w.writeframes(pcm.tobytes())


def encode(wav, ogg, quality, serial):
    # A fixed stream serial (oggenc picks a random one otherwise) keeps the output byte-identical.
    subprocess.run(["oggenc", "-Q", "-q", quality, "-s", str(serial), "-o", ogg, wav], check=True)


def make_effect(name, work, out_dir):
    function, seed, _, loops = EFFECTS[name]
    signal = function(np.random.default_rng(seed))
    if not loops:  # a loop's ends meet each other; a one-shot's ends meet silence
        signal = dsp.fade_edges(signal)
    signal = dsp.normalise_loudness(signal, EFFECT_LOUDNESS_DBFS, EFFECT_PEAK_DBFS)
    wav = os.path.join(work, f"{name}.wav")
    write_wav(wav, signal, 1)
    encode(wav, os.path.join(out_dir, f"{name}.ogg"), EFFECT_QUALITY, seed)


def render(mid, raw):
    subprocess.run(["fluidsynth", "-n", "-i", "-q", "-C", "0", "-R", "1", "-r", str(dsp.RATE),
                    "-g", "0.5", "-o", "synth.cpu-cores=1", "-T", "raw", "-O", "float",
                    "-F", raw, SOUNDFONT, mid], check=True, stdout=subprocess.DEVNULL)
    return np.fromfile(raw, dtype="<f4").reshape(-1, 2).astype(np.float64)


def loop_samples(tempo, beats):
    return int(round(beats * midi.tempo_us(tempo) * dsp.RATE / 1_000_000))


def make_loop(name, serial, work, out_dir):
    """Render the loop once with a long tail, then fold the tail back over the start: what rings
    past the last bar is what the first bar hears when the loop comes round, so the seam is
    seamless."""
    tempo, bars, parts = LOOPS[name][0]()
    beats = bars * 4
    mid = os.path.join(work, f"{name}.mid")
    midi.write(mid, tempo, parts, beats + MUSIC_TAIL * tempo / 60)
    audio = render(mid, os.path.join(work, f"{name}.raw"))
    length = loop_samples(tempo, beats)
    if len(audio) < length:
        sys.exit(f"make_audio: {name} rendered {len(audio)} samples, fewer than its {length}")
    loop = audio[:length].copy()
    tail = audio[length:]
    while len(tail):  # a tail longer than the loop would wrap more than once
        n = min(len(tail), length)
        loop[:n] += tail[:n]
        tail = tail[n:]
    rms = np.sqrt(np.mean(loop ** 2))
    gain = min(10 ** (MUSIC_RMS_DBFS / 20) / rms, 10 ** (MUSIC_PEAK_DBFS / 20) / np.max(np.abs(loop)))
    wav = os.path.join(work, f"{name}.wav")
    write_wav(wav, loop * gain, 2)
    encode(wav, os.path.join(out_dir, f"{name}.ogg"), MUSIC_QUALITY, serial)
    return loop


def check_seam(name, loop, work):
    """Proof of the seam: render the loop played twice in a row and compare the continuous render
    around the repeat with the folded loop wrapped round its end (both before the gain)."""
    tempo, bars, parts = LOOPS[name][0]()
    beats = bars * 4
    for part in parts:
        part.notes += [(start + beats, length, k, v) for start, length, k, v in part.notes]
    mid = os.path.join(work, f"{name}_twice.mid")
    midi.write(mid, tempo, parts, 2 * beats + MUSIC_TAIL * tempo / 60)
    twice = render(mid, os.path.join(work, f"{name}_twice.raw"))
    length, half = len(loop), dsp.RATE // 10
    peak = np.max(np.abs(twice[length - half:length + half]))
    before = np.max(np.abs(loop[-half:] - twice[length - half:length])) / peak
    after = np.max(np.abs(loop[:half] - twice[length:length + half])) / peak
    steps = np.abs(np.diff(np.concatenate([loop[-2:], loop[:2]]), axis=0)).max()
    typical = np.percentile(np.abs(np.diff(loop, axis=0)), 99.9)
    # Before the seam the loop must match the continuous render exactly (the folded tail is what
    # rings on). After it, they may differ a little where a note still ringing meets the same
    # note struck again: the loop lets both ring, the renderer may cut the old one.
    print(f"make_audio: {name}: {length} samples ({length % 64} past a 64-sample block); against "
          f"two repeats rendered in a row, the 0.1 s before the seam differ by {100 * before:.3f}% "
          f"of the peak, the 0.1 s after by {100 * after:.3f}%; largest step across the seam "
          f"{steps:.5f} (99.9% of the loop's steps are under {typical:.5f})")


def manifest():
    sounds = {}
    for name, (_, _, gain, loops) in EFFECTS.items():
        sounds[name] = {"file": f"audio/sfx/{name}.ogg", "kind": "effect", "gain": gain, "loop": loops}
    for name, (_, gain) in LOOPS.items():
        sounds[name] = {"file": f"audio/music/{name}.ogg", "kind": "music", "gain": gain, "loop": True}
    for event, sound in EVENT_SOUNDS.items():
        if sound is not None and sound not in sounds:
            sys.exit(f"make_audio: event {event} names sound '{sound}', which is not made")
    return {
        "format_version": 1,
        "about": "Every sound the app plays. 'file' is relative to the assets folder; 'gain' (0..1) "
                 "is the sound's default level before the player's volume settings; a sound with "
                 "'loop' true repeats seamlessly until stopped. Made by scripts/make_audio.py.",
        "sounds": sounds,
        "events_about": "The proposed sound for each engine event (include/highscore/events.hpp); "
                        "null = silent. Documentation for the app's own table of event to sound.",
        "events": EVENT_SOUNDS,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", default=ROOT, help="repository to write into (default: this one)")
    parser.add_argument("--check-seams", action="store_true",
                        help="also render each loop twice in a row and compare its seam with it")
    parser.add_argument("--keep-wav", metavar="DIR", help="also keep the WAV and MIDI stage here")
    args = parser.parse_args()
    for tool in ("fluidsynth", "oggenc"):
        if shutil.which(tool) is None:
            sys.exit(f"make_audio: '{tool}' is missing: apt-get install fluidsynth vorbis-tools")
    if not os.path.exists(SOUNDFONT):
        sys.exit(f"make_audio: {SOUNDFONT} is missing: apt-get install fluid-soundfont-gm")

    sfx_dir = os.path.join(args.root, "assets", "audio", "sfx")
    music_dir = os.path.join(args.root, "assets", "audio", "music")
    for d in (sfx_dir, music_dir):
        os.makedirs(d, exist_ok=True)
        for old in os.listdir(d):  # a sound dropped from the script leaves no stale file behind
            if old.endswith(".ogg"):
                os.remove(os.path.join(d, old))
    work = args.keep_wav or tempfile.mkdtemp(prefix="make_audio_")
    os.makedirs(work, exist_ok=True)
    try:
        for name in EFFECTS:
            make_effect(name, work, sfx_dir)
        for serial, name in enumerate(LOOPS, start=900):
            loop = make_loop(name, serial, work, music_dir)
            if args.check_seams:
                check_seam(name, loop, work)
    finally:
        if not args.keep_wav:
            shutil.rmtree(work)
    with open(os.path.join(args.root, "data", "audio.json"), "w") as f:
        json.dump(manifest(), f, indent=2)
        f.write("\n")
    print(f"make_audio: {len(EFFECTS)} effects and {len(LOOPS)} loops written")


if __name__ == "__main__":
    main()
