// Dornim's row of the game table: its board, hint, start editor, words and rules picture.
#include <algorithm>

#include "boards/game_table.hpp"
#include "boards/hint_draw.hpp"
#include "boards/start_editor.hpp"
#include "games/wythoff/wythoff_board.hpp"
#include "games/wythoff/wythoff_hint_model.hpp"
#include "session/match_setup.hpp"

MARIENBAD_STRINGS(
    wythoff_game_strings, S_("play.words.wythoff_x", "{} left"),
    S_("play.words.wythoff_y", "{} down"), S_("play.words.wythoff_xy", "{} diagonally"),
    S_("hint.move.wythoff", "moving to ({}, {})"),
    // Its name, rules and end-of-match texts, keyed by the engine id (game_key()).
    S_("game.wythoff", "Golden heaps"), S_("sum.name.wythoff", "Dornim"),
    // As a part of a sum on the setup page; {2}: the square's x, y ({0}, {1} unused).
    S_("setup.sum.pick.wythoff", "Dornim ({2})"),
    S_("game.wythoff.tagline", "Slide a token to the corner (Dornim)"),
    S_("setup.rule.wythoff.normal", "Whoever brings the token to the corner wins."),
    S_("setup.rule.wythoff.misere", "Whoever has to bring the token to the corner loses."),
    S_("setup.learning.detail.wythoff",
       "The hint overlay stays on: the cold squares and the winning move."),
    S_("play.rule.wythoff.misere", "Reaching the corner loses"),
    S_("play.rule.wythoff.normal", "Reaching the corner wins"),
    S_("play.end.wythoff", "{} reached the corner."),
    S_("play.end.wythoff.you", "You reached the corner."),
    S_("rules.wythoff.text",
       "A token stands on a square of a grid. On your turn, slide it as far as you like to the "
       "left, down, or diagonally towards the corner at the bottom left. It is the game of two "
       "golden heaps: the column and the row are two heaps; take from one, or the same amount "
       "from both."),
    S_("rules.wythoff.rule",
       "Normal: whoever brings the token into the corner wins. Misère: whoever has to bring it "
       "there loses."),
    S_("rules.wythoff.why",
       "The secret: the cold squares are (1, 2), (3, 5), (4, 7), (6, 10)… and their mirror "
       "images; they grow by the golden ratio φ ≈ 1.618. No move joins two cold squares, and from "
       "any other square one move reaches one."),
    S_("rules.wythoff.caption", "Left, down or diagonal, towards the corner"),
    S_("rules.wythoff.source",
       "Where the ideas come from: a note on the game of the two golden heaps. The cold squares "
       "are found backwards from the corner; the d-th is (⌊d·φ⌋, ⌊d·φ⌋ + d)."))

namespace marienbad::app {

namespace {

void draw_wythoff_rules_art(Canvas& canvas, Rect area) {
  area = area.inset(canvas.px(canvas.theme().space_s));

  // An 8×8 board, the corner, a token at (5, 3) and its three slide directions.
  const Palette& c = canvas.colors();
  constexpr int kSize = 8;
  const float side = std::min(area.w, area.h);
  const Rect board = area.centered(side, side);
  const float cell = side / kSize;
  auto center = [&](int x, int y) {
    return Point{board.x + (static_cast<float>(x) + 0.5f) * cell,
                 board.bottom() - (static_cast<float>(y) + 0.5f) * cell};
  };
  canvas.fill_rect(board, c.panel_raised);
  const int tx = 5;
  const int ty = 3;
  // Reachable squares: same row to the left, same column below, the diagonal down-left.
  for (int x = 0; x < tx; ++x)
    canvas.fill_rect({center(x, ty).x - cell / 2, center(x, ty).y - cell / 2, cell, cell},
                     c.accent_a.with_alpha(60));
  for (int y = 0; y < ty; ++y)
    canvas.fill_rect({center(tx, y).x - cell / 2, center(tx, y).y - cell / 2, cell, cell},
                     c.accent_a.with_alpha(60));
  for (int d = 1; d <= std::min(tx, ty); ++d) {
    const Point p = center(tx - d, ty - d);
    canvas.fill_rect({p.x - cell / 2, p.y - cell / 2, cell, cell}, c.accent_a.with_alpha(60));
  }
  for (int i = 0; i <= kSize; ++i) {
    const float o = static_cast<float>(i) * cell;
    canvas.line({board.x + o, board.y}, {board.x + o, board.bottom()}, 1, c.panel_border);
    canvas.line({board.x, board.y + o}, {board.right(), board.y + o}, 1, c.panel_border);
  }
  // The corner: a star-like marker (shape, not only colour).
  const Point corner = center(0, 0);
  canvas.disc(corner, cell * 0.32f, c.title);
  canvas.circle(corner, cell * 0.42f, std::max(1.0f, canvas.px(2)), c.title);
  const float w = std::max(2.0f, canvas.px(4));
  const Point token = center(tx, ty);
  canvas.capsule(token, center(0, ty), w, c.accent_a);
  canvas.capsule(token, center(tx, 0), w, c.accent_a);
  canvas.capsule(token, center(tx - 3, ty - 3), w, c.accent_a);
  for (const Point end : {center(0, ty), center(tx, 0), center(tx - 3, ty - 3)}) {
    canvas.disc(end, cell * 0.16f, c.accent_a);
  }
  canvas.disc(token, cell * 0.38f, c.accent_b);
  canvas.circle(token, cell * 0.38f, std::max(1.0f, canvas.px(2)), c.text);
}

std::string wythoff_move_words(const Strings& strings, const Game&, const Reached&,
                               const Move& move) {
  if (move.both) return strings.trf("play.words.wythoff_xy", move.amount);
  return strings.trf(move.heap == 0 ? "play.words.wythoff_x" : "play.words.wythoff_y", move.amount);
}

std::string wythoff_hint_move_words(const Strings& strings, const Game& game, const Heaps& position,
                                    const Reached&, const Move& move) {
  const auto to = game.try_apply(position, move);
  if (!to || to.value().size() < 2) return game.move_text(move);
  return strings.trf("hint.move.wythoff", to.value()[0], to.value()[1]);
}

std::unique_ptr<BoardView> make_wythoff_board_for(AppContext& ctx, const MatchSetup& setup) {
  auto board = std::make_unique<WythoffBoard>(ctx);
  board->set_board_size(setup.board_size);
  return board;
}

const GameEntry kWythoffEntry{
    GameKind::Wythoff,
    make_wythoff_board_for,
    draw_wythoff_hint,
    make_wythoff_start_editor,
    wythoff_move_words,
    wythoff_hint_move_words,
    draw_wythoff_rules_art,
    nullptr,
    nullptr,
    {},
    build_wythoff_hint,
};

}  // namespace

const GameEntry& wythoff_entry() {
  return kWythoffEntry;
}

}  // namespace marienbad::app
