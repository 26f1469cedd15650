#pragma once
// A question over the current screen with two answers, before something that cannot be
// undone (discarding a match in progress, quitting). The safe answer has the focus: Enter
// answers the focused one, Esc is the safe answer, ←/→ and Tab move, the mouse clicks either.
#include <functional>
#include <memory>
#include <string>

#include "app/context.hpp"
#include "app/scene.hpp"
#include "app/widgets.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app {

class ConfirmDialog : public Scene {
 public:
  // `yes_key` / `no_key`: string-table keys of the answers; `on_yes` runs after the dialog
  // has closed (so it may replace the scene below).
  ConfirmDialog(AppContext& ctx, std::string question, std::string yes_key, std::string no_key,
                std::function<void()> on_yes);

  void enter() override;
  void handle(const Input& input) override;
  void draw(Canvas& canvas) override;
  bool is_overlay() const override { return true; }
  std::string_view name() const override { return "confirm"; }
  const std::string& question() const { return question_; }

 private:
  enum { kNo = 1, kYes };
  void answer(bool yes);

  AppContext& ctx_;
  std::string question_;
  std::function<void()> on_yes_;
  ButtonList buttons_;
};

// Asks before discarding `what`'s unfinished match for a new one, saying what becomes of it
// (counted as abandoned against the computer; a lesson's or a bot's match counts nowhere).
std::unique_ptr<Scene> make_discard_dialog(AppContext& ctx, const MatchSetup& what,
                                           std::function<void()> on_yes);
// Asks before quitting the game.
std::unique_ptr<Scene> make_quit_dialog(AppContext& ctx);

}  // namespace marienbad::app
