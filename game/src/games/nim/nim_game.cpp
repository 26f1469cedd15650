// Marienbad's row of the game table: its board, hint, start editor, words and rules picture.
#include <array>

#include "boards/game_table.hpp"
#include "boards/hint_draw.hpp"
#include "boards/match_art.hpp"
#include "boards/start_editor.hpp"
#include "games/nim/nim_board.hpp"
#include "games/nim/nim_hint_model.hpp"

MARIENBAD_STRINGS(
    nim_game_strings, S_("play.words.nim", "{} from row {}"), S_("hint.move.nim", "{} from row {}"),
    // Its name, rules and end-of-match texts, keyed by the engine id (game_key()).
    S_("game.nim", "Marienbad"), S_("sum.name.nim", "Marienbad"),
    S_("game.nim.tagline", "The film's matches: 1-3-5-7"),
    // As a part of a sum on the setup page; {0}: the rows joined by '-'.
    S_("setup.sum.pick.nim", "Marienbad {0}"),
    S_("setup.rule.nim.normal", "Whoever takes the last match wins."),
    S_("setup.rule.nim.misere", "Whoever takes the last match loses (as in the film)."),
    S_("setup.learning.detail.nim",
       "The hint overlay stays on: the digital sum and the winning move."),
    S_("play.rule.nim.misere", "Last match loses"), S_("play.rule.nim.normal", "Last match wins"),
    S_("play.end.nim", "{} took the last match."),
    S_("play.end.nim.you", "You took the last match."),
    S_("rules.nim.text",
       "Matches are laid out in rows: 1, 3, 5 and 7 in the film. The two players take turns. "
       "On your turn, take as many matches as you like, at least one, from a single row. "
       "You may empty a row, but you may not pass."),
    S_("rules.nim.rule",
       "Misère (the film's rule): whoever takes the last match loses. Normal: whoever takes the "
       "last match wins."),
    S_("rules.nim.why",
       "The secret: write each row in binary and add the columns without carrying (the digital "
       "sum). Always leave a sum of zero. In misère, do the same until only rows of one are "
       "left, then leave an odd number of them. 1-3-5-7 sums to zero: whoever starts loses."),
    S_("rules.nim.caption", "Taking 3 matches from the last row"),
    S_("rules.nim.source",
       "Where the ideas come from: packets of powers of two, found by four high-school pupils in "
       "Brest; the digital sum, Charles Bouton's theorem of 1901; the game graph and its kernel, "
       "from a book chapter on Marienbad."))

namespace marienbad::app {

namespace {

// 1-3-5-7, with the last three matches of the bottom row lifted as a sample move.
void draw_nim_rules_art(Canvas& canvas, Rect area) {
  constexpr std::array<int, 4> kRows{1, 3, 5, 7};
  const Palette& c = canvas.colors();
  const MatchRows rows(area, kRows.size(), canvas.px(80), 8.0f);
  for (std::size_t row = 0; row < kRows.size(); ++row) {
    for (int i = 0; i < kRows[row]; ++i) {
      const bool taken = row == 3 && i >= 4;
      Point base = rows.base(row, i, kRows[row]);
      if (taken) base.y -= canvas.px(10);
      draw_match(canvas, base, rows.length, rows.thickness,
                 {taken ? 0.85f : 1.0f, taken, c.accent_b});
    }
  }
}

const GameEntry kNimEntry{
    GameKind::Nim,
    [](AppContext& ctx, const MatchSetup&) { return make_nim_board(ctx); },
    draw_nim_hint,
    make_nim_start_editor,
    [](const Strings& strings, const Game&, const Reached&, const Move& move) {
      return strings.trf("play.words.nim", move.amount, move.heap + 1);
    },
    [](const Strings& strings, const Game&, const Heaps&, const Reached&, const Move& move) {
      return strings.trf("hint.move.nim", move.amount, move.heap + 1);
    },
    draw_nim_rules_art,
    nullptr,
    nullptr,
    {},
    build_nim_hint,
    /*preview_sum=*/true,
};

}  // namespace

const GameEntry& nim_entry() {
  return kNimEntry;
}

}  // namespace marienbad::app
