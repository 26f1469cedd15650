#include "app/heap.hpp"

#include "app/driver_facts.hpp"

#include <cstdlib>  // defines __GLIBC__ where it applies

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace marienbad::app {

void keep_freed_memory() {
#if defined(__GLIBC__)
  mallopt(M_TRIM_THRESHOLD, driver_facts::kKeptFreedBytes);
#endif
}

}  // namespace marienbad::app
