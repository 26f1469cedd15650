#pragma once
// The play scene: shows one match (the MatchSession owns it: turn order, the computer's
// thinking, undo/redo, hints used, the end) with its board, side panel and hint layer,
// and turns the person's input into moves. It adds only what is seen: the board's
// move animation, the pause before the demo's next game, layout and drawing.
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/widgets.hpp"
#include "boards/board_view.hpp"
#include "boards/hint_layer.hpp"
#include "scenes/review_scene.hpp"
#include "scenes/scene_factory.hpp"
#include "session/match_session.hpp"

namespace marienbad::app {

class PlayScene : public Scene {
 public:
  // `demo_cycle`: computer against computer, moving on to the next game after each one
  // (marienbad --demo).
  PlayScene(AppContext& ctx, Match match, MatchSetup setup, bool demo_cycle = false);
  ~PlayScene() override;

  void enter() override;
  void exit() override;
  void handle(const Input& input) override;
  void update(double dt_seconds) override;
  void draw(Canvas& canvas) override;
  bool animating() const override;
  std::string_view name() const override { return "play"; }

  const Match& match() const { return session_.match(); }
  bool panel_focus() const { return panel_focus_; }
  // The position the board shows: before the move it is still animating, else the current one
  // (the hint describes this one).
  const Heaps& shown_position() const { return match().position_at(shown_ply()); }
  const MatchSetup& setup() const { return session_.setup(); }
  // For tests that set up a position directly.
  MatchSession& session() { return session_; }
  BoardView& board() { return *board_; }
  const HintLayer& hint_layer() const { return *hint_layer_; }
  // Where the board was last drawn (renderer pixels).
  Rect board_area() const { return board_rect_; }
  // The move list as last drawn: its box, and how many lines are scrolled out below.
  Rect moves_area() const { return moves_box_; }
  std::size_t moves_scrolled() const { return moves_scrolled_; }
  // The moves the list last showed: plies [first, end), and each line's text size.
  struct MovesShown {
    std::size_t first = 0;
    std::size_t end = 0;
    std::vector<int> px;
  };
  const MovesShown& moves_shown() const { return moves_shown_; }
  // Where the side panel's turn card, its text and the Moves heading were last drawn (the
  // heading empty in the narrow layout, which has none).
  Rect turn_card() const { return turn_card_; }
  Rect turn_card_text() const { return turn_text_; }
  Rect moves_heading() const { return moves_heading_; }

  // True when a person may move now (their turn, nothing animating, not over).
  bool person_to_move() const;
  // The bot that played the last move (named on the board while it is shown), else empty.
  std::string watched() const;
  bool is_computer(int side) const { return session_.is_computer(side); }
  // Who a side is, in words: "You", "The computer", "Player 2", "Computer A".
  std::string side_name(int side) const;
  // A move in words, e.g. "3 from row 2", played (or playable) after the first `ply` moves.
  std::string move_words(const Move& move, std::size_t ply) const;
  // How the position after the first `ply` moves was reached.
  Reached reached(std::size_t ply) const { return Reached::of(match(), ply); }
  std::size_t shown_ply() const { return shown_ply_ ? *shown_ply_ : match().cursor(); }

  // --- hooks for the hint overlay ------------------------------------------------------
  bool hint_visible() const { return hint_visible_; }
  void set_hint_visible(bool visible);
  void toggle_hint() { set_hint_visible(!hint_visible_); }
  // Counted in the game-over message and the statistics ("won without hints").
  int hints_used() const { return session_.hints_used(); }

  // Undo/redo as the buttons do them (against the computer: back to the person's turn).
  bool can_undo() const { return session_.can_undo(); }
  void undo();
  void redo();
  void new_game();
  // Back to the main menu; a lesson's game back to its lesson.
  void back_to_menu();
  // A lesson's game (its challenge or first game): shown in the lesson's frame.
  bool in_lesson() const;

 private:
  // kCopyLink only where the game has an address to give (platform::gives_links).
  enum Buttons { kUndo, kRedo, kHint, kRules, kNewGame, kMenu, kCopyLink };

  void activate(int id);
  void play_person_move(const Move& move);
  void open_graph();       // G: the game graph of the position (scenes/graph_scene.hpp)
  void open_graph_now();   // without asking first
  void copy_link() const;  // L: the position as a link (the page; scenes/position_link.hpp)
  bool handle_panel_keys(const Input& input);
  void show_played(const Move& move, const Heaps& before, bool by_computer);
  void after_position_change();
  void finish(const MatchEnd& end);         // the match just ended: sound, statistics, game over
  void finish_lesson(const MatchEnd& end);  // a lesson's game: its card (play_lesson.cpp)
  // In a challenge won only without the hint and the graph: asks before `show` (which runs
  // on Yes) and returns true; elsewhere returns false (show it at once).
  bool ask_before_help(bool graph, std::function<void()> show);
  // The finished match for the review, if every move has its rating.
  std::optional<ReviewInfo> review_info() const;
  void save_or_forget();
  void follow_hint();  // the hint's suggestion on the board; the hint counted for this turn
  BoardFrame frame() const;
  HintFrame hint_frame() const;  // what the hint layer is given (hint_rect_ once laid out)
  std::string turn_text() const;
  std::string rule_text() const;
  std::string level_name() const;
  struct LessonLines {
    std::string name, step, goal;
  };
  LessonLines lesson_lines() const;  // in_lesson() only

  void layout(Canvas& canvas);
  void draw_panel(Canvas& canvas, Rect panel, bool wide);
  void draw_moves(Canvas& canvas, Rect box);  // scenes/play_moves.cpp
  // The wheel over the move list, Page Up / Page Down: scrolls it (true if it did).
  bool scroll_moves(const Input& input);
  std::size_t move_lines() const;  // the moves the list holds (and a little of the redo tail)
  // The turn card in `box`, taller when its text needs it; returns where it was drawn.
  Rect draw_turn(Canvas& canvas, Rect box, bool large);

  AppContext& ctx_;
  MatchSession session_;
  std::unique_ptr<BoardView> board_;
  // The last move played, named while the board animates it.
  std::optional<std::size_t> shown_ply_;
  bool end_shown_ = true;    // the current end of the match has been shown (or there is none)
  bool remembered_ = false;  // the match is in the last games
  double demo_pause_ = 0;    // demo cycle: seconds left before the next game

  bool hint_visible_ = false;
  std::unique_ptr<HintLayer> hint_layer_;

  ButtonList buttons_;
  bool panel_focus_ = false;  // Tab moved the keyboard to the side panel's buttons
  Rect board_rect_;
  Rect panel_rect_;
  Rect hint_rect_;
  Rect turn_card_;
  Rect turn_text_;
  Rect moves_heading_;
  bool wide_ = true;
  // The move list: how many of its newest lines are scrolled out of sight below (0: the
  // newest shown); as last drawn, its box, how far it can scroll and how many lines it showed.
  std::size_t moves_scrolled_ = 0;
  Rect moves_box_;
  std::size_t moves_max_scroll_ = 0;
  std::size_t moves_page_ = 0;
  MovesShown moves_shown_;
};

}  // namespace marienbad::app
