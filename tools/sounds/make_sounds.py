#!/usr/bin/env python3
"""Synthesises the game's sound effects into assets/sounds/ (16-bit mono WAV, 44.1 kHz).

Standard library only and deterministic (fixed seed): running it again gives the same
files. Usage: python3 tools/sounds/make_sounds.py [OUTPUT_DIR]

  click.wav          a soft wooden tick (menu buttons)
  take.wav           a plucked, woody "tock" (you take matches)
  computer_take.wav  the same pluck a fifth lower, darker (the computer takes)
  win.wav            a gentle rising major arpeggio on a bell-like tone
  lose.wav           a soft falling minor figure
"""
import math
import os
import random
import struct
import sys
import wave

RATE = 44100


def envelope(n, attack, decay):
    """Short linear attack, then exponential decay (time constant `decay` seconds)."""
    out = []
    a = max(1, int(attack * RATE))
    for i in range(n):
        t = i / RATE
        rise = min(1.0, i / a)
        out.append(rise * math.exp(-t / decay))
    return out


def tone(freq, seconds, decay, partials=((1, 1.0),), attack=0.004):
    n = int(seconds * RATE)
    env = envelope(n, attack, decay)
    return [env[i] * sum(amp * math.sin(2 * math.pi * freq * k * i / RATE) for k, amp in partials)
            for i in range(n)]


def pluck(freq, seconds, damping=0.996, seed=1):
    """Karplus-Strong plucked string: a burst of noise through a decaying delay line."""
    rng = random.Random(seed)
    period = int(RATE / freq)
    buf = [rng.uniform(-1, 1) for _ in range(period)]
    out = []
    for i in range(int(seconds * RATE)):
        j = i % period
        nxt = buf[(j + 1) % period]
        value = buf[j]
        buf[j] = damping * 0.5 * (value + nxt)
        out.append(value)
    # Soften the noisy attack a little.
    return lowpass(out, 0.35)


def lowpass(samples, alpha):
    out, y = [], 0.0
    for s in samples:
        y += alpha * (s - y)
        out.append(y)
    return out


def mix(*tracks):
    n = max(len(t) for _, t in tracks)
    out = [0.0] * n
    for offset, t in tracks:
        start = int(offset * RATE)
        for i, s in enumerate(t):
            if start + i < n:
                out[start + i] += s
            else:
                out.append(s)
                n += 1
    return out


def fade_out(samples, seconds=0.02):
    n = min(len(samples), int(seconds * RATE))
    for i in range(n):
        samples[-1 - i] *= i / n
    return samples


def normalise(samples, peak):
    top = max(abs(s) for s in samples) or 1.0
    return [s * peak / top for s in samples]


def write(path, samples):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s)) * 32767)) for s in samples))


BELL = ((1, 1.0), (2, 0.35), (3, 0.12), (4.2, 0.05))


def click():
    rng = random.Random(7)
    n = int(0.045 * RATE)
    env = envelope(n, 0.001, 0.008)
    noise = lowpass([rng.uniform(-1, 1) for _ in range(n)], 0.25)
    body = tone(1400, 0.045, 0.012)
    return normalise([env[i] * noise[i] * 0.6 + body[i] * 0.5 for i in range(n)], 0.35)


def take():
    p = pluck(392.0, 0.22, damping=0.990, seed=3)
    env = envelope(len(p), 0.002, 0.07)
    return normalise(fade_out([p[i] * env[i] for i in range(len(p))]), 0.5)


def computer_take():
    p = pluck(261.6, 0.26, damping=0.988, seed=5)
    env = envelope(len(p), 0.002, 0.08)
    return normalise(fade_out(lowpass([p[i] * env[i] for i in range(len(p))], 0.5)), 0.5)


def win():
    notes = [523.25, 659.25, 783.99, 1046.5]  # C5 E5 G5 C6
    tracks = [(i * 0.11, tone(f, 0.9 - i * 0.05, 0.35, BELL)) for i, f in enumerate(notes)]
    return normalise(fade_out(mix(*tracks), 0.1), 0.45)


def lose():
    notes = [392.0, 311.13, 261.63]  # G4 Eb4 C4
    tracks = [(i * 0.2, tone(f, 0.8, 0.3, ((1, 1.0), (2, 0.2)))) for i, f in enumerate(notes)]
    return normalise(fade_out(lowpass(mix(*tracks), 0.3), 0.1), 0.4)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "assets", "sounds")
    os.makedirs(out_dir, exist_ok=True)
    for name, make in [("click", click), ("take", take), ("computer_take", computer_take),
                       ("win", win), ("lose", lose)]:
        path = os.path.join(out_dir, name + ".wav")
        write(path, make())
        print(path)


if __name__ == "__main__":
    main()
