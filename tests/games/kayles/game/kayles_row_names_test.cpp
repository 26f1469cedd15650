// A row keeps its name after a split (issue #42, item 4): the move list, the hint and the
// board name a row by its line and a pin by its place on that line, so a move written
// earlier still names the pins the board shows. The engine renumbers its rows instead.
#include <catch2/catch.hpp>

#include "boards/game_table.hpp"
#include "boards/hint_model.hpp"
#include "english_strings.hpp"
#include "games/kayles/kayles_board.hpp"
#include "games/sum/sum_words.hpp"

using namespace marienbad;
using namespace marienbad::app;
using marienbad::app::test::english;

namespace {

Move knock(std::size_t row, Count at, Count amount = 1) {
  Move move;
  move.heap = row;
  move.at = at;
  move.amount = amount;
  return move;
}

std::string words(const Game& game, const Reached& before, const Move& move) {
  return game_entry(game.kind()).move_words(english(), game, before, move);
}

}  // namespace

TEST_CASE("kayles: after a split, the move list names the line and the places on it") {
  const Game game = Game::make(GameKind::Kayles, Rule::Normal, {}).value();
  // Lines of 7 and 3. Pin 4 of line 1 down: the engine's rows are 3, 3 and 3.
  Reached reached{{7, 3}, {knock(0, 3)}};
  const Heaps after = game.apply(reached.start, reached.moves.front());
  REQUIRE(after == Heaps{3, 3, 3});
  // The engine's second row is pins 5 to 7 of line 1, its third is line 2.
  CHECK(words(game, reached, knock(1, 0, 2)) == "pins 5 and 6 of row 1");
  CHECK(words(game, reached, knock(2, 2)) == "pin 3 of row 2");
  // A position given alone (a lesson's step): its rows name themselves.
  CHECK(words(game, Reached{}, knock(1, 0, 2)) == "pins 1 and 2 of row 2");
  // The first move, named from the start.
  CHECK(words(game, Reached{{7, 3}, {}}, knock(0, 3)) == "pin 4 of row 1");
}

TEST_CASE("kayles: the lines replayed from the moves, and refused when a move does not fit") {
  const auto lines = PinLines::replayed({{7, 3}, {knock(0, 3), knock(1, 0, 2)}});
  REQUIRE(lines);
  CHECK(lines->shows({3, 1, 3}));
  CHECK_FALSE(lines->standing(0, 3));
  CHECK_FALSE(lines->standing(0, 4));
  CHECK(lines->standing(0, 6));
  CHECK_FALSE(PinLines::replayed({}));
  CHECK_FALSE(PinLines::replayed({{3}, {knock(1, 0)}}));  // no second row
}

TEST_CASE("kayles hint: a row that is part of a line is named by its line and its pins") {
  const Game game = Game::make(GameKind::Kayles, Rule::Normal, {}).value();
  const Reached reached{{7, 3}, {knock(0, 3)}};
  const HintModel model = build_hint_model(game, {3, 3, 3}, english(), true, 0, reached);
  REQUIRE(model.sum);
  REQUIRE(model.sum->parts.size() == 3);
  CHECK(model.sum->parts[0].label == "1 (pins 1–3)");
  CHECK(model.sum->parts[1].label == "1 (pins 5–7)");
  CHECK(model.sum->parts[2].label == "2 (3 pins)");
  // Σ = g(3) = 3: the key row is the first, whose middle pin leaves 1 and 1 (worth 0).
  CHECK(model.method.starts_with("Row 1 (pins 1–3): g = 11 → 00, knock down pin 2 of row 1"));
  // Alone, the same position's rows are numbered as the engine's.
  const HintModel alone = build_hint_model(game, {3, 3, 3}, english(), true);
  REQUIRE(alone.sum);
  CHECK(alone.sum->parts[1].label == "2 (3 pins)");
}

TEST_CASE("a sum's Kayles part names its rows by their lines, from the part's own moves") {
  auto kayles = parse_sum_part("kayles:7");
  auto nim = parse_sum_part("nim:2");
  REQUIRE(kayles.ok());
  REQUIRE(nim.ok());
  auto made = SumGame::make({nim.value(), kayles.value()});
  REQUIRE(made.ok());
  const Game game(std::move(made).value());
  const SumGame& sum = *game.sum();
  // Nim takes 1, then pin 4 of the Kayles line falls, then Nim again.
  Reached reached{sum.start(), {}};
  reached.moves.push_back(sum.sum_move(0, Move{0, 1}));
  reached.moves.push_back(sum.sum_move(1, knock(0, 3)));
  reached.moves.push_back(sum.sum_move(0, Move{0, 1}));
  const Reached part = part_reached(sum, reached, 1);
  CHECK(part.start == sum.part_heaps(sum.start(), 1));
  REQUIRE(part.moves.size() == 1);
  CHECK(part.moves.front() == knock(0, 3));
  CHECK(words(game, reached, sum.sum_move(1, knock(1, 1))) == "pin 6 of row 1 in part 2");
  CHECK_FALSE(part_reached(sum, Reached{}, 1).known());
}
