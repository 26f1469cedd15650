// A saved Marienbad match ("Continue") damaged by hand: every damage is refused, the file is
// kept as .bak, and nothing is resumed with silently different rules or players, nor with
// rows the boards cannot show.
#include <catch2/catch.hpp>

#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "saved_match_support.hpp"

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

// A saved Marienbad match from `start` (setup start `setup_start`), no move played.
std::string nim_start(const std::string& start, const std::string& setup_start,
                      const std::string& also_in_setup = "") {
  json document = valid_document();
  document["match"] = "marienbad-match 1\ngame nim\nrule misere\nstart " + start +
                      "\nfirst 0\nplayers human medium\nmoves\ncursor 0\n";
  json rows = json::array();
  for (const std::string& part : {setup_start, also_in_setup}) {
    std::size_t at = 0;
    while (!part.empty() && at <= part.size()) {
      const std::size_t comma = std::min(part.find(',', at), part.size());
      rows.push_back(std::stoull(part.substr(at, comma - at)));
      at = comma + 1;
    }
  }
  document["setup"]["start"] = rows;
  return document.dump();
}

}  // namespace

TEST_CASE(
    "saved match: the valid Marienbad document loads (the damages below are the only change)") {
  TempDir home("saved-valid");
  const auto saved = load_from(home, valid_document().dump());
  REQUIRE(saved);
  CHECK(saved->match.position() == Heaps{1, 3, 5, 6});
}

TEST_CASE("saved match: a damaged Marienbad file is refused and kept as .bak") {
  TempDir home("saved-damaged");
  const auto damaged = [](auto change) {
    json document = valid_document();
    change(document);
    return document.dump();
  };
  // Marienbad's own damages; those of any game (the format, the level, the setup's fields,
  // deep nesting) are refused for every game in tests/game/saved_match_test.cpp.
  const std::string cases[] = {
      damaged([](json& d) {
        d["match"] = d["match"].get<std::string>().replace(
            d["match"].get<std::string>().find("4-1"), 3, "4-9");
      }),  // an illegal move
      damaged([](json& d) { d["setup"]["start"] = json::array(); }),
      // Issue #10, defect 3: beyond what the setup page (so the boards) allows.
      nim_start("100000", "1,3,5,7"),  // a row of 100,000 matches
      nim_start("1,3,5,7", "1,3,5,7", "100000"),
      nim_start("1,1,1,1,1,1,1,1,1", "1,1,1,1,1,1,1,1,1"),  // nine rows
  };
  check_refused_and_kept(home, {std::begin(cases), std::end(cases)});
}
