#pragma once
// The screens the golden test renders and compares with their references.
#include <functional>
#include <string>
#include <vector>

#include "app/app.hpp"
#include "app/options.hpp"

namespace marienbad::app::golden {

// What one screen needs: command-line options (as a player would give them) and, for
// screens no flag reaches, steps played after the start.
struct Screen {
  std::string name;
  std::function<void(Options&)> options;
  std::function<void(App&)> then = nullptr;
};

std::vector<Screen> screens();

}  // namespace marienbad::app::golden
