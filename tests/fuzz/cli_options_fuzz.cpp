// marienbad-cli's option parsing and position (--game, --heaps/--rows, --set, --misere,
// --normal, --component, positional game word, the commands' own options). The input is
// split at NUL bytes into arguments, as argv would hold them. Nothing throws; an error is
// one clean line; a resolved position is valid for its game, its heaps within limits and
// equal to what --heaps says, its game made from the parameter --set gives (a sum: its parts
// are the --component texts, in order, under normal play); a count option is within its
// bounds.
#include <algorithm>
#include <array>
#include <exception>
#include <vector>

#include "fuzz_check.hpp"
#include "options.hpp"

using namespace marienbad;
using namespace marienbad::cli;

namespace {

constexpr std::array<OptionSpec, 5> kExtra{{{"--count", true},
                                            {"--from-rank", true},
                                            {"--level", true},
                                            {"--seed", true},
                                            {"--random-starts", false}}};

void check_sum(const Arguments& args, const SumGame& sum, const Heaps& heaps) {
  FUZZ_CHECK(!args.heaps && args.parameters.empty() &&
             args.rule.value_or(Rule::Normal) == Rule::Normal);
  FUZZ_CHECK(!args.components.empty() && args.components.size() <= kMaxSumParts);
  const std::vector<SumPart> parts = sum.parts(heaps);
  FUZZ_CHECK(parts.size() == args.components.size());
  for (std::size_t i = 0; i < parts.size(); ++i) {
    SumPart given = parse_sum_part(args.components[i]).value();
    // The game keeps its parameter in one form (a set ascending, a code without trailing 0s).
    if (!given.parameter.empty()) {
      given.parameter = Game::make(given.kind, Rule::Normal, given.parameter).value().parameter();
    }
    FUZZ_CHECK(given == parts[i]);
  }
}

void check_position(const Arguments& args, const Position& position) {
  const Game& game = position.game;
  FUZZ_CHECK(game.check_position(position.heaps).ok());
  FUZZ_CHECK(!position.heaps.empty());
  for (Count h : position.heaps) FUZZ_CHECK(h <= game_info(game.kind()).max_count);
  if (const SumGame* sum = game.sum()) {
    check_sum(args, *sum, position.heaps);
    return;
  }
  FUZZ_CHECK(args.components.empty());
  if (args.game) FUZZ_CHECK(parse_game_kind(*args.game).value() == game.kind());
  FUZZ_CHECK(game.rule() == args.rule.value_or(Rule::Normal));
  if (args.heaps) {
    FUZZ_CHECK(parse_position(game_info(game.kind()), *args.heaps, "--heaps").value() ==
               position.heaps);
  }
  if (!args.heaps) FUZZ_CHECK(position.heaps == game.standard_start());
  // The game is made from the parameter given, or else its standard one or a preset's (a
  // preset's name as the game word: dawson-chess), whose text reads back the same (each game's
  // own limits: its parameter's fuzz target, tests/games/ID/fuzz/).
  const GameInfo& info = game_info(game.kind());
  if (info.parameter != nullptr) {
    const auto given = args.parameters.find(std::string(info.parameter->name));
    if (given != args.parameters.end()) {
      const std::vector<Count> parameter = info.parameter->parse(given->second, "given").value();
      FUZZ_CHECK(info.make(game.rule(), parameter).value().parameter() == game.parameter());
    } else {
      bool known = game.parameter() == default_parameter(info);
      for (const GamePreset& preset : info.presets) {
        const auto parameter = info.parameter->parse(preset.parameter, "preset").value();
        known = known || info.make(game.rule(), parameter).value().parameter() == game.parameter();
      }
      FUZZ_CHECK(known);
    }
    const std::string text = info.parameter->text(game.parameter());
    FUZZ_CHECK(info.parameter->parse(text, "again").value() == game.parameter());
  }
  // Only the game's own parameter option is accepted.
  const GameParameter* parameter = game_info(game.kind()).parameter;
  for (const auto& [name, text] : args.parameters) {
    FUZZ_CHECK(parameter && parameter->name == name);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string_view> args = fuzz::as_arguments(fuzz::as_text(data, size));
  try {
    for (const bool with_extra : {false, true}) {
      const auto parsed = with_extra ? parse_arguments(args, kExtra) : parse_arguments(args);
      if (!parsed) {
        FUZZ_CHECK(fuzz::is_clean_message(parsed.error()));
        continue;
      }
      for (const bool allow_game_word : {false, true}) {
        const auto position = resolve_position(parsed.value(), allow_game_word);
        if (!position) {
          FUZZ_CHECK(fuzz::is_clean_message(position.error()));
        } else {
          check_position(parsed.value(), position.value());
        }
      }
      for (const auto& name : {"--count", "--seed", "--from-rank"}) {
        const auto count = count_option(parsed.value(), name, 5, 1, 1000);
        if (!count) {
          FUZZ_CHECK(fuzz::is_clean_message(count.error()));
          FUZZ_CHECK(parsed->has(name));
        } else {
          FUZZ_CHECK(count.value() >= 1 && count.value() <= 1000);
        }
      }
    }
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
