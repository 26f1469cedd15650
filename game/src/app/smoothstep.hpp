#pragma once
// The smoothstep curve 3t² − 2t³ of t clamped to [0, 1]: 0 up to 0, 1 from 1, flat at both
// ends, for motions that start and stop gently and for soft edges of glows.
#include <algorithm>

namespace marienbad::app {

template <class Real>
Real smoothstep(Real t) {
  t = std::clamp(t, Real(0), Real(1));
  return t * t * (3 - 2 * t);
}

}  // namespace marienbad::app
