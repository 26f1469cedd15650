#pragma once
// Bad input quoted in a one-line message, safe to print on a terminal.
#include <span>
#include <string>
#include <string_view>

namespace marienbad {

// `text` between single quotes, with everything that could break the line or
// drive the terminal escaped: \n, \r, \t, \\ and the other C0 controls and DEL
// as \xNN (ESC is \x1b), each byte of invalid UTF-8 as \xNN, and the C1
// controls, line/paragraph separators and bidirectional overrides as \uNNNN.
// Valid UTF-8 text such as "é" is kept as it is. Every message that echoes
// input (the engine's parsers, marienbad-cli, the game's options) uses it.
std::string quote_for_message(std::string_view text);

// True when `text` is valid UTF-8 holding nothing quote_for_message would escape
// but backslashes: it can be shown as it is (e.g. a bot's name).
bool is_printable_text(std::string_view text);

// The alternatives a message or a help text offers: "a", "a or b", "a, b or c". A
// translated text gives its own last separator (" ou ").
std::string join_alternatives(std::span<const std::string_view> words,
                              std::string_view last_separator = " or ");

}  // namespace marienbad
