#include "scenes/game_over.hpp"

#include <algorithm>
#include <span>
#include <vector>

#include "app/widgets.hpp"
#include "scenes/main_menu.hpp"
#include "scenes/scene_factory.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(game_over_strings, P_("over.in_moves", "in {} move", "in {} moves"),
                  S_("over.no_hints", "Without hints"), S_("over.with_hints", "With hints"),
                  S_("over.play_again", "Play again"), S_("over.review", "Review"),
                  S_("over.change", "Change settings"), S_("over.menu", "Menu"),
                  S_("over.record", "Won at this level: {} of {}"),
                  S_("over.look", "Esc: look at the board · R: review the game"))

namespace {

class GameOverScene : public Scene {
 public:
  GameOverScene(AppContext& ctx, GameOverInfo info)
      : ctx_(ctx),
        info_(std::move(info)),
        buttons_({{kAgain, "over.play_again", "", "", true, true, {}},
                  {kReview, "over.review", "", "", true, false, {}},
                  {kChange, "over.change", "", "", true, false, {}},
                  {kMenu, "over.menu", "", "", true, false, {}}}) {
    if (ctx_.options().headless()) appear_ = 1;
    if (!info_.review) buttons_.buttons().erase(buttons_.buttons().begin() + 1);
  }

  bool is_overlay() const override { return true; }
  std::string_view name() const override { return "game-over"; }
  bool animating() const override { return appear_ < 1; }
  void update(double dt) override {
    const bool appearing = appear_ < 1;
    appear_ = std::min(1.0, appear_ + dt * 3.0 * ctx_.settings().animation_speed);
    if (appearing && appear_ >= 1) ctx_.request_redraw();  // the settled frame
  }

  void handle(const Input& input) override {
    if (input.action == Action::Back) {
      ctx_.scenes().pop();  // look at the final board; the play scene offers New game
      return;
    }
    if (input.action == Action::NewGame) return activate(kAgain);
    if (input.action == Action::Review) return activate(kReview);
    if (input.action == Action::Left || input.action == Action::Right) {
      const int n = static_cast<int>(buttons_.buttons().size());
      const int step = input.action == Action::Right ? 1 : -1;
      buttons_.set_focus_index((buttons_.focus_index() + step + n) % n);
      return;
    }
    if (auto id = buttons_.handle(input)) activate(*id);
  }

  void draw(Canvas& canvas) override {
    const Layout& l = canvas.layout();
    const Palette& c = canvas.colors();
    const float a = static_cast<float>(appear_);
    canvas.fill_rect(l.screen(), c.scrim.with_alpha(static_cast<std::uint8_t>(c.scrim.a * a)));
    const float w = std::min(l.screen().w - l.px(40), l.px(640));
    // Four buttons (with Review) take two rows of two.
    const bool two_rows = buttons_.buttons().size() > 3;
    const float h =
        std::min(l.screen().h - l.px(40),
                 l.px((info_.reason.empty() ? 300.0f : 330.0f) + (two_rows ? 66.0f : 0)));
    Rect box = l.screen().centered(w, h);
    box.y += (1 - a) * l.px(30);
    canvas.panel(box, c.panel_raised, c.title.mix(c.panel_border, 0.5f), l.px(20));
    const Rect inner = box.inset(l.px(28));
    const bool won = info_.person_won.value_or(true);
    const TextStyle title = canvas.style(TextSize::Heading, won ? c.title : c.text, FontFace::Bold);
    float y = inner.y;
    canvas.text(info_.winner_text, {inner.center_x(), y}, title, Align::Center, VAlign::Top,
                inner.w);
    y += canvas.line_height(title) + l.px(4);
    if (!info_.reason.empty()) {
      const TextStyle reason = canvas.style(TextSize::Body, c.text);
      // A bot's forfeit reason may take a third line: no statistics line comes under it.
      const float reason_h = l.px(info_.setup.bot ? 84 : 60);
      y = canvas
              .text_box(info_.reason, {inner.x, y, inner.w, reason_h}, reason, Align::Center,
                        VAlign::Top, canvas.lines_in(reason_h, reason))
              .bottom() +
          l.px(6);
    }
    std::string detail = ctx_.trn("over.in_moves", info_.moves, info_.moves);
    if (info_.setup.opponent == Opponent::Computer) {
      detail +=
          " · " + std::string(ctx_.tr(info_.hints_used > 0 ? "over.with_hints" : "over.no_hints"));
    }
    const TextStyle body = canvas.style(TextSize::Large, c.text_muted);
    canvas.text(detail, {inner.center_x(), y}, body, Align::Center);
    y += canvas.line_height(body) + l.px(8);
    if (info_.setup.opponent == Opponent::Computer && !info_.setup.bot) {
      const GameStats stats = ctx_.statistics().get(to_string(info_.setup.kind), info_.setup.level);
      const TextStyle record = canvas.style(TextSize::Body, c.text);
      canvas.text(ctx_.trf("over.record", stats.won, stats.played), {inner.center_x(), y}, record,
                  Align::Center);
      y += canvas.line_height(record) + l.px(4);
    }
    const TextStyle small = canvas.style(TextSize::Small, c.text_dim);
    canvas.text(ctx_.tr("over.look"), {inner.center_x(), y}, small, Align::Center);

    const float gap = l.px(14);
    const float bh = l.px(56);
    if (two_rows) {
      const float top = inner.bottom() - 2 * bh - l.px(10);
      layout_buttons(canvas, {inner.x, top, inner.w, bh}, gap, 0, 2);
      layout_buttons(canvas, {inner.x, inner.bottom() - bh, inner.w, bh}, gap, 2, 2);
    } else {
      layout_buttons(canvas, {inner.x, inner.bottom() - bh, inner.w, bh}, gap, 0,
                     buttons_.buttons().size());
    }
    buttons_.draw(canvas, ctx_.strings());
  }

 private:
  enum { kAgain, kReview, kChange, kMenu };

  // One row of `count` buttons from `first`: each as wide as its label needs (at the
  // largest size that lets all of them fit), the spare width shared out equally.
  void layout_buttons(Canvas& canvas, Rect row, float gap, std::size_t first, std::size_t count) {
    auto& all = buttons_.buttons();
    const std::span<Button> b(all.data() + first, std::min(count, all.size() - first));
    if (b.empty()) return;
    const float pad = canvas.px(32);
    const float free_w = row.w - gap * static_cast<float>(b.size() - 1);
    std::vector<float> widths(b.size(), free_w / static_cast<float>(b.size()));
    for (TextSize size : {TextSize::Large, TextSize::Body}) {
      const TextStyle s = canvas.style(size, {}, FontFace::Bold);
      float total = 0;
      std::vector<float> need;
      for (const Button& button : b) {
        need.push_back(canvas.measure(ctx_.tr(button.key), s).w + pad);
        total += need.back();
      }
      if (total <= free_w) {
        const float extra = (free_w - total) / static_cast<float>(b.size());
        for (std::size_t i = 0; i < b.size(); ++i) widths[i] = need[i] + extra;
        break;
      }
    }
    float x = row.x;
    for (std::size_t i = 0; i < b.size(); ++i) {
      b[i].rect = {x, row.y, widths[i], row.h};
      x += widths[i] + gap;
    }
  }

  void activate(int id) {
    ctx_.play(SoundId::Click);
    switch (id) {
      case kAgain:
        if (auto scene = make_play_scene(ctx_, info_.setup)) {
          ctx_.scenes().pop();
          ctx_.scenes().replace(std::move(scene));
        }
        break;
      case kReview:
        // Over the card: Esc in the review comes back to it.
        if (info_.review) ctx_.scenes().push(make_review_scene(ctx_, *info_.review));
        break;
      case kChange:
        ctx_.scenes().reset(std::make_unique<MainMenuScene>(ctx_));
        ctx_.scenes().push(make_setup_scene(ctx_, info_.setup.kind));
        break;
      default:
        ctx_.scenes().reset(std::make_unique<MainMenuScene>(ctx_));
        break;
    }
  }

  AppContext& ctx_;
  GameOverInfo info_;
  ButtonList buttons_;
  double appear_ = 0;
};

}  // namespace

std::unique_ptr<Scene> make_game_over(AppContext& ctx, GameOverInfo info) {
  return std::make_unique<GameOverScene>(ctx, std::move(info));
}

}  // namespace marienbad::app
