#pragma once
// The play scene: one match of any of the three games. It owns the engine Match, the
// computer players, the turn order (thinking delay, then the board animates the move),
// undo/redo, the side panel (turn, rule, level, moves, buttons) and the hint layer; the
// BoardView draws the position and turns a person's input into moves.
#include <array>
#include <memory>
#include <optional>
#include <string>

#include "app/widgets.hpp"
#include "marienbad/player.hpp"
#include "marienbad/rng.hpp"
#include "scenes/board_view.hpp"
#include "scenes/hint_layer.hpp"
#include "scenes/scene_factory.hpp"

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

  const Match& match() const { return match_; }
  const MatchSetup& setup() const { return setup_; }
  BoardView& board() { return *board_; }
  // Where the board was last drawn (renderer pixels).
  Rect board_area() const { return board_rect_; }

  // True when a person may move now (their turn, nothing animating, not over).
  bool person_to_move() const;
  bool is_computer(int side) const { return players_[static_cast<std::size_t>(side)] != nullptr; }
  // Who a side is, in words: "You", "The computer", "Player 2", "Computer A".
  std::string side_name(int side) const;
  // A move in words, e.g. "3 from row 2".
  std::string move_words(const Move& move) const;

  // --- hooks for the hint overlay ------------------------------------------------------
  bool hint_visible() const { return hint_visible_; }
  void set_hint_visible(bool visible);
  void toggle_hint() { set_hint_visible(!hint_visible_); }
  // Counted in the game-over message and the statistics ("won without hints").
  void note_hint_used() { ++hints_used_; }
  int hints_used() const { return hints_used_; }

  // Undo/redo as the buttons do them (against the computer: back to the person's turn).
  bool can_undo() const;
  void undo();
  void redo();
  void new_game();
  void back_to_menu();

 private:
  enum Buttons { kUndo, kRedo, kHint, kRules, kNewGame, kMenu };

  void activate(int id);
  void play_move(const Move& move, bool by_computer);
  void after_position_change();
  void finish();  // the match just ended: sound, statistics, game over
  void save_or_forget();
  double thinking_seconds() const;
  BoardFrame frame() const;
  std::string turn_text() const;
  std::string rule_text() const;
  std::string level_name() const;

  void layout(Canvas& canvas);
  void draw_panel(Canvas& canvas, Rect panel, bool wide);
  void draw_moves(Canvas& canvas, Rect box);
  void draw_turn(Canvas& canvas, Rect box, bool large);

  AppContext& ctx_;
  MatchSetup setup_;
  Match match_;
  std::unique_ptr<BoardView> board_;
  std::array<std::unique_ptr<Player>, 2> players_;
  Rng rng_;
  bool demo_cycle_ = false;

  // The computer's move for the current position: chosen once, played after the delay.
  std::optional<Move> choice_;
  std::size_t choice_ply_ = 0;
  double thinking_left_ = 0;
  // The last move played, named while the board animates it.
  std::optional<std::size_t> shown_ply_;

  bool finished_ = false;  // finish() ran for the current end of the match
  bool recorded_ = false;  // statistics written (once per match, whatever undo does)
  double demo_pause_ = 0;  // demo cycle: seconds left before the next game

  bool hint_visible_ = false;
  int hints_used_ = 0;
  std::optional<std::size_t> hint_counted_ply_;  // the turn the last hint was counted for
  std::unique_ptr<HintLayer> hint_layer_;
  double hint_message_ = 0;  // "no hints for this game yet" shown for a moment

  ButtonList buttons_;
  Rect board_rect_;
  Rect panel_rect_;
  Rect hint_rect_;
  bool wide_ = true;
};


}  // namespace marienbad::app
