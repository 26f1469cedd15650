// Copy link (scenes/position_link.hpp): the query opens, through the command line's own
// parser, the very position and options it was made from.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "app/input.hpp"
#include "app/options.hpp"
#include "boards/game_table.hpp"
#include "marienbad/registry.hpp"
#include "position_link_support.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/position_link.hpp"
#include "sum/sum.hpp"

using namespace marienbad;
using namespace marienbad::app;
using marienbad::app::test::opened_by;

// Each single game at its standard setup, one move played: the link opens the same game, rule,
// parameter and position.
TEST_CASE("position link: every game opens where its match is") {
  std::size_t games = 0;
  for (const GameEntry* entry : all_game_entries()) {
    const GameInfo& info = game_info(entry->kind);
    if (!info.single) continue;
    ++games;
    INFO(info.id);
    const MatchSetup setup = default_setup(entry->kind);
    auto made = make_match(setup, 7);
    REQUIRE(made);
    Match match = std::move(made).value();
    const std::vector<Move> moves = match.game().moves(match.position());
    REQUIRE_FALSE(moves.empty());
    REQUIRE(match.play(moves.back()));
    const LinkedPosition linked{&setup, &match.game(), match.position(), false, true};
    const std::string query = position_query(linked);
    INFO(query);
    auto options = opened_by(query);
    REQUIRE(options);
    CHECK(options->variant == entry->kind);
    CHECK(options->heaps == match.position());
    CHECK(options->first == FirstPlayer::Computer);
    CHECK(options->hint);
    CHECK(check_command_line_game(*options));
    CHECK(options->rule == match.game().rule());
    if (info.parameter != nullptr) CHECK(options->set == match.game().parameter());
  }
  CHECK(games >= 3);
}

TEST_CASE("position link: a sum gives each part with its own position") {
  const MatchSetup setup = default_setup(GameKind::Sum);
  REQUIRE(setup.parts.size() >= 2);
  auto made = make_match(setup, 7);
  REQUIRE(made);
  Match match = std::move(made).value();
  const SumGame* sum = match.game().sum();
  REQUIRE(sum != nullptr);
  // A move in the first part that can take one token: its position changes, the others not.
  const Heaps before = match.position();
  const std::vector<Move> moves = match.game().moves(before);
  REQUIRE_FALSE(moves.empty());
  REQUIRE(match.play(moves.front()));
  const LinkedPosition linked{&setup, &match.game(), match.position(), true, false};
  const std::string query = position_query(linked);
  CHECK(query.find("heaps=") == std::string::npos);
  CHECK(query.find("misere") == std::string::npos);

  auto options = opened_by(query);
  REQUIRE(options);
  CHECK(options->variant == GameKind::Sum);
  REQUIRE(options->components.size() == setup.parts.size());
  for (std::size_t i = 0; i < setup.parts.size(); ++i) {
    CHECK(options->components[i].kind == setup.parts[i].kind);
    CHECK(options->components[i].parameter == setup.parts[i].parameter);
    CHECK(options->components[i].heaps == sum->part_heaps(match.position(), i));
  }
  CHECK(sum->part_heaps(match.position(), 0) != sum->part_heaps(before, 0));
  CHECK(check_command_line_game(*options));
}

TEST_CASE("position link: L asks for it, Ctrl+L does not") {
  SDL_Event event{};
  event.type = SDL_KEYDOWN;
  event.key.keysym.sym = SDLK_l;
  auto input = map_event(event, {});
  REQUIRE(input);
  CHECK(input->action == Action::CopyLink);
  event.key.keysym.mod = KMOD_LCTRL;
  CHECK_FALSE(map_event(event, {}));
}
