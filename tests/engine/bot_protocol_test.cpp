// The bot protocol's lines: what the game sends, and the reading of what a bot answers, for
// every game; each game's own lines are tested in its home (ID_protocol_test.cpp).
#include <catch2/catch.hpp>

#include "marienbad/bot/protocol.hpp"
#include "marienbad/game.hpp"
#include "marienbad/quote.hpp"

using namespace marienbad;
using namespace marienbad::bot;

TEST_CASE("bot protocol: the lines the game sends, for every game under each rule") {
  CHECK(handshake_line() == "marienbad 1");
  // "new ID RULE", and the parameter's text when the game has one (always sent).
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    for (const Rule rule : {Rule::Normal, Rule::Misere}) {
      if (rule == Rule::Misere && !info.misere) continue;
      const Game game = Game::make(info.kind, rule).value();
      std::string expected = "new " + std::string(info.id) + " " + std::string(to_string(rule));
      if (info.parameter != nullptr) {
        expected += " " + parameter_text(info, default_parameter(info));
      }
      CHECK(new_game_line(game).value() == expected);
      CHECK(position_line(game, info.start) == "position " + position_text(info, info.start));
    }
  }
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

TEST_CASE("bot protocol: the answer to go is read back as the move, in every game") {
  // Each move from each game's standard start, answered as the position it leaves.
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    const Game game = Game::make(info.kind, Rule::Normal).value();
    const Heaps& start = info.start;
    for (const Move& move : game.moves(start)) {
      const Heaps after = game.apply(start, move);
      const std::string line = "to " + position_text(info, after);
      INFO(info.id << " " << line);
      const auto read = parse_answer(game, start, line);
      REQUIRE(read.ok());
      CHECK(game.apply(start, read.value()) == after);
    }
    // No move at all, and another kind of line.
    INFO(info.id);
    const std::string same = "to " + position_text(info, start);
    CHECK(parse_answer(game, start, same).error() == "illegal move: " + position_text(info, start) +
                                                         " -> " + position_text(info, start) +
                                                         " is not a legal move");
    CHECK(parse_answer(game, start, "to").error().rfind("malformed answer 'to': ", 0) == 0);
    CHECK(
        parse_answer(game, start, position_text(info, start)).error().rfind("unexpected line", 0) ==
        0);
  }
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
