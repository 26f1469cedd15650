#include "scenes/review_scene.hpp"

#include <algorithm>

#include "app/plain_buttons.hpp"
#include "boards/game_table.hpp"
#include "boards/hint_model.hpp"
#include "scenes/main_menu.hpp"
#include "scenes/move_rating.hpp"
#include "scenes/scene_factory.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(review_strings, S_("review.title", "Review of the game"),
                  S_("review.previous", "Previous"), S_("review.next", "Next"),
                  S_("review.key.previous", "←"), S_("review.key.next", "→"),
                  S_("review.try_again", "Try again from here"),
                  S_("review.key.try_again", "Enter"), S_("review.back", "Back"),
                  S_("review.key.back", "Esc"), S_("review.move_of", "Move {} of {}"),
                  S_("review.start", "Start position"), S_("review.end", "End of the game"),
                  S_("review.played", "{}: {}"), S_("review.to_play", "To play: {}"),
                  S_("review.you_won", "You won."), S_("review.side_won", "{} won."),
                  S_("review.better", "Better: {}"),
                  P_("review.better_more", "Better: {} (or one other winning move, marked too)",
                     "Better: {} (or {} other winning moves, marked too)"))

ReviewScene::ReviewScene(AppContext& ctx, ReviewInfo info)
    : ctx_(ctx),
      info_(std::move(info)),
      plies_(std::min(info_.match.cursor(), info_.reviews.size())),
      board_(game_entry(info_.setup.kind).make_board(ctx, info_.setup)) {
  buttons_ =
      ButtonList({{kPrevious, "review.previous", "", "review.key.previous", true, false, {}},
                  {kNext, "review.next", "", "review.key.next", true, false, {}},
                  {kTryAgain, "review.try_again", "", "review.key.try_again", true, true, {}},
                  {kBack, "review.back", "", "review.key.back", true, false, {}}});
  // The review opens where there is something to learn: the first blunder (against the
  // computer, the person's own), else the start.
  for (std::size_t ply = 0; ply < plies_; ++ply) {
    if (info_.reviews[ply].rating != MoveRating::Blunder) continue;
    if (info_.setup.opponent == Opponent::Computer && info_.match.side_of_ply(ply) != 0) continue;
    index_ = ply;
    break;
  }
  refresh();
}

ReviewScene::~ReviewScene() = default;

std::unique_ptr<Scene> make_review_scene(AppContext& ctx, ReviewInfo info) {
  return std::make_unique<ReviewScene>(ctx, std::move(info));
}

const MoveReview* ReviewScene::review() const {
  return index_ < plies_ ? &info_.reviews[index_] : nullptr;
}

void ReviewScene::go_to(std::size_t index) {
  index_ = std::min(index, plies_);
  refresh();
  ctx_.request_redraw();
}

void ReviewScene::step(int delta) {
  if (delta < 0 && index_ == 0) return;
  if (delta > 0 && index_ >= plies_) return;
  go_to(delta < 0 ? index_ - 1 : index_ + 1);
}

void ReviewScene::refresh() {
  const Language language = ctx_.strings().language();
  if (refreshed_index_ == index_ && refreshed_language_ == language) return;
  refreshed_index_ = index_;
  refreshed_language_ = language;
  suggestion_.reset();
  better_text_.clear();
  method_text_.clear();
  const MoveReview* rated = review();
  if (rated && rated->rating == MoveRating::Blunder && !rated->better.empty()) {
    // The game's own reasoning names one winning move: explained when the engine lists it.
    const Game& game = info_.match.game();
    const HintModel model = build_hint_model(game, position(), ctx_.strings(), true,
                                             board_->board_squares(), reached());
    const std::optional<Move> hinted = suggested_move(model);
    const bool listed = hinted && std::find(rated->better.begin(), rated->better.end(), *hinted) !=
                                      rated->better.end();
    suggestion_ = listed ? *hinted : rated->better.front();
    const std::string words =
        describe_move(game, position(), *suggestion_, ctx_.strings(), reached());
    // Counted, not listed: a long Kayles row's blunder missed thousands of winning moves.
    const Count others = saturate(rated->better_count) - 1;
    better_text_ = others == 0 ? ctx_.trf("review.better", words)
                               : ctx_.trn("review.better_more", others, words, others);
    if (listed) method_text_ = method_text(model);
  }
  // Every winning move the blunder missed is marked, the explained one first.
  std::vector<Move> marked;
  if (suggestion_) {
    marked.push_back(*suggestion_);
    for (const Move& move : rated->better) {
      if (move != *suggestion_) marked.push_back(move);
    }
  }
  board_->set_suggestions(std::move(marked));
}

std::optional<MatchSetup> ReviewScene::retry_setup() const {
  if (index_ >= plies_ || info_.match.game().is_terminal(position())) return std::nullopt;
  // A lesson's game is played again from its card (Retry), from the lesson's start: a
  // challenge is not passed from a position the review chose.
  if (!info_.setup.lesson.empty()) return std::nullopt;
  MatchSetup setup = info_.setup;
  setup.start = position();
  // Side 0 is the person (player 1) in make_match: the same side moves first again.
  setup.first = info_.match.side_of_ply(index_) == 0 ? FirstMover::Human : FirstMover::Computer;
  if (!check_playable(setup).ok()) return std::nullopt;
  return setup;
}

void ReviewScene::try_again() {
  const auto setup = retry_setup();
  if (!setup) return;
  // From the last games, an unfinished match may still be kept for Continue: ask first.
  start_new_match(ctx_, [this, setup = *setup] {
    auto scene = make_play_scene(ctx_, setup);
    if (!scene) return;
    ctx_.scenes().reset(std::make_unique<MainMenuScene>(ctx_));
    ctx_.scenes().push(std::move(scene));
  });
}

void ReviewScene::activate(int id) {
  ctx_.play(SoundId::Click);
  switch (id) {
    case kPrevious:
      return step(-1);
    case kNext:
      return step(1);
    case kTryAgain:
      return try_again();
    default:
      ctx_.scenes().pop();
      return;
  }
}

void ReviewScene::handle(const Input& input) {
  switch (input.action) {
    case Action::Left:
    case Action::Up:
      return step(-1);
    case Action::Right:
    case Action::Down:
      return step(1);
    case Action::Confirm:
      if (retry_setup()) activate(kTryAgain);
      return;
    case Action::Back:
      return activate(kBack);
    default:
      break;
  }
  if (input.is_pointer()) {
    if (auto id = buttons_.handle(input)) activate(*id);
  }
}

void ReviewScene::update(double dt_seconds) {
  board_->update(dt_seconds);
  refresh();  // the language may have changed under it
}

std::string ReviewScene::side_name(int side) const {
  const bool computer = info_.match.controller(side) != "human";
  switch (info_.setup.opponent) {
    case Opponent::Computer:
      return std::string(ctx_.tr(computer ? "play.computer" : "play.you"));
    case Opponent::SecondPerson:
      return ctx_.trf("play.player_n", side + 1);
    case Opponent::Demo:
      return ctx_.trf("play.computer_n", side == 0 ? "A" : "B");
  }
  return {};
}

// --- layout and drawing -----------------------------------------------------------------

void ReviewScene::layout(Canvas& canvas) {
  const Layout& l = canvas.layout();
  const Rect screen = l.screen();
  const float margin = l.px(22);
  wide_ = screen.w >= screen.h * 1.2f;
  if (wide_) {
    const float panel_w = std::clamp(screen.w * 0.34f, l.px(320), l.px(460));
    panel_rect_ = {screen.right() - margin - panel_w, margin, panel_w, screen.h - 2 * margin};
    board_rect_ = {margin, margin, panel_rect_.x - 2 * margin, screen.h - 2 * margin};
  } else {
    const float panel_h = screen.h * 0.5f;
    panel_rect_ = {margin, screen.bottom() - margin - panel_h, screen.w - 2 * margin, panel_h};
    board_rect_ = {margin, margin, screen.w - 2 * margin, panel_rect_.y - 2 * margin};
  }
  // Buttons at the bottom of the panel: Previous | Next, then Try again, then Back.
  auto& b = buttons_.buttons();
  const Rect inner = panel_rect_.inset(l.px(18));
  const float gap = l.px(10);
  const float bh = l.px(50);
  const float half = (inner.w - gap) / 2;
  const float y0 = inner.bottom() - 3 * bh - 2 * gap;
  b[kPrevious].rect = {inner.x, y0, half, bh};
  b[kNext].rect = {inner.x + half + gap, y0, half, bh};
  b[kTryAgain].rect = {inner.x, y0 + bh + gap, inner.w, bh};
  b[kBack].rect = {inner.x, y0 + 2 * (bh + gap), inner.w, bh};
  b[kPrevious].enabled = index_ > 0;
  b[kNext].enabled = index_ < plies_;
  b[kTryAgain].enabled = retry_setup().has_value();
}

void ReviewScene::draw_panel(Canvas& canvas) {
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  canvas.panel(panel_rect_, c.panel.with_alpha(235), c.panel_border, l.px(16));
  const Rect inner = panel_rect_.inset(l.px(18));
  const TextStyle title = canvas.style(TextSize::Heading, c.title, FontFace::Bold);
  const TextStyle small = canvas.style(TextSize::Small, c.text_muted);
  const TextStyle body = canvas.style(TextSize::Body, c.text);
  const TextStyle body_bold = canvas.style(TextSize::Body, c.text, FontFace::Bold);
  const float bottom = buttons_.buttons()[kPrevious].rect.y - l.px(12);
  float y = inner.y;
  canvas.text(ctx_.tr("review.title"), {inner.x, y},
              canvas.fitted(ctx_.tr("review.title"), title, inner.w));
  y += canvas.line_height(title);
  const std::string where = index_ < plies_ ? ctx_.trf("review.move_of", index_ + 1, plies_)
                                            : std::string(ctx_.tr("review.end"));
  canvas.text(game_name(ctx_.strings(), info_.setup) + " · " + where, {inner.x, y}, small);
  y += canvas.line_height(small) + l.px(8);
  canvas.line({inner.x, y}, {inner.right(), y}, std::max(1.0f, l.px(1)), c.panel_border);
  y += l.px(10);
  const Rect rest{inner.x, y, inner.w, std::max(0.0f, bottom - y)};
  canvas.set_clip(rest);
  if (index_ >= plies_) {
    const std::optional<int> winner = info_.match.winner();
    std::string text;
    if (winner) {
      const bool you =
          info_.setup.opponent == Opponent::Computer && info_.match.controller(*winner) == "human";
      text = you ? std::string(ctx_.tr("review.you_won"))
                 : ctx_.trf("review.side_won", side_name(*winner));
    }
    canvas.text_box(text, {rest.x, y, rest.w, rest.h}, canvas.style(TextSize::Large, c.text));
    canvas.set_clip(std::nullopt);
    return;
  }
  const int mover = info_.match.side_of_ply(index_);
  canvas.text(ctx_.trf("review.to_play", side_name(mover)), {inner.x, y}, small);
  y += canvas.line_height(small) + l.px(4);
  const std::string played = ctx_.trf(
      "review.played", side_name(mover),
      game_entry(info_.setup.kind)
          .move_words(ctx_.strings(), info_.match.game(), reached(), info_.match.moves()[index_]));
  y = canvas
          .text_box(played, {inner.x, y, inner.w, l.px(90)},
                    canvas.style(TextSize::Large, c.text, FontFace::Bold))
          .bottom() +
      l.px(8);
  if (const MoveReview* rated = review()) {
    const RatingLabel label = rating_label(ctx_.strings(), c, *rated);
    const TextStyle symbol = canvas.style(TextSize::Large, label.color, FontFace::Bold);
    const float symbol_w = canvas.measure("✓", symbol).w + l.px(8);
    canvas.text(label.symbol, {inner.x, y}, symbol);
    const TextStyle heading = canvas.style(TextSize::Body, label.color, FontFace::Bold);
    y = canvas
            .text_box(rating_title(ctx_.strings(), rated->rating),
                      {inner.x + symbol_w, y + l.px(2), inner.w - symbol_w, l.px(60)}, heading)
            .bottom();
    if (!label.remoteness.empty()) {
      canvas.text(label.remoteness, {inner.x + symbol_w, y},
                  canvas.style(TextSize::Body, label.color));
      y += canvas.line_height(body);
    }
    y += l.px(10);
  }
  if (!better_text_.empty()) {
    y = canvas.text_box(better_text_, {inner.x, y, inner.w, l.px(80)}, body_bold).bottom() +
        l.px(4);
    if (!method_text_.empty()) {
      canvas.text_box(method_text_, {inner.x, y, inner.w, std::max(0.0f, bottom - y)}, body);
    }
  }
  canvas.set_clip(std::nullopt);
}

void ReviewScene::draw(Canvas& canvas) {
  layout(canvas);
  canvas.background();
  board_->draw(
      canvas, BoardFrame{info_.match.game(), position(), false, board_rect_, false, {}, reached()});
  draw_panel(canvas);
  draw_plain_buttons(canvas, buttons_, ctx_.strings());
}

}  // namespace marienbad::app
