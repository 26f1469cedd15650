#include "marienbad/bot/command_words.hpp"

#include "marienbad/quote.hpp"

namespace marienbad::bot {

namespace {

bool is_blank(char c) {
  return c == ' ' || c == '\t' || c == '\n';
}

// Characters a shell treats as operators or expansions when unquoted.
bool is_shell_operator(char c) {
  return std::string_view("|&;<>()$`").find(c) != std::string_view::npos;
}

// Characters that make a word need quotes to read back the same.
bool needs_quotes(std::string_view word) {
  if (word.empty()) return true;
  for (char c : word) {
    if (is_blank(c) || is_shell_operator(c) || c == '\'' || c == '"' || c == '\\') return true;
  }
  return false;
}

}  // namespace

Result<std::vector<std::string>> split_command_words(std::string_view command,
                                                     std::string_view what) {
  const std::string name(what);
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;  // a word has started (it may still be empty: '')
  for (std::size_t i = 0; i < command.size(); ++i) {
    const char c = command[i];
    if (is_blank(c)) {
      if (in_word) words.push_back(std::move(word));
      word.clear();
      in_word = false;
    } else if (c == '\\') {
      if (i + 1 >= command.size()) return Error{name + " ends with a lone backslash"};
      ++i;
      if (command[i] != '\n') {
        word += command[i];
        in_word = true;
      }
    } else if (c == '\'') {
      const std::size_t end = command.find('\'', i + 1);
      if (end == std::string_view::npos) return Error{name + " has an unterminated single quote"};
      word.append(command.substr(i + 1, end - i - 1));
      in_word = true;
      i = end;
    } else if (c == '"') {
      in_word = true;
      for (++i;; ++i) {
        if (i >= command.size()) return Error{name + " has an unterminated double quote"};
        const char q = command[i];
        if (q == '"') break;
        if (q == '\\' && i + 1 < command.size() &&
            std::string_view("\"\\$`\n").find(command[i + 1]) != std::string_view::npos) {
          ++i;
          if (command[i] != '\n') word += command[i];
        } else {
          word += q;
        }
      }
    } else if (is_shell_operator(c)) {
      return Error{name + " is not run through a shell: quote " +
                   quote_for_message(std::string_view(&command[i], 1)) +
                   " to pass it to the program as it is"};
    } else {
      word += c;
      in_word = true;
    }
  }
  if (in_word) words.push_back(std::move(word));
  if (words.empty()) return Error{name + " is empty: give the command that starts the bot"};
  return words;
}

std::string join_command_words(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& word : words) {
    if (!out.empty()) out += ' ';
    if (!needs_quotes(word)) {
      out += word;
      continue;
    }
    out += '\'';
    for (char c : word) {
      if (c == '\'') {
        out += "'\\''";  // close the quote, an escaped quote, reopen
      } else {
        out += c;
      }
    }
    out += '\'';
  }
  return out;
}

}  // namespace marienbad::bot
