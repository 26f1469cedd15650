// The unfinished match file ("Continue") damaged by hand: every damage is refused, the
// file is kept as .bak, and nothing is resumed with silently different rules or players.
#include <catch2/catch.hpp>

#include <fstream>
#include <string>

#include "scenes/scene_factory.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;
using nlohmann::json;

namespace {

// A valid saved match: Marienbad against `medium`, one move played.
json valid_document() {
  return {{"format", 1},
          {"match",
           "marienbad-match 1\ngame nim\nrule misere\nstart 1,3,5,7\nfirst 0\n"
           "players human medium\nmoves 4-1\ncursor 1\n"},
          {"setup",
           {{"kind", "nim"},
            {"rule", "misere"},
            {"start", {1, 3, 5, 7}},
            {"set", {1, 2, 3}},
            {"board_size", 16},
            {"level", "medium"},
            {"opponent", "computer"},
            {"first", "human"},
            {"learning_mode", false}}}};
}

std::optional<SavedMatch> load_from(const TempDir& home, const std::string& text) {
  std::ofstream(home.path() / "unfinished_match.json") << text;
  auto app = make_app(home.path());
  REQUIRE(app);
  return load_unfinished_match(app->context());
}

}  // namespace

TEST_CASE("saved match: the valid document loads (the damages below are the only change)") {
  TempDir home("saved-valid");
  const auto saved = load_from(home, valid_document().dump());
  REQUIRE(saved);
  CHECK(saved->match.position() == Heaps{1, 3, 5, 6});
}

TEST_CASE("saved match: a damaged file is refused and kept as .bak") {
  TempDir home("saved-damaged");
  const auto damaged = [](auto change) {
    json document = valid_document();
    change(document);
    return document.dump();
  };
  const std::string cases[] = {
      "{\"format\": 1, \"match\": ",  // truncated
      damaged([](json& d) { d["format"] = 1.9; }),
      damaged([](json& d) { d["format"] = 4294967297ULL; }),  // 1 once cut to 32 bits
      damaged([](json& d) {
        d["match"] = d["match"].get<std::string>().replace(
            d["match"].get<std::string>().find("4-1"), 3, "4-9");
      }),  // an illegal move
      damaged([](json& d) {
        d["match"] = d["match"].get<std::string>().replace(
            d["match"].get<std::string>().find("human medium"), 12, "human bogus");
      }),  // an unknown level in the match
      damaged([](json& d) { d["setup"]["start"] = {-1}; }),
      damaged([](json& d) { d["setup"]["start"] = json::array(); }),
      damaged([](json& d) { d["setup"]["board_size"] = -1; }),
      damaged([](json& d) { d["setup"]["board_size"] = 0; }),
      damaged([](json& d) { d["setup"]["rule"] = "normal"; }),    // the match is misère
      damaged([](json& d) { d["setup"]["opponent"] = "demo"; }),  // the match has a person
      damaged([](json& d) { d["setup"]["level"] = "perfect"; }),  // the match plays medium
      damaged([](json& d) { d["setup"]["learning_mode"] = 1; }),  // not a boolean
      damaged([](json& d) {
        d["setup"]["set"] = {1, 2, 3.5};
      }),  // not whole numbers
  };
  for (const std::string& text : cases) {
    CAPTURE(text);
    std::filesystem::remove(home.path() / "unfinished_match.json.bak");
    CHECK_FALSE(load_from(home, text));
    CHECK_FALSE(std::filesystem::exists(home.path() / "unfinished_match.json"));
    CHECK(std::filesystem::exists(home.path() / "unfinished_match.json.bak"));
  }
}
