#pragma once
// Settings › Bots: the player's bot programs (name, command line), each with Test (start it,
// wait for its handshake off the frame loop, show the name it gives) and Remove; the bot of
// this run (--bot) with Keep, which adds it to the list. Changes are saved at once.
#include <atomic>
#include <future>
#include <memory>
#include <optional>
#include <string>

#include "app/context.hpp"
#include "app/scene.hpp"
#include "app/widgets.hpp"
#include "marienbad/result.hpp"

namespace marienbad::app {

class BotsScene : public Scene {
 public:
  explicit BotsScene(AppContext& ctx);
  ~BotsScene() override;

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

 private:
  enum Ids { kBack = 0, kKeep = 1, kFirstBot = 10 };  // bot i: Test kFirstBot+2i, Remove +1
  void rebuild_buttons();
  void activate(int id);
  bool run_bot_kept() const;

  AppContext& ctx_;
  ButtonList buttons_;
  std::future<Result<std::string>> testing_;
  // Set when the scene goes (the window closes): the test kills its bot at once.
  std::shared_ptr<std::atomic<bool>> cancel_test_;
  std::string tested_command_;
  std::string status_;
  bool status_bad_ = false;
};

}  // namespace marienbad::app
