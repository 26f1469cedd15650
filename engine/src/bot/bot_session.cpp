#include "marienbad/bot/bot_session.hpp"

#include "marienbad/bot/protocol.hpp"

namespace marienbad::bot {

namespace {

using namespace std::chrono_literals;

// How long a bot whose output ended may take to be seen exiting, so that the
// forfeit can say how it ended (its exit code, the signal).
constexpr auto kExitReportWait = 500ms;
}  // namespace

BotSession::BotSession(BotProcess process, SessionOptions options)
    : process_(std::move(process)), options_(std::move(options)) {}

BotSession::~BotSession() {
  try {
    quit();
  } catch (...) {  // a callback threw: process_'s destructor still kills and reaps the bot
  }
}

OrForfeit<BotSession> BotSession::start(const std::vector<std::string>& argv,
                                        SessionOptions options) {
  auto process = BotProcess::start(argv, options.on_stderr);
  if (auto* failed = std::get_if<Forfeit>(&process)) return std::move(*failed);
  BotSession session(std::get<BotProcess>(std::move(process)), std::move(options));
  session.process_.send(handshake_line());
  session.deadline_ = Clock::now() + session.options_.handshake_time;
  return session;
}

Result<BotSession> BotSession::launch(const std::vector<std::string>& argv,
                                      SessionOptions options) {
  return as_result(start(argv, std::move(options)));
}

BotSession::Progress BotSession::poll(std::chrono::milliseconds wait) {
  if (state_ == State::Forfeited || state_ == State::Ended) return Progress::Forfeit;
  const bool awaiting = state_ == State::Handshake || state_ == State::Thinking;
  const Clock::time_point until =
      awaiting ? std::min(Clock::now() + wait, deadline_) : Clock::now() + wait;
  std::string line;
  for (;;) {
    switch (process_.read_line(until, line)) {
      case ReadResult::Line:
        if (auto progress = handle_line(line); progress != Progress::Pending) return progress;
        if (Clock::now() < until) continue;
        break;  // a bot that talks without end still runs out of time
      case ReadResult::Timeout:
        break;
      case ReadResult::EndOfOutput:
        return end_of_output();
      case ReadResult::LineTooLong: {
        Forfeit too_long{.code = Forfeit::Code::LineTooLong};
        too_long.kib = kMaxLineBytes / 1024;
        return forfeit(std::move(too_long));
      }
    }
    if (!awaiting || Clock::now() < deadline_) return Progress::Pending;
    const bool handshake = state_ == State::Handshake;
    Forfeit late{.code =
                     handshake ? Forfeit::Code::NoHandshakeWithin : Forfeit::Code::NoMoveWithin};
    late.time = handshake ? options_.handshake_time : options_.move_time;
    return forfeit(std::move(late));
  }
}

// Pending for an `info` line (the caller reads on), else what the line decides.
BotSession::Progress BotSession::handle_line(std::string_view line) {
  const BotLine parsed = classify_line(line);
  if (parsed.kind == LineKind::Info) {
    if (options_.on_info) options_.on_info(cut_text(parsed.rest, kMaxInfoBytes));
    return Progress::Pending;
  }
  switch (state_) {
    case State::Handshake: {
      auto name = read_handshake(line);
      if (auto* failed = std::get_if<Forfeit>(&name)) return forfeit(std::move(*failed));
      name_ = std::get<std::string>(std::move(name));
      state_ = State::Ready;
      return Progress::Done;
    }
    case State::Thinking: {
      auto move = read_answer(*game_, heaps_, line);
      if (auto* failed = std::get_if<Forfeit>(&move)) return forfeit(std::move(*failed));
      move_ = std::get<Move>(move);
      state_ = State::Ready;
      return Progress::Done;
    }
    default:
      return forfeit({.code = Forfeit::Code::UnaskedLine, .line = excerpt(line)});
  }
}

BotSession::Progress BotSession::end_of_output() {
  Forfeit ended{.code = Forfeit::Code::Ended};
  ended.exit = process_.wait_exit(Clock::now() + kExitReportWait);
  switch (state_) {
    case State::Handshake:
      ended.phase = Forfeit::Phase::Handshake;
      break;
    case State::Thinking:
      ended.phase = Forfeit::Phase::Thinking;
      break;
    case State::Ready:
      ended.phase = Forfeit::Phase::Ready;
      break;
    case State::Forfeited:
    case State::Ended:
      break;
  }
  if (const std::string& last = process_.last_stderr_line(); !last.empty()) {
    WordExcerpt line = word_excerpt(last, options_.stderr_excerpt_bytes);
    ended.stderr_line = std::move(line.text);
    ended.stderr_cut = line.cut;
  }
  return forfeit(std::move(ended));
}

BotSession::Progress BotSession::forfeit(Forfeit reason) {
  state_ = State::Forfeited;
  forfeit_ = std::move(reason);
  process_.stop(Clock::duration::zero(), options_.forfeit_grace);
  return Progress::Forfeit;
}

Status BotSession::wait_for_handshake() {
  while (state_ == State::Handshake) poll(options_.handshake_time);
  if (state_ == State::Forfeited || state_ == State::Ended) return Error{not_ready()};
  return Ok{};
}

Status BotSession::new_game(const Game& game) {
  if (state_ != State::Ready) return Error{not_ready()};
  auto line = new_game_line(game);
  if (!line) return Error{line.error()};
  process_.send(*line);
  game_ = game;
  return Ok{};
}

Status BotSession::ask(const Heaps& heaps) {
  if (!game_) return Error{"no game started (new_game first)"};
  // Whatever the bot said since its last move is read first: an `info` is
  // fine, anything else a forfeit.
  if (state_ == State::Ready) poll();
  if (state_ != State::Ready) return Error{not_ready()};
  process_.send(position_line(*game_, heaps));
  process_.send(kGoLine);
  heaps_ = heaps;
  state_ = State::Thinking;
  deadline_ = Clock::now() + options_.move_time;
  return Ok{};
}

Result<Move> BotSession::choose(const Heaps& heaps) {
  if (auto asked = ask(heaps); !asked) return Error{asked.error()};
  while (state_ == State::Thinking) poll(options_.move_time);
  if (state_ != State::Ready) return Error{not_ready()};
  return move_;
}

std::string BotSession::not_ready() const {
  switch (state_) {
    case State::Handshake:
      return "the bot has not answered the handshake yet";
    case State::Ready:
      return "the bot is ready";
    case State::Thinking:
      return "the bot is still thinking";
    case State::Forfeited:
      return forfeit_.text();
    case State::Ended:
      return "the bot has quit";
  }
  return {};
}

void BotSession::quit() {
  if (process_.running()) {
    if (state_ != State::Forfeited) process_.send(kQuitLine);
    process_.stop(options_.quit_grace, options_.term_grace);
  }
  if (state_ != State::Forfeited) state_ = State::Ended;
}

void BotSession::kill() {
  process_.kill();
  if (state_ != State::Forfeited) state_ = State::Ended;
}

}  // namespace marienbad::bot
