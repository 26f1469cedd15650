// "Last games": the last finished games, newest first, each opening its review. The games
// are kept in the player's directory (last_games.json, at most kMaxHistoryGames), added
// once when a game ends; a damaged file is reported and set aside, a damaged game skipped.

#include <algorithm>

#include "app/log.hpp"
#include "app/plain_buttons.hpp"
#include "app/widgets.hpp"
#include "boards/game_table.hpp"
#include "scenes/level_label.hpp"
#include "scenes/review_scene.hpp"
#include "scenes/scene_factory.hpp"
#include "session/game_history.hpp"
#include "session/move_review.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(last_games_strings, S_("last.title", "Last games"),
                  S_("last.none", "No finished game yet: play one!"), S_("last.you_won", "You won"),
                  S_("last.you_lost", "You lost"), S_("last.side_won", "{} won"),
                  P_("last.moves", "{} move", "{} moves"),
                  S_("last.keys", "↑↓ choose · Enter review · Esc back"))

namespace {

constexpr std::string_view kLastGamesFile = "last_games.json";

class LastGamesScene : public Scene {
 public:
  explicit LastGamesScene(AppContext& ctx) : ctx_(ctx), games_(load_last_games(ctx)) {
    std::reverse(games_.begin(), games_.end());  // newest first
    std::vector<Button> rows;
    for (std::size_t i = 0; i < games_.size(); ++i) {
      rows.push_back({static_cast<int>(i), "", "x", "", true, false, {}});
    }
    rows_ = ButtonList(std::move(rows));
    back_ = ButtonList({{0, "common.back", "", "", true, false, {}}});
  }

  std::string_view name() const override { return "last-games"; }
  void update(double /*dt_seconds*/) override {}

  void handle(const Input& input) override {
    if (input.action == Action::Back) {
      ctx_.scenes().pop();
      return;
    }
    if (input.is_pointer() && back_.handle(input)) {
      ctx_.scenes().pop();
      return;
    }
    if (auto id = rows_.handle(input)) open(static_cast<std::size_t>(*id));
  }

  void draw(Canvas& canvas) override {
    canvas.background();
    const Layout& l = canvas.layout();
    const Palette& c = canvas.colors();
    const Rect screen = l.screen();
    canvas.text(ctx_.tr("last.title"), {screen.center_x(), l.px(28)},
                canvas.style(TextSize::Heading, c.title, FontFace::Bold), Align::Center);
    const float width = std::min(screen.w - l.px(48), l.px(760));
    const float left = screen.center_x() - width / 2;
    const float top = l.px(96);
    const float bottom = screen.h - l.px(100);
    const float row_h = l.px(48);
    const float gap = l.px(8);
    if (games_.empty()) {
      canvas.text(ctx_.tr("last.none"), {screen.center_x(), top + l.px(40)},
                  canvas.style(TextSize::Body, c.text_muted), Align::Center);
    }
    // The rows that fit, scrolled so that the keyboard focus is shown.
    const auto fit = static_cast<std::size_t>(std::max(1.0f, (bottom - top + gap) / (row_h + gap)));
    const auto focus = static_cast<std::size_t>(std::max(0, rows_.focus_index()));
    const std::size_t first = focus < fit ? 0 : focus - fit + 1;
    auto& rows = rows_.buttons();
    for (std::size_t i = 0; i < rows.size(); ++i) {
      Button& b = rows[i];
      b.text = row_text(games_[i]);
      b.rect = {};
      if (i < first || i >= first + fit) continue;
      b.rect = {left, top + static_cast<float>(i - first) * (row_h + gap), width, row_h};
      ButtonLook look;
      look.hovered = static_cast<int>(i) == rows_.hover_index();
      look.focused = i == focus;
      draw_button(canvas, b.rect, b.text, look);
    }
    const float button_h = l.px(canvas.theme().button_height);
    back_.buttons()[0].rect = {left, screen.h - l.px(82), l.px(200), button_h};
    draw_plain_buttons(canvas, back_, ctx_.strings());  // the focus ring is the list's
    canvas.text(ctx_.tr("last.keys"), {screen.center_x(), screen.h - l.px(82) + button_h / 2},
                canvas.style(TextSize::Small, c.text_dim), Align::Center, VAlign::Middle);
  }

 private:
  // "Marienbad · You won · 7 moves · Perfect"
  std::string row_text(const SavedMatch& game) const {
    const Match& match = game.match;
    std::string text = game_name(ctx_.strings(), game.setup);
    if (const auto winner = match.winner()) {
      const bool computer = match.controller(*winner) != "human";
      std::string who;
      if (game.setup.opponent == Opponent::Computer) {
        who = std::string(ctx_.tr(computer ? "last.you_lost" : "last.you_won"));
      } else if (game.setup.opponent == Opponent::SecondPerson) {
        who = ctx_.trf("last.side_won", ctx_.trf("play.player_n", *winner + 1));
      } else {
        who = ctx_.trf("last.side_won", ctx_.trf("play.computer_n", *winner == 0 ? "A" : "B"));
      }
      text += " · " + who;
    }
    text += " · " + ctx_.trn("last.moves", match.cursor(), match.cursor());
    if (game.setup.opponent != Opponent::SecondPerson) {
      text += " · " + level_label(ctx_.strings(), game.setup.level);
    }
    return text;
  }

  void open(std::size_t index) {
    if (index >= games_.size()) return;
    ctx_.play(SoundId::Click);
    const SavedMatch& game = games_[index];
    // Rated here, once, when the game is opened (not while drawing).
    MoveReviews reviews;
    reviews.update(game.match);
    std::vector<MoveReview> rated;
    for (std::size_t ply = 0; ply < game.match.cursor() && reviews.at(ply); ++ply) {
      rated.push_back(*reviews.at(ply));
    }
    ctx_.scenes().push(make_review_scene(ctx_, ReviewInfo{game.match, game.setup, rated}));
  }

  AppContext& ctx_;
  std::vector<SavedMatch> games_;  // newest first
  ButtonList rows_;
  ButtonList back_;
};

}  // namespace

std::vector<SavedMatch> load_last_games(AppContext& ctx) {
  PlayerFiles& files = ctx.files();
  FileRead read = files.read(kLastGamesFile);
  if (!read.problem.empty()) log_warn("last games: {}", read.problem);
  if (!read.ok()) return {};
  auto history = history_from_text(read.text);
  if (!history) {
    log_warn("last games: {}", files.set_aside(kLastGamesFile, history.error()));
    return {};
  }
  for (const std::string& why : history->skipped) log_warn("last games: skipped {}", why);
  return std::move(history->games);
}

void remember_finished_game(AppContext& ctx, const Match& match, const MatchSetup& setup) {
  std::vector<SavedMatch> games = load_last_games(ctx);
  add_to_history(games, SavedMatch{match, setup});
  if (auto saved = ctx.files().write(kLastGamesFile, history_to_text(games)); !saved) {
    log_warn("could not keep the finished game: {}", saved.error());
  }
}

std::unique_ptr<Scene> make_last_games_scene(AppContext& ctx) {
  return std::make_unique<LastGamesScene>(ctx);
}

}  // namespace marienbad::app
