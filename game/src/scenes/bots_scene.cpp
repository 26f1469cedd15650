#include "scenes/bots_scene.hpp"

#include <SDL.h>

#include <algorithm>

#include "scenes/confirm_dialog.hpp"
#include "scenes/forfeit_words.hpp"
#include "session/bot_player.hpp"

MARIENBAD_STRINGS(
    bots_strings, S_("bots.title", "Your bots"), S_("bots.row", "Bots"),
    S_("bots.row.count", "List ({})"),
    S_("bots.row.detail", "Your programs that play (docs/bot-protocol.md)."),
    S_("bots.test", "Test"), S_("bots.remove", "Remove"), S_("bots.keep", "Keep"),
    S_("bots.run", "This run's bot (--bot)"),
    S_("bots.none",
       "No bot yet. Start the game with --bot \"python3 my_bot.py\" and keep it here, or add it "
       "to settings.json (see docs/playing.md)."),
    S_("bots.testing", "Testing {}…"), S_("bots.test_ok", "{} answered the handshake: “{}”."),
    S_("bots.test_bad", "{}: {}"), S_("bots.full", "The list is full: remove a bot first."),
    S_("bots.keep_bad", "This bot cannot be kept: {}."),
    S_("bots.keys", "↑↓ Tab choose · Enter press · Esc back"), S_("bots.add", "Add"),
    S_("bots.cancel", "Cancel"), S_("bots.draft", "New bot's command"),
    // In the field, under its label "New bot's command": short enough for 800×600.
    S_("bots.draft.empty", "e.g. python3 my_bot.py"),
    S_("bots.draft.keys", "Type · Backspace erase · Ctrl+V paste · Enter press · Esc cancel"),
    S_("bots.draft.untested", "Test it first: it is kept under the name it gives."),
    S_("bots.added", "{} is in the list."),
    S_("bots.drop", "The command you typed is not in your list: Test it, then Keep. Drop it?"),
    S_("bots.drop.yes", "Drop it"), S_("bots.drop.no", "Go back to it"))

namespace marienbad::app {

BotsScene::BotsScene(AppContext& ctx) : ctx_(ctx) {
  rebuild_buttons();
}

BotsScene::~BotsScene() {
  // A test still running ends its bot at once (SIGKILL) and returns within a poll slice, so
  // that closing the window never waits for a silent bot; the future's destructor waits
  // for that.
  if (cancel_test_) cancel_test_->store(true);
}

bool BotsScene::run_bot_kept() const {
  const auto& bots = ctx_.settings().bots;
  const auto& run = ctx_.options().bot;
  return !run || std::any_of(bots.begin(), bots.end(),
                             [&run](const BotEntry& bot) { return bot.command == run->command; });
}

void BotsScene::rebuild_buttons() {
  std::vector<Button> buttons;
  const std::size_t count = ctx_.settings().bots.size();
  for (std::size_t i = 0; i < count; ++i) {
    const int id = kFirstBot + 2 * static_cast<int>(i);
    buttons.push_back({id, "bots.test", "", "", !testing_.valid(), false, {}});
    buttons.push_back({id + 1, "bots.remove", "", "", true, false, {}});
  }
  if (!run_bot_kept()) buttons.push_back({kKeep, "bots.keep", "", "", true, true, {}});
  if (draft_) {
    const bool typed = !draft_->empty();
    buttons.push_back(
        {kDraftTest, "bots.test", "", "", typed && !testing_.valid(), !draft_name_, {}});
    buttons.push_back({kDraftKeep, "bots.keep", "", "", draft_name_.has_value(), true, {}});
    buttons.push_back({kDraftCancel, "bots.cancel", "", "", true, false, {}});
  } else if (count < Settings::kMaxBots) {
    buttons.push_back({kAdd, "bots.add", "", "", true, false, {}});
  }
  buttons.push_back({kBack, "common.back", "", "", true, false, {}});
  const int focus = buttons_.buttons().empty() ? 0 : buttons_.focus_index();
  buttons_ = ButtonList(std::move(buttons));
  buttons_.set_focus_index(std::min(focus, static_cast<int>(buttons_.buttons().size()) - 1));
}

void BotsScene::test(std::size_t index) {
  if (index >= ctx_.settings().bots.size() || testing_.valid()) return;
  const BotEntry bot = ctx_.settings().bots[index];
  start_test(bot.name, bot.command);
}

void BotsScene::start_test(const std::string& name, const std::string& command) {
  tested_command_ = command;
  status_ = ctx_.trf("bots.testing", name);
  status_bad_ = false;
  // Off the frame loop: a bot may take up to 5 s to greet.
  cancel_test_ = std::make_shared<std::atomic<bool>>(false);
  testing_ = std::async(std::launch::async, [command, cancel = cancel_test_] {
    return bot_handshake(command, {}, cancel.get());
  });
  rebuild_buttons();
}

void BotsScene::enter() {
  if (draft_) ctx_.set_text_entry(true);
}

void BotsScene::exit() {
  ctx_.set_text_entry(false);  // the next screen has its keys back
}

void BotsScene::start_adding() {
  if (draft_ || ctx_.settings().bots.size() >= Settings::kMaxBots) return;
  draft_ = std::string();
  draft_name_.reset();
  status_.clear();
  ctx_.set_text_entry(true);
  rebuild_buttons();
  buttons_.focus_id(kDraftTest);
}

void BotsScene::cancel_adding() {
  if (!draft_) return;
  draft_.reset();
  draft_name_.reset();
  ctx_.set_text_entry(false);
  rebuild_buttons();
}

void BotsScene::test_draft() {
  if (!draft_ || draft_->empty() || testing_.valid()) return;
  draft_name_.reset();
  start_test(*draft_, *draft_);
}

void BotsScene::keep_draft() {
  if (!draft_) return;
  if (!draft_name_) {
    status_ = std::string(ctx_.tr("bots.draft.untested"));
    status_bad_ = true;
    return;
  }
  auto& bots = ctx_.settings().bots;
  const BotEntry bot{*draft_name_, *draft_};
  // The one check of a bot entry: what loading the list would refuse is refused here.
  if (auto problem = bot_entry_problem(bot, bots)) {
    status_ = ctx_.trf("bots.keep_bad", ctx_.trf(problem->key, problem->value));
    status_bad_ = true;
    return;
  }
  bots.push_back(bot);
  ctx_.save_settings();
  status_ = ctx_.trf("bots.added", bot.name);
  status_bad_ = false;
  cancel_adding();
  focus_bot(bots.size() - 1);  // the kept bot's row, not the Remove that took Keep's place
}

void BotsScene::focus_bot(std::size_t index) {
  const std::size_t count = ctx_.settings().bots.size();
  if (count == 0) {
    buttons_.focus_id(draft_ ? kDraftTest : kAdd);
    return;
  }
  buttons_.focus_id(kFirstBot + 2 * static_cast<int>(std::min(index, count - 1)));
}

std::pair<std::string, std::optional<std::size_t>> BotsScene::focus() const {
  const auto id = buttons_.focused_id();
  if (!id) return {};
  std::optional<std::size_t> bot;
  if (*id >= kFirstBot) bot = static_cast<std::size_t>((*id - kFirstBot) / 2);
  const auto& buttons = buttons_.buttons();
  const auto found = std::find_if(buttons.begin(), buttons.end(),
                                  [&id](const Button& button) { return button.id == *id; });
  return {found == buttons.end() ? std::string() : found->key, bot};
}

void BotsScene::leave(bool page) {
  const auto go = [this, page] {
    if (page) {
      ctx_.scenes().pop();
    } else {
      cancel_adding();
    }
  };
  if (!draft_ || draft_->empty()) return go();
  ctx_.scenes().push(std::make_unique<ConfirmDialog>(ctx_, std::string(ctx_.tr("bots.drop")),
                                                     "bots.drop.yes", "bots.drop.no", go));
}

// Typing into the field: one line of printable text, at most kMaxBotCommand bytes; a new
// text means a new Test before Keep.
void BotsScene::edit_draft(const Input& input) {
  std::string& draft = *draft_;
  const auto append = [&draft](std::string_view text) {
    for (const char c : text) {
      const auto byte = static_cast<unsigned char>(c);
      if (byte == '\n' || byte == '\r' || byte == '\t') {
        if (!draft.empty() && draft.back() != ' ') draft += ' ';  // a pasted line break
      } else if (byte >= 0x20 && byte != 0x7f) {
        draft += c;
      }
    }
    // Whole characters only: cut back to a character boundary within the limit.
    if (draft.size() > Settings::kMaxBotCommand) {
      std::size_t end = Settings::kMaxBotCommand;
      while (end > 0 && (static_cast<unsigned char>(draft[end]) & 0xC0) == 0x80) --end;
      draft.resize(end);
    }
  };
  if (input.action == Action::Text) {
    append(input.text);
  } else if (input.action == Action::Paste) {
    if (char* clip = SDL_GetClipboardText()) {
      append(clip);
      SDL_free(clip);
    }
  } else if (input.action == Action::Erase && !draft.empty()) {
    // The last character: its continuation bytes, then its first byte.
    while (!draft.empty() && (static_cast<unsigned char>(draft.back()) & 0xC0) == 0x80) {
      draft.pop_back();
    }
    if (!draft.empty()) draft.pop_back();
  } else {
    return;
  }
  draft_name_.reset();
  status_.clear();
  rebuild_buttons();
  ctx_.request_redraw();
}

void BotsScene::keep_run_bot() {
  if (run_bot_kept()) return;
  auto& bots = ctx_.settings().bots;
  if (bots.size() >= Settings::kMaxBots) {
    status_ = std::string(ctx_.tr("bots.full"));
    status_bad_ = true;
    return;
  }
  if (auto problem = bot_entry_problem(*ctx_.options().bot, bots)) {
    status_ = ctx_.trf("bots.keep_bad", ctx_.trf(problem->key, problem->value));
    status_bad_ = true;
    return;
  }
  bots.push_back(*ctx_.options().bot);
  status_.clear();
  ctx_.save_settings();
  rebuild_buttons();
  focus_bot(bots.size() - 1);
}

void BotsScene::update(double /*dt_seconds*/) {
  if (!testing_.valid() ||
      testing_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) {
    return;
  }
  const bot::OrForfeit<std::string> result = testing_.get();
  const std::string* given = std::get_if<std::string>(&result);
  auto& bots = ctx_.settings().bots;
  const auto bot = std::find_if(bots.begin(), bots.end(), [this](const BotEntry& entry) {
    return entry.command == tested_command_;
  });
  const std::string name = bot == bots.end() ? tested_command_ : bot->name;
  if (draft_ && *draft_ == tested_command_) {
    // The typed command: its name, for Keep.
    if (given) {
      draft_name_ = *given;
      status_ = ctx_.trf("bots.test_ok", *draft_, *given);
      status_bad_ = false;
    } else {
      status_ = ctx_.trf("bots.test_bad", *draft_,
                         forfeit_words(ctx_.strings(), std::get<bot::Forfeit>(result)));
      status_bad_ = true;
    }
    rebuild_buttons();
    if (draft_name_) buttons_.focus_id(kDraftKeep);
    ctx_.request_redraw();
    return;
  }
  if (given) {
    status_ = ctx_.trf("bots.test_ok", name, *given);
    status_bad_ = false;
    // The name shown everywhere is the one the bot gives.
    if (bot != bots.end() && bot->name != *given) {
      std::vector<BotEntry> others;
      for (const BotEntry& other : bots) {
        if (&other != &*bot) others.push_back(other);
      }
      if (!bot_entry_problem({*given, bot->command}, others)) {
        bot->name = *given;
        ctx_.save_settings();
      }
    }
  } else {
    status_ = ctx_.trf("bots.test_bad", name,
                       forfeit_words(ctx_.strings(), std::get<bot::Forfeit>(result)));
    status_bad_ = true;
  }
  rebuild_buttons();
  ctx_.request_redraw();
}

void BotsScene::activate(int id) {
  ctx_.play(SoundId::Click);
  if (id == kBack) {
    leave(true);
  } else if (id == kKeep) {
    keep_run_bot();
  } else if (id == kAdd) {
    start_adding();
  } else if (id == kDraftTest) {
    test_draft();
  } else if (id == kDraftKeep) {
    keep_draft();
  } else if (id == kDraftCancel) {
    cancel_adding();
  } else if (id >= kFirstBot) {
    const auto index = static_cast<std::size_t>((id - kFirstBot) / 2);
    auto& bots = ctx_.settings().bots;
    if (index >= bots.size()) return;
    if ((id - kFirstBot) % 2 == 0) {
      test(index);
    } else {
      bots.erase(bots.begin() + static_cast<std::ptrdiff_t>(index));
      ctx_.save_settings();
      status_.clear();
      rebuild_buttons();
      focus_bot(index);  // the next bot's Test: Enter again never removes another bot
    }
  }
}

void BotsScene::handle(const Input& input) {
  if (input.action == Action::Back) {
    leave(!draft_);  // Esc leaves the field, not the page
    return;
  }
  if (draft_ && (input.action == Action::Text || input.action == Action::Paste ||
                 input.action == Action::Erase)) {
    edit_draft(input);
    return;
  }
  if (auto id = buttons_.handle(input)) activate(*id);
}

void BotsScene::draw(Canvas& canvas) {
  canvas.background();
  const Layout& l = canvas.layout();
  const Theme& t = canvas.theme();
  const Palette& c = canvas.colors();
  const Rect screen = l.screen();
  canvas.text(ctx_.tr("bots.title"), {screen.center_x(), l.px(28)},
              canvas.style(TextSize::Heading, c.title, FontFace::Bold), Align::Center);

  const float width = std::min(screen.w - 2 * l.px(t.space_xl), l.px(900));
  const float pad = l.px(t.space_m);
  const float row_h = l.px(58);
  const float gap = l.px(t.space_s);
  const auto& bots = ctx_.settings().bots;
  const bool show_run = !run_bot_kept();
  const std::size_t lines = bots.size() + (show_run ? 1 : 0) + (draft_ ? 1 : 0);
  const float list_h = lines == 0 ? l.px(70) : static_cast<float>(lines) * (row_h + gap) - gap;
  const Rect panel{screen.center_x() - width / 2, l.px(90), width, list_h + 2 * pad};
  canvas.panel(panel, c.panel.with_alpha(200), c.panel_border.with_alpha(160),
               l.px(t.corner_radius));
  const Rect inner = panel.inset(pad);
  const TextStyle name_style = canvas.style(TextSize::Body, c.text, FontFace::Bold);
  const TextStyle command_style = canvas.style(TextSize::Small, c.text_muted);
  const float button_w = l.px(120);
  auto& buttons = buttons_.buttons();
  auto draw_line = [&](std::size_t line, const std::string& name, const std::string& command,
                       std::size_t first_button, std::size_t button_count) {
    const Rect row{inner.x, inner.y + static_cast<float>(line) * (row_h + gap), inner.w, row_h};
    canvas.rounded_rect(row, l.px(8), c.panel_raised);
    const float buttons_w = static_cast<float>(button_count) * (button_w + gap);
    const Rect text{row.x + l.px(12), row.y, row.w - buttons_w - l.px(20), row.h};
    canvas.set_clip(text);
    canvas.text(name, {text.x, row.y + l.px(8)}, name_style, Align::Left, VAlign::Top, text.w);
    canvas.text(command, {text.x, row.y + row_h * 0.56f}, command_style, Align::Left, VAlign::Top,
                text.w);
    canvas.set_clip(std::nullopt);
    for (std::size_t b = 0; b < button_count; ++b) {
      buttons[first_button + b].rect = {
          row.right() - static_cast<float>(button_count - b) * (button_w + gap), row.y + l.px(6),
          button_w, row_h - l.px(12)};
    }
  };
  for (std::size_t i = 0; i < bots.size(); ++i)
    draw_line(i, bots[i].name, bots[i].command, 2 * i, 2);
  if (show_run) {
    const BotEntry& run = *ctx_.options().bot;
    draw_line(bots.size(), std::string(ctx_.tr("bots.run")) + " · " + run.name, run.command,
              2 * bots.size(), 1);
  }
  if (draft_) {
    // The field: a label over the typed command (its end in view, with the caret).
    const std::size_t line = lines - 1;
    draw_line(line, "", "", buttons.size() - 4, 3);
    const Rect row{inner.x, inner.y + static_cast<float>(line) * (row_h + gap), inner.w, row_h};
    const float field_right = buttons[buttons.size() - 4].rect.x - gap;
    canvas.text(ctx_.tr("bots.draft"), {row.x + l.px(12), row.y + l.px(4)},
                canvas.style(TextSize::Small, c.text_muted), Align::Left, VAlign::Top);
    const Rect field{row.x + l.px(8), row.y + row_h * 0.42f, field_right - row.x - l.px(8),
                     row_h * 0.5f};
    canvas.rounded_rect(field, l.px(4), c.background);
    const Rect text_area = field.inset(l.px(6), l.px(1));  // room for an underscore
    draft_area_ = text_area;
    canvas.set_clip(text_area);
    if (draft_->empty()) {
      const std::string_view example = ctx_.tr("bots.draft.empty");
      canvas.text(example, {text_area.x, text_area.center_y()},
                  canvas.fitted(example, command_style, text_area.w), Align::Left, VAlign::Middle);
    } else {
      const TextStyle typed = canvas.style(TextSize::Small, c.text);
      const float w = canvas.measure(*draft_, typed).w;
      const float x = w > text_area.w - l.px(4) ? text_area.right() - l.px(4) - w : text_area.x;
      canvas.text(*draft_, {x, text_area.center_y()}, typed, Align::Left, VAlign::Middle);
      const float caret = x + w + l.px(1);
      canvas.line({caret, text_area.y}, {caret, text_area.bottom()}, std::max(1.0f, l.px(2)),
                  c.title);
    }
    canvas.set_clip(std::nullopt);
  }
  if (lines == 0) {
    canvas.text_box(ctx_.tr("bots.none"), inner, canvas.style(TextSize::Body, c.text_muted),
                    Align::Left, VAlign::Middle);
  }
  const float button_h = l.px(t.button_height);
  float below = panel.bottom() + l.px(12);
  for (Button& button : buttons) {
    if (button.id != kAdd) continue;
    button.rect = {panel.x, below, l.px(200), button_h};
    below = button.rect.bottom() + l.px(12);
  }
  if (!status_.empty()) {
    // A reason is one whole line (wrapped here): a bot that cannot start says why in full.
    canvas.text_box(
        status_, {panel.x, below, panel.w, std::max(l.px(40), screen.h - l.px(96) - below)},
        canvas.style(TextSize::Body, status_bad_ ? c.bad : c.text, FontFace::Bold), Align::Left);
  }

  buttons.back().rect = {panel.x, screen.h - l.px(82), l.px(200), button_h};
  buttons_.draw(canvas, ctx_.strings());
  canvas.text(ctx_.tr(draft_ ? "bots.draft.keys" : "bots.keys"),
              {panel.right(), screen.h - l.px(82) + button_h / 2},
              canvas.style(TextSize::Small, c.text_dim), Align::Right, VAlign::Middle);
}

}  // namespace marienbad::app
