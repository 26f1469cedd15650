#include "scenes/end_card.hpp"

#include <algorithm>
#include <cstdint>
#include <span>

namespace marienbad::app {

namespace {
constexpr float kButtonHeight = 56;  // design px
constexpr float kButtonGap = 14;     // between two buttons of a row
constexpr float kRowGap = 10;        // between two rows
}  // namespace

EndCard::EndCard(AppContext& ctx, std::vector<Button> buttons)
    : ctx_(ctx), buttons_(std::move(buttons)) {
  if (ctx_.options().headless()) appear_ = 1;
}

void EndCard::update(double dt) {
  const bool appearing = appear_ < 1;
  appear_ = std::min(1.0, appear_ + dt * 3.0 * ctx_.settings().animation_speed);
  if (appearing && appear_ >= 1) ctx_.request_redraw();  // the settled frame
}

std::optional<int> EndCard::handle(const Input& input) {
  if (input.action == Action::Left || input.action == Action::Right) {
    const int n = static_cast<int>(buttons_.buttons().size());
    const int step = input.action == Action::Right ? 1 : -1;
    buttons_.set_focus_index((buttons_.focus_index() + step + n) % n);
    return std::nullopt;
  }
  return buttons_.handle(input);
}

void EndCard::begin(Canvas& canvas, float width, float height) {
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const float a = static_cast<float>(appear_);
  canvas.fill_rect(l.screen(), c.scrim.with_alpha(static_cast<std::uint8_t>(c.scrim.a * a)));
  const float w = std::min(l.screen().w - l.px(40), l.px(width));
  const float h = std::min(l.screen().h - l.px(40), l.px(height));
  Rect box = l.screen().centered(w, h);
  box.y += (1 - a) * l.px(30);
  canvas.panel(box, c.panel_raised, c.title.mix(c.panel_border, 0.5f), l.px(20));
  inner_ = box.inset(l.px(28));
  y_ = inner_.y;
}

void EndCard::line(Canvas& canvas, std::string_view text, const TextStyle& style, float gap) {
  canvas.text(text, {inner_.center_x(), y_}, canvas.fitted(text, style, inner_.w), Align::Center,
              VAlign::Top, inner_.w);
  y_ += canvas.line_height(style) + canvas.px(gap);
}

void EndCard::paragraph(Canvas& canvas, std::string_view text, const TextStyle& style, float height,
                        float gap) {
  y_ = canvas
           .text_box(text, {inner_.x, y_, inner_.w, height}, style, Align::Center, VAlign::Top,
                     canvas.lines_in(height, style))
           .bottom() +
       canvas.px(gap);
}

float EndCard::buttons_top(const Layout& l, std::size_t rows) const {
  const auto n = static_cast<float>(rows);
  return inner_.bottom() - n * l.px(kButtonHeight) - (n - 1) * l.px(kRowGap);
}

void EndCard::place_buttons(Canvas& canvas, std::size_t rows) {
  const Layout& l = canvas.layout();
  const std::size_t count = buttons_.buttons().size();
  const std::size_t per_row = (count + rows - 1) / rows;
  const float bh = l.px(kButtonHeight);
  for (std::size_t r = 0; r < rows; ++r) {
    const auto below = static_cast<float>(rows - 1 - r);  // rows under this one
    const float top = inner_.bottom() - (below + 1) * bh - below * l.px(kRowGap);
    place_row(canvas, {inner_.x, top, inner_.w, bh}, r * per_row, per_row);
  }
}

void EndCard::place_row(Canvas& canvas, Rect row, std::size_t first, std::size_t count) {
  auto& all = buttons_.buttons();
  if (first >= all.size()) return;
  const std::span<Button> b(all.data() + first, std::min(count, all.size() - first));
  const float gap = canvas.px(kButtonGap);
  const float pad = canvas.px(32);
  const float free_w = row.w - gap * static_cast<float>(b.size() - 1);
  std::vector<float> widths(b.size(), free_w / static_cast<float>(b.size()));
  for (TextSize size : {TextSize::Large, TextSize::Body}) {
    const TextStyle s = canvas.style(size, {}, FontFace::Bold);
    float total = 0;
    std::vector<float> need;
    for (const Button& button : b) {
      need.push_back(canvas.measure(ctx_.tr(button.key), s).w + pad);
      total += need.back();
    }
    if (total <= free_w) {
      const float extra = (free_w - total) / static_cast<float>(b.size());
      for (std::size_t i = 0; i < b.size(); ++i) widths[i] = need[i] + extra;
      break;
    }
  }
  float x = row.x;
  for (std::size_t i = 0; i < b.size(); ++i) {
    b[i].rect = {x, row.y, widths[i], row.h};
    x += widths[i] + gap;
  }
}

void EndCard::draw_buttons(Canvas& canvas) const {
  buttons_.draw(canvas, ctx_.strings());
}

}  // namespace marienbad::app
