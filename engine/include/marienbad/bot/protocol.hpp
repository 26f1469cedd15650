#pragma once
// The Marienbad bot protocol, version 1 (docs/bot-protocol.md): the lines the
// game sends and the reading of the lines a bot answers. Pure text, no I/O, so
// the fuzz target and the tests reach every parser directly.
#include <cstddef>
#include <string>
#include <string_view>

#include "marienbad/bot/forfeit.hpp"
#include "marienbad/game.hpp"

namespace marienbad::bot {

inline constexpr int kProtocolVersion = 1;
// A longer line from a bot is a forfeit (the '\n' not counted).
inline constexpr std::size_t kMaxLineBytes = 64 * 1024;
// The longest name kept from `ok NAME` and the longest `info TEXT` passed on, in
// bytes: a longer one is cut (cut_text), so that a host never holds, logs or draws
// more of it. The game's list of bots keeps names of the same length.
inline constexpr std::size_t kMaxNameBytes = 64;
inline constexpr std::size_t kMaxInfoBytes = 1024;

// What the game writes, each sent as one line ending in '\n'.
std::string handshake_line();  // "marienbad 1"
// "new nim normal", "new wythoff misere", "new subtraction misere 1,3,4" (the
// set is always sent), "new kayles normal", a sum "new sum normal nim
// subtraction:1,3,4 kayles" (each part's game, a subtraction part's set after
// ':'). Kept a Result for a game a later version might not offer.
Result<std::string> new_game_line(const Game& game);
std::string position_line(const Heaps& heaps);  // "position 1,3,5,7"
// The same for any game; a sum's parts separated by '/': "position 1,3,5/21/3,5"
// (each part's own position, a Kayles part's rows without its room's padding).
std::string position_line(const Game& game, const Heaps& heaps);
inline constexpr std::string_view kGoLine = "go";
inline constexpr std::string_view kQuitLine = "quit";

// A line from the bot (without its '\n'), sorted by its first word.
enum class LineKind { Ok, To, Info, Other };
struct BotLine {
  LineKind kind;
  std::string_view rest;  // after "ok ", "to " or "info "; the whole line for Other
};
BotLine classify_line(std::string_view line);

// The name in an `ok NAME` line: not empty, printable UTF-8 (no control
// characters), cut to kMaxNameBytes. Otherwise the reason the handshake failed.
OrForfeit<std::string> read_handshake(std::string_view line);
Result<std::string> parse_handshake(std::string_view line);  // the reason in English

// The move that the answer `to H1,H2,...` makes from `heaps`; otherwise the
// forfeit reason: another kind of line, a malformed position (not a list of
// heaps, or another number of heaps than `heaps` has, except where a Kayles row
// splits), an illegal move. A sum's answer is `to P1/P2/...`, each part's own
// position (a Kayles part's empty rows left out or as 0).
OrForfeit<Move> read_answer(const Game& game, const Heaps& heaps, std::string_view line);
Result<Move> parse_answer(const Game& game, const Heaps& heaps,
                          std::string_view line);  // the reason in English

// A bot's line for a one-line message: quoted with its controls escaped, cut
// after about 60 bytes (at a character boundary) with "..." added.
std::string excerpt(std::string_view line);

// `text` as it is when it has at most `max_bytes` bytes, else its start cut at
// a character boundary and "…" added, `max_bytes` bytes at most in all
// (max_bytes >= 4).
std::string cut_text(std::string_view text, std::size_t max_bytes);

// A bot's line for a one-line message, quoted and escaped as excerpt() does, but
// cut at a whole word, never inside a quoted stretch ('/my bots/b.py'), to at most
// about `max_bytes`; a cut line ends in " …" and `cut` says so. A first word longer
// than that is cut inside, at a character boundary.
struct WordExcerpt {
  std::string text;
  bool cut = false;
};
WordExcerpt word_excerpt(std::string_view line, std::size_t max_bytes);

}  // namespace marienbad::bot
