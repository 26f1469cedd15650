#pragma once
// A game chosen at run time: one of the single games, or a sum of them,
// behind one interface. What differs between games is in their models
// (reached through visit_any(), every model, or visit(), the single games
// only) and in their entries in registry.hpp; nothing switches on the kind.
#include <variant>

#include "marienbad/game_models.hpp"  // generated: every game's header, SingleModel
#include "marienbad/registry.hpp"

namespace marienbad {

class Game {
 public:
  using Model = SingleModel;  // a single game

  // Any single game's model, or a sum.
  template <class M>
  requires std::is_constructible_v<Model, M> &&
      (!std::is_same_v<std::decay_t<M>, Model>)Game(M model)
      : model_(Model(std::move(model))) {}
  Game(SumGame sum) : model_(std::move(sum)) {}
  // A single game: kind + rule (+ the value of its parameter, GameInfo::parameter: the
  // default when empty; ignored by a game without one), as its registry entry makes it. A sum
  // is made from its parts: SumGame::make.
  static Result<Game> make(GameKind kind, Rule rule, std::vector<Count> parameter = {});

  GameKind kind() const;  // GameKind::Sum for a sum
  Rule rule() const;
  bool is_sum() const { return model_.index() == 1; }
  const SumGame* sum() const { return std::get_if<SumGame>(&model_); }  // null unless a sum
  // The value of the game's parameter (GameInfo::parameter: the subtraction game's set, an
  // octal game's digits); empty for a game without one.
  const std::vector<Count>& parameter() const;
  // 1-3-5-7 (the film), 21, or (11, 15) on the Dornim board; a sum's parts' start.
  Heaps standard_start() const;

  // Calls f with the model, a sum's SumGame included: for code written once
  // for every GameModel (the solver).
  template <class F>
  decltype(auto) visit_any(F&& f) const {
    return std::visit(
        [&f](const auto& model) -> decltype(auto) {
          if constexpr (std::is_same_v<std::decay_t<decltype(model)>, SumGame>) {
            return f(model);
          } else {
            return std::visit(f, model);
          }
        },
        model_);
  }
  // The single game's model, for code that handles each single game
  // (e.g. a board per game). A sum has none: both throw std::bad_variant_access.
  template <class F>
  decltype(auto) visit(F&& f) const {
    return std::visit(std::forward<F>(f), model());
  }
  const Model& model() const { return std::get<Model>(model_); }
  // The single game's model, null for a sum: std::get_if<NimGame>(game.single())
  // asks "is this Nim?" of any game.
  const Model* single() const { return std::get_if<Model>(&model_); }

  Status check_position(const Heaps& heaps) const;
  bool is_terminal(const Heaps& heaps) const;
  Count move_count(const Heaps& heaps) const;
  Move nth_move(const Heaps& heaps, Count index) const;
  std::vector<Move> moves(const Heaps& heaps) const;
  Status check_move(const Heaps& heaps, const Move& move) const;
  Heaps apply(const Heaps& heaps, const Move& move) const;
  Outcome outcome(const Heaps& heaps) const;
  std::vector<Move> winning_moves(const Heaps& heaps) const;  // Kayles: the first 4096 only
  u128 winning_move_count(const Heaps& heaps) const;          // exact, also when the list is cut
  u128 total_moves(const Heaps& heaps) const;                 // exact; move_count saturates
  std::optional<Count> grundy(const Heaps& heaps) const;      // normal play, when cheap (sums too)
  std::string move_text(const Move& move) const;
  // The position as text: "1,3,5,7", a sum's "1,3,5 | 21", a Hackenbush picture's "BRB,RR".
  std::string position_text(const Heaps& heaps) const;
  Result<Move> parse_move(std::string_view text) const;
  // Checked apply: the reason when the move is illegal.
  Result<Heaps> try_apply(const Heaps& heaps, const Move& move) const;

 private:
  std::variant<Model, SumGame> model_;
};

}  // namespace marienbad
