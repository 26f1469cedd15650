// The bot protocol's lines: what the game sends, and the reading of what a bot answers.
#include <catch2/catch.hpp>

#include "marienbad/bot/protocol.hpp"
#include "marienbad/quote.hpp"
#include "sum/sum.hpp"

using namespace marienbad;
using namespace marienbad::bot;

TEST_CASE("bot protocol: the lines the game sends") {
  CHECK(handshake_line() == "marienbad 1");
  CHECK(new_game_line(Game::make(GameKind::Nim, Rule::Normal).value()).value() == "new nim normal");
  CHECK(new_game_line(Game::make(GameKind::Wythoff, Rule::Misere).value()).value() ==
        "new wythoff misere");
  CHECK(new_game_line(Game::make(GameKind::Subtraction, Rule::Misere, {1, 3, 4}).value()).value() ==
        "new subtraction misere 1,3,4");
  CHECK(new_game_line(Game::make(GameKind::Subtraction, Rule::Normal).value()).value() ==
        "new subtraction normal 1,2,3");  // the set is always sent
  CHECK(new_game_line(Game::make(GameKind::Kayles, Rule::Misere).value()).value() ==
        "new kayles misere");
  // A sum: each part's game, a subtraction part's set after ':'; its position part by part.
  std::vector<SumPart> parts;
  for (const char* text : {"nim:1,3", "subtraction:21:1,3,4", "kayles:3,5"}) {
    parts.push_back(parse_sum_part(text).value());
  }
  const Game sum(SumGame::make(parts).value());
  CHECK(new_game_line(sum).value() == "new sum normal nim subtraction:1,3,4 kayles");
  CHECK(position_line(sum, sum.standard_start()) == "position 1,3/21/3,5");
  CHECK(position_line({1, 3, 5, 7}) == "position 1,3,5,7");
  CHECK(position_line({0, 0, 9223372036854775807ULL}) == "position 0,0,9223372036854775807");
}

TEST_CASE("bot protocol: a bot's line is sorted by its first word") {
  CHECK(classify_line("ok Nim sum bot").kind == LineKind::Ok);
  CHECK(classify_line("ok Nim sum bot").rest == "Nim sum bot");
  CHECK(classify_line("ok").kind == LineKind::Ok);
  CHECK(classify_line("ok").rest.empty());
  CHECK(classify_line("okay").kind == LineKind::Other);
  CHECK(classify_line("to 1,2").kind == LineKind::To);
  CHECK(classify_line("to 1,2").rest == "1,2");
  CHECK(classify_line("tox 1").kind == LineKind::Other);
  CHECK(classify_line("info").kind == LineKind::Info);
  CHECK(classify_line("info a b  c").rest == "a b  c");
  CHECK(classify_line("").kind == LineKind::Other);
  CHECK(classify_line(" to 1").kind == LineKind::Other);
}

TEST_CASE("bot protocol: the handshake's answer") {
  CHECK(parse_handshake("ok Nim sum bot").value() == "Nim sum bot");
  CHECK(parse_handshake("ok Élise's bot \\o/").value() == "Élise's bot \\o/");
  CHECK(parse_handshake("ok").error() == "no handshake: 'ok' without a name");
  CHECK(parse_handshake("hello").error() == "no handshake: expected 'ok NAME', got 'hello'");
  CHECK(parse_handshake("ok \x1b[31mred").error() ==
        "no handshake: the name '\\x1b[31mred' is not printable UTF-8 text");
  CHECK_FALSE(parse_handshake("ok bad\xff").ok());
  CHECK_FALSE(parse_handshake("ok tab\there").ok());
  // A name is cut at kMaxNameBytes, at a whole character, with "…".
  CHECK(parse_handshake("ok " + std::string(60'000, 'n')).value() == std::string(61, 'n') + "…");
  std::string accents;
  for (int i = 0; i < 40; ++i) accents += "é";
  const std::string name = parse_handshake("ok " + accents).value();
  CHECK(name.size() <= kMaxNameBytes);
  CHECK(name == accents.substr(0, 60) + "…");
  CHECK(parse_handshake("ok " + std::string(kMaxNameBytes, 'n')).value().size() == kMaxNameBytes);
}

TEST_CASE("bot protocol: the answer to go becomes a move checked by the engine") {
  const Game nim = Game::make(GameKind::Nim, Rule::Normal).value();
  const Heaps start{1, 3, 5, 7};
  CHECK(parse_answer(nim, start, "to 1,3,5,6").value() == Move{3, 1, false});
  CHECK(parse_answer(nim, start, "to 0,3,5,7").value() == Move{0, 1, false});
  CHECK(parse_answer(nim, start, "to 1,3,5,8").error() ==
        "illegal move: 1,3,5,7 -> 1,3,5,8 is not a legal move");
  CHECK(parse_answer(nim, start, "to 1,3,5,7").error() ==
        "illegal move: 1,3,5,7 -> 1,3,5,7 is not a legal move");  // no move at all
  CHECK(parse_answer(nim, start, "to 0,2,5,7").error().rfind("illegal move: ", 0) == 0);
  // The whole position, no heap left out or added: a malformed answer, as the protocol says.
  CHECK(parse_answer(nim, start, "to 1,3,5").error() ==
        "malformed answer 'to 1,3,5': 3 heaps where the position has 4");
  CHECK(parse_answer(nim, start, "to 1,3,5,6,0").error() ==
        "malformed answer 'to 1,3,5,6,0': 5 heaps where the position has 4");
  CHECK(parse_answer(nim, start, "to 1,,5,7").error() ==
        "malformed answer 'to 1,,5,7': the position in the answer '1,,5,7' has an empty item");
  CHECK(parse_answer(nim, start, "to").error().rfind("malformed answer 'to': ", 0) == 0);
  CHECK(parse_answer(nim, start, "to -1,3,5,7").error().rfind("malformed answer", 0) == 0);
  CHECK(parse_answer(nim, start, "to 1, 3,5,7").error().rfind("malformed answer", 0) == 0);
  CHECK(parse_answer(nim, start, "1,3,5,6").error() ==
        "unexpected line '1,3,5,6' (expected 'to H1,H2,...' or 'info TEXT')");

  const Game wythoff = Game::make(GameKind::Wythoff, Rule::Normal).value();
  CHECK(parse_answer(wythoff, {11, 15}, "to 11,3").value() == Move{1, 12, false});
  CHECK(parse_answer(wythoff, {11, 15}, "to 4,8").value() == Move{0, 7, true});
  CHECK_FALSE(parse_answer(wythoff, {11, 15}, "to 4,9").ok());
  CHECK(parse_answer(wythoff, {11, 15}, "to 1,2,3").error().rfind("malformed answer", 0) == 0);

  const Game subtraction = Game::make(GameKind::Subtraction, Rule::Misere, {1, 3, 4}).value();
  CHECK(parse_answer(subtraction, {10}, "to 7").value() == Move{0, 3, false});
  CHECK_FALSE(parse_answer(subtraction, {10}, "to 8").ok());  // 2 is not in {1, 3, 4}
}

TEST_CASE("bot protocol: a Kayles answer may split a row, a sum's is part by part") {
  const Game kayles = Game::make(GameKind::Kayles, Rule::Normal).value();
  // Pin 3 of row 2 in 3,5,7: row 2 becomes 2,2 (one more row).
  CHECK(parse_answer(kayles, {3, 5, 7}, "to 3,2,2,7").value() == Move{1, 1, false, 2});
  CHECK(parse_answer(kayles, {1, 5}, "to 5").value() == Move{0, 1, false, 0});
  CHECK(parse_answer(kayles, {1, 5}, "to 0,5").value() == Move{0, 1, false, 0});
  CHECK(parse_answer(kayles, {3, 5, 7}, "to 3,1,1,7").error().rfind("illegal move: ", 0) == 0);

  std::vector<SumPart> parts;
  for (const char* text : {"kayles:3,5", "nim:2", "subtraction:9:1,3,4"}) {
    parts.push_back(parse_sum_part(text).value());
  }
  const SumGame sum = SumGame::make(parts).value();
  const Game game(sum);
  const Heaps start = sum.start();
  CHECK(parse_answer(game, start, "to 3,2,2/2/9").value() == sum.parse_move("1:2:3").value());
  CHECK(parse_answer(game, start, "to 3,0,2,2/2/9").value() == sum.parse_move("1:2:3").value());
  CHECK(parse_answer(game, start, "to 3,5/0/9").value() == sum.parse_move("2:1-2").value());
  CHECK(parse_answer(game, start, "to 3,5/2/5").value() == sum.parse_move("3:4").value());
  // Two parts at once, no move, a wrong number of parts or of Nim rows, a bad number.
  CHECK(parse_answer(game, start, "to 3,4/1/9").error() ==
        "illegal move: 3,5/2/9 -> 3,4/1/9 is not a legal move");
  CHECK(parse_answer(game, start, "to 3,5/2/9").error().rfind("illegal move: ", 0) == 0);
  CHECK(parse_answer(game, start, "to 3,5/2").error() ==
        "malformed answer 'to 3,5/2': the position in the answer: 2 parts where the sum has 3 "
        "(PART/PART/..., e.g. 1,3,5/21)");
  CHECK(parse_answer(game, start, "to 3,5/2,0/9").error() ==
        "malformed answer 'to 3,5/2,0/9': part 2 has 2 heaps where the position has 1");
  CHECK(parse_answer(game, start, "to 3,5/x/9").error().rfind("malformed answer", 0) == 0);
  CHECK(parse_answer(game, start, "to 1,1,1,1,1,1/2/9").error().rfind("illegal move: ", 0) == 0);
}

TEST_CASE("bot protocol: a bot's line in a message is short, quoted and whole characters") {
  CHECK(excerpt("hello") == "'hello'");
  const std::string long_line(70'000, 'x');
  CHECK(excerpt(long_line) == "'" + std::string(60, 'x') + "'...");
  std::string accents;
  for (int i = 0; i < 40; ++i) accents += "é";  // 2 bytes each
  const std::string cut = excerpt(accents);
  CHECK(cut.size() <= 65);
  CHECK(is_printable_text(cut));  // no character was split
  CHECK(excerpt("a\nb\x1b") == "'a\\nb\\x1b'");
}

TEST_CASE("bot protocol: a long line in a message is cut at a whole word, never in a quoted path") {
  CHECK(word_excerpt("short line", 80).text == "'short line'");
  CHECK_FALSE(word_excerpt("short line", 80).cut);
  const std::string python =
      "python3: can't open file '/home/someone/my bots/a rather long folder name/bot.py': "
      "[Errno 2] No such file or directory";
  const WordExcerpt cut = word_excerpt(python, 80);
  CHECK(cut.cut);
  CHECK(cut.text == "'python3: can't open file …'");
  // A quoted stretch that ends before the limit is kept whole, spaces and all.
  CHECK(word_excerpt("error in 'my bot.py': a long explanation of what went wrong", 30).text ==
        "'error in 'my bot.py': a long …'");
  // One word longer than the limit is cut inside, at a whole character.
  std::string accents;
  for (int i = 0; i < 50; ++i) accents += "é";
  const WordExcerpt word = word_excerpt(accents, 21);
  std::string expected = "'";  // appended, not "'" + ...: GCC 12 warns wrongly about that
  expected += accents.substr(0, 20);
  expected += " …'";
  CHECK(word.text == expected);
  CHECK(word_excerpt("\x1b[2J " + std::string(100, 'x'), 20).text == "'\\x1b[2J …'");
}

TEST_CASE("bot protocol: cut_text keeps at most max bytes, whole characters and an ellipsis") {
  CHECK(cut_text("hello", 5) == "hello");
  CHECK(cut_text("hello!", 5) == "he…");
  CHECK(cut_text("ééé", 5) == "é…");  // "é" is 2 bytes, "…" 3
  CHECK(cut_text("ééé", 6) == "ééé");
  CHECK(cut_text("éééé", 7) == "éé…");
}
