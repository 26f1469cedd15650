#include "console/console.hpp"

#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <streambuf>

namespace marienbad::console {

namespace {

// A write-only buffer on file descriptor 1 that keeps the errno of the first failed write
// and drops everything after it (the ostream goes bad, as with any failed write).
class StdoutBuffer final : public std::streambuf {
 public:
  StdoutBuffer() { setp(buffer_.data(), buffer_.data() + buffer_.size()); }
  int error() const { return error_; }

 protected:
  int_type overflow(int_type c) override {
    if (!drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(c);
      pbump(1);
    }
    return traits_type::not_eof(c);
  }
  int sync() override { return drain() ? 0 : -1; }

 private:
  bool drain() {
    if (error_ != 0) return false;
    const char* data = pbase();
    std::size_t left = static_cast<std::size_t>(pptr() - pbase());
    while (left > 0) {
      const ssize_t written = ::write(STDOUT_FILENO, data, left);
      if (written < 0 && errno == EINTR) continue;
      if (written <= 0) {
        error_ = written < 0 ? errno : EIO;
        return false;
      }
      data += written;
      left -= static_cast<std::size_t>(written);
    }
    setp(buffer_.data(), buffer_.data() + buffer_.size());
    return true;
  }

  std::array<char, 1 << 16> buffer_{};
  int error_ = 0;
};

// Never destroyed: std::cout may still be flushed while static objects are torn down.
StdoutBuffer* cout_buffer = nullptr;

}  // namespace

void buffer_cout() {
  if (cout_buffer != nullptr) return;
  std::cout.flush();
  cout_buffer = new StdoutBuffer;
  std::cout.rdbuf(cout_buffer);
}

int finish_stdout(std::string_view program, int code) {
  // Unless buffer_cout() was called, std::cout is synchronised with stdio (the default)
  // and its flush is fflush(stdout).
  errno = 0;
  std::cout.flush();
  int error = cout_buffer != nullptr ? cout_buffer->error() : errno;
  const bool cout_failed = !std::cout.good();
  errno = 0;
  const bool stdio_failed = std::fflush(stdout) != 0 || std::ferror(stdout) != 0;
  if (error == 0) error = errno;
  if (!cout_failed && !stdio_failed) return code;
  const char* reason = error != 0 ? std::strerror(error) : "write error";
  std::fprintf(stderr, "%.*s: cannot write the output: %s\n", static_cast<int>(program.size()),
               program.data(), reason);
  return 1;
}

}  // namespace marienbad::console
