#include "scenes/confirm_dialog.hpp"

#include <algorithm>

#include "app/canvas.hpp"
#include "app/sound.hpp"
#include "boards/game_table.hpp"

MARIENBAD_STRINGS(confirm_strings,
                  // Each button names the match it acts on: the new one, or the old one.
                  S_("confirm.discard",
                     "Your match of {} is not finished. Start a new match and abandon the old "
                     "one (it counts as abandoned), or keep the old one for Continue?"),
                  // Only matches against the computer count in the statistics; only a
                  // lesson's or a bot's match is not kept for Continue.
                  S_("confirm.discard.uncounted",
                     "Your match of {} is not finished. Start a new match and abandon the old "
                     "one, or keep the old one for Continue?"),
                  S_("confirm.discard.lesson",
                     "Your match of {} is not finished. Start a new match? The old one is "
                     "abandoned and counts nowhere: neither in the lesson's wins in a row nor "
                     "in the statistics."),
                  S_("confirm.discard.bot",
                     "Your match of {} against a bot is not finished. Start a new match? The "
                     "old one is abandoned: a match against a bot is neither kept for Continue "
                     "nor counted in the statistics."),
                  S_("confirm.discard.yes", "New match"),
                  S_("confirm.discard.no", "Keep the old one"),
                  S_("confirm.discard.keep_playing", "Keep playing"),
                  S_("confirm.quit", "Quit Marienbad?"), S_("confirm.quit.no", "Stay"))

namespace marienbad::app {

ConfirmDialog::ConfirmDialog(AppContext& ctx, std::string question, std::string yes_key,
                             std::string no_key, std::function<void()> on_yes)
    : ctx_(ctx), question_(std::move(question)), on_yes_(std::move(on_yes)) {
  buttons_ = ButtonList({{kNo, std::move(no_key), "", "", true, true, {}},
                         {kYes, std::move(yes_key), "", "", true, false, {}}},
                        ButtonList::Orientation::Horizontal);
  buttons_.set_focus_index(0);  // the safe answer first: the other needs a deliberate choice
}

void ConfirmDialog::enter() {
  ctx_.request_redraw();
}

void ConfirmDialog::answer(bool yes) {
  ctx_.play(SoundId::Click);
  ctx_.scenes().pop();
  if (yes && on_yes_) on_yes_();
}

void ConfirmDialog::handle(const Input& input) {
  if (input.action == Action::Back) return answer(false);
  if (input.action == Action::Up || input.action == Action::Down) return;
  if (auto id = buttons_.handle(input)) answer(*id == kYes);
}

void ConfirmDialog::draw(Canvas& canvas) {
  const Layout& l = canvas.layout();
  const Theme& t = canvas.theme();
  const Palette& c = canvas.colors();
  const Rect screen = l.screen();
  canvas.fill_rect(screen, c.scrim);
  const float w = std::min(screen.w - 2 * l.px(t.space_l), l.px(600));
  const float button_h = l.px(t.button_height);
  const TextStyle text = canvas.style(TextSize::Body, c.text, FontFace::Bold);
  const float inner_w = w - 2 * l.px(t.space_l);
  const float text_h = canvas.wrapped_height(question_, text, inner_w);
  const float h = text_h + button_h + 3 * l.px(t.space_l);
  const Rect box = screen.centered(w, h);
  canvas.panel(box, c.panel_raised, c.panel_border, l.px(t.corner_radius));
  canvas.text_box(question_, {box.x + l.px(t.space_l), box.y + l.px(t.space_l), inner_w, text_h},
                  text, Align::Center);
  const float button_w = std::min(l.px(220), (inner_w - l.px(t.space_m)) / 2);
  buttons_.layout_row({box.x, box.bottom() - l.px(t.space_l) - button_h, box.w, button_h}, button_w,
                      button_h, l.px(t.space_m));
  buttons_.draw(canvas, ctx_.strings());
}

std::unique_ptr<Scene> make_discard_dialog(AppContext& ctx, const MatchSetup& what,
                                           std::function<void()> on_yes) {
  const std::string game = game_name(ctx.strings(), what);
  // What really happens to the old match: counted as abandoned (against the computer), kept
  // for Continue, or neither (a lesson's, a bot's: the old one cannot be kept, only played on).
  std::string question = "confirm.discard";
  std::string no_key = "confirm.discard.no";
  if (!what.lesson.empty()) {
    question = "confirm.discard.lesson";
    no_key = "confirm.discard.keep_playing";
  } else if (what.bot) {
    question = "confirm.discard.bot";
    no_key = "confirm.discard.keep_playing";
  } else if (what.opponent != Opponent::Computer) {
    question = "confirm.discard.uncounted";
  }
  return std::make_unique<ConfirmDialog>(ctx, ctx.trf(question, game), "confirm.discard.yes",
                                         std::move(no_key), std::move(on_yes));
}

std::unique_ptr<Scene> make_quit_dialog(AppContext& ctx) {
  return std::make_unique<ConfirmDialog>(ctx, std::string(ctx.tr("confirm.quit")), "common.quit",
                                         "confirm.quit.no", [&ctx] { ctx.request_quit(); });
}

}  // namespace marienbad::app
