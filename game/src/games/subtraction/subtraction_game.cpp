// Subtraction's row of the game table: its board, hint, start editor, words and rules picture.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "boards/game_table.hpp"
#include "boards/hint_draw.hpp"
#include "boards/start_editor.hpp"
#include "games/subtraction/subtraction_board.hpp"
#include "games/subtraction/subtraction_hint_model.hpp"
#include "marienbad/quote.hpp"
#include "session/match_setup.hpp"

MARIENBAD_STRINGS(
    subtraction_game_strings, S_("play.words.subtraction", "{} from the heap"),
    S_("hint.move.subtraction", "taking {}"), S_("game.subtraction.other", "Subtraction"),
    S_("game.subtraction.tagline_for", "One heap of {}, take {}"), S_("game.subtraction.or", "or"),
    // Its name, rules and end-of-match texts, keyed by the engine id (game_key()).
    S_("game.subtraction", "Subtraction 21"), S_("sum.name.subtraction", "Subtraction {{{}}}"),
    // As a part of a sum on the setup page; {0}: the heap, {1}: the set ({2} unused).
    S_("setup.sum.pick.subtraction", "Subtraction {{{1}}}, heap {0}"),
    S_("game.subtraction.tagline", "One heap of 21, take 1, 2 or 3"),
    S_("setup.rule.subtraction.normal", "Whoever takes the last token wins."),
    S_("setup.rule.subtraction.misere", "Whoever takes the last token loses."),
    S_("setup.learning.detail.subtraction",
       "The hint overlay stays on: the losing heaps and the winning amount."),
    S_("play.rule.subtraction.misere", "Last token loses"),
    S_("play.rule.subtraction.normal", "Last token wins"),
    S_("play.end.subtraction", "{} took the last token."),
    S_("play.end.subtraction.you", "You took the last token."),
    S_("rules.subtraction.text",
       "One heap of 21 tokens. On your turn, take 1, 2 or 3 tokens. In a custom game you choose "
       "the heap and the amounts one may take, for example {1, 3, 4}."),
    S_("rules.subtraction.rule",
       "Normal: whoever takes the last token wins. Misère: whoever takes the last token loses."),
    S_("rules.subtraction.why",
       "The secret, with 1, 2 or 3 in normal play: leave a multiple of 4. Whatever your opponent "
       "takes, take 4 minus that. Every such game has losing heaps that come back periodically."),
    S_("rules.subtraction.caption", "Take 1, 2 or 3"),
    S_("rules.subtraction.source",
       "Where the ideas come from: a workshop on Nim games after T. S. Ferguson's course. The "
       "losing heaps are found backwards from 0."))

namespace marienbad::app {

namespace {

// 21 tokens in three rows of seven; the last three marked as taken (ring, not fill).
void draw_subtraction_rules_art(Canvas& canvas, Rect area) {
  const Palette& c = canvas.colors();
  const float cell = std::min(area.w / 8.0f, area.h / 4.0f);
  const float r = cell * 0.38f;
  const float top = area.center_y() - cell * 1.5f;
  for (int i = 0; i < 21; ++i) {
    const float x = area.center_x() + (static_cast<float>(i % 7) - 3.0f) * cell;
    const float y = top + cell * (static_cast<float>(i / 7) + 0.5f);
    if (i >= 18) {
      canvas.circle({x, y}, r, std::max(2.0f, canvas.px(3)), c.accent_b);
    } else {
      canvas.disc({x, y}, r, c.title);
      canvas.circle({x, y}, r * 0.7f, std::max(1.0f, canvas.px(1.5f)),
                    c.title.mix(c.background, 0.3f));
    }
  }
}

// "Subtraction 21" is the standard game: 21 tokens, take 1, 2 or 3.
bool is_standard_subtraction(const MatchSetup& setup) {
  const MatchSetup usual = default_setup(GameKind::Subtraction);
  return setup.start == usual.start && setup.set == usual.set;
}

std::string subtraction_name_for(const Strings& strings, const MatchSetup& setup) {
  return std::string(
      strings.tr(is_standard_subtraction(setup) ? "game.subtraction" : "game.subtraction.other"));
}

// "One heap of 15, take 1, 3 or 4".
std::string subtraction_tagline_for(const Strings& strings, const MatchSetup& setup) {
  std::vector<std::string> amounts;
  for (const Count amount : setup.set) amounts.push_back(std::to_string(amount));
  const std::vector<std::string_view> words(amounts.begin(), amounts.end());
  std::string or_word = " ";  // appended: GCC 12 warns falsely on " " + std::string
  or_word.append(strings.tr("game.subtraction.or")).append(" ");
  const Count heap = setup.start.empty() ? 0 : setup.start.front();
  return strings.trf("game.subtraction.tagline_for", heap, join_alternatives(words, or_word));
}

const GameEntry kSubtractionEntry{
    GameKind::Subtraction,
    [](AppContext& ctx, const MatchSetup&) { return make_subtraction_board(ctx); },
    draw_subtraction_hint,
    make_subtraction_start_editor,
    [](const Strings& strings, const Game&, const Reached&, const Move& move) {
      return strings.trf("play.words.subtraction", move.amount);
    },
    [](const Strings& strings, const Game&, const Heaps&, const Reached&, const Move& move) {
      return strings.trf("hint.move.subtraction", move.amount);
    },
    draw_subtraction_rules_art,
    subtraction_name_for,
    subtraction_tagline_for,
    {.share_beside = 0.4f, .share_under = 0.36f},
    build_subtraction_hint,
};

}  // namespace

const GameEntry& subtraction_entry() {
  return kSubtractionEntry;
}

}  // namespace marienbad::app
