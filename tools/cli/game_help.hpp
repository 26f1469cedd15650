#pragma once
// The CLI's help texts that name the games, made from the registry (a new game's entry
// puts it in each): `marienbad-cli --help`, `table --help`, `review --help`, and the man
// page's lists (data/man/, written at build time by marienbad-write-data).
#include <string>
#include <string_view>
#include <vector>

#include "marienbad/registry.hpp"

namespace marienbad::cli {

inline constexpr Count kMaxTableRows = 100'000;
inline constexpr Count kDefaultColdRanks = 21;  // --count of a table of cold positions
inline constexpr Count kDefaultRowCount = 83;   // --count of a row's Grundy values

// "nim (or marienbad), subtraction, wythoff, kayles and their sums (sum)".
std::string games_phrase();

// What `table` shows for one game, one sentence, for `table --help` and the man page.
struct GameTable {
  std::string_view id;
  std::string text;
};
std::vector<GameTable> table_descriptions();
// "rows of the table (wythoff), last heap (subtraction) or last row (kayles)": --count's help.
std::string count_help();
// The ids of the games whose table is `style`, "wythoff" or "nim or sum".
std::string table_games(TableStyle style);
// The games whose part of a sum keeps room for more rows than it is given (part_room), or
// empty: "kayles".
std::string padded_part_games();

// `first` then `text`, in lines of at most `width` columns (a longer word alone on its line),
// each line after the first starting with `indent`; `first` may end a text of several lines.
std::string wrap(std::string_view first, std::string_view text, std::size_t width,
                 std::string_view indent);

}  // namespace marienbad::cli
