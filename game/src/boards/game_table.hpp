#pragma once
// One row per game: everything the game layer draws or says differently for each game.
// With the session's rules (session/game_rules.hpp) these rows are the only places in
// game/ that tell the games apart: scenes ask the row of the game they show, and every list
// of games (menu, tabs, set-up) walks all_game_entries(). Each game's folder (games/nim/,
// games/subtraction/, ...) defines its row (`const GameEntry& ID_entry()`, collected by the
// generated game_entry_list.cpp) and its texts, keyed by the engine id (game_key():
// "game.nim", "rules.nim.text", "play.end.nim", ...).
//
// Adding a game: see game/README-dev.md, "How to add a game".
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "app/canvas.hpp"
#include "app/context.hpp"
#include "marienbad/game.hpp"
#include "session/reached.hpp"

namespace marienbad::app {

class BoardView;
class StartEditor;
struct HintFrame;
struct HintModel;
struct HintExtras;
struct MatchSetup;

struct GameEntry {
  GameKind kind;
  // The board for a setup (sized by it: the Dornim board's squares).
  std::unique_ptr<BoardView> (*make_board)(AppContext& ctx, const MatchSetup& setup);
  // The game's part of the hint panel.
  void (*draw_hint)(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                    const HintExtras& extras, const Strings& strings);
  // The start-position half of the setup page.
  std::unique_ptr<StartEditor> (*make_start_editor)(AppContext& ctx);
  // A move in the side panel's words: "3 from row 2", "3 from the heap", "2 diagonally";
  // `before`: how the position it was played from was reached (a row named by its line).
  std::string (*move_words)(const Strings& strings, const Game& game, const Reached& before,
                            const Move& move);
  // A move in the hint's words, from `position` (reached so): "3 from row 2", "moving to
  // (1, 2)".
  std::string (*hint_move_words)(const Strings& strings, const Game& game, const Heaps& position,
                                 const Reached& reached, const Move& move);
  // The rules page's illustration.
  void (*draw_rules_art)(Canvas& canvas, Rect area);
  // The game's name and one-line description for a setup, where they depend on it
  // ("Subtraction 21" only for 21 with 1, 2 or 3); null: "game.KIND" and "game.KIND.tagline".
  std::string (*name_for)(const Strings& strings, const MatchSetup& setup) = nullptr;
  std::string (*tagline_for)(const Strings& strings, const MatchSetup& setup) = nullptr;
  // The hint panel's share of the board zone beside and under the board, and the zone's
  // width / height above which it goes beside (a sum's parts sit side by side: under).
  struct HintShape {
    float share_beside = 0.42f;
    float share_under = 0.4f;
    float beside_ratio = 1.15f;
  };
  HintShape hint_shape = {};
  // The hint's analysis (hint_model.hpp): what the game's draw_hint shows.
  void (*build_hint)(const Game& game, const Heaps& position, const Reached& reached,
                     const Strings& strings, Count board_size, HintModel& model) = nullptr;
  // The move preview shows Σ of the position's rows (Marienbad's table).
  bool preview_sum = false;
  // A rules page's section ("text", "why") for the game made from `parameter` (an octal
  // code: its digits, its values); null or empty: the section's text "rules.KIND.SECTION".
  std::string (*rules_for)(const Strings& strings, std::string_view section,
                           const std::vector<Count>& parameter) = nullptr;
};

// Every game the window offers, in menu order (the single games in the order of
// MARIENBAD_GAMES, then the sum; kWindowGameCount of them: a game without a folder
// game/src/games/ID/ is the engine's and the CLI's only), and one game's row.
std::span<const GameEntry* const> all_game_entries();
const GameEntry& game_entry(GameKind kind);
// The position of a game in all_game_entries() (0 for one without a row), and the game at
// `index` modulo their number (tabs and ←→ walk them in menu order).
std::size_t game_index(GameKind kind);
GameKind game_at(std::size_t index);
// A per-game string key, from the engine id: game_key("play.end", nim) = "play.end.nim",
// game_key("rules", nim, ".text") = "rules.nim.text". Each game's folder defines its keys.
std::string game_key(std::string_view prefix, GameKind kind, std::string_view suffix = {});
// The name and description of the game a setup plays, as titles and subtitles show them.
std::string game_name(const Strings& strings, const MatchSetup& setup);
std::string game_tagline(const Strings& strings, const MatchSetup& setup);

}  // namespace marienbad::app
