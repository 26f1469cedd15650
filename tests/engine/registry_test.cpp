// The registry of games: one entry per kind, in the order of GameKind, each
// game makeable under the rules it offers; and the lists of games written by
// hand outside the code (bash completion, man page) are the registry's.
#include <catch2/catch.hpp>
#include <fstream>
#include <set>
#include <sstream>

#include "marienbad/game.hpp"
#include "test_paths.hpp"

using namespace marienbad;

namespace {

std::string read_text(const std::string& path) {
  std::ifstream file(path);
  REQUIRE(file.good());
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

// The source tree's data/.
std::string data_file(const std::string& name) {
  return marienbad::test::source_dir() + "/data/" + name;
}

std::set<std::string> words(std::string_view text, char separator) {
  std::set<std::string> found;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find(separator, start), text.size());
    if (end > start) found.emplace(text.substr(start, end - start));
    start = end + 1;
  }
  return found;
}

// The registry's ids and aliases; the sum too when with_sum.
std::set<std::string> registry_ids(bool with_sum) {
  std::set<std::string> ids;
  for (const GameInfo& info : game_registry()) {
    if (!with_sum && !info.single) continue;
    ids.emplace(info.id);
    if (!info.alias.empty()) ids.emplace(info.alias);
  }
  return ids;
}

// The text between `before` and the next `after` in `text`.
std::string between(const std::string& text, const std::string& before, char after) {
  const std::size_t start = text.find(before);
  REQUIRE(start != std::string::npos);
  const std::size_t from = start + before.size();
  return text.substr(from, text.find(after, from) - from);
}

}  // namespace

TEST_CASE("registry: one entry per game kind, in order, each id read back") {
  const auto games = game_registry();
  REQUIRE(!games.empty());
  std::set<std::string_view> ids;
  for (std::size_t i = 0; i < games.size(); ++i) {
    const GameInfo& info = games[i];
    INFO(info.id);
    CHECK(static_cast<std::size_t>(info.kind) == i);
    CHECK(&game_info(info.kind) == &info);
    CHECK(ids.insert(info.id).second);
    CHECK(to_string(info.kind) == info.id);
    CHECK(find_game(info.id, true).value() == &info);
    CHECK(find_game(info.id, false).ok() == info.single);
    if (!info.single) continue;
    CHECK(parse_game_kind(info.id).value() == info.kind);
    for (Rule rule : {Rule::Normal, Rule::Misere}) {
      if (rule == Rule::Misere && !info.misere) continue;
      auto game = Game::make(info.kind, rule);
      REQUIRE(game.ok());
      CHECK(game.value().kind() == info.kind);
      CHECK(game.value().standard_start() == info.start);
      CHECK(game.value().check_position(info.start).ok());
      CHECK(info.start.size() >= info.min_heaps);
      CHECK(info.start.size() <= info.max_heaps);
    }
  }
  const auto unknown = find_game("chess", true);
  REQUIRE_FALSE(unknown.ok());
  CHECK(unknown.error() == "unknown game 'chess' (expected " + game_id_list(true) + ")");
}

TEST_CASE("registry: the bash completion and the man page list the registry's games") {
  const std::string completion = read_text(data_file("completion/marienbad-cli"));
  // --game takes every game; ladder's GAME word the single ones.
  CHECK(words(between(completion, "--game) COMPREPLY=($(compgen -W \"", '"'), ' ') ==
        registry_ids(true));
  CHECK(words(between(completion,
                      "ladder && \"$cur\" != -* ]]; then\n    COMPREPLY=($(compgen -W \"", '"'),
              ' ') == registry_ids(false));
  const std::string man = read_text(data_file("man/marienbad-cli.6"));
  CHECK(words(between(man, ".BR \\-\\-game \" ", '"'), '|') == registry_ids(true));
}
