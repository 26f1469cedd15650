// Hackenbush as a game: its pictures in text and JSON, cuts and what falls, the turn, the moves
// each player has, and Winning Ways' values.
#include <catch2/catch.hpp>

#include "marienbad/game.hpp"

using namespace marienbad;

namespace {

Picture picture(std::string_view text) {
  auto parsed = parse_picture(text, "picture");
  INFO(text << ": " << (parsed ? "" : parsed.error()));
  REQUIRE(parsed.ok());
  return parsed.value();
}

std::string value_of(std::string_view text) {
  auto value = picture_value(picture(text));
  REQUIRE(value.ok());
  return value->text;
}

Game hackenbush() {
  return Game::make(GameKind::Hackenbush, Rule::Normal).value();
}

Heaps position(std::string_view text) {
  auto heaps = parse_position(game_info(GameKind::Hackenbush), text, "--heaps");
  REQUIRE(heaps.ok());
  return heaps.value();
}

}  // namespace

TEST_CASE("pictures in text: stalks, trees and the turn", "[hackenbush]") {
  const Picture stalks = picture("BRB,RR");
  REQUIRE(stalks.edges.size() == 5);
  CHECK(stalks.turn == Side::Blue);
  CHECK(stalks.edges[0] == HackenbushEdge{0, 1, EdgeColour::Blue});
  CHECK(stalks.edges[2] == HackenbushEdge{2, 3, EdgeColour::Blue});
  CHECK(stalks.edges[3] == HackenbushEdge{0, 4, EdgeColour::Red});
  const Picture tree = picture("red:B(R,BB)");
  CHECK(tree.turn == Side::Red);
  REQUIRE(tree.edges.size() == 4);
  CHECK(tree.edges[1] == HackenbushEdge{1, 2, EdgeColour::Red});
  CHECK(tree.edges[2] == HackenbushEdge{1, 3, EdgeColour::Blue});
  for (std::string_view text : {"BRB,RR", "red:B(R,BB)", "none", "red:none", "G(B,R(G,GG)),B"})
    CHECK(picture_text(picture(text)) == text);
  CHECK(picture_text(picture("blue:BR")) == "BR");
  CHECK(picture_text(picture("B(RB)")) == "BRB");
}

TEST_CASE("pictures as JSON edge lists, cycles and loops included", "[hackenbush]") {
  const Picture arch = picture(R"({"edges":[[0,5,"B"],[5,9,"R"],[9,0,"G"]],"turn":"red"})");
  CHECK(arch.turn == Side::Red);
  CHECK(arch.edges[1] == HackenbushEdge{1, 2, EdgeColour::Red});  // joints renumbered
  CHECK(picture_text(arch) == R"({"edges":[[0,1,"B"],[1,2,"R"],[0,2,"G"]],"turn":"red"})");
  const Picture loop = picture(R"({"edges":[[0,1,"G"],[1,1,"B"]]})");
  CHECK(picture_text(loop) == R"({"edges":[[0,1,"G"],[1,1,"B"]]})");
  // A tree given as JSON is written as a tree.
  CHECK(picture_text(picture(R"({"edges":[[0,1,"B"],[1,2,"R"]]})")) == "BR");
}

TEST_CASE("a bad picture is refused with its reason", "[hackenbush]") {
  const std::pair<std::string_view, std::string_view> cases[] = {
      {"", "the text ends too soon"},
      {"BX", "unexpected 'X' at character 2"},
      {"B,,R", "unexpected ',' at character 3"},
      {"B(R", "expected ')'"},
      {"b", "expected B, R or G"},
      {"red:", "the text ends too soon"},
      {R"({"edges":[[1,2,"B"]]})", "edge 1 does not reach the ground"},
      {R"({"edges":[[0,0,"B"]]})", "edge 1 goes from the ground to the ground"},
      {R"({"edges":[[0,1,"Y"]]})", "a colour is"},
      {R"({"edges":[[0,-1,"B"]]})", "is not [joint, joint"},
      {R"({"edges":[],"turn":"green"})", "\"turn\" is \"blue\" or \"red\""},
      {R"({"edges":[],"more":1})", "unknown key"},
      {R"({"edges":)", "not a JSON object"},
      {std::string_view("BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB"),
       "at most 64 edges"},
  };
  for (const auto& [text, reason] : cases) {
    const auto parsed = parse_picture(text, "--heaps");
    INFO(text);
    REQUIRE_FALSE(parsed.ok());
    CHECK_THAT(parsed.error(),
               Catch::Contains("--heaps: ") && Catch::Contains(std::string(reason)));
  }
}

TEST_CASE("a cut drops what no longer reaches the ground and passes the turn", "[hackenbush]") {
  const Picture tree = picture("B(R,BB),G");
  const Picture after = cut_edge(tree, 0);
  CHECK(after.turn == Side::Red);
  CHECK(picture_text(after) == "red:G");
  CHECK(picture_text(cut_edge(tree, 2)) == "red:BR,G");
  // An arch stays up while one foot stands.
  const Picture arch = picture(R"({"edges":[[0,1,"B"],[1,2,"R"],[2,0,"B"],[2,3,"G"]]})");
  // Its edges keep their order, which is not a tree's from the ground: written as JSON.
  CHECK(picture_text(cut_edge(arch, 0)) ==
        R"({"edges":[[1,2,"R"],[0,2,"B"],[2,3,"G"]],"turn":"red"})");
  CHECK(picture_text(cut_edge(arch, 1)) == "red:B,BG");
}

TEST_CASE("each player cuts their own colour or green", "[hackenbush]") {
  const Game game = hackenbush();
  const Heaps blue = position("BRG");
  CHECK(game.moves(blue) == std::vector<Move>{{0, 1, false, 0}, {2, 1, false, 0}});
  CHECK(game.check_move(blue, {1, 1, false, 0}).error() ==
        "Blue cuts blue or green edges: edge 2 is red");
  const Heaps red = position("red:BRG");
  CHECK(game.moves(red) == std::vector<Move>{{1, 1, false, 0}, {2, 1, false, 0}});
  CHECK(game.check_move(red, {3, 1, false, 0}).error() == "there is no edge 4 (the picture has 3)");
  CHECK(game.parse_move("2").value() == Move{1, 1, false, 0});
  CHECK_FALSE(game.parse_move("0").ok());
  CHECK_FALSE(game.parse_move("x").ok());
  CHECK(game.move_text({1, 1, false, 0}) == "2");
  // Blue with only red edges left cannot move: Blue has lost.
  const Heaps stuck = position("RR");
  CHECK(game.is_terminal(stuck));
  CHECK(game.outcome(stuck) == Outcome::P);
  CHECK_FALSE(game.is_terminal(position("red:RR")));
  CHECK_FALSE(Game::make(GameKind::Hackenbush, Rule::Misere).ok());
}

TEST_CASE("Winning Ways' values", "[hackenbush]") {
  CHECK(value_of("B") == "1");
  CHECK(value_of("R") == "-1");
  CHECK(value_of("BR") == "1/2");
  CHECK(value_of("BRB,RR") == "-5/4");
  CHECK(value_of("B,R") == "0");
  CHECK(value_of("BRR") == "1/4");
  CHECK(value_of("B(R,R)") == "1/4");  // {0 | 1/2}: Blue cuts all, Red leaves BR
  CHECK(value_of("G") == "*");
  CHECK(value_of("G,G") == "0");
  CHECK(value_of("G(G,G)") == "*");    // the colon principle: 1 + (1 xor 1)
  CHECK(value_of("G(GG,G)") == "*4");  // 1 + (2 xor 1)
  CHECK(value_of("BG") == "1*");       // {0, 1 | 1} = {1 | 1}
  CHECK(value_of("B,G") == "1*");
  CHECK(value_of("GB") == "^*");  // {0, * | 0}
  CHECK(value_of("GB,GR") == "0");
  // The green triangle on the ground: fused into the ground, three loops, * + * + *.
  CHECK(value_of(R"({"edges":[[0,1,"G"],[1,2,"G"],[2,0,"G"]]})") == "*");
}

TEST_CASE("who wins, from the value and the turn", "[hackenbush]") {
  const Game game = hackenbush();
  CHECK(game.outcome(position("BR")) == Outcome::N);      // 1/2: Blue wins moving first
  CHECK(game.outcome(position("red:BR")) == Outcome::P);  // and moving second
  CHECK(game.outcome(position("B,R")) == Outcome::P);     // 0: whoever moves loses
  CHECK(game.outcome(position("red:B,R")) == Outcome::P);
  CHECK(game.outcome(position("G")) == Outcome::N);  // *: whoever moves wins
  CHECK(game.outcome(position("red:G")) == Outcome::N);
  // The standard start: 3/4 - 3/4 + *2, whoever moves wins by cutting the green stalk away.
  const Heaps start = game.standard_start();
  CHECK(game.position_text(start) == "BRB,RBR,GG");
  CHECK(game.winning_moves(start) == std::vector<Move>{{6, 1, false, 0}});
}

TEST_CASE("a piece beyond the search's limits is refused with one line", "[hackenbush]") {
  // A blue-red cycle of 15 edges: one piece (no tree), one more edge than the search takes.
  std::string edges = R"({"edges":[)";
  for (int i = 0; i < 15; ++i) {
    if (i > 0) edges.append(",");
    edges.append("[").append(std::to_string(i)).append(",").append(std::to_string((i + 1) % 15));
    edges.append(i % 2 == 0 ? R"(,"B"])" : R"(,"R"])");
  }
  edges.append("]}");
  const auto cycle = picture_value(picture(edges));
  REQUIRE_FALSE(cycle.ok());
  CHECK(cycle.error() ==
        "a blue and red piece with a cycle is valued up to 14 edges (this one has 15)");
  CHECK_FALSE(hackenbush().check_position(encode_picture(picture(edges))).ok());
  // The same cycle less one edge is two stalks: a tree, valued by its rule.
  CHECK(picture_value(picture("BRBRBRB,RBRBRBR")).ok());
  // Mixed: 13 edges in one piece.
  const auto mixed = picture_value(picture("GBGBGBGBGBGBG"));
  REQUIRE_FALSE(mixed.ok());
  CHECK(mixed.error() ==
        "a piece mixing green with blue or red is valued up to 12 edges (this one has 13)");
  CHECK(picture_value(picture("GBGBGB,GBGBGB,B")).ok());  // pieces of 6, 6 and 1
}

TEST_CASE("a picture's pieces, each with its value, add up to its value", "[hackenbush]") {
  // Three stalks and a house: the house's walls meet above the ground, so it is one piece.
  const Picture drawn = picture(
      R"({"edges":[[0,1,"B"],[1,2,"R"],[0,3,"R"],[0,4,"B"],[0,5,"R"],[4,5,"G"],[0,6,"G"]]})");
  const auto pieces = picture_pieces(drawn);
  REQUIRE(pieces.ok());
  REQUIRE(pieces->size() == 4);
  CHECK((*pieces)[0].edges == std::vector<std::size_t>{0, 1});
  CHECK((*pieces)[0].value.text == "1/2");
  CHECK((*pieces)[1].edges == std::vector<std::size_t>{2});
  CHECK((*pieces)[1].value.text == "-1");
  CHECK((*pieces)[2].edges == std::vector<std::size_t>{3, 4, 5});
  CHECK((*pieces)[3].edges == std::vector<std::size_t>{6});
  CHECK((*pieces)[3].value.text == "*");
  // Each piece alone is worth what the engine gives the piece as a picture of its own.
  Picture house;
  for (std::size_t e : (*pieces)[2].edges) house.edges.push_back(drawn.edges[e]);
  house.edges = renumbered(house.edges);
  CHECK((*pieces)[2].value.text == value_of(picture_text(house)));
  CHECK(picture_pieces(picture("none"))->empty());
}

TEST_CASE("a hot sum too long to write keeps its sign and elides its long options",
          "[hackenbush]") {
  // Eight mixed pieces: the sum's canonical form runs to millions of characters in full.
  const auto value = picture_value(picture("RBGBGBG,BB,GBGRBG,BB,GBGRG,GRBG,GGGGRG,GGR"));
  REQUIRE(value.ok());
  CHECK(value->sign == ValueSign::Positive);
  CHECK(value->text.size() <= 200);
  CHECK(value->text.find("…") != std::string::npos);
  // A short form is written whole.
  CHECK(value_of("GBGRG") == "{0,^*,{0,^*|0,^*,{0,^*|0,^*}}|0,^*,{0,^*|0,^*,{0,^*|0,^*}}}");
}

TEST_CASE("the named pictures are valid and have a value", "[hackenbush]") {
  REQUIRE(named_pictures().size() == 4);
  for (const NamedPicture& named : named_pictures()) {
    INFO(named.name);
    const Picture by_name = picture(named.name);
    CHECK(by_name == picture(named.picture));
    CHECK(hackenbush().check_position(encode_picture(by_name)).ok());
  }
  CHECK(value_of("forest") == "0");  // Nim's 1-3-5-7: its nim-sum is 0
  // By hand, from the top: BR 1/2, so R(B,BR) carries 3/2 and is worth -3/8; RB is -1/2, so
  // R(R,RB) carries -3/2, is worth -5/2, and BR(R,RB) 3/16; the trunk carries -3/16: 29/32.
  CHECK(value_of("tree") == "29/32");
}
