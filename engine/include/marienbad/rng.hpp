#pragma once
// The project's own random numbers: xoshiro256** seeded through splitmix64.
// The standard library's distributions differ between implementations, so
// nothing here uses them: a seed replays the same game on every platform.
#include <array>
#include <cstdint>

namespace marienbad {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0);
  // The raw xoshiro256** state (not all zero), to check against reference outputs.
  static Rng from_state(const std::array<std::uint64_t, 4>& state);

  std::uint64_t next();                  // 64 uniform bits
  std::uint64_t below(std::uint64_t n);  // uniform in [0, n) by rejection; 0 when n == 0
  bool chance(std::uint32_t permille);   // true with probability permille / 1000
  // An independent generator for sub-task `stream` (e.g. one ladder game),
  // the same whatever order the sub-tasks run in.
  Rng derive(std::uint64_t stream) const;

 private:
  std::array<std::uint64_t, 4> state_{};
  std::uint64_t seed_ = 0;
};

// splitmix64: one step of Vigna's seed scrambler (also a good 64-bit mixer).
std::uint64_t splitmix64(std::uint64_t& state);

}  // namespace marienbad
