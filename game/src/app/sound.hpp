#pragma once
// Sound effects through SDL2_mixer. Opening never fails: without a usable device the
// game falls back to SDL's dummy audio driver, then to silence, logging one warning.
#include <array>
#include <filesystem>
#include <string>
#include <string_view>

#include "app/sdl_handles.hpp"

namespace marienbad::app {

enum class SoundId { Click, Take, ComputerTake, Win, Lose, Count };
std::string_view file_name(SoundId id);  // "click.wav", ...

class Sound {
 public:
  // A silent instance (headless runs, or when audio is disabled).
  Sound() = default;
  // Opens the audio device (with fallbacks) and loads assets/sounds/*.wav.
  static Sound open(const std::filesystem::path& sound_dir, int volume, bool muted);
  Sound(Sound&& other) noexcept;
  Sound& operator=(Sound&& other) noexcept;
  Sound(const Sound&) = delete;
  Sound& operator=(const Sound&) = delete;
  ~Sound();

  void play(SoundId id);
  void set_volume(int volume);  // 0..100
  int volume() const { return volume_; }
  void set_muted(bool muted);
  bool muted() const { return muted_; }
  bool toggle_mute();

  bool device_open() const { return device_open_; }
  const std::string& driver() const { return driver_; }  // "" when silent
  int plays() const { return plays_; }                   // for tests
  int loaded() const;                                    // sound files loaded
  std::size_t loaded_bytes() const;                      // their samples, as mixed (tests)

 private:
  void close();
  bool device_open_ = false;
  std::string driver_;
  int volume_ = 70;
  bool muted_ = false;
  int plays_ = 0;
  std::array<ChunkPtr, static_cast<std::size_t>(SoundId::Count)> chunks_{};
};

}  // namespace marienbad::app
