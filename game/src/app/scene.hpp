#pragma once
// A scene is one screen (menu, board, dialog). Scenes live on a SceneStack; the app calls
// these hooks from its loop. Every hook has a do-nothing default.
#include <string_view>

#include "app/input.hpp"

namespace marienbad::app {

class Canvas;

class Scene {
 public:
  virtual ~Scene() = default;
  // Called when the scene becomes the top of the stack (pushed, or uncovered by a pop).
  virtual void enter() {}
  // Called when the scene stops being the top (popped, replaced, or covered by a push).
  virtual void exit() {}
  // One input action; only the top scene receives input (an overlay blocks the scene below).
  virtual void handle(const Input& /*input*/) {}
  // Advance animations by dt seconds (wall-clock based, clamped to 0.1 s).
  virtual void update(double /*dt_seconds*/) {}
  // Draw the whole scene (an overlay draws only itself; the scene below is drawn first).
  virtual void draw(Canvas& /*canvas*/) {}
  // True while something moves: the loop then keeps drawing at the display rate,
  // otherwise it sleeps until the next event.
  virtual bool animating() const { return false; }
  // An overlay is drawn on top of the scene below it (which keeps updating).
  virtual bool is_overlay() const { return false; }
  // For logs and tests.
  virtual std::string_view name() const = 0;
};

}  // namespace marienbad::app
