// The unfinished match file ("Continue") of every game: its standard setup with one move
// played, as the game saves it, loads back; damaged by hand, every damage is refused, the
// file is kept as .bak, and nothing is resumed with silently different rules or players. Each
// game's own damages (its illegal moves, starts beyond its board) are in its home,
// tests/games/ID/game/ID_saved_match_test.cpp.
#include <catch2/catch.hpp>

#include <string>

#include <nlohmann/json.hpp>

#include "marienbad/registry.hpp"
#include "saved_match_support.hpp"
#include "session/saved_match.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;
using nlohmann::json;

namespace {

// The standard setup of `kind` against `medium`, the person first, after the first move the
// engine lists: the match and its document as the game saves it.
struct SavedGame {
  Match match;
  json document;
};

SavedGame saved_game(GameKind kind) {
  MatchSetup setup = default_setup(kind);
  setup.level = "medium";
  setup.opponent = Opponent::Computer;
  setup.first = FirstMover::Human;
  auto made = make_match(setup, 1);
  REQUIRE(made.ok());
  Match match = std::move(made).value();
  REQUIRE(match.play(match.game().moves(match.position()).front()).ok());
  REQUIRE_FALSE(match.over());
  json document = json::parse(saved_match_to_text(match, setup));
  return {std::move(match), std::move(document)};
}

}  // namespace

TEST_CASE("saved match: every game's document loads (the damages below are the only change)") {
  std::size_t games = 0;
  for (const GameInfo& info : game_registry()) {
    CAPTURE(info.id);
    TempDir home("saved-valid");
    const SavedGame game = saved_game(info.kind);
    const auto saved = load_from(home, game.document.dump());
    REQUIRE(saved);
    CHECK(saved->match.position() == game.match.position());
    CHECK(saved->match.serialize() == game.match.serialize());
    CHECK(saved->setup.kind == info.kind);
    ++games;
  }
  CHECK(games == game_registry().size());
}

TEST_CASE("saved match: a damaged file of every game is refused and kept as .bak") {
  std::size_t games = 0;
  for (const GameInfo& info : game_registry()) {
    CAPTURE(info.id);
    TempDir home("saved-damaged");
    const json valid = saved_game(info.kind).document;
    const auto damaged = [&](auto change) {
      json document = valid;
      change(document);
      return document.dump();
    };
    const std::string match_text = valid["match"].get<std::string>();
    REQUIRE(match_text.find("players human medium") != std::string::npos);
    const std::string other_rule = valid["setup"]["rule"] == "misere" ? "normal" : "misere";
    check_refused_and_kept(
        home,
        {
            "{\"format\": 1, \"match\": ",  // truncated
            damaged([](json& d) { d["format"] = 1.9; }),
            damaged([](json& d) { d["format"] = 4294967297ULL; }),  // 1 once cut to 32 bits
            damaged([&](json& d) {
              std::string text = match_text;
              d["match"] = text.replace(text.find("human medium"), 12, "human bogus");
            }),  // an unknown level in the match
            damaged([](json& d) { d["setup"]["start"] = {-1}; }),
            damaged([](json& d) { d["setup"]["board_size"] = -1; }),
            damaged([](json& d) { d["setup"]["board_size"] = 0; }),
            damaged([](json& d) { d["setup"]["board_size"] = 4294967295ULL; }),
            damaged([&](json& d) { d["setup"]["rule"] = other_rule; }),  // not the match's
            damaged([](json& d) { d["setup"]["opponent"] = "demo"; }),   // the match has a person
            damaged([](json& d) { d["setup"]["level"] = "perfect"; }),   // the match plays medium
            damaged([](json& d) { d["setup"]["learning_mode"] = 1; }),   // not a boolean
            damaged([](json& d) {
              d["setup"]["set"] = {1, 2, 3.5};
            }),                                                       // not whole numbers
            damaged([&](json& d) { d["setup"]["kind"] = "chess"; }),  // no such game
            // Issue #10, defect 2: nesting far deeper than any field (a stack overflow once).
            R"({"format": 1, "setup": )" + std::string(100000, '[') + std::string(100000, ']') +
                "}",
        });
    ++games;
  }
  CHECK(games == game_registry().size());
}
