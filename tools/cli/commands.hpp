#pragma once
// The marienbad-cli commands. Each lives in its own file (analyze_command.cpp,
// table_command.cpp, move_command.cpp, ladder_command.cpp, review_command.cpp, graph_command.cpp)
// and receives the arguments after its name; it returns the process exit code.
#include <span>
#include <string_view>

#include "options.hpp"

namespace marienbad::cli {

int run_analyze(std::span<const std::string_view> args);
int run_table(std::span<const std::string_view> args);
int run_move(std::span<const std::string_view> args);
int run_ladder(std::span<const std::string_view> args);
int run_review(std::span<const std::string_view> args);
int run_graph(std::span<const std::string_view> args);

}  // namespace marienbad::cli
