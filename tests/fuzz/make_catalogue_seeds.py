#!/usr/bin/env python3
"""Writes the seed corpus of the catalogue fuzz target (tests/fuzz/corpus/catalogue/).

Usage: make_catalogue_seeds.py COMPILED_FR_MO OUT_DIR
(COMPILED_FR_MO: build/share/locale/fr/LC_MESSAGES/marienbad.mo)

Seeds: the real French catalogue, and the damaged ones of issue #34 (truncated, an offset
past the end, a plural formula that divides by zero), each in both byte orders where the
layout matters, plus small sound catalogues written here as msgfmt writes them.
"""
import struct
import sys
from pathlib import Path

HEADER = ("Content-Type: text/plain; charset=UTF-8\n"
          "Plural-Forms: nplurals=2; plural={};\n")


def hash_pjw(text: bytes) -> int:
    """gettext's hash (hash-string.c) of a message up to its first NUL, in an unsigned long
    of 64 bits, the lookup taking its low 32 bits."""
    value = 0
    for byte in text.split(b"\0")[0]:
        value = ((value << 4) + byte) & 0xFFFFFFFFFFFFFFFF
        high = value & 0xF0000000
        if high:
            value ^= high >> 24
            value ^= high
    return value & 0xFFFFFFFF


def next_prime(n: int) -> int:
    n = max(n, 3) | 1
    while any(n % d == 0 for d in range(3, int(n ** 0.5) + 1, 2)):
        n += 2
    return n


def mo(pairs, big_endian=False, hash_slots=None, fill_hash=False):
    """A .mo file of (msgid, msgstr) byte pairs, sorted as msgfmt sorts them."""
    pairs = sorted(pairs)
    order = ">" if big_endian else "<"
    count = len(pairs)
    size = hash_slots if hash_slots is not None else next_prime(count * 4 // 3)
    originals = 28
    translations = originals + count * 8
    hash_offset = translations + count * 8
    data = hash_offset + size * 4
    blob = b""
    orig_table = b""
    trans_table = b""
    for msgid, _ in pairs:
        orig_table += struct.pack(order + "II", len(msgid), data + len(blob))
        blob += msgid + b"\0"
    for _, msgstr in pairs:
        trans_table += struct.pack(order + "II", len(msgstr), data + len(blob))
        blob += msgstr + b"\0"
    slots = [0] * size
    if size > 2:
        for index, (msgid, _) in enumerate(pairs):
            h = hash_pjw(msgid)
            idx = h % size
            incr = 1 + h % (size - 2)
            while slots[idx]:
                idx = idx - (size - incr) if idx >= size - incr else idx + incr
            slots[idx] = index + 1
        if fill_hash:
            slots = [s or 1 for s in slots]
    header = struct.pack(order + "7I", 0x950412DE, 0, count, originals, translations, size,
                         hash_offset)
    return header + orig_table + trans_table + struct.pack(order + f"{size}I", *slots) + blob


def small(plural="(n > 1)", **options):
    return mo([(b"", HEADER.format(plural).encode()),
               (b"menu.play\x04Play", "Jouer".encode()),
               (b"over.moves\x04{} move\x00{} moves", "{} coup\0{} coups".encode())], **options)


def main():
    real = Path(sys.argv[1]).read_bytes()
    out = Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    seeds = {
        "fr.mo": real,
        "truncated-100.mo": real[:100],
        "truncated-header.mo": real[:20],
        "small.mo": small(),
        "small-big-endian.mo": small(big_endian=True),
        "small-no-hash.mo": small(hash_slots=0),
        "plural-divides-by-zero.mo": small("n/0"),
        "plural-modulo-zero.mo": small("n%0"),
        "plural-divides-by-n.mo": small("7/(n-5)"),
        "plural-beyond-nplurals.mo": small("n"),
        "plural-unparsable.mo": small("(n > 1"),
        "hash-full.mo": small(fill_hash=True),
        "hash-not-prime.mo": small(hash_slots=9),
    }
    # String 0's translation offset past the end (the translation table is at word 4).
    bad = bytearray(real)
    table = struct.unpack_from("<I", bad, 16)[0]
    struct.pack_into("<I", bad, table + 4, len(bad) + 1000)
    seeds["offset-past-end.mo"] = bytes(bad)
    # A length that runs past the end of an otherwise good small file.
    bad = bytearray(small(big_endian=True))
    struct.pack_into(">I", bad, 28, 100000)
    seeds["length-past-end-big-endian.mo"] = bytes(bad)
    # A bad plural in the real catalogue, the same length as the good one.
    seeds["fr-plural-divides-by-zero.mo"] = real.replace(b"plural=(n > 1);", b"plural=(n / 0);")
    for name, content in seeds.items():
        (out / name).write_bytes(content)


if __name__ == "__main__":
    main()
