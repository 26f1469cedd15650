#include "marienbad/game.hpp"

#include "marienbad/registry.hpp"

namespace marienbad {

Result<Game> Game::make(GameKind kind, Rule rule, std::vector<Count> parameter) {
  const auto games = game_registry();
  if (static_cast<std::size_t>(kind) >= games.size()) return Error{"unknown game"};
  const GameInfo& info = games[static_cast<std::size_t>(kind)];
  if (parameter.empty()) parameter = default_parameter(info);
  return info.make(rule, std::move(parameter));
}

GameKind Game::kind() const {
  return visit_any([](const auto& g) { return std::decay_t<decltype(g)>::kind; });
}

Rule Game::rule() const {
  return visit_any([](const auto& g) { return g.rule(); });
}

const std::vector<Count>& Game::parameter() const {
  static const std::vector<Count> none;
  if (single() == nullptr) return none;
  return visit([](const auto& model) -> const std::vector<Count>& {
    if constexpr (requires { model.parameter(); }) {
      return model.parameter();
    } else {
      return none;
    }
  });
}

Heaps Game::standard_start() const {
  if (const SumGame* parts = sum()) return parts->start();
  return game_info(kind()).start;
}

Status Game::check_position(const Heaps& heaps) const {
  return visit_any([&](const auto& g) { return g.check_position(heaps); });
}
bool Game::is_terminal(const Heaps& heaps) const {
  return visit_any([&](const auto& g) { return g.is_terminal(heaps); });
}
Count Game::move_count(const Heaps& heaps) const {
  return visit_any([&](const auto& g) { return g.move_count(heaps); });
}
Move Game::nth_move(const Heaps& heaps, Count index) const {
  return visit_any([&](const auto& g) { return g.nth_move(heaps, index); });
}
std::vector<Move> Game::moves(const Heaps& heaps) const {
  return visit_any([&](const auto& g) { return g.moves(heaps); });
}
Status Game::check_move(const Heaps& heaps, const Move& move) const {
  return visit_any([&](const auto& g) { return g.check_move(heaps, move); });
}
Heaps Game::apply(const Heaps& heaps, const Move& move) const {
  return visit_any([&](const auto& g) { return g.apply(heaps, move); });
}
Outcome Game::outcome(const Heaps& heaps) const {
  return visit_any([&](const auto& g) { return g.outcome(heaps); });
}
std::vector<Move> Game::winning_moves(const Heaps& heaps) const {
  return visit_any([&](const auto& g) { return g.winning_moves(heaps); });
}
u128 Game::winning_move_count(const Heaps& heaps) const {
  return visit_any([&](const auto& g) -> u128 {
    if constexpr (requires { g.winning_move_count(heaps); }) {
      return g.winning_move_count(heaps);
    } else {
      return g.winning_moves(heaps).size();
    }
  });
}
u128 Game::total_moves(const Heaps& heaps) const {
  return visit_any([&](const auto& g) -> u128 {
    if constexpr (requires { g.total_moves(heaps); }) {
      return g.total_moves(heaps);
    } else {
      return g.move_count(heaps);  // never saturates for this game
    }
  });
}
std::string Game::move_text(const Move& move) const {
  return visit_any([&](const auto& g) { return g.move_text(move); });
}
std::string Game::position_text(const Heaps& heaps) const {
  if (const SumGame* parts = sum()) return parts->position_text(heaps);
  return marienbad::position_text(game_info(kind()), heaps);
}
Result<Move> Game::parse_move(std::string_view text) const {
  return visit_any([&](const auto& g) { return g.parse_move(text); });
}

std::optional<Count> Game::grundy(const Heaps& heaps) const {
  if (rule() != Rule::Normal) return std::nullopt;
  const auto hook = game_info(kind()).grundy;
  if (!hook) return std::nullopt;
  return hook(*this, heaps);
}

Result<Heaps> Game::try_apply(const Heaps& heaps, const Move& move) const {
  if (auto valid = check_position(heaps); !valid) return Error{valid.error()};
  if (auto legal = check_move(heaps, move); !legal) return Error{legal.error()};
  return apply(heaps, move);
}

}  // namespace marienbad
