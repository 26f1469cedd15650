#include "games/sum/sum_part_values.hpp"

#include <algorithm>

#include "games/sum/sum_words.hpp"
#include "marienbad/registry.hpp"

MARIENBAD_STRINGS(
    sum_part_values_strings, S_("hint.part.title", "{}: g = {}"),
    S_("hint.part.row", "Row {} ({})"),
    S_("hint.part.rows",
       "Each row is worth a Nim heap: its value g, in base 2. Their digital sum Σ is the part's "
       "g."),
    S_("hint.part.sequence",
       "g(n) is the smallest value that no move from a heap of n reaches (the mex)."),
    S_("hint.part.grid",
       "g(x, y) is the smallest value missing from the squares one move away: left, down and "
       "diagonally down-left (the mex)."),
    S_("hint.part.values", "n: {}\ng: {}"))

namespace marienbad::app {

namespace {

// How many values a sequence shows, and a side of the grid, at most.
constexpr Count kSequenceLength = 16;
constexpr Count kGridSide = 8;

// A position's value in the part's own game, as the sum counts it (the registry's hook).
std::optional<Count> value_of(const Game& part, const Heaps& heaps) {
  const auto hook = game_info(part.kind()).part_grundy;
  if (hook == nullptr || !part.check_position(heaps).ok()) return std::nullopt;
  return hook(part, heaps);
}

PartValues::Shape shape_of(const Game& part) {
  switch (game_info(part.kind()).table) {
    case TableStyle::HeapOutcomes:
      return PartValues::Shape::Sequence;
    case TableStyle::ColdRanks:
      return PartValues::Shape::Grid;
    default:
      return PartValues::Shape::Rows;
  }
}

bool fill_rows(const Game& part, Heaps heaps, const Strings& s, PartValues& v) {
  // A part whose moves split rows keeps room for them as empty rows at the end: not shown.
  while (heaps.size() > 1 && heaps.back() == 0) heaps.pop_back();
  Heaps values;
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    const auto g = value_of(part, Heaps{heaps[i]});
    if (!g) return false;
    values.push_back(*g);
    v.row_labels.push_back(s.trf("hint.part.row", i + 1, heaps[i]));
  }
  v.rows = digital_sum_hint(digital_sum(Rule::Normal, values));
  v.rows.key_row.reset();  // the sum's move is not this part's own Σ's business
  v.how = std::string(s.tr("hint.part.rows"));
  return true;
}

bool fill_sequence(const Game& part, const Heaps& heaps, const Strings& s, PartValues& v) {
  const Count heap = heaps.at(0);
  v.first = heap >= kSequenceLength ? heap - (kSequenceLength - 1) : 0;
  for (Count n = v.first; n <= heap; ++n) {
    const auto g = value_of(part, Heaps{n});
    if (!g) return false;
    v.sequence.push_back(*g);
  }
  v.how = std::string(s.tr("hint.part.sequence"));
  return true;
}

bool fill_grid(const Game& part, const Heaps& heaps, const Strings& s, PartValues& v) {
  v.x = heaps.at(0);
  v.y = heaps.at(1);
  v.x0 = v.x >= kGridSide ? v.x - (kGridSide - 1) : 0;
  v.y0 = v.y >= kGridSide ? v.y - (kGridSide - 1) : 0;
  for (Count y = v.y0; y <= v.y; ++y) {
    std::vector<Count> row;
    std::vector<bool> reached;
    for (Count x = v.x0; x <= v.x; ++x) {
      const auto g = value_of(part, Heaps{x, y});
      if (!g) return false;
      row.push_back(*g);
      // One move: left (same y), down (same x) or diagonally (the same amount off both).
      const bool moved = x != v.x || y != v.y;
      reached.push_back(moved && (y == v.y || x == v.x || v.x - x == v.y - y));
    }
    v.grid.push_back(std::move(row));
    v.reached.push_back(std::move(reached));
  }
  v.how = std::string(s.tr("hint.part.grid"));
  return true;
}

}  // namespace

std::optional<PartValues> build_part_values(const Game& sum, const Heaps& position,
                                            std::size_t part, const Strings& strings) {
  const SumGame* parts = sum.sum();
  if (!parts || part >= parts->part_count()) return std::nullopt;
  const Game& game = parts->part(part);
  const Heaps heaps = parts->part_heaps(position, part);
  PartValues v;
  v.part = part;
  v.shape = shape_of(game);
  v.value = parts->part_grundy(position, part);
  v.title = strings.trf("hint.part.title", sum_part_caption(strings, sum, part), v.value);
  bool ok = false;
  switch (v.shape) {
    case PartValues::Shape::Rows:
      ok = fill_rows(game, heaps, strings, v);
      break;
    case PartValues::Shape::Sequence:
      ok = heaps.size() == 1 && fill_sequence(game, heaps, strings, v);
      break;
    case PartValues::Shape::Grid:
      ok = heaps.size() == 2 && fill_grid(game, heaps, strings, v);
      break;
  }
  if (!ok) return std::nullopt;
  return v;
}

std::pair<std::string, std::string> sequence_lines(const PartValues& values,
                                                   const Strings& strings) {
  std::string ns;
  std::string gs;
  for (std::size_t i = 0; i < values.sequence.size(); ++i) {
    std::string a = std::to_string(values.first + static_cast<Count>(i));
    std::string b = std::to_string(values.sequence[i]);
    const std::size_t w = std::max(a.size(), b.size());
    a.insert(0, w - a.size(), ' ');
    b.insert(0, w - b.size(), ' ');
    ns.append(i > 0 ? " " : "").append(a);
    gs.append(i > 0 ? " " : "").append(b);
  }
  if (values.first > 0) {
    ns.insert(0, "… ");
    gs.insert(0, "  ");
  }
  const std::string both = strings.trf("hint.part.values", ns, gs);
  const std::size_t newline = both.find('\n');
  if (newline == std::string::npos) return {both, {}};
  return {both.substr(0, newline), both.substr(newline + 1)};
}

}  // namespace marienbad::app
