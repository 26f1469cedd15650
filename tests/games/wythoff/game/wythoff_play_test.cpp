// Dornim's board under the hint overlay, in the real play scene, headless.
#include <catch2/catch.hpp>

#include "games/wythoff/wythoff_board.hpp"
#include "play_test_support.hpp"
#include "scenes/play_scene.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

TEST_CASE("hint overlay: the Dornim token on a cold square is drawn whole, not under a diamond") {
  TempDir home("hint-token");
  auto app = make_app(home.path());
  REQUIRE(app);
  MatchSetup setup = default_setup(GameKind::Wythoff);
  setup.first = FirstMover::Human;
  setup.learning_mode = true;
  setup.start = {3, 5};  // a cold square (seed 004)
  PlayScene* play = push_play(*app, setup);
  REQUIRE(play->hint_visible());
  const auto file = home.path() / "token.bmp";
  REQUIRE(app->screenshot(file));
  SurfacePtr image(SDL_LoadBMP(file.string().c_str()));
  REQUIRE(image);
  SurfacePtr rgb(SDL_ConvertSurfaceFormat(image.get(), SDL_PIXELFORMAT_RGB888, 0));
  REQUIRE(rgb);
  const auto square = dynamic_cast<WythoffBoard&>(play->board()).square_rect(3, 5);
  REQUIRE(square);
  // The token's centre is gold (red above blue), never the diamond's blue.
  const auto* pixels = static_cast<const Uint32*>(rgb->pixels);
  const Uint32 p = pixels[static_cast<int>(square->center_y()) * (rgb->pitch / 4) +
                          static_cast<int>(square->center_x())];
  Uint8 r = 0;
  Uint8 g = 0;
  Uint8 b = 0;
  SDL_GetRGB(p, rgb->format, &r, &g, &b);
  CAPTURE(int(r), int(g), int(b));
  CHECK(r > b + 60);
}
