// Dornim's start on the setup page: a random square (never one move from the corner) or a
// chosen one, on a board of 8 to 24 squares a side; the preview shows the board and token.
#include <algorithm>

#include "boards/start_editor.hpp"
#include "games/wythoff/wythoff_board.hpp"

namespace marienbad::app {

namespace {

using L = SetupLimits;

class WythoffStartEditor final : public StartEditor {
 public:
  explicit WythoffStartEditor(AppContext& ctx)
      : StartEditor(ctx, {"setup.start.random", "setup.start.square"}) {}

  bool take_command_line(const Options& o, RememberedSetup& given) const override {
    if (!o.heaps || o.heaps->size() != 2) return false;
    // The board grows to hold the square (within the page's limits).
    const Count side = std::max((*o.heaps)[0], (*o.heaps)[1]) + 1;
    given.board = std::max<std::uint64_t>(given.board.value_or(SetupLimits::kMinBoard), side);
    given.x = (*o.heaps)[0];
    given.y = (*o.heaps)[1];
    return true;
  }
  void apply(MatchSetup& setup) const override {
    setup.board_size = board_;
    setup.start = custom_start() ? Heaps{square_x_, square_y_} : Heaps{};
  }

  std::string problem(const MatchSetup& setup) const override {
    if (setup.start.size() == 2 &&
        (setup.start[0] >= setup.board_size || setup.start[1] >= setup.board_size)) {
      return std::string(ctx_.tr("setup.error.square"));
    }
    return {};
  }

  // A click on a square of the small board chooses it (the corner is not a start).
  bool click(Point at) override {
    if (!drawn_board_.contains(at) || board_ == 0) return false;
    const float cell = drawn_board_.w / static_cast<float>(board_);
    const auto x = static_cast<Count>((at.x - drawn_board_.x) / cell);
    const auto y = static_cast<Count>((drawn_board_.bottom() - at.y) / cell);
    if (x >= board_ || y >= board_ || (x == 0 && y == 0)) return false;
    choose_custom_start();
    square_x_ = x;
    square_y_ = y;
    return true;
  }
  Rect clickable_area() const override { return drawn_board_; }

  // The board with the corner and, when chosen, the token.
  void draw(Canvas& canvas, const ChoiceRows&, Rect area) const override {
    drawn_board_ = {};
    if (area.h <= canvas.px(60)) return;
    const Palette& c = canvas.colors();
    const float side = std::min(area.w, area.h);
    const Rect board = area.centered(side, side);
    drawn_board_ = board;
    const float cell = side / static_cast<float>(board_);
    canvas.fill_rect(board, c.panel);
    for (Count i = 0; i <= board_; ++i) {
      const float o = static_cast<float>(i) * cell;
      const Color line = c.panel_border;
      canvas.line({board.x + o, board.y}, {board.x + o, board.bottom()}, 1, line);
      canvas.line({board.x, board.y + o}, {board.right(), board.y + o}, 1, line);
    }
    // (0, 0) is the bottom-left corner, as in the seed.
    canvas.fill_rect({board.x, board.bottom() - cell, cell, cell}, c.accent_a.with_alpha(200));
    if (custom_start()) {
      const Point token{board.x + (static_cast<float>(square_x_) + 0.5f) * cell,
                        board.bottom() - (static_cast<float>(square_y_) + 0.5f) * cell};
      canvas.disc(token, cell * 0.4f, c.accent_b);
    }
  }

 private:
  static constexpr int kBoard = kFirstOwnRow;
  static constexpr int kSquareX = kFirstOwnRow + 1;
  static constexpr int kSquareY = kFirstOwnRow + 2;

  std::string start_detail() const override {
    return custom_start() ? std::string() : std::string(ctx_.tr("setup.random.detail"));
  }

  void load_own(const RememberedSetup& r) override {
    board_ = remembered_in_range(r.board, L::kMinBoard, L::kMaxBoard, board_);
    square_x_ = remembered_in_range(r.x, 0, board_ - 1, std::min(square_x_, board_ - 1));
    square_y_ = remembered_in_range(r.y, 0, board_ - 1, std::min(square_y_, board_ - 1));
  }

  void save_own(RememberedSetup& r) const override {
    r.board = board_;
    r.x = square_x_;
    r.y = square_y_;
  }

  void own_rows(std::vector<ChoiceRow>& rows) const override {
    ChoiceRow board{kBoard, std::string(ctx_.tr("setup.board")),
                    ctx_.trf("setup.board.value", board_)};
    board.can_decrease = board_ > L::kMinBoard;
    board.can_increase = board_ < L::kMaxBoard;
    rows.push_back(board);
    if (!custom_start()) return;
    ChoiceRow x{kSquareX, std::string(ctx_.tr("setup.square_x")), std::to_string(square_x_)};
    x.can_decrease = square_x_ > 0;
    x.can_increase = square_x_ + 1 < board_;
    ChoiceRow y{kSquareY, std::string(ctx_.tr("setup.square_y")), std::to_string(square_y_)};
    y.can_decrease = square_y_ > 0;
    y.can_increase = square_y_ + 1 < board_;
    rows.push_back(x);
    rows.push_back(y);
  }

  void change_own(const ChoiceEvent& e) override {
    if (e.id == kBoard) {
      board_ = step_within(board_, e.delta, L::kMinBoard, L::kMaxBoard);
      square_x_ = std::min(square_x_, board_ - 1);
      square_y_ = std::min(square_y_, board_ - 1);
    } else if (e.id == kSquareX) {
      square_x_ = step_within(square_x_, e.delta, 0, board_ - 1);
    } else if (e.id == kSquareY) {
      square_y_ = step_within(square_y_, e.delta, 0, board_ - 1);
    }
  }

  Count board_ = 16;
  mutable Rect drawn_board_;  // where draw() put the board (for clicks)
  Count square_x_ = 11;
  Count square_y_ = 15;
};

}  // namespace

std::unique_ptr<StartEditor> make_wythoff_start_editor(AppContext& ctx) {
  return std::make_unique<WythoffStartEditor>(ctx);
}

}  // namespace marienbad::app
