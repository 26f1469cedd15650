#include "games/sum/sum_words.hpp"

#include "boards/game_table.hpp"
#include "marienbad/registry.hpp"

// A part's name is its game's ("sum.name.ID", in the game's folder).
MARIENBAD_STRINGS(sum_words_strings, S_("sum.caption", "{} · {}"),
                  S_("sum.move_words", "{} in part {}"), S_("sum.part_over", "finished"))

namespace marienbad::app {

std::string parameter_words(GameKind kind, const std::vector<Count>& value) {
  const GameInfo& info = game_info(kind);
  if (info.parameter != nullptr && info.parameter->shown_as_text) {
    return info.parameter->text(value);
  }
  return join_counts(value, ", ");
}

std::string sum_part_name(const Strings& strings, const Game& part) {
  return strings.trf(game_key("sum.name", part.kind()),
                     parameter_words(part.kind(), part.parameter()));
}

std::string sum_part_caption(const Strings& strings, const Game& sum, std::size_t part,
                             bool brief) {
  if (!sum.sum() || part >= sum.sum()->part_count()) return {};
  std::string name = sum_part_name(strings, sum.sum()->part(part));
  if (const std::size_t group = name.rfind(" {");
      brief && group != std::string::npos && name.ends_with('}')) {
    name.erase(group);
  }
  return strings.trf("sum.caption", part + 1, name);
}

std::string sum_move_words(const Strings& strings, const Game& sum, const Reached& before,
                           const Move& move) {
  const SumGame* parts = sum.sum();
  if (!parts) return sum.move_text(move);
  const std::size_t i = parts->part_of(move);
  const Game& part = parts->part(i);
  return strings.trf(
      "sum.move_words",
      game_entry(part.kind())
          .move_words(strings, part, part_reached(*parts, before, i), parts->part_move(move)),
      i + 1);
}

Reached part_reached(const SumGame& sum, const Reached& reached, std::size_t index) {
  if (!reached.known()) return {};
  Reached part{sum.part_heaps(reached.start, index), {}};
  for (const Move& move : reached.moves) {
    if (sum.part_of(move) == index) part.moves.push_back(sum.part_move(move));
  }
  return part;
}

}  // namespace marienbad::app
