// The canvas's text: measuring, one line at an anchor, word wrapping (cached) and boxes.
#include <algorithm>
#include <cmath>

#include "app/canvas.hpp"
#include "app/text_wrap.hpp"

namespace marienbad::app {

TextStyle Canvas::fitted(std::string_view text, TextStyle style, float max_width) {
  const int smallest = std::max(1, style.px * 7 / 10);
  while (style.px > smallest && measure(text, style).w > max_width) --style.px;
  return style;
}

Size Canvas::measure(std::string_view text, const TextStyle& style) {
  const auto [w, h] = text_->measure(style.face, style.px, text);
  return {static_cast<float>(w), static_cast<float>(h)};
}

float Canvas::line_height(const TextStyle& style) {
  return static_cast<float>(text_->line_height(style.face, style.px));
}

std::string Canvas::elided(std::string_view text, const TextStyle& style, float max_width) {
  const int width = static_cast<int>(std::floor(std::max(0.0f, max_width)));
  return text_->elide(style.face, style.px, text, width);
}

Rect Canvas::text(std::string_view text, Point anchor, const TextStyle& style, Align align,
                  VAlign valign, std::optional<float> max_width) {
  // Measured first (cached): a line too wide is cut before it is rendered, so its picture
  // is never larger than where it is drawn.
  const float limit = max_width.value_or(static_cast<float>(layout_.width));
  std::string cut;
  if (!text.empty() && measure(text, style).w > limit) {
    cut = elided(text, style, limit);
    text = cut;
  }
  const std::optional<TextImage> image = text_->get(style.face, style.px, text);
  const float w = image ? static_cast<float>(image->width) : 0.0f;
  const float h = image ? static_cast<float>(image->height) : line_height(style);
  float x = anchor.x;
  float y = anchor.y;
  if (align == Align::Center) x -= w / 2;
  if (align == Align::Right) x -= w;
  if (valign == VAlign::Middle) y -= h / 2;
  if (valign == VAlign::Bottom) y -= h;
  const Rect box{std::round(x), std::round(y), w, h};
  // Its ink, a part of an atlas page, batched with the shapes drawn from the same page (the
  // tint in the vertex colours: a colour mod per string would split SDL's batches).
  if (image && image->ink) {
    const SDL_Rect& ink = image->ink->rect;
    push_quad({box.x + static_cast<float>(image->ink_offset.x),
               box.y + static_cast<float>(image->ink_offset.y), static_cast<float>(ink.w),
               static_cast<float>(ink.h)},
              *atlas_uv(image->ink), style.color);
  }
  return box;
}

std::size_t Canvas::lines_at_most(const TextStyle& style, std::size_t max_lines) {
  if (max_lines > 0) return max_lines;
  // What the window's height holds (a line more: the first may start above the top).
  const float lh = std::max(1.0f, line_height(style));
  return static_cast<std::size_t>(std::max(0.0f, static_cast<float>(layout_.height) / lh)) + 1;
}

std::size_t Canvas::lines_in(float height, const TextStyle& style) {
  const float lh = std::max(1.0f, line_height(style));
  // A hair of tolerance: a box made exactly n lines high holds n.
  return std::max<std::size_t>(1, static_cast<std::size_t>(std::max(0.0f, height / lh + 0.01f)));
}

std::vector<std::string> Canvas::wrap(std::string_view text, const TextStyle& style,
                                      float max_width, std::size_t max_lines) {
  max_lines = lines_at_most(style, max_lines);
  std::string key = std::to_string(static_cast<int>(style.face)) + '|' + std::to_string(style.px) +
                    '|' + std::to_string(static_cast<int>(max_width)) + '|' +
                    std::to_string(max_lines) + '|';
  key += text;
  if (auto it = wrap_cache_.find(key); it != wrap_cache_.end()) return it->second;

  std::vector<std::string> lines = wrap_text(
      text, max_width, [&](std::string_view piece) { return measure(piece, style).w; }, max_lines);
  if (wrap_cache_.size() > 1024) wrap_cache_.clear();
  wrap_cache_.emplace(std::move(key), lines);
  return lines;
}

float Canvas::wrapped_height(std::string_view text, const TextStyle& style, float max_width,
                             std::size_t max_lines) {
  return static_cast<float>(wrap(text, style, max_width, max_lines).size()) * line_height(style);
}

Rect Canvas::text_box(std::string_view text, Rect box, const TextStyle& style, Align align,
                      VAlign valign, std::size_t max_lines) {
  const std::vector<std::string> lines = wrap(text, style, box.w, max_lines);
  const float lh = line_height(style);
  const float total = static_cast<float>(lines.size()) * lh;
  float y = box.y;
  if (valign == VAlign::Middle) y = box.y + (box.h - total) / 2;
  if (valign == VAlign::Bottom) y = box.bottom() - total;
  float x = box.x;
  if (align == Align::Center) x = box.center_x();
  if (align == Align::Right) x = box.right();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    this->text(lines[i], {x, y + static_cast<float>(i) * lh}, style, align, VAlign::Top, box.w);
  }
  return {box.x, y, box.w, total};
}

}  // namespace marienbad::app
