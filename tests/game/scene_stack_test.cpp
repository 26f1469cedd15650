#include <catch2/catch.hpp>

#include "app/scene_stack.hpp"
#include "test_app.hpp"

using namespace marienbad::app;
using marienbad::app::test::RecordingScene;

namespace {
Input action(Action a) {
  Input input;
  input.action = a;
  return input;
}
}  // namespace

TEST_CASE("scene stack: push and pop are applied between frames, with enter/exit") {
  std::vector<std::string> log;
  SceneStack stack;
  stack.push(std::make_unique<RecordingScene>("a", &log));
  CHECK(stack.empty());  // queued, not applied yet
  CHECK(stack.has_pending());
  CHECK(stack.apply_pending());
  REQUIRE(stack.size() == 1);
  CHECK(stack.top()->name() == "a");

  stack.push(std::make_unique<RecordingScene>("b", &log));
  stack.apply_pending();
  CHECK(stack.top()->name() == "b");
  stack.pop();
  stack.apply_pending();
  CHECK(stack.top()->name() == "a");
  CHECK(log == std::vector<std::string>{"a:enter", "a:exit", "b:enter", "b:exit", "a:enter"});
  CHECK_FALSE(stack.apply_pending());  // nothing left to do
}

TEST_CASE("scene stack: replace swaps the top, reset clears everything") {
  std::vector<std::string> log;
  SceneStack stack;
  stack.push(std::make_unique<RecordingScene>("a", &log));
  stack.push(std::make_unique<RecordingScene>("b", &log));
  stack.replace(std::make_unique<RecordingScene>("c", &log));
  stack.apply_pending();
  REQUIRE(stack.size() == 2);
  CHECK(stack.at(0).name() == "a");
  CHECK(stack.at(1).name() == "c");
  stack.reset(std::make_unique<RecordingScene>("menu", &log));
  stack.apply_pending();
  REQUIRE(stack.size() == 1);
  CHECK(stack.top()->name() == "menu");
  stack.pop();
  stack.pop();  // popping an empty stack is harmless
  stack.apply_pending();
  CHECK(stack.empty());
}

TEST_CASE("scene stack: an overlay draws over the scene below and blocks its input") {
  SceneStack stack;
  auto board = std::make_unique<RecordingScene>("board");
  auto overlay = std::make_unique<RecordingScene>("hint", nullptr, true);
  RecordingScene* board_ptr = board.get();
  RecordingScene* overlay_ptr = overlay.get();
  stack.push(std::make_unique<RecordingScene>("menu"));
  stack.push(std::move(board));
  stack.push(std::move(overlay));
  stack.apply_pending();

  CHECK(stack.first_visible() == 1);  // the menu below the board is hidden
  std::vector<std::string> visible;
  stack.for_each_visible([&](Scene& s) { visible.emplace_back(s.name()); });
  CHECK(visible == std::vector<std::string>{"board", "hint"});

  stack.handle(action(Action::Confirm));
  CHECK(overlay_ptr->inputs.size() == 1);
  CHECK(board_ptr->inputs.empty());

  stack.update(0.25);  // both visible scenes keep updating
  CHECK(board_ptr->updates == 1);
  CHECK(overlay_ptr->updates == 1);

  CHECK_FALSE(stack.animating());
  board_ptr->animate = true;
  CHECK(stack.animating());
}

TEST_CASE("scene stack: a scene may pop itself from handle()") {
  class SelfPopping : public Scene {
   public:
    explicit SelfPopping(SceneStack& stack) : stack_(stack) {}
    void handle(const Input&) override { stack_.pop(); }
    std::string_view name() const override { return "self-popping"; }

   private:
    SceneStack& stack_;
  };
  SceneStack stack;
  stack.push(std::make_unique<RecordingScene>("below"));
  stack.push(std::make_unique<SelfPopping>(stack));
  stack.apply_pending();
  stack.handle(action(Action::Back));
  CHECK(stack.size() == 2);  // still alive until the frame ends
  stack.apply_pending();
  CHECK(stack.top()->name() == "below");
}
