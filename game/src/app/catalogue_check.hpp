#pragma once
// A compiled gettext catalogue (.mo) checked before glibc is allowed to read it. glibc trusts
// the file: an offset past its end makes _nl_find_msg read outside the mapping (SIGSEGV), a
// hash table without an empty slot makes a lookup loop for ever, and a plural formula that
// divides by zero raises SIGFPE when a plural is looked up. What passes here can be read by
// glibc without any of that; what fails is left alone and the game speaks English.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "marienbad/result.hpp"

namespace marienbad::app::catalogue {

// A real catalogue is a few hundred kilobytes: anything larger is not one of ours.
inline constexpr std::uint64_t kMaxCatalogueBytes = 16 << 20;
// glibc reads a number (in the header's nplurals, in the plural formula) into an unsigned
// long and lets it wrap (a divisor written as 18446744073709551616 is 0): numbers are refused
// beyond nine digits.
inline constexpr std::size_t kMaxNumberDigits = 9;

// Ok when `bytes` are a catalogue glibc reads safely: the magic number in either byte order,
// revision 0 (no system-dependent strings), both string tables and the hash table inside the
// file and aligned, every string inside the file and ended by a NUL, a hash table (if any)
// whose every lookup ends (a prime size, an empty slot, entries naming real strings), at most
// one header, in UTF-8, and a plural formula (if any) that check_plural_formula accepts.
// Otherwise one line saying what is wrong.
Status check_mo(std::string_view bytes);

// The header's "plural=" formula, as far as glibc reads it (up to ';', a newline or the end),
// with `nplurals`: Ok when it parses with glibc's grammar, divides (/ and %) only by a
// non-zero number written in the formula (so no n makes it divide by zero), and gives a form
// below `nplurals` for every n from 0 to 1000.
Status check_plural_formula(std::string_view formula, unsigned long nplurals);

// The formula's value for n (what glibc computes, in unsigned long arithmetic), or an error
// for a formula that does not parse or that divides by zero for this n.
Result<unsigned long> evaluate_plural_formula(std::string_view formula, unsigned long n);

}  // namespace marienbad::app::catalogue
