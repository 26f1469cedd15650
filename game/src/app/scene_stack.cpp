#include "app/scene_stack.hpp"

#include <utility>

namespace marienbad::app {

void SceneStack::push(std::unique_ptr<Scene> scene) {
  pending_.push_back({Op::Push, std::move(scene)});
}
void SceneStack::pop() {
  pending_.push_back({Op::Pop, nullptr});
}
void SceneStack::replace(std::unique_ptr<Scene> scene) {
  pending_.push_back({Op::Replace, std::move(scene)});
}
void SceneStack::reset(std::unique_ptr<Scene> scene) {
  pending_.push_back({Op::Reset, std::move(scene)});
}

bool SceneStack::apply_pending() {
  bool changed = false;
  // Requests made by enter()/exit() during this loop are applied in the same call.
  while (!pending_.empty()) {
    std::vector<Request> batch = std::move(pending_);
    pending_.clear();
    for (Request& request : batch) {
      Scene* const old_top = top();
      switch (request.op) {
        case Op::Push:
          if (!request.scene) continue;
          if (old_top) old_top->exit();
          scenes_.push_back(std::move(request.scene));
          break;
        case Op::Pop:
          if (scenes_.empty()) continue;
          old_top->exit();
          scenes_.pop_back();
          break;
        case Op::Replace:
          if (!request.scene) continue;
          if (old_top) {
            old_top->exit();
            scenes_.pop_back();
          }
          scenes_.push_back(std::move(request.scene));
          break;
        case Op::Reset:
          if (old_top) old_top->exit();
          scenes_.clear();
          if (request.scene) scenes_.push_back(std::move(request.scene));
          break;
      }
      if (Scene* new_top = top()) new_top->enter();
      changed = true;
    }
  }
  return changed;
}

std::size_t SceneStack::first_visible() const {
  for (std::size_t i = scenes_.size(); i > 0; --i) {
    if (!scenes_[i - 1]->is_overlay()) return i - 1;
  }
  return 0;
}

void SceneStack::for_each_visible(const std::function<void(Scene&)>& visit) const {
  for (std::size_t i = first_visible(); i < scenes_.size(); ++i) visit(*scenes_[i]);
}

bool SceneStack::animating() const {
  bool any = false;
  for_each_visible([&any](Scene& scene) { any = any || scene.animating(); });
  return any;
}

void SceneStack::handle(const Input& input) {
  if (Scene* scene = top()) scene->handle(input);
}

void SceneStack::update(double dt_seconds) {
  for_each_visible([dt_seconds](Scene& scene) { scene.update(dt_seconds); });
}

void SceneStack::draw(Canvas& canvas) {
  for_each_visible([&canvas](Scene& scene) { scene.draw(canvas); });
}

}  // namespace marienbad::app
