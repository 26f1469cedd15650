#pragma once
// Before a match: difficulty, opponent, who starts, the rule, learning mode and the start
// position of one game. The last choices are remembered per game in
// settings().last_setup; Enter plays, Esc goes back.
#include <memory>
#include <string>
#include <vector>

#include "app/context.hpp"
#include "app/options.hpp"
#include "app/scene.hpp"
#include "app/ui_choice_rows.hpp"
#include "app/widgets.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app {

class StartEditor;

class SetupScene : public Scene {
 public:
  SetupScene(AppContext& ctx, GameKind kind);
  ~SetupScene() override;

  void handle(const Input& input) override;
  void enter() override { sync_text_entry(); }
  void exit() override;
  void update(double /*dt_seconds*/) override {}
  void draw(Canvas& canvas) override;
  std::string_view name() const override { return "setup"; }

  // The choices given on the command line (--heaps/--rows, --set, --component, --misere or
  // --normal, --level, --first, --hint) over the remembered ones: `--scene setup` opens on
  // them. Values the page cannot show keep the remembered choice.
  void apply_command_line(const Options& options);
  // The setup the current choices describe (not yet validated).
  MatchSetup current_setup() const;
  const StartEditor& start_editor() const { return *start_; }
  // Empty when the choices make a playable match, else what is wrong (translated).
  std::string problem() const;
  // Starts the match (or shows the problem); true if it started.
  bool play();
  // Where the Play button was last drawn; the message shown instead of starting.
  Rect play_button() const { return buttons_.buttons()[1].rect; }
  const std::string& message() const { return message_; }
  // What the page shows: its rows (as last synced or drawn), its title and the line under it.
  const std::vector<ChoiceRow>& shown_rows() const { return rows_.rows(); }
  std::string title_text() const;
  std::string tagline_text() const;

 private:
  // The setup page's own rows; the start editor's come after (StartEditor::kStartRow).
  enum Row { kOpponent, kLevel, kFirst, kRule, kLearning };
  enum Buttons { kBack, kPlay };

  void load();
  void save() const;
  void change(const ChoiceEvent& event);
  // Rebuilds the rows from the choices (keys may arrive before the next draw).
  void sync_rows();
  void handle_input(const Input& input);
  // The keyboard types into the start editor's text field while it has the focus.
  void sync_text_entry();
  std::vector<ChoiceRow> describe_rows(bool general) const;
  void layout_and_draw_rows(Canvas& canvas, Rect left, Rect right);

  AppContext& ctx_;
  GameKind kind_;
  MatchSetup base_;                     // level, opponent, first, rule, learning mode
  std::unique_ptr<StartEditor> start_;  // the game's start position
  ChoiceRows rows_;
  ButtonList buttons_;
  std::string message_;  // why Play did not start
};

}  // namespace marienbad::app
