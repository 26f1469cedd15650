#include <catch2/catch.hpp>

#include <algorithm>

#include "app/widgets.hpp"
#include "test_app.hpp"

using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {
Input make(Action action, Point p = {}) {
  Input input;
  input.action = action;
  input.pointer = p;
  return input;
}
ButtonList three_buttons() {
  ButtonList list({{10, "a", "", "", true, false, {}},
                   {20, "b", "", "", false, false, {}},
                   {30, "c", "", "", true, false, {}}});
  list.layout_column({0, 0, 200, 400}, 100, 40, 10);
  return list;
}
}  // namespace

TEST_CASE("widgets: keyboard focus skips disabled buttons and Confirm activates") {
  ButtonList list = three_buttons();
  CHECK(list.focused_id() == 10);
  CHECK_FALSE(list.handle(make(Action::Down)).has_value());
  CHECK(list.focused_id() == 30);  // 20 is disabled
  CHECK(list.handle(make(Action::Confirm)) == 30);
  list.handle(make(Action::Down));  // wraps around
  CHECK(list.focused_id() == 10);
  list.handle(make(Action::PrevFocus));
  CHECK(list.focused_id() == 30);
}

TEST_CASE("widgets: a click is a press and a release on the same enabled button") {
  ButtonList list = three_buttons();
  const Rect first = list.buttons()[0].rect;
  const Rect second = list.buttons()[1].rect;
  const Rect third = list.buttons()[2].rect;
  list.handle(make(Action::PointerPress, first.center()));
  CHECK(list.handle(make(Action::PointerRelease, first.center())) == 10);
  // Press on one, release on another: nothing.
  list.handle(make(Action::PointerPress, first.center()));
  CHECK_FALSE(list.handle(make(Action::PointerRelease, third.center())).has_value());
  // Disabled buttons never activate.
  list.handle(make(Action::PointerPress, second.center()));
  CHECK_FALSE(list.handle(make(Action::PointerRelease, second.center())).has_value());
  // Hover moves the focus.
  list.handle(make(Action::PointerMove, third.center()));
  CHECK(list.hover_index() == 2);
  CHECK(list.focused_id() == 30);
  list.handle(make(Action::PointerMove, {500, 500}));
  CHECK(list.hover_index() == -1);
  CHECK_FALSE(list.consumed());
}

TEST_CASE("widgets: a button not laid out this frame is not drawn, not even its focus ring") {
  TempDir dir("widgets-hidden");
  auto app = make_app(dir.path());
  REQUIRE(app);
  Canvas& canvas = app->context().canvas();
  ButtonList list({{10, "common.ok", "", "", true, true, {}}});
  list.set_focus_index(0);  // the keyboard's focus: its ring would be drawn around the button
  canvas.begin_frame();
  canvas.clear({0, 0, 0, 255});
  list.draw(canvas, app->context().strings());
  canvas.end_frame();
  const std::vector<Uint32> pixels = read_pixels(canvas);
  CHECK(std::all_of(pixels.begin(), pixels.end(), [](Uint32 p) { return (p & 0xFFFFFFu) == 0; }));
}
