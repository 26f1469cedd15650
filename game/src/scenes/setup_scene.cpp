#include "scenes/setup_scene.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>

#include "boards/game_table.hpp"
#include "boards/start_editor.hpp"
#include "marienbad/bot/protocol.hpp"
#include "marienbad/game.hpp"
#include "marienbad/player.hpp"
#include "scenes/level_label.hpp"
#include "scenes/offered_bots.hpp"
#include "scenes/scene_factory.hpp"
#include "session/game_rules.hpp"

MARIENBAD_STRINGS(
    setup_strings, S_("setup.title", "New game"), S_("setup.match", "The match"),
    S_("setup.position", "Start position"), S_("setup.play", "Play"),
    S_("setup.opponent", "Opponent"), S_("setup.opponent.computer", "The computer"),
    S_("setup.opponent.person", "A second person"),
    S_("setup.opponent.demo", "Computer vs computer"),
    S_("setup.opponent.computer.detail", "You play against the computer."),
    S_("setup.opponent.person.detail", "Two people take turns on this machine."),
    S_("setup.opponent.demo.detail", "Watch the computer play both sides (a demo)."),
    S_("setup.level", "Difficulty"), S_("setup.bot.detail", "Your program plays: {}"),
    S_("setup.first", "Who starts"), S_("setup.side", "You play"),
    // A side of a partisan game ("Blue"), and whether it moves first from the start chosen.
    S_("setup.side.first", "{} (moves first)"), S_("setup.side.second", "{} (moves second)"),
    S_("setup.first.me", "Me"), S_("setup.first.computer", "The computer"),
    S_("setup.first.player1", "Player 1"), S_("setup.first.player2", "Player 2"),
    S_("setup.first.computer_a", "Computer A"), S_("setup.first.computer_b", "Computer B"),
    S_("setup.first.random", "Random"), S_("setup.rule", "Rule"), S_("setup.rule.normal", "Normal"),
    S_("setup.rule.misere", "Misère"), S_("setup.learning", "Learning mode"),
    S_("setup.learning.off", "The hint shows only when you ask for it (H). On keeps it open."),
    S_("setup.start", "Start"), S_("setup.start.film", "1-3-5-7 (the film)"),
    S_("setup.start.3579", "3-5-7-9"), S_("setup.start.custom", "Custom"),
    S_("setup.start.21", "21, take 1, 2 or 3"), S_("setup.start.random", "Random square"),
    S_("setup.start.square", "Chosen square"), S_("setup.row_count", "Rows"),
    S_("setup.row", "Row {}"), S_("setup.heap", "Heap"), S_("setup.set", "May take"),
    S_("setup.set.detail", "Click the amounts, or type their digits (0 for 10)."),
    S_("setup.board", "Board"), S_("setup.board.value", "{0} × {0}"),
    S_("setup.square_x", "Column (x)"), S_("setup.square_y", "Row (y)"),
    S_("setup.random.detail", "Drawn when the match starts, never one move from the corner."),
    S_("setup.preview.take", "take {}"),
    S_("setup.keys", "↑↓ choose · ←→ change · Enter play · Esc back"),
    S_("setup.error.empty_set", "Choose at least one amount to take."),
    S_("setup.error.over", "That position is already finished: choose another one."),
    S_("setup.error.square", "The square must lie on the board."))

namespace marienbad::app {

namespace {

// A bot's name as the opponent's value: short enough for its place at 800×600.
constexpr std::size_t kNameInRowBytes = 24;

template <class T>
T cycle(T value, int delta, int count) {
  const int i = (static_cast<int>(value) + delta + count) % count;
  return static_cast<T>(i);
}

}  // namespace

SetupScene::SetupScene(AppContext& ctx, GameKind kind)
    : ctx_(ctx), kind_(kind), start_(game_entry(kind).make_start_editor(ctx)) {
  buttons_ = ButtonList({{kBack, "common.back", "", "", true, false, {}},
                         {kPlay, "setup.play", "", "", true, true, {}}},
                        ButtonList::Orientation::Horizontal);
  buttons_.focus_id(kPlay);  // Enter plays
  load();
  sync_rows();
}

SetupScene::~SetupScene() = default;

void SetupScene::sync_rows() {
  std::vector<ChoiceRow> rows = describe_rows(true);
  std::vector<ChoiceRow> position = describe_rows(false);
  rows.insert(rows.end(), position.begin(), position.end());
  // Until the next draw places them, rows keep the rectangles of the previous layout.
  for (std::size_t i = 0; i < rows.size() && i < rows_.rows().size(); ++i) {
    rows[i].rect = rows_.rows()[i].rect;
  }
  rows_.set_rows(std::move(rows));
}

void SetupScene::load() {
  base_ = default_setup(kind_);
  base_.learning_mode = ctx_.settings().learning_mode;
  const auto& all = ctx_.settings().last_setup;
  const auto found = all.find(to_string(kind_));
  if (found == all.end()) {
    if (ctx_.options().bot) base_.bot = ctx_.options().bot;
    return;
  }
  const RememberedSetup& r = found->second;
  if (r.level && is_level(*r.level)) base_.level = *r.level;
  if (r.opponent) {
    if (auto o = parse_opponent(*r.opponent)) base_.opponent = *o;
  }
  if (r.first) {
    if (auto f = parse_first_mover(*r.first)) base_.first = *f;
  }
  if (r.rule && !game_rules(kind_).normal_only) {
    if (auto rule = parse_rule(*r.rule)) base_.rule = rule.value();
  }
  if (r.learning) base_.learning_mode = *r.learning;
  start_->load(r);
  // The bot chosen last time, when it is still offered (else its level stays).
  if (r.bot && base_.opponent == Opponent::Computer) {
    const std::vector<BotEntry> bots = offered_bots(ctx_);
    const auto bot =
        std::find_if(bots.begin(), bots.end(), [&](const BotEntry& b) { return b.name == *r.bot; });
    if (bot != bots.end()) base_.bot = *bot;
  }
  // --bot: this run's bot is the opponent offered first.
  if (ctx_.options().bot && base_.opponent == Opponent::Computer) base_.bot = ctx_.options().bot;
}

void SetupScene::save() const {
  RememberedSetup remembered{.level = base_.level,
                             .bot = base_.bot ? std::optional(base_.bot->name) : std::nullopt,
                             .opponent = std::string(to_string(base_.opponent)),
                             .first = std::string(to_string(base_.first)),
                             .rule = std::string(to_string(base_.rule)),
                             .learning = base_.learning_mode};
  start_->save(remembered);
  ctx_.settings().last_setup[std::string(to_string(kind_))] = remembered;
  ctx_.save_settings();
}

void SetupScene::apply_command_line(const Options& o) {
  if (o.level && is_level(*o.level)) {
    base_.level = *o.level;
    if (!o.bot) base_.bot.reset();  // a level asked for is the opponent, unless --bot is too
  }
  if (o.rule && !game_rules(kind_).normal_only) base_.rule = *o.rule;
  if (o.first) {
    base_.first = *o.first == FirstPlayer::Human      ? FirstMover::Human
                  : *o.first == FirstPlayer::Computer ? FirstMover::Computer
                                                      : FirstMover::Random;
  }
  if (o.hint) base_.learning_mode = true;
  if (o.demo) {
    base_.opponent = Opponent::Demo;
    base_.bot.reset();
  }
  RememberedSetup given;
  start_->save(given);  // what the page shows now, changed below where the command line says
  const bool custom = start_->take_command_line(o, given);
  if (custom) start_->load_custom(given);
  message_.clear();
  sync_rows();
}

std::string SetupScene::title_text() const {
  return game_name(ctx_.strings(), current_setup());
}

std::string SetupScene::tagline_text() const {
  return std::string(ctx_.tr("setup.title")) + " · " +
         game_tagline(ctx_.strings(), current_setup());
}

MatchSetup SetupScene::current_setup() const {
  MatchSetup setup = base_;
  setup.kind = kind_;
  start_->apply(setup);
  return setup;
}

std::string SetupScene::problem() const {
  const MatchSetup setup = current_setup();
  if (std::string own = start_->problem(setup); !own.empty()) return own;
  auto game = game_rules(setup.kind).make_game(setup);
  if (!game) return game.error();
  if (auto shown = game_rules(setup.kind).check_start(setup); !shown) return shown.error();
  if (setup.start.empty()) return {};  // drawn when the match starts
  if (auto status = game.value().check_position(setup.start); !status) return status.error();
  if (game.value().is_terminal(setup.start)) return std::string(ctx_.tr("setup.error.over"));
  return {};
}

bool SetupScene::play() {
  message_ = problem();
  if (!message_.empty()) return false;
  save();
  // The new match replaces an unfinished one only once the player agrees.
  start_new_match(ctx_, [this, setup = current_setup()] {
    if (auto scene = make_play_scene(ctx_, setup)) ctx_.scenes().replace(std::move(scene));
  });
  return true;
}

void SetupScene::change(const ChoiceEvent& e) {
  message_.clear();
  const int d = e.delta;
  switch (e.id) {
    case kOpponent: {
      // The computer, the bots (this run's --bot first, then those kept), a second person,
      // the computer against itself. A bot is saved as before: the computer, with its name.
      const std::vector<BotEntry> bots = offered_bots(ctx_);
      const int count = static_cast<int>(bots.size()) + 3;
      int index = 0;
      if (base_.bot) {
        const auto bot = std::find(bots.begin(), bots.end(), *base_.bot);
        if (bot != bots.end()) index = 1 + static_cast<int>(bot - bots.begin());
      } else if (base_.opponent != Opponent::Computer) {
        index = count - (base_.opponent == Opponent::SecondPerson ? 2 : 1);
      }
      const int next = ((index + d) % count + count) % count;
      base_.bot.reset();
      base_.opponent = next == count - 2   ? Opponent::SecondPerson
                       : next == count - 1 ? Opponent::Demo
                                           : Opponent::Computer;
      if (next > 0 && next < count - 2) base_.bot = bots[static_cast<std::size_t>(next - 1)];
      break;
    }
    case kLevel: {  // the five levels (a bot has no level row)
      const auto names = level_names();
      const auto it = std::find(names.begin(), names.end(), base_.level);
      const int index = it == names.end() ? 0 : static_cast<int>(it - names.begin());
      const int last = static_cast<int>(names.size()) - 1;
      base_.level = std::string(names[static_cast<std::size_t>(std::clamp(index + d, 0, last))]);
      break;
    }
    case kFirst:
      base_.first = cycle(base_.first, d, 3);
      break;
    case kRule:
      if (base_.rule == Rule::Normal && !offers_misere(current_setup())) break;
      base_.rule = base_.rule == Rule::Normal ? Rule::Misere : Rule::Normal;
      break;
    case kLearning:
      base_.learning_mode = !base_.learning_mode;
      break;
    default:
      start_->change(e);
      break;
  }
}

std::vector<ChoiceRow> SetupScene::describe_rows(bool general) const {
  std::vector<ChoiceRow> rows;
  if (general) {
    const std::string opp(to_string(base_.opponent));
    if (base_.bot) {
      // A bot is the opponent: named (cut short so that a long name keeps to its place),
      // with the command that starts it. No difficulty: it plays as it plays.
      rows.push_back({kOpponent, std::string(ctx_.tr("setup.opponent")),
                      bot::cut_text(base_.bot->name, kNameInRowBytes),
                      ctx_.trf("setup.bot.detail", base_.bot->command)});
    } else {
      rows.push_back({kOpponent, std::string(ctx_.tr("setup.opponent")),
                      std::string(ctx_.tr("setup.opponent." + opp)),
                      std::string(ctx_.tr("setup.opponent." + opp + ".detail"))});
    }
    if (!base_.bot && base_.opponent != Opponent::SecondPerson) {
      const auto names = level_names();
      auto described = describe(base_.level);
      ChoiceRow level{
          kLevel, std::string(ctx_.tr("setup.level")), level_label(ctx_.strings(), base_.level),
          described ? std::string(ctx_.strings().translate(described.value())) : std::string()};
      level.can_decrease = base_.level != names.front();
      level.can_increase = base_.level != names.back();
      rows.push_back(level);
    }
    std::string first_key;
    switch (base_.first) {
      case FirstMover::Human:
        first_key = base_.opponent == Opponent::Computer ? "setup.first.me"
                    : base_.opponent == Opponent::Demo   ? "setup.first.computer_a"
                                                         : "setup.first.player1";
        break;
      case FirstMover::Computer:
        first_key = base_.opponent == Opponent::Computer ? "setup.first.computer"
                    : base_.opponent == Opponent::Demo   ? "setup.first.computer_b"
                                                         : "setup.first.player2";
        break;
      case FirstMover::Random:
        first_key = "setup.first.random";
        break;
    }
    // A bot that starts is named, as on the Opponent row (not "The computer").
    std::string first = base_.bot && base_.first == FirstMover::Computer
                            ? bot::cut_text(base_.bot->name, kNameInRowBytes)
                            : std::string(ctx_.tr(first_key));
    // A partisan game against the computer: the person chooses a side (Blue or Red), which
    // is whether they move first from the start as it says who moves.
    const PartisanRules* partisan = game_info(kind_).partisan;
    const MatchSetup shown = current_setup();
    if (partisan != nullptr && base_.opponent == Opponent::Computer && !base_.bot &&
        base_.first != FirstMover::Random) {
      // A start being typed that is no position yet: the left side moves first.
      const std::size_t mover = shown.start.empty() ? 0 : partisan->to_move(shown.start);
      const std::size_t side = base_.first == FirstMover::Human ? mover : 1 - mover;
      first = ctx_.trf(side == mover ? "setup.side.first" : "setup.side.second",
                       ctx_.tr(game_key("side", kind_, side == 0 ? ".left" : ".right")));
      rows.push_back({kFirst, std::string(ctx_.tr("setup.side")), std::move(first)});
    } else {
      rows.push_back({kFirst, std::string(ctx_.tr("setup.first")), std::move(first)});
    }
    const std::string rule(to_string(base_.rule));
    ChoiceRow rule_row{
        kRule, std::string(ctx_.tr("setup.rule")), std::string(ctx_.tr("setup.rule." + rule)),
        std::string(ctx_.tr(game_key("setup.rule", kind_, std::string(".").append(rule))))};
    // A sum: normal only, and its detail says why.
    rule_row.can_decrease = rule_row.can_increase =
        base_.rule == Rule::Misere || offers_misere(current_setup());
    rows.push_back(rule_row);
    // The detail says what the value shown does (Off: the hint waits to be asked for).
    rows.push_back({kLearning, std::string(ctx_.tr("setup.learning")),
                    std::string(ctx_.tr(base_.learning_mode ? "common.on" : "common.off")),
                    base_.learning_mode
                        ? std::string(ctx_.tr(game_key("setup.learning.detail", kind_)))
                        : std::string(ctx_.tr("setup.learning.off"))});
    return rows;
  }
  return start_->rows();
}

void SetupScene::exit() {
  ctx_.set_text_entry(false);  // the next screen has its keys back
}

void SetupScene::sync_text_entry() {
  const std::optional<int> focused = rows_.focused_id();
  ctx_.set_text_entry(focused && start_->takes_text(*focused));
}

void SetupScene::handle(const Input& input) {
  handle_input(input);
  sync_text_entry();
}

void SetupScene::handle_input(const Input& input) {
  if (const std::optional<int> focused = rows_.focused_id();
      focused && start_->type(*focused, input)) {
    message_.clear();
    sync_rows();
    return;
  }
  if (input.is_pointer()) {
    if (auto id = buttons_.handle(input)) {
      ctx_.play(SoundId::Click);
      if (*id == kPlay) {
        play();
      } else {
        ctx_.scenes().pop();
      }
      return;
    }
    if (input.action == Action::PointerRelease && start_->click(input.pointer)) {
      ctx_.play(SoundId::Click);
      message_.clear();
      sync_rows();
      return;
    }
  }
  switch (input.action) {
    case Action::Confirm:
      ctx_.play(SoundId::Click);
      play();
      return;
    case Action::Back:
      ctx_.scenes().pop();
      return;
    case Action::Rules:
      ctx_.scenes().push(make_rules_scene(ctx_, kind_));
      return;
    default:
      break;
  }
  if (auto event = rows_.handle(input)) {
    ctx_.play(SoundId::Click);
    change(*event);
    sync_rows();
  }
}

void SetupScene::layout_and_draw_rows(Canvas& canvas, Rect left, Rect right) {
  const Layout& l = canvas.layout();
  const float gap = l.px(6);
  std::vector<ChoiceRow> general = describe_rows(true);
  std::vector<ChoiceRow> position = describe_rows(false);
  auto place = [&](std::vector<ChoiceRow>& rows, Rect area) {
    float y = area.y;
    for (ChoiceRow& row : rows) {
      const float own = start_->row_height(row);
      const float h = own > 0 ? l.px(own) : ChoiceRows::height_for(canvas, row, area.w);
      row.rect = {area.x, y, area.w, h};
      y += h + gap;
    }
    return y;
  };
  place(general, left);
  const float position_bottom = place(position, right);
  std::vector<ChoiceRow> all = std::move(general);
  all.insert(all.end(), position.begin(), position.end());
  rows_.set_rows(std::move(all));
  rows_.draw(canvas);

  const Rect preview{right.x, position_bottom + l.px(8), right.w,
                     right.bottom() - position_bottom - l.px(8)};
  start_->draw(canvas, rows_, preview);
}

void SetupScene::draw(Canvas& canvas) {
  canvas.background();
  const Layout& l = canvas.layout();
  const Theme& t = canvas.theme();
  const Palette& c = canvas.colors();
  const Rect screen = l.screen();
  const float margin = l.px(t.space_xl);

  // Title: the game and "New game".
  const TextStyle title = canvas.style(TextSize::Heading, c.title, FontFace::Bold);
  const TextStyle subtitle = canvas.style(TextSize::Body, c.text_muted);
  const Rect title_box =
      canvas.text(title_text(), {screen.center_x(), l.px(20)}, title, Align::Center, VAlign::Top);
  canvas.text(tagline_text(), {screen.center_x(), title_box.bottom() + l.px(2)}, subtitle,
              Align::Center, VAlign::Top);

  // Two panels: the match (left) and the start position (right).
  const float top = l.px(100);
  const float bottom = screen.h - l.px(96);
  const float gap = l.px(t.space_l);
  const float panel_w = (screen.w - 2 * margin - gap) / 2;
  const Rect left_panel{margin, top, panel_w, bottom - top};
  const Rect right_panel{margin + panel_w + gap, top, panel_w, bottom - top};
  const TextStyle heading = canvas.style(TextSize::Body, c.title, FontFace::Bold);
  for (const auto& [panel, key] :
       {std::pair{left_panel, "setup.match"}, std::pair{right_panel, "setup.position"}}) {
    canvas.panel(panel, c.panel.with_alpha(200), c.panel_border.with_alpha(160),
                 l.px(t.corner_radius));
    canvas.text(ctx_.tr(key), {panel.x + l.px(t.space_m), panel.y + l.px(t.space_s)}, heading);
  }
  const float head = l.px(40);
  const float inner = l.px(t.space_s + 4);
  layout_and_draw_rows(canvas,
                       {left_panel.x + inner, left_panel.y + head, left_panel.w - 2 * inner,
                        left_panel.h - head - inner},
                       {right_panel.x + inner, right_panel.y + head, right_panel.w - 2 * inner,
                        right_panel.h - head - inner});

  // Bottom: the problem (if any), the keys, Back and Play.
  const float button_h = l.px(t.button_height);
  const float button_w = l.px(200);
  const Rect bar{margin, screen.h - l.px(78), screen.w - 2 * margin, button_h};
  buttons_.buttons()[0].rect = {bar.x, bar.y, button_w, button_h};
  buttons_.buttons()[1].rect = {bar.right() - button_w, bar.y, button_w, button_h};
  if (!rows_.show_focus() || buttons_.hover_index() >= 0) buttons_.focus_id(kPlay);
  buttons_.draw(canvas, ctx_.strings());
  const Rect middle{bar.x + button_w + gap, bar.y, bar.w - 2 * (button_w + gap), bar.h};
  if (!message_.empty()) {
    canvas.text_box(message_, middle, canvas.style(TextSize::Body, c.bad, FontFace::Bold),
                    Align::Center, VAlign::Middle);
  } else {
    canvas.text_box(ctx_.tr("setup.keys"), middle, canvas.style(TextSize::Small, c.text_dim),
                    Align::Center, VAlign::Middle);
  }
}

std::unique_ptr<Scene> make_setup_scene(AppContext& ctx, GameKind kind) {
  return std::make_unique<SetupScene>(ctx, kind);
}

}  // namespace marienbad::app
