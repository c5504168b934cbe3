"""Small signal-processing kit for the sound effects: envelopes, tones, filtered noise and impacts.

Everything is vectorised NumPy (no recursive filters in Python loops) and every random draw comes
from a generator the caller seeds, so the same script always writes the same samples.
"""
import numpy as np

RATE = 44100


def samples(duration):
    return int(round(duration * RATE))


def timeline(duration):
    """Times in seconds of every sample of a clip that lasts `duration` seconds."""
    return np.arange(samples(duration)) / RATE


def silence(duration):
    return np.zeros(samples(duration))


def place(out, clip, start):
    """Mix `clip` into `out` from `start` seconds on, cutting what would run past the end."""
    i = samples(start)
    if i >= len(out):
        return out
    n = min(len(clip), len(out) - i)
    out[i:i + n] += clip[:n]
    return out


def place_wrapped(out, clip, start):
    """Mix `clip` into `out` from `start` on, wrapping past the end to the start (seamless loops)."""
    i = samples(start) % len(out)
    idx = (np.arange(len(clip)) + i) % len(out)
    np.add.at(out, idx, clip)
    return out


def adsr(duration, attack, decay, sustain, release):
    """Linear attack, exponential decay to `sustain`, then a linear release at the end."""
    t = timeline(duration)
    env = np.where(t < attack, t / max(attack, 1e-6), 1.0)
    after = np.clip(t - attack, 0, None)
    env = np.where(t < attack, env, sustain + (1 - sustain) * np.exp(-after / max(decay, 1e-6)))
    rel_start = duration - release
    fade = np.clip((duration - t) / max(release, 1e-6), 0, 1)
    return np.where(t > rel_start, env * fade, env)


def exp_decay(duration, tau, attack=0.002):
    """A click-free percussive envelope: a short linear rise then an exponential fall."""
    t = timeline(duration)
    rise = np.clip(t / attack, 0, 1)
    tail = np.clip((duration - t) / 0.005, 0, 1)  # last 5 ms go to zero, never a cut
    return rise * np.exp(-t / tau) * tail


def sine(freq, duration, phase=0.0):
    """A sine whose frequency may be a constant or an array (a glide), integrated for its phase."""
    t = timeline(duration)
    f = np.broadcast_to(np.asarray(freq, dtype=float), t.shape)
    ph = 2 * np.pi * np.cumsum(f) / RATE + phase
    return np.sin(ph)


def fm_bell(freq, duration, ratio=1.4, index=2.5, tau=0.6, index_tau=None, attack=0.002):
    """Chowning-style FM: a carrier at `freq`, a modulator at `freq*ratio` whose depth decays; an
    inharmonic ratio gives bells and coins, an integer ratio gives brass and organ colours."""
    t = timeline(duration)
    index_tau = index_tau or tau * 0.5
    depth = index * np.exp(-t / index_tau)
    mod = depth * np.sin(2 * np.pi * freq * ratio * t)
    return np.sin(2 * np.pi * freq * t + mod) * exp_decay(duration, tau, attack)


def modal(freqs, taus, amps, duration, rng=None, detune=0.0):
    """A struck object: a sum of exponentially decaying sinusoids (its resonant modes)."""
    t = timeline(duration)
    out = np.zeros_like(t)
    for f, tau, a in zip(freqs, taus, amps):
        if rng is not None and detune:
            f *= 1 + rng.uniform(-detune, detune)
        phase = rng.uniform(0, 2 * np.pi) if rng is not None else 0.0
        out += a * np.sin(2 * np.pi * f * t + phase) * np.exp(-t / tau)
    return out * exp_decay(duration, duration, attack=0.0005)


def _shape(signal, gain_of_freq, circular):
    """Filter in the frequency domain. A one-shot is padded so that ringing never wraps round to
    its start; a loop (`circular`) is filtered as a circle so that its seam stays seamless."""
    n = len(signal) if circular else len(signal) + samples(0.5)
    spec = np.fft.rfft(signal, n)
    f = np.maximum(np.fft.rfftfreq(n, 1 / RATE), 1e-3)
    return np.fft.irfft(spec * gain_of_freq(f), n)[:len(signal)]


def band_noise(duration, rng, low, high, tilt=0.0, circular=False):
    """White noise kept between `low` and `high` Hz (second-order slopes); `tilt` in dB per octave
    leans it brighter (>0) or darker (<0). Peak-normalised to 1."""
    noise = rng.standard_normal(samples(duration))

    def gain(f):
        return (1 / np.sqrt(1 + (low / f) ** 4)) / np.sqrt(1 + (f / high) ** 4) \
            * (f / 1000.0) ** (tilt / 6.02)
    out = _shape(noise, gain, circular)
    return out / (np.max(np.abs(out)) + 1e-12)


def resonate(signal, centre, q, circular=False):
    """Keep a band around `centre` Hz with quality `q` (a resonant band-pass)."""
    bw = centre / q
    return _shape(signal, lambda f: 1 / np.sqrt(1 + ((f - centre) / (bw / 2)) ** 2), circular)


def lowpass(signal, cutoff, order=2, circular=False):
    return _shape(signal, lambda f: 1 / np.sqrt(1 + (f / cutoff) ** (2 * order)), circular)


def highpass(signal, cutoff, order=2, circular=False):
    return _shape(signal, lambda f: 1 / np.sqrt(1 + (cutoff / f) ** (2 * order)), circular)


def small_room(signal, rng, wet=0.12, length=0.35):
    """A touch of room: convolution with a short decaying noise tail, so dry clicks do not sound
    like they happen inside the listener's head."""
    tail = rng.standard_normal(samples(length)) * np.exp(-timeline(length) / (length / 6))
    tail = lowpass(tail, 5000)
    tail[0] = 0
    n = len(signal) + len(tail)
    wet_sig = np.fft.irfft(np.fft.rfft(signal, n) * np.fft.rfft(tail, n), n)[:len(signal)]
    wet_sig /= np.max(np.abs(wet_sig)) + 1e-12
    return signal / (np.max(np.abs(signal)) + 1e-12) + wet * wet_sig


def fade_edges(signal, fade_in=0.001, fade_out=0.08):
    """No one-shot starts or ends on a jump: a 1 ms ramp in, and a raised-cosine fade over the last
    80 ms (at most a fifth of the clip) so that a ringing tail dies away instead of being cut."""
    out = signal.copy()
    a = samples(fade_in)
    b = min(samples(fade_out), len(out) // 5)
    if a:
        out[:a] *= np.linspace(0, 1, a)
    if b:
        out[-b:] *= 0.5 + 0.5 * np.cos(np.linspace(0, np.pi, b))
    return out


def normalise_peak(signal, dbfs):
    peak = np.max(np.abs(signal))
    return signal if peak == 0 else signal * (10 ** (dbfs / 20) / peak)


def note_hz(midi_note):
    return 440.0 * 2 ** ((midi_note - 69) / 12)


def short_term_rms(signal, window=0.05):
    """The RMS of the loudest `window` (hops of half a window): how loud a short sound is heard,
    where the RMS of the whole clip would count its silent tail too. Measured above 120 Hz, as
    ears (and laptop speakers) weigh the lowest bass far less than its energy says."""
    signal = highpass(signal, 120)
    n = samples(window)
    hop = max(1, n // 2)
    starts = range(0, max(1, len(signal) - n + 1), hop)
    return max(np.sqrt(np.mean(signal[i:i + n] ** 2)) for i in starts)


def normalise_loudness(signal, rms_dbfs, peak_ceiling_dbfs):
    """Scale so the loudest 50 ms sits at `rms_dbfs`, but never peak above the ceiling."""
    gain = 10 ** (rms_dbfs / 20) / (short_term_rms(signal) + 1e-12)
    gain = min(gain, 10 ** (peak_ceiling_dbfs / 20) / (np.max(np.abs(signal)) + 1e-12))
    return signal * gain
