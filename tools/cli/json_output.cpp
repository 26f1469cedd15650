#include "json_output.hpp"

#include <iostream>

namespace marienbad::cli {

Json heaps_json(const Heaps& heaps) {
  Json array = Json::array();
  for (Count h : heaps) array.push_back(h);
  return array;
}

Json remoteness_json(std::optional<std::uint32_t> remoteness) {
  return remoteness ? Json(*remoteness) : Json(nullptr);
}

Json count_json(u128 count) {
  return count > kMaxHeap ? Json(to_decimal(count)) : Json(static_cast<Count>(count));
}

void add_position_text(Json& out, const Game& game, const Heaps& heaps, const std::string& key) {
  if (game.is_sum()) return;
  const GameInfo& info = game_info(game.kind());
  if (info.position_text) out[key] = info.position_text(heaps);
  if (info.partisan)
    out[key == "position" ? "value" : "to_value"] = info.partisan->value_text(game, heaps);
}

Json move_json(const Game& game, const Heaps& from, const Move& move) {
  if (const SumGame* sum = game.sum()) {
    const std::size_t part = sum->part_of(move);
    return {{"component", part},
            {"move", sum->part(part).move_text(sum->part_move(move))},
            {"to", heaps_json(sum->part_heaps(sum->apply(from, move), part))}};
  }
  const Heaps to = game.apply(from, move);
  Json out{{"move", game.move_text(move)}, {"to", heaps_json(to)}};
  add_position_text(out, game, to, "to_position");
  return out;
}

namespace {

Json components_json(const SumGame& sum, const Heaps& heaps) {
  Json components = Json::array();
  const std::vector<SumPart> parts = sum.parts(heaps);
  for (std::size_t i = 0; i < parts.size(); ++i) {
    Json part = {{"game", std::string(to_string(parts[i].kind))},
                 {"heaps", heaps_json(parts[i].heaps)}};
    add_parameter_json(part, parts[i].kind, parts[i].parameter);
    part["grundy"] = sum.part_grundy(heaps, i);
    components.push_back(std::move(part));
  }
  return components;
}

}  // namespace

void add_parameter_json(Json& out, GameKind kind, const std::vector<Count>& value) {
  const GameParameter* parameter = game_info(kind).parameter;
  if (!parameter) return;
  const std::string name(parameter->name);
  if (parameter->shown_as_text) {
    out[name] = parameter->text(value);
  } else {
    out[name] = heaps_json(value);
  }
}

std::string parameter_words(GameKind kind, const std::vector<Count>& value) {
  const GameParameter* parameter = game_info(kind).parameter;
  if (!parameter) return {};
  if (parameter->shown_as_text) return ' ' + parameter->text(value);
  return " {" + join_counts(value, ", ") + '}';
}

Json position_json(const Game& game, const Heaps& heaps) {
  Json out = Json::object();
  out["game"] = std::string(to_string(game.kind()));
  out["rule"] = std::string(to_string(game.rule()));
  add_parameter_json(out, game.kind(), game.parameter());
  out["heaps"] = heaps_json(heaps);
  add_position_text(out, game, heaps, "position");
  if (const SumGame* sum = game.sum()) out["components"] = components_json(*sum, heaps);
  return out;
}

void print_json(const Json& value) {
  std::cout << value.dump(2) << '\n';
}

}  // namespace marienbad::cli
