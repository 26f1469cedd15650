#pragma once
// Drawing helpers shared by the hint overlay of each game (one file per game draws its
// part; hint_layer.cpp owns the cache and picks one).
#include <optional>
#include <string>
#include <vector>

#include "app/canvas.hpp"
#include "app/strings.hpp"
#include "boards/hint_layer.hpp"
#include "boards/hint_model.hpp"

namespace marienbad::app {

struct PartValues;

// What the move under the pointer / being selected does (computed once per move).
struct HintExtras {
  const MovePreview* preview = nullptr;
  const MoveVerdictHint* verdict = nullptr;
  // A lesson (games/nim/nim_lesson_rows.*): Σ's digits as the learner writes them, the column
  // parities hidden; each digit's box is written to sum_cells, the focused one ringed.
  const std::string* written_sum = nullptr;
  std::vector<Rect>* sum_cells = nullptr;
  std::optional<std::size_t> sum_focus;
  // A sum's hint: each part's row of the table as drawn (a click there opens the part), and
  // the part whose values are shown instead of the sum's table.
  std::vector<Rect>* row_cells = nullptr;
  const PartValues* part_values = nullptr;
};

// A compact stack of lines inside a column: returns the y below what was drawn.
class HintColumn {
 public:
  HintColumn(Canvas& canvas, Rect box, TextSize size) : canvas_(canvas), box_(box), size_(size) {}
  // Word-wrapped text; false (and nothing drawn) when it no longer fits.
  bool text(const std::string& text, Color color, FontFace face = FontFace::Regular);
  // The verdict: a ✓ in a disc (favourable) or a ✗ in a ring (unfavourable), then the text.
  void verdict(const HintModel& model);
  // A line starting with the board's suggestion marker (a small triangle).
  bool suggestion(const std::string& text);
  // The preview and hovered-move lines, each with its ✓/✗ already in the text.
  void extras(const HintExtras& extras);
  void gap(float design_px);
  float y() const { return y_ < 0 ? box_.y : y_; }
  Rect remaining() const { return {box_.x, y(), box_.w, std::max(0.0f, box_.bottom() - y())}; }

 private:
  Canvas& canvas_;
  Rect box_;
  TextSize size_;
  float y_ = -1;
};

// The hint panel's inner area, split in two columns when it is much wider than tall (under
// the board), else in two stacked parts; and the body text size that suits its size.
struct HintArea {
  Rect inner;
  Rect first;
  Rect second;
  bool side_by_side;
  TextSize text_size;
};
HintArea hint_area(const Canvas& canvas, Rect area, float first_share);

// Seed 002's table: rows in base 2 under …8 4 2 1, Σ and each column's parity, the key
// row's digit circled, the preview's Σ under it (nim_hint.cpp). Returns its height, 0 when
// it does not fit. `labels` names the rows (a sum's parts) instead of "Row 1", "Row 2"…
struct TableLabels {
  std::string row_heading;
  std::string count_heading;
  std::vector<std::string> rows;
};
float draw_binary_table(Canvas& canvas, Rect box, const DigitalSumHint& table,
                        const HintExtras& extras, const Strings& strings, TextSize size,
                        const TableLabels* labels);

}  // namespace marienbad::app
