#pragma once
// Hackenbush (Winning Ways, chapter 1; the seeds' "to go further": partisan games), the first
// game whose players have different moves: Blue cuts blue or green edges, Red red or green ones,
// what no longer reaches the ground falls, and whoever cannot cut loses (normal play only).
//
// Position: a picture with the player to move (hackenbush_picture.hpp), at most
// kMaxHackenbushEdges edges, whose value the engine knows exactly (hackenbush_value.hpp:
// check_position refuses the others with the reason). Move: heap = the edge cut (from 0),
// amount = 1. Text: the edge's number from 1, "3" cuts edge 3.
//
// The outcome follows from the value and the player to move: Blue moving first wins when the
// value is positive or fuzzy, Red when it is negative or fuzzy.
#include "hackenbush/hackenbush_picture.hpp"
#include "hackenbush/hackenbush_value.hpp"
#include "marienbad/game_model.hpp"

namespace marienbad {

class HackenbushGame {
 public:
  static Result<HackenbushGame> make(Rule rule);
  static constexpr GameKind kind = GameKind::Hackenbush;

  Rule rule() const { return Rule::Normal; }
  Status check_position(const Heaps& heaps) const;
  bool is_terminal(const Heaps& heaps) const;
  Count move_count(const Heaps& heaps) const;
  Move nth_move(const Heaps& heaps, Count index) const;
  std::vector<Move> moves(const Heaps& heaps) const;
  Status check_move(const Heaps& heaps, const Move& move) const;
  Heaps apply(const Heaps& heaps, const Move& move) const;
  Outcome outcome(const Heaps& heaps) const;
  std::vector<Move> winning_moves(const Heaps& heaps) const;
  std::string move_text(const Move& move) const;
  Result<Move> parse_move(std::string_view text) const;
  // The cut that leads from `before` to `after`, if one does (a review, a bot's answer).
  std::optional<Move> move_between(const Heaps& before, const Heaps& after) const;
  // What a learner's horizon and the remoteness search count: the edges standing.
  Count tokens(const Heaps& heaps) const;

  // The position's value; for a valid position it is always known.
  PictureValue value(const Heaps& heaps) const;

 private:
  HackenbushGame() = default;
};

// A valid position's picture (check_position succeeded).
Picture picture_of(const Heaps& heaps);

}  // namespace marienbad
