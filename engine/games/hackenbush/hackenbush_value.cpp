#include "hackenbush/hackenbush_value.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <numeric>
#include <tuple>
#include <unordered_map>

#include "marienbad/short_game.hpp"

namespace marienbad {

namespace {

// One piece: its edges with its joints numbered 1 .. joints (0 the ground).
struct Piece {
  std::vector<HackenbushEdge> edges;
  std::vector<std::size_t> indexes;  // each edge's index in the picture cut into pieces
  std::size_t joints = 0;
  bool has(EdgeColour colour) const {
    return std::any_of(edges.begin(), edges.end(),
                       [&](const auto& e) { return e.colour == colour; });
  }
  bool is_tree() const { return edges.size() == joints; }  // joints + the ground, one edge fewer
};

// The parts of the picture that meet only at the ground.
std::vector<Piece> pieces(const Picture& picture) {
  const auto& edges = picture.edges;
  std::size_t joints = 0;
  for (const auto& e : edges) joints = std::max({joints, joint_index(e.from), joint_index(e.to)});
  std::vector<std::size_t> root(joints + 1);
  std::iota(root.begin(), root.end(), std::size_t{0});
  const std::function<std::size_t(std::size_t)> find = [&](std::size_t j) {
    return root[j] == j ? j : root[j] = find(root[j]);
  };
  for (const auto& e : edges) {
    if (e.from != 0 && e.to != 0) root[find(joint_index(e.from))] = find(joint_index(e.to));
  }
  std::vector<Piece> found;
  std::unordered_map<std::size_t, std::size_t> piece_of;
  for (std::size_t i = 0; i < edges.size(); ++i) {
    const HackenbushEdge& e = edges[i];
    const std::size_t top = find(joint_index(e.from != 0 ? e.from : e.to));
    auto [at, added] = piece_of.emplace(top, found.size());
    if (added) found.emplace_back();
    found[at->second].edges.push_back(e);
    found[at->second].indexes.push_back(i);
  }
  for (auto& piece : found) {
    piece.edges = renumbered(std::move(piece.edges));
    for (const auto& e : piece.edges) {
      piece.joints = std::max({piece.joints, joint_index(e.from), joint_index(e.to)});
    }
  }
  return found;
}

// Appended piece by piece: GCC 12 warns falsely (stringop-overflow) on chains of "+".
Error too_fine() {
  std::string text("the value is finer than 1/2^");
  text.append(std::to_string(Dyadic::kMaxExponent)).append(" or beyond 2^");
  return Error{text.append(std::to_string(Dyadic::kMaxMagnitude))};
}

// x above a blue edge: (x + n) / 2^(n-1) for the least n >= 1 with x + n > 1.
std::optional<Dyadic> on_blue(const Dyadic& x) {
  std::int64_t n = 1;
  if (x <= Dyadic(0)) {
    const auto y = add(Dyadic(1), -x);  // >= 1: n = floor(y) + 1
    if (!y) return std::nullopt;
    n = (y->numerator() >> y->exponent()) + 1;
  }
  if (n > Dyadic::kMaxExponent + 1) return std::nullopt;
  const auto sum = add(x, Dyadic(n));
  if (!sum) return std::nullopt;
  return Dyadic::make(sum->numerator(), sum->exponent() + static_cast<int>(n) - 1);
}

std::optional<Dyadic> on_edge(EdgeColour colour, const Dyadic& x) {
  if (colour == EdgeColour::Blue) return on_blue(x);
  const auto mirrored = on_blue(-x);
  return mirrored ? std::optional<Dyadic>(-*mirrored) : std::nullopt;
}

// A blue-red tree: the sum over the edges at `joint` (reached by edge `below`) of each edge's
// value with what it carries.
std::optional<Dyadic> tree_number(const Piece& piece, Count joint, std::size_t below) {
  Dyadic total;
  for (std::size_t e = 0; e < piece.edges.size(); ++e) {
    const auto& edge = piece.edges[e];
    if (e == below || (edge.from != joint && edge.to != joint)) continue;
    const auto above = tree_number(piece, edge.from == joint ? edge.to : edge.from, e);
    if (!above) return std::nullopt;
    const auto carried = on_edge(edge.colour, *above);
    if (!carried) return std::nullopt;
    const auto sum = add(total, *carried);
    if (!sum) return std::nullopt;
    total = *sum;
  }
  return total;
}

// A green piece's nimber by the fusion and colon principles.
Count green_nimber(const Piece& piece) {
  const std::size_t n = piece.edges.size();
  // Bridges by depth-first search (Tarjan), by edge so that parallel edges are a cycle.
  std::vector<std::vector<std::pair<std::size_t, std::size_t>>> around(piece.joints + 1);
  for (std::size_t e = 0; e < n; ++e) {
    const std::size_t from = joint_index(piece.edges[e].from);
    const std::size_t to = joint_index(piece.edges[e].to);
    around[from].push_back({to, e});
    if (to != from) around[to].push_back({from, e});
  }
  std::vector<int> order(piece.joints + 1, -1), low(piece.joints + 1, 0);
  std::vector<bool> bridge(n, false);
  int clock = 0;
  const std::function<void(std::size_t, std::size_t)> visit = [&](std::size_t joint,
                                                                  std::size_t via) {
    order[joint] = low[joint] = clock++;
    for (const auto& [next, e] : around[joint]) {
      if (e == via) continue;
      if (order[next] < 0) {
        visit(next, e);
        low[joint] = std::min(low[joint], low[next]);
        if (low[next] > order[joint]) bridge[e] = true;
      } else {
        low[joint] = std::min(low[joint], order[next]);
      }
    }
  };
  visit(0, n);
  // Fused joints: those joined by edges that are not bridges.
  std::vector<std::size_t> fused(piece.joints + 1, piece.joints + 1);
  const std::function<void(std::size_t, std::size_t)> fuse = [&](std::size_t joint,
                                                                 std::size_t label) {
    fused[joint] = label;
    for (const auto& [next, e] : around[joint]) {
      if (!bridge[e] && fused[next] > piece.joints) fuse(next, label);
    }
  };
  for (std::size_t j = 0; j <= piece.joints; ++j) {
    if (fused[j] > piece.joints) fuse(j, j);
  }
  // The colon principle on the tree of bridges, from the ground's fused joint.
  const std::function<Count(std::size_t, std::size_t)> value = [&](std::size_t node,
                                                                   std::size_t via) {
    Count sum = 0;
    for (std::size_t e = 0; e < n; ++e) {
      if (e == via) continue;
      const std::size_t end_from = fused[joint_index(piece.edges[e].from)];
      const std::size_t end_to = fused[joint_index(piece.edges[e].to)];
      const bool from = end_from == node, to = end_to == node;
      if (!bridge[e] && from) {
        sum ^= 1;  // a loop once the cycle is fused
      } else if (bridge[e] && (from || to)) {
        sum ^= 1 + value(from ? end_to : end_from, e);
      }
    }
    return sum;
  };
  return value(fused[0], n);
}

ShortGames& table() {
  // Interned games are shared by every value asked in a thread: values reuse each other's.
  thread_local ShortGames games;
  return games;
}

// A piece's value: a number, a nimber, or an interned game.
struct PieceValue {
  std::optional<Dyadic> number;
  std::optional<Count> nimber;
  std::optional<ShortGames::Id> game;
};

ShortGames::Id game_of(const PieceValue& value) {
  if (value.game) return *value.game;
  return value.number ? table().number(*value.number) : table().nimber(*value.nimber);
}

struct EdgesLess {
  bool operator()(const std::vector<HackenbushEdge>& a,
                  const std::vector<HackenbushEdge>& b) const {
    return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(),
                                        [](const HackenbushEdge& x, const HackenbushEdge& y) {
                                          return std::tuple(x.from, x.to, x.colour) <
                                                 std::tuple(y.from, y.to, y.colour);
                                        });
  }
};

// Every piece valued in this thread, by its edges: the pieces a search meets are met again by
// the next search (the value after each cut, each player's winning cuts), and a cut often
// leaves pieces already seen elsewhere. Emptied when it grows past kMaxCachedPieces.
constexpr std::size_t kMaxCachedPieces = std::size_t{1} << 20;
std::map<std::vector<HackenbushEdge>, PieceValue, EdgesLess>& cache() {
  thread_local std::map<std::vector<HackenbushEdge>, PieceValue, EdgesLess> pieces;
  return pieces;
}

Result<PieceValue> piece_value(const Piece& piece);

// What stands after `side` cuts edge `e` of the piece: its pieces' values, or the first error.
Result<std::vector<PieceValue>> values_after(const Piece& piece, std::size_t e) {
  std::vector<PieceValue> values;
  for (const Piece& rest : pieces(cut_edge(Picture{Side::Blue, piece.edges}, e))) {
    auto value = piece_value(rest);
    if (!value) return Error{value.error()};
    values.push_back(*value);
  }
  return values;
}

// A blue-red piece with a cycle: the simplest number between Blue's best cut and Red's best.
Result<Dyadic> searched_number(const Piece& piece) {
  std::optional<Dyadic> best_left, best_right;
  for (std::size_t e = 0; e < piece.edges.size(); ++e) {
    auto rest = values_after(piece, e);
    if (!rest) return Error{rest.error()};
    Dyadic total;
    for (const PieceValue& value : *rest) {
      const auto sum = add(total, *value.number);
      if (!sum) return too_fine();
      total = *sum;
    }
    auto& best = piece.edges[e].colour == EdgeColour::Blue ? best_left : best_right;
    const bool blue = piece.edges[e].colour == EdgeColour::Blue;
    if (!best || (blue ? total > *best : total < *best)) best = total;
  }
  // Blue-red positions are numbers: Blue's options are all below Red's.
  const auto number = simplest_between(best_left, best_right);
  if (!number) return too_fine();
  return *number;
}

// A piece mixing green with blue or red: its canonical form from its options'.
Result<ShortGames::Id> searched_game(const Piece& piece) {
  std::vector<ShortGames::Id> left, right;
  for (std::size_t e = 0; e < piece.edges.size(); ++e) {
    auto rest = values_after(piece, e);
    if (!rest) return Error{rest.error()};
    ShortGames::Id total = table().zero();
    for (const PieceValue& value : *rest) total = table().add(total, game_of(value));
    const EdgeColour colour = piece.edges[e].colour;
    if (may_cut(Side::Blue, colour)) left.push_back(total);
    if (may_cut(Side::Red, colour)) right.push_back(total);
  }
  return table().make(std::move(left), std::move(right));
}

Result<PieceValue> piece_value(const Piece& piece) {
  if (auto known = cache().find(piece.edges); known != cache().end()) return known->second;
  const bool green = piece.has(EdgeColour::Green);
  const bool coloured = piece.has(EdgeColour::Blue) || piece.has(EdgeColour::Red);
  const std::string size = std::to_string(piece.edges.size());
  PieceValue value;
  if (!green) {
    if (!piece.is_tree() && piece.edges.size() > kMaxNumberSearchEdges)
      return Error{"a blue and red piece with a cycle is valued up to " +
                   std::to_string(kMaxNumberSearchEdges) + " edges (this one has " + size + ")"};
    if (piece.is_tree()) {
      value.number = tree_number(piece, 0, piece.edges.size());
      if (!value.number) return too_fine();
    } else {
      auto number = searched_number(piece);
      if (!number) return Error{number.error()};
      value.number = *number;
    }
  } else if (!coloured) {
    value.nimber = green_nimber(piece);
  } else {
    if (piece.edges.size() > kMaxMixedSearchEdges)
      return Error{"a piece mixing green with blue or red is valued up to " +
                   std::to_string(kMaxMixedSearchEdges) + " edges (this one has " + size + ")"};
    auto game = searched_game(piece);
    if (!game) return Error{game.error()};
    value.game = *game;
  }
  if (cache().size() >= kMaxCachedPieces) cache().clear();
  cache().emplace(piece.edges, value);
  return value;
}

ValueSign sign_of(ShortGames::Sign sign) {
  switch (sign) {
    case ShortGames::Sign::Positive:
      return ValueSign::Positive;
    case ShortGames::Sign::Negative:
      return ValueSign::Negative;
    case ShortGames::Sign::Zero:
      return ValueSign::Zero;
    case ShortGames::Sign::Fuzzy:
      break;
  }
  return ValueSign::Fuzzy;
}

std::string nimber_text(Count n) {
  return n == 0 ? "0" : n == 1 ? "*" : "*" + std::to_string(n);
}

}  // namespace

bool wins_moving_first(ValueSign sign, Side side) {
  return sign == ValueSign::Fuzzy ||
         sign == (side == Side::Blue ? ValueSign::Positive : ValueSign::Negative);
}

namespace {

// The table of games and the pieces' cache (whose games are ids in the table) grow with every
// value asked in the thread: past a bound, both start afresh, between two values only, so that
// no id in use is dropped: memory stays bounded however many values a thread asks (a fuzzer).
constexpr std::size_t kMaxTableEntries = std::size_t{1} << 21;

void start_afresh_if_large() {
  if (table().footprint() < kMaxTableEntries) return;
  cache().clear();
  table() = ShortGames();
}

// The value of pieces side by side: their sum.
Result<PictureValue> sum_of(const std::vector<PieceValue>& values) {
  const bool numbers =
      std::all_of(values.begin(), values.end(), [](const auto& v) { return v.number.has_value(); });
  const bool nimbers =
      std::all_of(values.begin(), values.end(), [](const auto& v) { return v.nimber.has_value(); });
  PictureValue result;
  if (numbers) {
    Dyadic total;
    for (const auto& v : values) {
      const auto sum = add(total, *v.number);
      if (!sum) return too_fine();
      total = *sum;
    }
    result.number = total;
    result.text = total.text();
    result.sign = total > Dyadic(0)   ? ValueSign::Positive
                  : total < Dyadic(0) ? ValueSign::Negative
                                      : ValueSign::Zero;
    if (total == Dyadic(0)) result.nimber = 0;
    return result;
  }
  if (nimbers) {
    Count total = 0;
    for (const auto& v : values) total ^= *v.nimber;
    result.nimber = total;
    result.text = nimber_text(total);
    result.sign = total == 0 ? ValueSign::Zero : ValueSign::Fuzzy;
    return result;
  }
  ShortGames& games = table();
  ShortGames::Id total = games.zero();
  for (const auto& v : values) {
    const auto id = v.game ? *v.game : v.number ? games.number(*v.number) : games.nimber(*v.nimber);
    total = games.add(total, id);
  }
  result.number = games.as_number(total);
  result.nimber = games.as_nimber(total);
  result.text = games.text(total);
  result.sign = sign_of(games.sign(total));
  return result;
}

}  // namespace

Result<PictureValue> picture_value(const Picture& picture) {
  start_afresh_if_large();
  std::vector<PieceValue> values;
  for (const auto& piece : pieces(picture)) {
    auto value = piece_value(piece);
    if (!value) return Error{value.error()};
    values.push_back(*value);
  }
  return sum_of(values);
}

Result<std::vector<PictureValue::Piece>> picture_pieces(const Picture& picture) {
  start_afresh_if_large();
  std::vector<PictureValue::Piece> found;
  for (const auto& piece : pieces(picture)) {
    auto value = piece_value(piece);
    if (!value) return Error{value.error()};
    auto alone = sum_of({*value});
    if (!alone) return Error{alone.error()};
    found.push_back({piece.indexes, std::move(alone).value()});
  }
  return found;
}

}  // namespace marienbad
