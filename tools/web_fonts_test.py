#!/usr/bin/python3
"""Checks the page's subset fonts (tools/web_fonts.py, docs/web.md "Fonts"), independently of
how web_fonts.py chose the characters:

  1. every face begins with .notdef, and .notdef and U+FFFD (the replacement character the
     game draws for what a font lacks) have an outline: a missing character shows as a sign,
     never as nothing;
  2. every character of every compiled catalogue (the .mo files, read by Python's gettext:
     msgids and translations), printable ASCII and the hints' symbols is in every face whose
     whole font has it, drawn by the same outline and advance as in the whole font;
  3. a character outside the subset (Ж, which DejaVu has, and 漢, which it lacks) is missing
     from the subset's character map, so TextCache::drawable (TTF_GlyphIsProvided32) draws
     U+FFFD instead; and the glyph a font gives for a missing character is .notdef.

Usage: tools/web_fonts_test.py [FONT_DIR [MO_FILE...]]
       (default: build-web/web-fonts and build-web/share/locale/*/LC_MESSAGES/marienbad.mo)
"""

import glob
import gettext
import os
import sys

from web_fonts import FONTS, REPLACEMENT, ROOT, TTFont, outline_points

# The symbols of the hints, rules and lessons, named here by hand (web_fonts.py finds them in
# the sources): the digital sum, the nim-sum sign, arrows, checks and the ellipsis.
SYMBOLS = "⊕Σφπ→←↑↓✓✗…−×≠≈≤≥⌊⌋◆◯•«»–—“”‘’\u00a0"
OUTSIDE = ("\u0416", "\u6f22")  # Ж (in the whole DejaVu fonts), 漢 (in none of them)


def fail(message):
    print(f"web_fonts_test: FAIL: {message}")
    sys.exit(1)


def catalogue_text(mo_path):
    """Every msgid and translation of a compiled catalogue, contexts left out."""
    with open(mo_path, "rb") as mo:
        catalogue = gettext.GNUTranslations(mo)._catalog  # pylint: disable=protected-access
    texts = []
    for key, translation in catalogue.items():
        msgid = key[0] if isinstance(key, tuple) else key
        if msgid == "":
            continue  # the header
        texts.append(msgid.split("\x04")[-1])
        texts.append(translation)
    return "".join(texts)


def same_glyph(whole, cut, code_point):
    a, b = whole.getBestCmap()[code_point], cut.getBestCmap()[code_point]
    if whole["hmtx"][a][0] != cut["hmtx"][b][0]:
        return False
    glyph_a, glyph_b = whole["glyf"][a], cut["glyf"][b]
    if glyph_a.isComposite() or glyph_b.isComposite():
        return outline_points(whole, a) == outline_points(cut, b)
    if glyph_a.numberOfContours <= 0 or glyph_b.numberOfContours <= 0:
        return glyph_a.numberOfContours == glyph_b.numberOfContours
    return (list(glyph_a.coordinates) == list(glyph_b.coordinates) and
            list(glyph_a.endPtsOfContours) == list(glyph_b.endPtsOfContours))


def main():
    font_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build-web", "web-fonts")
    catalogues = sys.argv[2:] or sorted(glob.glob(os.path.join(
        ROOT, "build-web", "share", "locale", "*", "LC_MESSAGES", "marienbad.mo")))
    if not catalogues:
        fail("no compiled catalogue (.mo): build the page first (tools/web.sh)")
    wanted = set("".join(chr(c) for c in range(0x20, 0x7F)) + SYMBOLS)
    for mo_path in catalogues:
        wanted |= {c for c in catalogue_text(mo_path) if c >= " "}
    counted = 0
    for name in FONTS:
        path = os.path.join(font_dir, name)
        if not os.path.isfile(path):
            fail(f"no {path}: build the page first (tools/web.sh)")
        cut = TTFont(path)
        whole = TTFont(os.path.join(ROOT, "assets", "fonts", name))
        cut_map, whole_map = cut.getBestCmap(), whole.getBestCmap()
        if cut.getGlyphOrder()[0] != ".notdef" or not outline_points(cut, ".notdef"):
            fail(f"{name}: .notdef is not the first glyph, or has no outline (drawn as nothing)")
        if REPLACEMENT not in cut_map or not outline_points(cut, cut_map[REPLACEMENT]):
            fail(f"{name}: U+FFFD, the game's sign for a missing character, has no outline")
        for c in sorted(wanted):
            if ord(c) not in whole_map:
                continue  # the whole font lacks it too: the game draws U+FFFD on the desktop
            if ord(c) not in cut_map:
                fail(f"{name}: {c!r} (U+{ord(c):04X}) of the catalogues is missing")
            if not same_glyph(whole, cut, ord(c)):
                fail(f"{name}: {c!r} (U+{ord(c):04X}) is not drawn as in the whole font")
            counted += 1
        if ord(OUTSIDE[0]) not in whole_map:
            fail(f"{name}: the whole font lacks {OUTSIDE[0]!r}: choose another test character")
        for c in OUTSIDE:
            if ord(c) in cut_map:
                fail(f"{name}: {c!r} is in the subset: choose another test character")
        # FreeType gives glyph 0 for a character not in the map: .notdef, checked above.
        print(f"web_fonts_test: {name}: {len(cut.getGlyphOrder())} glyphs of "
              f"{len(whole.getGlyphOrder())}; .notdef and U+FFFD drawn; Ж and 漢 outside "
              f"(drawn as U+FFFD)")
        cut.close()
        whole.close()
    print(f"web_fonts_test: ok ({len(wanted)} characters of {len(catalogues)} catalogues, ASCII "
          f"and the symbols: {counted} checked in {len(FONTS)} faces)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
