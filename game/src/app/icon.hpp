#pragma once
// The window icon, drawn in code (a lit match on a night-blue tile): no extra asset file.
#include "app/sdl_handles.hpp"

namespace marienbad::app {

SurfacePtr make_window_icon(int size = 64);

}  // namespace marienbad::app
