// Marienbad's row of the game table: its board, hint, start editor, words and rules picture.
#include <array>

#include "boards/game_table.hpp"
#include "boards/hint_draw.hpp"
#include "boards/match_art.hpp"
#include "boards/nim/nim_board.hpp"
#include "boards/start_editor.hpp"

MARIENBAD_STRINGS(nim_game_strings, S_("play.words.nim", "{} from row {}"),
                  S_("hint.move.nim", "{} from row {}"))

namespace marienbad::app {

namespace {

// 1-3-5-7, with the last three matches of the bottom row lifted as a sample move.
void draw_rules_art(Canvas& canvas, Rect area) {
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

const GameEntry kEntry{
    GameKind::Nim,
    [](AppContext& ctx, const MatchSetup&) { return make_nim_board(ctx); },
    draw_nim_hint,
    make_nim_start_editor,
    [](const Strings& strings, const Game&, const Move& move) {
      return strings.trf("play.words.nim", move.amount, move.heap + 1);
    },
    [](const Strings& strings, const Game&, const Heaps&, const Move& move) {
      return strings.trf("hint.move.nim", move.amount, move.heap + 1);
    },
    draw_rules_art,
};

}  // namespace

const GameEntry& nim_entry() {
  return kEntry;
}

}  // namespace marienbad::app
