// Hackenbush's start on the setup page: three stalks, Winning Ways' pictures, a green forest,
// or the player's own picture, typed as the command line writes it (BRB,RR; B(R,G)) or grown
// on the preview: a click on a joint or on the ground adds an edge of the chosen colour.
#include <algorithm>
#include <cmath>

#include "boards/start_editor.hpp"
#include "games/hackenbush/hackenbush_board.hpp"
#include "games/hackenbush/hackenbush_layout.hpp"
#include "hackenbush/hackenbush.hpp"
#include "session/game_rules.hpp"

MARIENBAD_STRINGS(hackenbush_start_strings, S_("setup.start.hackenbush.stalks", "Three stalks"),
                  S_("setup.start.hackenbush.flower", "The flower"),
                  S_("setup.start.hackenbush.house", "The house"),
                  S_("setup.start.hackenbush.tree", "The tree"),
                  S_("setup.start.hackenbush.forest", "A green forest (Nim 1-3-5-7)"),
                  S_("setup.hackenbush.colour", "New edges"), S_("setup.hackenbush.blue", "Blue"),
                  S_("setup.hackenbush.red", "Red"), S_("setup.hackenbush.green", "Green"),
                  S_("setup.hackenbush.picture", "Picture"),
                  S_("setup.hackenbush.picture.detail",
                     "Stalks from the ground up, B R G: BRB,RR; a branch: B(R,G)"),
                  S_("setup.hackenbush.grow",
                     "Click a joint or the ground: an edge of the chosen colour grows there."))

namespace marienbad::app {

namespace {

// The presets: the engine's standard start, then its named pictures (the engine checks them).
constexpr std::string_view kPresetTexts[] = {"BRB,RBR,GG", "flower", "house", "tree", "forest"};
constexpr std::size_t kMaxTyped = 120;

class HackenbushStartEditor final : public StartEditor {
 public:
  explicit HackenbushStartEditor(AppContext& ctx)
      : StartEditor(ctx, {"setup.start.hackenbush.stalks", "setup.start.hackenbush.flower",
                          "setup.start.hackenbush.house", "setup.start.hackenbush.tree",
                          "setup.start.hackenbush.forest", "setup.start.custom"}) {}

  bool take_command_line(const Options& o, RememberedSetup& given) const override {
    if (!o.heaps) return false;
    given.rows = std::vector<std::uint64_t>(o.heaps->begin(), o.heaps->end());
    return true;
  }
  void apply(MatchSetup& setup) const override {
    const auto chosen = picture();
    setup.start = chosen ? encode_picture(*chosen) : Heaps{};
  }
  std::string problem(const MatchSetup&) const override {
    const auto chosen = picture();
    if (!chosen) return std::string(ctx_.strings().translate(chosen.error()));
    return {};
  }

  bool takes_text(int id) const override { return id == kField && custom_start(); }
  bool type(int id, const Input& input) override {
    if (!takes_text(id)) return false;
    if (input.action == Action::Text) {
      append(input.text);
    } else if (input.action == Action::Erase && !typed_.empty()) {
      typed_.pop_back();  // ASCII only (append keeps no other character)
    } else {
      return false;
    }
    return true;
  }

  void draw(Canvas& canvas, const ChoiceRows&, Rect area) const override {
    const Layout& l = canvas.layout();
    drawn_ = {};
    if (area.h <= l.px(60)) return;
    Rect picture_area = area;
    if (custom_start()) {
      const TextStyle s = canvas.style(TextSize::Small, canvas.colors().text_muted);
      const Rect caption = area.bottom_band(canvas.line_height(s));
      canvas.text(ctx_.tr("setup.hackenbush.grow"), caption.center(),
                  canvas.fitted(std::string(ctx_.tr("setup.hackenbush.grow")), s, caption.w),
                  Align::Center, VAlign::Middle);
      picture_area.h -= caption.h + l.px(6);
    }
    const auto chosen = picture();
    if (!chosen) return;
    draw_hackenbush_picture(canvas, picture_area, *chosen);
    drawn_ = picture_area;
  }

  bool click(Point at) override {
    if (!custom_start() || drawn_.w <= 0) return false;
    auto chosen = picture();
    if (!chosen) return false;
    // The joint nearest the click, within reach; else the ground below the picture.
    const PictureLayout layout = lay_out(*chosen);
    const PicturePlacement placed = place_picture(layout, drawn_);
    const float ground_y = placed.to_screen({0, 0}).y;
    std::optional<Count> from;
    float best = placed.scale * 0.35f;
    for (std::size_t j = 1; j < layout.joints.size(); ++j) {
      const Point p = placed.to_screen(layout.joints[j]);
      const float d = std::hypot(p.x - at.x, p.y - at.y);
      if (d < best) {
        best = d;
        from = static_cast<Count>(j);
      }
    }
    if (!from) {
      if (std::abs(at.y - ground_y) > placed.scale * 0.4f) return false;
      from = 0;
    }
    const Count joint = static_cast<Count>(std::max<std::size_t>(layout.joints.size(), 1));
    Picture grown = *chosen;
    grown.edges.push_back({*from, joint, colour_});
    grown.edges = renumbered(std::move(grown.edges));
    MatchSetup setup = game_rules(GameKind::Hackenbush).standard();
    setup.start = encode_picture(grown);
    if (!game_rules(GameKind::Hackenbush).check_start(setup)) return false;  // too many edges
    typed_ = picture_text(grown);
    return true;
  }
  Rect clickable_area() const override { return custom_start() ? drawn_ : Rect{}; }

 private:
  static constexpr int kColour = kFirstOwnRow;
  static constexpr int kField = kFirstOwnRow + 1;

  void load_own(const RememberedSetup& r) override {
    if (!r.rows) return;
    const Heaps heaps(r.rows->begin(), r.rows->end());
    if (auto given = decode_picture(heaps)) typed_ = picture_text(*given);
  }
  void save_own(RememberedSetup&) const override {}

  void own_rows(std::vector<ChoiceRow>& rows) const override {
    if (!custom_start()) return;
    ChoiceRow colour{kColour, std::string(ctx_.tr("setup.hackenbush.colour")), ""};
    for (const char* key :
         {"setup.hackenbush.blue", "setup.hackenbush.red", "setup.hackenbush.green"}) {
      colour.chips.emplace_back(ctx_.tr(key));
    }
    colour.chip_on = {colour_ == EdgeColour::Blue, colour_ == EdgeColour::Red,
                      colour_ == EdgeColour::Green};
    rows.push_back(colour);
    // The caret shows where the typing goes once the field has the focus.
    ChoiceRow field{kField, std::string(ctx_.tr("setup.hackenbush.picture")), typed_ + "_"};
    // What is wrong with the picture as it is typed, else how to write one.
    const auto typed = picture();
    field.detail = typed ? std::string(ctx_.tr("setup.hackenbush.picture.detail"))
                         : std::string(ctx_.strings().translate(typed.error()));
    field.can_decrease = false;
    field.can_increase = false;
    rows.push_back(field);
  }
  void change_own(const ChoiceEvent& e) override {
    if (e.id == kColour && e.chip >= 0 && e.chip < 3) {
      colour_ = static_cast<EdgeColour>(e.chip + 1);
    }
  }

  Result<Picture> picture() const {
    const std::string_view text = custom_start()
                                      ? std::string_view(typed_)
                                      : kPresetTexts[static_cast<std::size_t>(start_choice())];
    return parse_picture(text, "the picture");
  }

  // Printable ASCII only, as a picture is written.
  void append(std::string_view text) {
    for (const char c : text) {
      if (c > 0x20 && c < 0x7f && typed_.size() < kMaxTyped) typed_ += c;
    }
  }

  std::string typed_ = "BR,RB(G,B)";
  EdgeColour colour_ = EdgeColour::Blue;
  mutable Rect drawn_;
};

}  // namespace

std::unique_ptr<StartEditor> make_hackenbush_start_editor(AppContext& ctx) {
  return std::make_unique<HackenbushStartEditor>(ctx);
}

}  // namespace marienbad::app
