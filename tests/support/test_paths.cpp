#include "test_paths.hpp"

namespace marienbad::test {

std::string source_dir() {
  return MARIENBAD_SOURCE_DIR;
}
std::string test_bots_dir() {
  return source_dir() + "/tests/bots";
}
std::string example_bots_dir() {
  return source_dir() + "/examples/bots";
}
std::string tests_binary_dir() {
  return MARIENBAD_TESTS_BINARY_DIR;
}
std::string cli_program() {
  return MARIENBAD_CLI;
}

}  // namespace marienbad::test
