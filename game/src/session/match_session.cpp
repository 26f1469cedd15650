#include "session/match_session.hpp"

#include "session/saved_match.hpp"

namespace marienbad::app {

MatchSession::MatchSession(Match match, MatchSetup setup, std::uint64_t seed, bool demo_cycle)
    : setup_(std::move(setup)), match_(std::move(match)), rng_(seed), demo_cycle_(demo_cycle) {
  setup_.kind = match_.game().kind();
  for (int side = 0; side < 2; ++side) {
    const std::string& controller = match_.controller(side);
    if (controller == "human") continue;
    auto player = make_player(controller);
    if (!player) player = make_player("medium");  // a match from elsewhere with a bad level
    players_[static_cast<std::size_t>(side)] = std::move(player).value();
  }
  reviews_.update(match_);  // a continued match comes with its moves
}

bool MatchSession::is_computer(int side) const {
  return side >= 0 && side < 2 && players_[static_cast<std::size_t>(side)] != nullptr;
}

bool MatchSession::person_to_move() const {
  return !match_.over() && !is_computer(match_.side_to_move());
}

bool MatchSession::computer_to_move() const {
  return !match_.over() && is_computer(match_.side_to_move());
}

std::optional<Move> MatchSession::think(double seconds) {
  if (!computer_to_move()) return std::nullopt;
  // The choice is made once per position; the delay only lets the person follow.
  if (!choice_ || choice_ply_ != match_.cursor()) {
    Rng rng = rng_.derive(match_.cursor());
    const Player& player = *players_[static_cast<std::size_t>(match_.side_to_move())];
    choice_ = player.choose(match_.game(), match_.position(), rng);
    choice_ply_ = match_.cursor();
    thinking_left_ = thinking_seconds();
  }
  thinking_left_ -= seconds;
  if (thinking_left_ > 0) return std::nullopt;
  const Move move = *choice_;
  if (!play(move).ok()) return std::nullopt;
  return move;
}

Status MatchSession::play(const Move& move) {
  if (auto played = match_.play(move); !played) return played;
  reviews_.update(match_);
  choice_.reset();
  end_reported_ = false;
  return Ok{};
}

bool MatchSession::can_undo() const {
  if (is_demo()) return false;
  // Only computer moves before the cursor (the computer opened): nothing of yours to undo.
  for (std::size_t ply = 0; ply < match_.cursor(); ++ply) {
    if (!is_computer(match_.side_of_ply(ply))) return true;
  }
  return false;
}

bool MatchSession::can_redo() const {
  return !is_demo() && match_.can_redo();
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
  if (!match_.over()) end_reported_ = false;
}

void MatchSession::note_hint_shown() {
  if (!person_to_move() || hint_counted_ply_ == match_.cursor()) return;
  hint_counted_ply_ = match_.cursor();
  ++hints_used_;
}

std::optional<MatchEnd> MatchSession::take_end() {
  if (!match_.over() || end_reported_) return std::nullopt;
  end_reported_ = true;
  reviews_.update(match_);  // every move rated (nothing to do when each went through play)
  MatchEnd end;
  end.winner = match_.winner().value_or(0);
  if (match_.cursor() > 0) end.last_mover = match_.side_of_ply(match_.cursor() - 1);
  if (setup_.opponent == Opponent::Computer && !is_demo()) {
    end.person_won = !is_computer(end.winner);
  }
  return end;
}

bool MatchSession::update_statistics(Statistics& statistics) {
  if (setup_.opponent != Opponent::Computer || is_demo() || abandoned_) return false;
  std::optional<GameRecord> now;
  if (match_.over()) {
    const bool won = !is_computer(match_.winner().value_or(0));
    now = GameRecord{std::string(to_string(setup_.kind)), setup_.level, won, hints_used_ > 0};
  }
  if (now == counted_) return false;
  if (counted_) statistics.take_back(*counted_);
  if (now) statistics.record(*now);
  counted_ = std::move(now);
  return true;
}

bool MatchSession::abandon(Statistics& statistics) {
  if (!worth_keeping()) return false;
  abandoned_ = true;
  return count_abandoned(statistics, match_, setup_);
}

std::optional<std::string> MatchSession::unfinished_text() const {
  if (is_demo() || abandoned_ || match_.over()) return std::nullopt;
  return saved_match_to_text(match_, setup_);
}

MatchSetup MatchSession::next_demo_setup() const {
  MatchSetup next = default_setup(next_game(setup_.kind));
  next.opponent = Opponent::Demo;
  next.level = setup_.level;
  next.first = FirstMover::Random;
  return next;
}

}  // namespace marienbad::app
