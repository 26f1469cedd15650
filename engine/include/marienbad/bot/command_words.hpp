#pragma once
// The words of a bot's command line (`--bot "CMD"`), split as a POSIX shell
// would split them, but never run through a shell: no expansion, no
// redirection, no pipes.
#include <string>
#include <string_view>
#include <vector>

#include "marienbad/result.hpp"

namespace marienbad::bot {

// Blanks (space, tab, newline) separate words. 'single quotes' keep everything
// up to the next single quote; "double quotes" keep everything but \" \\ \$ \`
// (the backslash goes) and backslash-newline (both go); outside quotes a
// backslash keeps the next character and backslash-newline goes. Quotes join
// what touches them into one word ('' is an empty word).
//
// Errors, one line each: an empty command, an unterminated quote, a trailing
// backslash, and an unquoted character that a shell would act on
// (| & ; < > ( ) $ `): it would not do here what it does in a shell.
// `what` names the option in messages, e.g. "--bot".
Result<std::vector<std::string>> split_command_words(std::string_view command,
                                                     std::string_view what = "--bot");

// The inverse for display and tests: each word single-quoted when it needs to be.
std::string join_command_words(const std::vector<std::string>& words);

}  // namespace marienbad::bot
