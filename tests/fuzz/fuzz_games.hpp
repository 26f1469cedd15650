#pragma once
// The games a fuzz target plays, every one of the registry's, so that a new game is fuzzed
// with nothing added here: a byte of the input chooses the game and its rule, and the text may
// start with "PARAMETER;" to make a game with a parameter (a set, a code) from another one
// than its standard parameter.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_check.hpp"
#include "marienbad/game.hpp"
#include "marienbad/registry.hpp"

namespace marienbad::fuzz {

// The registry's single games, in its order.
inline const std::vector<const GameInfo*>& single_games() {
  static const std::vector<const GameInfo*> games = [] {
    std::vector<const GameInfo*> all;
    for (const GameInfo& info : game_registry())
      if (info.single) all.push_back(&info);
    return all;
  }();
  return games;
}

// A sum of one part of each game that can be one, at its standard start with its standard
// parameter ("nim:1,3,5,7 subtraction:21 …"); its position line is the parts' positions
// joined with '/'.
inline Game sum_of_every_part() {
  std::vector<SumPart> parts;
  for (const GameInfo* info : single_games()) {
    if (info->part_grammar.empty()) continue;
    const std::string text = std::string(info->id) + ":" + position_text(*info, info->start);
    parts.push_back(parse_sum_part(text).value());
  }
  return Game(SumGame::make(parts).value());
}

// The byte that chooses the sum, whatever the number of games (a seed keeps its game when
// one is added).
inline constexpr std::uint8_t kSumByte = 255;

// The game `byte` chooses: the sum for kSumByte, else the single game at place `choice / 2`
// (`choice = byte % (2 × single games)`), under misère play when `choice` is odd and the game
// has it. A leading "PARAMETER;" of `text` (a single game with a parameter only) is read and
// taken off; an error is what the parameter's parser or the game's maker said.
inline Result<Game> game_from(std::uint8_t byte, std::string_view& text) {
  if (byte == kSumByte) return sum_of_every_part();
  const std::size_t choice = byte % (2 * single_games().size());
  const GameInfo& info = *single_games()[choice / 2];
  const Rule rule = choice % 2 == 1 && info.misere ? Rule::Misere : Rule::Normal;
  std::vector<Count> parameter = default_parameter(info);
  if (const std::size_t semicolon = text.find(';');
      info.parameter != nullptr && semicolon != std::string_view::npos) {
    const auto parsed = info.parameter->parse(text.substr(0, semicolon), "the parameter");
    if (!parsed) return Error{parsed.error()};
    parameter = parsed.value();
    text.remove_prefix(semicolon + 1);
  }
  return info.make(rule, parameter);
}

}  // namespace marienbad::fuzz
