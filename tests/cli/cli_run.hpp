#pragma once
// Runs the built marienbad-cli (test_paths.hpp) and
// captures its exit code, standard output and standard error.
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "test_paths.hpp"

namespace marienbad::test {

struct Run {
  int code = -1;
  std::string out;
  std::string err;
};

// Runs `marienbad-cli ARGS` through the shell; ARGS is shell text. With a limit, the run is
// stopped after that many seconds (timeout(1): exit code 124), for what must never hang.
inline Run run_cli(const std::string& args, int limit_seconds = 0) {
  const std::string err_file = "/tmp/marienbad_cli_test_" + std::to_string(::getpid()) + ".stderr";
  // Appended piece by piece: GCC 12 warns falsely (stringop-overflow) on "'" + std::string.
  std::string command;
  if (limit_seconds > 0)
    command.append("timeout ").append(std::to_string(limit_seconds)).append(" ");
  command.append("'");
  command.append(cli_program()).append("' ").append(args).append(" 2>").append(err_file);
  Run run;
  FILE* pipe = ::popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::array<char, 4096> buffer{};
  std::size_t n = 0;
  while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0)
    run.out.append(buffer.data(), n);
  const int status = ::pclose(pipe);
  run.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  std::ifstream err(err_file);
  std::stringstream text;
  text << err.rdbuf();
  run.err = text.str();
  std::remove(err_file.c_str());
  return run;
}

inline nlohmann::json run_json(const std::string& args) {
  const Run run = run_cli(args);
  INFO("marienbad-cli " << args << "\nstderr: " << run.err);
  REQUIRE(run.code == 0);
  REQUIRE(run.err.empty());
  return nlohmann::json::parse(run.out);
}

// `marienbad-cli ARGS` refuses: exit 2, nothing on stdout, one line on stderr that starts with
// "marienbad-cli: "; the line, for the caller's own checks.
inline std::string check_refused(const std::string& args) {
  const Run run = run_cli(args);
  INFO("marienbad-cli " << args.substr(0, 200) << "\nstdout: " << run.out.substr(0, 200)
                        << "\nstderr: " << run.err);
  CHECK(run.code == 2);
  CHECK(run.out.empty());
  CHECK(run.err.rfind("marienbad-cli: ", 0) == 0);
  CHECK(run.err.find('\n') == run.err.size() - 1);  // exactly one line
  return run.err;
}

}  // namespace marienbad::test
