// Kayles' row of the game table: its board, hint, start editor, words, rules picture and texts.
#include <array>
#include <numbers>

#include "boards/game_table.hpp"
#include "boards/hint_draw.hpp"
#include "boards/pins/pin_hint.hpp"
#include "boards/start_editor.hpp"
#include "games/kayles/kayles_board.hpp"
#include "session/match_setup.hpp"

MARIENBAD_STRINGS(
    kayles_game_strings, S_("play.words.kayles.one", "pin {} of row {}"),
    S_("play.words.kayles.two", "pins {} and {} of row {}"),
    // Its name, rules and end-of-match texts, keyed by the engine id (game_key()).
    S_("game.kayles", "Kayles"), S_("sum.name.kayles", "Kayles"),
    // As a part of a sum on the setup page; {0}: the rows joined by '-'.
    S_("setup.sum.pick.kayles", "Kayles {0}"),
    S_("game.kayles.tagline", "One pin down, or two side by side"),
    S_("setup.rule.kayles.normal", "Whoever knocks down the last pin wins."),
    S_("setup.rule.kayles.misere", "Whoever knocks down the last pin loses."),
    S_("setup.learning.detail.kayles",
       "The hint overlay stays on: each row's Grundy value, their digital sum and the winning "
       "move."),
    S_("play.rule.kayles.misere", "Last pin loses"), S_("play.rule.kayles.normal", "Last pin wins"),
    S_("play.end.kayles", "{} knocked down the last pin."),
    S_("play.end.kayles.you", "You knocked down the last pin."),
    S_("rules.kayles.text",
       "Bowling pins stand side by side in rows. On your turn, knock down one pin, or two pins "
       "standing side by side in the same row. A row may break in two: knocking down the middle "
       "pin of a row of 5 leaves two rows of 2."),
    S_("rules.kayles.rule",
       "Normal: whoever knocks down the last pin wins. Misère: whoever knocks down the last pin "
       "loses."),
    S_("rules.kayles.why",
       "The secret: each row is worth a Nim heap, but not of its length: of its Grundy value, "
       "the smallest number no move reaches (mex). Rows of 0, 1, 2, 3, 4, 5, 6… pins are worth 0, "
       "1, 2, 3, 1, 4, 3… Leave a digital sum of these values equal to 0, as in Marienbad."),
    S_("rules.kayles.caption", "Pin 3 of a row of 7 knocked down: rows of 2 and 4"),
    S_("rules.kayles.source",
       "Where the ideas come from: H. E. Dudeney's puzzle of the bowling pins (1908); the "
       "Sprague–Grundy theorem (1935, 1939), by which any game made of independent parts is "
       "played like Nim; "
       "R. K. Guy and C. A. B. Smith (1956): the values repeat with period 12 from 71 pins on."))

namespace marienbad::app {

namespace {

// A row of 7 with its third pin lying: two pins, a gap, four pins.
void draw_kayles_rules_art(Canvas& canvas, Rect area) {
  constexpr int kPins = 7;
  const float spacing = std::min(area.w / (kPins + 1.0f), area.h * 0.3f);
  const float height = spacing / 0.48f;
  const float x0 = area.center_x() - spacing * (kPins - 1) / 2.0f;
  const float base = area.center_y() + height / 2;
  for (int i = 0; i < kPins; ++i) {
    const float x = x0 + spacing * static_cast<float>(i);
    if (i == 2) {
      draw_pin(canvas, {x - spacing * 0.46f, base - spacing * 0.14f}, spacing * 0.92f,
               std::numbers::pi_v<float> / 2, {0.8f, true, canvas.colors().accent_b});
    } else {
      draw_pin(canvas, {x, base}, height, 0);
    }
  }
}

const GameEntry kKaylesEntry{
    GameKind::Kayles,
    make_kayles_board,
    draw_pin_rows_hint,
    make_kayles_start_editor,
    [](const Strings& strings, const Game&, const Reached& before, const Move& move) {
      return kayles_move_words(strings, before, move);
    },
    [](const Strings& strings, const Game&, const Heaps&, const Reached& reached,
       const Move& move) { return kayles_move_words(strings, reached, move); },
    draw_kayles_rules_art,
    nullptr,
    nullptr,
    {},
    build_pin_rows_hint,
};

}  // namespace

const GameEntry& kayles_entry() {
  return kKaylesEntry;
}

}  // namespace marienbad::app
