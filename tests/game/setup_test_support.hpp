#pragma once
// The setup page of a game, opened over whatever the app shows.
#include "scenes/setup_scene.hpp"
#include "test_app.hpp"

namespace marienbad::app::test {

inline SetupScene& open_setup(App& app, GameKind kind) {
  app.scenes().push(make_setup_scene(app.context(), kind));
  app.step();
  return top_as<SetupScene>(app);
}

}  // namespace marienbad::app::test
