#include "json_output.hpp"

#include <iostream>

namespace marienbad::cli {

Json heaps_json(const Heaps& heaps) {
  Json array = Json::array();
  for (Count h : heaps) array.push_back(h);
  return array;
}

Json move_json(const Game& game, const Heaps& from, const Move& move) {
  return {{"move", game.move_text(move)}, {"to", heaps_json(game.apply(from, move))}};
}

Json position_json(const Game& game, const Heaps& heaps) {
  Json out = Json::object();
  out["game"] = std::string(to_string(game.kind()));
  out["rule"] = std::string(to_string(game.rule()));
  if (game.kind() == GameKind::Subtraction) out["set"] = heaps_json(game.subtraction_set());
  out["heaps"] = heaps_json(heaps);
  return out;
}

void print_json(const Json& value) {
  std::cout << value.dump(2) << '\n';
}

}  // namespace marienbad::cli
