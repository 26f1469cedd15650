#include "scenes/lesson_card.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "app/canvas.hpp"
#include "app/widgets.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/scene_factory.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(
    lesson_card_strings, S_("card.passed", "Challenge passed — lesson done"),
    S_("card.in_row", "Won: {} of {} in a row"), S_("card.not_yet", "Not yet: try again"),
    S_("card.try_won", "You win this first game"),
    S_("card.try_lost", "The computer wins this first game"),
    S_("card.hinted",
       "Won, but with the hint or the graph shown: this challenge is won without them."),
    S_("card.row_again", "The row starts again from 0."),
    S_("card.try_note", "This game counts nowhere: it was to meet the game."),
    S_("card.next_lesson", "Next lesson"), S_("card.retry", "Retry"),
    S_("card.play_again", "Play again"), S_("card.to_lesson", "Back to the lesson"),
    S_("card.title", "Lesson {}: {}"),
    S_("card.keys", "←→ choose · Enter press · Esc back to the lesson"))

LessonCardText lesson_card_text(AppContext& ctx, const LessonCardInfo& info) {
  const Lesson& lesson = lessons().at(info.lesson);
  LessonCardText text;
  text.reason = info.reason;
  const auto add = [&](const std::string& more) {
    text.reason += (text.reason.empty() ? "" : " ") + more;
  };
  if (!info.setup.lesson_challenge) {
    text.title = std::string(ctx.tr(info.person_won ? "card.try_won" : "card.try_lost"));
    add(std::string(ctx.tr("card.try_note")));
    return text;
  }
  const auto found = ctx.statistics().lessons.find(lesson.id);
  const LessonProgress progress =
      found == ctx.statistics().lessons.end() ? LessonProgress{} : found->second;
  const bool counts = info.person_won && !(lesson.challenge_without_hints && info.used_hints);
  if (counts && progress.passed && progress.wins_in_row >= lesson.challenge_wins) {
    text.title = std::string(ctx.tr("card.passed"));
    text.passed = true;
  } else if (counts) {
    text.title = ctx.trf("card.in_row", progress.wins_in_row, lesson.challenge_wins);
  } else {
    text.title = std::string(ctx.tr("card.not_yet"));
    if (info.person_won) add(std::string(ctx.tr("card.hinted")));
    if (lesson.challenge_wins > 1) add(std::string(ctx.tr("card.row_again")));
  }
  return text;
}

namespace {

class LessonCardScene : public Scene {
 public:
  LessonCardScene(AppContext& ctx, LessonCardInfo info)
      : ctx_(ctx), info_(std::move(info)), text_(lesson_card_text(ctx_, info_)) {
    std::vector<Button> buttons;
    const bool next = text_.passed && info_.lesson + 1 < lessons().size();
    if (next) buttons.push_back({kNextLesson, "card.next_lesson", "", "", true, true, {}});
    buttons.push_back({kRetry,
                       info_.setup.lesson_challenge ? "card.retry" : "card.play_again",
                       "",
                       "",
                       true,
                       !next,
                       {}});
    buttons.push_back({kToLesson, "card.to_lesson", "", "", true, false, {}});
    buttons_ = ButtonList(std::move(buttons));
    // Passed the last lesson: nothing next, the lesson's page is where the path ends.
    if (text_.passed && !next) buttons_.focus_id(kToLesson);
    if (ctx_.options().headless()) appear_ = 1;
  }

  bool is_overlay() const override { return true; }
  std::string_view name() const override { return "lesson-card"; }
  bool animating() const override { return appear_ < 1; }
  void update(double dt) override {
    const bool appearing = appear_ < 1;
    appear_ = std::min(1.0, appear_ + dt * 3.0 * ctx_.settings().animation_speed);
    if (appearing && appear_ >= 1) ctx_.request_redraw();
  }

  void handle(const Input& input) override {
    if (input.action == Action::Back) return activate(kToLesson);
    if (input.action == Action::NewGame) return activate(kRetry);
    if (input.action == Action::Left || input.action == Action::Right) {
      const int n = static_cast<int>(buttons_.buttons().size());
      const int step = input.action == Action::Right ? 1 : -1;
      buttons_.set_focus_index((buttons_.focus_index() + step + n) % n);
      ctx_.request_redraw();
      return;
    }
    if (auto id = buttons_.handle(input)) activate(*id);
  }

  void draw(Canvas& canvas) override {
    const Layout& l = canvas.layout();
    const Palette& c = canvas.colors();
    const float a = static_cast<float>(appear_);
    canvas.fill_rect(l.screen(), c.scrim.with_alpha(static_cast<std::uint8_t>(c.scrim.a * a)));
    const float w = std::min(l.screen().w - l.px(40), l.px(660));
    const float h = std::min(l.screen().h - l.px(40), l.px(360));
    Rect box = l.screen().centered(w, h);
    box.y += (1 - a) * l.px(30);
    canvas.panel(box, c.panel_raised, c.title.mix(c.panel_border, 0.5f), l.px(20));
    const Rect inner = box.inset(l.px(28));
    const Lesson& lesson = lessons().at(info_.lesson);
    float y = inner.y;
    // Whose card this is: the lesson, by number and title.
    const TextStyle small = canvas.style(TextSize::Small, c.text_muted, FontFace::Bold);
    const std::string name = ctx_.trf("card.title", info_.lesson + 1, ctx_.tr(lesson.title_key));
    canvas.text(name, {inner.center_x(), y}, canvas.fitted(name, small, inner.w), Align::Center,
                VAlign::Top, inner.w);
    y += canvas.line_height(small) + l.px(6);
    const bool good = text_.passed || (info_.person_won && text_.title != ctx_.tr("card.not_yet"));
    const TextStyle title = canvas.style(TextSize::Heading, good ? c.good : c.text, FontFace::Bold);
    canvas.text(text_.title, {inner.center_x(), y}, canvas.fitted(text_.title, title, inner.w),
                Align::Center, VAlign::Top, inner.w);
    y += canvas.line_height(title) + l.px(8);
    const float bh = l.px(56);
    const float buttons_y = inner.bottom() - bh;
    const TextStyle reason = canvas.style(TextSize::Body, c.text);
    const float reason_h = buttons_y - l.px(34) - y;
    canvas.text_box(text_.reason, {inner.x, y, inner.w, reason_h}, reason, Align::Center,
                    VAlign::Top, canvas.lines_in(reason_h, reason));
    canvas.text(ctx_.tr("card.keys"), {inner.center_x(), buttons_y - l.px(10)},
                canvas.style(TextSize::Small, c.text_dim), Align::Center, VAlign::Bottom);
    // One row: each button as wide as its label needs, the spare width shared out.
    auto& b = buttons_.buttons();
    const float gap = l.px(14);
    const float free_w = inner.w - gap * static_cast<float>(b.size() - 1);
    std::vector<float> widths(b.size(), free_w / static_cast<float>(b.size()));
    for (TextSize size : {TextSize::Large, TextSize::Body}) {
      const TextStyle s = canvas.style(size, {}, FontFace::Bold);
      float total = 0;
      std::vector<float> need;
      for (const Button& button : b) {
        need.push_back(canvas.measure(ctx_.tr(button.key), s).w + l.px(32));
        total += need.back();
      }
      if (total <= free_w) {
        for (std::size_t i = 0; i < b.size(); ++i) {
          widths[i] = need[i] + (free_w - total) / static_cast<float>(b.size());
        }
        break;
      }
    }
    float x = inner.x;
    for (std::size_t i = 0; i < b.size(); ++i) {
      b[i].rect = {x, buttons_y, widths[i], bh};
      x += widths[i] + gap;
    }
    buttons_.draw(canvas, ctx_.strings());
  }

  const LessonCardText& text() const { return text_; }

 private:
  enum { kNextLesson, kRetry, kToLesson };

  void activate(int id) {
    ctx_.play(SoundId::Click);
    // Under the card: the play scene, then the lesson.
    switch (id) {
      case kNextLesson:
        ctx_.scenes().pop();
        ctx_.scenes().pop();
        ctx_.scenes().replace(make_lesson_scene(ctx_, info_.lesson + 1));
        break;
      case kRetry:
        if (auto scene = make_play_scene(ctx_, info_.setup)) {
          ctx_.scenes().pop();
          ctx_.scenes().replace(std::move(scene));
        }
        break;
      default:
        ctx_.scenes().pop();
        ctx_.scenes().pop();
        break;
    }
  }

  AppContext& ctx_;
  LessonCardInfo info_;
  LessonCardText text_;
  ButtonList buttons_;
  double appear_ = 0;
};

}  // namespace

std::unique_ptr<Scene> make_lesson_card(AppContext& ctx, LessonCardInfo info) {
  return std::make_unique<LessonCardScene>(ctx, std::move(info));
}

}  // namespace marienbad::app
