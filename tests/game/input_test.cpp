#include <catch2/catch.hpp>

#include "app/input.hpp"

using namespace marienbad::app;

namespace {
SDL_Event key_event(SDL_Keycode code, Uint16 mod = KMOD_NONE) {
  SDL_Event event{};
  event.type = SDL_KEYDOWN;
  event.key.keysym.sym = code;
  event.key.keysym.mod = mod;
  return event;
}
std::optional<Action> action_of(const SDL_Event& event) {
  auto input = map_event(event, {});
  if (!input) return std::nullopt;
  return input->action;
}
}  // namespace

TEST_CASE("input: keys map to named actions") {
  CHECK(action_of(key_event(SDLK_UP)) == Action::Up);
  CHECK(action_of(key_event(SDLK_DOWN)) == Action::Down);
  CHECK(action_of(key_event(SDLK_LEFT)) == Action::Left);
  CHECK(action_of(key_event(SDLK_RIGHT)) == Action::Right);
  CHECK(action_of(key_event(SDLK_RETURN)) == Action::Confirm);
  CHECK(action_of(key_event(SDLK_SPACE)) == Action::Confirm);
  CHECK(action_of(key_event(SDLK_KP_ENTER)) == Action::Confirm);
  CHECK(action_of(key_event(SDLK_ESCAPE)) == Action::Back);
  CHECK(action_of(key_event(SDLK_z, KMOD_LCTRL)) == Action::Undo);
  CHECK(action_of(key_event(SDLK_y, KMOD_RCTRL)) == Action::Redo);
  CHECK(action_of(key_event(SDLK_z, KMOD_LCTRL | KMOD_LSHIFT)) == Action::Redo);
  CHECK(action_of(key_event(SDLK_h)) == Action::Hint);
  CHECK(action_of(key_event(SDLK_F1)) == Action::Rules);
  CHECK(action_of(key_event(SDLK_m)) == Action::Mute);
  CHECK(action_of(key_event(SDLK_F11)) == Action::Fullscreen);
  CHECK(action_of(key_event(SDLK_n, KMOD_LCTRL)) == Action::NewGame);
  CHECK(action_of(key_event(SDLK_r)) == Action::Review);
  CHECK(action_of(key_event(SDLK_g)) == Action::Graph);
  CHECK(action_of(key_event(SDLK_TAB)) == Action::NextFocus);
  CHECK(action_of(key_event(SDLK_TAB, KMOD_LSHIFT)) == Action::PrevFocus);
  // Plain letters without a meaning, and Ctrl+H, are not actions.
  CHECK_FALSE(action_of(key_event(SDLK_q)).has_value());
  CHECK_FALSE(action_of(key_event(SDLK_h, KMOD_LCTRL)).has_value());
}

TEST_CASE("input: digits carry their value") {
  for (int d = 0; d <= 9; ++d) {
    auto input = map_event(key_event(SDLK_0 + d), {});
    REQUIRE(input);
    CHECK(input->action == Action::Digit);
    CHECK(input->digit == d);
  }
  auto keypad = map_event(key_event(SDLK_KP_7, KMOD_NUM), {});
  REQUIRE(keypad);
  CHECK(keypad->digit == 7);
}

TEST_CASE("input: mouse positions are scaled to renderer pixels") {
  SDL_Event press{};
  press.type = SDL_MOUSEBUTTONDOWN;
  press.button.button = SDL_BUTTON_LEFT;
  press.button.x = 100;
  press.button.y = 50;
  press.button.clicks = 2;
  auto input = map_event(press, {2.0f, 2.0f});  // a 2x high-DPI screen
  REQUIRE(input);
  CHECK(input->action == Action::PointerPress);
  CHECK(input->pointer.x == 200);
  CHECK(input->pointer.y == 100);
  CHECK(input->clicks == 2);
  CHECK(input->is_pointer());

  press.type = SDL_MOUSEBUTTONUP;
  CHECK(action_of(press) == Action::PointerRelease);

  SDL_Event motion{};
  motion.type = SDL_MOUSEMOTION;
  motion.motion.x = 7;
  motion.motion.y = 9;
  auto moved = map_event(motion, {1.5f, 1.5f});
  REQUIRE(moved);
  CHECK(moved->action == Action::PointerMove);
  CHECK(moved->pointer.x == Approx(10.5));

  SDL_Event wheel{};
  wheel.type = SDL_MOUSEWHEEL;
  wheel.wheel.y = 1;
  wheel.wheel.preciseY = 1.0f;
  auto scrolled = map_event(wheel, {}, {30, 40});
  REQUIRE(scrolled);
  CHECK(scrolled->action == Action::Wheel);
  CHECK(scrolled->wheel > 0);
  CHECK(scrolled->pointer.x == 30);
}

TEST_CASE("input: gamepad buttons map to the same actions") {
  SDL_Event button{};
  button.type = SDL_CONTROLLERBUTTONDOWN;
  button.cbutton.button = SDL_CONTROLLER_BUTTON_A;
  CHECK(action_of(button) == Action::Confirm);
  button.cbutton.button = SDL_CONTROLLER_BUTTON_B;
  CHECK(action_of(button) == Action::Back);
  button.cbutton.button = SDL_CONTROLLER_BUTTON_DPAD_DOWN;
  CHECK(action_of(button) == Action::Down);
  button.cbutton.button = SDL_CONTROLLER_BUTTON_LEFTSHOULDER;
  CHECK(action_of(button) == Action::Undo);
}
