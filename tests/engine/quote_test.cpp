// quote_for_message: bad input quoted on one line, nothing that drives a terminal.
#include <catch2/catch.hpp>
#include <string_view>
#include <vector>

#include "marienbad/game.hpp"
#include "marienbad/match.hpp"
#include "marienbad/player.hpp"
#include "marienbad/quote.hpp"

using marienbad::join_alternatives;
using marienbad::quote_for_message;

namespace {

// One line, printable ASCII or UTF-8 text only: no C0 control, no DEL.
bool is_one_clean_line(const std::string& text) {
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte == 0x7F) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("quote_for_message escapes controls and invalid UTF-8, keeps text") {
  CHECK(quote_for_message("") == "''");
  CHECK(quote_for_message("1,3,5") == "'1,3,5'");
  CHECK(quote_for_message("1,2\n3") == "'1,2\\n3'");
  CHECK(quote_for_message("a\tb\rc") == "'a\\tb\\rc'");
  CHECK(quote_for_message("\x1b[31mred") == "'\\x1b[31mred'");
  CHECK(quote_for_message("\x7f") == "'\\x7f'");
  CHECK(quote_for_message(std::string_view("a\0b", 3)) == "'a\\x00b'");
  CHECK(quote_for_message("back\\slash") == "'back\\\\slash'");
  // Valid UTF-8 stays as it is.
  CHECK(quote_for_message("misère é ✓ 😀") == "'misère é ✓ 😀'");
  // Invalid UTF-8: each bad byte as \xNN.
  CHECK(quote_for_message("\xff") == "'\\xff'");
  CHECK(quote_for_message("caf\xe9") == "'caf\\xe9'");                       // Latin-1 é
  CHECK(quote_for_message("\xc3") == "'\\xc3'");                             // truncated
  CHECK(quote_for_message("\xc0\xaf") == "'\\xc0\\xaf'");                    // overlong '/'
  CHECK(quote_for_message("\xed\xa0\x80") == "'\\xed\\xa0\\x80'");           // a surrogate
  CHECK(quote_for_message("\xf4\x90\x80\x80") == "'\\xf4\\x90\\x80\\x80'");  // > U+10FFFF
  CHECK(quote_for_message("\x80x") == "'\\x80x'");                           // stray continuation
  // C1 controls (U+009B is CSI), line separators and bidi overrides.
  CHECK(quote_for_message("\xc2\x9b"
                          "31m") == "'\\u009b31m'");
  CHECK(quote_for_message("a\xe2\x80\xa8"
                          "b") == "'a\\u2028b'");
  CHECK(quote_for_message("\xe2\x80\xae"
                          "abc") == "'\\u202eabc'");
}

TEST_CASE("quote_for_message always gives one clean line") {
  std::string every_byte;
  for (int b = 0; b < 256; ++b) every_byte += static_cast<char>(b);
  const std::string quoted = quote_for_message(every_byte);
  CHECK(is_one_clean_line(quoted));
  CHECK(quoted.front() == '\'');
  CHECK(quoted.back() == '\'');
}

TEST_CASE("the engine's parse errors quote input on one clean line") {
  using namespace marienbad;
  const std::string bad = "1,2\n3\x1b[31m\xff";
  std::vector<std::string> errors = {
      parse_game_kind(bad).error(),
      parse_rule(bad).error(),
      parse_count(bad, "--heaps").error(),
      parse_count_list(bad, "--heaps").error(),
      parse_count_list("1,," + bad, "--heaps").error(),
      make_player(bad).error(),
      Match::parse("marienbad-match 1\n\x1b[2Jkey value\n").error(),
  };
  for (const GameInfo& info : game_registry()) {
    if (!info.single) continue;
    const Game game = Game::make(info.kind, Rule::Normal).value();
    errors.push_back(game.parse_move(bad).error());
    errors.push_back(game.parse_move("1-" + bad).error());
    errors.push_back(parse_position(info, bad, "--heaps").error());
    // A saved match whose moves hold escape codes.
    errors.push_back(Match::parse("marienbad-match 1\ngame " + std::string(info.id) +
                                  "\nrule normal\nstart " + position_text(info, info.start) +
                                  "\nfirst 0\nplayers human perfect\nmoves 1-1 \x1b[31m\n"
                                  "cursor 0\n")
                         .error());
  }
  for (const std::string& error : errors) {
    INFO(quote_for_message(error));
    CHECK(is_one_clean_line(error));
  }
  CHECK(parse_count_list("1,2\n3", "--heaps").error() ==
        "--heaps '2\\n3' is not a non-negative whole number");
}

TEST_CASE("join_alternatives: a, a or b, a, b or c") {
  using V = std::vector<std::string_view>;
  CHECK(join_alternatives(V{}).empty());
  CHECK(join_alternatives(V{"a"}) == "a");
  CHECK(join_alternatives(V{"a", "b"}) == "a or b");
  CHECK(join_alternatives(V{"a", "b", "c"}) == "a, b or c");
  CHECK(join_alternatives(V{"1", "3", "4"}, " ou ") == "1, 3 ou 4");
  CHECK(join_alternatives(V{"1", "3"}, " ou ") == "1 ou 3");
}
