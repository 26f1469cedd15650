#pragma once
// JSON building blocks shared by the commands. Counts stay 64-bit integers
// (nlohmann stores them as unsigned integers, never as doubles).
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>

#include "marienbad/game.hpp"

namespace marienbad::cli {

// Keys keep the order they are written in.
using Json = nlohmann::ordered_json;

Json heaps_json(const Heaps& heaps);
// A remoteness, or null when it is unknown.
Json remoteness_json(std::optional<std::uint32_t> remoteness);
// A count that may pass 2^63-1 (the moves of 64-bit rows): a JSON integer up
// to 2^63-1, beyond that its decimal digits as a string (never a float).
Json count_json(u128 count);
// A game whose positions have their own text (a Hackenbush picture): "position" (or
// "to_position"...) with it, and a partisan game's "value" ("to_value") too.
void add_position_text(Json& out, const Game& game, const Heaps& heaps, const std::string& key);
// {"move": TEXT, "to": [heaps after]}; the move must be legal from `from`.
// In a sum, {"component": INDEX (from 0), "move": TEXT in that part's own
// notation, "to": [that part's heaps after]}.
Json move_json(const Game& game, const Heaps& from, const Move& move);
// A game's parameter, when it has one, as the field of its name: "set": [1, 3, 4], or its
// text, "code": "0.137" (GameParameter::shown_as_text).
void add_parameter_json(Json& out, GameKind kind, const std::vector<Count>& value);
// The same in words, after the game's name: " {1, 3, 4}", " 0.137"; empty without one.
std::string parameter_words(GameKind kind, const std::vector<Count>& value);
// The fields every position answer starts with: game, rule, (set or code,) heaps;
// a sum: game, rule, heaps (every part's, in order) and "components":
// [{"game", "heaps", ("set",) "grundy"}, ...] in the order of the parts.
Json position_json(const Game& game, const Heaps& heaps);
// Pretty-printed on stdout, one object.
void print_json(const Json& value);

}  // namespace marienbad::cli
