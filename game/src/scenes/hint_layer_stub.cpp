// TEMPORARY: stands in for the hint overlay until the hints code defines make_hint_layer
// (then delete this file).
#include "scenes/hint_layer.hpp"

namespace marienbad::app {

std::unique_ptr<HintLayer> make_hint_layer(AppContext& /*ctx*/, GameKind /*kind*/) {
  return nullptr;
}

}  // namespace marienbad::app
