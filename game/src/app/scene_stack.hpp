#pragma once
// The stack of scenes. push/pop/replace are requests, applied by apply_pending() between
// frames, so a scene can safely ask to remove itself from inside handle() or update().
#include <cstddef>
#include <functional>
#include <memory>
#include <vector>

#include "app/scene.hpp"

namespace marienbad::app {

class SceneStack {
 public:
  void push(std::unique_ptr<Scene> scene);
  void pop();
  // Pops the top scene and pushes `scene` in its place.
  void replace(std::unique_ptr<Scene> scene);
  // Pops everything, then pushes `scene` (e.g. "back to the main menu").
  void reset(std::unique_ptr<Scene> scene);

  // Applies queued requests in order, calling exit()/enter(). Returns true if anything changed.
  bool apply_pending();
  bool has_pending() const { return !pending_.empty(); }

  bool empty() const { return scenes_.empty(); }
  std::size_t size() const { return scenes_.size(); }
  Scene* top() const { return scenes_.empty() ? nullptr : scenes_.back().get(); }
  Scene& at(std::size_t index) const { return *scenes_.at(index); }

  // Index of the lowest scene that is visible: the topmost non-overlay (0 if none).
  std::size_t first_visible() const;
  // Visible scenes bottom to top: the topmost full scene and the overlays above it.
  void for_each_visible(const std::function<void(Scene&)>& visit) const;
  bool animating() const;

  // Sends input to the top scene only: an overlay blocks the scenes below.
  void handle(const Input& input);
  void update(double dt_seconds);
  void draw(Canvas& canvas);

 private:
  enum class Op { Push, Pop, Replace, Reset };
  struct Request {
    Op op;
    std::unique_ptr<Scene> scene;
  };
  std::vector<std::unique_ptr<Scene>> scenes_;
  std::vector<Request> pending_;
};

}  // namespace marienbad::app
