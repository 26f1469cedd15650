#pragma once
// Strict command lines for both programs, on CLI11 (Debian's libcli11-dev): the
// options are declared once on a CLI::App, which parses "--name value" and
// "--name=value" and writes --help from the declarations; this adds what CLI11
// leaves open, the same way for marienbad and marienbad-cli:
// - a flag given a value (--json=1) is an error, and so is any option given
//   twice (unless declared repeatable, e.g. --component);
// - an unknown option is named; "--" is refused; other words are returned for
//   the caller to judge (marienbad-cli's game word, or an error);
// - every message is one line, with any echoed input made safe for a terminal.
#include <CLI/CLI.hpp>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "marienbad/result.hpp"

namespace marienbad::command_line {

// A CLI::App set up the way both programs need: -h/--help, extras kept for
// parse(), an option given twice counted rather than refused by CLI11 (parse()
// refuses it with a clearer message), and help that fits 80 columns. `usage`,
// when given, replaces CLI11's one-line "Usage:" in the help (a command's own text).
void configure(CLI::App& app, std::string usage = {});

struct Parsed {
  bool help = false;                     // -h or --help: print app.help() and exit 0
  std::vector<std::string> positionals;  // words that are not options, in order
};

// `repeatable`: options that may be given more than once.
Result<Parsed> parse(CLI::App& app, std::span<const std::string_view> args,
                     std::initializer_list<std::string_view> repeatable = {});

// CLI::App's help text for the app (the usage line, the description, every option).
std::string help_text(const CLI::App& app);

}  // namespace marienbad::command_line
