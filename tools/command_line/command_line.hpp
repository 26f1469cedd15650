#pragma once
// Strict command lines for both programs, on CLI11 (Debian's libcli11-dev): the
// options are declared once on a CommandLine (a CLI::App inside), which parses
// "--name value" and "--name=value" and writes --help from the declarations; this
// adds what CLI11 leaves open, the same way for marienbad and marienbad-cli:
// - a flag given a value (--json=1) is an error, and so is any option given
//   twice (unless declared repeatable, e.g. --component);
// - an unknown option is named; "--" is refused; other words are returned for
//   the caller to judge (marienbad-cli's game word, or an error);
// - every message is one line, with any echoed input made safe for a terminal.
// CLI11 is header-only and costs about as much CPU as a whole scene in every file that
// includes it (docs/build-times.md): it stays inside command_line.cpp, behind CommandLine.
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "marienbad/result.hpp"

namespace CLI {
class App;
}

namespace marienbad::command_line {

struct Parsed {
  bool help = false;                     // -h or --help: print help_text() and exit 0
  std::vector<std::string> positionals;  // words that are not options, in order
};

// One program's (or command's) options, declared once: parse() reads them and help_text()
// describes them, -h/--help included, in the order declared and wrapped to 80 columns.
class CommandLine {
 public:
  // `program` names it in the help's usage line; `usage`, when given, replaces that line
  // (a command's own text).
  explicit CommandLine(std::string program, std::string usage = {});
  ~CommandLine();
  CommandLine(const CommandLine&) = delete;
  CommandLine& operator=(const CommandLine&) = delete;

  // The help's paragraphs before and after the options.
  void describe(const std::string& description, const std::string& footer);
  // "--heaps,--rows": a name and its aliases. The value given lands in `value`.
  void option(const std::string& names, std::string& value, const std::string& help,
              const std::string& value_name);
  // The one kind of option that may be given more than once: every value, in order.
  void repeatable_option(const std::string& names, std::vector<std::string>& values,
                         const std::string& help, const std::string& value_name);
  void flag(const std::string& name, const std::string& help);

  // Whether the option (by any of its names) was given; after parse().
  bool given(const std::string& name) const;

  Result<Parsed> parse(std::span<const std::string_view> args);
  std::string help_text() const;

 private:
  std::unique_ptr<CLI::App> app_;
  std::vector<std::string> repeatable_;
};

}  // namespace marienbad::command_line
