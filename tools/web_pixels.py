"""What tools/web_test.py reads from Chromium's screenshots, in Python alone: the PNG decoded,
the match heads found by their colour and grouped by rows, and a screenshot compared with the
desktop's golden screens (tests/golden/references)."""

import itertools
import os
import struct
import zlib

from web_failure import fail


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The colour of a match's head (game/src/app/theme.hpp, Palette::match_head) and how far a
# screenshot's pixel may be from it (anti-aliasing, the renderer's blending).
MATCH_HEAD = (0xC8, 0x55, 0x3D)
HEAD_TOLERANCE = 24
# Fewer pixels than this is not a head (a head is a disc some ten pixels across at 1280x720).
HEAD_MIN_PIXELS = 12


def _unfilter(kind, line, previous, channels):
    """One PNG scanline with its filter undone (PNG specification, section 9)."""
    if kind == 0:
        return line
    if kind == 2:  # Up
        return bytearray(map(lambda a, b: (a + b) & 0xFF, line, previous))
    if kind == 1:  # Sub: a running sum per channel
        for c in range(channels):
            line[c::channels] = bytes(
                itertools.accumulate(line[c::channels], lambda a, b: (a + b) & 0xFF))
        return line
    for i in range(len(line)):
        a = line[i - channels] if i >= channels else 0
        b = previous[i]
        if kind == 3:
            line[i] = (line[i] + (a + b) // 2) & 0xFF
        else:  # 4, Paeth
            c = previous[i - channels] if i >= channels else 0
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
    return line


def png_pixels(data):
    """(width, height, channels, rows of raw bytes) of an 8-bit RGB or RGBA PNG, not
    interlaced: what Chromium's screenshots are."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail("the screenshot is not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        fail(f"unexpected PNG format (depth {depth}, colour type {colour})")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        line = _unfilter(raw[start], bytearray(raw[start + 1 : start + 1 + stride]), previous,
                         channels)
        rows.append(line)
        previous = line
    return width, height, channels, rows


def distinct_colours(png):
    width, height, channels, rows = png_pixels(png)
    return len({bytes(row[x * channels : x * channels + 3])
                for row in rows[::4] for x in range(0, width, 4)})


def match_heads(png):
    """The centres (x, y) of the match heads on a screenshot: blobs of MATCH_HEAD's colour."""
    width, height, channels, rows = png_pixels(png)
    r0, g0, b0 = MATCH_HEAD
    near = set()
    for y, row in enumerate(rows):
        # A head's colour is the only one with red this far above green: a cheap first test.
        for x in range(width):
            i = x * channels
            r, g, b = row[i], row[i + 1], row[i + 2]
            if r - g > 70 and abs(r - r0) <= HEAD_TOLERANCE and abs(g - g0) <= HEAD_TOLERANCE \
                    and abs(b - b0) <= HEAD_TOLERANCE:
                near.add((x, y))
    heads = []
    while near:
        stack = [near.pop()]
        blob = []
        while stack:
            x, y = stack.pop()
            blob.append((x, y))
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in near:
                    near.remove(n)
                    stack.append(n)
        if len(blob) >= HEAD_MIN_PIXELS:
            heads.append((sum(p[0] for p in blob) / len(blob), sum(p[1] for p in blob) / len(blob)))
    return heads


def rows_of(heads, row_ys):
    """The heads grouped by board row: row_ys are the rows' heights (from the full start
    position; a row keeps its place when it empties). Each row's heads from left to right."""
    spread = min((b - a for a, b in zip(row_ys, row_ys[1:])), default=100) / 2
    rows = [[] for _ in row_ys]
    for x, y in heads:
        r = min(range(len(row_ys)), key=lambda i: abs(row_ys[i] - y))
        if abs(row_ys[r] - y) > spread:
            fail(f"a match head at ({x:.0f}, {y:.0f}) is on no row of the board")
        rows[r].append((x, y))
    return [sorted(row) for row in rows]


def golden_difference(png, reference):
    """The share of pixels (every other one in each direction) of a screenshot that differ
    from the desktop's golden screen `reference` (tests/golden/references, same size) by more
    than a little in some channel."""
    path = os.path.join(ROOT, "tests", "golden", "references", reference)
    with open(path, "rb") as f:
        width, height, channels, rows = png_pixels(f.read())
    w, h, c, ours = png_pixels(png)
    if (w, h) != (width, height):
        fail(f"the screenshot is {w}x{h}, {reference} is {width}x{height}")
    differ = total = 0
    for y in range(0, height, 2):
        a, b = ours[y], rows[y]
        for x in range(0, width, 2):
            total += 1
            i, j = x * c, x * channels
            if max(abs(a[i] - b[j]), abs(a[i + 1] - b[j + 1]), abs(a[i + 2] - b[j + 2])) > 24:
                differ += 1
    return differ / total


def heading(png):
    """The top three tenths of a screenshot's pixels: the menu's title, subtitle and language
    button, drawn at once (the matches below fade in, which a loaded machine can catch)."""
    _, height, _, rows = png_pixels(png)
    return rows[: height * 3 // 10]


def top_rows(png):
    """The top fifth of a screenshot's pixels."""
    _, height, _, rows = png_pixels(png)
    return rows[: height // 5]
