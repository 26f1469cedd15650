#pragma once
// Player settings and statistics, kept as JSON files in the player's directory.
// Reading never fails: a file that is not a JSON object is set aside and defaults are used;
// a field of the wrong type or out of range is reported and replaced by its default, and
// the rest of the file is kept. Every list is bounded, so what is written reads back.
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "app/player_files.hpp"
#include "marienbad/result.hpp"
#include "session/match_setup.hpp"
#include "session/statistics.hpp"

namespace marienbad::app {

// The setup page's last choices for one game, as the file holds them: each field is
// type-checked here (and absent when bad); the setup page checks ranges and names.
struct RememberedSetup {
  std::optional<std::string> level{};     // an engine level name
  std::optional<std::string> bot{};       // a bot's name instead of the level (see "bots")
  std::optional<std::string> opponent{};  // "computer" | "person" | "demo"
  std::optional<std::string> first{};     // "human" | "computer" | "random"
  std::optional<std::string> rule{};      // "normal" | "misere"
  std::optional<bool> learning{};
  std::optional<std::uint64_t> start{};  // which start choice (the game's presets, then custom)
  std::optional<std::vector<std::uint64_t>> rows{};  // Marienbad custom rows
  std::optional<std::uint64_t> heap{};               // subtraction heap
  std::optional<std::vector<std::uint64_t>> set{};   // subtraction amounts
  std::optional<std::uint64_t> board{};              // Dornim board side
  std::optional<std::uint64_t> x{};                  // Dornim chosen square
  std::optional<std::uint64_t> y{};
  std::optional<std::vector<std::string>> parts{};  // a custom sum's parts (--component specs)

  static constexpr std::size_t kMaxText = 32;  // longest string kept (a bot's name: kMaxBotName)
  static constexpr std::size_t kMaxList = 16;  // longest list kept
  bool operator==(const RememberedSetup&) const = default;
};

struct Settings {
  std::string language;  // "" = follow the environment, else "en" / "fr"
  int volume = 70;       // 0..100
  bool muted = false;
  double animation_speed = 1.0;  // 0.25 .. 4: multiplies animation rates
  bool fullscreen = false;
  int window_width = 1280;
  int window_height = 720;
  bool learning_mode = false;  // keep the hint overlay on
  // Keyed by the engine's game name ("nim", "subtraction", "wythoff", "sum"); others are
  // dropped.
  std::map<std::string, RememberedSetup, std::less<>> last_setup;
  // The player's bot programs (docs/bot-protocol.md), offered as opponents on the setup page.
  // In the file: "bots": [{"name": "...", "command": "..."}]; a bad entry is dropped.
  std::vector<BotEntry> bots;
  static constexpr std::size_t kMaxBots = 10;
  static constexpr std::size_t kMaxBotName = 64;      // bytes of printable UTF-8
  static constexpr std::size_t kMaxBotCommand = 512;  // bytes of printable UTF-8, one line

  bool operator==(const Settings&) const = default;
};

// Why a bot entry cannot be kept, as a row of the "bots.bad.*" string table and the value
// of its placeholder, so that the log has it in English and Settings › Bots translated.
struct BotEntryProblem {
  std::string_view key;
  std::string value;
  std::string english() const;
};
// The one check of a bot entry, for loading the list and for Settings › Bots (Keep, the name
// a Test brings): a name of 1 to kMaxBotName bytes of printable UTF-8, neither a level's
// name nor the name of a bot in `others` (either in any case); a command of one line of at
// most kMaxBotCommand bytes that splits into words. Nothing when it can be kept.
std::optional<BotEntryProblem> bot_entry_problem(const BotEntry& bot,
                                                 std::span<const BotEntry> others = {});
// The same as a Status (English).
Status check_bot_entry(const BotEntry& bot, std::span<const BotEntry> others = {});

// A file's content, read: the value, with bad fields replaced by defaults, and one line per
// field that was bad.
template <class T>
struct Parsed {
  T value;
  std::vector<std::string> problems;
};
// At most this many lines of problems are kept for a file; the rest are counted in one.
inline constexpr std::size_t kMaxProblemLines = 10;
// Errors are for text that is not a JSON object at all (the file is then set aside).
Result<Parsed<Settings>> settings_from_text(std::string_view text);
// Only the progress of `lessons` is kept, clamped to each one's steps and wins (a lesson id
// the game does not have is dropped: 24,000 of them once made a file that was written back
// larger than a file may be read, and the real statistics were set aside with it).
Result<Parsed<Statistics>> statistics_from_text(std::string_view text,
                                                std::span<const LessonBounds> lessons);
std::string settings_to_text(const Settings& settings);
std::string statistics_to_text(const Statistics& statistics);

// "settings.json" and "statistics.json" in the player's directory; problems are lines for
// the log (a missing file is none).
inline constexpr std::string_view kSettingsFile = "settings.json";
inline constexpr std::string_view kStatisticsFile = "statistics.json";
Parsed<Settings> load_settings(PlayerFiles& files);
Parsed<Statistics> load_statistics(PlayerFiles& files, std::span<const LessonBounds> lessons);
Status save_settings(PlayerFiles& files, const Settings& settings);
Status save_statistics(PlayerFiles& files, const Statistics& statistics);

}  // namespace marienbad::app
