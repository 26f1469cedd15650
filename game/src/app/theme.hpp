#pragma once
// The visual theme in one place: palette, spacing and type sizes. Sizes scale with the
// window height (Layout), so nothing is laid out in fixed 1280x720 coordinates.
#include "app/geometry.hpp"

namespace marienbad::app {

enum class FontFace { Regular, Bold, Mono };

// Type scale: sizes in "design pixels" at a 720 px high window; Layout::font_px scales them.
enum class TextSize { Small, Body, Large, Heading, Title };

struct Palette {
  // A deep night-blue room with warm candle/match colours (the film's ambience).
  Color background = rgb(0x10182a);
  Color background_glow = rgb(0x1d2a44);  // centre of the vignette
  Color panel = rgb(0x18233a);
  Color panel_raised = rgb(0x22304d);
  Color panel_border = rgb(0x34476b);
  Color text = rgb(0xf2eadb);        // warm off-white
  Color text_muted = rgb(0xa9b3c7);  // secondary text
  Color text_dim = rgb(0x6d7891);    // disabled
  Color title = rgb(0xf6d38b);       // candle gold
  // Colour-blind-safe accent pair (blue / orange, distinguishable with every common CVD).
  // Use them for "you" vs "computer", "favourable" vs "unfavourable" — always with a
  // label or shape too, never by colour alone.
  Color accent_a = rgb(0x5aa9e6);  // blue
  Color accent_b = rgb(0xf29e4c);  // orange
  Color focus = rgb(0xf6d38b);     // keyboard focus ring
  Color button = rgb(0x263657);
  Color button_hover = rgb(0x30446b);
  Color button_pressed = rgb(0x1c2944);
  Color button_text = rgb(0xf2eadb);
  Color button_primary = rgb(0x4b3a2c);  // warm amber-brown, for the main choices
  Color match_wood = rgb(0xe8c48a);      // a match stick
  Color match_head = rgb(0xc8553d);      // its red head
  Color shadow = rgb(0x000000, 90);
  Color scrim = rgb(0x060a14, 170);  // darkens the scene below an overlay
  Color good = rgb(0x5aa9e6);
  Color bad = rgb(0xf29e4c);
};

struct Theme {
  Palette colors;
  // Spacing steps in design pixels (scaled by Layout::px).
  float space_xs = 4;
  float space_s = 8;
  float space_m = 16;
  float space_l = 24;
  float space_xl = 40;
  float corner_radius = 12;
  float focus_width = 3;
  float button_height = 52;
  float button_min_width = 280;

  static float design_size(TextSize size) {
    switch (size) {
      case TextSize::Small:
        return 16;
      case TextSize::Body:
        return 20;
      case TextSize::Large:
        return 26;
      case TextSize::Heading:
        return 34;
      case TextSize::Title:
        return 76;
    }
    return 20;
  }
};

// Converts design pixels to renderer pixels for the current window. The scale follows the
// height (720 design px) but is limited by the width too, so a narrow window still fits.
struct Layout {
  int width = 1280;  // renderer output size in pixels (high-DPI aware)
  int height = 720;
  float scale = 1.0f;

  static Layout for_size(int pixel_width, int pixel_height);
  float px(float design) const { return design * scale; }
  int font_px(TextSize size) const;
  Rect screen() const { return {0, 0, static_cast<float>(width), static_cast<float>(height)}; }
};

}  // namespace marienbad::app
