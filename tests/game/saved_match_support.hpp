#pragma once
// What the tests of the unfinished match file ("Continue") share, whatever the game: a saved
// match's document written from its fields, the file loaded by the game, and the check that a
// damaged file is refused and kept as .bak.
#include <catch2/catch.hpp>

#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "scenes/scene_factory.hpp"
#include "test_app.hpp"

namespace marienbad::app::test {

// A saved match of `game` (the setup's `kind`) under `rule` from `start`, its set `set` (none
// when empty), one move played (`move`), against `medium`, the person first: the setup as
// the page writes it, consistent with the match.
inline std::string saved_document(const std::string& game, const std::string& rule,
                                  const std::string& start, const std::string& set,
                                  const std::string& kind, const std::string& move) {
  nlohmann::json setup = {
      {"kind", kind},           {"rule", rule},     {"start", nlohmann::json::array()},
      {"set", {1, 2, 3}},       {"board_size", 16}, {"level", "medium"},
      {"opponent", "computer"}, {"first", "human"}, {"learning_mode", false}};
  if (!set.empty()) {
    nlohmann::json amounts = nlohmann::json::array();
    std::size_t at = 0;
    while (at <= set.size()) {
      const std::size_t comma = std::min(set.find(',', at), set.size());
      amounts.push_back(std::stoull(set.substr(at, comma - at)));
      at = comma + 1;
    }
    setup["set"] = amounts;
    setup["start"] = {21};
  }
  return nlohmann::json{
      {"format", 1},
      {"match", "marienbad-match 1\ngame " + game + "\nrule " + rule + "\nstart " + start +
                    (set.empty() ? "" : "\nset " + set) +
                    "\nfirst 0\nplayers human medium\nmoves " + move + "\ncursor 1\n"},
      {"setup", setup}}
      .dump();
}

inline std::optional<SavedMatch> load_from(const TempDir& home, const std::string& text) {
  std::ofstream(home.path() / "unfinished_match.json") << text;
  auto app = make_app(home.path());
  REQUIRE(app);
  return load_unfinished_match(app->context());
}

// Each of `cases` is refused and set aside: every copy kept, up to the bound, the newest
// holding the text.
inline void check_refused_and_kept(const TempDir& home, const std::vector<std::string>& cases) {
  for (const std::string& text : cases) {
    CAPTURE(text.substr(0, 300));
    const std::size_t before = backups(home.path(), "unfinished_match.json").size();
    CHECK_FALSE(load_from(home, text));
    CHECK_FALSE(std::filesystem::exists(home.path() / "unfinished_match.json"));
    const auto kept = backups(home.path(), "unfinished_match.json");
    // Every copy set aside is kept, up to the bound; the newest holds this text.
    CHECK(kept.size() == std::min<std::size_t>(before + 1, PlayerFiles::kMaxBackups));
    REQUIRE_FALSE(kept.empty());
    CHECK(read_text(kept.back()) == text);
  }
}

}  // namespace marienbad::app::test
