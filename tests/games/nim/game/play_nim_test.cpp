// The play scene on the Marienbad board, driven headless with injected clicks and keys.
#include <catch2/catch.hpp>

#include <fstream>
#include <set>

#include "games/nim/nim_board.hpp"
#include "play_test_support.hpp"
#include "scenes/confirm_dialog.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/scene_factory.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

void click_at(App& app, Point p) {
  push_click(static_cast<int>(p.x), static_cast<int>(p.y));
  app.step();
}

// Plays `move` with the mouse: click its leftmost match, then the take button.
void click_move(App& app, PlayScene& play, const Move& move) {
  wait_for_person(app, play);
  auto& board = dynamic_cast<NimBoard&>(play.board());
  const Count count = play.match().position()[move.heap];
  const auto base = board.match_base(move.heap, count - move.amount);
  REQUIRE(base);
  click_at(app, {base->x, base->y - 10});
  REQUIRE(board.pending_move() == move);
  click_at(app, board.confirm_button().center());
}

MatchSetup marienbad_setup(std::string level) {
  MatchSetup setup = default_setup(GameKind::Nim);
  setup.level = std::move(level);
  setup.first = FirstMover::Human;
  return setup;
}

}  // namespace

TEST_CASE("play: a Marienbad match by mouse to game over, statistics recorded once") {
  TempDir home("play-mouse");
  auto app = make_app(home.path());
  REQUIRE(app);
  app->context().settings().animation_speed = 4;
  PlayScene* play = push_play(*app, marienbad_setup("random"));
  CHECK(play->person_to_move());

  int person_moves = 0;
  bool had_winning_move = false;
  while (!play->match().over() && person_moves < 20) {
    wait_for_person(*app, *play);
    if (play->match().over()) break;
    // The person plays a winning move when there is one (checked by the engine), else any.
    const Game& game = play->match().game();
    const Heaps& position = play->match().position();
    const auto winning = game.winning_moves(position);
    had_winning_move = had_winning_move || !winning.empty();
    const Move move = winning.empty() ? game.nth_move(position, 0) : winning.front();
    const std::size_t before = play->match().cursor();
    click_move(*app, *play, move);
    CHECK(play->match().cursor() == before + 1);
    CHECK(play->match().moves()[before] == move);
    ++person_moves;
  }
  for (int i = 0; i < 100 && app->scenes().top()->name() != "game-over"; ++i) app->step(0.1);
  REQUIRE(play->match().over());
  CHECK(app->scenes().top()->name() == "game-over");
  const bool person_won = play->match().winner() == 0;
  // Once the person (playing the engine's winning moves) reaches a winning position, they win.
  CHECK(person_won == had_winning_move);
  GameStats stats = app->context().statistics().get("nim", "random");
  CHECK(stats.played == 1);
  CHECK(stats.won == (person_won ? 1u : 0u));
  CHECK(stats.won_without_hints == stats.won);

  // Back to the board, undo, redo to the same end: still one game in the statistics.
  push_key(SDLK_ESCAPE);
  app->step();
  CHECK(app->scenes().top() == play);
  push_key(SDLK_z, KMOD_LCTRL);
  app->step();
  CHECK_FALSE(play->match().over());
  push_key(SDLK_y, KMOD_LCTRL);
  for (int i = 0; i < 60; ++i) app->step(0.1);
  CHECK(play->match().over());
  CHECK(app->context().statistics().get("nim", "random").played == 1);
}

TEST_CASE("play: undo against the computer takes back the person's move and the reply") {
  TempDir home("play-undo");
  auto app = make_app(home.path());
  REQUIRE(app);
  app->context().settings().animation_speed = 4;
  PlayScene* play = push_play(*app, marienbad_setup("perfect"));
  click_move(*app, *play, Move{3, 2, false});
  CHECK(play->match().cursor() == 1);
  wait_for_person(*app, *play);
  REQUIRE(play->match().cursor() == 2);
  const Heaps after_reply = play->match().position();

  push_key(SDLK_z, KMOD_LCTRL);
  app->step();
  CHECK(play->match().cursor() == 0);
  CHECK(play->match().position() == play->match().start());
  CHECK(play->person_to_move());
  // Redo brings back both plies, and it is the person's turn again.
  push_key(SDLK_y, KMOD_LCTRL);
  app->step();
  CHECK(play->match().cursor() == 2);
  CHECK(play->match().position() == after_reply);
  CHECK(play->person_to_move());
}

TEST_CASE("play: keyboard only — arrows choose row and count, Enter takes, Esc clears") {
  TempDir home("play-keys");
  auto app = make_app(home.path());
  REQUIRE(app);
  PlayScene* play = push_play(*app, marienbad_setup("medium"));
  auto& board = dynamic_cast<NimBoard&>(play->board());
  push_key(SDLK_DOWN);   // row 1 (one match)
  push_key(SDLK_DOWN);   // row 2
  push_key(SDLK_DOWN);   // row 3
  push_key(SDLK_RIGHT);  // → one more: two matches
  push_key(SDLK_RIGHT);  // three
  push_key(SDLK_RIGHT);  // four
  push_key(SDLK_LEFT);   // ← one fewer: three
  app->step();
  CHECK(board.pending_move() == Move{2, 3, false});
  push_key(SDLK_ESCAPE);
  app->step();
  CHECK_FALSE(board.pending_move());
  CHECK(app->scenes().top() == play);  // Esc cleared the selection, did not leave
  push_key(SDLK_4);                    // a digit: four matches from the first row that has them
  push_key(SDLK_RETURN);
  app->step();
  REQUIRE(play->match().cursor() == 1);
  CHECK(play->match().moves()[0] == Move{2, 4, false});
}

TEST_CASE("play: a selection never spans two rows, dragging extends it within the row") {
  TempDir home("play-drag");
  auto app = make_app(home.path());
  REQUIRE(app);
  PlayScene* play = push_play(*app, marienbad_setup("medium"));
  auto& board = dynamic_cast<NimBoard&>(play->board());
  const Point last = *board.match_base(3, 6);
  const Point third = *board.match_base(3, 2);
  const Point other_row = *board.match_base(2, 0);
  SDL_Event event{};
  event.type = SDL_MOUSEBUTTONDOWN;
  event.button.button = SDL_BUTTON_LEFT;
  event.button.clicks = 1;
  event.button.x = static_cast<int>(last.x);
  event.button.y = static_cast<int>(last.y - 10);
  SDL_PushEvent(&event);
  for (Point p : {third, other_row}) {
    SDL_Event move{};
    move.type = SDL_MOUSEMOTION;
    move.motion.x = static_cast<int>(p.x);
    move.motion.y = static_cast<int>(p.y - 10);
    SDL_PushEvent(&move);
  }
  event.type = SDL_MOUSEBUTTONUP;
  SDL_PushEvent(&event);
  app->step();
  CHECK(board.pending_move() == Move{3, 5, false});
  CHECK(play->match().cursor() == 0);
}

TEST_CASE("play: Esc goes back to the menu and keeps the match for Continue") {
  TempDir home("play-keep");
  auto app = make_app(home.path());
  REQUIRE(app);
  app->context().settings().animation_speed = 4;
  PlayScene* play = push_play(*app, marienbad_setup("easy"));
  click_move(*app, *play, Move{1, 1, false});
  wait_for_person(*app, *play);
  const std::string text = play->match().serialize();
  push_key(SDLK_ESCAPE);
  app->step();
  CHECK(app->scenes().top()->name() != "play");
  auto saved = load_unfinished_match(app->context());
  REQUIRE(saved);
  CHECK(saved->match.serialize() == text);
  CHECK(saved->setup.level == "easy");
  CHECK(saved->setup.kind == GameKind::Nim);
}

TEST_CASE("play: the saved match round trip keeps every setup field") {
  TempDir home("play-save");
  auto app = make_app(home.path());
  REQUIRE(app);
  AppContext& ctx = app->context();
  MatchSetup setup = default_setup(GameKind::Subtraction);
  setup.start = {30};
  setup.set = {1, 3, 4};
  setup.rule = Rule::Misere;
  setup.level = "hard";
  setup.opponent = Opponent::SecondPerson;
  setup.first = FirstMover::Random;
  setup.learning_mode = true;
  auto match = make_match(setup, 11);
  REQUIRE(match.ok());
  REQUIRE(match.value().play_text("3").ok());
  REQUIRE(match.value().play_text("4").ok());
  REQUIRE(match.value().undo());
  save_unfinished_match(ctx, saved_match_to_text(match.value(), setup));
  auto loaded = load_unfinished_match(ctx);
  REQUIRE(loaded);
  CHECK(loaded->match.serialize() == match.value().serialize());
  CHECK(loaded->match.cursor() == 1);
  CHECK(loaded->setup.start == setup.start);
  CHECK(loaded->setup.set == setup.set);
  CHECK(loaded->setup.rule == setup.rule);
  CHECK(loaded->setup.level == setup.level);
  CHECK(loaded->setup.opponent == setup.opponent);
  CHECK(loaded->setup.first == setup.first);
  CHECK(loaded->setup.learning_mode);
  forget_unfinished_match(ctx);
  CHECK_FALSE(load_unfinished_match(ctx));
}

TEST_CASE("play: a damaged saved match is set aside once and ignored") {
  TempDir home("play-damaged");
  auto app = make_app(home.path());
  REQUIRE(app);
  AppContext& ctx = app->context();
  const auto path = home.path() / "unfinished_match.json";
  std::size_t set_aside = 0;
  for (const std::string& bad :
       {std::string("{not json"), std::string(R"({"format": 1, "match": "garbage", "setup": {}})"),
        std::string(R"({"format": 1})")}) {
    {
      std::ofstream out(path);
      out << bad;
    }
    CHECK_FALSE(load_unfinished_match(ctx));
    CHECK_FALSE(std::filesystem::exists(path));
    const auto kept = backups(home.path(), "unfinished_match.json");
    CHECK(kept.size() == ++set_aside);
    CHECK(read_text(kept.back()) == bad);
    CHECK_FALSE(load_unfinished_match(ctx));  // nothing left to report
  }
}

TEST_CASE("play: make_match follows the setup (sides, first mover, Dornim start)") {
  MatchSetup setup = default_setup(GameKind::Nim);
  setup.first = FirstMover::Computer;
  auto match = make_match(setup, 1);
  REQUIRE(match.ok());
  CHECK(match->controller(0) == "human");
  CHECK(match->controller(1) == setup.level);
  CHECK(match->first() == 1);
  setup.opponent = Opponent::Demo;
  match = make_match(setup, 1);
  REQUIRE(match.ok());
  CHECK(match->controller(0) == setup.level);
  CHECK(match->controller(1) == setup.level);
  setup.opponent = Opponent::SecondPerson;
  match = make_match(setup, 1);
  CHECK(match->controller(1) == "human");

  // Random first mover and Dornim squares: both values occur; the square is on the board,
  // never on an edge or the diagonal (the first player could reach the corner at once), and
  // every other square occurs.
  MatchSetup dornim = default_setup(GameKind::Wythoff);
  dornim.board_size = 5;
  dornim.first = FirstMover::Random;
  std::set<int> firsts;
  std::set<std::pair<Count, Count>> squares;
  for (std::uint64_t seed = 0; seed < 400; ++seed) {
    auto m = make_match(dornim, seed);
    REQUIRE(m.ok());
    firsts.insert(m->first());
    const Heaps& start = m->start();
    REQUIRE(start.size() == 2);
    CHECK(start[0] < 5);
    CHECK(start[1] < 5);
    CHECK(start[0] > 0);
    CHECK(start[1] > 0);
    CHECK(start[0] != start[1]);
    squares.insert({start[0], start[1]});
  }
  CHECK(firsts == std::set<int>{0, 1});
  CHECK(squares.size() == 4 * 4 - 4);
  dornim.level = "nobody";
  CHECK_FALSE(make_match(dornim, 1).ok());
}

TEST_CASE("play: the demo plays computer against computer, then moves to the next game") {
  TempDir home("play-demo");
  auto app = make_app(home.path());
  REQUIRE(app);
  app->context().settings().animation_speed = 4;
  MatchSetup setup = default_setup(GameKind::Nim);
  setup.opponent = Opponent::Demo;
  setup.level = "hard";
  auto match = make_match(setup, 3);
  REQUIRE(match.ok());
  app->scenes().push(
      std::make_unique<PlayScene>(app->context(), std::move(match).value(), setup, true));
  app->step();
  REQUIRE(dynamic_cast<PlayScene*>(app->scenes().top()));
  bool finished = false;
  for (int i = 0; i < 2000; ++i) {
    app->step(0.1);
    auto* top = dynamic_cast<PlayScene*>(app->scenes().top());
    REQUIRE(top);
    if (top->setup().kind != GameKind::Nim) {
      CHECK(top->setup().kind == GameKind::Subtraction);
      CHECK(top->setup().opponent == Opponent::Demo);
      finished = true;
      break;
    }
  }
  CHECK(finished);
  CHECK(app->context().statistics().entries.empty());
}

TEST_CASE("play: quitting the app keeps the unfinished match, Play again starts a fresh one") {
  TempDir home("play-quit");
  std::string text;
  {
    auto app = make_app(home.path());
    REQUIRE(app);
    PlayScene* play = push_play(*app, marienbad_setup("hard"));
    click_move(*app, *play, Move{0, 1, false});
    text = play->match().serialize();
  }  // the App goes away as on quit: the play scene's exit() saves
  {
    auto app = make_app(home.path());
    REQUIRE(app);
    auto saved = load_unfinished_match(app->context());
    REQUIRE(saved);
    CHECK(saved->match.serialize() == text);
    CHECK(saved->setup.level == "hard");

    // Resume it and finish it quickly with the keyboard; Play again gives a new match.
    MatchSetup setup = saved->setup;
    app->context().settings().animation_speed = 4;
    app->scenes().push(make_play_scene(app->context(), std::move(saved->match), setup));
    app->step();
    auto* play = dynamic_cast<PlayScene*>(app->scenes().top());
    REQUIRE(play);
    CHECK(play->match().cursor() == 1);
    for (int turn = 0; turn < 20 && !play->match().over(); ++turn) {
      wait_for_person(*app, *play);
      if (play->match().over()) break;
      const Game& game = play->match().game();
      click_move(*app, *play, game.nth_move(play->match().position(), 0));
    }
    for (int i = 0; i < 100 && app->scenes().top()->name() != "game-over"; ++i) app->step(0.1);
    REQUIRE(app->scenes().top()->name() == "game-over");
    CHECK_FALSE(load_unfinished_match(app->context()));  // a finished match is not kept
    push_key(SDLK_RETURN);                               // Play again has the focus
    app->step();
    app->step();
    auto* again = dynamic_cast<PlayScene*>(app->scenes().top());
    REQUIRE(again);
    CHECK(again->match().cursor() == 0);
    CHECK(again->match().start() == Heaps{1, 3, 5, 7});
    CHECK(again->setup().level == "hard");
  }
}

TEST_CASE("play: two people take turns on one screen, undo takes back one move") {
  TempDir home("play-two");
  auto app = make_app(home.path());
  REQUIRE(app);
  MatchSetup setup = marienbad_setup("medium");
  setup.opponent = Opponent::SecondPerson;
  PlayScene* play = push_play(*app, setup);
  CHECK(play->side_name(0) != play->side_name(1));
  click_move(*app, *play, Move{3, 7, false});
  CHECK(play->match().side_to_move() == 1);
  wait_for_person(*app, *play);
  CHECK(play->person_to_move());
  click_move(*app, *play, Move{2, 5, false});
  CHECK(play->match().side_to_move() == 0);
  push_key(SDLK_z, KMOD_LCTRL);
  app->step();
  CHECK(play->match().cursor() == 1);
  CHECK(play->match().side_to_move() == 1);
  // Nothing goes to the statistics for a game between two people.
  click_move(*app, *play, Move{2, 5, false});
  click_move(*app, *play, Move{1, 3, false});
  click_move(*app, *play, Move{0, 1, false});
  for (int i = 0; i < 30; ++i) app->step(0.1);
  CHECK(play->match().over());
  CHECK(app->scenes().top()->name() == "game-over");
  CHECK(app->context().statistics().entries.empty());
}

TEST_CASE("play: when the computer opens, undo never takes back its first move alone") {
  TempDir home("play-opening");
  auto app = make_app(home.path());
  REQUIRE(app);
  app->context().settings().animation_speed = 4;
  MatchSetup setup = marienbad_setup("hard");
  setup.first = FirstMover::Computer;
  PlayScene* play = push_play(*app, setup);
  CHECK_FALSE(play->person_to_move());
  wait_for_person(*app, *play);
  REQUIRE(play->match().cursor() == 1);
  CHECK_FALSE(play->can_undo());
  push_key(SDLK_z, KMOD_LCTRL);
  app->step();
  CHECK(play->match().cursor() == 1);
  CHECK(play->person_to_move());
}

TEST_CASE("play: Ctrl+N in a match in progress asks, Keep the old one keeps, New match counts it") {
  TempDir home("play-discard");
  auto app = make_app(home.path());
  REQUIRE(app);
  app->context().settings().animation_speed = 4;
  PlayScene* play = push_play(*app, marienbad_setup("hard"));
  // Before any move of the person, nothing is lost: a new match at once.
  push_key(SDLK_n, KMOD_LCTRL);
  app->step();
  app->step();
  play = dynamic_cast<PlayScene*>(app->scenes().top());
  REQUIRE(play);
  click_move(*app, *play, Move{3, 2, false});
  wait_for_person(*app, *play);
  const std::string before = play->match().serialize();

  // Ctrl+N asks; Esc (or the focused "Keep the old one") keeps the match as it was.
  push_key(SDLK_n, KMOD_LCTRL);
  app->step();
  REQUIRE(app->scenes().top()->name() == "confirm");
  push_key(SDLK_ESCAPE);
  app->step();
  REQUIRE(app->scenes().top() == play);
  CHECK(play->match().serialize() == before);
  push_key(SDLK_n, KMOD_LCTRL);
  app->step();
  push_key(SDLK_RETURN);
  app->step();
  REQUIRE(app->scenes().top() == play);
  CHECK(app->context().statistics().get("nim", "hard") == GameStats{});

  // "New match" (→, Enter): a fresh match, the old one counted as abandoned, not kept.
  push_key(SDLK_n, KMOD_LCTRL);
  app->step();
  auto* dialog = dynamic_cast<ConfirmDialog*>(app->scenes().top());
  REQUIRE(dialog);
  CHECK(dialog->question().find("Marienbad") != std::string::npos);
  push_key(SDLK_RIGHT);
  push_key(SDLK_RETURN);
  app->step();
  app->step();
  auto* fresh = dynamic_cast<PlayScene*>(app->scenes().top());
  REQUIRE(fresh);
  CHECK(fresh != play);
  CHECK(fresh->match().cursor() == 0);
  CHECK(app->context().statistics().get("nim", "hard") == GameStats{0, 0, 0, 1});
  CHECK_FALSE(load_unfinished_match(app->context()));
}

TEST_CASE("play: a won game undone on the game-over board and lost counts once, as a loss") {
  TempDir home("play-undo-loss");
  auto app = make_app(home.path());
  REQUIRE(app);
  app->context().settings().animation_speed = 4;
  MatchSetup setup = marienbad_setup("hard");
  setup.start = {1, 2};  // misère: leaving one match wins, leaving 1 and 1 loses
  PlayScene* play = push_play(*app, setup);
  click_move(*app, *play, Move{1, 2, false});
  for (int i = 0; i < 100 && app->scenes().top()->name() != "game-over"; ++i) app->step(0.1);
  REQUIRE(app->scenes().top()->name() == "game-over");
  CHECK(app->context().statistics().get("nim", "hard") == GameStats{1, 1, 1, 0});
  push_key(SDLK_ESCAPE);  // back to the board
  app->step();
  push_key(SDLK_z, KMOD_LCTRL);
  app->step();
  CHECK(app->context().statistics().get("nim", "hard") == GameStats{});
  click_move(*app, *play, Move{1, 1, false});
  wait_for_person(*app, *play);
  const Heaps& left = play->match().position();
  click_move(*app, *play, Move{left[0] == 1 ? 0u : 1u, 1, false});
  for (int i = 0; i < 100 && app->scenes().top()->name() != "game-over"; ++i) app->step(0.1);
  REQUIRE(play->match().over());
  CHECK(app->context().statistics().get("nim", "hard") == GameStats{1, 0, 0, 0});
}
