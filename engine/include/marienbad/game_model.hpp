#pragma once
// The one shape every game has (like a backend of Tatham's puzzle collection).
// NimGame, SubtractionGame and WythoffGame model it; the generic Solver and the
// players are written once against it; Game switches between them at run time.
#include <concepts>
#include <string>
#include <string_view>
#include <vector>

#include "marienbad/exact.hpp"
#include "marienbad/types.hpp"

namespace marienbad {

template <class G>
concept GameModel = requires(const G game, const Heaps heaps, const Move move, Count index) {
  { game.rule() } -> std::same_as<Rule>;
  { game.check_position(heaps) } -> std::same_as<Status>;  // right number of heaps, sizes in range
  { game.is_terminal(heaps) } -> std::same_as<bool>;       // no legal move left
  { game.move_count(heaps) } -> std::same_as<Count>;       // saturates at kMaxHeap
  { game.nth_move(heaps, index) } -> std::same_as<Move>;   // index < move_count, in moves() order
  {
    game.moves(heaps)
    } -> std::same_as<std::vector<Move>>;  // all legal moves: small positions only
  { game.check_move(heaps, move) } -> std::same_as<Status>;
  { game.apply(heaps, move) } -> std::same_as<Heaps>;  // precondition: check_move succeeded
  { game.outcome(heaps) } -> std::same_as<Outcome>;    // closed form, exact
  { game.winning_moves(heaps) } -> std::same_as<std::vector<Move>>;  // every one, in moves() order
  { game.move_text(move) } -> std::same_as<std::string>;
  { game.parse_move(std::string_view{}) } -> std::same_as<Result<Move>>;
};

// Outcome of a position with no legal move: the previous mover made the last move.
constexpr Outcome terminal_outcome(Rule rule) {
  return rule == Rule::Normal ? Outcome::P : Outcome::N;
}

}  // namespace marienbad
