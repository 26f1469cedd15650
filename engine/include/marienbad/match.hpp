#pragma once
// A game in progress (the "midend"): rules, start, the two sides, the moves
// played, and an undo cursor into them. The SDL layer is a view on it.
#include <array>

#include "marienbad/game.hpp"

namespace marienbad {

class Match {
 public:
  // side 0 and side 1; `first` is the side that moves first. A side's
  // controller is "human" or a computer level name; the engine only stores it.
  // The start must be a valid position that is not already finished.
  static Result<Match> make(Game game, Heaps start, int first = 0,
                            std::array<std::string, 2> controllers = {"human", "perfect"});

  const Game& game() const { return game_; }
  const Heaps& start() const { return start_; }
  const Heaps& position() const { return positions_[cursor_]; }
  int first() const { return first_; }
  const std::string& controller(int side) const;
  int side_to_move() const;  // whose turn it is now (meaningless once over)

  Status play(const Move& move);  // drops the redo tail
  Status play_text(std::string_view move_text);
  bool can_undo() const { return cursor_ > 0; }
  bool can_redo() const { return cursor_ < moves_.size(); }
  bool undo();
  bool redo();

  bool over() const;
  std::optional<int> winner() const;                         // the side that won, once over
  std::size_t cursor() const { return cursor_; }             // moves played so far
  const std::vector<Move>& moves() const { return moves_; }  // includes the redo tail
  const Heaps& position_at(std::size_t ply) const { return positions_.at(ply); }
  int side_of_ply(std::size_t ply) const;  // who made move number `ply` (0-based)

  // The whole match as text (rules, start, sides, moves, cursor) and back.
  std::string serialize() const;
  static Result<Match> parse(std::string_view text);

 private:
  Match(Game game, Heaps start, int first, std::array<std::string, 2> controllers);
  Game game_;
  Heaps start_;
  int first_;
  std::array<std::string, 2> controllers_;
  std::vector<Move> moves_;
  std::vector<Heaps> positions_;  // positions_[i] is the position after i moves
  std::size_t cursor_ = 0;
};

}  // namespace marienbad
