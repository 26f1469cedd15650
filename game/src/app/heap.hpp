#pragma once
// How the process's heap gives memory back to the system.

namespace marienbad::app {

// Software GL (Mesa's llvmpipe) frees and allocates megabytes in every frame. By default
// glibc returns such memory to the kernel as soon as the top of the heap is free, then
// takes it back page by page on the next frame (brk, page faults, zeroed pages): a large
// share of a frame (docs/performance.md). Up to driver_facts::kKeptFreedBytes of freed
// memory is kept in the process instead. Does nothing outside glibc.
void keep_freed_memory();

}  // namespace marienbad::app
