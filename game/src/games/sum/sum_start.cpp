// A sum's start on the setup page: a preset sum, or custom parts (2 to 4), each chosen
// with ←→ among a few starts of every game that can be a part (its rules row's part_starts).
#include <algorithm>

#include "boards/game_table.hpp"
#include "boards/start_editor.hpp"
#include "games/sum/sum_words.hpp"
#include "session/game_rules.hpp"
#include "session/sum_setup.hpp"

MARIENBAD_STRINGS(sum_start_strings, S_("setup.sum.classic", "Three parts"),
                  S_("setup.sum.pair", "Two parts"), S_("setup.sum.four", "Four parts"),
                  S_("setup.sum.part_count", "Parts"), S_("setup.sum.part", "Part {}"),
                  S_("setup.sum.detail",
                     "Below, ←→ choose each part among a few starts of each game."))

namespace marienbad::app {

namespace {

// The starts a custom part can take: those of every game that can be a part, in menu order.
const std::vector<SumPart>& part_choices() {
  static const std::vector<SumPart> choices = [] {
    std::vector<SumPart> all;
    for (const GameRules* rules : all_game_rules()) {
      if (game_info(rules->kind).part_grundy == nullptr) continue;
      all.insert(all.end(), rules->part_starts.begin(), rules->part_starts.end());
    }
    return all;
  }();
  return choices;
}

// The first choice of the game after `index`'s (wrapping), so that added parts alternate.
std::size_t next_game_choice(std::size_t index) {
  const auto& choices = part_choices();
  for (std::size_t step = 1; step < choices.size(); ++step) {
    const std::size_t next = (index + step) % choices.size();
    if (choices[next].kind != choices[index].kind) return next;  // grouped by game
  }
  return index;
}

// The first custom parts: a sum of three parts, the first start of each of the first three
// part choices.
std::vector<std::size_t> first_custom_parts() {
  std::vector<std::size_t> parts = {0};
  while (parts.size() < 3 && next_game_choice(parts.back()) > parts.back()) {
    parts.push_back(next_game_choice(parts.back()));
  }
  return parts;
}

// "Marienbad 1-3-5": the part's game's text setup.sum.pick.ID (in its folder), with {0} the
// heaps joined by '-', {1} the set, {2} the heaps joined by ', '.
std::string pick_text(const Strings& strings, const SumPart& part) {
  return strings.trf(game_key("setup.sum.pick", part.kind), join_counts(part.heaps, "-"),
                     parameter_words(part.kind, part.parameter), join_counts(part.heaps, ", "));
}

class SumStartEditor final : public StartEditor {
 public:
  explicit SumStartEditor(AppContext& ctx) : StartEditor(ctx, start_keys()) {}

  bool take_command_line(const Options& o, RememberedSetup& given) const override {
    if (o.components.empty()) return false;
    std::vector<std::string> parts;
    for (const SumPart& part : o.components) parts.push_back(sum_part_text(part));
    given.parts = std::move(parts);
    return true;
  }
  void apply(MatchSetup& setup) const override {
    const auto presets = sum_presets();
    const auto choice = static_cast<std::size_t>(start_choice());
    setup.rule = Rule::Normal;
    setup.start.clear();
    if (custom_start()) {
      setup.parts.clear();
      for (std::size_t index : custom_) setup.parts.push_back(part_choices()[index]);
    } else {
      setup.parts = presets[std::min(choice, presets.size() - 1)].parts;
    }
  }

  float row_height(const ChoiceRow& row) const override { return row.id >= kPartFirst ? 40 : 0; }

  // The parts, one line each, under the rows.
  void draw(Canvas& canvas, const ChoiceRows& /*placed*/, Rect below) const override {
    if (custom_start()) return;
    MatchSetup setup;
    apply(setup);
    const Layout& l = canvas.layout();
    const TextStyle s = canvas.style(TextSize::Body, canvas.colors().text_muted);
    float y = below.y + l.px(8);
    for (std::size_t i = 0; i < setup.parts.size(); ++i) {
      const float h = canvas.line_height(s);
      if (y + h > below.bottom()) break;
      canvas.text(ctx_.trf("sum.caption", i + 1, pick_text(ctx_.strings(), setup.parts[i])),
                  {below.x + l.px(14), y}, s);
      y += h + l.px(4);
    }
  }

 private:
  static constexpr int kPartCount = kFirstOwnRow;
  static constexpr int kPartFirst = 100;  // + part index

  static std::vector<std::string> start_keys() {
    std::vector<std::string> keys;
    for (const SumPreset& preset : sum_presets()) keys.emplace_back(preset.key);
    keys.emplace_back("setup.start.custom");
    return keys;
  }

  void load_own(const RememberedSetup& r) override {
    if (!r.parts || r.parts->size() < kMinShownSumParts || r.parts->size() > kMaxShownSumParts) {
      return;
    }
    std::vector<std::size_t> chosen;
    for (const std::string& text : *r.parts) {
      auto part = parse_sum_part(text);
      if (!part) return;
      const auto& choices = part_choices();
      const auto it = std::find(choices.begin(), choices.end(), part.value());
      if (it == choices.end()) return;  // only the starts the page offers
      chosen.push_back(static_cast<std::size_t>(it - choices.begin()));
    }
    custom_ = std::move(chosen);
  }

  void save_own(RememberedSetup& r) const override {
    std::vector<std::string> texts;
    for (std::size_t index : custom_) texts.push_back(sum_part_text(part_choices()[index]));
    r.parts = std::move(texts);
  }

  void own_rows(std::vector<ChoiceRow>& rows) const override {
    if (!custom_start()) return;
    ChoiceRow count{kPartCount, std::string(ctx_.tr("setup.sum.part_count")),
                    std::to_string(custom_.size())};
    count.can_decrease = custom_.size() > kMinShownSumParts;
    count.can_increase = custom_.size() < kMaxShownSumParts;
    rows.push_back(count);
    for (std::size_t i = 0; i < custom_.size(); ++i) {
      ChoiceRow part{kPartFirst + static_cast<int>(i), ctx_.trf("setup.sum.part", i + 1),
                     pick_text(ctx_.strings(), part_choices()[custom_[i]])};
      part.value_share = 0.66f;
      rows.push_back(part);
    }
  }

  void change_own(const ChoiceEvent& e) override {
    const std::size_t choices = part_choices().size();
    if (e.id == kPartCount) {
      if (e.delta > 0 && custom_.size() < kMaxShownSumParts) {
        // A new part: the next game after the last part's, so the games alternate.
        custom_.push_back(next_game_choice(custom_.back()));
      }
      if (e.delta < 0 && custom_.size() > kMinShownSumParts) custom_.pop_back();
    } else if (e.id >= kPartFirst && static_cast<std::size_t>(e.id - kPartFirst) < custom_.size()) {
      std::size_t& index = custom_[static_cast<std::size_t>(e.id - kPartFirst)];
      index = e.delta > 0 ? (index + 1) % choices : (index + choices - 1) % choices;
    }
  }

  std::string start_detail() const override {
    return custom_start() ? std::string(ctx_.tr("setup.sum.detail")) : std::string();
  }

  std::vector<std::size_t> custom_ = first_custom_parts();  // Marienbad 1-3-5, 21, Dornim (3, 5)
};

}  // namespace

std::unique_ptr<StartEditor> make_sum_start_editor(AppContext& ctx) {
  return std::make_unique<SumStartEditor>(ctx);
}

}  // namespace marienbad::app
