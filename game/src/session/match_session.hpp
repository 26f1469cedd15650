#pragma once
// The match being played, without SDL: who plays each side, the turn order with the
// computer's thinking time (driven by the seconds passed in, never by a clock of its own),
// undo/redo, the hints used, the end of the match and what to record or keep. The play
// scene shows it and feeds it the person's moves; tests drive it without a window.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "marienbad/match.hpp"
#include "marienbad/player.hpp"
#include "marienbad/rng.hpp"
#include "session/bot_player.hpp"
#include "session/match_setup.hpp"
#include "session/move_review.hpp"
#include "session/statistics.hpp"

namespace marienbad::app {

// The match has just ended (reported once per end: undo then a new end reports again).
struct MatchEnd {
  int winner = 0;
  std::optional<int> last_mover;        // the side that made the last move (none: no move)
  std::optional<bool> person_won;       // against the computer only
  std::optional<bot::Forfeit> forfeit;  // a bot lost by forfeit: why (from the engine)
};

class MatchSession {
 public:
  // Seconds the computer "thinks" before its move shows (so a person can follow it).
  static constexpr double kThinkSeconds = 0.9;
  static constexpr double kDemoThinkSeconds = 0.6;

  // `demo_cycle`: computer against computer, moving on to the next game after each one.
  // `seed` draws the computer's choices.
  // A side whose controller is kBotController is played by setup.bot's program, started
  // here (on a worker thread, see bot_player.hpp) and ended with the session.
  MatchSession(Match match, MatchSetup setup, std::uint64_t seed, bool demo_cycle = false,
               BotOptions bot_options = {});

  const Match& match() const { return match_; }
  const MatchSetup& setup() const { return setup_; }
  bool demo_cycle() const { return demo_cycle_; }
  // Computer against computer: no undo, nothing saved, no statistics.
  bool is_demo() const { return demo_cycle_ || setup_.opponent == Opponent::Demo; }
  bool is_computer(int side) const;  // a level or a bot
  bool is_bot(int side) const;
  // Over: the position is finished, or a bot forfeited.
  bool over() const { return match_.over() || forfeited_side_.has_value(); }
  std::optional<int> winner() const;
  // A bot's forfeit: the side that lost by it, and why (one line).
  std::optional<int> forfeited_side() const { return forfeited_side_; }
  const bot::Forfeit& forfeit() const { return forfeit_; }
  std::string forfeit_reason() const { return forfeit_.text(); }  // in English, one line
  // The forfeiting bot never started (no handshake): it "could not start", it did not lose.
  bool forfeit_before_start() const { return forfeit_before_start_; }
  // A bot's name from its handshake (else the name it was chosen by), and its last `info`.
  std::string bot_name(int side) const;
  std::string bot_info() const;
  // Whether the player's files hear of this match (Continue, last games): not for demos,
  // nor for bots (their program is not part of the match's text).
  // Nor for a lesson's games, counted nowhere.
  bool keeps_files() const { return !is_demo() && !setup_.bot && setup_.lesson.empty(); }
  // The side to move is a person / a computer (false for both once the match is over).
  bool person_to_move() const;
  bool computer_to_move() const;

  // The computer's turn: its move is chosen once per position, then played once
  // `thinking_seconds()` have passed in total; returns the move when it is played. A bot is
  // asked once per position and polled here (never waited for); its forfeit ends the match
  // when it has no move to give: at once before its handshake, otherwise on its turn (a
  // move it gave before exiting is played first).
  // `seconds` is game time (already scaled by the animation speed).
  std::optional<Move> think(double seconds);
  double thinking_seconds() const { return is_demo() ? kDemoThinkSeconds : kThinkSeconds; }
  // A bot has been asked for this position and the thinking delay is spent: only the bot's
  // answer (or its forfeit) can move the match on, and its thread wakes the window for it.
  bool waiting_for_bot() const;
  // Plays a move for the side to move (a person's, or a computer's chosen elsewhere).
  Status play(const Move& move);

  // Against the computer, undo goes back to the person's turn (their move and the
  // reply), and redo forward to it; nothing to undo when only the computer has moved.
  bool can_undo() const;
  bool can_redo() const;
  bool undo();
  bool redo();

  // Every move played (the redo tail too) rated by the engine, computed when it is played.
  const MoveReviews& reviews() const { return reviews_; }

  // The hint overlay was shown during the current turn: counted once per turn of a person.
  void note_hint_shown();
  int hints_used() const { return hints_used_; }

  // Once each time the match ends; nullopt otherwise.
  std::optional<MatchEnd> take_end();

  // Brings the statistics in line with the match (against the computer only): the end it
  // stands on counts once, an end undone is taken back, another end counts instead. True when
  // the statistics changed (to be saved). Call after every end, undo and redo.
  bool update_statistics(Statistics& statistics);
  // The match in progress is discarded for another: counted as abandoned (see
  // count_abandoned); it is then no longer kept for Continue.
  bool abandon(Statistics& statistics);
  bool abandoned() const { return abandoned_; }
  // A person has moved in this unfinished match: ask before discarding it.
  bool worth_keeping() const { return !is_demo() && !abandoned_ && app::worth_keeping(match_); }

  // When the player leaves: the text to keep for "Continue" (an unfinished match that is
  // not a demo), or nullopt when there is nothing to keep (then any older one is stale).
  std::optional<std::string> unfinished_text() const;
  // The setup of the demo cycle's next game (the next game in menu order).
  MatchSetup next_demo_setup() const;

 private:
  void position_changed();
  void check_forfeits();
  std::optional<Move> bot_move(int side);

  MatchSetup setup_;
  Match match_;
  std::array<std::unique_ptr<Player>, 2> players_;
  std::array<std::unique_ptr<RemotePlayer>, 2> bots_;
  std::uint64_t bot_request_ = 0;         // the number of the last question to a bot
  std::optional<std::size_t> asked_ply_;  // the position it was about
  std::optional<int> forfeited_side_;
  bot::Forfeit forfeit_;
  bool forfeit_before_start_ = false;
  Rng rng_;
  bool demo_cycle_ = false;

  std::optional<Move> choice_;  // the computer's move for the position at choice_ply_
  std::size_t choice_ply_ = 0;
  std::optional<std::size_t> thinking_ply_;  // the position thinking_left_ counts for
  double thinking_left_ = 0;

  MoveReviews reviews_;
  bool end_reported_ = false;          // take_end() reported the current end
  std::optional<GameRecord> counted_;  // what the statistics hold for this match
  bool abandoned_ = false;
  int hints_used_ = 0;
  std::optional<std::size_t> hint_counted_ply_;
};

}  // namespace marienbad::app
