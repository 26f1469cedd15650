// Renders characters of the game's fonts with FreeType as SDL_ttf does for the game (light
// hinting, anti-aliased) at five sizes, and prints per font a hash of the glyphs' bitmaps,
// metrics and a kerning pair: two FreeType builds that print the same hashes draw the same.
// docs/web.md, "Build time", says how it is built and run (emcc, then node).
#include <ft2build.h>
#include FT_FREETYPE_H
#include <stdio.h>
#include <stdint.h>
int main(int argc, char **argv) {
  FT_Library lib;
  if (FT_Init_FreeType(&lib)) return 1;
  const char *text = "The quick brown fox jumps over the lazy dog 0123456789 ";
  const unsigned extra[] = {0xAB, 0xBB, 0x2295, 0x3A3, 0x3C6, 0x2192, 0x2713, 0x2717, 0x2026, 0xE9, 0xE8, 0xE0, 0xE7, 0xFFFD, 0x2264, 0x230A, 0x25C6};
  for (int f = 1; f < argc; ++f) {
    FT_Face face;
    if (FT_New_Face(lib, argv[f], 0, &face)) { printf("cannot open %s\n", argv[f]); return 1; }
    uint64_t h = 1469598103934665603ULL;
    int glyphs = 0;
    for (int size = 12; size <= 40; size += 7) {
      FT_Set_Pixel_Sizes(face, 0, size);
      unsigned chars[128]; int n = 0;
      for (const char *c = text; *c; ++c) chars[n++] = (unsigned char)*c;
      for (unsigned i = 0; i < sizeof extra / sizeof *extra; ++i) chars[n++] = extra[i];
      for (int i = 0; i < n; ++i) {
        FT_UInt g = FT_Get_Char_Index(face, chars[i]);
        if (FT_Load_Glyph(face, g, FT_LOAD_DEFAULT | FT_LOAD_TARGET_LIGHT)) continue;
        if (FT_Render_Glyph(face->glyph, FT_RENDER_MODE_NORMAL)) continue;
        FT_Bitmap *b = &face->glyph->bitmap;
        long m[] = {g, face->glyph->advance.x, face->glyph->bitmap_left, face->glyph->bitmap_top, b->rows, b->width};
        for (unsigned k = 0; k < 6; ++k) { h ^= (uint64_t)m[k]; h *= 1099511628211ULL; }
        for (unsigned r = 0; r < b->rows; ++r)
          for (unsigned x = 0; x < b->width; ++x) { h ^= b->buffer[r * b->pitch + x]; h *= 1099511628211ULL; }
        ++glyphs;
      }
      FT_Vector k; FT_Get_Kerning(face, FT_Get_Char_Index(face, 'A'), FT_Get_Char_Index(face, 'V'), FT_KERNING_DEFAULT, &k);
      h ^= (uint64_t)k.x; h *= 1099511628211ULL;
    }
    printf("%s: %d glyphs, %016llx\n", argv[f], glyphs, (unsigned long long)h);
  }
  return 0;
}
