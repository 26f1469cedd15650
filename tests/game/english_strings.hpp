#pragma once
// The game's texts in English, built once per test program.
#include "app/strings.hpp"

namespace marienbad::app::test {

inline const Strings& english() {
  static const Strings strings{Language("en")};
  return strings;
}

}  // namespace marienbad::app::test
