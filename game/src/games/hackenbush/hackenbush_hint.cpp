// Hackenbush's hint: the value of each piece (the parts that meet only at the ground), their
// sum, what its sign says (Winning Ways, chapter 1), and the cut to the best value left.
#include "games/hackenbush/hackenbush_hint.hpp"

#include "hackenbush/hackenbush.hpp"

MARIENBAD_STRINGS(hackenbush_hint_strings,
                  S_("hint.hackenbush.pieces",
                     "Each piece, from left to right, is worth a value; the picture "
                     "is worth their sum:"),
                  S_("hint.hackenbush.positive", "> 0: Blue wins, whoever starts."),
                  S_("hint.hackenbush.negative", "< 0: Red wins, whoever starts."),
                  S_("hint.hackenbush.zero", "= 0: whoever is to move loses."),
                  S_("hint.hackenbush.fuzzy", "Neither > 0, < 0 nor = 0: whoever is to move wins."),
                  S_("hint.hackenbush.cut", "Cut {}: it leaves {}."),
                  S_("hint.hackenbush.stuck", "Every cut leaves a picture your opponent wins."))

namespace marienbad::app {

std::string shown_value(const std::string& text) {
  std::string out;
  for (char ch : text) {
    if (ch == '-') {
      out.append("−");
    } else {
      out.push_back(ch);
    }
  }
  return out;
}

std::string value_meaning(const Strings& strings, ValueSign sign) {
  switch (sign) {
    case ValueSign::Positive:
      return std::string(strings.tr("hint.hackenbush.positive"));
    case ValueSign::Negative:
      return std::string(strings.tr("hint.hackenbush.negative"));
    case ValueSign::Zero:
      return std::string(strings.tr("hint.hackenbush.zero"));
    case ValueSign::Fuzzy:
      break;
  }
  return std::string(strings.tr("hint.hackenbush.fuzzy"));
}

void build_hackenbush_hint(const Game& game, const Heaps& position, const Reached& reached,
                           const Strings& strings, Count, HintModel& model) {
  HackenbushHint hint;
  const auto picture = decode_picture(position);
  if (!picture) return;
  if (auto pieces = picture_pieces(*picture)) {
    for (const auto& piece : *pieces) hint.pieces.push_back(shown_value(piece.value.text));
  }
  const auto value = picture_value(*picture);
  if (!value) return;
  for (std::size_t i = 0; i < hint.pieces.size(); ++i) {
    if (i > 0) hint.sum.append(" + ");
    const bool negative = hint.pieces[i].starts_with("−");
    if (negative && hint.pieces.size() > 1) hint.sum.append("(");
    hint.sum.append(hint.pieces[i]);
    if (negative && hint.pieces.size() > 1) hint.sum.append(")");
  }
  if (hint.pieces.size() != 1) {
    if (!hint.sum.empty()) hint.sum.append(" = ");
    hint.sum.append(shown_value(value->text));
  }
  hint.meaning = value_meaning(strings, value->sign);
  model.favourable = game.outcome(position) == Outcome::N;
  const std::vector<Move> winning = game.winning_moves(position);
  if (!winning.empty()) {
    model.suggested = winning.front();
    const Heaps after = game.apply(position, winning.front());
    const auto left = picture_value(picture_of(after));
    hint.method = strings.trf("hint.hackenbush.cut",
                              hackenbush_cut_words(strings, position, reached, winning.front()),
                              left ? shown_value(left->text) : "?");
  } else if (!game.is_terminal(position)) {
    hint.method = strings.tr("hint.hackenbush.stuck");
  }
  model.method = hint.method;
  model.detail = std::move(hint);
}

void draw_hackenbush_hint(Canvas& canvas, const HintFrame& frame, const HintModel& model,
                          const HintExtras& extras, const Strings& strings) {
  const auto* hint = std::any_cast<HackenbushHint>(&model.detail);
  if (hint == nullptr) return;
  const Palette& c = canvas.colors();
  const HintArea split = hint_area(canvas, frame.area, 0.5f);
  HintColumn values(canvas, split.side_by_side ? split.first : split.inner, split.text_size);
  if (!hint->sum.empty()) {
    values.text(std::string(strings.tr("hint.hackenbush.pieces")), c.text_muted);
    values.gap(4);
    values.text(hint->sum, c.title, FontFace::Bold);
    values.text(hint->meaning, c.text);
    values.gap(8);
  }
  HintColumn col(canvas, split.side_by_side ? split.second : values.remaining(), split.text_size);
  col.verdict(model);
  col.gap(6);
  if (frame.person_to_move && model.suggested) {
    col.suggestion(hint->method);
  } else if (!model.over) {
    col.text(hint->method, c.text);
  }
  col.extras(extras);
}

}  // namespace marienbad::app
