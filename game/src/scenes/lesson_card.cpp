#include "scenes/lesson_card.hpp"

#include <vector>

#include "scenes/end_card.hpp"
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
  text.blunder = info.person_won ? "" : info.blunder;
  text.review = !info.person_won && info.review.has_value();
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
      : ctx_(ctx),
        info_(std::move(info)),
        text_(lesson_card_text(ctx_, info_)),
        card_(ctx, card_buttons()) {
    // Passed the last lesson: nothing next, the lesson's page is where the path ends.
    if (text_.passed && !next()) card_.buttons().focus_id(kToLesson);
  }

  bool is_overlay() const override { return true; }
  std::string_view name() const override { return "lesson-card"; }
  bool animating() const override { return card_.animating(); }
  void update(double dt) override { card_.update(dt); }

  void handle(const Input& input) override {
    if (input.action == Action::Back) return activate(kToLesson);
    if (input.action == Action::NewGame) return activate(kRetry);
    if (input.action == Action::Rules) {  // F1, as on every screen of a game: Esc comes back
      ctx_.scenes().push(make_rules_scene(ctx_, info_.setup.kind));
      return;
    }
    if (input.action == Action::Review && text_.review) return activate(kReview);
    if (auto id = card_.handle(input)) activate(*id);
  }

  void draw(Canvas& canvas) override {
    const Layout& l = canvas.layout();
    const Palette& c = canvas.colors();
    card_.begin(canvas, 660, 360);
    const Lesson& lesson = lessons().at(info_.lesson);
    // Whose card this is: the lesson, by number and title.
    card_.line(canvas, ctx_.trf("card.title", info_.lesson + 1, ctx_.tr(lesson.title_key)),
               canvas.style(TextSize::Small, c.text_muted, FontFace::Bold), 6);
    const bool good = text_.passed || (info_.person_won && text_.title != ctx_.tr("card.not_yet"));
    card_.line(canvas, text_.title,
               canvas.style(TextSize::Heading, good ? c.good : c.text, FontFace::Bold), 8);
    const float buttons_y = card_.buttons_top(l, 1);
    const TextStyle reason = canvas.style(TextSize::Body, c.text);
    card_.paragraph(canvas, text_.reason, reason, buttons_y - l.px(34) - card_.y(), 0);
    if (!text_.blunder.empty()) {
      card_.paragraph(canvas, text_.blunder, reason, buttons_y - l.px(34) - card_.y(), 0);
    }
    canvas.text(ctx_.tr("card.keys"), {card_.inner().center_x(), buttons_y - l.px(10)},
                canvas.style(TextSize::Small, c.text_dim), Align::Center, VAlign::Bottom);
    card_.place_buttons(canvas, 1);
    card_.draw_buttons(canvas);
  }

  const LessonCardText& text() const { return text_; }

 private:
  enum { kNextLesson, kRetry, kReview, kToLesson };

  bool next() const { return text_.passed && info_.lesson + 1 < lessons().size(); }

  // Next lesson (the challenge passed, not the last lesson), Retry or Play again, Back to the
  // lesson.
  std::vector<Button> card_buttons() const {
    std::vector<Button> list;
    if (next()) list.push_back({kNextLesson, "card.next_lesson", "", "", true, true, {}});
    list.push_back({kRetry,
                    info_.setup.lesson_challenge ? "card.retry" : "card.play_again",
                    "",
                    "",
                    true,
                    !next(),
                    {}});
    if (text_.review) list.push_back({kReview, "over.review", "", "", true, false, {}});
    list.push_back({kToLesson, "card.to_lesson", "", "", true, false, {}});
    return list;
  }

  void activate(int id) {
    ctx_.play(SoundId::Click);
    // Under the card: the play scene, then the lesson.
    switch (id) {
      case kNextLesson:
        ctx_.scenes().pop();
        ctx_.scenes().pop();
        ctx_.scenes().replace(make_lesson_scene(ctx_, info_.lesson + 1));
        break;
      case kReview:
        // Over the card: Esc in the review comes back to it.
        ctx_.scenes().push(make_review_scene(ctx_, *info_.review));
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
  EndCard card_;
};

}  // namespace

std::unique_ptr<Scene> make_lesson_card(AppContext& ctx, LessonCardInfo info) {
  return std::make_unique<LessonCardScene>(ctx, std::move(info));
}

const LessonCardText* lesson_card_shown(const Scene& scene) {
  const auto* card = dynamic_cast<const LessonCardScene*>(&scene);
  return card ? &card->text() : nullptr;
}

}  // namespace marienbad::app
