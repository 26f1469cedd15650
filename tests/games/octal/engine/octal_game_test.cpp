// The octal game as a game of the registry: made from its code's digits, its presets, its
// saved matches, its bot protocol line and its parts of a sum.
#include <catch2/catch.hpp>

#include "marienbad/bot/protocol.hpp"
#include "marienbad/game.hpp"
#include "marienbad/match.hpp"
#include "sum/sum_part.hpp"

using namespace marienbad;

namespace {

Game octal(std::string_view code, Rule rule = Rule::Normal) {
  const GameInfo& info = game_info(GameKind::Octal);
  auto digits = info.parameter->parse(code, "code");
  REQUIRE(digits.ok());
  auto game = Game::make(GameKind::Octal, rule, digits.value());
  REQUIRE(game.ok());
  return std::move(game).value();
}

}  // namespace

TEST_CASE("octal game: made from its code, 0.137 by default, a bad code refused") {
  const Game chess = octal("0.137");
  CHECK(chess.kind() == GameKind::Octal);
  CHECK(chess.parameter() == std::vector<Count>{0, 1, 3, 7});
  CHECK(Game::make(GameKind::Octal, Rule::Normal).value().parameter() == chess.parameter());
  CHECK(parameter_text(game_info(GameKind::Octal), chess.parameter()) == "0.137");
  CHECK(!Game::make(GameKind::Octal, Rule::Normal, {1, 3}).ok());
  CHECK(!Game::make(GameKind::Octal, Rule::Normal, {0, 8}).ok());
  const auto bad = game_info(GameKind::Octal).parameter->parse("0.9", "--code");
  REQUIRE(!bad.ok());
  CHECK(bad.error().find("--code: the octal code '0.9'") == 0);
  CHECK(chess.check_position({3, 5, 7}).ok());
  CHECK(!chess.check_position({}).ok());
  CHECK(!chess.check_position(Heaps(1025, 1)).ok());
  CHECK(chess.grundy({3, 5, 7}).value() == (2 ^ 3 ^ 1));
}

TEST_CASE("octal game: the presets are names of it with their codes") {
  const std::vector<std::pair<std::string_view, std::string_view>> presets = {
      {"dawson-chess", "0.137"},
      {"dawson-kayles", "0.07"},
      {"double-kayles", "0.7777"},
      {"treblecross", "0.007"},
      {"guiles", "0.15"}};
  REQUIRE(game_info(GameKind::Octal).presets.size() == presets.size());
  for (const auto& [id, code] : presets) {
    INFO(id);
    REQUIRE(find_game(id, false).ok());
    CHECK(find_game(id, false).value()->kind == GameKind::Octal);
    REQUIRE(find_preset(id) != nullptr);
    CHECK(find_preset(id)->parameter == code);
  }
  CHECK(find_preset("octal") == nullptr);
  CHECK(find_preset("kayles") == nullptr);
}

TEST_CASE("octal game: a saved match keeps its code") {
  const Game game = octal("4.07", Rule::Misere);
  Match match = Match::make(game, {9, 4}, 0, {"human", "perfect"}).value();
  REQUIRE(match.play_text("1:4/5").ok());  // a split that takes nothing
  REQUIRE(match.play_text("2:2-3").ok());
  const std::string text = match.serialize();
  CHECK(text.find("\ncode 4.07\n") != std::string::npos);
  const auto loaded = Match::parse(text);
  REQUIRE(loaded.ok());
  CHECK(loaded->serialize() == text);
  CHECK(loaded->game().parameter() == game.parameter());
  CHECK(loaded->position() == Heaps{4, 1, 2, 4});
  // A code line for a game without one, a bad code, a set for an octal game: refused.
  for (const std::string& bad : {std::string("game nim\nrule normal\ncode 0.137\nstart 1,3\n"),
                                 std::string("game octal\nrule normal\ncode 0.8\nstart 3\n"),
                                 std::string("game octal\nrule normal\nset 1,2\nstart 3\n")}) {
    INFO(bad);
    const auto refused = Match::parse("marienbad-match 1\n" + bad + "first 0\nplayers a b\n");
    REQUIRE(!refused.ok());
    CHECK(refused.error().find("saved match: ") == 0);
  }
}

TEST_CASE("octal game: the bot protocol sends its code") {
  CHECK(bot::new_game_line(octal("0.137")).value() == "new octal normal 0.137");
  CHECK(bot::new_game_line(octal("0.07", Rule::Misere)).value() == "new octal misere 0.07");
  const auto part = parse_sum_part("octal:3,5:0.15");
  REQUIRE(part.ok());
  auto sum = SumGame::make({part.value(), SumPart{GameKind::Nim, {}, {2}}}, Rule::Normal);
  REQUIRE(sum.ok());
  CHECK(bot::new_game_line(Game(std::move(sum).value())).value() ==
        "new sum normal octal:0.15 nim");
}

TEST_CASE("octal game: a part of a sum by its code or a preset") {
  const auto plain = parse_sum_part("octal:3,5");
  REQUIRE(plain.ok());
  CHECK(plain.value().parameter == std::vector<Count>{0, 1, 3, 7});
  CHECK(sum_part_text(plain.value()) == "octal:3,5:0.137");
  const auto preset = parse_sum_part("guiles:4");
  REQUIRE(preset.ok());
  CHECK(preset.value().kind == GameKind::Octal);
  CHECK(sum_part_text(preset.value()) == "octal:4:0.15");
  CHECK(!parse_sum_part("guiles:4:0.7").ok());
  CHECK(parse_sum_part("octal:4:0.9").error().find("not 0 to 7") != std::string::npos);
  // The sum's value is the XOR of its parts', each by its own code.
  auto sum = SumGame::make({preset.value(), plain.value()}, Rule::Normal);
  REQUIRE(sum.ok());
  const Game game(std::move(sum).value());
  const Heaps start = game.sum()->start();
  CHECK(game.grundy(start).value() ==
        (octal("0.15").grundy({4}).value() ^ octal("0.137").grundy({3, 5}).value()));
}
