#pragma once
// The Kayles board: lines of bowling pins. The engine's position is only the list of rows of
// standing pins side by side (a move replaces a row by the pieces left, kayles.hpp); the
// board keeps every pin where it stood, a fallen one lying faint in its place, so a line of 7
// with pin 3 knocked down shows 2 pins, a gap, 4 pins. The lines are the start's rows; the
// fallen pins follow the moves shown (show_move), and a position reached otherwise (Continue,
// a review's jump) is laid out in the start's lines, one fallen pin between two rows.
//
// A person points at one pin, or at the border between two standing neighbours (both fall),
// clicks to select (a click on a neighbour of one selected pin adds it), and confirms with the
// button; keys: arrows move over the standing pins, Enter/Space selects, then adds the
// neighbour under the cursor, then knocks down.
#include <optional>
#include <utility>
#include <vector>

#include "boards/board_view.hpp"
#include "boards/take_controls.hpp"
#include "session/reached.hpp"

namespace marienbad::app {

class StartEditor;
struct MatchSetup;
struct HintFrame;
struct HintModel;
struct HintExtras;

std::unique_ptr<BoardView> make_kayles_board(AppContext& ctx, const MatchSetup& setup);
// The start-position half of the setup page (kayles_start.cpp).
std::unique_ptr<StartEditor> make_kayles_start_editor(AppContext& ctx);
// The hint (kayles_hint.cpp): each row's Grundy value, their digital sum Σ, the winning move.
// A row is named by its line on the board, and by its pins when it is not the whole line.
void build_kayles_hint(const Game& game, const Heaps& position, const Reached& reached,
                       const Strings& strings, Count board_size, HintModel& model);
void draw_kayles_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                      const HintExtras& extras, const Strings& strings);

// The non-empty rows of a position, in order (a Kayles board shows no row of none).
Heaps non_empty_rows(const Heaps& heaps);
// A move in words, its row named by its line and its pins by their places on that line as
// the moves of `before` leave them ("pins 3 and 4 of row 2"); by the engine's rows when
// `before` is empty.
std::string kayles_move_words(const Strings& strings, const Reached& before, const Move& move);

// The pins as drawn: lines of slots, each standing or fallen (no SDL: tests use it).
class PinLines {
 public:
  struct Pin {
    std::size_t line = 0;
    Count slot = 0;
    friend bool operator==(const Pin&, const Pin&) = default;
  };
  struct Run {  // one engine row: `length` standing pins from `first` in `line`
    std::size_t line = 0;
    Count first = 0;
    Count length = 0;
  };

  PinLines() = default;
  // Every row of `start` a line of standing pins.
  explicit PinLines(const Heaps& start);
  // The lines as the moves of `reached` leave them: every row of its start a line, each
  // move's pins knocked down in turn. None when it is empty or a move does not fit.
  static std::optional<PinLines> replayed(const Reached& reached);
  // `position` laid out in lines of the widths of `start`, in order, one fallen pin between two
  // rows on a line (a row that fits nowhere gets a line of its own).
  static PinLines packed(const Heaps& start, const Heaps& position);

  std::size_t line_count() const { return lines_.size(); }
  Count width(std::size_t line) const { return lines_[line].size(); }
  bool standing(std::size_t line, Count slot) const {
    return line < lines_.size() && slot < lines_[line].size() &&
           lines_[line][static_cast<std::size_t>(slot)];
  }
  // The engine's rows: the runs of standing pins, line by line, left to right.
  std::vector<Run> runs() const;
  // Whether the runs are `position` (its empty rows left out).
  bool shows(const Heaps& position) const;
  // The pins a move knocks down (none when the move does not fit these lines).
  std::vector<Pin> pins_of(const Move& move) const;
  // The move that knocks down `amount` pins from `pin` on, if they stand side by side.
  std::optional<Move> move_at(Pin pin, Count amount) const;
  void knock_down(const std::vector<Pin>& pins);

  friend bool operator==(const PinLines&, const PinLines&) = default;

 private:
  std::vector<std::vector<bool>> lines_;
};

class KaylesBoard : public BoardView {
 public:
  KaylesBoard(AppContext& ctx, Heaps start);

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
  std::optional<Move> confirm(const BoardFrame& frame);
  void step_cursor(int dx, int dy);
  void press_key();
  double fall_duration(const Fall& fall) const;

  AppContext& ctx_;
  Heaps start_;
  PinLines pins_;
  std::vector<PinLines> seen_;  // the layouts shown, newest last (undo, redo, a review)
  std::optional<Span> selection_;
  std::optional<Span> hover_;
  std::optional<PinLines::Pin> cursor_;
  std::vector<Fall> falls_;
  Geometry geo_;
  TakeControls controls_;
};

// A bowling pin standing on `foot`, `height` tall, tipped by `angle` radians (0: upright,
// π/2: lying to the right); a fallen one is drawn lying, with a low alpha.
struct PinLook {
  float alpha = 1.0f;
  bool highlighted = false;
  Color highlight{};
};
void draw_pin(Canvas& canvas, Point foot, float height, float angle, const PinLook& look = {});

}  // namespace marienbad::app
