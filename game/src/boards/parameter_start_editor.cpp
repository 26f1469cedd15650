#include "boards/parameter_start_editor.hpp"

#include <SDL.h>

#include <algorithm>

#include "marienbad/registry.hpp"

namespace marienbad::app {

namespace {

class ParameterStartEditor final : public StartEditor {
 public:
  ParameterStartEditor(AppContext& ctx, GameKind kind, std::unique_ptr<StartEditor> inner,
                       ParameterTexts texts)
      : StartEditor(ctx),
        info_(game_info(kind)),
        inner_(std::move(inner)),
        texts_(std::move(texts)),
        typed_(info_.parameter->text(default_parameter(info_))) {}

  void load(const RememberedSetup& r) override {
    inner_->load(r);
    if (r.set) choose(*r.set);
  }
  void save(RememberedSetup& r) const override {
    inner_->save(r);
    if (auto value = parsed()) r.set = *value;
  }
  void load_custom(RememberedSetup given) override {
    if (given.set) choose(*given.set);
    if (inner_custom_) inner_->load_custom(given);
  }
  bool take_command_line(const Options& o, RememberedSetup& given) const override {
    const bool start = inner_->take_command_line(o, given);
    inner_custom_ = start;
    if (o.set) given.set = *o.set;
    return start || o.set;
  }
  void apply(MatchSetup& setup) const override {
    inner_->apply(setup);
    setup.set = parsed().value_or(std::vector<Count>{});
  }
  std::string problem(const MatchSetup& setup) const override {
    const Result<std::vector<Count>> value = parse();
    if (!value) return refusal(value.error());
    return inner_->problem(setup);
  }

  std::vector<ChoiceRow> rows() const override {
    std::vector<ChoiceRow> rows;
    ChoiceRow choice{kChoice, std::string(ctx_.tr(texts_.label)), choice_name()};
    rows.push_back(choice);
    if (own()) {
      // The caret shows where the typing goes once the field has the focus.
      ChoiceRow field{kField, std::string(ctx_.tr(texts_.field)), typed_ + "_"};
      const Result<std::vector<Count>> value = parse();
      field.detail = value ? std::string(ctx_.tr(texts_.field_detail)) : refusal(value.error());
      field.can_decrease = false;
      field.can_increase = false;
      rows.push_back(field);
    }
    std::vector<ChoiceRow> start = inner_->rows();
    rows.insert(rows.end(), start.begin(), start.end());
    return rows;
  }
  void change(const ChoiceEvent& e) override {
    if (e.id == kChoice) {
      const int count = static_cast<int>(info_.presets.size()) + 1;
      choice_ = (choice_ + e.delta % count + count) % count;
      return;
    }
    if (e.id != kField) inner_->change(e);
  }
  bool takes_text(int id) const override { return id == kField && own(); }
  bool type(int id, const Input& input) override {
    if (!takes_text(id)) return false;
    if (input.action == Action::Text) {
      append(input.text);
    } else if (input.action == Action::Paste) {
      if (char* clip = SDL_GetClipboardText()) {
        append(clip);
        SDL_free(clip);
      }
    } else if (input.action == Action::Erase && !typed_.empty()) {
      typed_.pop_back();  // ASCII only (append keeps no other character)
    } else {
      return false;
    }
    return true;
  }

  float row_height(const ChoiceRow& row) const override { return inner_->row_height(row); }
  void draw(Canvas& canvas, const ChoiceRows& placed, Rect below) const override {
    inner_->draw(canvas, placed, below);
  }
  bool click(Point at) override { return inner_->click(at); }
  Rect clickable_area() const override { return inner_->clickable_area(); }

 private:
  // Below the start editors' rows (kStartRow and up), above the setup page's.
  static constexpr int kChoice = 80;
  static constexpr int kField = 81;
  static constexpr std::size_t kMaxTyped = 40;

  void load_own(const RememberedSetup&) override {}
  void save_own(RememberedSetup&) const override {}
  void own_rows(std::vector<ChoiceRow>&) const override {}
  void change_own(const ChoiceEvent&) override {}

  bool own() const { return choice_ == static_cast<int>(info_.presets.size()); }

  // A preset when `value` is one's, else the player's own.
  void choose(const std::vector<Count>& value) {
    typed_ = info_.parameter->text(value);
    choice_ = static_cast<int>(info_.presets.size());
    for (std::size_t i = 0; i < info_.presets.size(); ++i) {
      auto preset = info_.parameter->parse(info_.presets[i].parameter, "");
      if (preset && preset.value() == value) choice_ = static_cast<int>(i);
    }
  }

  std::string choice_name() const {
    if (own()) return std::string(ctx_.tr(texts_.own));
    return std::string(ctx_.tr(info_.presets[static_cast<std::size_t>(choice_)].name_key));
  }

  Result<std::vector<Count>> parse() const {
    const std::string_view text = own()
                                      ? std::string_view(typed_)
                                      : info_.presets[static_cast<std::size_t>(choice_)].parameter;
    return info_.parameter->parse(text, info_.parameter->name);
  }
  std::optional<std::vector<Count>> parsed() const {
    auto value = parse();
    if (!value) return std::nullopt;
    return std::move(value).value();
  }
  std::string refusal(const std::string& error) const {
    if (texts_.refusal == nullptr) return std::string(ctx_.strings().translate(error));
    return texts_.refusal(ctx_.strings(), typed_, error);
  }

  // Printable ASCII only, as a code or a set is written.
  void append(std::string_view text) {
    for (const char c : text) {
      if (c > 0x20 && c < 0x7f && typed_.size() < kMaxTyped) typed_ += c;
    }
  }

  const GameInfo& info_;
  std::unique_ptr<StartEditor> inner_;
  ParameterTexts texts_;
  int choice_ = 0;
  std::string typed_;
  // The command line named a start of the inner editor's (take_command_line, for load_custom).
  mutable bool inner_custom_ = false;
};

}  // namespace

std::unique_ptr<StartEditor> make_parameter_start_editor(AppContext& ctx, GameKind kind,
                                                         std::unique_ptr<StartEditor> inner,
                                                         ParameterTexts texts) {
  return std::make_unique<ParameterStartEditor>(ctx, kind, std::move(inner), std::move(texts));
}

}  // namespace marienbad::app
