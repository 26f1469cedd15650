// The octal games' own golden screens: lesson 8, the player's own code, a forbidden pin.
#include <catch2/catch.hpp>

#include "golden_screens.hpp"
#include "golden_steps.hpp"
#include "test_app.hpp"

namespace marienbad::app::golden {

using namespace marienbad::app::test;

namespace {

// The octal set-up page with the player's own code, erased and typed again as 0.9: refused,
// with the reason under the field.
void own_octal_code(App& app) {
  for (int i = 0; i < 5; ++i) push_key(SDLK_DOWN);
  push_key(SDLK_LEFT);  // the code before the first preset: your own
  push_key(SDLK_DOWN);  // the field: the keyboard types into it
  app.step();
  for (int i = 0; i < 5; ++i) push_key(SDLK_BACKSPACE);
  app.step();
  for (const char* text : {"0", ".", "9"}) {
    SDL_Event typed{};
    typed.type = SDL_TEXTINPUT;
    SDL_strlcpy(typed.text.text, text, sizeof(typed.text.text));
    SDL_PushEvent(&typed);
  }
  app.step();
}

// Dawson's chess: the cursor on the first pin of the row of 3, which 0.137 may not take alone:
// the reason replaces the help.
void octal_forbidden_pin(App& app) {
  push_key(SDLK_RIGHT);
  app.step();
}

}  // namespace

void octal_golden_screens(std::vector<Screen>& all) {
  // Lesson 8, Dawson's chess: rows 0 to 6 found (0 1 1 2 0 3 1), then 3 said for the row of
  // 7, a value one of its moves reaches: the moves that knock down 2 or 3 pins, the reason.
  all.push_back({"lesson-octal-grundy", open_lesson(8),
                 press_in_lesson({SDLK_RETURN, SDLK_0, SDLK_1, SDLK_1, SDLK_2, SDLK_0, SDLK_3,
                                  SDLK_1, SDLK_3})});
  // Lesson 8 on its third step: Dawson's chess' values in lines of their period.
  all.push_back({"lesson-octal-period", open_lesson(8), resume_lesson(8, 2)});
  all.push_back({"setup-octal-own",
                 [](Options& o) {
                   o.scene = "setup";
                   o.variant = GameKind::Octal;
                 },
                 own_octal_code});
  all.push_back({"play-octal-forbidden", [](Options& o) { o.variant = GameKind::Octal; },
                 octal_forbidden_pin});
}

}  // namespace marienbad::app::golden
