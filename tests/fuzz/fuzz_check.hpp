#pragma once
// What every fuzz target shares: the input as text, FUZZ_CHECK (an invariant that aborts
// with a message when it fails, which libFuzzer and the replay test report as a crash) and
// the one-line-error rule.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#define FUZZ_CHECK(condition)                                                                \
  do {                                                                                       \
    if (!(condition)) {                                                                      \
      std::fprintf(stderr, "%s:%d: invariant failed: %s\n", __FILE__, __LINE__, #condition); \
      std::abort();                                                                          \
    }                                                                                        \
  } while (false)

// A failure with a message, e.g. an exception that escaped.
#define FUZZ_FAIL(message)                                                              \
  do {                                                                                  \
    std::fprintf(stderr, "%s:%d: invariant failed: %s\n", __FILE__, __LINE__, message); \
    std::abort();                                                                       \
  } while (false)

namespace marienbad::fuzz {

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// The input split at NUL bytes into arguments, as argv would hold them.
inline std::vector<std::string_view> as_arguments(std::string_view text) {
  std::vector<std::string_view> args;
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t nul = std::min(text.find('\0', start), text.size());
    args.push_back(text.substr(start, nul - start));
    start = nul + 1;
  }
  return args;
}

// An error message is one non-empty line without any raw control byte (quote_for_message
// escapes the input it quotes).
inline bool is_clean_message(std::string_view message) {
  if (message.empty()) return false;
  for (char c : message) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte == 0x7F) return false;
  }
  return true;
}

}  // namespace marienbad::fuzz
