#include "marienbad/ladder.hpp"

#include "marienbad/match.hpp"

namespace marienbad {

double LadderResult::win_rate(std::size_t i, std::size_t j) const {
  if (i == j || games_per_pair == 0) return 0.5;
  return static_cast<double>(wins[i][j]) / static_cast<double>(games_per_pair);
}

Count LadderResult::win_permille(std::size_t i, std::size_t j) const {
  if (i == j || games_per_pair == 0) return 500;
  return (wins[i][j] * 1000 + games_per_pair / 2) / games_per_pair;
}

Heaps random_start(const Game& game, const Heaps& bound, Rng& rng) {
  if (!game.is_sum() && game_info(game.kind()).parse_text) {
    // Positions that are not numbers below the bound (a Hackenbush picture): a few random moves
    // from it, stopping before the end.
    Heaps heaps = bound;
    for (Count moves = rng.below(4); moves > 0; --moves) {
      const Count count = game.move_count(heaps);
      if (count == 0) break;
      Heaps next = game.apply(heaps, game.nth_move(heaps, rng.below(count)));
      if (game.is_terminal(next)) break;
      heaps = std::move(next);
    }
    return heaps;
  }
  constexpr int kMaxDraws = 10'000;
  for (int draw = 0; draw < kMaxDraws; ++draw) {
    Heaps heaps = bound;
    for (Count& h : heaps) h = rng.below(h + 1);  // h <= 2^63-1: no overflow
    if (!game.is_terminal(heaps)) return heaps;
  }
  return bound;
}

int play_game(const Game& game, const Heaps& start, int first,
              const std::array<const Player*, 2>& players, Rng& rng) {
  Match match = Match::make(game, start, first,
                            {std::string(players[0]->level()), std::string(players[1]->level())})
                    .value();
  while (!match.over()) {
    const Player& mover = *players[static_cast<std::size_t>(match.side_to_move())];
    // A player's move is legal by contract; play() checks it anyway.
    if (!match.play(mover.choose(game, match.position(), rng)).ok()) {
      return 1 - match.side_to_move();
    }
  }
  return *match.winner();
}

Status check_ladder(const Game& game, const Heaps& start, Count games) {
  if (auto valid = game.check_position(start); !valid) return Error{valid.error()};
  if (game.is_terminal(start)) return Error{"the start position is already finished"};
  Count total = 0;
  for (Count h : start) {
    total += h;
    if (h > kMaxLadderTokens || total > kMaxLadderTokens) {
      return Error{"the ladder plays positions of at most " + std::to_string(kMaxLadderTokens) +
                   " tokens"};
    }
  }
  if (games == 0 || games > kMaxLadderGames) {
    return Error{"games per pair must be 1 to " + std::to_string(kMaxLadderGames)};
  }
  if (games > kMaxLadderWork / total) {
    return Error{std::to_string(games) + " games of " + std::to_string(total) +
                 " tokens would take too long: games x tokens is at most " +
                 std::to_string(kMaxLadderWork) + " (at most " +
                 std::to_string(kMaxLadderWork / total) + " games from this position)"};
  }
  // A move costs about one pass over the heaps, which Kayles' splits multiply: a row of n
  // pins can become (n + 1) / 2 rows (a sum keeps that room in every position).
  const auto room = game.sum() ? nullptr : game_info(game.kind()).part_room;
  const Count heaps = std::max<Count>(start.size(), room ? room(start) : 0);
  const Count most = kMaxLadderHeapWork / (total * heaps);
  if (games > most) {
    return Error{std::to_string(games) + " games of " + std::to_string(total) +
                 " tokens over up to " + std::to_string(heaps) +
                 " heaps would take too long: games x tokens x heaps is at most " +
                 std::to_string(kMaxLadderHeapWork) + " (at most " + std::to_string(most) +
                 " games from this position)"};
  }
  return Ok{};
}

Result<LadderResult> play_ladder(const Game& game, const LadderOptions& options) {
  if (auto valid = check_ladder(game, options.start, options.games_per_pair); !valid) {
    return Error{valid.error()};
  }
  LadderResult result;
  std::vector<std::unique_ptr<Player>> players;
  for (std::string_view name : level_names()) {
    result.levels.emplace_back(name);
    players.push_back(std::move(make_player(name)).value());
  }
  const std::size_t n = players.size();
  result.games_per_pair = options.games_per_pair;
  result.wins.assign(n, std::vector<Count>(n, 0));
  const Rng root(options.seed);
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      for (Count g = 0; g < options.games_per_pair; ++g) {
        // One generator per game pair, whatever order the games are played in.
        Rng starts = root.derive((i * n + j) * kMaxLadderGames + g / 2);
        const Heaps start =
            options.random_starts ? random_start(game, options.start, starts) : options.start;
        Rng moves = starts.derive(g);
        const int first = static_cast<int>(g % 2);  // side 0 is level i
        const int winner =
            play_game(game, start, first, {players[i].get(), players[j].get()}, moves);
        ++result.wins[winner == 0 ? i : j][winner == 0 ? j : i];
      }
    }
  }
  return result;
}

}  // namespace marienbad
