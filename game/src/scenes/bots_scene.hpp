#pragma once
// Settings › Bots: the player's bot programs (name, command line), each with Test (start it,
// wait for its handshake off the frame loop, show the name it gives) and Remove; the bot of
// this run (--bot) with Keep, which adds it to the list; Add, which types a command in a text
// field (Backspace, Ctrl+V pastes, Esc cancels), tests it and keeps it under the name its
// handshake gives. Changes are saved at once.
#include <atomic>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "app/context.hpp"
#include "app/scene.hpp"
#include "app/widgets.hpp"
#include "marienbad/bot/forfeit.hpp"
#include "marienbad/result.hpp"

namespace marienbad::app {

class BotsScene : public Scene {
 public:
  explicit BotsScene(AppContext& ctx);
  ~BotsScene() override;

  void enter() override;
  void exit() override;
  void handle(const Input& input) override;
  void update(double dt_seconds) override;
  void draw(Canvas& canvas) override;
  bool animating() const override { return testing_.valid(); }
  std::string_view name() const override { return "bots"; }

  // What the last Test said (translated), for the screen and tests.
  const std::string& status() const { return status_; }
  // Starts the handshake test of bot `index` of the settings' list.
  void test(std::size_t index);
  // Adds --bot's program to the list, or says why it cannot (what loading the list would
  // refuse: bot_entry_problem).
  void keep_run_bot();
  // Add: the text field opens (the keyboard types into it), its command is tested, then kept.
  void start_adding();
  bool adding() const { return draft_.has_value(); }
  const std::string& draft() const { return *draft_; }
  void test_draft();
  void keep_draft();
  void cancel_adding();
  // The focused button's label key ("bots.test", "bots.remove", "bots.add", …) and, on a
  // bot's row, that bot's index in the list.
  std::pair<std::string, std::optional<std::size_t>> focus() const;
  // Where the typed command (or its example) is drawn, as of the last frame.
  Rect draft_text_area() const { return draft_area_; }

 private:
  // bot i: Test kFirstBot+2i, Remove +1
  enum Ids {
    kBack = 0,
    kKeep = 1,
    kAdd = 2,
    kDraftTest = 3,
    kDraftKeep = 4,
    kDraftCancel = 5,
    kFirstBot = 10
  };
  void rebuild_buttons();
  void start_test(const std::string& name, const std::string& command);
  void edit_draft(const Input& input);
  void activate(int id);
  // Back (Esc) in the field (`page` false: leaves the field) or Back (`page`: leaves the
  // page): a typed command that is not kept is never dropped without asking.
  void leave(bool page);
  void focus_bot(std::size_t index);  // its Test (never Remove); Add or Back without bots
  bool run_bot_kept() const;

  AppContext& ctx_;
  ButtonList buttons_;
  std::future<bot::OrForfeit<std::string>> testing_;
  // Set when the scene goes (the window closes): the test kills its bot at once.
  std::shared_ptr<std::atomic<bool>> cancel_test_;
  std::string tested_command_;
  std::string status_;
  bool status_bad_ = false;
  std::optional<std::string> draft_;       // the command being typed (Add), while adding
  std::optional<std::string> draft_name_;  // the name its last Test gave (Keep needs one)
  Rect draft_area_;                        // placed by draw
};

}  // namespace marienbad::app
