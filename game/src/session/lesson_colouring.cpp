#include "session/lesson_colouring.hpp"

namespace marienbad::app {

ColouringExercise::ColouringExercise(Game game, Count last) : game_(std::move(game)), last_(last) {}

std::optional<Outcome> ColouringExercise::colour(Count heap) const {
  if (heap >= colours_.size()) return std::nullopt;
  return colours_[static_cast<std::size_t>(heap)];
}

ColouringAnswer ColouringExercise::answer(Outcome said) {
  ColouringAnswer answer;
  if (done()) return answer;
  const Count heap = next();
  answer.heap = heap;
  answer.truth = game_.outcome({heap});
  answer.right = said == answer.truth;
  for (const Move& move : game_.moves({heap})) {
    const Count left = game_.apply({heap}, move).at(0);
    if (answer.truth == Outcome::N && !answer.take && game_.outcome({left}) == Outcome::P) {
      answer.take = heap - left;
      answer.left = left;
    }
    if (answer.truth == Outcome::P) answer.replies.push_back(left);
  }
  if (answer.right) colours_.push_back(answer.truth);
  return answer;
}

std::vector<Count> ColouringExercise::losing() const {
  std::vector<Count> heaps;
  for (std::size_t i = 0; i < colours_.size(); ++i) {
    if (colours_[i] == Outcome::P) heaps.push_back(i);
  }
  return heaps;
}

}  // namespace marienbad::app
