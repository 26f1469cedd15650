#pragma once
// The checks of a start editor of rows of pieces (boards/rows_start_editor.hpp), whatever the
// game: its ready starts, the custom rows (a new row goes on with the odd numbers), the limits
// (8 rows of 1 to 15), and the remembered rows, taken back only within those limits. Each game
// on rows gives its starts (RowsCase) in its home, tests/games/ID/game/ID_rows_start_test.cpp.
#include <catch2/catch.hpp>

#include <vector>

#include "boards/game_table.hpp"
#include "boards/start_editor.hpp"
#include "session/match_setup.hpp"
#include "test_app.hpp"

namespace marienbad::app::test {

struct RowsCase {
  GameKind kind;
  Heaps first;     // the first ready start
  Heaps second;    // the second
  Heaps custom;    // the custom start at first
  Heaps one_more;  // the custom start with one row added
  Heaps most;      // with as many rows as may be
};

inline Heaps start_of(const StartEditor& editor) {
  MatchSetup setup;
  editor.apply(setup);
  return setup.start;
}

// The id of the row of custom row `index` (after the start choice and the row count).
inline int custom_row_id(const StartEditor& editor, std::size_t index) {
  const std::vector<ChoiceRow> rows = editor.rows();
  REQUIRE(rows.size() > index + 2);
  return rows[index + 2].id;
}

inline void press(StartEditor& editor, int id, int delta, int times = 1) {
  for (int i = 0; i < times; ++i) editor.change({id, delta, -1});
}

// Runs `check` on the game of `c`, with a maker of its start editor.
template <class Check>
void with_rows_editor(const char* name, const RowsCase& c, Check check) {
  TempDir home(name);
  auto app = make_app(home.path());
  REQUIRE(app);
  INFO(to_string(c.kind));
  check([&] { return game_entry(c.kind).make_start_editor(app->context()); });
}

// The ready starts, then custom rows going on with the odd numbers.
inline void check_ready_then_custom(const RowsCase& c) {
  with_rows_editor("rows-start", c, [&](auto make) {
    auto editor = make();
    CHECK(start_of(*editor) == c.first);
    CHECK(editor->rows().size() == 1);  // a ready start: the choice alone
    press(*editor, StartEditor::kStartRow, 1);
    CHECK(start_of(*editor) == c.second);
    press(*editor, StartEditor::kStartRow, 1);
    CHECK(start_of(*editor) == c.custom);
    CHECK(editor->rows().size() == 2 + c.custom.size());
    press(*editor, StartEditor::kFirstOwnRow, 1);
    CHECK(start_of(*editor) == c.one_more);
    press(*editor, StartEditor::kStartRow, 1);  // round to the first again
    CHECK(start_of(*editor) == c.first);
  });
}

// 1 to 8 custom rows of 1 to 15 pieces.
inline void check_custom_limits(const RowsCase& c) {
  with_rows_editor("rows-start-limits", c, [&](auto make) {
    auto editor = make();
    press(*editor, StartEditor::kStartRow, -1);  // the custom start, the last choice
    REQUIRE(start_of(*editor) == c.custom);
    press(*editor, StartEditor::kFirstOwnRow, 1, 20);
    CHECK(start_of(*editor) == c.most);
    press(*editor, custom_row_id(*editor, 0), 1, 20);
    CHECK(start_of(*editor).front() == SetupLimits::kMaxMatches);
    press(*editor, custom_row_id(*editor, 0), -1, 20);
    CHECK(start_of(*editor).front() == 1);
    press(*editor, StartEditor::kFirstOwnRow, -1, 20);
    CHECK(start_of(*editor) == Heaps{1});
  });
}

// Remembered custom rows come back only within the limits.
inline void check_remembered(const RowsCase& c) {
  with_rows_editor("rows-start-remembered", c, [&](auto make) {
    auto editor = make();
    RememberedSetup remembered;
    remembered.start = 2;  // the custom start
    remembered.rows = std::vector<std::uint64_t>{2, 4};
    editor->load(remembered);
    CHECK(start_of(*editor) == Heaps{2, 4});
    RememberedSetup saved;
    editor->save(saved);
    CHECK(saved.rows == remembered.rows);
    CHECK(saved.start == remembered.start);
    for (const std::vector<std::uint64_t>& bad :
         {std::vector<std::uint64_t>{}, {0, 4}, {16}, std::vector<std::uint64_t>(9, 1)}) {
      auto fresh = make();
      remembered.rows = bad;
      fresh->load(remembered);
      CHECK(start_of(*fresh) == c.custom);
    }
  });
}

}  // namespace marienbad::app::test
