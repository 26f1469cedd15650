#include "boards/start_editor.hpp"

namespace marienbad::app {

StartEditor::StartEditor(AppContext& ctx, std::vector<std::string> start_keys)
    : ctx_(ctx), start_keys_(std::move(start_keys)) {}

void StartEditor::load(const RememberedSetup& remembered) {
  const auto last = static_cast<Count>(start_keys_.size() - 1);
  start_choice_ = static_cast<int>(remembered_in_range(remembered.start, 0, last, 0));
  load_own(remembered);
}

void StartEditor::save(RememberedSetup& remembered) const {
  remembered.start = static_cast<std::uint64_t>(start_choice_);
  save_own(remembered);
}

void StartEditor::load_custom(RememberedSetup given) {
  given.start = static_cast<std::uint64_t>(start_keys_.size() - 1);
  load(given);
}

std::vector<ChoiceRow> StartEditor::rows() const {
  std::vector<ChoiceRow> rows;
  ChoiceRow start{kStartRow, std::string(ctx_.tr("setup.start")),
                  std::string(ctx_.tr(start_keys_[static_cast<std::size_t>(start_choice_)]))};
  start.detail = start_detail();
  rows.push_back(start);
  own_rows(rows);
  return rows;
}

void StartEditor::change(const ChoiceEvent& event) {
  if (event.id == kStartRow) {
    const int count = static_cast<int>(start_keys_.size());
    start_choice_ = (start_choice_ + event.delta % count + count) % count;
    return;
  }
  change_own(event);
}

Count remembered_in_range(const std::optional<std::uint64_t>& remembered, Count lo, Count hi,
                          Count fallback) {
  return remembered && *remembered >= lo && *remembered <= hi ? *remembered : fallback;
}

Count step_within(Count value, int delta, Count lo, Count hi) {
  if (delta < 0) return value > lo ? value - 1 : lo;
  return value < hi ? value + 1 : hi;
}

}  // namespace marienbad::app
