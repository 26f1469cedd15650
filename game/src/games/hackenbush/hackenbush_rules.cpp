// Hackenbush's rules row (session/game_rules.hpp): a picture the board shows, under the normal
// rule only (a picture's value, and so who wins, is a normal-play notion). Not a part of a sum:
// a sum's parts are impartial games, each worth a Nim heap.
#include "hackenbush/hackenbush.hpp"
#include "session/game_rules.hpp"
#include "session/setup_checks.hpp"

namespace marienbad::app {

namespace {

// More edges than this crowd the board past reading.
constexpr Count kMaxBoardEdges = 40;

}  // namespace

const GameRules& hackenbush_rules() {
  static const GameRules rules = {
      .kind = GameKind::Hackenbush,
      .standard =
          [] {
            return standard_setup(GameKind::Hackenbush, Rule::Normal,
                                  game_info(GameKind::Hackenbush).start);
          },
      .check_start = [](const MatchSetup& setup) -> Status {
        const auto picture = decode_picture(setup.start);
        if (!picture) return Error{picture.error()};
        if (picture->edges.size() > kMaxBoardEdges) {
          return too_big("a picture has too many edges", kMaxBoardEdges);
        }
        return Ok{};
      },
      .make_game = make_single_game,
      .normal_only = true,
  };
  return rules;
}

}  // namespace marienbad::app
