#include "session/lesson_grundy.hpp"

#include <algorithm>

namespace marienbad::app {

namespace {

Count row_value(const Game& game, Count pins) {
  return game.grundy(Heaps{pins}).value_or(0);
}

}  // namespace

GrundyRow grundy_row(const Game& game, Count pins) {
  GrundyRow row;
  row.pins = std::min(pins, kMaxGrundyLessonRow);
  const Heaps start{row.pins};
  for (const Move& move : game.moves(start)) {
    GrundyOption option;
    option.knocked = move.amount;
    for (Count piece : game.apply(start, move)) {
      if (piece > 0) option.pieces.push_back(piece);
    }
    std::sort(option.pieces.begin(), option.pieces.end());
    // Knocking down the first pin or the last leaves the same row: one option. (Two amounts
    // never leave the same rows: they leave different numbers of pins.)
    const bool seen = std::any_of(row.options.begin(), row.options.end(),
                                  [&](const GrundyOption& o) { return o.pieces == option.pieces; });
    if (seen) continue;
    for (Count piece : option.pieces) {
      option.values.push_back(row_value(game, piece));
      option.value ^= option.values.back();
    }
    row.options.push_back(option);
    row.reached.push_back(option.value);
  }
  std::sort(row.reached.begin(), row.reached.end());
  row.reached.erase(std::unique(row.reached.begin(), row.reached.end()), row.reached.end());
  row.value = row_value(game, row.pins);
  return row;
}

Count mex_of(const std::vector<Count>& sorted_values) {
  Count mex = 0;
  for (Count v : sorted_values) {
    if (v == mex) ++mex;
    if (v > mex) break;
  }
  return mex;
}

GrundyExercise::GrundyExercise(Game game, Count last)
    : game_(std::move(game)),
      last_(std::min(last, kMaxGrundyLessonRow)),
      row_(grundy_row(game_, 0)) {}

std::optional<Count> GrundyExercise::value(Count pins) const {
  if (pins >= found_.size()) return std::nullopt;
  return found_[static_cast<std::size_t>(pins)];
}

GrundyAnswer GrundyExercise::answer(Count said) {
  GrundyAnswer answer;
  if (done()) return answer;
  answer.pins = row_.pins;
  answer.said = said;
  answer.truth = row_.value;
  answer.right = said == row_.value;
  answer.reached = row_.reached;
  for (const GrundyOption& option : row_.options) {
    if (option.value == said) {
      answer.reaching = option;
      break;
    }
  }
  if (answer.right) {
    found_.push_back(row_.value);
    if (!done()) row_ = grundy_row(game_, next());
  }
  return answer;
}

void GrundyExercise::finish() {
  while (!done()) (void)answer(row_.value);
}

}  // namespace marienbad::app
