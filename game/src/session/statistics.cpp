#include "session/statistics.hpp"

#include "marienbad/registry.hpp"
#include "session/game_rules.hpp"

#include <algorithm>
#include <limits>

namespace marienbad::app {

namespace {
constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

bool is_person(const Match& match, int side) {
  return match.controller(side) == "human";
}
}  // namespace

std::string Statistics::key(std::string_view game, std::string_view level) {
  return std::string(game) + "/" + std::string(level);
}

void Statistics::record(std::string_view game, std::string_view level, bool won, bool used_hints) {
  GameStats& stats = entries[key(game, level)];
  // A hand-edited count of 2^64-1 must not wrap to 0: won > played would make the next load
  // discard the entry.
  if (stats.played == kMax) return;
  ++stats.played;
  if (won) ++stats.won;
  if (won && !used_hints) ++stats.won_without_hints;
}

void Statistics::take_back(const GameRecord& game) {
  auto it = entries.find(key(game.game, game.level));
  if (it == entries.end() || it->second.played == 0) return;
  GameStats& stats = it->second;
  // Never below zero, and won_without_hints <= won <= played stays true.
  --stats.played;
  if (game.won && stats.won > 0) --stats.won;
  if (game.won && !game.used_hints && stats.won_without_hints > 0) --stats.won_without_hints;
  stats.won = std::min(stats.won, stats.played);
  stats.won_without_hints = std::min(stats.won_without_hints, stats.won);
  if (stats == GameStats{}) entries.erase(it);
}

void Statistics::record_abandoned(std::string_view game, std::string_view level) {
  GameStats& stats = entries[key(game, level)];
  if (stats.abandoned != kMax) ++stats.abandoned;
}

GameStats Statistics::get(std::string_view game, std::string_view level) const {
  auto it = entries.find(key(game, level));
  return it == entries.end() ? GameStats{} : it->second;
}

bool worth_keeping(const Match& match) {
  if (match.over()) return false;
  for (std::size_t ply = 0; ply < match.cursor(); ++ply) {
    if (is_person(match, match.side_of_ply(ply))) return true;
  }
  return false;
}

std::string statistics_game(const MatchSetup& setup) {
  std::string name(to_string(setup.kind));
  const GameParameter* parameter = game_info(setup.kind).parameter;
  if (parameter != nullptr && parameter->shown_as_text) {
    name.append(":").append(parameter->text(setup.set));
  }
  return name;
}

bool is_statistics_game(std::string_view name) {
  const std::size_t colon = name.find(':');
  const std::optional<GameKind> kind = game_of_name(name.substr(0, colon));
  if (!kind) return false;
  const GameParameter* parameter = game_info(*kind).parameter;
  const bool coded = parameter != nullptr && parameter->shown_as_text;
  if (colon == std::string_view::npos) return !coded;
  if (!coded) return false;
  // The code as the game writes it (0.70 is 0.7: one name a code).
  const std::string_view code = name.substr(colon + 1);
  auto value = parameter->parse(code, parameter->name);
  return value && parameter->text(value.value()) == code;
}

bool count_abandoned(Statistics& statistics, const Match& match, const MatchSetup& setup) {
  if (setup.opponent != Opponent::Computer || !worth_keeping(match)) return false;
  statistics.record_abandoned(statistics_game(setup), setup.level);
  return true;
}

}  // namespace marienbad::app
