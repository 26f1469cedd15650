#include "games/hackenbush/hackenbush_lesson_pictures.hpp"

#include "games/hackenbush/hackenbush_board.hpp"
#include "games/hackenbush/hackenbush_hint.hpp"
#include "hackenbush/hackenbush.hpp"

MARIENBAD_STRINGS(hackenbush_lesson_strings, S_("lesson.hackenbush.worth", "worth {}"))

namespace marienbad::app {

LessonPicturesPanel::LessonPicturesPanel(AppContext& ctx, const Lesson&, const LessonStep& step)
    : ctx_(ctx), pictures_(step.positions) {
  for (const Heaps& heaps : pictures_) {
    const auto picture = decode_picture(heaps);
    const auto value = picture ? picture_value(*picture) : Result<PictureValue>{Error{"?"}};
    values_.push_back(value ? shown_value(value->text) : "?");
  }
}

void LessonPicturesPanel::draw(Canvas& canvas, Rect area) {
  if (pictures_.empty()) return;
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const TextStyle value_style = canvas.style(TextSize::Body, c.title, FontFace::Bold);
  const float caption = canvas.line_height(value_style) + l.px(8);
  const float width = area.w / static_cast<float>(pictures_.size());
  // One scale and one ground for all, so that the pictures compare at a glance: the scale
  // that fits the widest and the tallest.
  std::vector<Picture> pictures;
  std::vector<PictureLayout> layouts;
  PictureLayout bounds;
  for (const Heaps& heaps : pictures_) {
    auto picture = decode_picture(heaps);
    pictures.push_back(picture ? *picture : Picture{});
    layouts.push_back(lay_out(pictures.back()));
    bounds.width = std::max(bounds.width, layouts.back().width);
    bounds.height = std::max(bounds.height, layouts.back().height);
  }
  const Rect first{area.x, area.y, width, area.h - caption};
  const PicturePlacement shared = place_picture(bounds, first.inset(l.px(8)));
  for (std::size_t i = 0; i < pictures_.size(); ++i) {
    const Rect cell{area.x + width * static_cast<float>(i), area.y, width, area.h - caption};
    PicturePlacement at = shared;
    at.origin.x = cell.center_x() - layouts[i].width * at.scale / 2;
    draw_hackenbush_picture(canvas, cell.inset(l.px(8)), pictures[i], layouts[i], at);
    canvas.text(ctx_.trf("lesson.hackenbush.worth", values_[i]),
                {cell.center_x(), cell.bottom() + caption / 2}, value_style, Align::Center,
                VAlign::Middle, width);
  }
}

}  // namespace marienbad::app
