#pragma once
// One row per game: everything the game layer draws or says differently for each game.
// With the session's rules (session/game_rules.hpp) these rows are the only places in
// game/ that tell the games apart: scenes ask the row of the game they show. Each game's
// folder (boards/nim/, boards/subtraction/, boards/wythoff/, boards/sum/) defines its row.
//
// Adding a game: its engine model; a folder boards/NAME/ with a BoardView, a hint painter,
// a start editor and NAME_game.cpp defining the row; the row added to all_game_entries()
// in game_table.cpp and to all_game_rules() in session/game_rules.cpp; its texts.
#include <memory>
#include <span>
#include <string>

#include "app/canvas.hpp"
#include "app/context.hpp"
#include "marienbad/game.hpp"

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
  // A move in the side panel's words: "3 from row 2", "3 from the heap", "2 diagonally".
  std::string (*move_words)(const Strings& strings, const Game& game, const Move& move);
  // A move in the hint's words, from `position`: "3 from row 2", "moving to (1, 2)".
  std::string (*hint_move_words)(const Strings& strings, const Game& game, const Heaps& position,
                                 const Move& move);
  // The rules page's illustration.
  void (*draw_rules_art)(Canvas& canvas, Rect area);
  // The game's name and one-line description for a setup, where they depend on it
  // ("Subtraction 21" only for 21 with 1, 2 or 3); null: "game.KIND" and "game.KIND.tagline".
  std::string (*name_for)(const Strings& strings, const MatchSetup& setup) = nullptr;
  std::string (*tagline_for)(const Strings& strings, const MatchSetup& setup) = nullptr;
};

// Every game, in menu order, and one game's row.
std::span<const GameEntry* const> all_game_entries();
const GameEntry& game_entry(GameKind kind);
// The name and description of the game a setup plays, as titles and subtitles show them.
std::string game_name(const Strings& strings, const MatchSetup& setup);
std::string game_tagline(const Strings& strings, const MatchSetup& setup);

// The rows, defined in each game's folder.
const GameEntry& nim_entry();
const GameEntry& subtraction_entry();
const GameEntry& wythoff_entry();
const GameEntry& sum_entry();

}  // namespace marienbad::app
