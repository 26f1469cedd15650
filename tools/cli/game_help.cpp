#include "game_help.hpp"

#include "marienbad/game_lists.hpp"
#include "marienbad/quote.hpp"

namespace marienbad::cli {

namespace {

std::string table_text(const GameInfo& info) {
  const std::string most = std::to_string(kMaxTableRows);
  switch (info.table) {
    case TableStyle::Positions:
      if (!info.single) {
        return "every position below its parts' heaps (--component ...), its outcome and its "
               "winning moves, at most " +
               most + " positions";
      }
      return "every position reachable from --heaps (default " + position_text(info, info.start) +
             "), its outcome and its winning moves (seed 001), at most " + most + " positions";
    case TableStyle::ColdRanks:
      return "the cold positions (d, y_d, x_d), y_d = floor(d*phi), x_d = y_d + d, of ranks R .. "
             "R+N-1 (default 0 .. " +
             std::to_string(kDefaultColdRanks - 1) + ", seed 004); N <= " + most;
    case TableStyle::HeapOutcomes:
      return "the P-positions of heaps 0 .. N (default the heap, " +
             position_text(info, info.start) +
             ") and the period of the outcome sequence; N <= " + most;
    case TableStyle::RowGrundy:
      return "the Grundy value of one row of n, n = 0 .. N (default " +
             std::to_string(kDefaultRowCount) + "); N <= " + most;
  }
  return {};
}

}  // namespace

std::string games_phrase() {
  std::vector<std::string> items;
  for (const bool single : {true, false}) {
    for (const GameInfo& info : game_registry()) {
      if (info.single != single) continue;
      if (!single) {
        items.push_back("their sums (" + std::string(info.id) + ")");
      } else if (info.alias.empty()) {
        items.emplace_back(info.id);
      } else {
        items.push_back(std::string(info.id) + " (or " + std::string(info.alias) + ")");
      }
    }
  }
  const std::vector<std::string_view> words(items.begin(), items.end());
  return join_alternatives(words, " and ");
}

std::vector<GameTable> table_descriptions() {
  std::vector<GameTable> tables;
  for (const bool single : {true, false}) {
    for (const GameInfo& info : game_registry()) {
      if (info.single == single) tables.push_back({info.id, table_text(info)});
    }
  }
  return tables;
}

std::string count_help() {
  std::vector<std::string> items;
  for (const GameInfo& info : game_registry()) {
    const char* meaning = info.table == TableStyle::ColdRanks      ? "rows of the table"
                          : info.table == TableStyle::HeapOutcomes ? "last heap"
                          : info.table == TableStyle::RowGrundy    ? "last row"
                                                                   : nullptr;
    if (meaning) items.push_back(std::string(meaning) + " (" + std::string(info.id) + ")");
  }
  const std::vector<std::string_view> words(items.begin(), items.end());
  return join_alternatives(words);
}

std::string table_games(TableStyle style) {
  std::vector<std::string_view> ids;
  for (const GameInfo& info : game_registry()) {
    if (info.table == style) ids.push_back(info.id);
  }
  return join_alternatives(ids);
}

std::string padded_part_games() {
  std::vector<std::string_view> ids;
  for (const GameInfo& info : game_registry()) {
    if (info.part_room != nullptr) ids.push_back(info.id);
  }
  return join_alternatives(ids);
}

std::string wrap(std::string_view first, std::string_view text, std::size_t width,
                 std::string_view indent) {
  std::string out(first);
  const std::size_t line_start = first.rfind('\n');  // `first` may hold whole lines
  std::size_t column =
      line_start == std::string_view::npos ? first.size() : first.size() - line_start - 1;
  bool line_empty = true;  // no word on this line yet
  while (!text.empty()) {
    const std::size_t space = text.find(' ');
    const std::string_view word = text.substr(0, space);
    text = space == std::string_view::npos ? std::string_view{} : text.substr(space + 1);
    if (!line_empty && column + 1 + word.size() > width) {
      out.append("\n").append(indent);
      column = indent.size();
    } else if (!line_empty) {
      out.push_back(' ');
      ++column;
    }
    out.append(word);
    column += word.size();
    line_empty = false;
  }
  return out;
}

}  // namespace marienbad::cli
