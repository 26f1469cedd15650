// Subtraction's start on the setup page: 21 taking 1, 2 or 3, or a custom heap and set of
// amounts; the preview shows the heap's tokens and the amounts one may take.
#include <algorithm>

#include "boards/start_editor.hpp"
#include "games/subtraction/subtraction_board.hpp"

namespace marienbad::app {

namespace {

using L = SetupLimits;

class SubtractionStartEditor final : public StartEditor {
 public:
  explicit SubtractionStartEditor(AppContext& ctx)
      : StartEditor(ctx, {"setup.start.21", "setup.start.custom"}) {
    for (Count a : MatchSetup{}.set) amounts_[static_cast<std::size_t>(a - 1)] = true;
  }

  bool take_command_line(const Options& o, RememberedSetup& given) const override {
    const bool heap = o.heaps && o.heaps->size() == 1;
    if (heap) given.heap = o.heaps->front();
    if (o.set) given.set = *o.set;
    return heap || o.set;
  }
  void apply(MatchSetup& setup) const override {
    if (!custom_start()) {
      setup.start = {21};
      setup.set = {1, 2, 3};
      return;
    }
    setup.start = {heap_};
    setup.set.clear();
    for (std::size_t i = 0; i < amounts_.size(); ++i) {
      if (amounts_[i]) setup.set.push_back(i + 1);
    }
  }

  std::string problem(const MatchSetup& setup) const override {
    if (setup.set.empty()) return std::string(ctx_.tr("setup.error.empty_set"));
    return {};
  }

  // The heap as tokens in rows of ten, and the amounts one may take.
  void draw(Canvas& canvas, const ChoiceRows&, Rect area) const override {
    const Layout& l = canvas.layout();
    if (area.h <= l.px(60)) return;
    const Palette& c = canvas.colors();
    MatchSetup setup;
    apply(setup);
    const TextStyle s = canvas.style(TextSize::Body, c.text_muted);
    std::string amounts;
    for (Count a : setup.set) amounts += (amounts.empty() ? "" : ", ") + std::to_string(a);
    const Rect caption = area.bottom_band(canvas.line_height(s));
    canvas.text(ctx_.trf("setup.preview.take", amounts.empty() ? "—" : amounts), caption.center(),
                s, Align::Center, VAlign::Middle);
    const Rect tokens{area.x, area.y, area.w, area.h - caption.h - l.px(8)};
    const Count heap = setup.start.empty() ? 0 : setup.start[0];
    const Count per_row = 10;
    const Count lines = (heap + per_row - 1) / per_row;
    const float cell = std::min(tokens.w / 11.0f, tokens.h / static_cast<float>(lines + 1));
    const float r = cell * 0.4f;
    const float top = tokens.center_y() - cell * static_cast<float>(lines) / 2;
    for (Count i = 0; i < heap; ++i) {
      const Count line = i / per_row;
      const Count in_line = std::min(per_row, heap - line * per_row);
      const float x =
          tokens.center_x() +
          (static_cast<float>(i % per_row) - static_cast<float>(in_line - 1) / 2) * cell;
      canvas.disc({x, top + cell * (static_cast<float>(line) + 0.5f)}, r, c.title);
    }
  }

 private:
  static constexpr int kHeap = kFirstOwnRow;
  static constexpr int kSet = kFirstOwnRow + 1;

  void load_own(const RememberedSetup& r) override {
    heap_ = remembered_in_range(r.heap, 1, L::kMaxHeap, heap_);
    if (r.set) {
      std::vector<bool> amounts(L::kMaxAmount, false);
      for (std::uint64_t a : *r.set) {
        if (a >= 1 && a <= L::kMaxAmount) amounts[static_cast<std::size_t>(a - 1)] = true;
      }
      amounts_ = amounts;
    }
  }

  void save_own(RememberedSetup& r) const override {
    r.heap = heap_;
    std::vector<std::uint64_t> set;
    for (std::size_t i = 0; i < amounts_.size(); ++i) {
      if (amounts_[i]) set.push_back(i + 1);
    }
    r.set = set;
  }

  void own_rows(std::vector<ChoiceRow>& rows) const override {
    if (!custom_start()) return;
    ChoiceRow heap{kHeap, std::string(ctx_.tr("setup.heap")), std::to_string(heap_)};
    heap.can_decrease = heap_ > 1;
    heap.can_increase = heap_ < L::kMaxHeap;
    rows.push_back(heap);
    ChoiceRow set{kSet, std::string(ctx_.tr("setup.set")), ""};
    set.detail = std::string(ctx_.tr("setup.set.detail"));
    for (int a = 1; a <= L::kMaxAmount; ++a) set.chips.push_back(std::to_string(a));
    set.chip_on = amounts_;
    rows.push_back(set);
  }

  void change_own(const ChoiceEvent& e) override {
    if (e.id == kHeap) heap_ = step_within(heap_, e.delta, 1, L::kMaxHeap);
    if (e.id == kSet && e.chip >= 0 && e.chip < L::kMaxAmount) {
      amounts_[static_cast<std::size_t>(e.chip)] = !amounts_[static_cast<std::size_t>(e.chip)];
    }
  }

  Count heap_ = 21;
  std::vector<bool> amounts_ = std::vector<bool>(L::kMaxAmount, false);
};

}  // namespace

std::unique_ptr<StartEditor> make_subtraction_start_editor(AppContext& ctx) {
  return std::make_unique<SubtractionStartEditor>(ctx);
}

}  // namespace marienbad::app
