// The golden screens: each a name, the command line's options that open it and, for a
// screen no flag reaches, the steps played after the start (golden_steps.*). The screens every
// game has are made here from the registry; each game's own are in its home.
#include "golden_screens.hpp"

#include "boards/game_table.hpp"
#include "golden_steps.hpp"
#include "marienbad/game_lists.hpp"

namespace marienbad::app::golden {

namespace {

// The four screens of every game: its set-up page, its start, with the hint, its rules.
void add_every_game_screens(std::vector<Screen>& all) {
  for (const GameEntry* entry : all_game_entries()) {
    const GameKind kind = entry->kind;
    const std::string game(to_string(kind));
    all.push_back({"setup-" + game,
                   [kind](Options& o) {
                     o.scene = "setup";
                     o.variant = kind;
                   },
                   nullptr, game});
    all.push_back({"play-" + game, [kind](Options& o) { o.variant = kind; }, nullptr, game});
    all.push_back({"hint-" + game,
                   [kind](Options& o) {
                     o.variant = kind;
                     o.hint = true;
                   },
                   nullptr, game});
    all.push_back({"rules-" + game,
                   [kind](Options& o) {
                     o.scene = "rules";
                     o.variant = kind;
                   },
                   nullptr, game});
  }
}

// The game the menu offers first, straight on its board.
void default_game(Options& o) {
  o.variant = parse_game_kind(default_game_id()).value();
}

}  // namespace

std::vector<Screen> screens() {
  std::vector<Screen> all;
  all.push_back({"menu", [](Options&) {}});
  all.push_back({"lessons", [](Options& o) { o.scene = "lessons"; }});
  add_every_game_screens(all);
  for (const GameScreens& game : each_game_screens()) {
    const std::size_t first = all.size();
    game.add(all);
    for (std::size_t i = first; i < all.size(); ++i) all[i].game_id = game.game_id;
  }
  // The default game against a bot: the set-up page names it, the panel shows it.
  all.push_back({"setup-bot", [](Options& o) {
                   o.scene = "setup";
                   o.bot = random_bot();
                 }});
  all.push_back({"play-bot", [](Options& o) {
                   default_game(o);
                   o.bot = random_bot();
                 }});
  all.push_back({"bots", [](Options& o) { o.bot = random_bot(); }, open_bots});
  all.push_back({"bots-add", [](Options&) {}, add_a_bot});
  all.push_back({"game-over-forfeit",
                 [](Options& o) {
                   default_game(o);
                   o.first = FirstPlayer::Computer;
                   o.bot = BotEntry{"Test bot (illegal)", "python3 tests/bots/test_bot.py illegal"};
                 },
                 bot_forfeits});
  all.push_back({"statistics", [](Options& o) { o.scene = "statistics"; }});
  all.push_back({"settings", [](Options& o) { o.scene = "settings"; }});
  return all;
}

}  // namespace marienbad::app::golden
