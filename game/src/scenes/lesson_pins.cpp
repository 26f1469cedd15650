#include "scenes/lesson_pins.hpp"

#include <algorithm>
#include <numbers>

#include "app/strings.hpp"
#include "app/widgets.hpp"
#include "boards/hint_draw.hpp"
#include "boards/hint_model.hpp"
#include "boards/pins/pin_art.hpp"
#include "marienbad/registry.hpp"

MARIENBAD_STRINGS(
    lesson_pins_strings, P_("lesson.grundy.row", "A row of {} pin", "A row of {} pins"),
    S_("lesson.grundy.prompt", "Its value: the smallest value no move reaches. Press it (0–9)."),
    S_("lesson.grundy.one_pin", "Knock down one pin"),
    S_("lesson.grundy.two_pins", "Knock down two pins"),
    S_("lesson.grundy.three_pins", "Knock down three pins"),
    // A column of the positions a move reaches when it knocks down 4 pins or more.
    P_("lesson.grundy.knock", "Knock down {} pin", "Knock down {} pins"),
    S_("lesson.grundy.no_move", "No move: no value is reached."),
    S_("lesson.grundy.leave_nothing", "no pin"), S_("lesson.grundy.leave_one", "a row of {}"),
    S_("lesson.grundy.leave_two", "rows of {} and {}"),
    S_("lesson.grundy.right",
       "Right: the moves from a row of {} reach {}; the smallest value they do not reach is "
       "g({}) = {}."),
    S_("lesson.grundy.right_none",
       "Right: a row of 0 pins has no move and reaches no value: it is worth 0."),
    S_("lesson.grundy.wrong_reached",
       "Not quite: {} is reached (leave {}). The moves from a row of {} reach {}: the "
       "smallest value they do not reach is g({}) = {}."),
    S_("lesson.grundy.wrong_above",
       "Not quite: {} is not reached, but {} is not reached either, and is smaller. The moves "
       "from a row of {} reach only {}."),
    S_("lesson.grundy.wrong_none",
       "Not quite: a row of 0 pins has no move and reaches no value: the smallest value is 0."),
    S_("lesson.grundy.done",
       "All found. Rows of 0 to {} pins are worth {}: not their lengths. From {} pins on the "
       "values repeat every {} (Guy and Smith, 1956)."),
    S_("lesson.keys.grundy", "0–9 the value · Esc lessons"))

namespace marienbad::app {

namespace {

std::string values_text(const std::vector<Count>& values) {
  return join_counts(values, ", ");
}

// The values one move reaches, as a set: "{0, 2, 3}" (a line never breaks inside it).
std::string set_text(std::vector<Count> values) {
  std::sort(values.begin(), values.end());
  values.erase(std::unique(values.begin(), values.end()), values.end());
  // Appended, not "{" + … + "}": GCC 12 warns falsely (-Wstringop-overflow) on that once inlined.
  std::string text = "{";
  text += join_counts(values, ", ");
  text += '}';
  return text;
}

}  // namespace

LessonPinsPanel::LessonPinsPanel(AppContext& ctx, const Lesson& lesson, const LessonStep& step,
                                 bool values)
    : ctx_(ctx),
      game_(lesson.game()),
      kind_(step.kind),
      values_(values),
      values_repeat_(step.values_repeat) {
  if (kind_ == StepKind::Grundy) {
    grundy_.emplace(game_, lesson.grundy_up_to);
  } else if (!step.positions.empty()) {
    position_ = step.positions.front();
  }
}

bool LessonPinsPanel::done() const {
  return !grundy_ || grundy_->done();
}

void LessonPinsPanel::finish() {
  if (grundy_) grundy_->finish();
  message_.clear();
  wrong_ = false;
}

std::string_view LessonPinsPanel::keys_key() const {
  return done() ? "lesson.keys" : "lesson.keys.grundy";
}

std::string LessonPinsPanel::line() const {
  if (!grundy_) return {};
  if (grundy_->done()) {
    std::vector<Count> found;
    for (Count n = 0; n <= grundy_->last(); ++n) found.push_back(*grundy_->value(n));
    // The summary alone: the last answer's reason would not fit under the picture with it.
    const ValuePeriod period = game_info(game_.kind()).period(game_).value();
    return ctx_.trf("lesson.grundy.done", grundy_->last(), values_text(found), period.preperiod,
                    period.period);
  }
  if (!message_.empty()) return message_;
  return std::string(ctx_.tr("lesson.grundy.prompt"));
}

std::string LessonPinsPanel::option_words(const GrundyOption& option) const {
  if (option.pieces.empty()) return std::string(ctx_.tr("lesson.grundy.leave_nothing"));
  if (option.pieces.size() == 1) return ctx_.trf("lesson.grundy.leave_one", option.pieces[0]);
  return ctx_.trf("lesson.grundy.leave_two", option.pieces[0], option.pieces[1]);
}

void LessonPinsPanel::answer(Count said) {
  const GrundyAnswer a = grundy_->answer(said);
  wrong_ = !a.right;
  const std::string reached = set_text(a.reached);
  if (a.reached.empty()) {
    message_ =
        std::string(ctx_.tr(a.right ? "lesson.grundy.right_none" : "lesson.grundy.wrong_none"));
  } else if (a.right) {
    message_ = ctx_.trf("lesson.grundy.right", a.pins, reached, a.pins, a.truth);
  } else if (a.reaching) {
    message_ = ctx_.trf("lesson.grundy.wrong_reached", a.said, option_words(*a.reaching), a.pins,
                        reached, a.pins, a.truth);
  } else {
    message_ = ctx_.trf("lesson.grundy.wrong_above", a.said, a.truth, a.pins, reached);
  }
}

bool LessonPinsPanel::handle(const Input& input) {
  if (!grundy_ || grundy_->done()) return false;
  switch (input.action) {
    case Action::Digit:
      answer(static_cast<Count>(input.digit));
      return true;
    case Action::PointerMove:
      hovered_digit_.reset();
      for (std::size_t d = 0; d < digit_cells_.size(); ++d) {
        if (digit_cells_[d].contains(input.pointer)) hovered_digit_ = static_cast<int>(d);
      }
      return false;  // the buttons follow the pointer too
    case Action::PointerPress:
      if (input.button != 1) return false;
      for (std::size_t d = 0; d < digit_cells_.size(); ++d) {
        if (!digit_cells_[d].contains(input.pointer)) continue;
        answer(static_cast<Count>(d));
        return true;
      }
      return false;
    default:
      return false;
  }
}

// Rows of standing pins, one above the other, each as large as the area allows.
void LessonPinsPanel::draw_rows(Canvas& canvas, Rect area, const Heaps& rows) {
  const Palette& c = canvas.colors();
  const std::size_t n = std::max<std::size_t>(rows.size(), 1);
  Count widest = 4;
  for (Count row : rows) widest = std::max(widest, row);
  const float row_h = area.h / static_cast<float>(n);
  const TextStyle label = canvas.style(TextSize::Small, c.text_muted, FontFace::Bold);
  // Several rows: each numbered by its pins, as the values table names them.
  const float label_w = rows.size() > 1 ? canvas.measure("00", label).w + canvas.px(12) : 0;
  const float spacing = std::min({(area.w - label_w) / (static_cast<float>(widest) + 0.5f),
                                  (row_h - canvas.px(8)) * 0.45f, canvas.px(46)});
  const float height = std::min(spacing / 0.5f, row_h - canvas.px(8));
  const float block_w = label_w + spacing * static_cast<float>(widest);
  const float x0 = area.center_x() - block_w / 2;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const float base = area.y + row_h * (static_cast<float>(r) + 0.5f) + height / 2;
    if (label_w > 0) {
      canvas.text(std::to_string(rows[r]), {x0 + label_w - canvas.px(12), base - height / 2}, label,
                  Align::Right, VAlign::Middle);
    }
    for (Count i = 0; i < rows[r]; ++i) {
      const float x = x0 + label_w + spacing * (static_cast<float>(i) + 0.5f);
      draw_pin(canvas, {x, base}, height, 0);
    }
  }
}

// The rows' values in base 2 and Σ, drawn as the Kayles hint draws them.
void LessonPinsPanel::draw_values_table(Canvas& canvas, Rect area) {
  const HintModel model = build_hint_model(game_, position_, ctx_.strings(), true);
  if (!model.sum) return;
  const SumHint& h = *model.sum;
  TableLabels labels{
      std::string(ctx_.tr("hint.pins.heading")), std::string(ctx_.tr("hint.pins.value")), {}};
  for (const SumHint::Part& part : h.parts) labels.rows.push_back(part.label);
  for (TextSize size : {TextSize::Large, TextSize::Body, TextSize::Small}) {
    const float line = canvas.line_height(canvas.style(size, canvas.colors().text)) * 1.25f;
    const float need = line * static_cast<float>(h.parts.size() + 3);
    const Rect box{area.x, area.y + std::max(0.0f, (area.h - need) / 2), area.w, area.h};
    if (draw_binary_table(canvas, box, h.table, {}, ctx_.strings(), size, &labels) > 0) return;
  }
}

void LessonPinsPanel::draw(Canvas& canvas, Rect area) {
  if (grundy_) {
    draw_grundy(canvas, area);
    return;
  }
  if (values_repeat_) {
    draw_period(canvas, area);
    return;
  }
  if (!values_) {
    draw_rows(canvas, area, position_);
    return;
  }
  const float table_w = std::min(area.w * 0.5f, canvas.px(460));
  draw_rows(canvas, {area.x, area.y, area.w - table_w - canvas.px(16), area.h}, position_);
  draw_values_table(canvas, {area.right() - table_w, area.y, table_w, area.h});
}

// The values found so far: n over g for every row of the exercise, the one to find ringed.
void LessonPinsPanel::draw_found(Canvas& canvas, Rect area) {
  const Palette& c = canvas.colors();
  const Count count = grundy_->last() + 1;
  const float cell = std::min(area.w / static_cast<float>(count), area.h * 1.1f);
  const float x0 = area.center_x() - cell * static_cast<float>(count) / 2;
  const TextStyle n_style = canvas.style(TextSize::Small, c.text_muted);
  const TextStyle g_style = canvas.style(TextSize::Body, c.title, FontFace::Bold);
  for (Count n = 0; n < count; ++n) {
    const Rect box =
        Rect{x0 + cell * static_cast<float>(n), area.y, cell, area.h}.inset(canvas.px(3), 0);
    const bool now = n == grundy_->next();
    canvas.rounded_outline(box, canvas.px(6), std::max(1.0f, canvas.px(now ? 3 : 1)),
                           now ? c.focus : c.panel_border);
    canvas.text(std::to_string(n), {box.center_x(), box.y + box.h * 0.3f}, n_style, Align::Center,
                VAlign::Middle);
    const auto g = grundy_->value(n);
    const std::string shown = g ? std::to_string(*g) : (now ? "?" : "");
    canvas.text(shown, {box.center_x(), box.y + box.h * 0.7f}, g_style, Align::Center,
                VAlign::Middle);
  }
}

// The positions one move reaches, knocking down one pin (left) or two (right): the rows left
// and their value, "1 + 2 → 1 ⊕ 2 = 3".
void LessonPinsPanel::draw_options(Canvas& canvas, Rect area) {
  const Palette& c = canvas.colors();
  const GrundyRow& row = grundy_->row();
  if (row.options.empty()) {
    canvas.text_box(ctx_.tr("lesson.grundy.no_move"), area,
                    canvas.style(TextSize::Body, c.text_muted), Align::Center, VAlign::Middle);
    return;
  }
  const auto words = [&](const GrundyOption& o) {
    if (o.pieces.empty()) return std::string("0 → 0");
    if (o.pieces.size() == 1) {
      return std::to_string(o.pieces[0]) + " → " + std::to_string(o.values[0]);
    }
    return std::to_string(o.pieces[0]) + " + " + std::to_string(o.pieces[1]) + " → " +
           std::to_string(o.values[0]) + " ⊕ " + std::to_string(o.values[1]) + " = " +
           std::to_string(o.value);
  };
  // A column per number of pins the row's moves knock down, two columns' width at least (a
  // row of 1 pin in Kayles keeps its column where the longer rows have it).
  std::vector<Count> amounts;
  for (const GrundyOption& o : row.options) amounts.push_back(o.knocked);
  std::sort(amounts.begin(), amounts.end());
  amounts.erase(std::unique(amounts.begin(), amounts.end()), amounts.end());
  std::size_t most = 0;
  for (Count knocked : amounts) {
    most = std::max<std::size_t>(
        most, static_cast<std::size_t>(
                  std::count_if(row.options.begin(), row.options.end(),
                                [&](const GrundyOption& o) { return o.knocked == knocked; })));
  }
  TextSize size = TextSize::Small;
  for (TextSize s : {TextSize::Body, TextSize::Small}) {
    if (canvas.line_height(canvas.style(s, c.text)) * static_cast<float>(most + 1) <= area.h) {
      size = s;
      break;
    }
  }
  const TextStyle head = canvas.style(TextSize::Small, c.text_muted, FontFace::Bold);
  const TextStyle body = canvas.style(size, c.text, FontFace::Mono);
  const float line = canvas.line_height(body);
  const float col_w = area.w / static_cast<float>(std::max<std::size_t>(2, amounts.size()));
  for (std::size_t column = 0; column < amounts.size(); ++column) {
    const Count knocked = amounts[column];
    const float x = area.x + col_w * static_cast<float>(column) + canvas.px(8);
    float y = area.y;
    const std::string heading = knocked == 1   ? std::string(ctx_.tr("lesson.grundy.one_pin"))
                                : knocked == 2 ? std::string(ctx_.tr("lesson.grundy.two_pins"))
                                : knocked == 3 ? std::string(ctx_.tr("lesson.grundy.three_pins"))
                                               : ctx_.trn("lesson.grundy.knock", knocked, knocked);
    canvas.text(heading, {x, y}, head, Align::Left, VAlign::Top, col_w - canvas.px(12));
    y += canvas.line_height(head) + canvas.px(2);
    for (const GrundyOption& option : row.options) {
      if (option.knocked != knocked || y + line > area.bottom() + 1) continue;
      canvas.text(words(option), {x, y}, body, Align::Left, VAlign::Top, col_w - canvas.px(12));
      y += line;
    }
  }
}

void LessonPinsPanel::draw_grundy(Canvas& canvas, Rect area) {
  const Palette& c = canvas.colors();
  const float gap = canvas.px(10);
  const float found_h = std::min(canvas.px(58), area.h * 0.22f);
  draw_found(canvas, {area.x, area.y, area.w, found_h});
  const float digit_h = std::min(canvas.px(44), area.h * 0.16f);
  const Rect middle{area.x, area.y + found_h + gap, area.w, area.h - found_h - digit_h - 2 * gap};
  // The row now: its pins on the left, the positions its moves reach on the right.
  const GrundyRow& row = grundy_->row();
  const Rect pins_area{middle.x, middle.y, middle.w * 0.36f, middle.h};
  const TextStyle title = canvas.style(TextSize::Body, c.text, FontFace::Bold);
  canvas.text(ctx_.trn("lesson.grundy.row", row.pins, row.pins),
              {pins_area.center_x(), pins_area.y}, title, Align::Center, VAlign::Top, pins_area.w);
  const float title_h = canvas.line_height(title) + canvas.px(4);
  if (row.pins > 0) {
    draw_rows(canvas, {pins_area.x, pins_area.y + title_h, pins_area.w, pins_area.h - title_h},
              {row.pins});
  }
  draw_options(canvas,
               {middle.x + pins_area.w + gap, middle.y, middle.w - pins_area.w - gap, middle.h});
  // The ten values to pick from.
  digit_cells_.clear();
  if (grundy_->done()) return;
  const float cell = std::min(area.w / 10.0f, digit_h * 1.6f);
  const float x0 = area.center_x() - cell * 5;
  const float y = area.bottom() - digit_h;
  for (int d = 0; d < 10; ++d) {
    const Rect rect =
        Rect{x0 + cell * static_cast<float>(d), y, cell, digit_h}.inset(canvas.px(4), 0);
    ButtonLook look;
    look.hovered = hovered_digit_ == d;
    draw_button(canvas, rect, std::to_string(d), look);
    digit_cells_.push_back(rect);
  }
}

// The values in lines of their period p, from one line before the preperiod n0 on: each line
// from n0 is the one above it, and the first line's values that differ from the ones p later
// are marked (the values before n0 do not repeat).
void LessonPinsPanel::draw_period(Canvas& canvas, Rect area) {
  const Palette& c = canvas.colors();
  const auto found = game_info(game_.kind()).period(game_);
  if (!found) return;
  const Count p = found->period;
  const Count first = found->preperiod >= p ? found->preperiod - p : found->preperiod;
  constexpr Count kLines = 5;
  const auto value = [&](Count n) { return game_.grundy(Heaps{n}).value_or(0); };
  const TextStyle label = canvas.style(TextSize::Small, c.text_muted);
  const auto span = [p](Count start) {
    return std::to_string(start) + "–" + std::to_string(start + p - 1);
  };
  const float label_w = canvas.measure(span(first + (kLines - 1) * p), label).w + canvas.px(14);
  const float cell = std::min((area.w - label_w) / static_cast<float>(p), canvas.px(34));
  const float row_h = std::min(area.h / static_cast<float>(kLines), cell * 1.4f);
  const float width = label_w + cell * static_cast<float>(p);
  const float x0 = area.center_x() - width / 2;
  const float y0 = area.y + std::max(0.0f, (area.h - row_h * kLines) / 2);
  const TextSize size = cell >= canvas.px(24) ? TextSize::Body : TextSize::Small;
  for (Count line = 0; line < kLines; ++line) {
    const Count start = first + line * p;
    const float y = y0 + row_h * static_cast<float>(line);
    canvas.text(span(start), {x0 + label_w - canvas.px(10), y + row_h / 2}, label, Align::Right,
                VAlign::Middle);
    for (Count i = 0; i < p; ++i) {
      const Count n = start + i;
      const bool repeats = n >= found->preperiod || value(n) == value(n + p);
      const Rect box{x0 + label_w + cell * static_cast<float>(i), y, cell, row_h};
      if (!repeats)
        canvas.rounded_rect(box.inset(canvas.px(1), canvas.px(3)), canvas.px(4),
                            c.accent_b.with_alpha(90));
      const TextStyle digits = canvas.style(size, repeats ? c.text : c.title,
                                            repeats ? FontFace::Regular : FontFace::Bold);
      canvas.text(std::to_string(value(n)), {box.center_x(), box.center_y()}, digits, Align::Center,
                  VAlign::Middle);
    }
  }
}

std::unique_ptr<LessonPieces> make_pins_pieces(AppContext& ctx, const Lesson& lesson,
                                               std::size_t index, bool finished) {
  const LessonStep& step = lesson.steps[index];
  if (step.positions.empty() && step.kind != StepKind::Grundy && !step.values_repeat) {
    return nullptr;
  }
  // The rows' values are shown once a Grundy step before has found them.
  const auto first = lesson.steps.begin();
  const bool values = std::any_of(first, first + static_cast<std::ptrdiff_t>(index),
                                  [](const LessonStep& s) { return s.kind == StepKind::Grundy; });
  return std::make_unique<PiecesOf<LessonPinsPanel>>(finished, ctx, lesson, step, values);
}

}  // namespace marienbad::app
