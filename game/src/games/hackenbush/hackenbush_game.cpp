// Hackenbush's row of the game table: its board, hint, start editor, words, rules picture and
// texts. The first partisan game: Blue and Red have their own edges, and a picture is worth a
// value whose sign says who wins.
#include "boards/game_table.hpp"
#include "games/hackenbush/hackenbush_board.hpp"
#include "games/hackenbush/hackenbush_hint.hpp"
#include "games/hackenbush/hackenbush_layout.hpp"
#include "hackenbush/hackenbush.hpp"

MARIENBAD_STRINGS(
    hackenbush_game_strings,
    // Its name, rules and end-of-match texts, keyed by the engine id (game_key()).
    S_("game.hackenbush", "Hackenbush"),
    // Its players (the engine's left and right), as the set-up page's "You play" names them.
    S_("side.hackenbush.left", "Blue"), S_("side.hackenbush.right", "Red"),
    S_("game.hackenbush.tagline", "Cut your edges, see what falls"),
    S_("setup.rule.hackenbush.normal", "Whoever cannot cut an edge on their turn loses."),
    S_("setup.learning.detail.hackenbush",
       "The hint overlay stays on: each piece's value, their sum, and the best cut."),
    S_("play.rule.hackenbush.normal", "No edge to cut loses"),
    S_("play.end.hackenbush", "{} made the last cut."),
    S_("play.end.hackenbush.you", "You made the last cut."),
    // A cut in the move list and the hint: the colour, and the edge's number as the engine
    // counts the edges standing (the command line's move text).
    S_("hackenbush.cut.blue", "blue edge {}"), S_("hackenbush.cut.red", "red edge {}"),
    S_("hackenbush.cut.green", "green edge {}"), S_("hackenbush.cut", "edge {}"),
    S_("rules.hackenbush.text",
       "Edges stand on the ground: blue, red and green. In turn, Blue cuts a blue or a green "
       "edge, Red a red or a green one, and whatever no longer reaches the ground falls. You "
       "choose your colour on the set-up page."),
    S_("rules.hackenbush.rule", "Whoever cannot cut an edge on their turn loses."),
    S_("rules.hackenbush.why",
       "A piece of blue and red edges is worth a number: a blue edge 1, a red edge −1, a red "
       "edge on a blue one ½. Add the pieces: above 0, Blue wins whoever starts; below 0, Red; "
       "at 0, whoever is to move loses. A green stalk of n edges is a Nim heap of n, written *n: "
       "with green edges the sum may be none of these, and then whoever is to move wins."),
    S_("rules.hackenbush.caption", "Three stalks: ¾, −¾ and a green stalk of two, *2"),
    S_("rules.hackenbush.source",
       "Where the ideas come from: E. R. Berlekamp, J. H. Conway and R. K. Guy, Winning Ways "
       "(1982), chapter 1; J. H. Conway, On Numbers and Games (1976), where games are numbers."))

namespace marienbad::app {

std::string hackenbush_cut_words(const Strings& strings, const Heaps& position,
                                 const Reached& reached, const Move& move) {
  // Numbered as the board numbers the edges: by their places in the match's start, which stay
  // put; the position's own numbers when how it was reached is not known.
  Picture numbered;
  std::optional<std::size_t> edge;
  if (auto start = decode_picture(reached.start)) {
    if (auto standing = standing_after(*start, reached.moves)) {
      if (auto picture = decode_picture(position);
          picture && standing_picture(*start, *standing, picture->turn) == *picture) {
        numbered = *start;
        edge = nth_standing(*standing, move.heap);
      }
    }
  }
  if (!edge) {
    if (auto picture = decode_picture(position)) numbered = *picture;
    edge = move.heap;
  }
  if (*edge >= numbered.edges.size()) return strings.trf("hackenbush.cut", *edge + 1);
  switch (numbered.edges[*edge].colour) {
    case EdgeColour::Blue:
      return strings.trf("hackenbush.cut.blue", *edge + 1);
    case EdgeColour::Red:
      return strings.trf("hackenbush.cut.red", *edge + 1);
    case EdgeColour::Green:
      break;
  }
  return strings.trf("hackenbush.cut.green", *edge + 1);
}

namespace {

// The position the moves of `before` lead to (empty when they are not known).
Heaps replayed(const Game& game, const Reached& before) {
  Heaps position = before.start;
  for (const Move& move : before.moves) {
    if (!game.check_move(position, move)) return {};
    position = game.apply(position, move);
  }
  return position;
}

void draw_hackenbush_rules_art(Canvas& canvas, Rect area) {
  if (auto picture = parse_picture("BRB,RBR,GG", "")) {
    draw_hackenbush_picture(canvas, area, *picture);
  }
}

const GameEntry kHackenbushEntry{
    GameKind::Hackenbush,
    make_hackenbush_board,
    draw_hackenbush_hint,
    make_hackenbush_start_editor,
    [](const Strings& strings, const Game& game, const Reached& before, const Move& move) {
      return hackenbush_cut_words(strings, replayed(game, before), before, move);
    },
    [](const Strings& strings, const Game&, const Heaps& position, const Reached& reached,
       const Move& move) { return hackenbush_cut_words(strings, position, reached, move); },
    draw_hackenbush_rules_art,
    nullptr,
    nullptr,
    {},
    build_hackenbush_hint,
};

}  // namespace

const GameEntry& hackenbush_entry() {
  return kHackenbushEntry;
}

}  // namespace marienbad::app
