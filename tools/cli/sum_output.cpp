#include "sum_output.hpp"

#include <algorithm>
#include <bit>
#include <iomanip>

#include "json_output.hpp"

#include "marienbad/analysis.hpp"

namespace marienbad::cli {

std::string position_text(const Game& game, const Heaps& heaps) {
  return game.position_text(heaps);
}

namespace {

std::string describe_part(const SumPart& part) {
  std::string text = std::string(to_string(part.kind)) + " " + join_counts(part.heaps);
  if (const GameParameter* parameter = game_info(part.kind).parameter) {
    text += ", " + std::string(parameter->name) + parameter_words(part.kind, part.parameter);
  }
  return text;
}

}  // namespace

void print_parts(std::ostream& out, const SumGame& sum, const Heaps& heaps) {
  const std::vector<SumPart> parts = sum.parts(heaps);
  std::vector<std::string> names;
  std::vector<Count> values;
  std::size_t name_width = 9, value_width = 1;
  Count total = 0, largest = 0;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    names.push_back("part " + std::to_string(i + 1) + "  " + describe_part(parts[i]));
    values.push_back(sum.part_grundy(heaps, i));
    total ^= values.back();
    largest = std::max(largest, values.back());
    name_width = std::max(name_width, names.back().size());
    value_width = std::max(value_width, std::to_string(values.back()).size());
  }
  const unsigned bits = std::max(1u, static_cast<unsigned>(std::bit_width(largest)));
  out << "\nparts, each worth a Nim heap of its Grundy value (Sprague-Grundy):\n";
  const auto line = [&](const std::string& name, Count value) {
    out << "  " << std::left << std::setw(static_cast<int>(name_width)) << name << std::right
        << "  " << std::setw(static_cast<int>(value_width)) << value << "  "
        << to_binary(value, bits);
  };
  for (std::size_t i = 0; i < parts.size(); ++i) {
    line(names[i], values[i]);
    out << '\n';
  }
  out << "  " << std::string(name_width + value_width + 4, ' ') << std::string(bits, '-') << '\n';
  line("sum (XOR)", total);
  out << "   (" << (total == 0 ? "zero" : "not zero") << ")\n";
}

}  // namespace marienbad::cli
