#include "games/hackenbush/hackenbush_lesson_pictures.hpp"

#include "games/hackenbush/hackenbush_board.hpp"
#include "games/hackenbush/hackenbush_hint.hpp"
#include "hackenbush/hackenbush.hpp"

MARIENBAD_STRINGS(
    hackenbush_lesson_strings, S_("lesson.hackenbush.worth", "worth {}"),
    S_("lesson.hackenbush.ask", "Picture {} of {}: what is it worth?"),
    S_("lesson.hackenbush.right", "Right: {}."),
    S_("lesson.hackenbush.wrong",
       "Not {}: count from the ground, 1 an edge until the colour first changes, then each edge "
       "half the one below it; blue adds, red takes away; pieces add."),
    S_("lesson.hackenbush.found", "Every value found."),
    S_("lesson.keys.value", "1–7 the value · Esc lessons"))

namespace marienbad::app {

LessonPicturesPanel::LessonPicturesPanel(AppContext& ctx, const Lesson&, const LessonStep& step)
    : ctx_(ctx), asking_(step.kind == StepKind::Value) {
  for (const Heaps& heaps : step.positions) {
    const auto picture = decode_picture(heaps);
    const auto value = picture ? picture_value(*picture) : Result<PictureValue>{Error{"?"}};
    values_.push_back(value ? value->text : "?");
    pictures_.push_back(picture ? *picture : Picture{});
    layouts_.push_back(lay_out(pictures_.back()));
    bounds_.width = std::max(bounds_.width, layouts_.back().width);
    bounds_.height = std::max(bounds_.height, layouts_.back().height);
  }
}

void LessonPicturesPanel::answer(std::size_t choice) {
  if (done() || choice >= kValueChoices.size()) return;
  const std::string said = shown_value(std::string(kValueChoices[choice]));
  if (kValueChoices[choice] == values_[answered_]) {
    message_ = ctx_.trf("lesson.hackenbush.right", said);
    wrong_ = false;
    ++answered_;
  } else {
    message_ = ctx_.trf("lesson.hackenbush.wrong", said);
    wrong_ = true;
  }
}

bool LessonPicturesPanel::handle(const Input& input) {
  if (done()) return false;
  if (input.action == Action::Digit && input.digit >= 1 &&
      input.digit <= static_cast<int>(kValueChoices.size())) {
    answer(static_cast<std::size_t>(input.digit - 1));
    return true;
  }
  if (input.action == Action::PointerMove) {
    hovered_.reset();
    for (std::size_t i = 0; i < chips_.size(); ++i) {
      if (chips_[i].contains(input.pointer)) hovered_ = i;
    }
    return false;
  }
  if (input.action == Action::PointerRelease && input.button == 1) {
    for (std::size_t i = 0; i < chips_.size(); ++i) {
      if (chips_[i].contains(input.pointer)) {
        answer(i);
        return true;
      }
    }
  }
  return false;
}

std::string LessonPicturesPanel::line() const {
  if (!asking_) return {};
  if (done() && !message_.empty()) {
    return message_ + " " + std::string(ctx_.tr("lesson.hackenbush.found"));
  }
  if (!message_.empty()) return message_;
  return ctx_.trf("lesson.hackenbush.ask", answered_ + 1, pictures_.size());
}

void LessonPicturesPanel::draw(Canvas& canvas, Rect area) {
  chips_.clear();
  if (pictures_.empty()) return;
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const TextStyle value_style = canvas.style(TextSize::Body, c.title, FontFace::Bold);
  const float caption = canvas.line_height(value_style) + l.px(8);
  // A Value step keeps a row of choices under the pictures.
  const float chip_h = asking_ && !done() ? l.px(40) : 0;
  const Rect pictures_area{area.x, area.y, area.w, area.h - chip_h - (chip_h > 0 ? l.px(8) : 0)};
  const float width = pictures_area.w / static_cast<float>(pictures_.size());
  // One scale and one ground for all, so that the pictures compare at a glance: the scale
  // that fits the widest and the tallest.
  const Rect first{pictures_area.x, pictures_area.y, width, pictures_area.h - caption};
  const PicturePlacement shared = place_picture(bounds_, first.inset(l.px(8)));
  for (std::size_t i = 0; i < pictures_.size(); ++i) {
    const Rect cell{pictures_area.x + width * static_cast<float>(i), pictures_area.y, width,
                    pictures_area.h - caption};
    PicturePlacement at = shared;
    at.origin.x = cell.center_x() - layouts_[i].width * at.scale / 2;
    if (asking_ && i == answered_ && !done()) {
      canvas.rounded_outline(cell.inset(l.px(2)), l.px(8), std::max(1.5f, l.px(2)), c.focus);
    }
    draw_hackenbush_picture(canvas, cell.inset(l.px(8)), pictures_[i], layouts_[i], at);
    // Its value once known: always in a Read step, once found in a Value step.
    const bool known = !asking_ || i < answered_;
    const std::string text =
        known ? ctx_.trf("lesson.hackenbush.worth", shown_value(values_[i])) : std::string("?");
    canvas.text(text, {cell.center_x(), cell.bottom() + caption / 2}, value_style, Align::Center,
                VAlign::Middle, width);
  }
  if (chip_h <= 0) return;
  const float gap = l.px(8);
  const auto count = static_cast<float>(kValueChoices.size());
  const float chip_w = std::min(l.px(96), (area.w - gap * (count - 1)) / count);
  float x = area.center_x() - (chip_w * count + gap * (count - 1)) / 2;
  const float y = area.bottom() - chip_h;
  const TextStyle chip_style = canvas.style(TextSize::Body, c.text, FontFace::Bold);
  for (std::size_t i = 0; i < kValueChoices.size(); ++i) {
    const Rect chip{x, y, chip_w, chip_h};
    chips_.push_back(chip);
    canvas.rounded_rect(chip, l.px(8), hovered_ == i ? c.button_hover : c.button);
    canvas.text(std::to_string(i + 1) + ": " + shown_value(std::string(kValueChoices[i])),
                chip.center(), chip_style, Align::Center, VAlign::Middle, chip_w);
    x += chip_w + gap;
  }
}

std::unique_ptr<LessonPieces> make_pictures_pieces(AppContext& ctx, const Lesson& lesson,
                                                   std::size_t index, bool finished) {
  const LessonStep& step = lesson.steps[index];
  if (step.positions.empty()) return nullptr;
  return std::make_unique<PiecesOf<LessonPicturesPanel>>(finished, ctx, lesson, step);
}

}  // namespace marienbad::app
