#include "scenes/game_over.hpp"

#include "scenes/end_card.hpp"
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
        card_(ctx, {{kAgain, "over.play_again", "", "", true, true, {}},
                    {kReview, "over.review", "", "", true, false, {}},
                    {kChange, "over.change", "", "", true, false, {}},
                    {kMenu, "over.menu", "", "", true, false, {}}}) {
    auto& buttons = card_.buttons().buttons();
    if (!info_.review) buttons.erase(buttons.begin() + 1);
  }

  bool is_overlay() const override { return true; }
  std::string_view name() const override { return "game-over"; }
  bool animating() const override { return card_.animating(); }
  void update(double dt) override { card_.update(dt); }

  void handle(const Input& input) override {
    if (input.action == Action::Back) {
      ctx_.scenes().pop();  // look at the final board; the play scene offers New game
      return;
    }
    if (input.action == Action::NewGame) return activate(kAgain);
    if (input.action == Action::Review) return activate(kReview);
    if (input.action == Action::Rules) {  // F1, as on every screen of a game: Esc comes back
      ctx_.scenes().push(make_rules_scene(ctx_, info_.setup.kind));
      return;
    }
    if (auto id = card_.handle(input)) activate(*id);
  }

  void draw(Canvas& canvas) override {
    const Layout& l = canvas.layout();
    const Palette& c = canvas.colors();
    // Four buttons (with Review) take two rows of two.
    const std::size_t rows = card_.buttons().buttons().size() > 3 ? 2 : 1;
    card_.begin(canvas, 640, (info_.reason.empty() ? 300.0f : 330.0f) + (rows == 2 ? 66.0f : 0));
    const bool won = info_.person_won.value_or(true);
    card_.line(canvas, info_.winner_text,
               canvas.style(TextSize::Heading, won ? c.title : c.text, FontFace::Bold), 4);
    if (!info_.reason.empty()) {
      // A bot's forfeit reason may take a third line: no statistics line comes under it.
      card_.paragraph(canvas, info_.reason, canvas.style(TextSize::Body, c.text),
                      l.px(info_.setup.bot ? 84 : 60), 6);
    }
    std::string detail = ctx_.trn("over.in_moves", info_.moves, info_.moves);
    if (info_.setup.opponent == Opponent::Computer) {
      detail +=
          " · " + std::string(ctx_.tr(info_.hints_used > 0 ? "over.with_hints" : "over.no_hints"));
    }
    card_.line(canvas, detail, canvas.style(TextSize::Large, c.text_muted), 8);
    if (info_.setup.opponent == Opponent::Computer && !info_.setup.bot) {
      const GameStats stats = ctx_.statistics().get(to_string(info_.setup.kind), info_.setup.level);
      card_.line(canvas, ctx_.trf("over.record", stats.won, stats.played),
                 canvas.style(TextSize::Body, c.text), 4);
    }
    card_.line(canvas, ctx_.tr("over.look"), canvas.style(TextSize::Small, c.text_dim), 0);
    card_.place_buttons(canvas, rows);
    card_.draw_buttons(canvas);
  }

 private:
  enum { kAgain, kReview, kChange, kMenu };

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
  EndCard card_;
};

}  // namespace

std::unique_ptr<Scene> make_game_over(AppContext& ctx, GameOverInfo info) {
  return std::make_unique<GameOverScene>(ctx, std::move(info));
}

}  // namespace marienbad::app
