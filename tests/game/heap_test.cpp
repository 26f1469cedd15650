// keep_freed_memory(): memory freed at the top of the heap stays in the process (software
// GL frees and re-allocates megabytes each frame; giving them back cost half a frame).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <vector>

#include "app/heap.hpp"

#if defined(__GLIBC__)
#include <unistd.h>
#endif

TEST_CASE("heap: freed megabytes at the top of the heap are kept, not given back") {
#if defined(__GLIBC__)
  marienbad::app::keep_freed_memory();
  // 16 MiB in blocks small enough to come from the heap itself (not their own mappings).
  std::vector<void*> blocks;
  for (int i = 0; i < 2048; ++i) blocks.push_back(std::malloc(8 * 1024));
  const void* grown = sbrk(0);
  for (auto it = blocks.rbegin(); it != blocks.rend(); ++it) std::free(*it);
  CHECK(sbrk(0) == grown);
#else
  SUCCEED("glibc only");
#endif
}
