#include "session/saved_match.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "json/json_document.hpp"
#include "marienbad/player.hpp"
#include "marienbad/quote.hpp"
#include "marienbad/registry.hpp"
#include "session/game_rules.hpp"
#include "session/sum_setup.hpp"

namespace marienbad::app {

namespace {
constexpr int kSavedMatchFormat = 1;
using nlohmann::json;

json setup_to_json(const MatchSetup& setup) {
  json object = {{"kind", marienbad::to_string(setup.kind)},
                 {"rule", marienbad::to_string(setup.rule)},
                 {"start", setup.start},
                 {"set", setup.set},
                 {"board_size", setup.board_size},
                 {"level", setup.level},
                 {"opponent", to_string(setup.opponent)},
                 {"first", to_string(setup.first)},
                 {"learning_mode", setup.learning_mode}};
  // A sum's parts as the CLI's --component specs: "nim:1,3,5", "subtraction:21:1,2,3".
  if (!setup.parts.empty()) {
    std::vector<std::string> parts;
    for (const SumPart& part : setup.parts) parts.push_back(sum_part_text(part));
    object["parts"] = parts;
  }
  return object;
}

// Reads one field, strictly typed; false (with `why` set) when missing, of another type,
// or an integer that does not fit.
template <class T>
bool field(const json& object, const char* name, T& out, std::string& why) {
  const auto it = object.find(name);
  if (it == object.end()) {
    why = std::string("missing '") + name + "'";
    return false;
  }
  if (!json_to(*it, out)) {
    why = std::string("bad '") + name + "'";
    return false;
  }
  return true;
}

// A sum's "parts": at most what the screen shows, each a --component spec.
Result<std::vector<SumPart>> parts_from_json(const json& object) {
  std::vector<std::string> texts;
  std::string why;
  if (!field(object, "parts", texts, why)) return Error{why};
  if (texts.size() > kMaxShownSumParts) return Error{"too many 'parts'"};
  std::vector<SumPart> parts;
  for (const std::string& text : texts) {
    auto part = parse_sum_part(text, "part");
    if (!part) return Error{part.error()};
    parts.push_back(std::move(part).value());
  }
  return parts;
}

Result<MatchSetup> setup_from_json(const json& object) {
  if (!object.is_object()) return Error{"'setup' is not an object"};
  MatchSetup setup;
  std::string why, kind, rule, opponent, first;
  if (!field(object, "kind", kind, why) || !field(object, "rule", rule, why) ||
      !field(object, "start", setup.start, why) || !field(object, "set", setup.set, why) ||
      !field(object, "board_size", setup.board_size, why) ||
      !field(object, "level", setup.level, why) || !field(object, "opponent", opponent, why) ||
      !field(object, "first", first, why) ||
      !field(object, "learning_mode", setup.learning_mode, why)) {
    return Error{why};
  }
  const auto parsed_kind = game_of_name(kind);
  if (!parsed_kind) return Error{"unknown game " + quote_for_message(kind)};
  setup.kind = *parsed_kind;
  const bool has_parts = object.contains("parts");
  if (has_parts != !game_info(setup.kind).single) {
    return Error{has_parts ? "'parts' is only for a sum of games" : "missing 'parts'"};
  }
  if (has_parts) {
    auto parts = parts_from_json(object);
    if (!parts) return Error{parts.error()};
    setup.parts = std::move(parts).value();
  }
  auto parsed_rule = parse_rule(rule);
  if (!parsed_rule) return Error{parsed_rule.error()};
  setup.rule = *parsed_rule;
  const auto parsed_opponent = parse_opponent(opponent);
  if (!parsed_opponent) return Error{"unknown opponent " + quote_for_message(opponent)};
  setup.opponent = *parsed_opponent;
  const auto parsed_first = parse_first_mover(first);
  if (!parsed_first) return Error{"unknown first mover " + quote_for_message(first)};
  setup.first = *parsed_first;
  if (setup.opponent != Opponent::SecondPerson && !is_level(setup.level)) {
    return Error{"unknown level " + quote_for_message(setup.level)};
  }
  return setup;
}

// The setup must describe the saved match (same rules, same sides) and must itself give a
// valid new match, since "New game" starts one from it.
Status check_setup(const MatchSetup& setup, const Match& match) {
  const Game& game = match.game();
  // A parameter in the one form its game keeps (a set ascending).
  const auto kept = [](GameKind kind, const std::vector<Count>& value) {
    if (!game_info(kind).parameter) return std::vector<Count>{};
    auto made = Game::make(kind, Rule::Normal, value);
    return made ? made.value().parameter() : value;
  };
  if (setup.kind != game.kind() || setup.rule != game.rule() ||
      (game_info(setup.kind).parameter && kept(setup.kind, setup.set) != game.parameter())) {
    return Error{"the setup's game or rules differ from the saved match"};
  }
  if (const SumGame* sum = game.sum()) {
    // The same games with the same sets, part by part (their heaps are the start's).
    const std::vector<SumPart> played = sum->parts(match.start());
    bool same = played.size() == setup.parts.size();
    for (std::size_t i = 0; same && i < played.size(); ++i) {
      same = played[i].kind == setup.parts[i].kind &&
             played[i].parameter == kept(setup.parts[i].kind, setup.parts[i].parameter);
    }
    if (!same) return Error{"the setup's parts differ from the saved match's"};
  }
  std::array<std::string, 2> sides{"human", "human"};
  if (setup.opponent == Opponent::Computer) sides[1] = setup.level;
  if (setup.opponent == Opponent::Demo) sides = {setup.level, setup.level};
  if (match.controller(0) != sides[0] || match.controller(1) != sides[1]) {
    return Error{"the saved match's players differ from its setup"};
  }
  // Exactly what the setup page allows: a board the size the page offers, and a start it
  // can show (a row of 100,000 matches would cost hundreds of MB to draw).
  if (setup.board_size < SetupLimits::kMinBoard || setup.board_size > SetupLimits::kMaxBoard) {
    return Error{"bad 'board_size'"};
  }
  if (auto playable = check_playable(setup); !playable) return Error{"setup: " + playable.error()};
  MatchSetup started = setup;
  started.start = match.start();
  if (auto playable = check_playable(started); !playable) {
    return Error{"start: " + playable.error()};
  }
  if (const auto board_for = game_rules(setup.kind).board_for;
      board_for != nullptr && board_for(match.start()) > setup.board_size) {
    return Error{"start: the square is off the board"};
  }
  return Ok{};
}

}  // namespace

std::string saved_match_to_text(const Match& match, const MatchSetup& setup) {
  return json_text({{"format", kSavedMatchFormat},
                    {"match", match.serialize()},
                    {"setup", setup_to_json(setup)}});
}

namespace {

// `finished`: the match must be over (a game of the history), else not over (Continue).
Result<SavedMatch> parse_saved(std::string_view text, bool finished) {
  auto parsed = parse_json_object(text);
  if (!parsed) return Error{parsed.error()};
  const json& document = parsed.value();
  std::string why;
  int format = 0;
  std::string match_text;
  if (!field(document, "format", format, why) || !field(document, "match", match_text, why)) {
    return Error{why};
  }
  if (format != kSavedMatchFormat)
    return Error{"format " + std::to_string(format) + " is not supported"};
  const auto setup_field = document.find("setup");
  if (setup_field == document.end()) return Error{"missing 'setup'"};
  auto setup = setup_from_json(*setup_field);
  if (!setup) return Error{setup.error()};
  auto match = Match::parse(match_text);
  if (!match) return Error{match.error()};
  if (!finished && match->over()) return Error{"the saved match is already over"};
  if (finished && !match->over()) return Error{"the game is not finished"};
  if (auto consistent = check_setup(*setup, *match); !consistent) return Error{consistent.error()};
  return SavedMatch{std::move(match).value(), std::move(setup).value()};
}

}  // namespace

Result<SavedMatch> saved_match_from_text(std::string_view text) {
  return parse_saved(text, false);
}

Result<SavedMatch> finished_match_from_text(std::string_view text) {
  return parse_saved(text, true);
}

}  // namespace marienbad::app
