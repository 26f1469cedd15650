#include "session/bot_player.hpp"

#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

#include "marienbad/bot/bot_session.hpp"
#include "marienbad/bot/command_words.hpp"
#include "marienbad/bot/protocol.hpp"
#include "marienbad/quote.hpp"

namespace marienbad::app {

namespace {

using std::chrono::milliseconds;

// How often the worker looks for a new request or the end while it waits on the bot.
constexpr milliseconds kPollSlice{40};

bot::SessionOptions session_options(const BotOptions& bot) {
  bot::SessionOptions options;
  options.handshake_time = milliseconds(bot.handshake_ms);
  options.move_time = milliseconds(bot.move_ms);
  options.on_stderr = bot.on_stderr;
  // Leaving a match must not keep the window waiting: a bot that ignores `quit` is
  // ended after 0.5 s (SIGTERM), then 0.2 s later (SIGKILL).
  options.quit_grace = milliseconds(500);
  options.term_grace = milliseconds(200);
  // The window wraps a reason: the bot's last line on stderr is quoted whole (within reason).
  options.stderr_excerpt_bytes = 400;
  return options;
}

class BotPlayer final : public RemotePlayer {
 public:
  BotPlayer(std::string_view command, BotOptions bot_options) {
    auto words = bot::split_command_words(command, "the bot's command");
    if (!words) {
      forfeit_ = bot::Forfeit::failed(words.error());
      return;
    }
    on_news_ = bot_options.on_news;
    thread_ = std::thread(
        [this, argv = std::move(words).value(), bot_options] { run(argv, bot_options); });
  }

  ~BotPlayer() override {
    {
      const std::lock_guard lock(mutex_);
      stop_ = true;
    }
    if (thread_.joinable()) thread_.join();
  }

  void ask(std::uint64_t request, const Game& game, const Heaps& heaps) override {
    const std::lock_guard lock(mutex_);
    request_ = Request{request, game, heaps};
  }

  std::optional<Move> take_answer(std::uint64_t request) override {
    const std::lock_guard lock(mutex_);
    if (!answer_ || answer_->first != request) return std::nullopt;
    const Move move = answer_->second;
    answer_.reset();
    return move;
  }

  std::optional<bot::Forfeit> forfeit() const override {
    const std::lock_guard lock(mutex_);
    return forfeit_;
  }
  std::string name() const override {
    const std::lock_guard lock(mutex_);
    return name_;
  }
  bool greeted() const override {
    const std::lock_guard lock(mutex_);
    return greeted_;
  }
  std::string info() const override {
    const std::lock_guard lock(mutex_);
    return info_;
  }

 private:
  struct Request {
    std::uint64_t id;
    Game game;
    Heaps heaps;
  };

  void set_forfeit(bot::Forfeit reason) {
    {
      const std::lock_guard lock(mutex_);
      forfeit_ = std::move(reason);
    }
    tell_news();
  }

  // The session ended or refused a request: its own forfeit when it has one (it may find one
  // while it reads what the bot said before), else the refusal as it is.
  void set_refused(const bot::BotSession& session, const std::string& refusal) {
    if (session.forfeited()) return set_forfeit(session.forfeit());
    set_forfeit(refusal.empty() ? bot::Forfeit{.code = bot::Forfeit::Code::Stopped}
                                : bot::Forfeit::failed(refusal));
  }

  // Outside the lock: the callback may take its time (or call back into the player).
  void tell_news() const {
    if (on_news_) on_news_();
  }

  // The worker: everything that waits on the bot happens here, in slices of kPollSlice so
  // that a new request or the end of the match is seen quickly.
  void run(const std::vector<std::string>& argv, BotOptions bot_options) {
    bot::SessionOptions options = session_options(bot_options);
    options.on_info = [this, log = bot_options.on_info](std::string_view text) {
      if (log) log(text);  // the log has every info line
      {
        const std::lock_guard lock(mutex_);
        info_ = bot::excerpt(text);  // quoted, controls escaped, short: fit for a status line
      }
      tell_news();  // the status line shows it
    };
    auto launched = bot::BotSession::start(argv, std::move(options));
    if (auto* failed = std::get_if<bot::Forfeit>(&launched)) return set_forfeit(std::move(*failed));
    bot::BotSession& session = std::get<bot::BotSession>(launched);
    bool greeted = false;
    bool game_sent = false;
    std::uint64_t asking = 0;  // the request the bot is thinking about (0: none)
    for (;;) {
      std::optional<Request> next;
      {
        const std::lock_guard lock(mutex_);
        if (stop_) break;
        if (greeted && asking == 0 && request_) {
          next = std::move(request_);
          request_.reset();
        }
      }
      if (next) {
        // One match is one game: `new` once, before the first question.
        if (!game_sent) {
          if (auto sent = session.new_game(next->game); !sent) {
            return set_refused(session, sent.error());
          }
          game_sent = true;
        }
        if (auto asked = session.ask(next->heaps); !asked) {
          return set_refused(session, asked.error());
        }
        asking = next->id;
      }
      const auto progress = session.poll(kPollSlice);
      if (progress == bot::BotSession::Progress::Forfeit) {
        return set_refused(session, "");  // the session has ended the process
      }
      if (progress != bot::BotSession::Progress::Done) continue;
      {
        const std::lock_guard lock(mutex_);
        if (!greeted) {
          greeted = true;
          greeted_ = true;
          name_ = session.name();
        } else if (asking != 0) {
          answer_ = std::pair{asking, session.move()};
          asking = 0;
        }
      }
      tell_news();
    }
    session.quit();  // `quit`, then SIGTERM and SIGKILL if it lingers; reaped
  }

  mutable std::mutex mutex_;
  bool stop_ = false;
  std::optional<Request> request_;  // the latest question, until the worker takes it
  std::optional<std::pair<std::uint64_t, Move>> answer_;
  std::optional<bot::Forfeit> forfeit_;
  std::string name_;
  bool greeted_ = false;  // the handshake came: a failure from then on is a forfeit
  std::string info_;
  std::function<void()> on_news_;  // set before the thread starts, then only read
  std::thread thread_;
};

}  // namespace

std::unique_ptr<RemotePlayer> start_bot_player(std::string_view command, BotOptions bot_options) {
  return std::make_unique<BotPlayer>(command, std::move(bot_options));
}

bot::OrForfeit<std::string> bot_handshake(std::string_view command, BotOptions bot_options,
                                          const std::atomic<bool>* cancel) {
  auto words = bot::split_command_words(command, "the bot's command");
  if (!words) return bot::Forfeit::failed(words.error());
  bot::SessionOptions options = session_options(bot_options);
  options.on_info = bot_options.on_info;
  auto launched = bot::BotSession::start(words.value(), std::move(options));
  if (auto* failed = std::get_if<bot::Forfeit>(&launched)) return std::move(*failed);
  bot::BotSession& session = std::get<bot::BotSession>(launched);
  // In slices, so that a cancel (the window closing) is seen at once.
  bot::BotSession::Progress progress = bot::BotSession::Progress::Pending;
  while ((progress = session.poll(kPollSlice)) == bot::BotSession::Progress::Pending) {
    if (cancel != nullptr && cancel->load()) {
      session.kill();
      return bot::Forfeit::failed("cancelled");
    }
  }
  if (progress == bot::BotSession::Progress::Forfeit) {
    // Before any game: the bot did not start (no "forfeits"), said with the program's words.
    return session.forfeit().not_started(quote_for_message(command));
  }
  std::string name = session.name();
  session.quit();
  return name;
}

}  // namespace marienbad::app
