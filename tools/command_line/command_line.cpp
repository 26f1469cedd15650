#include "command_line.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>

#include "marienbad/quote.hpp"

namespace marienbad::command_line {

namespace {

bool is_option_word(std::string_view word) {
  return word.size() >= 2 && word[0] == '-';
}

// The option's long name as the user typed it ("--heaps" for "--rows" too is fine:
// CLI11 lists every name; the first long one is the main one).
std::string option_name(const CLI::Option& option) {
  const auto& names = option.get_lnames();
  return names.empty() ? option.get_name() : "--" + names.front();
}

// Keeps one line of printable text: CLI11's messages can hold the input.
std::string one_line(std::string_view message) {
  std::string safe = quote_for_message(message);
  return safe.size() >= 2 ? safe.substr(1, safe.size() - 2) : safe;
}

constexpr std::size_t kHelpWidth = 80;
constexpr std::size_t kNameColumn = 30;

// Word-wraps every paragraph of `text` (lines kept) at `width` columns.
std::string wrap(std::string_view text, std::size_t width) {
  std::string out;
  std::size_t column = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == '\n') {
      out += '\n';
      column = 0;
      ++i;
      continue;
    }
    const std::size_t end = std::min(text.find_first_of(" \n", i), text.size());
    const std::string_view word = text.substr(i, end - i);
    if (column > 0 && column + 1 + word.size() > width) {
      out += '\n';
      column = 0;
    } else if (column > 0) {
      out += ' ';
      ++column;
    }
    out += word;
    column += word.size();
    i = end < text.size() && text[end] == ' ' ? end + 1 : end;
  }
  return out;
}

// CLI11's help with its paragraphs wrapped to 80 columns (CLI11 2.1 does not wrap).
class WrappingFormatter : public CLI::Formatter {
 public:
  explicit WrappingFormatter(std::string usage) : usage_(std::move(usage)) {
    while (!usage_.empty() && usage_.back() == '\n') usage_.pop_back();
  }
  std::string make_usage(const CLI::App* app, std::string name) const override {
    return usage_.empty() ? CLI::Formatter::make_usage(app, std::move(name)) : usage_ + "\n";
  }
  std::string make_option_desc(const CLI::Option* option) const override {
    return wrap(CLI::Formatter::make_option_desc(option), kHelpWidth - kNameColumn);
  }
  std::string make_description(const CLI::App* app) const override {
    return wrap(CLI::Formatter::make_description(app), kHelpWidth);
  }
  std::string make_footer(const CLI::App* app) const override {
    return wrap(CLI::Formatter::make_footer(app), kHelpWidth);
  }

 private:
  std::string usage_;
};

}  // namespace

CommandLine::CommandLine(std::string program, std::string usage)
    : app_(std::make_unique<CLI::App>("", std::move(program))) {
  app_->set_help_flag("-h,--help", "show this help and exit");
  app_->allow_extras();
  // Every value option keeps each occurrence, so parse() can say "given twice".
  app_->option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
  auto formatter = std::make_shared<WrappingFormatter>(std::move(usage));
  formatter->column_width(kNameColumn);
  app_->formatter(formatter);
}

CommandLine::~CommandLine() = default;

void CommandLine::describe(const std::string& description, const std::string& footer) {
  app_->description(description);
  app_->footer(footer);
}

void CommandLine::option(const std::string& names, std::string& value, const std::string& help,
                         const std::string& value_name) {
  app_->add_option(names, value, help)->type_name(value_name);
}

void CommandLine::repeatable_option(const std::string& names, std::vector<std::string>& values,
                                    const std::string& help, const std::string& value_name) {
  const CLI::Option* option = app_->add_option(names, values, help)->type_name(value_name);
  repeatable_.push_back(option_name(*option));
}

void CommandLine::flag(const std::string& name, const std::string& help) {
  app_->add_flag(name)->description(help);
}

bool CommandLine::given(const std::string& name) const {
  return app_->get_option(name)->count() > 0;
}

Result<Parsed> CommandLine::parse(std::span<const std::string_view> args) {
  CLI::App& app = *app_;
  // A flag does not take "=value" (CLI11 would read --json=true as a flag set).
  for (std::string_view arg : args) {
    if (arg == "--") return Error{"unexpected argument '--'"};
    const std::size_t equals = arg.find('=');
    if (arg.substr(0, 2) != "--" || equals == std::string_view::npos) continue;
    const std::string name(arg.substr(0, equals));
    // A flag expects no value (CLI11 still gives it a type size of 1).
    if (const CLI::Option* option = app.get_option_no_throw(name);
        option != nullptr && option->get_expected_max() == 0) {
      return Error{name + " takes no value"};
    }
  }
  // CLI11 wants argv order reversed in a vector of strings.
  std::vector<std::string> reversed(args.rbegin(), args.rend());
  Parsed parsed;
  try {
    app.parse(reversed);
  } catch (const CLI::CallForHelp&) {
    parsed.help = true;
    return parsed;
  } catch (const CLI::ArgumentMismatch& error) {
    // The one CLI11 reports here: an option at the end without its value.
    const std::string what = error.what();
    const std::size_t colon = what.find(':');
    if (colon != std::string::npos && what.find("missing") != std::string::npos) {
      return Error{one_line(what.substr(0, colon)) + " needs a value"};
    }
    return Error{one_line(what)};
  } catch (const CLI::Error& error) {
    return Error{one_line(error.what())};
  }
  for (const CLI::Option* option : app.get_options()) {
    const std::string name = option_name(*option);
    const bool may_repeat =
        std::find(repeatable_.begin(), repeatable_.end(), name) != repeatable_.end();
    if (option->count() > 1 && !may_repeat) return Error{name + " is given twice"};
  }
  for (const std::string& word : app.remaining()) {
    if (is_option_word(word)) {
      return Error{"unknown option " + quote_for_message(word.substr(0, word.find('='))) +
                   " (see --help)"};
    }
    parsed.positionals.push_back(word);
  }
  return parsed;
}

std::string CommandLine::help_text() const {
  return app_->help();
}

}  // namespace marienbad::command_line
