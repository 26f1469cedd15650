#pragma once
// A game chosen at run time: one of the three models behind one interface.
// This is the only place that switches between them; everything generic is
// written against GameModel and reached through visit().
#include <variant>

#include "marienbad/nim.hpp"
#include "marienbad/subtraction.hpp"
#include "marienbad/wythoff.hpp"

namespace marienbad {

class Game {
 public:
  using Model = std::variant<NimGame, SubtractionGame, WythoffGame>;

  Game(NimGame nim) : model_(std::move(nim)) {}
  Game(SubtractionGame subtraction) : model_(std::move(subtraction)) {}
  Game(WythoffGame wythoff) : model_(std::move(wythoff)) {}
  // kind + rule (+ set for subtraction; the set is ignored for the other kinds).
  static Result<Game> make(GameKind kind, Rule rule, std::vector<Count> set = {1, 2, 3});

  GameKind kind() const;
  Rule rule() const;
  const std::vector<Count>& subtraction_set() const;  // empty unless subtraction
  Heaps standard_start() const;  // 1-3-5-7 (the film), 21, or (11, 15) on the Dornim board

  template <class F>
  decltype(auto) visit(F&& f) const {
    return std::visit(std::forward<F>(f), model_);
  }
  const Model& model() const { return model_; }

  Status check_position(const Heaps& heaps) const;
  bool is_terminal(const Heaps& heaps) const;
  Count move_count(const Heaps& heaps) const;
  Move nth_move(const Heaps& heaps, Count index) const;
  std::vector<Move> moves(const Heaps& heaps) const;
  Status check_move(const Heaps& heaps, const Move& move) const;
  Heaps apply(const Heaps& heaps, const Move& move) const;
  Outcome outcome(const Heaps& heaps) const;
  std::vector<Move> winning_moves(const Heaps& heaps) const;
  std::optional<Count> grundy(const Heaps& heaps) const;  // normal play, when cheap
  std::string move_text(const Move& move) const;
  Result<Move> parse_move(std::string_view text) const;
  // Checked apply: the reason when the move is illegal.
  Result<Heaps> try_apply(const Heaps& heaps, const Move& move) const;

 private:
  Model model_;
};

}  // namespace marienbad
