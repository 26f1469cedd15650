// Every list of games a person reads names every game of the registry: `marienbad --help`,
// the files written at build time from data/*.in (the desktop entry's comments, the
// AppStream summaries and items, the man pages, the completions run as bash runs them) in
// every language, and the set-up page's parts of a sum. Each case loops over the registry, so
// a new game missing from a list fails here. (The rules and statistics tabs: game_tabs_test.)
#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>

#include "app/options.hpp"
#include "app/strings.hpp"
#include "boards/game_table.hpp"
#include "boards/start_editor.hpp"
#include "marienbad/registry.hpp"
#include "session/game_rules.hpp"
#include "session/sum_setup.hpp"
#include "test_app.hpp"
#include "test_paths.hpp"

using namespace marienbad;
using namespace marienbad::app;

namespace {

// A file marienbad-write-data wrote in the build's data/.
std::string data_file(const std::string& name) {
  std::ifstream file(marienbad::test::tests_binary_dir() + "/../data/" + name);
  REQUIRE(file.good());
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

bool contains(std::string_view text, std::string_view part) {
  return text.find(part) != std::string_view::npos;
}

// The line of `text` that starts with `start`.
std::string line_starting(const std::string& text, const std::string& start) {
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    if (line.starts_with(start)) return line;
  }
  FAIL("no line starting with " << start);
  return {};
}

// The words bash's completion offers after `words` (the last one being completed).
std::set<std::string> completions(const std::string& program, const std::string& words) {
  const std::string script = marienbad::test::tests_binary_dir() + "/../data/completion/" + program;
  std::string function = "_" + program;
  for (char& c : function) c = c == '-' ? '_' : c;
  const std::string command = "bash -c 'source \"" + script + "\"; COMP_WORDS=(" + program + " " +
                              words + "); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); " + function +
                              "; printf \"%s\\n\" \"${COMPREPLY[@]}\"'";
  FILE* pipe = ::popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::set<std::string> found;
  char buffer[256];
  while (std::fgets(buffer, sizeof buffer, pipe)) {
    std::string word(buffer);
    while (!word.empty() && word.back() == '\n') word.pop_back();
    if (!word.empty()) found.insert(word);
  }
  ::pclose(pipe);
  return found;
}

// The games' words: every game's id, alias and presets (the CLI), or only the window's games'
// ids and aliases.
std::set<std::string> ids(bool with_sum, bool window_only) {
  std::set<std::string> found;
  for (const GameInfo& info : game_registry()) {
    if (!with_sum && !info.single) continue;
    if (window_only && game_rules(info.kind).kind != info.kind) continue;
    found.emplace(info.id);
    if (!info.alias.empty()) found.emplace(info.alias);
    if (!window_only) {
      for (const GamePreset& preset : info.presets) found.emplace(preset.id);
    }
  }
  return found;
}

}  // namespace

TEST_CASE("game lists: marienbad --help names every game, by its name and its id") {
  const std::string help = usage_text();
  const std::string first_line = help.substr(0, help.find("Usage:"));
  // --variant's words, from "start a game:" to the next option.
  const std::size_t variant = help.find("start a game:");
  std::istringstream variant_text(help.substr(variant, help.find("--", variant) - variant));
  std::set<std::string> variant_words;
  for (std::string word; variant_text >> word;)
    variant_words.insert(word.substr(0, word.find(',')));
  const Strings english("en");
  for (const GameRules* rules : all_game_rules()) {
    const GameInfo& info = game_info(rules->kind);
    INFO(info.id);
    if (info.single) CHECK(contains(first_line, english.tr(info.name_key)));
    CHECK(variant_words.count(std::string(info.id)) == 1);
  }
  CHECK(contains(first_line, "their sums"));
}

TEST_CASE("game lists: the desktop entry and the AppStream text name every game, every language") {
  const std::string desktop = data_file("org.marienbad.Marienbad.desktop");
  const std::string metainfo = data_file("org.marienbad.Marienbad.metainfo.xml");
  for (const Language& language : languages()) {
    INFO(language);
    const Strings strings(language);
    const bool english = language == "en";
    const std::string comment =
        line_starting(desktop, english ? "Comment=" : "Comment[" + language + "]=");
    const std::string lang = english ? "" : " xml:lang=\"" + language + "\"";
    const std::string summary = line_starting(metainfo, "  <summary" + lang + ">");
    for (const GameEntry* entry : all_game_entries()) {
      const GameInfo& info = game_info(entry->kind);
      INFO(info.id);
      const std::string name(strings.tr(info.name_key));
      if (info.single) {
        CHECK(contains(comment, name));
        CHECK(contains(summary, name));
      }
      CHECK(contains(metainfo, "<li" + lang + ">" + name + " — "));
    }
  }
}

TEST_CASE("game lists: the man pages name every game") {
  const std::string game = data_file("man/marienbad.6");
  const std::string cli = data_file("man/marienbad-cli.6");
  const Strings english("en");
  const std::string game_line = line_starting(game, "Start a game at once:");
  for (const GameInfo& info : game_registry()) {
    INFO(info.id);
    CHECK(contains(cli, "\\fB" + std::string(info.id) + "\\fR: "));  // its table
    if (!info.part_grammar.empty()) CHECK(contains(cli, "\\fB" + std::string(info.id) + ":"));
    // The window's games in DESCRIPTION by their names, and their ids in --variant's list;
    // the others not.
    const bool in_window = game_rules(info.kind).kind == info.kind;
    CHECK(contains(game_line, "\\fB" + std::string(info.id) + "\\fR") == in_window);
    if (!in_window) continue;
    CHECK(contains(game, ".B " + std::string(english.tr(info.name_key)) + "\n"));
    if (!info.part_grammar.empty()) CHECK(contains(game, "\\fB" + std::string(info.id) + ":"));
  }
  std::set<std::string> game_words;
  std::string words = line_starting(cli, ".BR \\-\\-game \"").substr(14);
  std::erase(words, ' ');
  std::erase(words, '"');
  std::erase(words, '\\');  // roff's \- is a hyphen: dawson\-chess
  std::istringstream bar(words);
  for (std::string word; std::getline(bar, word, '|');) game_words.insert(word);
  CHECK(game_words == ids(true, false));
}

TEST_CASE("game lists: the completions offer every game") {
  CHECK(completions("marienbad", "--variant \"\"") == ids(true, true));
  CHECK(completions("marienbad-cli", "analyze --game \"\"") == ids(true, false));
  CHECK(completions("marienbad-cli", "ladder \"\"") == ids(false, false));
  std::set<std::string> parts;
  for (const GameInfo& info : game_registry()) {
    if (!info.part_grammar.empty() && game_rules(info.kind).kind == info.kind) {
      parts.insert(std::string(info.id) + ":");
    }
  }
  CHECK(completions("marienbad", "--component \"\"") == parts);
}

TEST_CASE("game lists: a custom sum's part offers every game that can be a part") {
  marienbad::app::test::TempDir home("game-lists-parts");
  auto app = marienbad::app::test::make_app(home.path());
  auto editor = game_entry(GameKind::Sum).make_start_editor(app->context());
  // The custom start (one step left of the first preset), then its first part's row.
  editor->change({StartEditor::kStartRow, -1});
  int part_row = -1;
  for (const ChoiceRow& row : editor->rows()) {
    if (row.label == app->context().strings().trf("setup.sum.part", 1)) part_row = row.id;
  }
  REQUIRE(part_row >= 0);
  std::set<GameKind> offered;
  for (int step = 0; step < 100; ++step) {
    MatchSetup setup;
    editor->apply(setup);
    REQUIRE(!setup.parts.empty());
    offered.insert(setup.parts.front().kind);
    CHECK(check_sum_start(setup).ok());
    editor->change({part_row, +1});
  }
  for (const GameRules* rules : all_game_rules()) {
    const GameInfo& info = game_info(rules->kind);
    INFO(info.id);
    CHECK(offered.count(info.kind) == (info.part_grundy != nullptr ? 1U : 0U));
  }
}
