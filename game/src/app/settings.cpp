#include "app/settings.hpp"

#include <algorithm>
#include <limits>

#include "app/strings.hpp"
#include "json/json_document.hpp"
#include "marienbad/bot/command_words.hpp"
#include "marienbad/player.hpp"
#include "marienbad/quote.hpp"
#include "marienbad/types.hpp"
#include "session/game_rules.hpp"

MARIENBAD_STRINGS(bot_entry_strings,
                  S_("bots.bad.name", "a bot's name must be 1 to {} bytes of printable UTF-8"),
                  S_("bots.bad.command",
                     "a bot's command must be one line of at most {} bytes of printable UTF-8"),
                  S_("bots.bad.words", "its command does not split into words: {}"),
                  S_("bots.bad.level", "a bot cannot be named like a level (“{}”)"),
                  S_("bots.bad.taken", "another bot is already named “{}”"))

namespace marienbad::app {

using nlohmann::json;

namespace {

// Reads the fields of one JSON object strictly. A field of the wrong type, out of range or
// too long is reported once (naming it with `where`) and leaves the default in place.
class FieldReader {
 public:
  FieldReader(const json& object, std::string where, std::vector<std::string>& problems)
      : object_(object), where_(std::move(where)), problems_(problems) {}

  template <class T, class Valid>
  void read(const char* name, T& out, Valid valid, std::string_view requirement) {
    const auto it = object_.find(name);
    if (it == object_.end()) return;
    T value = out;
    if (!json_to(*it, value)) {
      report(name, json_type_name<T>());
    } else if (!valid(value)) {
      report(name, requirement);
    } else {
      out = std::move(value);
    }
  }
  template <class T>
  void read(const char* name, T& out) {
    read(
        name, out, [](const T&) { return true; }, "");
  }

  // Fields without a default: absent when missing or bad. Text and lists are bounded.
  template <class T>
  void read_optional(const char* name, std::optional<T>& out,
                     std::size_t max_text = RememberedSetup::kMaxText) {
    const auto it = object_.find(name);
    if (it == object_.end()) return;
    T value{};
    if (!json_to(*it, value)) {
      report(name, json_type_name<T>());
      return;
    }
    if constexpr (std::is_same_v<T, std::string>) {
      if (value.size() > max_text) return report(name, "a short text");
    } else if constexpr (requires { value.size(); }) {
      if (value.size() > RememberedSetup::kMaxList) return report(name, "a short list");
      if constexpr (std::is_same_v<T, std::vector<std::string>>) {
        for (const std::string& item : value) {
          if (item.size() > RememberedSetup::kMaxText) return report(name, "a list of short texts");
        }
      }
    }
    out = std::move(value);
  }

  void report(std::string_view name, std::string_view requirement) {
    problems_.push_back(where_ + std::string(name) + " must be " + std::string(requirement) +
                        "; ignored");
  }

 private:
  const json& object_;
  std::string where_;
  std::vector<std::string>& problems_;
};

json to_json(const RememberedSetup& setup) {
  json object = json::object();
  const auto put = [&object](const char* name, const auto& field) {
    if (field) object[name] = *field;
  };
  put("level", setup.level);
  put("bot", setup.bot);
  put("opponent", setup.opponent);
  put("first", setup.first);
  put("rule", setup.rule);
  put("learning", setup.learning);
  put("start", setup.start);
  put("rows", setup.rows);
  put("heap", setup.heap);
  put("set", setup.set);
  put("board", setup.board);
  put("x", setup.x);
  put("y", setup.y);
  put("parts", setup.parts);
  return object;
}

RememberedSetup remembered_from_json(const json& object, const std::string& where,
                                     std::vector<std::string>& problems) {
  RememberedSetup setup;
  FieldReader fields(object, where, problems);
  fields.read_optional("level", setup.level);
  fields.read_optional("bot", setup.bot, Settings::kMaxBotName);
  fields.read_optional("opponent", setup.opponent);
  fields.read_optional("first", setup.first);
  fields.read_optional("rule", setup.rule);
  fields.read_optional("learning", setup.learning);
  fields.read_optional("start", setup.start);
  fields.read_optional("rows", setup.rows);
  fields.read_optional("heap", setup.heap);
  fields.read_optional("set", setup.set);
  fields.read_optional("board", setup.board);
  fields.read_optional("x", setup.x);
  fields.read_optional("y", setup.y);
  fields.read_optional("parts", setup.parts);
  return setup;
}

// A file of 100,000 bad entries is said in kMaxProblemLines lines, not 100,000.
template <class T>
Result<Parsed<T>> with_problems_capped(Result<Parsed<T>> parsed) {
  if (!parsed) return parsed;
  std::vector<std::string>& problems = parsed.value().problems;
  if (problems.size() > kMaxProblemLines) {
    const std::size_t more = problems.size() - (kMaxProblemLines - 1);
    problems.resize(kMaxProblemLines - 1);
    problems.push_back("and " + std::to_string(more) + " more problems; ignored");
  }
  return parsed;
}

// A key from the file, quoted for the log: ASCII with control characters escaped.
std::string quoted_key(const std::string& key) {
  return json(key.substr(0, 32)).dump(-1, ' ', true, json::error_handler_t::replace);
}

bool is_game_name(std::string_view name) {
  return game_of_name(name).has_value();  // the engine id, not an alias
}

// "bots": each entry an object with a good name and command; the others reported and dropped.
std::vector<BotEntry> bots_from_json(const json& list, std::vector<std::string>& problems) {
  std::vector<BotEntry> bots;
  if (!list.is_array()) {
    problems.emplace_back("bots must be a list; ignored");
    return bots;
  }
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string where = "bots[" + std::to_string(i) + "]";
    if (bots.size() == Settings::kMaxBots) {
      problems.push_back(where + " and after: at most " + std::to_string(Settings::kMaxBots) +
                         " bots; ignored");
      break;
    }
    const json& entry = list[i];
    BotEntry bot;
    if (!entry.is_object() || !json_to(entry.value("name", json()), bot.name) ||
        !json_to(entry.value("command", json()), bot.command)) {
      problems.push_back(where + " must be an object with a text name and command; ignored");
      continue;
    }
    if (auto ok = check_bot_entry(bot, bots); !ok) {
      problems.push_back(where + ": " + ok.error() + "; ignored");
      continue;
    }
    bots.push_back(std::move(bot));
  }
  return bots;
}

}  // namespace

namespace {

// A name as the set-up page tells names apart: ASCII letters in lower case, no spaces
// around ("Perfect " is "perfect").
std::string name_for_comparison(std::string_view name) {
  const std::size_t first = name.find_first_not_of(' ');
  if (first == std::string_view::npos) return {};
  name = name.substr(first, name.find_last_not_of(' ') - first + 1);
  std::string folded(name);
  for (char& c : folded) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return folded;
}

}  // namespace

std::string BotEntryProblem::english() const {
  for (const StringEntry& row : bot_entry_strings) {
    if (row.key == key) return fmt::format(fmt::runtime(row.en), value);
  }
  return value;
}

std::optional<BotEntryProblem> bot_entry_problem(const BotEntry& bot,
                                                 std::span<const BotEntry> others) {
  if (bot.name.empty() || bot.name.size() > Settings::kMaxBotName || !is_printable_text(bot.name)) {
    return BotEntryProblem{"bots.bad.name", std::to_string(Settings::kMaxBotName)};
  }
  if (bot.command.size() > Settings::kMaxBotCommand || !is_printable_text(bot.command)) {
    return BotEntryProblem{"bots.bad.command", std::to_string(Settings::kMaxBotCommand)};
  }
  if (auto words = bot::split_command_words(bot.command, "the command"); !words) {
    return BotEntryProblem{"bots.bad.words", words.error()};
  }
  const std::string name = name_for_comparison(bot.name);
  for (std::string_view level : level_names()) {
    if (name == level) return BotEntryProblem{"bots.bad.level", std::string(level)};
  }
  for (const BotEntry& other : others) {
    if (name_for_comparison(other.name) == name)
      return BotEntryProblem{"bots.bad.taken", other.name};
  }
  return std::nullopt;
}

Status check_bot_entry(const BotEntry& bot, std::span<const BotEntry> others) {
  if (auto problem = bot_entry_problem(bot, others)) return Error{problem->english()};
  return Ok{};
}

namespace {
// "\"en\", \"fr\" or \"\"": the languages this build has catalogues for.
std::string language_choices() {
  std::string text;
  for (const Language& language : languages()) text += "\"" + language + "\", ";
  text.resize(text.size() - 2);
  return text + " or \"\"";
}
}  // namespace

namespace {
Result<Parsed<Settings>> read_settings(std::string_view text) {
  auto document = parse_json_object(text);
  if (!document) return Error{document.error()};
  const json& object = document.value();
  Parsed<Settings> parsed;
  Settings& s = parsed.value;
  std::vector<std::string>& problems = parsed.problems;
  FieldReader fields(object, "", problems);
  fields.read(
      "language", s.language,
      [](const std::string& l) { return l.empty() || parse_language(l) == l; }, language_choices());
  fields.read(
      "volume", s.volume, [](int v) { return v >= 0 && v <= 100; }, "between 0 and 100");
  fields.read("muted", s.muted);
  fields.read(
      "animation_speed", s.animation_speed, [](double v) { return v >= 0.25 && v <= 4.0; },
      "between 0.25 and 4");
  fields.read("fullscreen", s.fullscreen);
  fields.read(
      "window_width", s.window_width, [](int w) { return w >= 320 && w <= 16384; },
      "between 320 and 16384");
  fields.read(
      "window_height", s.window_height, [](int h) { return h >= 200 && h <= 16384; },
      "between 200 and 16384");
  fields.read("learning_mode", s.learning_mode);
  if (const auto it = object.find("last_setup"); it != object.end()) {
    if (!it->is_object()) {
      fields.report("last_setup", "an object");
    } else {
      for (const auto& [game, choices] : it->items()) {
        if (!is_game_name(game)) {
          problems.push_back("last_setup: unknown game " + quoted_key(game) + "; ignored");
        } else if (!choices.is_object()) {
          problems.push_back("last_setup." + game + " must be an object; ignored");
        } else {
          s.last_setup[game] = remembered_from_json(choices, "last_setup." + game + ".", problems);
        }
      }
    }
  }
  if (const auto it = object.find("bots"); it != object.end())
    s.bots = bots_from_json(*it, problems);
  return parsed;
}

}  // namespace

Result<Parsed<Settings>> settings_from_text(std::string_view text) {
  return with_problems_capped(read_settings(text));
}

std::string settings_to_text(const Settings& s) {
  json last_setup = json::object();
  for (const auto& [game, setup] : s.last_setup) last_setup[game] = to_json(setup);
  json bots = json::array();
  for (const BotEntry& bot : s.bots) bots.push_back({{"name", bot.name}, {"command", bot.command}});
  return json_text(json{{"language", s.language},
                        {"volume", s.volume},
                        {"muted", s.muted},
                        {"animation_speed", s.animation_speed},
                        {"fullscreen", s.fullscreen},
                        {"window_width", s.window_width},
                        {"window_height", s.window_height},
                        {"learning_mode", s.learning_mode},
                        {"last_setup", last_setup},
                        {"bots", bots}});
}

namespace {
// "nim/hard": an engine game name and an engine level name.
bool is_statistics_key(std::string_view key) {
  const auto slash = key.find('/');
  return slash != std::string_view::npos && is_statistics_game(key.substr(0, slash)) &&
         is_level(key.substr(slash + 1));
}
}  // namespace

namespace {

// "lessons": {"twenty-one": {"steps": 2, "passed": true, "wins_in_row": 0}, ...}: the
// game's lessons only (others counted in one line), each entry's counts clamped to the
// lesson's steps and wins (a hand-edited "1000 of 3"); a bad entry is left out.
void read_lessons(const json& object, std::span<const LessonBounds> known,
                  std::map<std::string, LessonProgress, std::less<>>& lessons,
                  std::vector<std::string>& problems) {
  const auto found = object.find("lessons");
  if (found == object.end()) return;
  if (!found->is_object()) {
    problems.emplace_back("lessons must be an object; ignored");
    return;
  }
  std::size_t unknown = 0;
  std::string first_unknown;
  for (const auto& [id, entry] : found->items()) {
    const auto bounds = std::find_if(known.begin(), known.end(),
                                     [&id = id](const LessonBounds& b) { return b.id == id; });
    if (bounds == known.end()) {
      if (unknown++ == 0) first_unknown = quoted_key(id);
      continue;
    }
    const std::string where = "lessons." + quoted_key(id);
    LessonProgress progress;
    const auto steps = entry.is_object() ? entry.find("steps") : entry.end();
    const auto passed = entry.is_object() ? entry.find("passed") : entry.end();
    const auto wins = entry.is_object() ? entry.find("wins_in_row") : entry.end();
    const bool good = entry.is_object() &&
                      (steps == entry.end() || json_to(*steps, progress.steps)) &&
                      (passed == entry.end() || passed->is_boolean()) &&
                      (wins == entry.end() || json_to(*wins, progress.wins_in_row));
    if (!good) {
      problems.push_back(where +
                         ": expected {\"steps\": a non-negative integer, \"passed\": true or "
                         "false, \"wins_in_row\": a non-negative integer}; ignored");
      continue;
    }
    if (passed != entry.end()) progress.passed = passed->get<bool>();
    const auto clamp = [&](const char* name, std::uint64_t& count, std::uint64_t most) {
      if (count <= most) return;
      problems.push_back(where + ": " + name + " " + std::to_string(count) + " is more than " +
                         std::to_string(most) + "; " + std::to_string(most) + " kept");
      count = most;
    };
    clamp("steps", progress.steps, bounds->steps);
    // The game sets "passed" when the wins in a row reach the lesson's: below that unless
    // passed ("Wins in a row: 3 of 3" and not passed is no state the game makes).
    const std::uint64_t to_pass = std::max<std::uint64_t>(bounds->wins, 1);
    clamp("wins_in_row", progress.wins_in_row, progress.passed ? to_pass : to_pass - 1);
    lessons[std::string(id)] = progress;
  }
  if (unknown > 0) {
    problems.push_back("lessons: " + std::to_string(unknown) + " unknown lesson" +
                       (unknown == 1 ? "" : "s") + " (" + first_unknown +
                       (unknown == 1 ? "" : ", …") + "); ignored");
  }
}

Result<Parsed<Statistics>> read_statistics(std::string_view text,
                                           std::span<const LessonBounds> lessons) {
  auto document = parse_json_object(text);
  if (!document) return Error{document.error()};
  const json& object = document.value();
  Parsed<Statistics> parsed;
  std::vector<std::string>& problems = parsed.problems;
  read_lessons(object, lessons, parsed.value.lessons, problems);
  const auto games = object.find("games");
  if (games == object.end()) return parsed;
  if (!games->is_object()) {
    problems.emplace_back("games must be an object; ignored");
    return parsed;
  }
  for (const auto& [name, entry] : games->items()) {
    const std::string where = "games." + quoted_key(name);
    if (!is_statistics_key(name)) {
      problems.push_back(where + ": not a game and level; ignored");
      continue;
    }
    if (!entry.is_object()) {
      problems.push_back(where + " must be an object; ignored");
      continue;
    }
    GameStats s;
    bool bad = false;
    for (const auto& [field, target] : {std::pair<const char*, std::uint64_t*>{"played", &s.played},
                                        {"won", &s.won},
                                        {"won_without_hints", &s.won_without_hints},
                                        {"abandoned", &s.abandoned}}) {
      auto it = entry.find(field);
      if (it != entry.end() && !json_to(*it, *target)) bad = true;
    }
    if (bad || s.won > s.played || s.won_without_hints > s.won) {
      problems.push_back(where + ": counts must be non-negative integers with won_without_hints " +
                         "<= won <= played; ignored");
      continue;
    }
    parsed.value.entries[name] = s;
  }
  return parsed;
}

}  // namespace

Result<Parsed<Statistics>> statistics_from_text(std::string_view text,
                                                std::span<const LessonBounds> lessons) {
  return with_problems_capped(read_statistics(text, lessons));
}

std::string statistics_to_text(const Statistics& statistics) {
  json games = json::object();
  for (const auto& [name, s] : statistics.entries) {
    games[name] = {{"played", s.played},
                   {"won", s.won},
                   {"won_without_hints", s.won_without_hints},
                   {"abandoned", s.abandoned}};
  }
  json lessons = json::object();
  for (const auto& [id, progress] : statistics.lessons) {
    lessons[id] = {{"steps", progress.steps},
                   {"passed", progress.passed},
                   {"wins_in_row", progress.wins_in_row}};
  }
  json out{{"version", 1}, {"games", games}};
  if (!statistics.lessons.empty()) out["lessons"] = lessons;
  return json_text(out);
}

namespace {
template <class T, class FromText>
Parsed<T> load_file(PlayerFiles& files, std::string_view name, FromText from_text) {
  Parsed<T> loaded;
  FileRead read = files.read(name);
  if (!read.problem.empty()) loaded.problems.push_back(read.problem + "; using defaults");
  if (!read.ok()) return loaded;
  auto parsed = from_text(read.text);
  if (!parsed) {
    loaded.problems.push_back(files.set_aside(name, parsed.error()) + "; using defaults");
    return loaded;
  }
  loaded.value = std::move(parsed.value().value);
  for (const std::string& problem : parsed.value().problems) {
    loaded.problems.push_back(std::string(name) + ": " + problem);
  }
  return loaded;
}
}  // namespace

Parsed<Settings> load_settings(PlayerFiles& files) {
  return load_file<Settings>(files, kSettingsFile, settings_from_text);
}
Parsed<Statistics> load_statistics(PlayerFiles& files, std::span<const LessonBounds> lessons) {
  return load_file<Statistics>(files, kStatisticsFile, [lessons](std::string_view text) {
    return statistics_from_text(text, lessons);
  });
}
Status save_settings(PlayerFiles& files, const Settings& settings) {
  return files.write(kSettingsFile, settings_to_text(settings));
}
Status save_statistics(PlayerFiles& files, const Statistics& statistics) {
  return files.write(kStatisticsFile, statistics_to_text(statistics));
}

}  // namespace marienbad::app
