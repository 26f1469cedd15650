// quote_for_message: whatever the bytes, the result is one line between quotes, valid
// UTF-8 without any control byte, and the escapes decode back to exactly the input (no
// two inputs quote alike).
#include <exception>

#include "fuzz_check.hpp"
#include "marienbad/quote.hpp"

using namespace marienbad;

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

void append_utf8(std::string& out, std::uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// The inverse of the escaping; aborts on an escape quote_for_message never writes.
std::string unquote(std::string_view quoted) {
  FUZZ_CHECK(quoted.size() >= 2 && quoted.front() == '\'' && quoted.back() == '\'');
  const std::string_view body = quoted.substr(1, quoted.size() - 2);
  std::string out;
  for (std::size_t i = 0; i < body.size(); ++i) {
    if (body[i] != '\\') {
      out += body[i];
      continue;
    }
    FUZZ_CHECK(i + 1 < body.size());
    const char kind = body[++i];
    if (kind == 'n') {
      out += '\n';
    } else if (kind == 'r') {
      out += '\r';
    } else if (kind == 't') {
      out += '\t';
    } else if (kind == '\\') {
      out += '\\';
    } else if (kind == 'x') {
      FUZZ_CHECK(i + 2 < body.size() && hex_value(body[i + 1]) >= 0 && hex_value(body[i + 2]) >= 0);
      out += static_cast<char>(hex_value(body[i + 1]) * 16 + hex_value(body[i + 2]));
      i += 2;
    } else {
      FUZZ_CHECK(kind == 'u' && i + 4 < body.size());
      std::uint32_t cp = 0;
      for (std::size_t k = 1; k <= 4; ++k) {
        const int digit = hex_value(body[i + k]);
        FUZZ_CHECK(digit >= 0);
        cp = cp * 16 + static_cast<std::uint32_t>(digit);
      }
      append_utf8(out, cp);
      i += 4;
    }
  }
  return out;
}

// Strict UTF-8 (no overlong forms, surrogates or code points past U+10FFFF), written
// independently of quote.cpp.
bool is_valid_utf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto b = static_cast<unsigned char>(text[i]);
    std::size_t n = 0;
    std::uint32_t cp = 0;
    if (b < 0x80) {
      ++i;
      continue;
    } else if ((b & 0xE0) == 0xC0) {
      n = 2;
      cp = b & 0x1Fu;
    } else if ((b & 0xF0) == 0xE0) {
      n = 3;
      cp = b & 0x0Fu;
    } else if ((b & 0xF8) == 0xF0) {
      n = 4;
      cp = b & 0x07u;
    } else {
      return false;
    }
    if (i + n > text.size()) return false;
    for (std::size_t k = 1; k < n; ++k) {
      const auto c = static_cast<unsigned char>(text[i + k]);
      if ((c & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (c & 0x3Fu);
    }
    const std::uint32_t min = n == 2 ? 0x80 : n == 3 ? 0x800 : 0x10000;
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += n;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  try {
    const std::string quoted = quote_for_message(text);
    FUZZ_CHECK(fuzz::is_clean_message(quoted));
    FUZZ_CHECK(is_valid_utf8(quoted));
    FUZZ_CHECK(quoted.find("\xc2\x9b") == std::string::npos);      // CSI (U+009B)
    FUZZ_CHECK(quoted.find("\xe2\x80\xae") == std::string::npos);  // RIGHT-TO-LEFT OVERRIDE
    FUZZ_CHECK(unquote(quoted) == text);
    if (is_valid_utf8(text) && text.find_first_of("\\'") == std::string_view::npos) {
      bool plain = true;
      for (char c : text) plain = plain && static_cast<unsigned char>(c) >= 0x20 && c != 0x7F;
      if (plain && text.find("\xc2") == std::string_view::npos &&
          text.find("\xe2\x80") == std::string_view::npos &&
          text.find("\xe2\x81") == std::string_view::npos) {
        FUZZ_CHECK(quoted == "'" + std::string(text) + "'");  // plain text is kept as it is
      }
    }
  } catch (const std::exception& error) {
    FUZZ_FAIL((std::string("an exception escaped: ") + error.what()).c_str());
  }
  return 0;
}
