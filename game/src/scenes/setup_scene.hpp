#pragma once
// Before a match: difficulty, opponent, who starts, the rule, learning mode and the start
// position of one game. The last choices are remembered per game in
// settings().last_setup; Enter plays, Esc goes back.
#include <string>
#include <vector>

#include "app/context.hpp"
#include "app/scene.hpp"
#include "app/widgets.hpp"
#include "scenes/ui_choice_rows.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app {

class SetupScene : public Scene {
 public:
  SetupScene(AppContext& ctx, GameKind kind);

  void handle(const Input& input) override;
  void update(double /*dt_seconds*/) override {}
  void draw(Canvas& canvas) override;
  std::string_view name() const override { return "setup"; }

  // The setup the current choices describe (not yet validated).
  MatchSetup current_setup() const;
  // Empty when the choices make a playable match, else what is wrong (translated).
  std::string problem() const;
  // Starts the match (or shows the problem); true if it started.
  bool play();
  // Where the Play button was last drawn; the message shown instead of starting.
  Rect play_button() const { return buttons_.buttons()[1].rect; }
  const std::string& message() const { return message_; }

 private:
  enum Row {
    kOpponent,
    kLevel,
    kFirst,
    kRule,
    kLearning,
    kStart,
    kRowCount,
    kHeap,
    kSet,
    kBoard,
    kSquareX,
    kSquareY,
    kRowFirst = 100,  // + row index: matches in that row
  };
  enum Buttons { kBack, kPlay };
  static constexpr int kMaxRows = SetupLimits::kMaxRows;
  static constexpr Count kMaxMatches = SetupLimits::kMaxMatches;
  static constexpr Count kMaxHeap = SetupLimits::kMaxHeap;
  static constexpr int kMaxAmount = SetupLimits::kMaxAmount;

  void load();
  void save() const;
  void change(const ChoiceEvent& event);
  // Rebuilds the rows from the choices (keys may arrive before the next draw).
  void sync_rows();
  std::vector<ChoiceRow> describe_rows(bool general) const;
  void layout_and_draw_rows(Canvas& canvas, Rect left, Rect right);
  void draw_preview(Canvas& canvas, Rect area) const;
  bool custom_start() const;  // the custom rows / heap and set / chosen square

  AppContext& ctx_;
  GameKind kind_;
  MatchSetup base_;       // level, opponent, first, rule, learning mode
  int start_choice_ = 0;  // nim: 0 1-3-5-7, 1 3-5-7-9, 2 custom; others: 0 standard, 1 custom
  Heaps custom_rows_ = {1, 3, 5, 7};
  Count heap_ = 21;
  std::vector<bool> amounts_ = std::vector<bool>(kMaxAmount, false);
  Count board_ = 16;
  Count square_x_ = 11;
  Count square_y_ = 15;
  ChoiceRows rows_;
  ButtonList buttons_;
  std::string message_;  // why Play did not start
};

}  // namespace marienbad::app
