// The octal games in the window: the board of pins offers exactly the moves the code allows
// and says why it forbids the others; the set-up page's code field refuses a bad code with
// its reason as it is typed.
#include <catch2/catch.hpp>

#include <set>
#include <tuple>

#include "board_test_support.hpp"
#include "boards/pins/pin_board.hpp"
#include "boards/start_editor.hpp"
#include "games/octal/octal_board.hpp"
#include "games/octal/octal_words.hpp"
#include "marienbad/registry.hpp"
#include "session/game_rules.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

struct OctalFixture {
  OctalFixture(std::string_view code, Heaps start) : home("board-octal") {
    app = make_app(home.path(), sized(1280, 720));
    REQUIRE(app);
    MatchSetup setup = default_setup(GameKind::Octal);
    setup.set = game_info(GameKind::Octal).parameter->parse(code, "code").value();
    setup.start = start;
    auto made = game_rules(GameKind::Octal).make_game(setup);
    REQUIRE(made.ok());
    auto scene = std::make_unique<BoardScene>(make_octal_board(app->context(), setup),
                                              std::move(made).value(), start);
    board_scene = scene.get();
    board_scene->apply_moves = true;
    app->scenes().push(std::move(scene));
    app->step();
  }
  PinBoard& board() { return dynamic_cast<PinBoard&>(board_scene->board()); }
  void click(Point p) {
    push_click(static_cast<int>(p.x), static_cast<int>(p.y));
    app->step();
  }
  // The middle of pin `slot` of line 0 (away from the borders with its neighbours).
  Point pin(Count slot) {
    const auto foot = board().pin_base(0, slot);
    REQUIRE(foot);
    return {foot->x, foot->y - 30};
  }

  TempDir home;
  std::unique_ptr<App> app;
  BoardScene* board_scene = nullptr;
};

using Taken = std::tuple<Count, Count>;  // (first pin, pins)

}  // namespace

TEST_CASE("octal board: on small rows, the button plays exactly the moves the code allows") {
  for (const GamePreset& preset : game_info(GameKind::Octal).presets) {
    const OctalCode code = OctalCode::parse(preset.parameter).value();
    for (Count n = 1; n <= 6; ++n) {
      CAPTURE(preset.parameter, n);
      OctalFixture f(preset.parameter, {n});
      const Game& game = f.board_scene->game();
      std::set<Taken> allowed;
      for (const Move& move : game.moves({n})) {
        if (move.amount > 0) allowed.insert({move.at, move.amount});
      }
      std::set<Taken> offered;
      for (Count first = 0; first < n; ++first) {
        for (Count k = 1; first + k <= n && k <= code.max_take(); ++k) {
          push_key(SDLK_ESCAPE);  // no selection
          f.app->step();
          f.click(f.pin(first));
          if (k > 1) f.click(f.pin(first + k - 1));  // the last pin: the pins between too
          const auto pending = f.board().pending_move();
          REQUIRE(pending);
          CHECK(pending->at == first);
          CHECK(pending->amount == k);
          if (f.board().plays_selection()) offered.insert({first, k});
        }
      }
      CHECK(offered == allowed);
      CHECK(f.board_scene->moves.empty());
    }
  }
}

TEST_CASE("octal board: a forbidden move is not played and says why") {
  OctalFixture f("0.137", {3, 5});
  f.click(f.pin(0));  // one pin of the row of 3: 0.137 takes 1 pin only as the whole row
  CHECK_FALSE(f.board().plays_selection());
  f.click(f.board().confirm_button().center());
  CHECK(f.board_scene->moves.empty());
  const Strings en("en");
  const OctalCode code = OctalCode::parse("0.137").value();
  CHECK(octal_refusal(en, code, 1) == "0.137 takes 1 pin only as the whole row");
  CHECK(octal_refusal(en, OctalCode::parse("0.07").value(), 1) == "0.07 never takes 1 pin");
  CHECK(octal_refusal(en, OctalCode::parse("0.04").value(), 2) ==
        "0.04 takes 2 pins only from inside a row");
  // The three pins of the row of 3 together: the whole row, which d3 = 7 allows.
  f.click(f.pin(2));
  CHECK(f.board().plays_selection());
  f.click(f.board().confirm_button().center());
  REQUIRE(f.board_scene->moves.size() == 1);
  CHECK(f.board_scene->position() == Heaps{5});  // the row vanished
}

TEST_CASE("octal rules page: the code digit by digit, its first values and its period") {
  const Strings en("en");
  const OctalCode code = OctalCode::parse("0.137").value();
  CHECK(octal_digit_lines(en, code) ==
        "• d1 = 1: take 1 pin, the whole row only\n"
        "• d2 = 3: take 2 pins, the whole row or from an end\n"
        "• d3 = 7: take 3 pins, the whole row, from an end or from inside");
  const std::string values = octal_values_text(en, code);
  CHECK(values.starts_with("g(0…19): 0 1 1 2 0 3 1 1 0 3 3 2 2 4"));  // OEIS A002187
  CHECK(values.find("repeat every 34") != std::string::npos);
  CHECK(octal_digit_lines(en, OctalCode::parse("4.07").value()).starts_with("• d0 = 4"));
  CHECK(octal_code_name(en, code) == "Dawson's chess");
  CHECK(octal_code_name(en, OctalCode::parse("0.6").value()) == "Octal game 0.6");
}

TEST_CASE("octal set-up: the code field refuses a bad code with its reason as it is typed") {
  TempDir home("setup-octal");
  auto app = make_app(home.path(), sized(1280, 720));
  REQUIRE(app);
  std::unique_ptr<StartEditor> editor = make_octal_start_editor(app->context());
  MatchSetup setup = default_setup(GameKind::Octal);
  editor->apply(setup);
  CHECK(setup.set == std::vector<Count>{0, 1, 3, 7});  // Dawson's chess first
  const int choice = editor->rows().front().id;
  editor->change({choice, -1, -1});  // before the first preset: your own code
  const std::vector<ChoiceRow> rows = editor->rows();
  REQUIRE(rows.size() >= 2);
  const int field = rows[1].id;
  CHECK(editor->takes_text(field));
  CHECK_FALSE(editor->takes_text(choice));
  const auto type = [&](std::string text) {
    Input input;
    input.action = Action::Text;
    input.text = std::move(text);
    return editor->type(field, input);
  };
  const auto erase = [&] {
    Input input;
    input.action = Action::Erase;
    return editor->type(field, input);
  };
  CHECK(erase());  // "0.13"
  CHECK(type("8"));
  editor->apply(setup);
  CHECK(editor->problem(setup) == "Refused: the digits are 0 to 7");
  CHECK(editor->rows()[1].detail == "Refused: the digits are 0 to 7");
  CHECK(erase());
  CHECK(type("6"));  // 0.136
  editor->apply(setup);
  CHECK(editor->problem(setup).empty());
  CHECK(setup.set == std::vector<Count>{0, 1, 3, 6});
  for (int i = 0; i < 5; ++i) erase();
  editor->apply(setup);
  CHECK(editor->problem(setup) == "Refused: type a code such as 0.137");
  CHECK(type("5.1"));
  editor->apply(setup);
  CHECK(editor->problem(setup) == "Refused: a code starts with 0 or 4");
  // A preset's code remembered is that preset again.
  RememberedSetup remembered;
  remembered.set = std::vector<std::uint64_t>{0, 0, 0, 7};
  editor->load(remembered);
  CHECK(editor->rows().front().value == "Treblecross");
}
