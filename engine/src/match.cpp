#include "marienbad/match.hpp"

#include <algorithm>
#include <sstream>

#include "marienbad/quote.hpp"
#include "marienbad/registry.hpp"

namespace marienbad {

namespace {

constexpr std::string_view kHeader = "marienbad-match 1";

struct GameAndStart {
  Game game;
  Heaps start;
};

// "parts nim:1,3,5 subtraction:21:1,3,4": a sum and its start.
Result<GameAndStart> read_sum(std::string_view parts_text, Rule rule) {
  std::istringstream words{std::string(parts_text)};
  std::vector<SumPart> parts;
  std::string word;
  while (words >> word) {
    if (parts.size() == kMaxSumParts) {
      return Error{"a sum has at most " + std::to_string(kMaxSumParts) + " parts"};
    }
    auto part = parse_sum_part(word, "part");
    if (!part) return Error{part.error()};
    parts.push_back(std::move(part).value());
  }
  auto sum = SumGame::make(parts, rule);
  if (!sum) return Error{sum.error()};
  Heaps start = sum.value().start();
  return GameAndStart{Game(std::move(sum).value()), std::move(start)};
}

// A single game: its parameter's line ("set 1,3,4", "code 0.137") when it has one, else the
// default, and its start.
Result<GameAndStart> read_single(GameKind kind, Rule rule, std::string_view parameter_key,
                                 std::string_view parameter_text, std::string_view start_text) {
  const GameInfo& info = game_info(kind);
  std::vector<Count> parameter;
  if (!parameter_key.empty() && (!info.parameter || info.parameter->name != parameter_key)) {
    // Appended: GCC 12 warns falsely (-Wstringop-overflow) on a chain of + once inlined.
    std::string message = quote_for_message(parameter_key);
    message.append(" is not for ").append(info.id);
    return Error{std::move(message)};
  }
  if (info.parameter) {
    auto value = info.parameter->parse(
        parameter_key.empty() ? info.parameter->fallback : parameter_text, info.parameter->name);
    if (!value) return Error{value.error()};
    parameter = std::move(value).value();
  }
  auto game = Game::make(kind, rule, std::move(parameter));
  if (!game) return Error{game.error()};
  auto start = parse_position(info, start_text, "start");
  if (!start) return Error{start.error()};
  return GameAndStart{std::move(game).value(), std::move(start).value()};
}

// Whether `key` is a game's parameter line ("set", "code").
bool is_parameter_key(std::string_view key) {
  for (const GameInfo& info : game_registry()) {
    if (info.parameter && info.parameter->name == key) return true;
  }
  return false;
}

}  // namespace

Match::Match(Game game, Heaps start, int first, std::array<std::string, 2> controllers)
    : game_(std::move(game)),
      start_(std::move(start)),
      first_(first),
      controllers_(std::move(controllers)),
      positions_{start_} {}

Result<Match> Match::make(Game game, Heaps start, int first,
                          std::array<std::string, 2> controllers) {
  if (auto valid = game.check_position(start); !valid) return Error{valid.error()};
  if (game.is_terminal(start)) return Error{"the start position is already finished"};
  if (first != 0 && first != 1) return Error{"the first side must be 0 or 1"};
  for (const auto& controller : controllers) {
    if (controller.empty() || controller.find_first_of(" \t\r\n") != std::string::npos) {
      return Error{"a side's controller must be one word, e.g. human or perfect"};
    }
  }
  return Match(std::move(game), std::move(start), first, std::move(controllers));
}

const std::string& Match::controller(int side) const {
  return controllers_.at(side == 0 ? 0 : 1);
}

int Match::side_of_ply(std::size_t ply) const {
  return static_cast<int>((static_cast<std::size_t>(first_) + ply) % 2);
}
int Match::side_to_move() const {
  return side_of_ply(cursor_);
}

Status Match::play(const Move& move) {
  if (over()) return Error{"the match is over"};
  if (auto legal = game_.check_move(position(), move); !legal) return legal;
  Heaps next = game_.apply(position(), move);
  moves_.resize(cursor_);
  positions_.resize(cursor_ + 1);
  moves_.push_back(move);
  positions_.push_back(std::move(next));
  ++cursor_;
  return Ok{};
}

Status Match::play_text(std::string_view move_text) {
  auto move = game_.parse_move(move_text);
  if (!move) return Error{move.error()};
  return play(*move);
}

bool Match::undo() {
  if (!can_undo()) return false;
  --cursor_;
  return true;
}

bool Match::redo() {
  if (!can_redo()) return false;
  ++cursor_;
  return true;
}

bool Match::over() const {
  return game_.is_terminal(position());
}

std::optional<int> Match::winner() const {
  if (!over() || cursor_ == 0) return std::nullopt;
  const int last_mover = side_of_ply(cursor_ - 1);
  return game_.rule() == Rule::Normal ? last_mover : 1 - last_mover;
}

std::string Match::serialize() const {
  std::ostringstream out;
  out << kHeader << '\n';
  out << "game " << to_string(game_.kind()) << '\n';
  out << "rule " << to_string(game_.rule()) << '\n';
  if (const SumGame* sum = game_.sum()) {
    out << "parts";  // the layout and the start together, one part text each
    for (const SumPart& part : sum->parts(start_)) out << ' ' << sum_part_text(part);
    out << '\n';
  } else {
    if (const GameParameter* parameter = game_info(game_.kind()).parameter) {
      out << parameter->name << ' ' << parameter->text(game_.parameter()) << '\n';
    }
    out << "start " << position_text(game_info(game_.kind()), start_) << '\n';
  }
  out << "first " << first_ << '\n';
  out << "players " << controllers_[0] << ' ' << controllers_[1] << '\n';
  out << "moves";
  for (const Move& move : moves_) out << ' ' << game_.move_text(move);
  out << '\n';
  out << "cursor " << cursor_ << '\n';
  return out.str();
}

Result<Match> Match::parse(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string line;
  if (!std::getline(in, line) || line != kHeader) {
    return Error{"not a saved match (the first line should be '" + std::string(kHeader) + "')"};
  }
  std::string game_name, rule_name, parameter_key, parameter_text, start_text, parts_text,
      first_text, moves_text, cursor_text;
  std::array<std::string, 2> players;
  bool has_players = false;
  std::vector<std::string> seen;  // each field once: a second "moves" line must not win silently
  int line_number = 1;
  while (std::getline(in, line)) {
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    std::istringstream fields(line);
    std::string key, rest;
    fields >> key;
    std::getline(fields >> std::ws, rest);
    const std::string where = "line " + std::to_string(line_number) + ": ";
    if (std::find(seen.begin(), seen.end(), key) != seen.end()) {
      return Error{where + quote_for_message(key) + " is given twice"};
    }
    seen.push_back(key);
    if (key == "game")
      game_name = rest;
    else if (key == "rule")
      rule_name = rest;
    else if (is_parameter_key(key) && parameter_key.empty()) {
      parameter_key = key;
      parameter_text = rest;
    } else if (key == "start")
      start_text = rest;
    else if (key == "parts")
      parts_text = rest;
    else if (key == "first")
      first_text = rest;
    else if (key == "moves")
      moves_text = rest;
    else if (key == "cursor")
      cursor_text = rest;
    else if (key == "players") {
      std::istringstream names(rest);
      std::string extra;
      if (!(names >> players[0] >> players[1]) || (names >> extra)) {
        return Error{where + "'players' needs exactly two names"};
      }
      has_players = true;
    } else {
      return Error{where + "unknown field " + quote_for_message(key)};
    }
  }
  auto info = find_game(game_name, true);
  if (!info) return Error{"saved match: " + info.error()};
  const bool sum = !info.value()->single;
  auto rule = parse_rule(rule_name);
  if (!rule) return Error{"saved match: " + rule.error()};
  const auto given = [&](std::string_view key) {
    return std::find(seen.begin(), seen.end(), key) != seen.end();
  };
  if (sum && (!parameter_key.empty() || given("start"))) {
    return Error{"saved match: a sum gives its parts and their start on the 'parts' line only"};
  }
  if (!sum && given("parts")) return Error{"saved match: 'parts' is only for a sum of games"};
  auto game =
      sum ? read_sum(parts_text, *rule)
          : read_single(info.value()->kind, *rule, parameter_key, parameter_text, start_text);
  if (!game) return Error{"saved match: " + game.error()};
  auto first = parse_count(first_text, "first", 1);
  if (!first) return Error{"saved match: " + first.error()};
  if (!has_players) return Error{"saved match: the 'players' line is missing"};
  auto match =
      make(std::move(game.value().game), game.value().start, static_cast<int>(*first), players);
  if (!match) return Error{"saved match: " + match.error()};
  std::istringstream move_words(moves_text);
  std::string word;
  std::size_t ply = 0;
  while (move_words >> word) {
    ++ply;
    if (auto played = match.value().play_text(word); !played) {
      return Error{"saved match: move " + std::to_string(ply) + " " + quote_for_message(word) +
                   ": " + played.error()};
    }
  }
  auto cursor = parse_count(cursor_text, "cursor", ply);
  if (!cursor) return Error{"saved match: " + cursor.error()};
  while (match.value().cursor() > *cursor) match.value().undo();
  return match;
}

}  // namespace marienbad
