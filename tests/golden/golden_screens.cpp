// The golden screens: each a name, the command line's options that open it and, for a
// screen no flag reaches, the steps played after the start (golden_steps.*).
#include "golden_screens.hpp"

#include "boards/game_table.hpp"
#include "golden_steps.hpp"

namespace marienbad::app::golden {

std::vector<Screen> screens() {
  std::vector<Screen> all;
  all.push_back({"menu", [](Options&) {}});
  for (const GameEntry* entry : all_game_entries()) {
    const GameKind kind = entry->kind;
    const std::string game(to_string(kind));
    all.push_back({"setup-" + game, [kind](Options& o) {
                     o.scene = "setup";
                     o.variant = kind;
                   }});
    all.push_back({"play-" + game, [kind](Options& o) { o.variant = kind; }});
    all.push_back({"hint-" + game, [kind](Options& o) {
                     o.variant = kind;
                     o.hint = true;
                   }});
    all.push_back({"rules-" + game, [kind](Options& o) {
                     o.scene = "rules";
                     o.variant = kind;
                   }});
  }
  all.push_back(
      {"play-nim-selection", [](Options& o) { o.variant = GameKind::Nim; }, play_to_selection});
  all.push_back({"play-nim-computer-move", [](Options& o) { o.variant = GameKind::Nim; },
                 play_to_computer_move});
  all.push_back({"lessons", [](Options& o) { o.scene = "lessons"; }});
  all.push_back({"lesson-21", open_lesson(1)});
  all.push_back({"lesson-21-colouring", open_lesson(1), colour_a_few});
  all.push_back({"lesson-graph-kernel", open_lesson(3), pick_a_wrong_kernel});
  all.push_back({"lesson-packets", open_lesson(4)});
  all.push_back({"lesson-packets-move", open_lesson(4), make_a_wrong_move});
  all.push_back({"lesson-digital-sum", open_lesson(5)});
  all.push_back({"lesson-digital-sum-write", open_lesson(5), write_a_wrong_sum});
  all.push_back({"lesson-cold-squares", open_lesson(6), pick_a_wrong_kernel});
  all.push_back({"lesson-challenge", open_lesson(5), open_challenge});
  // Lesson 6 on its third step (the kernel found): the cold squares and the lines of slopes φ
  // and 1/φ drawn on the board.
  all.push_back({"lesson-cold-lines", open_lesson(6), resume_lesson(6, 2)});
  all.push_back({"lesson-card", open_lesson(1), lose_challenge});
  // Lesson 7, step 2: rows of 0 to 3 pins found, then 4 pins said to be worth 2, a value one
  // of its moves reaches: explained.
  all.push_back({"lesson-kayles-grundy", open_lesson(7),
                 press_in_lesson({SDLK_RETURN, SDLK_0, SDLK_1, SDLK_2, SDLK_3, SDLK_2})});
  // Lesson 7 on its third step: rows of 4 and 8 pins, both worth 1, Σ = 0.
  all.push_back({"lesson-kayles-cancel", open_lesson(7), resume_lesson(7, 2)});
  // Lesson 8, Dawson's chess: rows 0 to 6 found (0 1 1 2 0 3 1), then 3 said for the row of
  // 7, a value one of its moves reaches: the moves that knock down 2 or 3 pins, the reason.
  all.push_back({"lesson-octal-grundy", open_lesson(8),
                 press_in_lesson({SDLK_RETURN, SDLK_0, SDLK_1, SDLK_1, SDLK_2, SDLK_0, SDLK_3,
                                  SDLK_1, SDLK_3})});
  // Lesson 8 on its third step: Dawson's chess' values in lines of their period.
  all.push_back({"lesson-octal-period", open_lesson(8), resume_lesson(8, 2)});
  // Lesson 9, Hackenbush: stalks with their values; their values asked, a wrong answer
  // explained; three side by side and their sum.
  all.push_back({"lesson-hackenbush", open_lesson(9)});
  all.push_back({"lesson-hackenbush-find", open_lesson(9), [](App& app) {
                   resume_lesson(9, 1)(app);
                   press_in_lesson({SDLK_6, SDLK_7, SDLK_1})(app);
                 }});
  all.push_back({"lesson-hackenbush-sums", open_lesson(9), resume_lesson(9, 2)});
  all.push_back({"graph-nim",
                 [](Options& o) {
                   o.variant = GameKind::Nim;
                   o.heaps = Heaps{1, 3, 5};
                 },
                 open_graph});
  all.push_back({"graph-wythoff",  // Dornim (5, 9): 60 positions, drawn whole
                 [](Options& o) {
                   o.variant = GameKind::Wythoff;
                   o.heaps = Heaps{5, 9};
                 },
                 open_graph});
  all.push_back({"graph-wythoff-5-4",  // the golden heaps from 5, 4: 5, 4 -> 3, 2 around 4, 3
                 [](Options& o) {
                   o.variant = GameKind::Wythoff;
                   o.heaps = Heaps{5, 4};
                 },
                 open_graph});
  all.push_back({"graph-sum",  // 2, 3 | 15: 192 positions, its neighbourhood if too large
                 [](Options& o) {
                   o.variant = GameKind::Sum;
                   o.components = {parse_sum_part("nim:2,3").value(),
                                   parse_sum_part("subtraction:15").value()};
                 },
                 open_graph});
  all.push_back({"hint-nim-preview",
                 [](Options& o) {
                   o.variant = GameKind::Nim;
                   o.heaps = Heaps{3, 5, 7, 9};
                   o.rule = Rule::Normal;
                   o.hint = true;
                 },
                 hint_preview_and_hover});
  all.push_back({"setup-sum-custom",
                 [](Options& o) {
                   o.scene = "setup";
                   o.variant = GameKind::Sum;
                 },
                 custom_sum_setup});
  all.push_back({"hint-sum-moves",
                 [](Options& o) {
                   o.variant = GameKind::Sum;
                   o.hint = true;
                   o.level = "perfect";
                 },
                 play_sum_moves});
  all.push_back({"hint-kayles-split",
                 [](Options& o) {
                   o.variant = GameKind::Kayles;
                   o.heaps = Heaps{7, 3};
                   o.hint = true;
                   o.level = "perfect";
                 },
                 split_a_kayles_row});
  all.push_back({"review-sum",
                 [](Options& o) {
                   o.variant = GameKind::Sum;
                   o.components = {parse_sum_part("nim:1,2").value(),
                                   parse_sum_part("subtraction:1").value()};
                   o.level = "perfect";
                 },
                 review_sum});
  all.push_back({"setup-nim-bot", [](Options& o) {
                   o.scene = "setup";
                   o.bot = random_bot();
                 }});
  all.push_back({"play-nim-bot", [](Options& o) {
                   o.variant = GameKind::Nim;
                   o.bot = random_bot();
                 }});
  all.push_back({"bots", [](Options& o) { o.bot = random_bot(); }, open_bots});
  all.push_back({"bots-add", [](Options&) {}, add_a_bot});
  // --scene setup opens on the command line's heap, set and rule.
  all.push_back({"setup-command-line", [](Options& o) {
                   o.variant = GameKind::Subtraction;
                   o.heaps = Heaps{15};
                   o.set = Heaps{1, 3, 4};
                   o.rule = Rule::Misere;
                   o.scene = "setup";
                 }});
  // A custom start of rows: the pieces of each row between its label and its stepper, the
  // longest row (15) as far as the stepper and no further.
  all.push_back({"setup-kayles-custom", [](Options& o) {
                   o.variant = GameKind::Kayles;
                   o.heaps = Heaps{2, 6, 15};
                   o.scene = "setup";
                 }});
  all.push_back({"setup-octal-own",
                 [](Options& o) {
                   o.scene = "setup";
                   o.variant = GameKind::Octal;
                 },
                 own_octal_code});
  all.push_back({"play-octal-forbidden", [](Options& o) { o.variant = GameKind::Octal; },
                 octal_forbidden_pin});
  // Hackenbush's house with the hint, the cursor on Blue's second edge from the left: it
  // lights up, and what would fall with it is drawn faint; the hint adds the pieces' values.
  all.push_back({"play-hackenbush-cursor",
                 [](Options& o) {
                   o.variant = GameKind::Hackenbush;
                   o.heaps = hackenbush_position("house");
                   o.hint = true;
                 },
                 press_right_twice});
  // The player's own picture on the set-up page: the colour of new edges, the typed picture,
  // and its preview, which takes clicks.
  all.push_back({"setup-hackenbush-own", [](Options& o) {
                   o.scene = "setup";
                   o.variant = GameKind::Hackenbush;
                   o.heaps = hackenbush_position("red:B(R,G(B,R)),RR,G");
                 }});
  all.push_back({"game-over-forfeit",
                 [](Options& o) {
                   o.variant = GameKind::Nim;
                   o.first = FirstPlayer::Computer;
                   o.bot = BotEntry{"Test bot (illegal)", "python3 tests/bots/test_bot.py illegal"};
                 },
                 bot_forfeits});
  all.push_back({"statistics", [](Options& o) { o.scene = "statistics"; }});
  all.push_back({"settings", [](Options& o) { o.scene = "settings"; }});
  all.push_back({"game-over",
                 [](Options& o) {
                   o.variant = GameKind::Nim;
                   o.heaps = Heaps{1, 2};
                   o.level = "perfect";
                 },
                 play_to_game_over});
  all.push_back({"hint-moves-nim",
                 [](Options& o) {
                   o.variant = GameKind::Nim;
                   o.hint = true;
                   o.level = "perfect";
                 },
                 play_two_moves});
  all.push_back({"review",
                 [](Options& o) {
                   o.variant = GameKind::Nim;
                   o.heaps = Heaps{1, 2};
                   o.level = "perfect";
                 },
                 open_review});
  all.push_back({"review-nim-several",
                 [](Options& o) {
                   o.variant = GameKind::Nim;
                   o.heaps = Heaps{3, 5, 7};
                   o.rule = Rule::Normal;
                 },
                 review_of_blunder("1-3")});
  all.push_back({"review-subtraction",
                 [](Options& o) {
                   o.variant = GameKind::Subtraction;
                   o.heaps = Heaps{10};
                   o.set = Heaps{1, 3, 4};
                   o.rule = Rule::Normal;
                 },
                 review_of_blunder("4")});
  all.push_back({"review-wythoff",
                 [](Options& o) {
                   o.variant = GameKind::Wythoff;
                   o.heaps = Heaps{7, 11};
                   o.rule = Rule::Normal;
                 },
                 review_of_blunder("x-3")});
  all.push_back({"last-games",
                 [](Options& o) {
                   o.variant = GameKind::Nim;
                   o.heaps = Heaps{1, 2};
                   o.level = "perfect";
                 },
                 open_last_games});
  all.push_back({"confirm-discard", [](Options& o) { o.variant = GameKind::Nim; }, ask_to_discard});
  return all;
}

}  // namespace marienbad::app::golden
