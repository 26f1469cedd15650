#include "games/nim/nim_lesson_rows.hpp"

#include <algorithm>

#include "app/strings.hpp"
#include "boards/hint_draw.hpp"
#include "boards/match_art.hpp"
#include "marienbad/analysis.hpp"

MARIENBAD_STRINGS(
    lesson_rows_strings,
    S_("lesson.rows.prompt", "Position {} of {}: leave your opponent a losing position."),
    S_("lesson.rows.prompt_even", "Position {} of {}: make it even in one move."),
    S_("lesson.rows.right_even", "Right: {} is even, every packet has a partner."),
    S_("lesson.rows.right_sum", "Right: {} has Σ = 0."),
    S_("lesson.rows.right_ones",
       "Right: {} has an odd number of rows of 1, so the last match is your opponent's."),
    S_("lesson.rows.wrong_packets",
       "Not quite: in {} these packets have no partner: {}. Try again."),
    S_("lesson.rows.wrong_sum", "Not quite: {} has Σ = {}, not 0. Try again."),
    S_("lesson.rows.wrong_ones",
       "Not quite: {} has an even number of rows of 1, so the last match would be yours. Try "
       "again."),
    S_("lesson.rows.wrong_last",
       "Not quite: that takes the last match, and under misère whoever takes it loses."),
    S_("lesson.rows.done", "Well done: each time, your opponent was left a losing position."),
    S_("lesson.rows.go_on", "Click or press Enter for the next position."),
    S_("lesson.sum.prompt", "Σ of these rows: click its digits to change them, then Check."),
    S_("lesson.sum.right_favourable",
       "Right: Σ = {}. It is not 0: the position is favourable for the player to move."),
    S_("lesson.sum.right_unfavourable", "Right: Σ = 0: the position is unfavourable."),
    P_("lesson.sum.wrong_even",
       "Not quite: {} row has a 1 in the column of {}s, an even number: Σ has a 0 there.",
       "Not quite: {} rows have a 1 in the column of {}s, an even number: Σ has a 0 there."),
    P_("lesson.sum.wrong_odd",
       "Not quite: {} row has a 1 in the column of {}s, an odd number: Σ has a 1 there.",
       "Not quite: {} rows have a 1 in the column of {}s, an odd number: Σ has a 1 there."),
    S_("lesson.keys.sum", "←→ choose a digit · 0 1 write it · Enter check · Esc lessons"),
    S_("lesson.keys.move", "↑↓ choose a row · ←→ fewer or more · Enter take · Esc lessons"))

namespace marienbad::app {

namespace {

Color packet_colour(const Palette& c, Count size) {
  switch (size) {
    case 1:
      return c.text;
    case 2:
      return c.accent_a;
    case 4:
      return c.title;
    default:
      return c.accent_b;
  }
}

std::string rows_text(const Heaps& rows) {
  return join_counts(rows, ", ");
}

}  // namespace

LessonRowsPanel::LessonRowsPanel(AppContext& ctx, const Lesson& lesson, const LessonStep& step)
    : ctx_(ctx), kind_(step.kind), binary_(lesson.binary) {
  if (kind_ == StepKind::Move) {
    moves_.emplace(NimGame(step.rule), step.positions);
  } else {
    read_position_ = step.positions.at(0);
  }
  if (kind_ == StepKind::Sum) {
    written_.assign(digital_sum(Rule::Normal, read_position_).width, '0');
  }
}

const Heaps& LessonRowsPanel::shown() const {
  if (result_) return *result_;
  return moves_ ? moves_->position() : read_position_;
}

bool LessonRowsPanel::done() const {
  if (kind_ == StepKind::Sum) return sum_right_;
  if (kind_ == StepKind::Move) return moves_->done();
  return true;
}

void LessonRowsPanel::finish() {
  if (moves_) moves_->finish();
  if (kind_ == StepKind::Sum) {
    const DigitalSum sum = digital_sum(Rule::Normal, read_position_);
    written_ = to_binary(sum.sum, sum.width);
    sum_right_ = true;
  }
  message_.clear();
  wrong_ = false;
}

std::string_view LessonRowsPanel::keys_key() const {
  if (kind_ == StepKind::Sum && !done()) return "lesson.keys.sum";
  if (kind_ == StepKind::Move && !done()) return "lesson.keys.move";
  return "lesson.keys";
}

std::string LessonRowsPanel::line() const {
  if (result_ && !done()) return message_ + " " + std::string(ctx_.tr("lesson.rows.go_on"));
  if (!message_.empty()) return message_;
  if (kind_ == StepKind::Sum) return std::string(ctx_.tr("lesson.sum.prompt"));
  if (kind_ == StepKind::Move && !moves_->done()) {
    return ctx_.trf(binary_ ? "lesson.rows.prompt" : "lesson.rows.prompt_even", moves_->index() + 1,
                    moves_->count());
  }
  return {};
}

void LessonRowsPanel::check_sum() {
  if (kind_ != StepKind::Sum || sum_right_) return;
  Count written = 0;
  for (char digit : written_) written = written * 2 + (digit == '1' ? 1 : 0);
  const SumCheck check = check_digital_sum(read_position_, written);
  wrong_ = !check.right;
  if (check.right) {
    sum_right_ = true;
    message_ = written == 0 ? std::string(ctx_.tr("lesson.sum.right_unfavourable"))
                            : ctx_.trf("lesson.sum.right_favourable", written_);
  } else {
    message_ = ctx_.trn(check.ones % 2 == 0 ? "lesson.sum.wrong_even" : "lesson.sum.wrong_odd",
                        check.ones, check.ones, check.place);
  }
}

void LessonRowsPanel::explain(const MoveCheck& check, const Heaps& before) {
  const std::string rows = rows_text(check.after);
  const bool misere = moves_->game().rule() == Rule::Misere;
  wrong_ = !check.right;
  if (check.right) {
    if (moves_->done()) {
      message_ = std::string(ctx_.tr("lesson.rows.done"));
    } else if (misere && check.only_ones) {
      message_ = ctx_.trf("lesson.rows.right_ones", rows);
    } else {
      message_ = ctx_.trf(binary_ ? "lesson.rows.right_sum" : "lesson.rows.right_even", rows);
    }
  } else if (misere && check.only_ones) {
    message_ = check.rows_of_one == 0 ? std::string(ctx_.tr("lesson.rows.wrong_last"))
                                      : ctx_.trf("lesson.rows.wrong_ones", rows);
  } else if (binary_) {
    message_ = ctx_.trf("lesson.rows.wrong_sum", rows,
                        to_binary(check.sum_after, digital_sum(Rule::Normal, before).width));
  } else {
    message_ =
        ctx_.trf("lesson.rows.wrong_packets", rows, join_counts(packets_of(check.sum_after), ", "));
  }
}

void LessonRowsPanel::take(std::size_t row, Count first) {
  const Heaps before = moves_->position();
  if (row >= before.size() || first >= before[row]) return;
  const auto check = moves_->answer(Move{row, before[row] - first, false});
  if (!check) return;
  explain(*check, before);
  if (check->right) result_ = check->after;
  hovered_.reset();
  cursor_row_.reset();  // the next try starts again from the first row (↓)
}

void LessonRowsPanel::move_cursor(const Input& input) {
  const Heaps& rows = moves_->position();
  const std::size_t n = rows.size();
  const auto start_on = [&](std::size_t row) {
    cursor_row_ = row;
    cursor_first_ = rows[row] - 1;  // take 1
  };
  if (!cursor_row_) {
    for (std::size_t r = 0; r < n; ++r) {
      if (rows[r] > 0) {
        start_on(r);
        return;
      }
    }
    return;
  }
  if (input.action == Action::Up || input.action == Action::Down) {
    const std::size_t step = input.action == Action::Down ? 1 : n - 1;
    for (std::size_t r = (*cursor_row_ + step) % n; r != *cursor_row_; r = (r + step) % n) {
      if (rows[r] > 0) {
        start_on(r);
        return;
      }
    }
  } else if (input.action == Action::Right && cursor_first_ > 0) {
    --cursor_first_;  // one more taken (as on the Nim board: → more, ← fewer)
  } else if (input.action == Action::Left && cursor_first_ + 1 < rows[*cursor_row_]) {
    ++cursor_first_;
  }
}

std::optional<LessonRowsPanel::MatchSpot> LessonRowsPanel::spot_at(Point p) const {
  for (const MatchSpot& spot : spots_) {
    if (spot.rect.contains(p)) return spot;
  }
  return std::nullopt;
}

bool LessonRowsPanel::handle(const Input& input) {
  if (done()) return false;
  if (kind_ == StepKind::Sum) {
    const std::size_t width = written_.size();
    switch (input.action) {
      case Action::Left:
      case Action::Right:
        sum_focus_ = (sum_focus_ + (input.action == Action::Right ? 1 : width - 1)) % width;
        return true;
      case Action::Digit:
        if (input.digit > 1) return false;
        written_[sum_focus_] = input.digit == 1 ? '1' : '0';
        sum_focus_ = std::min(sum_focus_ + 1, width - 1);
        message_.clear();
        return true;
      case Action::PointerPress:
        for (std::size_t i = 0; i < sum_cells_.size() && i < width; ++i) {
          if (!sum_cells_[i].contains(input.pointer)) continue;
          written_[i] = written_[i] == '1' ? '0' : '1';
          sum_focus_ = i;
          message_.clear();
          return true;
        }
        return false;
      default:
        return false;
    }
  }
  if (kind_ != StepKind::Move) return false;
  if (result_) {  // the position a right move left: any click or key goes on to the next one
    const bool go_on = (input.action == Action::PointerPress && input.button == 1) ||
                       input.action == Action::Confirm || input.action == Action::Up ||
                       input.action == Action::Down || input.action == Action::Left ||
                       input.action == Action::Right;
    if (!go_on) return false;
    result_.reset();
    message_.clear();
    wrong_ = false;
    return true;
  }
  switch (input.action) {
    case Action::PointerMove:
      hovered_ = spot_at(input.pointer);
      return false;  // the buttons follow the pointer too
    case Action::PointerPress:
      if (auto spot = spot_at(input.pointer); spot && input.button == 1) {
        take(spot->row, spot->index);
        return true;
      }
      return false;
    case Action::Up:
    case Action::Down:
    case Action::Left:
    case Action::Right:
      move_cursor(input);
      return true;
    case Action::NextFocus:
    case Action::PrevFocus:  // Enter presses a button again
      cursor_row_.reset();
      return false;
    case Action::Confirm:
      if (!cursor_row_) return false;
      take(*cursor_row_, cursor_first_);
      return true;
    default:
      return false;
  }
}

// The rows of matches, each packet outlined in its size's colour with the size above it;
// in the packets lesson "7 = 4 + 2 + 1" to the right of each row.
void LessonRowsPanel::draw_rows(Canvas& canvas, Rect area) {
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const Heaps& rows = shown();
  const std::size_t n = std::max<std::size_t>(rows.size(), 1);
  const float row_h = area.h / static_cast<float>(n);
  const float gap = 0.8f;  // between two packets, in match spacings
  float widest = 4;
  for (Count count : rows) {
    const float packets = static_cast<float>(packets_of(count).size());
    widest = std::max(widest, static_cast<float>(count) + gap * std::max(packets - 1, 0.0f));
  }
  const TextStyle sum_style = canvas.style(TextSize::Body, c.text_muted);
  const auto row_words = [&](Count count) {
    const std::vector<Count> packets = packets_of(count);
    if (packets.size() < 2) return std::to_string(count);
    return std::to_string(count) + " = " + join_counts(packets, " + ");
  };
  float words_w = 0;
  if (!binary_) {
    for (Count count : rows)
      words_w = std::max(words_w, canvas.measure(row_words(count), sum_style).w);
    words_w += l.px(24);
  }
  const float spacing =
      std::clamp(std::min((area.w - words_w) / widest, row_h * 0.3f), l.px(8), l.px(34));
  const TextStyle label = canvas.style(TextSize::Small, c.title, FontFace::Bold);
  // Room above each row for its packets' sizes.
  const float length =
      std::max(l.px(12), std::min(row_h - canvas.line_height(label) - l.px(20), spacing * 3.2f));
  const float thickness = std::max(3.0f, spacing * 0.3f);
  const float block_w = widest * spacing + words_w;
  const float x0 = area.center_x() - block_w / 2 + spacing / 2;
  spots_.clear();
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const float base = area.y + row_h * (static_cast<float>(r) + 0.5f) + length * 0.5f +
                       canvas.line_height(label) * 0.5f;
    std::optional<Count> taken_from;  // the matches a click or Enter would take
    if (hovered_ && hovered_->row == r) taken_from = hovered_->index;
    if (cursor_row_ == r && !hovered_) taken_from = cursor_first_;
    float x = x0;
    Count index = 0;
    for (Count packet : packets_of(rows[r])) {
      const float first_x = x;
      for (Count i = 0; i < packet; ++i, ++index, x += spacing) {
        MatchLook look;
        float lift = 0;
        if (taken_from && index >= *taken_from && !done()) {
          look.highlighted = true;
          look.highlight = c.accent_b;
          lift = l.px(6);
        }
        draw_match(canvas, {x, base - lift}, length, thickness, look);
        spots_.push_back(
            {r, index, {x - spacing / 2, base - length - l.px(6), spacing, length + l.px(12)}});
      }
      const Color colour = packet_colour(c, packet);
      const Rect box{first_x - spacing * 0.42f, base - length - l.px(10),
                     x - spacing - first_x + spacing * 0.84f, length + l.px(14)};
      canvas.rounded_outline(box, std::min(l.px(8), spacing * 0.3f), std::max(1.5f, l.px(2)),
                             colour.with_alpha(220));
      TextStyle size_label = label;
      size_label.color = colour;
      canvas.text(std::to_string(packet), {box.center_x(), box.y - l.px(1)}, size_label,
                  Align::Center, VAlign::Bottom);
      x += spacing * gap;
    }
    if (rows[r] == 0) {  // an empty row keeps a faint mark
      canvas.capsule({x0, base}, {x0, base - length * 0.25f}, thickness,
                     c.panel_border.with_alpha(90));
    }
    if (cursor_row_ == r && !done()) {
      canvas.text("▶", {x0 - spacing, base - length / 2}, canvas.style(TextSize::Body, c.focus),
                  Align::Right, VAlign::Middle);
    }
    if (!binary_) {
      canvas.text(row_words(rows[r]),
                  {x0 - spacing / 2 + widest * spacing + l.px(24), base - length / 2}, sum_style,
                  Align::Left, VAlign::Middle);
    }
  }
}

void LessonRowsPanel::draw(Canvas& canvas, Rect area) {
  const Layout& l = canvas.layout();
  if (!binary_) {
    draw_rows(canvas, area);
    return;
  }
  const float table_w = std::min(area.w * 0.5f, l.px(440));
  draw_rows(canvas, {area.x, area.y, area.w - table_w - l.px(16), area.h});
  const Rect table{area.right() - table_w, area.y, table_w, area.h};
  // The table of the position shown, built when that position changes (not every frame).
  if (table_for_ != shown() || !table_) {
    table_for_ = shown();
    table_ =
        digital_sum_hint(digital_sum(moves_ ? moves_->game().rule() : Rule::Normal, table_for_));
  }
  if (!table_) return;
  HintExtras extras;
  if (kind_ == StepKind::Sum && !sum_right_) {
    extras.written_sum = &written_;
    extras.sum_cells = &sum_cells_;
    extras.sum_focus = sum_focus_;
  }
  for (TextSize size : {TextSize::Large, TextSize::Body, TextSize::Small}) {
    const float h = canvas.line_height(canvas.style(size, canvas.colors().text)) * 1.25f *
                    static_cast<float>(table_->rows.size() + 3);
    const Rect box{table.x, table.y + std::max(0.0f, (table.h - h) / 2), table.w, table.h};
    if (draw_binary_table(canvas, box, *table_, extras, ctx_.strings(), size, nullptr) > 0) {
      return;
    }
  }
}

std::unique_ptr<LessonPieces> make_rows_pieces(AppContext& ctx, const Lesson& lesson,
                                               std::size_t index, bool finished) {
  const LessonStep& step = lesson.steps[index];
  if (step.positions.empty()) return nullptr;
  return std::make_unique<PiecesOf<LessonRowsPanel>>(finished, ctx, lesson, step);
}

}  // namespace marienbad::app
