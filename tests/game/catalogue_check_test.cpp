// A translation catalogue is checked before glibc reads it (issue #34): the real French one
// passes in both byte orders, a damaged one (truncated, an offset past its end, a plural
// formula that can divide by zero, a hash table where a lookup never ends) is refused with
// one line. The seeds are the catalogue fuzz target's (tests/fuzz/corpus/catalogue).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "app/catalogue_check.hpp"
#include "app/paths.hpp"
#include "test_paths.hpp"

using namespace marienbad::app::catalogue;
using marienbad::app::find_locale_dir;
namespace fs = std::filesystem;

namespace {

std::string read_bytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

fs::path seed(const char* name) {
  return fs::path(marienbad::test::source_dir()) / "tests" / "fuzz" / "corpus" / "catalogue" / name;
}

bool one_line(const std::string& text) {
  return !text.empty() && text.find('\n') == std::string::npos;
}

}  // namespace

TEST_CASE("catalogue check: the French catalogue this build compiled passes") {
  const fs::path built = find_locale_dir() / "fr" / "LC_MESSAGES" / "marienbad.mo";
  const std::string bytes = read_bytes(built);
  INFO(built);
  REQUIRE(bytes.size() > 1000);
  const auto checked = check_mo(bytes);
  INFO((checked.ok() ? std::string() : checked.error()));
  CHECK(checked.ok());
}

TEST_CASE("catalogue check: sound catalogues in both byte orders, with or without a hash table") {
  for (const char* name : {"fr.mo", "small.mo", "small-big-endian.mo", "small-no-hash.mo"}) {
    INFO(name);
    const std::string bytes = read_bytes(seed(name));
    REQUIRE(!bytes.empty());
    const auto checked = check_mo(bytes);
    INFO((checked.ok() ? std::string() : checked.error()));
    CHECK(checked.ok());
  }
}

TEST_CASE("catalogue check: damaged catalogues are refused with the reason") {
  const std::pair<const char*, const char*> damaged[] = {
      {"truncated-100.mo", "string table runs past the end"},
      {"truncated-header.mo", "too short"},
      {"offset-past-end.mo", "runs past the end of the file"},
      {"length-past-end-big-endian.mo", "runs past the end of the file"},
      {"plural-divides-by-zero.mo", "divides by something that may be 0"},
      {"plural-modulo-zero.mo", "divides by something that may be 0"},
      {"plural-divides-by-n.mo", "divides by something that may be 0"},
      {"fr-plural-divides-by-zero.mo", "divides by something that may be 0"},
      {"plural-beyond-nplurals.mo", "beyond nplurals"},
      {"plural-unparsable.mo", "'(' without ')'"},
      {"hash-full.mo", "no empty slot"},
      {"hash-not-prime.mo", "not prime"},
  };
  for (const auto& [name, why] : damaged) {
    INFO(name);
    const std::string bytes = read_bytes(seed(name));
    REQUIRE(!bytes.empty());
    const auto checked = check_mo(bytes);
    REQUIRE_FALSE(checked.ok());
    CHECK_THAT(checked.error(), Catch::Contains(why));
    CHECK(one_line(checked.error()));
  }
  CHECK_FALSE(check_mo("").ok());
  CHECK_FALSE(check_mo(std::string(28, '\0')).ok());  // no magic number
}

TEST_CASE("catalogue check: plural formulas as glibc computes them, never a division by 0") {
  // French, English, Russian, Arabic: the formulas of the gettext manual.
  const std::string russian =
      "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)";
  const std::string arabic =
      "(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5)";
  CHECK(check_plural_formula("(n > 1)", 2).ok());
  CHECK(check_plural_formula("n != 1", 2).ok());
  CHECK(check_plural_formula(russian, 3).ok());
  CHECK(check_plural_formula(arabic, 6).ok());
  const std::pair<unsigned long, unsigned long> french[] = {{0, 0}, {1, 0}, {2, 1}, {100, 1}};
  for (const auto& [n, form] : french) CHECK(evaluate_plural_formula("(n > 1)", n).value() == form);
  const std::pair<unsigned long, unsigned long> forms[] = {{1, 0},  {2, 1},  {5, 2},  {11, 2},
                                                           {21, 0}, {22, 1}, {112, 2}};
  for (const auto& [n, form] : forms) CHECK(evaluate_plural_formula(russian, n).value() == form);
  // Precedence and associativity as in glibc's grammar.
  CHECK(evaluate_plural_formula("1 + 2 * 3", 0).value() == 7);
  CHECK(evaluate_plural_formula("10 - 3 - 2", 0).value() == 5);
  CHECK(evaluate_plural_formula("!n == 1", 0).value() == 1);
  CHECK(evaluate_plural_formula("n ? 1 : n == 0 ? 2 : 3", 0).value() == 2);
  CHECK(evaluate_plural_formula("0 || 1 ? 4 : 5", 0).value() == 4);
  CHECK(evaluate_plural_formula("n / 2; trailing text is not read", 9).value() == 4);

  // A division or modulo by anything but a non-zero number written out is refused, even
  // when no n from 0 to 1000 would make it zero.
  for (const char* formula : {"n / 0", "n % 0", "n / (n - 5)", "n % (2 - 2)", "n % !n", "n / n",
                              "n % (n > 2000 ? 0 : 3)", "n % 18446744073709551616"}) {
    INFO(formula);
    const auto checked = check_plural_formula(formula, 2);
    REQUIRE_FALSE(checked.ok());
    CHECK(one_line(checked.error()));
  }
  for (const char* formula :
       {"", "n +", "(n", "n)", "n = 1", "n & 1", "n | 1", "x", "n ? 1", "1 2"}) {
    INFO(formula);
    CHECK_FALSE(check_plural_formula(formula, 2).ok());
  }
  CHECK_FALSE(check_plural_formula("n", 2).ok());  // form 2 for n = 2
  CHECK_FALSE(check_plural_formula("0", 0).ok());  // nplurals = 0
  CHECK_FALSE(check_plural_formula(std::string(2000, '(') + "n" + std::string(2000, ')'), 2).ok());
}
