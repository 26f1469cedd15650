#pragma once
// The Hackenbush board: the picture standing on the ground, blue, red and green edges between
// joints. The edges the player to move may cut (their colour, or green) light up under the
// pointer, with what would fall with them; a click cuts. Keyboard: arrows walk the edges the
// player may cut, Enter cuts. A cut edge flashes and what no longer reaches the ground falls.
// The picture keeps the places it had at the match's start (hackenbush_layout.hpp).
//
// Colours are told apart by their lines too, never by colour alone: blue edges are solid, red
// ones dashed, green ones carry a light thread.
#include <cstdint>
#include <memory>
#include <optional>

#include "boards/board_view.hpp"
#include "games/hackenbush/hackenbush_layout.hpp"

namespace marienbad::app {

class StartEditor;
struct MatchSetup;

std::unique_ptr<BoardView> make_hackenbush_board(AppContext& ctx, const MatchSetup& setup);
// The start-position half of the setup page (hackenbush_start.cpp).
std::unique_ptr<StartEditor> make_hackenbush_start_editor(AppContext& ctx);
// Draws `picture` inside `area` as the board does (no edge lit): the set-up page's preview, the
// rules page's and the lessons' pictures; placed by `at` when pictures side by side share
// their scale and ground.
void draw_hackenbush_picture(Canvas& canvas, Rect area, const Picture& picture);
void draw_hackenbush_picture(Canvas& canvas, Rect area, const Picture& picture,
                             const PictureLayout& layout, const PicturePlacement& at);

class HackenbushBoard final : public BoardView {
 public:
  explicit HackenbushBoard(AppContext& ctx) : ctx_(ctx) {}

  void draw(Canvas& canvas, const BoardFrame& frame) override;
  std::optional<Move> handle(const Input& input, const BoardFrame& frame) override;
  void update(double dt_seconds) override;
  bool animating() const override { return falling_.has_value(); }
  void show_move(const Move& move, const Heaps& before, bool by_computer) override;
  void reset() override;
  std::optional<Move> pending_move() const override;
  std::optional<Move> hovered_move() const override;
  // The box around edge `heap` (the engine's numbering) as last drawn.
  std::optional<Rect> piece_rect(std::size_t heap, Count index) const override;

 private:
  struct Falling {
    std::uint64_t edges = 0;  // of the start picture: the cut one and what fell with it
    std::size_t cut = 0;
    double elapsed = 0;
  };

  void sync(const BoardFrame& frame);
  void fit(Rect area);
  Point to_screen(Point units) const;
  // The standing edge under a screen point (the engine's index), if any.
  std::optional<std::size_t> edge_at(Point screen) const;
  std::optional<Move> cut_of(std::size_t edge) const;
  // The start picture's edges that fall when the engine's edge `edge` is cut (itself included).
  std::uint64_t falls_with(std::size_t edge) const;
  void walk(int step);

  AppContext& ctx_;
  Heaps synced_;
  Heaps start_heaps_;
  Picture start_;
  PictureLayout layout_;
  std::uint64_t standing_ = 0;
  Side turn_ = Side::Blue;
  bool accepts_input_ = false;
  Rect picture_area_;
  float scale_ = 1;
  Point origin_;  // the ground's left end, in pixels
  std::optional<std::size_t> hovered_, cursor_, pressed_;
  std::optional<Falling> falling_;
};

}  // namespace marienbad::app
