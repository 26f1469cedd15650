#!/usr/bin/python3
"""The page's fonts (docs/web.md, "Fonts"): assets/fonts/*.ttf cut down to the characters the
game can show, for build-web/ only (the desktop keeps the whole fonts).

The characters kept, the same for every face:
  - printable ASCII (every face must have it: text_cache.cpp draws it without asking);
  - every character of every catalogue, po/*.po and po/*.pot (msgids and translations);
  - every non-ASCII character of the sources (engine/, game/: their strings, and their
    \\uXXXX escapes such as the ellipsis and the no-break space), comments included: a few
    characters too many cost a few bytes, one too few would be a replacement sign;
  - U+FFFD, the replacement character the game draws for any character its font lacks
    (TextCache::drawable), and the glyph .notdef with its outline (fontTools drops the outline
    unless asked), what FreeType draws for a character missing from the font.
A character outside the subset is then missing from the font's cmap: the game draws U+FFFD
instead, never nothing (tools/web_fonts_test.py checks both glyphs and every character).

The TrueType hinting instructions are dropped too: the game asks for light hinting
(TTF_HINTING_LIGHT), which FreeType does with its auto-hinter, never running the font's
instructions. The game's screens (English and French: menus, hints, rules, every lesson)
drawn by the desktop game with these fonts are the same, pixel for pixel, as with the whole
fonts (docs/web.md says how that was checked).

Usage: tools/web_fonts.py OUT_DIR [--root ROOT] [--hinting] [--keep-layout]
       tools/web_fonts.py --characters   (prints the characters kept)
Needs fontTools: Debian's python3-fonttools (/usr/bin/python3 on purpose).
"""

import argparse
import os
import re
import shutil
import sys

try:
    from fontTools import subset
    from fontTools.ttLib import TTFont
except ImportError:
    sys.exit("web_fonts: fontTools is missing: apt-get install python3-fonttools")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf")
LICENSE = "LICENSE-DejaVu.txt"
SOURCE_DIRS = ("engine", "game")
SOURCE_SUFFIXES = (".cpp", ".hpp", ".h")  # as game/web/web.cmake globs them
REPLACEMENT = 0xFFFD
# The Greek letters, capital and small (U+0391 to U+03C9): FreeType's auto-hinter (the
# game's light hinting) sets its Greek zones from letters such as Ο, Θ, ο and β, and draws
# Σ, π and φ by them: without them those three are placed a pixel off the desktop's.
GREEK = range(0x0391, 0x03CA)
# Tables nothing reads in the page: SDL_ttf is built without HarfBuzz (tools/web.sh), so
# FreeType lays text out with the 'kern' table alone; GSUB, GPOS and GDEF are for shapers.
LAYOUT_TABLES = ["GSUB", "GPOS", "GDEF"]
# FontForge's timestamps: read by nothing, and fontTools cannot cut it.
OTHER_TABLES = ["FFTM"]

ESCAPE = re.compile(r"\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})")
PO_STRING = re.compile(r'^(?:msgid|msgid_plural|msgstr(?:\[\d+\])?)?\s*"(.*)"\s*$')


def shown(code_point):
    """Whether a code point is a character one could see: not a control character."""
    return code_point >= 0x20 and not 0x7F <= code_point < 0xA0


def catalogue_files(root):
    po = os.path.join(root, "po")
    return sorted(os.path.join(po, name) for name in os.listdir(po)
                  if name.endswith((".po", ".pot")))


def source_files(root):
    found = []
    for top in SOURCE_DIRS:
        for directory, _, names in os.walk(os.path.join(root, top)):
            found.extend(os.path.join(directory, name) for name in names
                         if name.endswith(SOURCE_SUFFIXES))
    return sorted(found)


def catalogue_characters(path):
    """The characters of a catalogue's messages (msgid, msgid_plural, msgstr and their
    continuation lines; comments and contexts are never shown)."""
    kept = set()
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            if line.startswith(("msgid", "msgstr", '"')):
                match = PO_STRING.match(line.strip())
                if match:
                    kept.update(ord(c) for c in match.group(1))
    return kept


def source_characters(path):
    with open(path, encoding="utf-8") as source:
        text = source.read()
    kept = {ord(c) for c in text if ord(c) > 0x7E}
    for short, long in ESCAPE.findall(text):
        kept.add(int(short or long, 16))
    return kept


def characters(root=ROOT):
    """Every code point the page keeps, sorted."""
    kept = set(range(0x20, 0x7F))
    for path in catalogue_files(root):
        kept |= catalogue_characters(path)
    for path in source_files(root):
        kept |= source_characters(path)
    kept.add(REPLACEMENT)
    kept.update(GREEK)
    return sorted(c for c in kept if shown(c))


def options(hinting=False, keep_layout=False):
    chosen = subset.Options()
    chosen.notdef_glyph = True
    chosen.notdef_outline = True  # .notdef drawn as its box, not as nothing
    chosen.recommended_glyphs = True  # .notdef, .null, nonmarkingreturn, space: as the original
    chosen.hinting = hinting
    chosen.name_IDs = ["*"]  # the names and the licence, as in the original
    chosen.name_languages = ["*"]
    chosen.drop_tables += OTHER_TABLES
    if not keep_layout:
        chosen.drop_tables += LAYOUT_TABLES
    return chosen


def subset_font(source, target, code_points, hinting=False, keep_layout=False):
    # recalcTimestamp=False: the same input gives the same bytes (head.modified is kept).
    font = TTFont(source, recalcTimestamp=False)
    subsetter = subset.Subsetter(options(hinting, keep_layout))
    subsetter.populate(unicodes=code_points)
    subsetter.subset(font)
    font.save(target)
    font.close()


def outline_points(font, glyph_name):
    """How many points the glyph's outline has (0: drawn as nothing)."""
    glyph = font["glyf"][glyph_name]
    if glyph.isComposite():
        return sum(outline_points(font, component.glyphName) for component in glyph.components)
    return glyph.numberOfContours > 0 and len(glyph.coordinates)


def problems(source, target, code_points):
    """What is wrong with the subset font target of source: a character kept that the whole
    font draws and the subset does not, or no outline for .notdef or U+FFFD."""
    found = []
    whole, cut = TTFont(source), TTFont(target)
    whole_map, cut_map = whole.getBestCmap(), cut.getBestCmap()
    lost = [c for c in code_points if c in whole_map and c not in cut_map]
    if lost:
        found.append("characters lost: " + " ".join(f"U+{c:04X}" for c in lost))
    if cut.getGlyphOrder()[0] != ".notdef" or not outline_points(cut, ".notdef"):
        found.append(".notdef is not the first glyph with an outline")
    if REPLACEMENT not in cut_map or not outline_points(cut, cut_map[REPLACEMENT]):
        found.append("U+FFFD has no outline")
    whole.close()
    cut.close()
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out", nargs="?", help="directory for the subset fonts")
    parser.add_argument("--root", default=ROOT, help="the source tree (default: this clone)")
    parser.add_argument("--characters", action="store_true", help="print the characters kept")
    parser.add_argument("--hinting", action="store_true",
                        help="keep the TrueType hinting instructions")
    parser.add_argument("--keep-layout", action="store_true",
                        help="keep " + ", ".join(LAYOUT_TABLES))
    args = parser.parse_args()
    code_points = characters(args.root)
    if args.characters:
        print("".join(chr(c) for c in code_points))
        return 0
    if not args.out:
        parser.error("OUT_DIR is needed (or --characters)")
    os.makedirs(args.out, exist_ok=True)
    fonts = os.path.join(args.root, "assets", "fonts")
    for name in FONTS:
        target = os.path.join(args.out, name)
        partial = target + ".part"  # a failed run leaves no font that looks complete
        subset_font(os.path.join(fonts, name), partial, code_points, args.hinting,
                    args.keep_layout)
        wrong = problems(os.path.join(fonts, name), partial, code_points)
        if wrong:
            sys.exit(f"web_fonts: {name}: " + "; ".join(wrong))
        os.replace(partial, target)
    shutil.copyfile(os.path.join(fonts, LICENSE), os.path.join(args.out, LICENSE))
    total = sum(os.path.getsize(os.path.join(args.out, name)) for name in FONTS)
    print(f"web_fonts: {len(code_points)} characters, {len(FONTS)} fonts, {total} bytes in "
          f"{args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
