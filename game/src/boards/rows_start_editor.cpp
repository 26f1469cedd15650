#include "boards/rows_start_editor.hpp"

#include <algorithm>

namespace marienbad::app {

namespace {

class RowsStartEditor final : public StartEditor {
 public:
  RowsStartEditor(AppContext& ctx, RowsStart rows)
      : StartEditor(ctx, rows.keys), rows_(std::move(rows)), custom_rows_(rows_.custom) {}

  bool take_command_line(const Options& o, RememberedSetup& given) const override {
    if (!o.heaps) return false;
    given.rows = *o.heaps;
    return true;
  }
  void apply(MatchSetup& setup) const override {
    const auto choice = static_cast<std::size_t>(start_choice());
    setup.start = choice < rows_.ready.size() ? rows_.ready[choice] : custom_rows_;
  }

  float row_height(const ChoiceRow& row) const override { return row.id >= kRowFirst ? 34 : 0; }

  void draw(Canvas& canvas, const ChoiceRows& placed, Rect below) const override {
    if (custom_start()) {
      draw_custom_rows(canvas, placed);
    } else if (below.h > canvas.px(60)) {
      MatchSetup setup;
      apply(setup);
      draw_start(canvas, setup.start, below);
    }
  }

 private:
  static constexpr int kRowCount = kFirstOwnRow;
  static constexpr int kRowFirst = 100;  // + row index: pieces in that row

  std::size_t max_rows() const { return static_cast<std::size_t>(rows_.max_rows); }

  void load_own(const RememberedSetup& r) override {
    if (r.rows && !r.rows->empty() && r.rows->size() <= max_rows() &&
        std::all_of(r.rows->begin(), r.rows->end(),
                    [this](std::uint64_t n) { return n >= 1 && n <= rows_.max_pieces; })) {
      custom_rows_ = *r.rows;
    }
  }

  void save_own(RememberedSetup& r) const override { r.rows = custom_rows_; }

  void own_rows(std::vector<ChoiceRow>& rows) const override {
    if (!custom_start()) return;
    ChoiceRow count{kRowCount, std::string(ctx_.tr("setup.row_count")),
                    std::to_string(custom_rows_.size())};
    count.can_decrease = custom_rows_.size() > 1;
    count.can_increase = custom_rows_.size() < max_rows();
    rows.push_back(count);
    for (std::size_t i = 0; i < custom_rows_.size(); ++i) {
      ChoiceRow r{kRowFirst + static_cast<int>(i), ctx_.trf("setup.row", i + 1),
                  std::to_string(custom_rows_[i])};
      r.can_decrease = custom_rows_[i] > 1;
      r.can_increase = custom_rows_[i] < rows_.max_pieces;
      r.value_share = 0.3f;
      r.value_widens = false;  // the pieces are drawn beside the value
      rows.push_back(r);
    }
  }

  void change_own(const ChoiceEvent& e) override {
    if (e.id == kRowCount) {
      const std::size_t n = std::clamp<std::size_t>(
          custom_rows_.size() + (e.delta > 0 ? 1 : 0) - (e.delta < 0 ? 1 : 0), 1, max_rows());
      while (custom_rows_.size() < n) {
        custom_rows_.push_back(
            std::min<Count>(rows_.added_first + 2 * custom_rows_.size(), rows_.max_pieces));
      }
      custom_rows_.resize(n);
    } else if (e.id >= kRowFirst && e.id < kRowFirst + rows_.max_rows) {
      const auto i = static_cast<std::size_t>(e.id - kRowFirst);
      if (i < custom_rows_.size()) {
        custom_rows_[i] = step_within(custom_rows_[i], e.delta, 1, rows_.max_pieces);
      }
    }
  }

  // The pieces of each custom row, between its label and its stepper (where the rows
  // widget drew it), after the widest "Row N" label.
  void draw_custom_rows(Canvas& canvas, const ChoiceRows& placed) const {
    const Layout& l = canvas.layout();
    const TextStyle label = canvas.style(TextSize::Body, {});
    const std::vector<ChoiceRow>& rows = placed.rows();
    float label_w = 0;
    float left = 0;
    for (const ChoiceRow& row : rows) {
      if (row.id < kRowFirst) continue;
      label_w = std::max(label_w, canvas.measure(row.label, label).w);
      left = row.rect.x;
    }
    const float pieces_left = left + l.px(14) + label_w + l.px(12);
    for (std::size_t r = 0; r < rows.size(); ++r) {
      const ChoiceRow& row = rows[r];
      if (row.id < kRowFirst) continue;
      const Count n = custom_rows_[static_cast<std::size_t>(row.id - kRowFirst)];
      const float pieces_right = placed.value_area(r).x - l.px(12);
      const float spacing =
          std::min(l.px(16), (pieces_right - pieces_left) / static_cast<float>(rows_.max_pieces));
      const float height = rows_.custom_height(row.rect.h, spacing);
      for (Count i = 0; i < n; ++i) {
        rows_.draw(canvas,
                   {pieces_left + spacing * (static_cast<float>(i) + 0.5f),
                    row.rect.center_y() + height / 2},
                   height, true);
      }
    }
  }

  // A ready start: its rows centred in `area`, each at most 70 design px tall.
  void draw_start(Canvas& canvas, const Heaps& start, Rect area) const {
    const Layout& l = canvas.layout();
    const auto n = start.size();
    const float row_h = std::min(area.h / static_cast<float>(n), l.px(70));
    const Count widest = *std::max_element(start.begin(), start.end());
    const auto [height, spacing] =
        rows_.picture_size(row_h, area.w / static_cast<float>(widest + 1));
    const float top = area.center_y() - row_h * static_cast<float>(n) / 2;
    for (std::size_t r = 0; r < n; ++r) {
      const float base = top + row_h * (static_cast<float>(r) + 1) - row_h * 0.12f;
      for (Count i = 0; i < start[r]; ++i) {
        const float x = area.center_x() +
                        (static_cast<float>(i) - static_cast<float>(start[r] - 1) / 2) * spacing;
        rows_.draw(canvas, {x, base}, height, false);
      }
    }
  }

  RowsStart rows_;
  Heaps custom_rows_;
};

}  // namespace

std::unique_ptr<StartEditor> make_rows_start_editor(AppContext& ctx, RowsStart rows) {
  return std::make_unique<RowsStartEditor>(ctx, std::move(rows));
}

}  // namespace marienbad::app
