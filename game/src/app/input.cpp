#include "app/input.hpp"

namespace marienbad::app {

std::string_view to_string(Action action) {
  switch (action) {
    case Action::Up:
      return "up";
    case Action::Down:
      return "down";
    case Action::Left:
      return "left";
    case Action::Right:
      return "right";
    case Action::Confirm:
      return "confirm";
    case Action::Back:
      return "back";
    case Action::Undo:
      return "undo";
    case Action::Redo:
      return "redo";
    case Action::Hint:
      return "hint";
    case Action::Rules:
      return "rules";
    case Action::Mute:
      return "mute";
    case Action::Fullscreen:
      return "fullscreen";
    case Action::NewGame:
      return "new-game";
    case Action::Quit:
      return "quit";
    case Action::Review:
      return "review";
    case Action::Graph:
      return "graph";
    case Action::CopyLink:
      return "copy-link";
    case Action::PartValues:
      return "part-values";
    case Action::NextFocus:
      return "next-focus";
    case Action::PrevFocus:
      return "prev-focus";
    case Action::PageUp:
      return "page-up";
    case Action::PageDown:
      return "page-down";
    case Action::Digit:
      return "digit";
    case Action::PointerMove:
      return "pointer-move";
    case Action::PointerPress:
      return "pointer-press";
    case Action::PointerRelease:
      return "pointer-release";
    case Action::Wheel:
      return "wheel";
    case Action::Text:
      return "text";
    case Action::Erase:
      return "erase";
    case Action::Paste:
      return "paste";
  }
  return "?";
}

namespace {

std::optional<Input> map_key(const SDL_KeyboardEvent& key) {
  const bool ctrl = (key.keysym.mod & KMOD_CTRL) != 0;
  const bool shift = (key.keysym.mod & KMOD_SHIFT) != 0;
  const bool alt = (key.keysym.mod & KMOD_ALT) != 0;
  auto make = [&](Action action) {
    Input input;
    input.action = action;
    input.repeat = key.repeat != 0;
    input.shift = shift;
    return std::optional<Input>(input);
  };
  const SDL_Keycode code = key.keysym.sym;
  if (ctrl) {
    if (code == SDLK_z) return make(shift ? Action::Redo : Action::Undo);
    if (code == SDLK_y) return make(Action::Redo);
    if (code == SDLK_n) return make(Action::NewGame);
    if (code == SDLK_q) return make(Action::Quit);
    return std::nullopt;
  }
  if (alt) {
    if (code == SDLK_RETURN) return make(Action::Fullscreen);  // the usual Alt+Enter
    return std::nullopt;
  }
  switch (code) {
    case SDLK_UP:
    case SDLK_KP_8:
      return make(Action::Up);
    case SDLK_DOWN:
    case SDLK_KP_2:
      return make(Action::Down);
    case SDLK_LEFT:
    case SDLK_KP_4:
      return make(Action::Left);
    case SDLK_RIGHT:
    case SDLK_KP_6:
      return make(Action::Right);
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
      return make(Action::Confirm);
    case SDLK_ESCAPE:
    case SDLK_AC_BACK:
      return make(Action::Back);
    case SDLK_BACKSPACE:
      return make(Action::Undo);
    case SDLK_h:
      return make(Action::Hint);
    case SDLK_F1:
      return make(Action::Rules);
    case SDLK_m:
      return make(Action::Mute);
    case SDLK_F11:
      return make(Action::Fullscreen);
    case SDLK_F2:
      return make(Action::NewGame);
    case SDLK_r:
      return make(Action::Review);
    case SDLK_g:
      return make(Action::Graph);
    case SDLK_l:
      return make(Action::CopyLink);
    case SDLK_v:
      return make(Action::PartValues);
    case SDLK_TAB:
      return make(shift ? Action::PrevFocus : Action::NextFocus);
    case SDLK_PAGEUP:
      return make(Action::PageUp);
    case SDLK_PAGEDOWN:
      return make(Action::PageDown);
    default:
      break;
  }
  if (code >= SDLK_0 && code <= SDLK_9) {
    auto input = make(Action::Digit);
    input->digit = static_cast<int>(code - SDLK_0);
    return input;
  }
  if (code >= SDLK_KP_1 && code <= SDLK_KP_9 && (key.keysym.mod & KMOD_NUM) != 0) {
    auto input = make(Action::Digit);
    input->digit = static_cast<int>(code - SDLK_KP_1) + 1;
    return input;
  }
  return std::nullopt;
}

std::optional<Input> map_controller_button(std::uint8_t button) {
  Input input;
  switch (button) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP:
      input.action = Action::Up;
      break;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
      input.action = Action::Down;
      break;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
      input.action = Action::Left;
      break;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
      input.action = Action::Right;
      break;
    case SDL_CONTROLLER_BUTTON_A:
    case SDL_CONTROLLER_BUTTON_START:
      input.action = Action::Confirm;
      break;
    case SDL_CONTROLLER_BUTTON_B:
    case SDL_CONTROLLER_BUTTON_BACK:
      input.action = Action::Back;
      break;
    case SDL_CONTROLLER_BUTTON_X:
      input.action = Action::Hint;
      break;
    case SDL_CONTROLLER_BUTTON_Y:
      input.action = Action::Rules;
      break;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
      input.action = Action::Undo;
      break;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
      input.action = Action::Redo;
      break;
    default:
      return std::nullopt;
  }
  return input;
}

}  // namespace

std::optional<Input> map_event(const SDL_Event& event, PointerScale scale, Point last_pointer) {
  switch (event.type) {
    case SDL_KEYDOWN:
      return map_key(event.key);
    case SDL_MOUSEMOTION: {
      if (event.motion.which == SDL_TOUCH_MOUSEID) return std::nullopt;
      Input input;
      input.action = Action::PointerMove;
      input.pointer = {static_cast<float>(event.motion.x) * scale.x,
                       static_cast<float>(event.motion.y) * scale.y};
      return input;
    }
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: {
      Input input;
      input.action =
          event.type == SDL_MOUSEBUTTONDOWN ? Action::PointerPress : Action::PointerRelease;
      input.pointer = {static_cast<float>(event.button.x) * scale.x,
                       static_cast<float>(event.button.y) * scale.y};
      input.button = event.button.button;
      input.clicks = event.button.clicks;
      return input;
    }
    case SDL_MOUSEWHEEL: {
      Input input;
      input.action = Action::Wheel;
      input.pointer = last_pointer;
      float dy = event.wheel.preciseY;
      if (event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED) dy = -dy;
      input.wheel = dy;
      return input;
    }
    case SDL_CONTROLLERBUTTONDOWN:
      return map_controller_button(event.cbutton.button);
    default:
      return std::nullopt;
  }
}

std::optional<Input> map_text_event(const SDL_Event& event, PointerScale scale,
                                    Point last_pointer) {
  Input input;
  if (event.type == SDL_TEXTINPUT) {
    input.action = Action::Text;
    input.text = event.text.text;
    return input;
  }
  if (event.type != SDL_KEYDOWN) return map_event(event, scale, last_pointer);
  const SDL_Keysym& key = event.key.keysym;
  input.repeat = event.key.repeat != 0;
  input.shift = (key.mod & KMOD_SHIFT) != 0;
  if ((key.mod & KMOD_CTRL) != 0) {
    if (key.sym == SDLK_v) {
      input.action = Action::Paste;
      return input;
    }
    if (key.sym == SDLK_q) {
      input.action = Action::Quit;
      return input;
    }
    return std::nullopt;
  }
  switch (key.sym) {
    case SDLK_BACKSPACE:
      input.action = Action::Erase;
      return input;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
      input.action = Action::Confirm;
      return input;
    case SDLK_ESCAPE:
      input.action = Action::Back;
      return input;
    case SDLK_TAB:
      input.action = input.shift ? Action::PrevFocus : Action::NextFocus;
      return input;
    case SDLK_UP:
      input.action = Action::Up;
      return input;
    case SDLK_DOWN:
      input.action = Action::Down;
      return input;
    default:
      return std::nullopt;  // the key's character comes as SDL_TEXTINPUT
  }
}

}  // namespace marienbad::app
