// Kayles' start on the setup page: 3-5-7, one row of 12, or custom rows drawn as pins beside
// their steppers.
#include <algorithm>

#include "boards/kayles/kayles_board.hpp"
#include "boards/start_editor.hpp"

MARIENBAD_STRINGS(kayles_start_strings, S_("setup.start.kayles_357", "3-5-7"),
                  S_("setup.start.kayles_12", "One row of 12"))

namespace marienbad::app {

namespace {

using L = SetupLimits;

class KaylesStartEditor final : public StartEditor {
 public:
  explicit KaylesStartEditor(AppContext& ctx)
      : StartEditor(ctx,
                    {"setup.start.kayles_357", "setup.start.kayles_12", "setup.start.custom"}) {}

  void apply(MatchSetup& setup) const override {
    setup.start = start_choice() == 0   ? Heaps{3, 5, 7}
                  : start_choice() == 1 ? Heaps{12}
                                        : custom_rows_;
  }

  float row_height(const ChoiceRow& row) const override { return row.id >= kRowFirst ? 34 : 0; }

  void draw(Canvas& canvas, const std::vector<ChoiceRow>& placed, Rect below) const override {
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
  static constexpr int kRowFirst = 100;  // + row index: pins in that row

  void load_own(const RememberedSetup& r) override {
    if (r.rows && !r.rows->empty() && r.rows->size() <= static_cast<std::size_t>(L::kMaxRows) &&
        std::all_of(r.rows->begin(), r.rows->end(),
                    [](std::uint64_t n) { return n >= 1 && n <= L::kMaxMatches; })) {
      custom_rows_ = *r.rows;
    }
  }

  void save_own(RememberedSetup& r) const override { r.rows = custom_rows_; }

  void own_rows(std::vector<ChoiceRow>& rows) const override {
    if (!custom_start()) return;
    ChoiceRow count{kRowCount, std::string(ctx_.tr("setup.row_count")),
                    std::to_string(custom_rows_.size())};
    count.can_decrease = custom_rows_.size() > 1;
    count.can_increase = custom_rows_.size() < static_cast<std::size_t>(L::kMaxRows);
    rows.push_back(count);
    for (std::size_t i = 0; i < custom_rows_.size(); ++i) {
      ChoiceRow r{kRowFirst + static_cast<int>(i), ctx_.trf("setup.row", i + 1),
                  std::to_string(custom_rows_[i])};
      r.can_decrease = custom_rows_[i] > 1;
      r.can_increase = custom_rows_[i] < L::kMaxMatches;
      r.value_share = 0.3f;
      rows.push_back(r);
    }
  }

  void change_own(const ChoiceEvent& e) override {
    if (e.id == kRowCount) {
      const std::size_t n = std::clamp<std::size_t>(
          custom_rows_.size() + (e.delta > 0 ? 1 : 0) - (e.delta < 0 ? 1 : 0), 1,
          static_cast<std::size_t>(L::kMaxRows));
      // A new row continues 3-5-7-9... within the limit.
      while (custom_rows_.size() < n) {
        custom_rows_.push_back(std::min<Count>(2 * custom_rows_.size() + 3, L::kMaxMatches));
      }
      custom_rows_.resize(n);
    } else if (e.id >= kRowFirst && e.id < kRowFirst + L::kMaxRows) {
      const auto i = static_cast<std::size_t>(e.id - kRowFirst);
      if (i < custom_rows_.size()) {
        custom_rows_[i] = step_within(custom_rows_[i], e.delta, 1, L::kMaxMatches);
      }
    }
  }

  // The pins of each custom row, between its label and its stepper, after the widest
  // "Row N" label.
  void draw_custom_rows(Canvas& canvas, const std::vector<ChoiceRow>& placed) const {
    const Layout& l = canvas.layout();
    const TextStyle label = canvas.style(TextSize::Body, {});
    float label_w = 0;
    float left = 0;
    for (const ChoiceRow& row : placed) {
      if (row.id < kRowFirst) continue;
      label_w = std::max(label_w, canvas.measure(row.label, label).w);
      left = row.rect.x;
    }
    const float pins_left = left + l.px(14) + label_w + l.px(12);
    for (const ChoiceRow& row : placed) {
      if (row.id < kRowFirst) continue;
      const Count n = custom_rows_[static_cast<std::size_t>(row.id - kRowFirst)];
      const float pins_right = row.rect.right() - l.px(14) - row.rect.w * 0.3f - l.px(20);
      const float spacing = std::min(l.px(16), (pins_right - pins_left) / 15.0f);
      const float height = std::min(row.rect.h * 0.75f, spacing / 0.42f);
      for (Count i = 0; i < n; ++i) {
        draw_pin(canvas,
                 {pins_left + spacing * (static_cast<float>(i) + 0.5f),
                  row.rect.center_y() + height / 2},
                 height, 0);
      }
    }
  }

  static void draw_start(Canvas& canvas, const Heaps& start, Rect area) {
    const Layout& l = canvas.layout();
    const auto n = start.size();
    const float row_h = std::min(area.h / static_cast<float>(n), l.px(70));
    const Count widest = *std::max_element(start.begin(), start.end());
    const float spacing = std::min(row_h * 0.78f * 0.5f, area.w / static_cast<float>(widest + 1));
    const float height = std::min(row_h * 0.78f, spacing / 0.5f);
    const float top = area.center_y() - row_h * static_cast<float>(n) / 2;
    for (std::size_t r = 0; r < n; ++r) {
      const float base = top + row_h * (static_cast<float>(r) + 1) - row_h * 0.12f;
      for (Count i = 0; i < start[r]; ++i) {
        const float x = area.center_x() +
                        (static_cast<float>(i) - static_cast<float>(start[r] - 1) / 2) * spacing;
        draw_pin(canvas, {x, base}, height, 0);
      }
    }
  }

  Heaps custom_rows_ = {3, 5, 7};
};

}  // namespace

std::unique_ptr<StartEditor> make_kayles_start_editor(AppContext& ctx) {
  return std::make_unique<KaylesStartEditor>(ctx);
}

}  // namespace marienbad::app
