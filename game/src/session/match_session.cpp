#include "session/match_session.hpp"

#include <algorithm>

#include "session/saved_match.hpp"

namespace marienbad::app {

MatchSession::MatchSession(Match match, MatchSetup setup, std::uint64_t seed, bool demo_cycle,
                           BotOptions bot_options)
    : setup_(std::move(setup)), match_(std::move(match)), rng_(seed), demo_cycle_(demo_cycle) {
  setup_.kind = match_.game().kind();
  for (int side = 0; side < 2; ++side) {
    const std::string& controller = match_.controller(side);
    if (controller == "human") continue;
    if (controller == kBotController && setup_.bot) {
      bots_[static_cast<std::size_t>(side)] = start_bot_player(setup_.bot->command, bot_options);
      continue;
    }
    auto player = make_player(controller);
    if (!player) player = make_player("medium");  // a match from elsewhere with a bad level
    players_[static_cast<std::size_t>(side)] = std::move(player).value();
  }
  reviews_.update(match_);  // a continued match comes with its moves
}

bool MatchSession::is_computer(int side) const {
  return side >= 0 && side < 2 &&
         (players_[static_cast<std::size_t>(side)] != nullptr || is_bot(side));
}

bool MatchSession::is_bot(int side) const {
  return side >= 0 && side < 2 && bots_[static_cast<std::size_t>(side)] != nullptr;
}

std::optional<int> MatchSession::winner() const {
  if (forfeited_side_) return 1 - *forfeited_side_;
  return match_.winner();
}

std::string MatchSession::bot_name(int side) const {
  if (!is_bot(side)) return {};
  std::string name = bots_[static_cast<std::size_t>(side)]->name();
  if (name.empty() && setup_.bot) name = setup_.bot->name;
  return name;
}

std::string MatchSession::bot_info() const {
  // The bot to move speaks first; otherwise the one that spoke (a demo has one bot).
  const int mover = match_.side_to_move();
  if (is_bot(mover)) return bots_[static_cast<std::size_t>(mover)]->info();
  for (const auto& bot : bots_) {
    if (bot) return bot->info();
  }
  return {};
}

void MatchSession::check_forfeits() {
  if (forfeited_side_ || match_.over()) return;
  for (int side = 0; side < 2; ++side) {
    if (!is_bot(side)) continue;
    RemotePlayer& bot = *bots_[static_cast<std::size_t>(side)];
    auto reason = bot.forfeit();
    if (!reason) continue;
    // A bot that started and then failed (it exited after its move, say) loses when its turn
    // comes and it has no move for it: a move it gave first is played. Its answer, when it
    // came, is in before its forfeit (the worker sets them in that order), so it is taken now.
    if (bot.greeted()) {
      if (side != match_.side_to_move()) continue;
      if (choice_ && choice_ply_ == match_.cursor()) continue;
      if (asked_ply_ == match_.cursor()) {
        if (auto move = bot.take_answer(bot_request_)) {
          choice_ = move;
          choice_ply_ = match_.cursor();
          continue;
        }
      }
    }
    forfeited_side_ = side;
    forfeit_ = std::move(*reason);
    forfeit_before_start_ = !bot.greeted();
    end_reported_ = false;
    return;
  }
}

std::optional<Move> MatchSession::bot_move(int side) {
  RemotePlayer& bot = *bots_[static_cast<std::size_t>(side)];
  if (asked_ply_ != match_.cursor()) {
    asked_ply_ = match_.cursor();
    bot.ask(++bot_request_, match_.game(), match_.position());
  }
  return bot.take_answer(bot_request_);
}

bool MatchSession::person_to_move() const {
  return !over() && !is_computer(match_.side_to_move());
}

bool MatchSession::computer_to_move() const {
  return !over() && is_computer(match_.side_to_move());
}

bool MatchSession::waiting_for_bot() const {
  if (!computer_to_move() || !is_bot(match_.side_to_move())) return false;
  return choice_ply_ == match_.cursor() && !choice_ && thinking_ply_ == match_.cursor() &&
         thinking_left_ <= 0;
}

std::optional<Move> MatchSession::think(double seconds) {
  check_forfeits();
  if (!computer_to_move()) return std::nullopt;
  const int side = match_.side_to_move();
  if (thinking_ply_ != match_.cursor()) {
    thinking_ply_ = match_.cursor();
    thinking_left_ = thinking_seconds();
  }
  // The choice is made once per position; the delay only lets the person follow.
  if (!choice_ || choice_ply_ != match_.cursor()) {
    if (is_bot(side)) {
      choice_ = bot_move(side);
    } else {
      Rng rng = rng_.derive(match_.cursor());
      choice_ =
          players_[static_cast<std::size_t>(side)]->choose(match_.game(), match_.position(), rng);
    }
    choice_ply_ = match_.cursor();
  }
  thinking_left_ -= seconds;
  if (!choice_) return std::nullopt;  // a bot still thinking
  if (thinking_left_ > 0) return std::nullopt;
  const Move move = *choice_;
  if (!play(move).ok()) return std::nullopt;
  return move;
}

Status MatchSession::play(const Move& move) {
  if (auto played = match_.play(move); !played) return played;
  reviews_.update(match_);
  position_changed();
  end_reported_ = false;
  return Ok{};
}

bool MatchSession::can_undo() const {
  if (is_demo() || forfeited_side_) return false;
  // Only computer moves before the cursor (the computer opened): nothing of yours to undo.
  for (std::size_t ply = 0; ply < match_.cursor(); ++ply) {
    if (!is_computer(match_.side_of_ply(ply))) return true;
  }
  return false;
}

bool MatchSession::can_redo() const {
  return !is_demo() && !forfeited_side_ && match_.can_redo();
}

bool MatchSession::undo() {
  if (!can_undo()) return false;
  match_.undo();
  while (match_.can_undo() && is_computer(match_.side_to_move())) match_.undo();
  position_changed();
  return true;
}

bool MatchSession::redo() {
  if (!can_redo()) return false;
  match_.redo();
  while (match_.can_redo() && !match_.over() && is_computer(match_.side_to_move())) match_.redo();
  position_changed();
  return true;
}

void MatchSession::position_changed() {
  choice_.reset();
  asked_ply_.reset();  // a bot is asked again about the position now shown
  thinking_ply_.reset();
  if (!match_.over()) end_reported_ = false;
}

void MatchSession::note_hint_shown() {
  if (!person_to_move() || hint_counted_ply_ == match_.cursor()) return;
  hint_counted_ply_ = match_.cursor();
  ++hints_used_;
}

std::optional<MatchEnd> MatchSession::take_end() {
  check_forfeits();
  if (!over() || end_reported_) return std::nullopt;
  end_reported_ = true;
  reviews_.update(match_);  // every move rated (nothing to do when each went through play)
  MatchEnd end;
  end.winner = winner().value_or(0);
  if (match_.cursor() > 0) end.last_mover = match_.side_of_ply(match_.cursor() - 1);
  if (forfeited_side_) end.forfeit = forfeit_;
  if (setup_.opponent == Opponent::Computer && !is_demo()) {
    end.person_won = !is_computer(end.winner);
  }
  return end;
}

bool MatchSession::update_statistics(Statistics& statistics) {
  // The computer's levels only: a demo or a bot is not counted.
  if (setup_.opponent != Opponent::Computer || setup_.bot || is_demo() || abandoned_) return false;
  std::optional<GameRecord> now;
  if (match_.over()) {
    const bool won = !is_computer(match_.winner().value_or(0));
    now = GameRecord{statistics_game(setup_), setup_.level, won, hints_used_ > 0};
  }
  // A lesson's game counts in no statistics: its challenge only in that lesson's progress.
  // Once won it stays passed (an undo afterwards does not take it back); each result counts
  // once in its wins in a row.
  if (!setup_.lesson.empty()) {
    if (!now || now == counted_ || !setup_.lesson_challenge) return false;
    counted_ = now;
    LessonProgress& progress = statistics.lessons[setup_.lesson];
    const bool counts = now->won && !(setup_.lesson_without_hints && now->used_hints);
    progress.wins_in_row = counts ? std::min(progress.wins_in_row + 1, kMaxLessonWins) : 0;
    if (counts && progress.wins_in_row >= setup_.lesson_wins) progress.passed = true;
    return true;
  }
  if (now == counted_) return false;
  if (counted_) statistics.take_back(*counted_);
  if (now) statistics.record(*now);
  counted_ = std::move(now);
  return true;
}

bool MatchSession::abandon(Statistics& statistics) {
  if (!worth_keeping() || !keeps_files()) return false;
  abandoned_ = true;
  return count_abandoned(statistics, match_, setup_);
}

std::optional<std::string> MatchSession::unfinished_text() const {
  if (!keeps_files() || abandoned_ || over()) return std::nullopt;
  return saved_match_to_text(match_, setup_);
}

MatchSetup MatchSession::next_demo_setup() const {
  MatchSetup next = default_setup(next_game(setup_.kind));
  next.opponent = Opponent::Demo;
  next.level = setup_.level;
  next.first = FirstMover::Random;
  next.bot = setup_.bot;
  return next;
}

}  // namespace marienbad::app
