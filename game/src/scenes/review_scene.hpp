#pragma once
// The post-game review: the finished match position by position (←/→ or the buttons), the
// board showing each position with no input, the move played from it with its rating, and
// at a blunder the better move drawn on the board and explained with the game's own
// reasoning. "Try again from here" starts a new match from the shown position against the
// same level with the same side to move. Esc goes back (to the game-over card).
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/context.hpp"
#include "app/scene.hpp"
#include "app/widgets.hpp"
#include "boards/board_view.hpp"
#include "marienbad/match.hpp"
#include "marienbad/remoteness.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app {

struct ReviewInfo {
  Match match;
  MatchSetup setup;
  std::vector<MoveReview> reviews;  // one per move played, from the session's cache
};

class ReviewScene : public Scene {
 public:
  ReviewScene(AppContext& ctx, ReviewInfo info);
  ~ReviewScene() override;

  void handle(const Input& input) override;
  void update(double dt_seconds) override;
  void draw(Canvas& canvas) override;
  std::string_view name() const override { return "review"; }

  // The position shown is the one after `index()` moves (0: the start, plies(): the end).
  std::size_t index() const { return index_; }
  std::size_t plies() const { return plies_; }
  const Heaps& position() const { return info_.match.position_at(index_); }
  Reached reached() const { return Reached::of(info_.match, index_); }
  // The rating of the move played from the shown position (none at the end).
  const MoveReview* review() const;
  // At a blunder, the better move drawn on the board (one of the engine's winning moves).
  std::optional<Move> suggestion() const { return suggestion_; }
  // The moves marked on the board: every winning move a blunder missed, the explained first.
  const std::vector<Move>& marked_moves() const { return board_->suggestions(); }
  void step(int delta);
  void go_to(std::size_t index);
  // The setup of "Try again from here" (nullopt at the end: no move is left).
  std::optional<MatchSetup> retry_setup() const;
  void try_again();
  // The buttons as last drawn (for tests that click them).
  const ButtonList& buttons() const { return buttons_; }

 private:
  enum Buttons { kPrevious, kNext, kTryAgain, kBack };

  void refresh();  // the suggestion and its words for the shown position and language
  void activate(int id);
  void layout(Canvas& canvas);
  void draw_panel(Canvas& canvas);
  std::string side_name(int side) const;

  AppContext& ctx_;
  ReviewInfo info_;
  std::size_t plies_ = 0;
  std::size_t index_ = 0;
  std::unique_ptr<BoardView> board_;
  std::optional<Move> suggestion_;
  // The explanation of the shown position, in the language it was made in.
  std::string better_text_;
  std::string method_text_;
  std::optional<std::size_t> refreshed_index_;
  std::optional<Language> refreshed_language_;

  ButtonList buttons_;
  Rect board_rect_;
  Rect panel_rect_;
  bool wide_ = true;
};

std::unique_ptr<Scene> make_review_scene(AppContext& ctx, ReviewInfo info);

}  // namespace marienbad::app
