#include "scenes/play_scene.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cmath>

#include "scenes/game_over.hpp"
#include "scenes/main_menu.hpp"
#include "scenes/plain_buttons.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(
    play_strings, {"play.undo", "Undo", "Annuler"}, {"play.redo", "Redo", "Rétablir"},
    {"play.hint", "Hint", "Indice"}, {"play.hint_hide", "Hide hint", "Masquer l'indice"},
    {"play.hint_hide_short", "Hide", "Masquer"}, {"play.new_game", "New game", "Rejouer"},
    {"play.menu", "Menu", "Menu"}, {"play.key.undo", "Ctrl+Z", "Ctrl+Z"},
    {"play.key.redo", "Ctrl+Y", "Ctrl+Y"}, {"play.key.hint", "H", "H"},
    {"play.key.rules", "F1", "F1"}, {"play.key.new_game", "Ctrl+N", "Ctrl+N"},
    {"play.key.menu", "Esc", "Échap"}, {"play.you", "You", "Vous"},
    {"play.computer", "The computer", "L'ordinateur"},
    {"play.computer_short", "Computer", "Ordinateur"}, {"play.player_n", "Player {}", "Joueur {}"},
    {"play.computer_n", "Computer {}", "Ordinateur {}"},
    {"play.your_turn", "Your turn", "À vous de jouer"},
    {"play.player_turn", "{} to play", "Au tour de : {}"},
    {"play.thinking", "The computer is thinking…", "L'ordinateur réfléchit…"},
    {"play.named_thinking", "{} is thinking…", "{} réfléchit…"},
    {"play.you_win", "You win!", "Vous avez gagné !"},
    {"play.computer_wins", "The computer wins", "L'ordinateur a gagné"},
    {"play.side_wins", "{} wins", "{} a gagné"},
    {"play.next_game", "Next game in a moment…", "Partie suivante dans un instant…"},
    {"play.move_line", "{}. {}: {}", "{}. {} : {}"}, {"play.shown_move", "{}: {}", "{} : {}"},
    {"play.moves", "Moves", "Coups"},
    {"play.no_moves", "No move yet.", "Aucun coup pour l'instant."},
    {"play.vs_computer", "Against the computer", "Contre l'ordinateur"},
    {"play.vs_person", "Two players, one screen", "Deux joueurs, un écran"},
    {"play.demo", "Computer against computer", "Ordinateur contre ordinateur"},
    {"play.level", "Level: {}", "Niveau : {}"}, {"play.level.random", "Random", "Hasard"},
    {"play.level.easy", "Easy", "Facile"}, {"play.level.medium", "Medium", "Moyen"},
    {"play.level.hard", "Hard", "Difficile"}, {"play.level.perfect", "Perfect", "Parfait"},
    {"play.rule.nim.misere", "Last match loses", "Qui prend la dernière allumette perd"},
    {"play.rule.nim.normal", "Last match wins", "Qui prend la dernière allumette gagne"},
    {"play.rule.subtraction.misere", "Last token loses", "Qui prend le dernier jeton perd"},
    {"play.rule.subtraction.normal", "Last token wins", "Qui prend le dernier jeton gagne"},
    {"play.rule.wythoff.misere", "Reaching the corner loses", "Atteindre le coin fait perdre"},
    {"play.rule.wythoff.normal", "Reaching the corner wins", "Atteindre le coin fait gagner"},
    {"play.rule.misere_tag", "misère", "misère"}, {"play.rule.normal_tag", "normal", "normal"},
    {"play.words.nim", "{} from row {}", "{} de la rangée {}"},
    {"play.words.subtraction", "takes {}", "en prend {}"},
    {"play.words.wythoff_x", "{} left", "{} vers la gauche"},
    {"play.words.wythoff_y", "{} down", "{} vers le bas"},
    {"play.words.wythoff_xy", "{} diagonally", "{} en diagonale"},
    {"play.no_hint", "No hints for this game yet.", "Pas encore d'indices pour ce jeu."},
    {"play.game_over", "Game over", "Partie terminée"},
    {"play.end.nim", "{} took the last match.", "{} a pris la dernière allumette."},
    {"play.end.nim.you", "You took the last match.", "Vous avez pris la dernière allumette."},
    {"play.end.subtraction", "{} took the last token.", "{} a pris le dernier jeton."},
    {"play.end.subtraction.you", "You took the last token.", "Vous avez pris le dernier jeton."},
    {"play.end.wythoff", "{} reached the corner.", "{} a atteint le coin."},
    {"play.end.wythoff.you", "You reached the corner.", "Vous avez atteint le coin."})

namespace {
constexpr double kThinkSeconds = 0.9;
constexpr double kDemoThinkSeconds = 0.6;
constexpr double kDemoPauseSeconds = 2.5;
constexpr double kMessageSeconds = 2.5;

marienbad::Language engine_language(AppContext& ctx) {
  return ctx.strings().language() == app::Language::Fr ? marienbad::Language::French
                                                       : marienbad::Language::English;
}

GameKind next_kind(GameKind kind) {
  switch (kind) {
    case GameKind::Nim:
      return GameKind::Subtraction;
    case GameKind::Subtraction:
      return GameKind::Wythoff;
    case GameKind::Wythoff:
      return GameKind::Nim;
  }
  return GameKind::Nim;
}
}  // namespace

std::unique_ptr<Scene> make_play_scene(AppContext& ctx, const MatchSetup& setup) {
  auto match = make_match(setup, ctx.next_seed());
  if (!match) {
    // The setup scenes only offer valid setups; a bad one falls back to the standard game.
    spdlog::warn("cannot start that match ({}); playing the standard one", match.error());
    MatchSetup standard = default_setup(setup.kind);
    standard.level = is_level(setup.level) ? setup.level : "medium";
    standard.opponent = setup.opponent;
    standard.first = setup.first;
    match = make_match(standard, ctx.next_seed());
    if (!match) return nullptr;
    return std::make_unique<PlayScene>(ctx, std::move(match).value(), standard);
  }
  return std::make_unique<PlayScene>(ctx, std::move(match).value(), setup);
}

std::unique_ptr<Scene> make_play_scene(AppContext& ctx, Match match, const MatchSetup& setup) {
  return std::make_unique<PlayScene>(ctx, std::move(match), setup);
}

PlayScene::PlayScene(AppContext& ctx, Match match, MatchSetup setup, bool demo_cycle)
    : ctx_(ctx),
      setup_(std::move(setup)),
      match_(std::move(match)),
      rng_(ctx.next_seed()),
      demo_cycle_(demo_cycle),
      hint_layer_(make_hint_layer(ctx, match_.game().kind())) {
  setup_.kind = match_.game().kind();
  board_ = make_board_view(ctx, setup_);
  for (int side = 0; side < 2; ++side) {
    const std::string& controller = match_.controller(side);
    if (controller == "human") continue;
    auto player = make_player(controller);
    if (!player) player = make_player("medium");  // a damaged saved match
    players_[static_cast<std::size_t>(side)] = std::move(player).value();
  }
  buttons_ = ButtonList({{kUndo, "play.undo", "", "play.key.undo", true, false, {}},
                         {kRedo, "play.redo", "", "play.key.redo", true, false, {}},
                         {kHint, "play.hint", "", "play.key.hint", true, false, {}},
                         {kRules, "common.rules", "", "play.key.rules", true, false, {}},
                         {kNewGame, "play.new_game", "", "play.key.new_game", true, false, {}},
                         {kMenu, "play.menu", "", "play.key.menu", true, false, {}}});
  if (setup_.learning_mode || ctx_.settings().learning_mode || ctx_.options().hint) {
    set_hint_visible(true);
  }
}

PlayScene::~PlayScene() = default;

void PlayScene::enter() {
  ctx_.request_redraw();
}

void PlayScene::exit() {
  save_or_forget();
}

void PlayScene::save_or_forget() {
  // Demo matches are not kept; a finished match leaves nothing to continue.
  if (setup_.opponent == Opponent::Demo || demo_cycle_) return;
  if (match_.over()) {
    forget_unfinished_match(ctx_);
  } else {
    save_unfinished_match(ctx_, match_, setup_);
  }
}

// --- turn order -------------------------------------------------------------------------

bool PlayScene::person_to_move() const {
  return !match_.over() && !is_computer(match_.side_to_move()) && !board_->animating();
}

double PlayScene::thinking_seconds() const {
  return setup_.opponent == Opponent::Demo || demo_cycle_ ? kDemoThinkSeconds : kThinkSeconds;
}

BoardFrame PlayScene::frame() const {
  return {match_.game(), match_.position(), person_to_move(), board_rect_};
}

bool PlayScene::animating() const {
  if (board_->animating() || demo_pause_ > 0 || hint_message_ > 0) return true;
  if (hint_layer_ && hint_visible_ && hint_layer_->animating()) return true;
  if (match_.over()) return !finished_;
  return is_computer(match_.side_to_move());  // waiting for the thinking delay
}

void PlayScene::update(double dt_seconds) {
  // The loop stops drawing once nothing animates: the frame after an animation or a
  // message ends (turn card back to "Your turn", message gone) must be asked for.
  const bool was_busy = board_->animating() || hint_message_ > 0;
  board_->update(dt_seconds);
  if (hint_layer_) hint_layer_->update(dt_seconds);
  hint_message_ = std::max(0.0, hint_message_ - dt_seconds);
  if (was_busy && !board_->animating() && hint_message_ <= 0) ctx_.request_redraw();
  if (board_->animating()) return;
  shown_ply_.reset();

  if (match_.over()) {
    if (!finished_) finish();
    if (demo_cycle_ && demo_pause_ > 0) {
      demo_pause_ -= dt_seconds;
      if (demo_pause_ <= 0) {
        MatchSetup next = default_setup(next_kind(setup_.kind));
        next.opponent = Opponent::Demo;
        next.level = setup_.level;
        next.first = FirstMover::Random;
        auto match = make_match(next, ctx_.next_seed());
        if (match) {
          ctx_.scenes().replace(
              std::make_unique<PlayScene>(ctx_, std::move(match).value(), next, true));
        }
      }
    }
    return;
  }

  const int side = match_.side_to_move();
  const Player* player = players_[static_cast<std::size_t>(side)].get();
  if (!player) return;
  // The choice is made once per position; the delay only lets the person follow.
  if (!choice_ || choice_ply_ != match_.cursor()) {
    Rng rng = rng_.derive(match_.cursor());
    choice_ = player->choose(match_.game(), match_.position(), rng);
    choice_ply_ = match_.cursor();
    thinking_left_ = thinking_seconds();
  }
  thinking_left_ -= dt_seconds * ctx_.settings().animation_speed;
  if (thinking_left_ <= 0) {
    const Move move = *choice_;
    choice_.reset();
    play_move(move, true);
  }
}

void PlayScene::play_move(const Move& move, bool by_computer) {
  const Heaps before = match_.position();
  if (auto played = match_.play(move); !played) {
    spdlog::warn("move refused: {}", played.error());
    return;
  }
  board_->show_move(move, before, by_computer);
  shown_ply_ = match_.cursor() - 1;
  finished_ = false;
  ctx_.play(by_computer ? SoundId::ComputerTake : SoundId::Take);
  ctx_.request_redraw();
}

void PlayScene::finish() {
  finished_ = true;
  const int winner = match_.winner().value_or(0);
  const bool person_won = !is_computer(winner);
  if (setup_.opponent == Opponent::Computer) {
    ctx_.play(person_won ? SoundId::Win : SoundId::Lose);
    // Statistics count games against the computer only, once per match.
    if (!recorded_) {
      recorded_ = true;
      ctx_.statistics().record(to_string(setup_.kind), setup_.level, person_won, hints_used_ > 0);
      ctx_.save_statistics();
    }
  } else {
    ctx_.play(SoundId::Win);
  }
  if (setup_.opponent != Opponent::Demo && !demo_cycle_) forget_unfinished_match(ctx_);
  if (demo_cycle_) {
    demo_pause_ = kDemoPauseSeconds;
    return;
  }
  GameOverInfo info;
  info.setup = setup_;
  info.winner_text = turn_text();
  if (match_.cursor() > 0) {
    // Who made the last move: with the rule shown beside it, why this side won.
    const int last = match_.side_of_ply(match_.cursor() - 1);
    const std::string key = "play.end." + std::string(to_string(setup_.kind));
    info.reason = setup_.opponent == Opponent::Computer && !is_computer(last)
                      ? std::string(ctx_.tr(key + ".you"))
                      : ctx_.trf(key, side_name(last));
    info.reason += " " + rule_text() + ".";
  }
  info.person_won =
      setup_.opponent == Opponent::Computer ? std::optional<bool>(person_won) : std::nullopt;
  info.moves = match_.cursor();
  info.hints_used = hints_used_;
  ctx_.scenes().push(make_game_over(ctx_, std::move(info)));
}

void PlayScene::after_position_change() {
  choice_.reset();
  shown_ply_.reset();
  board_->reset();
  if (!match_.over()) finished_ = false;
  ctx_.request_redraw();
}

bool PlayScene::can_undo() const {
  if (setup_.opponent == Opponent::Demo || demo_cycle_) return false;
  // Only computer moves before the cursor (the computer opened): nothing of yours to undo.
  for (std::size_t ply = 0; ply < match_.cursor(); ++ply) {
    if (!is_computer(match_.side_of_ply(ply))) return true;
  }
  return false;
}

void PlayScene::undo() {
  if (!can_undo()) return;
  // Against the computer: back to the person's turn (their move and the reply).
  match_.undo();
  while (match_.can_undo() && is_computer(match_.side_to_move())) match_.undo();
  after_position_change();
}

void PlayScene::redo() {
  if (!match_.can_redo() || setup_.opponent == Opponent::Demo || demo_cycle_) return;
  match_.redo();
  while (match_.can_redo() && !match_.over() && is_computer(match_.side_to_move())) match_.redo();
  after_position_change();
}

void PlayScene::new_game() {
  auto scene = make_play_scene(ctx_, setup_);
  if (scene) ctx_.scenes().replace(std::move(scene));
}

void PlayScene::back_to_menu() {
  ctx_.scenes().reset(std::make_unique<MainMenuScene>(ctx_));
}

void PlayScene::set_hint_visible(bool visible) {
  if (visible && !hint_layer_) {
    hint_message_ = kMessageSeconds;
    hint_visible_ = false;
    return;
  }
  hint_visible_ = visible;
  if (!visible) board_->set_suggestion(std::nullopt);
  ctx_.request_redraw();
}

void PlayScene::activate(int id) {
  ctx_.play(SoundId::Click);
  switch (id) {
    case kUndo:
      undo();
      break;
    case kRedo:
      redo();
      break;
    case kHint:
      toggle_hint();
      break;
    case kRules:
      ctx_.scenes().push(make_rules_scene(ctx_, setup_.kind));
      break;
    case kNewGame:
      new_game();
      break;
    case kMenu:
      back_to_menu();
      break;
    default:
      break;
  }
}

void PlayScene::handle(const Input& input) {
  switch (input.action) {
    case Action::Undo:
      return activate(kUndo);
    case Action::Redo:
      return activate(kRedo);
    case Action::Hint:
      return activate(kHint);
    case Action::Rules:
      return activate(kRules);
    case Action::NewGame:
      return activate(kNewGame);
    case Action::Back:
      // Esc first clears a selection on the board, then leaves.
      if (board_->pending_move()) break;
      return activate(kMenu);
    default:
      break;
  }
  if (input.is_pointer()) {
    if (auto id = buttons_.handle(input)) return activate(*id);
    if (input.action == Action::PointerPress && buttons_.consumed()) return;
  }
  const BoardFrame f = frame();
  if (auto move = board_->handle(input, f); move && f.accepts_input) play_move(*move, false);
}

// --- words ------------------------------------------------------------------------------

std::string PlayScene::side_name(int side) const {
  switch (setup_.opponent) {
    case Opponent::Computer:
      return std::string(ctx_.tr(is_computer(side) ? "play.computer" : "play.you"));
    case Opponent::SecondPerson:
      return ctx_.trf("play.player_n", side + 1);
    case Opponent::Demo:
      return ctx_.trf("play.computer_n", side == 0 ? "A" : "B");
  }
  return {};
}

std::string PlayScene::move_words(const Move& move) const {
  switch (match_.game().kind()) {
    case GameKind::Nim:
      return ctx_.trf("play.words.nim", move.amount, move.heap + 1);
    case GameKind::Subtraction:
      return ctx_.trf("play.words.subtraction", move.amount);
    case GameKind::Wythoff:
      if (move.both) return ctx_.trf("play.words.wythoff_xy", move.amount);
      return ctx_.trf(move.heap == 0 ? "play.words.wythoff_x" : "play.words.wythoff_y",
                      move.amount);
  }
  return match_.game().move_text(move);
}

std::string PlayScene::turn_text() const {
  if (match_.over()) {
    const int winner = match_.winner().value_or(0);
    if (setup_.opponent == Opponent::Computer) {
      return std::string(ctx_.tr(is_computer(winner) ? "play.computer_wins" : "play.you_win"));
    }
    return ctx_.trf("play.side_wins", side_name(winner));
  }
  const int side = match_.side_to_move();
  if (setup_.opponent == Opponent::Computer) {
    return std::string(ctx_.tr(is_computer(side) ? "play.thinking" : "play.your_turn"));
  }
  if (is_computer(side)) return ctx_.trf("play.named_thinking", side_name(side));
  return ctx_.trf("play.player_turn", side_name(side));
}

std::string PlayScene::rule_text() const {
  const std::string key = "play.rule." + std::string(to_string(match_.game().kind())) + "." +
                          std::string(to_string(match_.game().rule()));
  return std::string(ctx_.tr(key));
}

std::string PlayScene::level_name() const {
  const std::string key = "play.level." + setup_.level;
  if (is_level(setup_.level)) return std::string(ctx_.tr(key));
  return setup_.level;
}

// --- layout and drawing -----------------------------------------------------------------

void PlayScene::layout(Canvas& canvas) {
  const Layout& l = canvas.layout();
  const Rect screen = l.screen();
  const float margin = l.px(22);
  wide_ = screen.w >= screen.h * 1.2f;
  Rect board_zone;
  auto& b = buttons_.buttons();
  if (wide_) {
    const float panel_w = std::clamp(screen.w * 0.3f, l.px(300), l.px(430));
    panel_rect_ = {screen.right() - margin - panel_w, margin, panel_w, screen.h - 2 * margin};
    board_zone = {margin, margin, panel_rect_.x - 2 * margin, screen.h - 2 * margin};
    // Buttons: three rows of two at the bottom of the panel.
    const float gap = l.px(10);
    const float bh = l.px(54);
    const Rect inner = panel_rect_.inset(l.px(18));
    const float bw = (inner.w - gap) / 2;
    const float y0 = inner.bottom() - 3 * bh - 2 * gap;
    for (std::size_t i = 0; i < b.size(); ++i) {
      const float col = static_cast<float>(i % 2);
      const float row = static_cast<float>(i / 2);
      b[i].rect = {inner.x + col * (bw + gap), y0 + row * (bh + gap), bw, bh};
    }
  } else {
    // Narrow: a top bar (turn, rule, level, last move) and a row of buttons at the bottom.
    // The layout scale follows the width here, so text and buttons are one size larger.
    const float bar_h = l.px(200);
    panel_rect_ = {margin, margin, screen.w - 2 * margin, bar_h};
    const float gap = l.px(10);
    const float bh = l.px(70);
    const float bw = (screen.w - 2 * margin - 2 * gap) / 3;
    const float y0 = screen.bottom() - margin - 2 * bh - gap;
    for (std::size_t i = 0; i < b.size(); ++i) {
      const float col = static_cast<float>(i % 3);
      const float row = static_cast<float>(i / 3);
      b[i].rect = {margin + col * (bw + gap), y0 + row * (bh + gap), bw, bh};
    }
    board_zone = {margin, panel_rect_.bottom() + margin, screen.w - 2 * margin,
                  y0 - panel_rect_.bottom() - 2 * margin};
  }
  // The hint layer takes part of the board zone: beside the board when there is room.
  hint_rect_ = {};
  board_rect_ = board_zone;
  if (hint_visible_ && hint_layer_) {
    const bool beside = board_zone.w > board_zone.h * 1.15f;
    const float share = std::clamp(hint_layer_->share(beside), 0.0f, 0.6f);
    if (beside) {
      hint_rect_ = board_zone.right_band(board_zone.w * share);
      board_rect_ = board_zone.left(board_zone.w - hint_rect_.w - margin);
    } else {
      hint_rect_ = board_zone.bottom_band(board_zone.h * share);
      board_rect_ = board_zone.top(board_zone.h - hint_rect_.h - margin);
    }
  }
  const bool demo = setup_.opponent == Opponent::Demo || demo_cycle_;
  b[kUndo].enabled = can_undo();
  b[kRedo].enabled = !demo && match_.can_redo();
  b[kHint].key = hint_visible_ ? "play.hint_hide" : "play.hint";
  // A narrow button says just "Hide" (draw_button's smallest label size is bold Body).
  const TextStyle label = canvas.style(TextSize::Body, {}, FontFace::Bold);
  if (hint_visible_ &&
      canvas.measure(ctx_.tr(b[kHint].key), label).w > b[kHint].rect.w - l.px(24)) {
    b[kHint].key = "play.hint_hide_short";
  }
}

void PlayScene::draw_turn(Canvas& canvas, Rect box, bool large) {
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  const bool over = match_.over();
  int side = over ? match_.winner().value_or(0) : match_.side_to_move();
  std::string text = turn_text();
  // While the board still shows a computer's move, the card names that move.
  if (!over && shown_ply_ && *shown_ply_ < match_.moves().size() &&
      is_computer(match_.side_of_ply(*shown_ply_))) {
    side = match_.side_of_ply(*shown_ply_);
    const std::string who = setup_.opponent == Opponent::Computer
                                ? std::string(ctx_.tr("play.computer_short"))
                                : side_name(side);
    text = ctx_.trf("play.shown_move", who, move_words(match_.moves()[*shown_ply_]));
  }
  if (over && demo_cycle_) text += " · " + std::string(ctx_.tr("play.next_game"));
  // Side 0 (the person, player 1, computer A) is a blue disc; side 1 an orange ring:
  // colour and shape both say who it is.
  const Color accent = side == 0 ? c.accent_a : c.accent_b;
  canvas.rounded_rect(box, l.px(12), c.panel_raised);
  canvas.rounded_outline(box, l.px(12), std::max(1.0f, l.px(2)), accent.with_alpha(200));
  const float r = std::min(box.h * 0.22f, l.px(11));
  const Point dot{box.x + l.px(14) + r, box.center_y()};
  const bool thinking = !over && is_computer(side) && !shown_ply_;
  if (thinking) {
    // A slow pulse while the computer thinks.
    const float pulse = 0.5f + 0.5f * static_cast<float>(std::sin(ctx_.time() * 5.0));
    canvas.glow(dot, r * (2.2f + 0.8f * pulse),
                accent.with_alpha(static_cast<std::uint8_t>(90 + 80 * pulse)));
  }
  if (side == 0) {
    canvas.disc(dot, r, accent);
  } else {
    canvas.circle(dot, r, std::max(2.0f, r * 0.45f), accent);
  }
  const Rect text_box{dot.x + r + l.px(12), box.y, box.right() - dot.x - r - l.px(20), box.h};
  TextStyle s = canvas.style(large ? TextSize::Heading : TextSize::Large, c.text, FontFace::Bold);
  if (canvas.measure(text, s).w > text_box.w) {
    s = canvas.style(large ? TextSize::Large : TextSize::Body, c.text, FontFace::Bold);
  }
  canvas.text_box(text, text_box, s, Align::Left, VAlign::Middle);
}

void PlayScene::draw_moves(Canvas& canvas, Rect box) {
  const Palette& c = canvas.colors();
  const TextStyle normal = canvas.style(TextSize::Body, c.text);
  const TextStyle undone = canvas.style(TextSize::Body, c.text_dim);
  const float line = canvas.line_height(normal) * 1.08f;
  const std::size_t total = match_.moves().size();
  if (total == 0) {
    canvas.text(ctx_.tr("play.no_moves"), {box.x, box.y},
                canvas.style(TextSize::Small, c.text_muted));
    return;
  }
  // The most recent moves that fit (the redo tail, greyed, after the cursor).
  const auto fit = static_cast<std::size_t>(std::max(1.0f, std::floor(box.h / line)));
  const std::size_t last = std::max(match_.cursor(), std::min(total, match_.cursor() + 2));
  const std::size_t first = last > fit ? last - fit : 0;
  float y = box.y;
  for (std::size_t ply = first; ply < last && ply < total; ++ply) {
    const std::string text = ctx_.trf("play.move_line", ply + 1, side_name(match_.side_of_ply(ply)),
                                      move_words(match_.moves()[ply]));
    const TextStyle& s = ply < match_.cursor() ? normal : undone;
    canvas.set_clip(box);
    canvas.text(text, {box.x, y}, s);
    canvas.set_clip(std::nullopt);
    y += line;
  }
}

void PlayScene::draw_panel(Canvas& canvas, Rect panel, bool wide) {
  const Layout& l = canvas.layout();
  const Palette& c = canvas.colors();
  canvas.panel(panel, c.panel.with_alpha(235), c.panel_border, l.px(16));
  const Rect inner = panel.inset(l.px(18));
  const TextStyle title = canvas.style(TextSize::Heading, c.title, FontFace::Bold);
  const TextStyle body = canvas.style(TextSize::Body, c.text);
  const TextStyle body_bold = canvas.style(TextSize::Body, c.text, FontFace::Bold);
  const TextStyle small = canvas.style(TextSize::Small, c.text_muted);
  const std::string game_key = "game." + std::string(to_string(setup_.kind));
  const std::string rule =
      rule_text() + "  (" +
      std::string(ctx_.tr(match_.game().rule() == Rule::Misere ? "play.rule.misere_tag"
                                                               : "play.rule.normal_tag")) +
      ")";
  std::string opponent;
  switch (setup_.opponent) {
    case Opponent::Computer:
      opponent = std::string(ctx_.tr("play.vs_computer"));
      break;
    case Opponent::SecondPerson:
      opponent = std::string(ctx_.tr("play.vs_person"));
      break;
    case Opponent::Demo:
      opponent = std::string(ctx_.tr("play.demo"));
      break;
  }
  const bool has_level = setup_.opponent != Opponent::SecondPerson;
  const std::string level = has_level ? ctx_.trf("play.level", level_name()) : std::string();
  std::string description;
  if (has_level) {
    if (auto d = describe(setup_.level, engine_language(ctx_))) description = std::string(*d);
  }

  if (!wide) {
    // Top bar: two columns. Left: game, rule, opponent + level. Right: turn and last moves.
    const float half = inner.w * 0.5f;
    const Rect left{inner.x, inner.y, half - l.px(10), inner.h};
    const Rect right{inner.x + half + l.px(10), inner.y, half - l.px(10), inner.h};
    float y = left.y;
    const TextStyle big_body = canvas.style(TextSize::Large, c.text, FontFace::Bold);
    const TextStyle detail = canvas.style(TextSize::Body, c.text_muted);
    canvas.text(ctx_.tr(game_key), {left.x, y}, title);
    y += canvas.line_height(title) + l.px(2);
    y = canvas.text_box(rule, {left.x, y, left.w, l.px(80)}, big_body).bottom() + l.px(4);
    canvas.text_box(opponent + (has_level ? " · " + level : ""), {left.x, y, left.w, l.px(80)},
                    detail);
    const float turn_h = l.px(70);
    draw_turn(canvas, {right.x, right.y, right.w, turn_h}, true);
    draw_moves(canvas,
               {right.x, right.y + turn_h + l.px(10), right.w, right.h - turn_h - l.px(10)});
    return;
  }

  float y = inner.y;
  canvas.text(ctx_.tr(game_key), {inner.x, y}, title);
  y += canvas.line_height(title) + l.px(2);
  y = canvas.text_box(rule, {inner.x, y, inner.w, l.px(80)}, body_bold).bottom() + l.px(10);
  canvas.line({inner.x, y}, {inner.right(), y}, std::max(1.0f, l.px(1)), c.panel_border);
  y += l.px(10);
  canvas.text(opponent, {inner.x, y}, body);
  y += canvas.line_height(body);
  if (has_level) {
    canvas.text(level, {inner.x, y}, body_bold);
    y += canvas.line_height(body_bold);
    y = canvas.text_box(description, {inner.x, y, inner.w, l.px(70)}, small).bottom();
  }
  y += l.px(14);
  const float turn_h = l.px(62);
  draw_turn(canvas, {inner.x, y, inner.w, turn_h}, false);
  y += turn_h + l.px(16);
  canvas.text(ctx_.tr("play.moves"), {inner.x, y},
              canvas.style(TextSize::Small, c.text_muted, FontFace::Bold));
  y += canvas.line_height(small) + l.px(4);
  const float moves_bottom = buttons_.buttons()[0].rect.y - l.px(14);
  if (moves_bottom > y) draw_moves(canvas, {inner.x, y, inner.w, moves_bottom - y});
}

void PlayScene::draw(Canvas& canvas) {
  layout(canvas);
  canvas.background();
  const Palette& c = canvas.colors();
  const Layout& l = canvas.layout();
  const BoardFrame f = frame();
  std::optional<HintFrame> hint;
  if (hint_visible_ && hint_layer_) {
    hint.emplace(HintFrame{match_.game(), match_.position(), person_to_move(),
                           board_->pending_move(), board_->hovered_move(), hint_rect_, board_rect_,
                           board_.get()});
    board_->set_suggestion(hint_layer_->suggestion(*hint));
    // A hint counts once per turn of a person during which the overlay was shown.
    if (hint->person_to_move && hint_counted_ply_ != match_.cursor()) {
      hint_counted_ply_ = match_.cursor();
      note_hint_used();
    }
  }
  board_->draw(canvas, f);
  if (hint) hint_layer_->draw(canvas, *hint);
  draw_panel(canvas, panel_rect_, wide_);
  draw_plain_buttons(canvas, buttons_, ctx_.strings());
  if (hint_message_ > 0) {
    const TextStyle s = canvas.style(TextSize::Body, c.text);
    const std::string_view text = ctx_.tr("play.no_hint");
    const Size size = canvas.measure(text, s);
    const Rect box{board_rect_.center_x() - size.w / 2 - l.px(16), board_rect_.y, size.w + l.px(32),
                   size.h + l.px(16)};
    canvas.panel(box, c.panel_raised, c.panel_border, l.px(10));
    canvas.text(text, box.center(), s, Align::Center, VAlign::Middle);
  }
}

}  // namespace marienbad::app
