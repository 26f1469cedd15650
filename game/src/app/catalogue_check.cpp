#include "app/catalogue_check.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

namespace marienbad::app::catalogue {

namespace {

constexpr std::uint32_t kMagic = 0x950412de;
constexpr std::uint32_t kSwappedMagic = 0xde120495;
constexpr std::size_t kHeaderBytes = 28;

class MoFile {
 public:
  MoFile(std::string_view bytes, bool swapped) : bytes_(bytes), swapped_(swapped) {}

  // The 32-bit word at `offset` (inside the file: checked by the caller).
  std::uint32_t word(std::uint64_t offset) const {
    std::uint32_t value = 0;
    std::memcpy(&value, bytes_.data() + offset, sizeof value);
    if (swapped_) {
      value = ((value & 0xffU) << 24) | ((value & 0xff00U) << 8) | ((value >> 8) & 0xff00U) |
              (value >> 24);
    }
    return value;
  }
  std::uint64_t size() const { return bytes_.size(); }
  std::string_view bytes() const { return bytes_; }

 private:
  std::string_view bytes_;
  bool swapped_;
};

bool is_prime(std::uint64_t n) {
  if (n < 2) return false;
  for (std::uint64_t d = 2; d * d <= n; ++d) {
    if (n % d == 0) return false;
  }
  return true;
}

bool is_utf8(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const auto byte = static_cast<unsigned char>(text[i]);
    std::size_t length = 0;
    std::uint32_t code = 0;
    if (byte < 0x80) {
      ++i;
      continue;
    }
    if (byte >= 0xC2 && byte <= 0xDF) {
      length = 2;
      code = byte & 0x1FU;
    } else if (byte >= 0xE0 && byte <= 0xEF) {
      length = 3;
      code = byte & 0x0FU;
    } else if (byte >= 0xF0 && byte <= 0xF4) {
      length = 4;
      code = byte & 0x07U;
    } else {
      return false;
    }
    if (i + length > text.size()) return false;
    for (std::size_t k = 1; k < length; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xC0U) != 0x80U) return false;
      code = (code << 6) | (next & 0x3FU);
    }
    if ((length == 3 && (code < 0x800 || (code >= 0xD800 && code <= 0xDFFF))) ||
        (length == 4 && (code < 0x10000 || code > 0x10FFFF))) {
      return false;
    }
    i += length;
  }
  return true;
}

// The header (the translation of ""): its plural formula and charset, read as glibc does
// (strstr for "plural=", "nplurals=", "charset=").
Status check_header(std::string_view header) {
  const auto cut = header.find('\0');  // glibc reads the header as a C string
  if (cut != std::string_view::npos) header = header.substr(0, cut);
  if (const auto charset = header.find("charset="); charset != std::string_view::npos) {
    std::string_view name = header.substr(charset + 8);
    name = name.substr(0, name.find_first_of(" \t\n;"));
    std::string lower(name);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (lower != "utf-8" && lower != "utf8") return Error{"the header's charset is not UTF-8"};
  }
  const auto plural = header.find("plural=");
  const auto nplurals = header.find("nplurals=");
  // Without both, glibc uses English's rule (n != 1): nothing to check.
  if (plural == std::string_view::npos || nplurals == std::string_view::npos) return Ok{};
  std::string_view count = header.substr(nplurals + 9);
  while (!count.empty() && std::isspace(static_cast<unsigned char>(count.front()))) {
    count.remove_prefix(1);
  }
  if (count.empty() || count.front() < '0' || count.front() > '9') return Ok{};  // as glibc
  unsigned long forms = 0;
  std::size_t digits = 0;
  while (digits < count.size() && count[digits] >= '0' && count[digits] <= '9') {
    if (++digits > kMaxNumberDigits) return Error{"the header's nplurals is too large"};
    forms = forms * 10 + static_cast<unsigned long>(count[digits - 1] - '0');
  }
  return check_plural_formula(header.substr(plural + 7), forms);
}

}  // namespace

Status check_mo(std::string_view bytes) {
  if (bytes.size() < kHeaderBytes) return Error{"too short for a catalogue"};
  if (bytes.size() > kMaxCatalogueBytes) return Error{"too large for a catalogue"};
  std::uint32_t magic = 0;
  std::memcpy(&magic, bytes.data(), sizeof magic);
  if (magic != kMagic && magic != kSwappedMagic) return Error{"not a catalogue (bad magic number)"};
  const MoFile file(bytes, magic == kSwappedMagic);
  // Major revisions 0 and 1 share this layout; a minor revision adds system-dependent
  // strings, which glibc reads through tables this check does not cover.
  const std::uint32_t revision = file.word(4);
  if ((revision >> 16) > 1 || (revision & 0xffffU) != 0) {
    return Error{"catalogue revision " + std::to_string(revision >> 16) + "." +
                 std::to_string(revision & 0xffffU) + " is not supported"};
  }
  const std::uint64_t count = file.word(8);
  const std::uint64_t originals = file.word(12);
  const std::uint64_t translations = file.word(16);
  const std::uint64_t hash_size = file.word(20);
  const std::uint64_t hash_offset = file.word(24);
  // glibc reads the tables' words in place: they must be inside the file and aligned.
  const auto table_fits = [&](std::uint64_t offset, std::uint64_t bytes_long) {
    return offset % 4 == 0 && offset <= file.size() && bytes_long <= file.size() - offset;
  };
  if (!table_fits(originals, count * 8) || !table_fits(translations, count * 8)) {
    return Error{"a string table runs past the end of the file"};
  }
  // Each string: its length and offset, and a NUL right after it (glibc uses strcmp).
  const auto string_at = [&](std::uint64_t table,
                             std::uint64_t i) -> std::optional<std::string_view> {
    const std::uint64_t length = file.word(table + i * 8);
    const std::uint64_t offset = file.word(table + i * 8 + 4);
    if (offset > file.size() || length >= file.size() - offset) return std::nullopt;
    // Both inside the file now, so they fit a size_t also where it has 32 bits (the page).
    const auto start = static_cast<std::size_t>(offset);
    const auto size = static_cast<std::size_t>(length);
    if (bytes[start + size] != '\0') return std::nullopt;
    return bytes.substr(start, size);
  };
  std::optional<std::string_view> header;
  for (std::uint64_t i = 0; i < count; ++i) {
    const auto original = string_at(originals, i);
    const auto translation = string_at(translations, i);
    if (!original || !translation) {
      return Error{"string " + std::to_string(i) + " runs past the end of the file"};
    }
    if (!is_utf8(*original) || !is_utf8(*translation)) {
      return Error{"string " + std::to_string(i) + " is not UTF-8"};
    }
    // The header is the translation of "": glibc takes the first string that compares equal
    // to "" (any beginning with NUL); with two, which one depends on the hash table.
    if (original->empty() || original->front() == '\0') {
      if (header) return Error{"more than one header"};
      header = *translation;
    }
  }
  // glibc uses the hash table when it has more than 2 slots: each lookup probes from
  // hash % size in steps of 1 + hash % (size - 2) until an empty slot or a match, so the
  // size must be prime (every slot visited) and a slot empty; an entry is 1 + a string.
  if (hash_size > 2) {
    if (!table_fits(hash_offset, hash_size * 4)) {
      return Error{"the hash table runs past the end of the file"};
    }
    if (!is_prime(hash_size)) return Error{"the hash table's size is not prime"};
    bool empty_slot = false;
    for (std::uint64_t i = 0; i < hash_size; ++i) {
      const std::uint64_t entry = file.word(hash_offset + i * 4);
      if (entry > count) return Error{"the hash table names a string that does not exist"};
      empty_slot = empty_slot || entry == 0;
    }
    if (!empty_slot) return Error{"the hash table has no empty slot"};
  }
  if (header) {
    if (auto ok = check_header(*header); !ok) return ok;
  }
  return Ok{};
}

}  // namespace marienbad::app::catalogue
