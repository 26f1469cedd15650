#include "app/heap.hpp"

#include <cstdlib>  // defines __GLIBC__ where it applies

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace marienbad::app {

void keep_freed_memory() {
#if defined(__GLIBC__)
  constexpr int kKeptBytes = 64 << 20;
  mallopt(M_TRIM_THRESHOLD, kKeptBytes);
#endif
}

}  // namespace marienbad::app
