#include "marienbad/player.hpp"

#include <algorithm>
#include <array>

#include "marienbad/quote.hpp"
#include "player_moves.hpp"

namespace marienbad {

namespace {

// random: a uniformly random legal move (a child who knows only the rules).
class RandomPlayer final : public Player {
 public:
  std::string_view level() const override { return "random"; }
  Move choose(const Game& game, const Heaps& heaps, Rng& rng) const override {
    return players::uniform_move(game, heaps, rng);
  }
};

// How a person learns these games: first the losing positions near the end
// (one match left in misère, 4 in "21", (1,2) on the Dornim board), then
// larger and larger ones. A learner knows every losing position of at most
// `horizon` tokens: when it can move to one it does; when it stands on one it
// stalls as well as it can. Beyond its horizon it finds the winning move with
// probability `skill`, and otherwise guesses a plausible move (a human-sized
// near miss, right only by luck).
struct LearnerModel {
  Count horizon;
  std::uint32_t skill_permille;
};

class LearnerPlayer final : public Player {
 public:
  LearnerPlayer(std::string_view level, LearnerModel model) : level_(level), model_(model) {}
  std::string_view level() const override { return level_; }

  Move choose(const Game& game, const Heaps& heaps, Rng& rng) const override {
    const std::vector<Move> winning = game.winning_moves(heaps);
    if (winning.empty()) {
      if (players::tokens(game, heaps) <= model_.horizon)
        return players::give_the_change(game, heaps);
      return players::plausible_move(game, heaps, rng);
    }
    // The tokens a move leaves, without applying it: a long row has thousands of winning moves.
    const Count tokens = players::tokens(game, heaps);
    std::vector<Move> known;
    for (const Move& move : winning) {
      if (tokens - std::min(tokens, players::removal(move)) <= model_.horizon)
        known.push_back(move);
    }
    if (!known.empty()) return known[static_cast<std::size_t>(rng.below(known.size()))];
    if (rng.chance(model_.skill_permille)) {
      return winning[static_cast<std::size_t>(rng.below(winning.size()))];
    }
    return players::plausible_move(game, heaps, rng);
  }

 private:
  std::string_view level_;
  LearnerModel model_;
};

// perfect: the learner that knows everything, and when the position is small
// enough for a remoteness table, also how long each game lasts: it takes the
// fastest win, and when lost it gives the change as the learner does, the last
// tie going to the longest resistance. Beyond the table it plays as the learner.
class PerfectPlayer final : public Player {
 public:
  std::string_view level() const override { return "perfect"; }

  Move choose(const Game& game, const Heaps& heaps, Rng& rng) const override {
    const auto table = RemotenessTable::build(game, heaps, perfect_remoteness_states(game, heaps));
    const std::vector<Move> winning = game.winning_moves(heaps);
    if (winning.empty()) return players::give_the_change(game, heaps, table ? &*table : nullptr);
    std::vector<Move> fastest = winning;
    if (table) {
      fastest.clear();
      std::uint32_t best = UINT32_MAX;
      for (const Move& move : winning) {
        const std::uint32_t r = table->remoteness(game.apply(heaps, move)).value_or(UINT32_MAX);
        if (r < best) {
          best = r;
          fastest.clear();
        }
        if (r == best) fastest.push_back(move);
      }
    }
    return fastest[static_cast<std::size_t>(rng.below(fastest.size()))];
  }
};

// Marked for translation: the game shows these sentences in the player's language (po/).
#define N_(text) text
constexpr std::array<LevelInfo, 5> kLevels = {{
    {"random", N_("Plays any legal move at random.")},
    {"easy", N_("A beginner: knows only the last few losing positions and often blunders.")},
    {"medium", N_("Plays the end game well and finds the winning move about half the time.")},
    {"hard", N_("Finds the winning move most of the time, but can still slip.")},
    {"perfect",
     N_("Never misses a win; when losing, it leaves you as few winning replies as it can.")},
}};
#undef N_

// Tuned with the ladder (docs/playing.md): each level beats the one below in >= 55 %
// of games from random starts, in every game under both rules.
constexpr LearnerModel kEasy{2, 100};
constexpr LearnerModel kMedium{2, 450};
constexpr LearnerModel kHard{3, 700};

}  // namespace

namespace players {
std::unique_ptr<Player> make_learner(std::string_view level, Count horizon,
                                     std::uint32_t skill_permille) {
  return std::make_unique<LearnerPlayer>(level, LearnerModel{horizon, skill_permille});
}
}  // namespace players

namespace {

std::string known_levels() {
  std::string text;
  for (const auto& info : kLevels) {
    if (!text.empty()) text += ", ";
    text += info.name;
  }
  return text;
}

Error unknown_level(std::string_view name) {
  return Error{"unknown level " + quote_for_message(name) + " (levels: " + known_levels() + ")"};
}

}  // namespace

std::size_t perfect_remoteness_states(const Game& game, const Heaps& heaps) {
  // Nim's table looks at each row of a position, a sum's or an explored
  // game's at each move.
  const std::size_t work =
      std::min(remoteness_work_per_state(game, heaps), std::size_t{kPerfectRemotenessWork});
  return kPerfectRemotenessWork / std::max<std::size_t>(work, 1);
}

std::span<const LevelInfo> levels() {
  return kLevels;
}

std::vector<std::string_view> level_names() {
  std::vector<std::string_view> names;
  for (const auto& info : kLevels) names.push_back(info.name);
  return names;
}

bool is_level(std::string_view name) {
  for (const auto& info : kLevels) {
    if (info.name == name) return true;
  }
  return false;
}

Result<std::string_view> describe(std::string_view level) {
  for (const auto& info : kLevels) {
    if (info.name == level) return info.english;
  }
  return unknown_level(level);
}

Result<std::unique_ptr<Player>> make_player(std::string_view level) {
  std::unique_ptr<Player> player;
  if (level == "random") player = std::make_unique<RandomPlayer>();
  if (level == "easy") player = std::make_unique<LearnerPlayer>("easy", kEasy);
  if (level == "medium") player = std::make_unique<LearnerPlayer>("medium", kMedium);
  if (level == "hard") player = std::make_unique<LearnerPlayer>("hard", kHard);
  if (level == "perfect") player = std::make_unique<PerfectPlayer>();
  if (!player) return unknown_level(level);
  return player;
}

}  // namespace marienbad
