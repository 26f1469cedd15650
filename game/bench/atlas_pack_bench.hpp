#pragma once
// marienbad-app-bench --pack FILE (atlas_pack_bench.cpp): the atlas pages' shelf packer
// against stb_rect_pack on a recorded workload. 0 on success, 2 when FILE holds no image.
namespace marienbad::bench {
int run_pack_bench(const char* path);
}
