#include "scenes/lesson_strip.hpp"

#include <algorithm>
#include <string>

namespace marienbad::app {

void draw_colouring_strip(Canvas& canvas, Rect area, const ColouringExercise& exercise) {
  const Palette& c = canvas.colors();
  const std::size_t count = static_cast<std::size_t>(exercise.last()) + 1;
  // As many rows (1 to 3) as make the cells largest in the area, the block centred.
  std::size_t rows = 1;
  float cell = 0;
  for (std::size_t r = 1; r <= 3; ++r) {
    const std::size_t per = (count + r - 1) / r;
    const float fit = std::min({area.w / static_cast<float>(per),
                                area.h / static_cast<float>(r) - canvas.px(6), canvas.px(56)});
    if (fit > cell + 0.5f) {
      cell = fit;
      rows = r;
    }
  }
  const std::size_t per_row = (count + rows - 1) / rows;
  const float block_h = static_cast<float>(rows) * (cell + canvas.px(6));
  const float top = area.y + std::max(0.0f, (area.h - block_h) / 2);
  const float size = cell * 0.84f;
  const TextStyle number =
      canvas.style(cell > canvas.px(44) ? TextSize::Body : TextSize::Small, c.text, FontFace::Bold);
  for (std::size_t i = 0; i < count; ++i) {
    const std::size_t row = i / per_row;
    const std::size_t col = i % per_row;
    const float x = area.center_x() - cell * static_cast<float>(per_row) / 2 +
                    cell * static_cast<float>(col) + (cell - size) / 2;
    const float y = top + static_cast<float>(row) * (cell + canvas.px(6));
    const Rect box{x, y, size, size};
    const auto colour = exercise.colour(static_cast<Count>(i));
    TextStyle ink = number;
    if (colour == Outcome::P) {
      canvas.rounded_rect(box, size * 0.2f, c.title);
      ink.color = c.background;
    } else if (colour == Outcome::N) {
      canvas.disc(box.center(), size / 2, c.panel_raised);
      canvas.circle(box.center(), size / 2, std::max(1.5f, canvas.px(2)), c.accent_a);
    } else {
      canvas.rounded_outline(box, size * 0.2f, std::max(1.0f, canvas.px(1)), c.panel_border);
      ink.color = c.text_dim;
    }
    if (i == exercise.next()) {
      const float ring = std::max(2.0f, canvas.px(3));
      canvas.rounded_outline(box.inset(-ring * 1.5f), size * 0.25f, ring, c.focus);
      ink.color = c.text;
    }
    canvas.text(std::to_string(i), box.center(), ink, Align::Center, VAlign::Middle);
  }
}

}  // namespace marienbad::app
