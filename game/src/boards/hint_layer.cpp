// The hint overlay: builds the HintModel once per position (and the preview / verdict
// once per move), hands the suggestion to the board and draws the game's explanation.
#include <algorithm>

#include "boards/board_view.hpp"
#include "boards/game_table.hpp"
#include "boards/hint_draw.hpp"
#include "games/sum/sum_part_values.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(hint_layer_strings, S_("hint.title", "Hint"))

namespace {

class GameHintLayer : public HintLayer {
 public:
  GameHintLayer(AppContext& ctx, GameKind kind) : ctx_(ctx), kind_(kind) {}

  float share(bool beside) const override {
    const GameEntry::HintShape& shape = game_entry(kind_).hint_shape;
    return beside ? shape.share_beside : shape.share_under;
  }

  float beside_ratio() const override { return game_entry(kind_).hint_shape.beside_ratio; }

  std::optional<Move> suggestion(const HintFrame& frame) override {
    if (!frame.person_to_move) return std::nullopt;
    return suggested_move(model(frame));
  }

  void draw(Canvas& canvas, const HintFrame& frame) override {
    if (frame.area.w <= 0 || frame.area.h <= 0) return;
    const HintModel& m = model(frame);
    HintExtras extras;
    if (frame.person_to_move) {
      if (frame.pending_move) {
        refresh(preview_key_, preview_, *frame.pending_move, frame, [&] {
          return build_move_preview(frame.game, frame.position, *frame.pending_move, ctx_.strings(),
                                    frame.reached);
        });
        if (preview_) extras.preview = &*preview_;
      }
      if (frame.hovered_move) {
        refresh(verdict_key_, verdict_, *frame.hovered_move, frame, [&] {
          return build_move_verdict(frame.game, frame.position, *frame.hovered_move, ctx_.strings(),
                                    frame.reached);
        });
        if (verdict_) extras.verdict = &*verdict_;
      }
    }
    row_cells_.clear();  // filled again where the table is drawn
    if (frame.game.is_sum()) {
      extras.row_cells = &row_cells_;
      if (open_part_) {
        refresh(part_key_, part_values_, Move{*open_part_, 0, false}, frame, [&] {
          return build_part_values(frame.game, frame.position, *open_part_, ctx_.strings());
        });
        if (part_values_) extras.part_values = &*part_values_;
      }
    }
    const Layout& l = canvas.layout();
    const Palette& c = canvas.colors();
    canvas.panel(frame.area, c.panel.with_alpha(235), c.panel_border, l.px(14));
    game_entry(kind_).draw_hint(canvas, frame, m, extras, ctx_.strings());
  }

  std::optional<std::size_t> open_part() const override { return open_part_; }
  std::vector<Rect> part_rows() const override { return row_cells_; }

  // A sum's parts: V shows each part's values in turn, then the sum again; a click on a
  // part's row of the table shows its values, a click on them the sum again.
  bool handle(const Input& input, const HintFrame& frame) override {
    const SumGame* sum = frame.game.sum();
    if (sum == nullptr || sum->part_count() == 0) return false;
    if (input.action == Action::PartValues) {
      if (!open_part_) {
        open_part_ = 0;
      } else if (*open_part_ + 1 < sum->part_count()) {
        ++*open_part_;
      } else {
        open_part_.reset();
      }
      return true;
    }
    if (input.action != Action::PointerPress || !frame.area.contains(input.pointer)) return false;
    if (open_part_) {
      open_part_.reset();
      return true;
    }
    for (std::size_t i = 0; i < row_cells_.size() && i < sum->part_count(); ++i) {
      if (row_cells_[i].contains(input.pointer)) {
        open_part_ = i;
        return true;
      }
    }
    return false;
  }

 private:
  struct Key {
    Heaps position;
    Reached reached;
    bool person = false;
    Language language = "en";
    Count board_size = 0;
    std::optional<Move> move;
    friend bool operator==(const Key&, const Key&) = default;
  };

  Key key_of(const HintFrame& frame, std::optional<Move> move = std::nullopt) const {
    return {frame.position,
            frame.reached,
            frame.person_to_move,
            ctx_.strings().language(),
            frame.view != nullptr ? frame.view->board_squares() : 0,
            move};
  }

  // The analysis runs when the position (or language, or turn) changes, never per frame.
  const HintModel& model(const HintFrame& frame) {
    Key key = key_of(frame);
    if (!model_ || key != model_key_) {
      model_ = build_hint_model(frame.game, frame.position, ctx_.strings(), frame.person_to_move,
                                key.board_size, frame.reached);
      model_key_ = std::move(key);
    }
    return *model_;
  }

  template <class T, class Build>
  void refresh(std::optional<Key>& key, std::optional<T>& value, const Move& move,
               const HintFrame& frame, Build build) {
    Key k = key_of(frame, move);
    if (key && *key == k) return;
    value = build();
    key = std::move(k);
  }

  AppContext& ctx_;
  GameKind kind_;
  std::optional<HintModel> model_;
  Key model_key_;
  std::optional<Key> preview_key_;
  std::optional<MovePreview> preview_;
  std::optional<Key> verdict_key_;
  std::optional<MoveVerdictHint> verdict_;
  std::optional<std::size_t> open_part_;  // a sum's part whose values are shown
  std::vector<Rect> row_cells_;           // the sum's table rows as last drawn
  std::optional<Key> part_key_;
  std::optional<PartValues> part_values_;
};

}  // namespace

std::unique_ptr<HintLayer> make_hint_layer(AppContext& ctx, GameKind kind) {
  return std::make_unique<GameHintLayer>(ctx, kind);
}

// --- shared drawing ---------------------------------------------------------------------

bool HintColumn::text(const std::string& text, Color color, FontFace face) {
  if (text.empty()) return true;
  const TextStyle s = canvas_.style(size_, color, face);
  const float h = canvas_.wrapped_height(text, s, box_.w);
  if (y() + h > box_.bottom() + 1) return false;
  canvas_.text_box(text, {box_.x, y(), box_.w, h}, s);
  y_ = y() + h;
  return true;
}

void HintColumn::gap(float design_px) {
  y_ = y() + canvas_.px(design_px);
}

void HintColumn::verdict(const HintModel& model) {
  const Palette& c = canvas_.colors();
  const TextStyle s = canvas_.style(size_, c.text, FontFace::Bold);
  const float line = canvas_.line_height(s);
  const float r = line * 0.5f;
  const Color accent = model.favourable ? c.accent_a : c.accent_b;
  // Once the game is over there is no ✓/✗ mark: the text starts at the left edge.
  const float text_x = model.over ? box_.x : box_.x + 2 * r + canvas_.px(8);
  const float text_w = std::max(0.0f, box_.right() - text_x);
  const float h = std::max(line, canvas_.wrapped_height(model.verdict, s, text_w));
  if (y() + h > box_.bottom() + 1) return;
  if (!model.over) {
    const Point center{box_.x + r, y() + line / 2};
    const TextStyle mark =
        canvas_.style(size_, model.favourable ? c.background : accent, FontFace::Bold);
    if (model.favourable) {
      canvas_.disc(center, r, accent);
    } else {
      canvas_.circle(center, r, std::max(2.0f, r * 0.22f), accent);
    }
    canvas_.text(model.favourable ? "✓" : "✗", center, mark, Align::Center, VAlign::Middle);
  }
  canvas_.text_box(model.verdict, {text_x, y(), text_w, h}, s);
  y_ = y() + h;
}

bool HintColumn::suggestion(const std::string& text) {
  if (text.empty()) return true;
  const Palette& c = canvas_.colors();
  const TextStyle s = canvas_.style(size_, c.text, FontFace::Bold);
  const float line = canvas_.line_height(s);
  const float mark_w = line * 0.8f;
  const float w = std::max(0.0f, box_.w - mark_w);
  const float h = canvas_.wrapped_height(text, s, w);
  if (y() + h > box_.bottom() + 1) return false;
  // The same triangle the board puts under the suggested matches.
  const float cx = box_.x + mark_w * 0.4f;
  const float cy = y() + line * 0.5f;
  const float t = line * 0.28f;
  canvas_.triangle({cx, cy - t}, {cx - t, cy + t * 0.7f}, {cx + t, cy + t * 0.7f}, c.accent_a);
  canvas_.text_box(text, {box_.x + mark_w, y(), w, h}, s);
  y_ = y() + h;
  return true;
}

void HintColumn::extras(const HintExtras& extras) {
  const Palette& c = canvas_.colors();
  // Without Σ the preview says what the verdict below says again: the verdict alone then.
  if (extras.preview && (extras.preview->sum_bits || !extras.verdict)) {
    gap(6);
    text(extras.preview->line, extras.preview->good ? c.accent_a : c.accent_b, FontFace::Bold);
  }
  if (extras.verdict) {
    gap(4);
    text(extras.verdict->line, extras.verdict->wins ? c.accent_a : c.accent_b);
  }
}

HintArea hint_area(const Canvas& canvas, Rect area, float first_share) {
  const Layout& l = canvas.layout();
  const Rect inner = area.inset(l.px(14));
  const float gap = l.px(16);
  HintArea split{inner, inner, inner, inner.w > inner.h * 1.6f, TextSize::Small};
  if (split.side_by_side) {
    const float w = (inner.w - gap) * first_share;
    split.first = {inner.x, inner.y, w, inner.h};
    split.second = {inner.x + w + gap, inner.y, inner.w - w - gap, inner.h};
  } else {
    const float h = (inner.h - gap) * first_share;
    split.first = {inner.x, inner.y, inner.w, h};
    split.second = {inner.x, inner.y + h + gap, inner.w, inner.h - h - gap};
  }
  if (inner.h > l.px(300) && inner.w > l.px(260)) split.text_size = TextSize::Body;
  return split;
}

}  // namespace marienbad::app
