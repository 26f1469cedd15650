// Copy link (scenes/position_link.hpp): the query opens, through the command line's own
// parser, the very position and options it was made from.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "app/input.hpp"
#include "app/options.hpp"
#include "scenes/initial_scene.hpp"
#include "scenes/position_link.hpp"
#include "sum/sum.hpp"

using namespace marienbad;
using namespace marienbad::app;

namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

std::string decoded(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size() && hex_digit(text[i + 1]) >= 0 &&
        hex_digit(text[i + 2]) >= 0) {
      out.push_back(static_cast<char>(hex_digit(text[i + 1]) * 16 + hex_digit(text[i + 2])));
      i += 2;
    } else {
      out.push_back(text[i] == '+' ? ' ' : text[i]);
    }
  }
  return out;
}

// What game/web/index.html does with the address's query: name=value is --name value, a
// bare name is the flag --name.
std::vector<std::string> command_line_of(std::string_view query) {
  std::vector<std::string> args;
  std::size_t start = 0;
  while (start <= query.size()) {
    const std::size_t end = std::min(query.find('&', start), query.size());
    const std::string_view pair = query.substr(start, end - start);
    const std::size_t equals = pair.find('=');
    args.push_back("--" + decoded(pair.substr(0, equals)));
    if (equals != std::string_view::npos && equals + 1 < pair.size()) {
      args.push_back(decoded(pair.substr(equals + 1)));
    }
    start = end + 1;
  }
  return args;
}

Result<Options> opened_by(std::string_view query) {
  const std::vector<std::string> args = command_line_of(query);
  const std::vector<std::string_view> views(args.begin(), args.end());
  return parse_options(views);
}

}  // namespace

TEST_CASE("position link: a Marienbad match in progress opens where it is") {
  MatchSetup setup = default_setup(GameKind::Nim);
  setup.level = "perfect";
  auto made = make_match(setup, 7);
  REQUIRE(made);
  Match match = std::move(made).value();
  REQUIRE(match.play(Move{3, 2}));  // 1,3,5,7 → 1,3,5,5; the computer to move
  const LinkedPosition linked{&setup, &match.game(), match.position(), false, false};
  const std::string query = position_query(linked);
  CHECK(query == "game=nim&heaps=1,3,5,5&misere&level=perfect&first=computer");

  auto options = opened_by(query);
  REQUIRE(options);
  CHECK(options->variant == GameKind::Nim);
  CHECK(options->heaps == Heaps{1, 3, 5, 5});
  CHECK(options->rule == Rule::Misere);
  CHECK(options->level == "perfect");
  CHECK(options->first == FirstPlayer::Computer);
  CHECK_FALSE(options->hint);
  CHECK(check_command_line_game(*options));
}

TEST_CASE("position link: a Hackenbush picture is written as the command line reads it") {
  for (const std::string start : {"red:BR,G", "house"}) {
    MatchSetup setup = default_setup(GameKind::Hackenbush);
    setup.start = parse_position(game_info(GameKind::Hackenbush), start, "--heaps").value();
    auto made = make_match(setup, 7);
    REQUIRE(made);
    const Match match = std::move(made).value();
    const LinkedPosition linked{&setup, &match.game(), match.position(), true, false};
    const std::string query = position_query(linked);
    INFO(query);
    if (start == "red:BR,G") CHECK(query.starts_with("game=hackenbush&heaps=red:BR,G&normal"));
    auto options = opened_by(query);
    REQUIRE(options);
    CHECK(options->variant == GameKind::Hackenbush);
    CHECK(options->heaps == setup.start);  // the JSON of a house, percent-encoded, included
    CHECK(check_command_line_game(*options));
  }
}

TEST_CASE("position link: the subtraction game keeps its set, its rule and the hint") {
  MatchSetup setup = default_setup(GameKind::Subtraction);
  setup.start = {15};
  setup.set = {1, 3, 4};
  setup.rule = Rule::Normal;
  setup.level = "easy";
  auto made = make_match(setup, 7);
  REQUIRE(made);
  Match match = std::move(made).value();
  const LinkedPosition linked{&setup, &match.game(), match.position(), true, true};
  const std::string query = position_query(linked);
  CHECK(query == "game=subtraction&heaps=15&set=1,3,4&normal&level=easy&first=human&hint");

  auto options = opened_by(query);
  REQUIRE(options);
  CHECK(options->variant == GameKind::Subtraction);
  CHECK(options->heaps == Heaps{15});
  CHECK(options->set == Heaps{1, 3, 4});
  CHECK(options->rule == Rule::Normal);
  CHECK(options->first == FirstPlayer::Human);
  CHECK(options->hint);
  CHECK(check_command_line_game(*options));
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
