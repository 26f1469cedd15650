// The sum of games' row of the game table: its board (the parts' own boards side by side),
// hint (the parts' Grundy values in base 2), start editor, words and rules picture.
#include <algorithm>
#include <array>

#include "boards/game_table.hpp"
#include "boards/hint_draw.hpp"
#include "boards/match_art.hpp"
#include "boards/start_editor.hpp"
#include "boards/token_art.hpp"
#include "games/sum/sum_board.hpp"
#include "games/sum/sum_hint_model.hpp"
#include "games/sum/sum_words.hpp"
#include "session/sum_setup.hpp"

MARIENBAD_STRINGS(
    sum_game_strings, S_("game.sum", "Sums of games"),
    S_("game.sum.tagline", "Each game is worth a Nim heap"),
    S_("setup.rule.sum.normal",
       "Normal only: whoever makes the last move wins. Grundy values add up only under this rule."),
    S_("setup.learning.detail.sum",
       "The hint overlay stays on: each part's Grundy value in base 2 and their digital sum."),
    S_("play.rule.sum.normal", "Last move wins"), S_("play.end.sum", "{} made the last move."),
    S_("play.end.sum.you", "You made the last move."), S_("hint.move.sum", "Part {}: {}"),
    S_("rules.sum.text",
       "Several games are laid side by side: for example Marienbad rows 1, 3, 5, a heap of 21 "
       "and a Dornim token at (3, 5). On your turn, make one move in one game of your choice, "
       "exactly as in that game alone (Tab or a click chooses the game). Whoever cannot move "
       "in any game loses."),
    S_("rules.sum.rule",
       "Normal only: whoever makes the last move wins. Under misère the values below do not "
       "add up, so sums are played under the normal rule."),
    S_("rules.sum.why",
       "Every game is worth a Nim heap: its Grundy value, the smallest number that is not the "
       "value of a position one move away (rows 1, 3, 5: 1 ⊕ 3 ⊕ 5 = 7; 21 with 1, 2 or 3: "
       "21 mod 4 = 1; Dornim (3, 5): 0). Add the values in base 2 without carries: 7 ⊕ 1 ⊕ 0 = 6, "
       "not 0, so whoever starts "
       "wins. Play in a game whose value has a 1 under Σ's leftmost 1 and bring it to 7 ⊕ 6 = 1: "
       "take 2 from the row of 5. Σ is then 0 (Sprague–Grundy)."),
    S_("rules.sum.caption", "Three parts, three Nim heaps: 7 ⊕ 1 ⊕ 0 = 6"),
    S_("rules.sum.source",
       "Where the ideas come from: a workshop on Nim games after T. S. Ferguson's course, which "
       "ends on the Sprague–Grundy theorem."))

namespace marienbad::app {

std::unique_ptr<StartEditor> make_sum_start_editor(AppContext& ctx);

namespace {

// The rules' worked example: rows 1, 3, 5 (worth 7), a heap of 21 (worth 1) and a Dornim
// token on the cold square (3, 5) (worth 0), each with its value in base 2, then Σ.
void draw_sum_rules_art(Canvas& canvas, Rect area) {
  const Palette& c = canvas.colors();
  const TextStyle value = canvas.style(TextSize::Body, c.text, FontFace::Mono);
  const TextStyle sum = canvas.style(TextSize::Body, c.title, FontFace::Bold);
  const float line = canvas.line_height(value);
  const float band = (area.h - line * 1.6f) / 3;
  const float art_w = area.w * 0.58f;
  const std::array<const char*, 3> values{"7 = 111", "1 = 001", "0 = 000"};
  for (std::size_t i = 0; i < 3; ++i) {
    const Rect row{area.x, area.y + band * static_cast<float>(i), area.w, band};
    const Rect art = Rect{row.x, row.y, art_w, row.h}.inset(canvas.px(6));
    if (i == 0) {
      constexpr std::array<int, 3> kRows{1, 3, 5};
      const MatchRows rows(art, kRows.size(), canvas.px(40), 6.0f);
      for (std::size_t r = 0; r < kRows.size(); ++r) {
        for (int m = 0; m < kRows[r]; ++m) {
          draw_match(canvas, rows.base(r, m, kRows[r]), rows.length, rows.thickness);
        }
      }
    } else if (i == 1) {
      const float radius = std::min(art.h / 7, art.w / 16);
      for (int t = 0; t < 7; ++t) {
        draw_token(canvas, {art.x + radius * (1.2f + 2.2f * static_cast<float>(t)), art.center_y()},
                   radius);
      }
      canvas.text("× 3", {art.x + radius * 16.2f, art.center_y()}, value, Align::Left,
                  VAlign::Middle);
    } else {
      constexpr int kSize = 7;
      const float cell = std::min(art.w, art.h) / kSize;
      const Rect board = art.centered(cell * kSize, cell * kSize);
      canvas.fill_rect(board, c.panel_raised);
      for (int k = 0; k <= kSize; ++k) {
        const float o = static_cast<float>(k) * cell;
        canvas.line({board.x + o, board.y}, {board.x + o, board.bottom()}, 1, c.panel_border);
        canvas.line({board.x, board.y + o}, {board.right(), board.y + o}, 1, c.panel_border);
      }
      draw_token(canvas, {board.x + 3.5f * cell, board.bottom() - 5.5f * cell}, cell * 0.42f);
    }
    canvas.text(values[i], {row.right() - canvas.px(6), row.center_y()}, value, Align::Right,
                VAlign::Middle);
  }
  const float y = area.y + band * 3 + line * 0.3f;
  canvas.line({area.right() - area.w * 0.4f, y}, {area.right(), y}, std::max(1.0f, canvas.px(2)),
              c.text_muted);
  canvas.text("Σ = 6 = 110", {area.right() - canvas.px(6), y + line * 0.7f}, sum, Align::Right,
              VAlign::Middle);
}

std::string sum_hint_move_words(const Strings& strings, const Game& game, const Heaps& position,
                                const Reached& reached, const Move& move) {
  const SumGame* sum = game.sum();
  if (!sum) return game.move_text(move);
  const std::size_t i = sum->part_of(move);
  const Game& part = sum->part(i);
  return strings.trf("hint.move.sum", i + 1,
                     game_entry(part.kind())
                         .hint_move_words(strings, part, sum->part_heaps(position, i),
                                          part_reached(*sum, reached, i), sum->part_move(move)));
}

std::unique_ptr<BoardView> make_sum_board_for(AppContext& ctx, const MatchSetup& setup) {
  auto game = make_sum_game(setup);
  auto parts = sum_part_setups(setup);
  if (!game || !parts) {  // (setups are checked before a match starts)
    game = make_sum_game(standard_sum_setup());
    parts = sum_part_setups(standard_sum_setup());
  }
  return std::make_unique<SumBoard>(ctx, std::move(game).value(), parts.value());
}

const GameEntry kSumEntry{
    GameKind::Sum,
    make_sum_board_for,
    draw_sum_hint,
    make_sum_start_editor,
    sum_move_words,
    sum_hint_move_words,
    draw_sum_rules_art,
    nullptr,
    nullptr,
    // The parts sit side by side: the hint goes under them unless the zone is very wide.
    {.beside_ratio = 1.7f},
    build_sum_hint,
};

}  // namespace

const GameEntry& sum_entry() {
  return kSumEntry;
}

}  // namespace marienbad::app
