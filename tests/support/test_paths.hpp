#pragma once
// Where the tests find the source tree and the built programs. The paths are compiled into
// test_paths.cpp alone: a path of the clone on a whole target's command line would enter
// every file's ccache key (and its precompiled header), and a fresh clone would then compile
// every test file again (docs/build-times.md, "ccache").
#include <string>

namespace marienbad::test {

std::string source_dir();        // the project's source tree
std::string test_bots_dir();     // tests/bots: test_bot.py
std::string example_bots_dir();  // examples/bots
std::string tests_binary_dir();  // the build's tests/ directory, for the tests' output
std::string cli_program();       // the built marienbad-cli

}  // namespace marienbad::test
