// The desktop side of platform.hpp: the game owns its loop and its files are on disk.
#include "app/platform.hpp"

#include <cstdlib>
#include <utility>

// glibc's gettext: bumping it tells gettext that LANGUAGE changed (gettext manual, "Being a
// gettext grok").
extern "C" int _nl_msg_cat_cntr;

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

void use_messages_language(const std::string& language) {
  ::setenv("LANGUAGE", language.c_str(), 1);
  ++_nl_msg_cat_cntr;
}

void language_set(const Strings&) {}

void copy_link(const std::string&, const std::string&, const std::string&) {}

bool stops_without_notice() {
  return false;
}

bool keeps_window_state() {
  return true;
}

bool gives_links() {
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
