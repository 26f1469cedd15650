#pragma once
// Move texts checked whatever the game: every move from a position written, read back and
// applied; a text that reads as a move the position does not allow, refused.
#include <catch2/catch.hpp>
#include <string>

#include "marienbad/game.hpp"

namespace marienbad::test {

inline void check_round_trips(const Game& game, const Heaps& heaps) {
  for (const Move& move : game.moves(heaps)) {
    const std::string text = game.move_text(move);
    const auto parsed = game.parse_move(text);
    INFO(to_string(game.kind()) << " move '" << text << "'");
    REQUIRE(parsed.ok());
    CHECK(parsed.value() == move);
    CHECK(game.try_apply(heaps, parsed.value()).ok());
  }
}

// The reason a well-formed text is refused from `heaps`; empty (and a failed check) if it is
// applied.
inline std::string refused(const Game& game, const Heaps& heaps, const char* text) {
  const auto move = game.parse_move(text);
  REQUIRE(move.ok());
  const auto applied = game.try_apply(heaps, move.value());
  CHECK_FALSE(applied.ok());
  return applied.ok() ? std::string() : applied.error();
}

// Each text is not a move of the game, with a reason.
inline void check_malformed(const Game& game, std::initializer_list<const char*> texts) {
  for (const char* text : texts) {
    INFO(to_string(game.kind()) << " '" << text << "'");
    const auto parsed = game.parse_move(text);
    CHECK_FALSE(parsed.ok());
    if (!parsed.ok()) CHECK_FALSE(parsed.error().empty());
  }
}

}  // namespace marienbad::test
