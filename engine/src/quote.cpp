#include "marienbad/quote.hpp"

#include <cstdint>

namespace marienbad {

namespace {

constexpr char kHex[] = "0123456789abcdef";

void append_byte_escape(std::string& out, unsigned char byte) {
  out += "\\x";
  out += kHex[byte >> 4];
  out += kHex[byte & 0xF];
}

// The length of the valid UTF-8 sequence at text[i] and its code point, or 0
// when the bytes there are not one (stray continuation byte, overlong form,
// surrogate, beyond U+10FFFF, truncated sequence).
std::size_t utf8_sequence(std::string_view text, std::size_t i, std::uint32_t& code_point) {
  const auto lead = static_cast<unsigned char>(text[i]);
  std::size_t length = 0;
  std::uint32_t min = 0;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
    code_point = lead & 0x1Fu;
    min = 0x80;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    code_point = lead & 0x0Fu;
    min = 0x800;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    code_point = lead & 0x07u;
    min = 0x10000;
  } else {
    return 0;
  }
  if (text.size() - i < length) return 0;
  for (std::size_t k = 1; k < length; ++k) {
    const auto next = static_cast<unsigned char>(text[i + k]);
    if ((next & 0xC0) != 0x80) return 0;
    code_point = (code_point << 6) | (next & 0x3Fu);
  }
  if (code_point < min || code_point > 0x10FFFF) return 0;
  if (code_point >= 0xD800 && code_point <= 0xDFFF) return 0;
  return length;
}

// Code points a terminal treats as controls or that reorder the line.
bool is_invisible_control(std::uint32_t code_point) {
  return (code_point >= 0x80 && code_point <= 0x9F) ||      // C1 controls (0x9B is CSI)
         code_point == 0x2028 || code_point == 0x2029 ||    // line and paragraph separators
         (code_point >= 0x200E && code_point <= 0x200F) ||  // LRM, RLM
         (code_point >= 0x202A && code_point <= 0x202E) ||  // embeddings and overrides
         (code_point >= 0x2066 && code_point <= 0x2069);    // isolates
}

}  // namespace

std::string quote_for_message(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 2);
  out += '\'';
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x80) {
      switch (byte) {
        case '\n':
          out += "\\n";
          break;
        case '\r':
          out += "\\r";
          break;
        case '\t':
          out += "\\t";
          break;
        case '\\':
          out += "\\\\";
          break;
        default:
          if (byte < 0x20 || byte == 0x7F) {
            append_byte_escape(out, byte);
          } else {
            out += static_cast<char>(byte);
          }
      }
      ++i;
      continue;
    }
    std::uint32_t code_point = 0;
    const std::size_t length = utf8_sequence(text, i, code_point);
    if (length == 0) {
      append_byte_escape(out, byte);
      ++i;
    } else if (is_invisible_control(code_point)) {
      out += "\\u";
      for (int shift = 12; shift >= 0; shift -= 4) out += kHex[(code_point >> shift) & 0xF];
      i += length;
    } else {
      out.append(text.substr(i, length));
      i += length;
    }
  }
  out += '\'';
  return out;
}

bool is_printable_text(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x80) {
      if (byte < 0x20 || byte == 0x7F) return false;
      ++i;
      continue;
    }
    std::uint32_t code_point = 0;
    const std::size_t length = utf8_sequence(text, i, code_point);
    if (length == 0 || is_invisible_control(code_point)) return false;
    i += length;
  }
  return true;
}

std::string join_alternatives(std::span<const std::string_view> words,
                              std::string_view last_separator) {
  std::string text;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) text += i + 1 == words.size() ? last_separator : std::string_view(", ");
    text += words[i];
  }
  return text;
}

}  // namespace marienbad
