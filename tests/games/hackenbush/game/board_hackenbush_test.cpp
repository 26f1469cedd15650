// The Hackenbush board, headless: its layout keeps every edge in place as cuts are replayed
// (as the engine cuts), a roof stands over its walls, and the board turns clicks and keys into
// the cuts of the player to move only, letting what hangs fall.
#include <catch2/catch.hpp>

#include "board_test_support.hpp"
#include "boards/game_table.hpp"
#include "games/hackenbush/hackenbush_board.hpp"
#include "games/hackenbush/hackenbush_layout.hpp"
#include "hackenbush/hackenbush.hpp"
#include "marienbad/rng.hpp"
#include "session/match_setup.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

Picture picture(std::string_view text) {
  auto parsed = parse_picture(text, "picture");
  REQUIRE(parsed.ok());
  return parsed.value();
}

Game hackenbush() {
  return Game::make(GameKind::Hackenbush, Rule::Normal).value();
}

struct HackenbushFixture {
  explicit HackenbushFixture(std::string_view start) : home("board-hackenbush") {
    app = make_app(home.path(), sized(1280, 720));
    REQUIRE(app);
    auto scene = std::make_unique<BoardScene>(make_hackenbush_board(app->context(), MatchSetup{}),
                                              hackenbush(), encode_picture(picture(start)));
    board_scene = scene.get();
    app->scenes().push(std::move(scene));
    app->step();
  }
  BoardView& board() { return board_scene->board(); }
  void click_edge(std::size_t edge) {
    auto r = board().piece_rect(edge, 0);
    REQUIRE(r);
    push_click(static_cast<int>(r->center_x()), static_cast<int>(r->center_y()));
    app->step();
  }

  TempDir home;
  std::unique_ptr<App> app;
  BoardScene* board_scene = nullptr;
};

}  // namespace

TEST_CASE("hackenbush layout: cuts replayed on the start are the engine's cuts") {
  const Game game = hackenbush();
  Rng rng(7);
  for (const NamedPicture& named : named_pictures()) {
    for (int round = 0; round < 20; ++round) {
      const Picture start = picture(named.picture);
      Heaps position = encode_picture(start);
      std::vector<Move> moves;
      while (!game.is_terminal(position)) {
        const std::vector<Move> legal = game.moves(position);
        const Move move = legal[rng.below(legal.size())];
        moves.push_back(move);
        position = game.apply(position, move);
        const auto standing = standing_after(start, moves);
        REQUIRE(standing);
        INFO(named.name << " after " << moves.size() << " cuts");
        CHECK(standing_picture(start, *standing, picture_of(position).turn) ==
              picture_of(position));
      }
    }
  }
  // A cut of an edge that does not stand is refused.
  CHECK_FALSE(standing_after(picture("BR"), {{0, 1}, {0, 1}}));
}

TEST_CASE("hackenbush layout: a roof stands over the middle of its walls, pieces side by side") {
  const Picture house = picture("house");
  const PictureLayout layout = lay_out(house);
  // Joints 1 and 2 are the walls' tops, 3 the roof's peak, 4 the chimney's top.
  CHECK(layout.joints[3].x == Approx((layout.joints[1].x + layout.joints[2].x) / 2));
  CHECK(layout.joints[4].x == Approx(layout.joints[3].x));
  CHECK(layout.joints[3].y == Approx(2));
  // The two stalks beside the house stand to its right, apart.
  CHECK(layout.joints[5].x > layout.joints[2].x + 1);
  CHECK(layout.joints[6].x > layout.joints[5].x + 1);
  for (const auto& line : layout.edges) {
    for (const Point& p : line) {
      CHECK(p.x >= -1e-4f);
      CHECK(p.x <= layout.width + 1e-4f);
      CHECK(p.y >= -1e-4f);
      CHECK(p.y <= layout.height + 1e-4f);
    }
  }
  // The flower's three loops are petals around the top of its stem, above it.
  const PictureLayout flower = lay_out(picture("flower"));
  for (std::size_t e = 2; e < 5; ++e) {
    CHECK(flower.edges[e].front().y == Approx(flower.joints[2].y));
    CHECK(flower.edges[e][flower.edges[e].size() / 2].y > flower.joints[2].y - 0.7f);
  }
}

TEST_CASE("hackenbush board: a click cuts an edge of the player to move, never another") {
  for (const auto& [start, cuttable] :
       {std::pair{std::string("BR,G"), std::vector<bool>{true, false, true}},
        std::pair{std::string("red:BR,G"), std::vector<bool>{false, true, true}}}) {
    HackenbushFixture f(start);
    for (std::size_t edge = 0; edge < 3; ++edge) {
      f.board_scene->moves.clear();
      f.click_edge(edge);
      INFO(start << ", edge " << edge);
      if (cuttable[edge]) {
        REQUIRE(f.board_scene->moves.size() == 1);
        CHECK(f.board_scene->moves[0] == Move{edge, 1});
      } else {
        CHECK(f.board_scene->moves.empty());
      }
    }
  }
}

TEST_CASE("hackenbush board: the keys walk the mover's edges, and what hangs falls") {
  HackenbushFixture f("BRB,RR,G");
  // Right walks Blue's edges and the green one, Enter cuts the one chosen.
  for (int step = 0; step < 6; ++step) {
    push_key(SDLK_RIGHT);
    f.app->step();
    const auto chosen = f.board().pending_move();
    REQUIRE(chosen);
    const auto edge = picture("BRB,RR,G").edges[chosen->heap];
    CHECK(edge.colour != EdgeColour::Red);
  }
  // Cutting the bottom edge of the first stalk brings its two other edges down.
  f.board_scene->apply_moves = true;
  const auto red_before = f.board().piece_rect(3, 0);  // the red stalk's lower edge
  REQUIRE(red_before);
  f.click_edge(0);
  REQUIRE(f.board_scene->moves.size() == 1);
  CHECK(picture_of(f.board_scene->position()) == picture("red:RR,G"));
  CHECK(f.board().animating());
  for (int i = 0; i < 40 && f.board().animating(); ++i) f.app->step(0.05);
  CHECK_FALSE(f.board().animating());
  // The edges left keep their places: the red stalk's lower edge, now the engine's first,
  // is where it stood.
  const auto red_after = f.board().piece_rect(0, 0);
  REQUIRE(red_after);
  CHECK(red_after->x == Approx(red_before->x));
  CHECK(red_after->y == Approx(red_before->y));
  CHECK(red_after->h == Approx(red_before->h));
}

TEST_CASE("hackenbush words: an edge keeps its number from the start for the whole match") {
  const Game game = hackenbush();
  const Strings strings;
  const Heaps start = encode_picture(picture("BRB,RR,G"));
  // Red's lower edge is the start's edge 4; after Blue cuts the first stalk away it is the
  // engine's edge 1, and still edge 4 in words.
  const Move first_stalk{0, 1};
  const Heaps after = game.apply(start, first_stalk);
  const Reached reached{start, {first_stalk}};
  CHECK(game_entry(GameKind::Hackenbush).hint_move_words(strings, game, after, reached, {0, 1}) ==
        "red edge 4");
  CHECK(game_entry(GameKind::Hackenbush).move_words(strings, game, reached, {0, 1}) ==
        "red edge 4");
  // Without the match's start, the position numbers its own edges.
  CHECK(game_entry(GameKind::Hackenbush).hint_move_words(strings, game, after, {}, {0, 1}) ==
        "red edge 1");
  CHECK(game_entry(GameKind::Hackenbush).move_words(strings, game, {start, {}}, first_stalk) ==
        "blue edge 1");
}
