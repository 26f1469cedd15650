#include "scenes/play_scene.hpp"

#include <algorithm>

#include "app/log.hpp"
#include "app/logging.hpp"
#include "app/platform.hpp"
#include "boards/game_table.hpp"
#include "scenes/confirm_dialog.hpp"
#include "scenes/forfeit_words.hpp"
#include "scenes/game_over.hpp"
#include "scenes/graph_scene.hpp"
#include "scenes/lesson_card.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/level_label.hpp"
#include "scenes/main_menu.hpp"
#include "scenes/position_link.hpp"

namespace marienbad::app {

MARIENBAD_STRINGS(
    play_strings, S_("play.undo", "Undo"), S_("play.redo", "Redo"), S_("play.hint", "Hint"),
    S_("play.hint_hide", "Hide hint"), S_("play.hint_hide_short", "Hide"),
    S_("play.new_game", "New game"), S_("play.menu", "Menu"), S_("play.key.undo", "Ctrl+Z"),
    S_("play.key.redo", "Ctrl+Y"), S_("play.copy_link", "Copy link"), S_("play.key.copy_link", "L"),
    S_("play.key.hint", "H"), S_("play.key.rules", "F1"), S_("play.key.new_game", "Ctrl+N"),
    S_("play.key.menu", "Esc"), S_("play.you", "You"), S_("play.computer", "The computer"),
    S_("play.computer_short", "Computer"), S_("play.player_n", "Player {}"),
    S_("play.computer_n", "Computer {}"), S_("play.your_turn", "Your turn"),
    S_("play.player_turn", "{} to play"), S_("play.thinking", "The computer is thinking…"),
    S_("play.named_thinking", "{} is thinking…"), S_("play.you_win", "You win!"),
    S_("play.computer_wins", "The computer wins"), S_("play.side_wins", "{} wins"),
    S_("play.next_game", "Next game in a moment…"), S_("play.move_line", "{}. {}: {}"),
    S_("play.shown_move", "{}: {}"), S_("play.moves", "Moves"), S_("play.no_moves", "No move yet."),
    S_("play.vs_computer", "Against the computer"), S_("play.vs_person", "Two players, one screen"),
    S_("play.demo", "Computer against computer"), S_("play.level", "Level: {}"),
    S_("play.rule.misere_tag", "misère"), S_("play.rule.normal_tag", "normal"),
    S_("play.game_over", "Game over"), S_("play.forfeit", "{} forfeits: {}"),
    S_("play.bot_cannot_start", "{} could not start: {}"), S_("play.vs_bot", "Against a bot"),
    S_("play.bot_demo", "{} against the computer"), S_("play.bot", "Bot: {}"),
    S_("play.bot_says", "{} says: {}"), S_("play.to_lesson", "Lesson"))

namespace {
constexpr double kDemoPauseSeconds = 2.5;

}  // namespace

std::unique_ptr<Scene> make_play_scene(AppContext& ctx, const MatchSetup& setup) {
  auto match = make_match(setup, ctx.next_seed());
  if (!match) {
    // The setup scenes only offer valid setups; a bad one falls back to the standard game.
    log_warn("cannot start that match ({}); playing the standard one", match.error());
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
      session_(std::move(match), std::move(setup), ctx.next_seed(), demo_cycle,
               logged_bot_options()),
      board_(make_board_view(ctx, session_.setup())),
      hint_layer_(make_hint_layer(ctx, session_.setup().kind)) {
  std::vector<Button> buttons{
      {kUndo, "play.undo", "", "play.key.undo", true, false, {}},
      {kRedo, "play.redo", "", "play.key.redo", true, false, {}},
      {kHint, "play.hint", "", "play.key.hint", true, false, {}},
      {kRules, "common.rules", "", "play.key.rules", true, false, {}},
      {kNewGame, "play.new_game", "", "play.key.new_game", true, false, {}},
      {kMenu, in_lesson() ? "play.to_lesson" : "play.menu", "", "play.key.menu", true, false, {}}};
  if (platform::gives_links()) {
    buttons.push_back({kCopyLink, "play.copy_link", "", "play.key.copy_link", true, false, {}});
  }
  buttons_ = ButtonList(std::move(buttons));
  if (session_.setup().learning_mode || ctx_.settings().learning_mode || ctx_.options().hint) {
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
  // Demo and bot matches are not kept; a finished match leaves nothing to continue.
  if (!session_.keeps_files()) return;
  if (auto text = session_.unfinished_text()) {
    save_unfinished_match(ctx_, *text);
  } else {
    forget_unfinished_match(ctx_);
  }
}

// --- turn order -------------------------------------------------------------------------

bool PlayScene::person_to_move() const {
  return session_.person_to_move() && !board_->animating();
}

HintFrame PlayScene::hint_frame() const {
  return {match().game(),         shown_position(), person_to_move(), board_->pending_move(),
          board_->hovered_move(), hint_rect_,       board_rect_,      board_.get(),
          reached(shown_ply())};
}

BoardFrame PlayScene::frame() const {
  return {match().game(), match().position(), person_to_move(),         board_rect_,
          true,           watched(),          reached(match().cursor())};
}

std::string PlayScene::watched() const {
  // The side that played the last move; a bot is named while its move is shown.
  if (match().cursor() == 0) return {};
  const int mover = 1 - match().side_to_move();
  return session_.is_bot(mover) ? session_.bot_name(mover) : std::string();
}

bool PlayScene::animating() const {
  if (board_->animating() || demo_pause_ > 0) return true;
  if (hint_visible_ && hint_layer_->animating()) return true;
  if (session_.over()) return !end_shown_;
  // The thinking delay runs frame by frame; past it, a bot's answer wakes the loop.
  return session_.computer_to_move() && !session_.waiting_for_bot();
}

void PlayScene::update(double dt_seconds) {
  // The loop stops drawing once nothing animates: the frame after an animation ends (turn
  // card back to "Your turn") must be asked for.
  const bool was_busy = board_->animating();
  board_->update(dt_seconds);
  hint_layer_->update(dt_seconds);
  if (was_busy && !board_->animating()) ctx_.request_redraw();
  follow_hint();
  if (board_->animating()) return;
  shown_ply_.reset();

  if (session_.over()) {
    if (auto end = session_.take_end()) finish(*end);
    if (session_.demo_cycle() && demo_pause_ > 0) {
      demo_pause_ -= dt_seconds;
      if (demo_pause_ <= 0) {
        const MatchSetup next = session_.next_demo_setup();
        if (auto match = make_match(next, ctx_.next_seed())) {
          ctx_.scenes().replace(
              std::make_unique<PlayScene>(ctx_, std::move(match).value(), next, true));
        }
      }
    }
    return;
  }
  const Heaps before = match().position();
  if (auto move = session_.think(dt_seconds * ctx_.settings().animation_speed)) {
    show_played(*move, before, true);
  }
  // A forfeit found just now ends the match in this update: no move is shown, so nothing
  // else would ask for another frame (the loop would sleep on "… is thinking…").
  if (session_.over() && !board_->animating()) {
    if (auto end = session_.take_end()) finish(*end);
  }
}

void PlayScene::follow_hint() {
  if (!hint_visible_) return;
  const HintFrame hint = hint_frame();
  board_->set_suggestion(hint_layer_->suggestion(hint));
  // A hint counts once per turn of a person during which the overlay was shown.
  if (hint.person_to_move) session_.note_hint_shown();
}

void PlayScene::show_played(const Move& move, const Heaps& before, bool by_computer) {
  board_->show_move(move, before, by_computer);
  shown_ply_ = match().cursor() - 1;
  moves_scrolled_ = 0;  // a move played: the list shows it
  end_shown_ = false;
  ctx_.play(by_computer ? SoundId::ComputerTake : SoundId::Take);
  ctx_.request_redraw();
  if (platform::stops_without_notice()) save_or_forget();
}

void PlayScene::finish(const MatchEnd& end) {
  end_shown_ = true;
  if (end.person_won) {
    ctx_.play(*end.person_won ? SoundId::Win : SoundId::Lose);
  } else {
    ctx_.play(SoundId::Win);
  }
  // The end counts once; another end after an undo replaces it.
  if (session_.update_statistics(ctx_.statistics())) ctx_.save_statistics();
  if (session_.keeps_files()) forget_unfinished_match(ctx_);
  // The first end of each match goes to the last games (undo then another end does not).
  if (session_.keeps_files() && !remembered_) {
    remembered_ = true;
    remember_finished_game(ctx_, match(), setup());
  }
  if (session_.demo_cycle()) {
    demo_pause_ = kDemoPauseSeconds;
    return;
  }
  if (in_lesson()) return finish_lesson(end);
  GameOverInfo info;
  info.setup = setup();
  info.winner_text = turn_text();
  if (end.forfeit) {
    // The engine's reason, said in the player's language around the bot's own words. A bot
    // that never greeted did not lose a game: it could not start.
    info.reason = ctx_.trf(
        session_.forfeit_before_start() ? "play.bot_cannot_start" : "play.forfeit",
        side_name(*session_.forfeited_side()), forfeit_words(ctx_.strings(), *end.forfeit));
  } else if (end.last_mover) {
    // Who made the last move: with the rule shown beside it, why this side won.
    const std::string key = game_key("play.end", setup().kind);
    const bool against_computer = end.person_won.has_value();
    info.reason = against_computer && !is_computer(*end.last_mover)
                      ? std::string(ctx_.tr(key + ".you"))
                      : ctx_.trf(key, side_name(*end.last_mover));
    info.reason.append(" ").append(rule_text()).append(".");
  }
  info.person_won = end.person_won;
  log_info("match over: {} {}", info.winner_text, info.reason);
  log_flush();  // a match's end is on disk at once (e2e tests read it)
  info.moves = match().cursor();
  info.hints_used = session_.hints_used();
  info.review = review_info();
  ctx_.scenes().push(make_game_over(ctx_, std::move(info)));
}

void PlayScene::after_position_change() {
  shown_ply_.reset();
  moves_scrolled_ = 0;
  board_->reset();
  if (!session_.over()) end_shown_ = true;
  ctx_.request_redraw();
  if (platform::stops_without_notice()) save_or_forget();
}

void PlayScene::undo() {
  if (!session_.undo()) return;
  // An end undone no longer counts (the end it reaches next will).
  if (session_.update_statistics(ctx_.statistics())) ctx_.save_statistics();
  after_position_change();
}

void PlayScene::redo() {
  if (session_.redo()) after_position_change();
}

void PlayScene::new_game() {
  auto start = [this] {
    if (session_.abandon(ctx_.statistics())) ctx_.save_statistics();
    auto scene = make_play_scene(ctx_, setup());
    if (scene) ctx_.scenes().replace(std::move(scene));
  };
  // A match in progress is not discarded without asking.
  if (session_.worth_keeping()) {
    ctx_.scenes().push(make_discard_dialog(ctx_, setup(), start));
  } else {
    start();
  }
}

void PlayScene::back_to_menu() {
  // A lesson's game was opened over its lesson: Menu and Esc go back there.
  if (in_lesson()) {
    ctx_.scenes().pop();
    return;
  }
  ctx_.scenes().reset(std::make_unique<MainMenuScene>(ctx_));
}

bool PlayScene::in_lesson() const {
  return !session_.setup().lesson.empty() && lesson_index(session_.setup().lesson).has_value();
}

void PlayScene::set_hint_visible(bool visible) {
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
      if (!hint_visible_ && ask_before_help(false, [this] { set_hint_visible(true); })) break;
      toggle_hint();
      break;
    case kRules:
      ctx_.scenes().push(make_rules_scene(ctx_, setup().kind));
      break;
    case kNewGame:
      new_game();
      break;
    case kMenu:
      back_to_menu();
      break;
    case kCopyLink:
      copy_link();
      break;
    default:
      break;
  }
}

void PlayScene::handle(const Input& input) {
  if (handle_panel_keys(input)) return;
  if (scroll_moves(input)) return;
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
    case Action::Graph:
      return open_graph();
    case Action::CopyLink:
      if (platform::gives_links()) activate(kCopyLink);
      return;
    case Action::Back:
      // Esc first clears a selection on the board, then leaves.
      if (board_->pending_move()) break;
      return activate(kMenu);
    default:
      break;
  }
  // The hint's own input (a sum's part opened with V or a click on its row).
  if (hint_visible_ && hint_layer_->handle(input, hint_frame())) return ctx_.request_redraw();
  if (input.is_pointer()) {
    if (auto id = buttons_.handle(input)) return activate(*id);
    if (input.action == Action::PointerPress && buttons_.consumed()) return;
  }
  const BoardFrame f = frame();
  if (auto move = board_->handle(input, f); move && f.accepts_input) play_person_move(*move);
}

void PlayScene::play_person_move(const Move& move) {
  const Heaps before = match().position();
  if (auto played = session_.play(move); !played) {
    log_warn("move refused: {}", played.error());
    return;
  }
  show_played(move, before, false);
}

void PlayScene::open_graph() {
  if (ask_before_help(true, [this] { open_graph_now(); })) return;
  open_graph_now();
}

void PlayScene::open_graph_now() {
  // In a lesson the graph shows every position's outcome: as much help as the hint.
  if (in_lesson()) session_.note_hint_shown();
  GraphRequest request{match().game(), match().position(), person_to_move(),
                       [this](const Move& move) {
                         if (person_to_move()) play_person_move(move);
                       }};
  ctx_.scenes().push(std::make_unique<GraphScene>(ctx_, std::move(request)));
}

void PlayScene::copy_link() const {
  // An ended match links its start (with who moved first): its end is no game to open.
  const bool over = session_.over();
  const int side = over ? match().first() : match().side_to_move();
  LinkedPosition linked{&setup(), &match().game(),
                        over ? match().position_at(0) : match().position(),
                        !session_.is_computer(side), hint_visible_};
  platform::copy_link(position_query(linked), std::string(ctx_.tr("link.copied")),
                      std::string(ctx_.tr("link.copy_this")));
}

bool PlayScene::handle_panel_keys(const Input& input) {
  // Tab / Shift+Tab reach the side panel's buttons (ringed); Enter presses the ringed one;
  // arrows, Esc or the pointer give the keyboard back to the board.
  if (input.action == Action::NextFocus || input.action == Action::PrevFocus) {
    const bool forward = input.action == Action::NextFocus;
    if (!panel_focus_ && board_->keeps_focus_step(match().position(), forward)) return false;
    if (!panel_focus_) {
      panel_focus_ = true;
      const auto& buttons = buttons_.buttons();
      const auto first =
          std::find_if(buttons.begin(), buttons.end(), [](const Button& b) { return b.enabled; });
      buttons_.set_focus_index(static_cast<int>(first - buttons.begin()));
    } else {
      buttons_.handle(input);
    }
    ctx_.request_redraw();
    return true;
  }
  if (!panel_focus_) return false;
  if (input.action == Action::Confirm) {
    if (auto id = buttons_.handle(input)) activate(*id);
    return true;
  }
  if (input.action != Action::PointerRelease && input.action != Action::PointerPress) {
    panel_focus_ = false;
    ctx_.request_redraw();
    return input.action == Action::Back;  // Esc leaves the panel first, then the match
  }
  return false;
}

// --- words ------------------------------------------------------------------------------

std::string PlayScene::side_name(int side) const {
  if (session_.is_bot(side)) return session_.bot_name(side);
  switch (setup().opponent) {
    case Opponent::Computer:
      return std::string(ctx_.tr(is_computer(side) ? "play.computer" : "play.you"));
    case Opponent::SecondPerson:
      return ctx_.trf("play.player_n", side + 1);
    case Opponent::Demo:
      return ctx_.trf("play.computer_n", side == 0 ? "A" : "B");
  }
  return {};
}

std::string PlayScene::move_words(const Move& move, std::size_t ply) const {
  return game_entry(setup().kind).move_words(ctx_.strings(), match().game(), reached(ply), move);
}

std::string PlayScene::turn_text() const {
  // A bot is named ("Random bot is thinking…"); the computer's levels and you are not.
  if (session_.over()) {
    const int winner = session_.winner().value_or(0);
    if (setup().opponent == Opponent::Computer && !session_.is_bot(winner)) {
      return std::string(ctx_.tr(is_computer(winner) ? "play.computer_wins" : "play.you_win"));
    }
    return ctx_.trf("play.side_wins", side_name(winner));
  }
  const int side = match().side_to_move();
  if (setup().opponent == Opponent::Computer && !session_.is_bot(side)) {
    return std::string(ctx_.tr(is_computer(side) ? "play.thinking" : "play.your_turn"));
  }
  if (is_computer(side)) return ctx_.trf("play.named_thinking", side_name(side));
  return ctx_.trf("play.player_turn", side_name(side));
}

std::string PlayScene::rule_text() const {
  // "play.rule.nim.misere" (appended: GCC 12 warns wrongly on "." + std::string).
  std::string rule(".");
  rule.append(to_string(match().game().rule()));
  return std::string(ctx_.tr(game_key("play.rule", match().game().kind(), rule)));
}

std::string PlayScene::level_name() const {
  if (setup().bot && setup().opponent == Opponent::Computer) return session_.bot_name(1);
  return level_label(ctx_.strings(), setup().level);
}

}  // namespace marienbad::app
