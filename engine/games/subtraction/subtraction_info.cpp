// The subtraction game's row of the registry (registry.hpp).
#include "marienbad/game.hpp"
#include "marienbad/registry.hpp"

namespace marienbad {

namespace {

std::vector<Move> subtraction_moves_to_value(const Game& game, const Heaps& heaps, Count target) {
  std::vector<Move> moves;
  const auto& model = std::get<SubtractionGame>(game.model());
  for (Count s : model.set()) {
    if (s <= heaps[0] && model.grundy(heaps[0] - s) == target) moves.push_back(Move{0, s, false});
  }
  return moves;
}

Count subtraction_grundy(const Game& game, const Heaps& heaps) {
  return std::get<SubtractionGame>(game.model()).grundy(heaps[0]);
}

// The set of amounts, "1,3,4" (SubtractionGame::make checks it).
const GameParameter kSet{
    .name = "set",
    .fallback = "1,2,3",
    .help = "the amounts a move may take",
    .shown_as_text = false,
    .parse = [](std::string_view text, std::string_view what) -> Result<std::vector<Count>> {
      return parse_count_list(text, what);
    },
    .text = [](const std::vector<Count>& set) { return join_counts(set); },
};

}  // namespace

GameInfo subtraction_game_info() {
  return {
      .kind = GameKind::Subtraction,
      .id = "subtraction",
      .alias = "",
      .name_key = "game.subtraction",
      .heaps = "heap",
      .part_grammar = "subtraction:HEAP, subtraction:HEAP:SET",
      .single = true,
      .misere = true,
      .parameter = &kSet,
      .min_heaps = 1,
      .max_heaps = 1,
      .max_count = kMaxHeap,
      .start = {21},
      .table = TableStyle::HeapOutcomes,
      .make = [](Rule rule, std::vector<Count> set) -> Result<Game> {
        auto game = SubtractionGame::make(std::move(set), rule);
        if (!game) return Error{game.error()};
        return Game(std::move(game).value());
      },
      .grundy = [](const Game& game, const Heaps& heaps) -> std::optional<Count> {
        return subtraction_grundy(game, heaps);
      },
      .check_part = nullptr,
      .part_grundy = subtraction_grundy,
      .moves_to_value = subtraction_moves_to_value,
      .part_room = nullptr,
      .rule_sentence =
          [](const Game& game) {
            return rule_words(game, "normal", "misere") + " play, a move takes one of {" +
                   join_counts(game.parameter(), ", ") + "}";
          },
      .period = [](const Game& game) -> std::optional<ValuePeriod> {
        const SubtractionPeriod& period = std::get<SubtractionGame>(game.model()).period();
        return ValuePeriod{period.preperiod, period.period};
      },
  };
}

}  // namespace marienbad
