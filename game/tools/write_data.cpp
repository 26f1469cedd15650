// marienbad-write-data TEMPLATE OUTPUT: a file of data/ (man page, shell completion, desktop
// entry, AppStream metainfo) with its lists of games filled in at build time, from the
// registry and the games' rows and strings, in every language of po/LINGUAS where the file
// is translated. So a new game is named in each without editing them; data/CMakeLists.txt
// runs it. A token is @NAME@ (capitals and _); one alone on its line gives lines indented as it is.
// An unknown token, or a game's text missing in English, fails the build.
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/game_names.hpp"
#include "app/player_files.hpp"
#include "app/strings.hpp"
#include "boards/game_table.hpp"
#include "game_help.hpp"
#include "marienbad/game_lists.hpp"
#include "marienbad/quote.hpp"
#include "marienbad/registry.hpp"
#include "session/game_rules.hpp"

MARIENBAD_STRINGS(write_data_strings,
                  // TRANSLATORS: the desktop entry's comment (a menu's tooltip); {}: the games,
                  // "Marienbad, Subtraction 21, Golden heaps, Kayles and their sums".
                  S_("data.comment", "Play {} against the computer, and learn to win"),
                  // TRANSLATORS: the software centre's one-line summary (AppStream); {}: the games.
                  S_("data.summary", "Play {}, and learn to win"),
                  // TRANSLATORS: the software centre's description, before one line per game.
                  S_("data.games", "The games:"),
                  // TRANSLATORS: one game in the software centre's description: its name, then its
                  // one-line description ("Marienbad — The film's matches: 1-3-5-7").
                  S_("data.game", "{} — {}"))

namespace {

using namespace marienbad;
using namespace marienbad::app;

std::string xml_escape(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '&') {
      out += "&amp;";
    } else if (c == '<') {
      out += "&lt;";
    } else if (c == '>') {
      out += "&gt;";
    } else {
      out.push_back(c);
    }
  }
  return out;
}

// Text as roff reads it: a backslash and a minus escaped (a minus, not a hyphen, is what
// a reader types).
std::string roff(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '\\') {
      out += "\\e";
    } else if (c == '-') {
      out += "\\-";
    } else {
      out.push_back(c);
    }
  }
  return out;
}

std::string bold(std::string_view text) {
  return "\\fB" + roff(text) + "\\fR";
}

std::string joined(const std::vector<std::string_view>& words, std::string_view separator) {
  std::string out;
  for (std::string_view word : words) out.append(out.empty() ? "" : separator).append(word);
  return out;
}

std::string bold_alternatives(const std::vector<std::string_view>& words) {
  std::vector<std::string> bolded;
  for (std::string_view word : words) bolded.push_back(bold(word));
  const std::vector<std::string_view> items(bolded.begin(), bolded.end());
  return join_alternatives(items);
}

// A game's text in `strings`' language; a key with no English row is a missing text, which
// must not reach a file as the key itself.
std::string text(const Strings& strings, const std::string& key) {
  if (!strings.has(key)) throw std::runtime_error("no text for " + key);
  return std::string(strings.tr(key));
}

// Each language once, English first, with its attribute ("" for English, " xml:lang=\"fr\"",
// "[fr]").
struct Translation {
  std::string xml_lang;
  std::string desktop_lang;
  Strings strings;
};
std::vector<Translation> translations() {
  std::vector<Translation> all;
  for (const Language& language : languages()) {
    const bool english = language == "en";
    Strings strings(language);
    if (strings.language() != language) throw std::runtime_error("no catalogue for " + language);
    all.push_back({english ? "" : " xml:lang=\"" + language + "\"",
                   english ? "" : "[" + language + "]", std::move(strings)});
  }
  return all;
}

using Lines = std::vector<std::string>;

// The games in the man page's DESCRIPTION: each name in bold over its one-line description.
Lines roff_games(const Strings& english) {
  Lines lines;
  for (const GameEntry* entry : all_game_entries()) {
    lines.push_back(".TP");
    lines.push_back(".B " + roff(text(english, game_key("game", entry->kind))));
    lines.push_back(roff(text(english, game_key("game", entry->kind, ".tagline"))) + ".");
  }
  return lines;
}

// What `marienbad-cli table` shows for each game, one line each.
Lines roff_tables() {
  Lines lines;
  for (const cli::GameTable& table : cli::table_descriptions()) {
    if (!lines.empty()) lines.push_back(".br");
    lines.push_back(bold(table.id) + ": " + roff(table.text) + ".");
  }
  return lines;
}

Lines desktop_comments(const std::vector<Translation>& all) {
  Lines lines;
  for (const Translation& t : all) {
    lines.push_back("Comment" + t.desktop_lang + "=" +
                    t.strings.trf("data.comment", games_in_words(t.strings)));
  }
  return lines;
}

Lines metainfo_summaries(const std::vector<Translation>& all) {
  Lines lines;
  for (const Translation& t : all) {
    lines.push_back("<summary" + t.xml_lang + ">" +
                    xml_escape(t.strings.trf("data.summary", games_in_words(t.strings))) +
                    "</summary>");
  }
  return lines;
}

// The description's opening and its list of the games, every language (AppStream's
// translated paragraphs and items).
Lines metainfo_games(const std::vector<Translation>& all) {
  Lines lines;
  for (const Translation& t : all) {
    lines.push_back("<p" + t.xml_lang + ">" + xml_escape(text(t.strings, "data.games")) + "</p>");
  }
  lines.push_back("<ul>");
  for (const GameEntry* entry : all_game_entries()) {
    for (const Translation& t : all) {
      const std::string item =
          t.strings.trf("data.game", text(t.strings, game_key("game", entry->kind)),
                        text(t.strings, game_key("game", entry->kind, ".tagline")));
      lines.push_back("  <li" + t.xml_lang + ">" + xml_escape(item) + "</li>");
    }
  }
  lines.push_back("</ul>");
  return lines;
}

// Whether the window offers the game: it has a folder game/src/games/ID/ (its rules row).
bool in_window(std::string_view id) {
  for (const GameRules* rules : all_game_rules()) {
    if (to_string(rules->kind) == id) return true;
  }
  return false;
}

// The window's --variant words: its games' ids and aliases (a game without a window folder
// is the CLI's only).
std::vector<std::string_view> window_game_words() {
  std::vector<std::string_view> words;
  for (std::string_view word : game_words(true)) {
    const auto found = find_game(word, true);
    if (found && in_window(found.value()->id) && !find_preset(word)) words.push_back(word);
  }
  return words;
}

// The window's part forms ("nim:ROWS", ...), of the games it offers.
std::vector<std::string_view> window_part_forms() {
  std::vector<std::string_view> forms;
  for (std::string_view form : part_forms()) {
    if (in_window(form.substr(0, form.find(':')))) forms.push_back(form);
  }
  return forms;
}

std::string part_prefixes() {
  std::vector<std::string> prefixes;
  for (const GameInfo& info : game_registry()) {
    if (!info.part_grammar.empty() && in_window(info.id)) {
      prefixes.push_back(std::string(info.id) + ":");
    }
  }
  const std::vector<std::string_view> words(prefixes.begin(), prefixes.end());
  return joined(words, " ");
}

std::map<std::string, Lines> tokens() {
  const std::vector<Translation> all = translations();
  const Strings& english = all.front().strings;
  return {
      {"GAME_WORDS", {joined(game_words(true), " ")}},
      {"WINDOW_GAME_WORDS", {joined(window_game_words(), " ")}},
      {"ROFF_WINDOW_GAME_WORDS", {bold_alternatives(window_game_words())}},
      {"ROFF_WINDOW_PART_FORMS", {bold_alternatives(window_part_forms())}},
      {"SINGLE_GAME_WORDS", {joined(game_words(false), " ")}},
      {"PART_PREFIXES", {part_prefixes()}},
      {"GAME_WORDS_BAR", {roff(joined(game_words(true), "|"))}},
      {"ROFF_PART_FORMS", {bold_alternatives(part_forms())}},
      {"ROFF_POSITION_FORMS", {roff(position_forms())}},
      {"ROFF_STANDARD_STARTS", {roff(standard_starts())}},
      {"ROFF_GAME_NAMES", {roff(games_in_words(english))}},
      {"ROFF_GAMES", roff_games(english)},
      {"ROFF_TABLES", roff_tables()},
      {"DESKTOP_COMMENTS", desktop_comments(all)},
      {"METAINFO_SUMMARIES", metainfo_summaries(all)},
      {"METAINFO_GAMES", metainfo_games(all)},
  };
}

// The template with every token replaced.
std::string fill(const std::string& source) {
  const auto values = tokens();
  std::istringstream in(source);
  std::string out, line;
  while (std::getline(in, line)) {
    const std::size_t first = line.find_first_not_of(' ');
    const std::string indent = line.substr(0, first == std::string::npos ? 0 : first);
    std::string filled;
    for (std::size_t at = 0; at < line.size();) {
      const std::size_t open = line.find('@', at);
      const std::size_t close = open == std::string::npos ? open : line.find('@', open + 1);
      if (close == std::string::npos) {
        filled.append(line, at);
        break;
      }
      const std::string name = line.substr(open + 1, close - open - 1);
      if (name.empty() || name.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ_") != name.npos) {
        filled.append(line, at, open + 1 - at);  // an '@' of the text ("${COMP_WORDS[@]}")
        at = open + 1;
        continue;
      }
      const auto found = values.find(name);
      if (found == values.end()) throw std::runtime_error("unknown token @" + name + "@");
      filled.append(line, at, open - at);
      for (std::size_t i = 0; i < found->second.size(); ++i) {
        filled.append(i == 0 ? "" : "\n" + indent).append(found->second[i]);
      }
      at = close + 1;
    }
    out.append(filled).append("\n");
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: marienbad-write-data TEMPLATE OUTPUT\n");
    return 2;
  }
  try {
    std::ifstream in(argv[1], std::ios::binary);
    if (!in) throw std::runtime_error(std::string("cannot read ") + argv[1]);
    std::stringstream source;
    source << in.rdbuf();
    if (auto written = write_file_atomically(argv[2], fill(source.str())); !written.ok()) {
      throw std::runtime_error(written.error());
    }
  } catch (const std::exception& error) {
    std::fprintf(stderr, "marienbad-write-data: %s: %s\n", argv[1], error.what());
    return 1;
  }
  return 0;
}
