// The octal games' row of the game table: the board of pins, the hint of pins, the start
// editor with its code, words, rules picture and texts (the rules page explains the code
// chosen, digit by digit, with its first values and period).
#include <numbers>

#include "boards/game_table.hpp"
#include "boards/hint_draw.hpp"
#include "boards/pins/pin_art.hpp"
#include "boards/pins/pin_hint.hpp"
#include "boards/pins/pin_lines.hpp"
#include "games/octal/octal_board.hpp"
#include "games/octal/octal_words.hpp"
#include "session/match_setup.hpp"

MARIENBAD_STRINGS(
    octal_game_strings, S_("play.words.octal.one", "pin {} of row {}"),
    S_("play.words.octal.two", "pins {} and {} of row {}"),
    S_("play.words.octal.many", "pins {} to {} of row {}"),
    S_("play.words.octal.split", "row {} split after pin {}"),
    // Its name, rules and end-of-match texts, keyed by the engine id (game_key()).
    S_("game.octal", "Octal games"), S_("sum.name.octal", "Octal {}"),
    // As a part of a sum on the setup page; {0}: the rows joined by '-', {1}: the code.
    S_("setup.sum.pick.octal", "Octal {1}, {0}"),
    S_("game.octal.tagline", "Pins taken as a code says"),
    S_("game.octal.tagline_for", "Code {}: pins in rows, taken as its digits say"),
    S_("setup.rule.octal.normal", "Whoever knocks down the last pin wins."),
    S_("setup.rule.octal.misere", "Whoever knocks down the last pin loses."),
    S_("setup.learning.detail.octal",
       "The hint overlay stays on: each row's Grundy value, their digital sum and the winning "
       "move."),
    S_("play.rule.octal.misere", "Last pin loses"), S_("play.rule.octal.normal", "Last pin wins"),
    S_("play.end.octal", "{} knocked down the last pin."),
    S_("play.end.octal.you", "You knocked down the last pin."),
    S_("rules.octal.text",
       "Pins stand side by side in rows. A move knocks down pins side by side in one row, as "
       "the game's code says: digit d_k tells where k pins may be taken."),
    S_("rules.octal.code", "Pins stand side by side in rows. Code {0}, digit by digit:\n{1}"),
    S_("rules.octal.rule",
       "Normal: whoever knocks down the last pin wins. Misère: whoever knocks down the last pin "
       "loses."),
    S_("rules.octal.why",
       "Each row is worth a Nim heap of its Grundy value g, found by mex; leave a digital sum "
       "of 0."),
    S_("rules.octal.values",
       "Each row is worth a Nim heap of its Grundy value g, found by mex: {0} Leave a digital "
       "sum of 0."),
    S_("rules.octal.caption", "Three pins from inside a row of 7: rows of 2 and 2"),
    S_("rules.octal.source",
       "Where the ideas come from: R. K. Guy and C. A. B. Smith (1956), the octal games and "
       "their periodicity theorem; T. R. Dawson's chess problem (1934)."))

namespace marienbad::app {

namespace {

// "pin 3 of row 2", "pins 3 and 4 of row 2", "pins 3 to 5 of row 2": counted from 1, a row
// named by its line on the board and its pins by their places on it (as Kayles' words).
std::string octal_move_words(const Strings& strings, const Reached& before, const Move& move) {
  std::size_t row = move.heap;
  Count first = move.at;
  if (const auto lines = PinLines::replayed(before)) {
    if (const std::vector<PinLines::Pin> pins = lines->pins_of(move); !pins.empty()) {
      row = pins.front().line;
      first = pins.front().slot;
    }
  }
  if (move.amount == 0) return strings.trf("play.words.octal.split", row + 1, first);
  if (move.amount == 1) return strings.trf("play.words.octal.one", first + 1, row + 1);
  if (move.amount == 2) {
    return strings.trf("play.words.octal.two", first + 1, first + 2, row + 1);
  }
  return strings.trf("play.words.octal.many", first + 1, first + move.amount, row + 1);
}

// A row of 7 with its pins 3 to 5 lying: two pins, a gap of three, two pins.
void draw_octal_rules_art(Canvas& canvas, Rect area) {
  constexpr int kPins = 7;
  const float spacing = std::min(area.w / (kPins + 1.0f), area.h * 0.3f);
  const float height = spacing / 0.48f;
  const float x0 = area.center_x() - spacing * (kPins - 1) / 2.0f;
  const float base = area.center_y() + height / 2;
  for (int i = 0; i < kPins; ++i) {
    const float x = x0 + spacing * static_cast<float>(i);
    if (i >= 2 && i <= 4) {
      draw_pin(canvas, {x - spacing * 0.46f, base - spacing * 0.14f}, spacing * 0.92f,
               std::numbers::pi_v<float> / 2, {0.8f, true, canvas.colors().accent_b});
    } else {
      draw_pin(canvas, {x, base}, height, 0);
    }
  }
}

// A code being typed that the engine refuses names no game: the octal games' name and line.
std::string octal_name_for(const Strings& strings, const MatchSetup& setup) {
  auto code = OctalCode::from_digits(setup.set);
  if (!code) return std::string(strings.tr("game.octal"));
  return octal_code_name(strings, code.value());
}

std::string octal_tagline_for(const Strings& strings, const MatchSetup& setup) {
  auto code = OctalCode::from_digits(setup.set);
  if (!code) return std::string(strings.tr("game.octal.tagline"));
  return strings.trf("game.octal.tagline_for", code.value().text());
}

// The rules page's sections for the code chosen: its digits, its values.
std::string octal_rules_for(const Strings& strings, std::string_view section,
                            const std::vector<Count>& parameter) {
  const OctalCode code = octal_code_of(parameter);
  if (section == "text") {
    return strings.trf("rules.octal.code", code.text(), octal_digit_lines(strings, code));
  }
  if (section == "why") return strings.trf("rules.octal.values", octal_values_text(strings, code));
  return {};
}

const GameEntry kOctalEntry{
    GameKind::Octal,
    make_octal_board,
    draw_pin_rows_hint,
    make_octal_start_editor,
    [](const Strings& strings, const Game&, const Reached& before, const Move& move) {
      return octal_move_words(strings, before, move);
    },
    [](const Strings& strings, const Game&, const Heaps&, const Reached& reached,
       const Move& move) { return octal_move_words(strings, reached, move); },
    draw_octal_rules_art,
    octal_name_for,
    octal_tagline_for,
    {},
    build_pin_rows_hint,
    false,
    octal_rules_for,
};

}  // namespace

const GameEntry& octal_entry() {
  return kOctalEntry;
}

}  // namespace marienbad::app
