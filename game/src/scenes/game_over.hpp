#pragma once
// The end of a match, over the final board: who won, in how many moves, whether hints
// were used; play again (same setup), review the game, change settings, or back to the menu.
#include <cstddef>
#include <memory>
#include <optional>
#include <string>

#include "app/context.hpp"
#include "app/scene.hpp"
#include "scenes/review_scene.hpp"
#include "session/match_setup.hpp"

namespace marienbad::app {

struct GameOverInfo {
  MatchSetup setup;
  std::string winner_text;         // "You win!", "Player 2 wins"...
  std::string reason;              // how it ended: "The computer took the last match."
  std::optional<bool> person_won;  // against the computer only
  std::size_t moves = 0;           // moves played in the match
  int hints_used = 0;
  std::optional<ReviewInfo> review;  // the finished match and its ratings: "Review" (R)
};

std::unique_ptr<Scene> make_game_over(AppContext& ctx, GameOverInfo info);

}  // namespace marienbad::app
