#pragma once
// The card over a finished game's board (the game-over card, a lesson's card): a panel that
// rises over a scrim as it appears, centred lines of text from its top, and a row or two of
// buttons at its bottom, each as wide as its label needs; ←→ move the focus round them.
// A scene owns one, says what it holds and what its buttons do.
#include <optional>
#include <string_view>
#include <vector>

#include "app/canvas.hpp"
#include "app/context.hpp"
#include "app/widgets.hpp"

namespace marienbad::app {

class EndCard {
 public:
  EndCard(AppContext& ctx, std::vector<Button> buttons);

  ButtonList& buttons() { return buttons_; }
  bool animating() const { return appear_ < 1; }
  void update(double dt);
  // ←→ move the focus; otherwise the id of the button the input activates, if any.
  std::optional<int> handle(const Input& input);

  // Draws the scrim and the panel, at most `width` × `height` design px, and starts the
  // lines at the top of its inner area.
  void begin(Canvas& canvas, float width, float height);
  Rect inner() const { return inner_; }
  float y() const { return y_; }
  // A centred line (made smaller, then cut, if it is wider than the card), then `gap` design px.
  void line(Canvas& canvas, std::string_view text, const TextStyle& style, float gap);
  // Centred wrapped text in the next `height` px (as many lines as they hold), then `gap`
  // design px under what it took.
  void paragraph(Canvas& canvas, std::string_view text, const TextStyle& style, float height,
                 float gap);
  // The buttons at the bottom of the card in `rows` rows (the first ones fuller), each
  // button as wide as its label at the largest size that lets a row fit, the spare width
  // shared out; and the top of the first row.
  void place_buttons(Canvas& canvas, std::size_t rows);
  float buttons_top(const Layout& l, std::size_t rows) const;
  void draw_buttons(Canvas& canvas) const;

 private:
  void place_row(Canvas& canvas, Rect row, std::size_t first, std::size_t count);

  AppContext& ctx_;
  ButtonList buttons_;
  double appear_ = 0;
  Rect inner_;
  float y_ = 0;
};

}  // namespace marienbad::app
