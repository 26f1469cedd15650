#include "app/sound.hpp"
#include "app/log.hpp"

#include <algorithm>
#include <utility>

namespace marienbad::app {

std::string_view file_name(SoundId id) {
  switch (id) {
    case SoundId::Click:
      return "click.wav";
    case SoundId::Take:
      return "take.wav";
    case SoundId::ComputerTake:
      return "computer_take.wav";
    case SoundId::Win:
      return "win.wav";
    case SoundId::Lose:
      return "lose.wav";
    case SoundId::Count:
      break;
  }
  return "";
}

namespace {

// Initialises the audio subsystem and opens the mixer; returns the error text on failure.
std::string try_open() {
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return SDL_GetError();
  // The sounds are mono (tools/sounds/make_sounds.py): a stereo mixer would hold each twice.
  // On the desktop they are 16-bit at 44.1 kHz, so a mixer of that format keeps each as read;
  // in a page the rate is the AudioContext's and the sounds (mu-law) are converted anyway.
  if (Mix_OpenAudio(44100, AUDIO_S16SYS, 1, 1024) != 0) {
    std::string error = Mix_GetError();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    return error;
  }
  return {};
}

}  // namespace

Sound Sound::open(const std::filesystem::path& sound_dir, int volume, bool muted) {
  Sound sound;
  sound.volume_ = std::clamp(volume, 0, 100);
  sound.muted_ = muted;
  std::string error = try_open();
  if (!error.empty()) {
    // No usable device (e.g. no sound card): SDL's dummy driver keeps the timing and the
    // code paths identical, just silent.
    SDL_SetHintWithPriority(SDL_HINT_AUDIODRIVER, "dummy", SDL_HINT_OVERRIDE);
    const std::string second = try_open();
    if (!second.empty()) {
      log_warn("no audio ({}); the game runs silently", error);
      return sound;
    }
    log_warn("no usable audio device ({}); using the silent dummy driver", error);
  }
  sound.device_open_ = true;
  const char* driver = SDL_GetCurrentAudioDriver();
  sound.driver_ = driver ? driver : "";
  int missing = 0;
  for (std::size_t i = 0; i < sound.chunks_.size(); ++i) {
    const auto path = sound_dir / file_name(static_cast<SoundId>(i));
    sound.chunks_[i].reset(Mix_LoadWAV(path.string().c_str()));
    if (!sound.chunks_[i]) ++missing;
  }
  if (missing > 0) log_warn("{} sound file(s) missing in {}", missing, sound_dir.string());
  sound.set_volume(sound.volume_);
  log_info("audio: driver {}", sound.driver_);
  return sound;
}

Sound::Sound(Sound&& other) noexcept
    : device_open_(std::exchange(other.device_open_, false)),
      driver_(std::move(other.driver_)),
      volume_(other.volume_),
      muted_(other.muted_),
      plays_(other.plays_),
      chunks_(std::move(other.chunks_)) {}

Sound& Sound::operator=(Sound&& other) noexcept {
  if (this != &other) {
    close();
    device_open_ = std::exchange(other.device_open_, false);
    driver_ = std::move(other.driver_);
    volume_ = other.volume_;
    muted_ = other.muted_;
    plays_ = other.plays_;
    chunks_ = std::move(other.chunks_);
  }
  return *this;
}

Sound::~Sound() {
  close();
}

void Sound::close() {
  for (auto& chunk : chunks_) chunk.reset();
  if (device_open_) {
    Mix_CloseAudio();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    device_open_ = false;
  }
}

void Sound::play(SoundId id) {
  ++plays_;
  if (!device_open_ || muted_ || volume_ == 0) return;
  Mix_Chunk* chunk = chunks_[static_cast<std::size_t>(id)].get();
  if (chunk != nullptr) Mix_PlayChannel(-1, chunk, 0);
}

void Sound::set_volume(int volume) {
  volume_ = std::clamp(volume, 0, 100);
  if (device_open_) Mix_Volume(-1, volume_ * MIX_MAX_VOLUME / 100);
}

void Sound::set_muted(bool muted) {
  muted_ = muted;
  if (muted_ && device_open_) Mix_HaltChannel(-1);
}

int Sound::loaded() const {
  int n = 0;
  for (const auto& chunk : chunks_) n += chunk ? 1 : 0;
  return n;
}

std::size_t Sound::loaded_bytes() const {
  std::size_t n = 0;
  for (const auto& chunk : chunks_) n += chunk ? chunk->alen : 0;
  return n;
}

bool Sound::toggle_mute() {
  set_muted(!muted_);
  return muted_;
}

}  // namespace marienbad::app
