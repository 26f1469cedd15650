#pragma once
// A board of lines of bowling pins (Kayles, the octal games). The board keeps every pin where
// it stood (boards/pins/pin_lines.hpp), a fallen one lying faint in its place. The lines are
// the start's rows; the fallen pins follow the moves shown (show_move), and a position reached
// otherwise (Continue, a review's jump) is laid out in the start's lines, one fallen pin
// between two rows.
//
// A person points at one pin, or at the border between two standing neighbours (both), clicks
// to select (a click on a pin apart from the selection adds the pins up to it, up to the game's
// most), and confirms with the button; keys: arrows move over the standing pins, Enter/Space
// selects, then adds the pins up to the cursor, then plays; a digit takes that many pins from
// the cursor on. A move the game forbids is never played: its reason replaces the help.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "boards/board_view.hpp"
#include "boards/pins/pin_art.hpp"
#include "boards/pins/pin_lines.hpp"
#include "boards/take_controls.hpp"

namespace marienbad::app {

// What tells the games of pins apart on the board: how many pins a move takes, the controls'
// texts, and why a move of pins side by side is forbidden.
struct PinRules {
  TakeControls::Keys keys;
  Count max_take = 2;  // the most pins one move takes, side by side
  // Why the game forbids `move` from `position` (translated), empty when it allows it; null:
  // every move of 1 to max_take pins side by side is allowed (Kayles).
  std::string (*forbidden)(const Strings& strings, const Game& game, const Heaps& position,
                           const Move& move) = nullptr;
  // The hover shows the selection a click would make (the pins up to the pointer), not only
  // the pins under it: where a move takes more than two.
  bool hover_shows_choice = false;
};

class PinBoard : public BoardView {
 public:
  PinBoard(AppContext& ctx, Heaps start, PinRules rules);

  void draw(Canvas& canvas, const BoardFrame& frame) override;
  std::optional<Move> handle(const Input& input, const BoardFrame& frame) override;
  void update(double dt_seconds) override;
  bool animating() const override { return !falls_.empty(); }
  void show_move(const Move& move, const Heaps& before, bool by_computer) override;
  void reset() override;
  std::optional<Move> pending_move() const override;
  std::optional<Move> hovered_move() const override;
  // Pin `index` of engine row `row` (its foot at the bottom centre, one pin spacing wide).
  std::optional<Rect> piece_rect(std::size_t row, Count index) const override;

  const PinLines& pins() const { return pins_; }
  // Where a slot's pin stands (its foot), as last drawn.
  std::optional<Point> pin_base(std::size_t line, Count slot) const;
  Rect confirm_button() const { return controls_.button().rect; }
  // Whether the button plays the selection: a move the game allows, as last drawn.
  bool plays_selection() const { return controls_.button().enabled; }

 private:
  struct Span {  // `amount` pins from `pin` on, in one line
    PinLines::Pin pin;
    Count amount = 1;
    friend bool operator==(const Span&, const Span&) = default;
  };
  struct Fall {  // pins toppling
    std::vector<PinLines::Pin> pins;
    bool by_computer = false;
    double t = 0;
  };
  struct Geometry {
    Rect table;
    float top = 0;
    float row_height = 0;
    float spacing = 0;
    float height = 0;       // a standing pin's height
    std::vector<float> x0;  // x of slot 0 in each line
  };

  // Makes pins_ show `position`: as the moves that reached it leave the lines, as it is, as
  // seen before, or packed in the start's lines.
  void fit(const Heaps& position, const Reached& reached = {});
  void remember();
  void layout(Canvas& canvas, const BoardFrame& frame);
  float base_y(std::size_t line) const;
  std::optional<Span> span_at(Point p) const;
  std::optional<Move> move_of(const std::optional<Span>& span) const;
  // The selection a click on `hit` makes: the pins from the selection to it when they stand
  // side by side, at most max_take; `hit` again: none.
  std::optional<Span> chosen(const Span& hit) const;
  // The pins the hover shows (rules_.hover_shows_choice).
  std::optional<Span> shown_hover() const;
  // Why the move of `span` is forbidden, empty when it is allowed (or there is none).
  std::string forbidden(const std::optional<Span>& span, const BoardFrame& frame) const;
  std::optional<Move> confirm(const BoardFrame& frame);
  void step_cursor(int dx, int dy);
  void press_key();
  double fall_duration(const Fall& fall) const;

  AppContext& ctx_;
  Heaps start_;
  PinRules rules_;
  PinLines pins_;
  std::vector<PinLines> seen_;  // the layouts shown, newest last (undo, redo, a review)
  std::optional<Span> selection_;
  std::optional<Span> hover_;
  std::optional<PinLines::Pin> cursor_;
  std::vector<Fall> falls_;
  Geometry geo_;
  TakeControls controls_;
};

}  // namespace marienbad::app
