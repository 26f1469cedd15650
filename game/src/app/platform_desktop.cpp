// The desktop side of platform.hpp: the game owns its loop and its files are on disk.
#include "app/platform.hpp"

#include <utility>

namespace marienbad::app::platform {

bool loop_may_wait() {
  return true;
}

void run_loop(std::function<bool()> turn, std::function<void()> done) {
  while (turn()) {
  }
  done();
}

void files_written() {}

bool stops_without_notice() {
  return false;
}

bool can_run_programs() {
  return true;
}

Status check_options(const Options&) {
  return Ok{};
}

bool go_on_after_bad_command_line(const std::string&) {
  return false;
}

}  // namespace marienbad::app::platform
