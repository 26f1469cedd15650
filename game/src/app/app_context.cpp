// AppContext: what a scene reaches, each call forwarded to the App that owns it.
#include "app/app.hpp"
#include "app/log.hpp"
#include "marienbad/rng.hpp"

namespace marienbad::app {

const Options& AppContext::options() const {
  return app_->setup_.options;
}
SceneStack& AppContext::scenes() {
  return app_->scenes_;
}
Canvas& AppContext::canvas() {
  return *app_->canvas_;
}
const Theme& AppContext::theme() const {
  return app_->theme_;
}
const Layout& AppContext::layout() const {
  return app_->layout_;
}
Strings& AppContext::strings() {
  return app_->strings_;
}
const Strings& AppContext::strings_const() const {
  return app_->strings_;
}
std::string_view AppContext::tr(std::string_view key) const {
  return app_->strings_.tr(key);
}
void AppContext::set_language(Language language) {
  app_->set_language(language);
}
Settings& AppContext::settings() {
  return app_->settings_;
}
Statistics& AppContext::statistics() {
  return app_->statistics_;
}
Sound& AppContext::sound() {
  return app_->sound_;
}
void AppContext::play(SoundId id) {
  app_->sound_.play(id);
}
std::uint64_t AppContext::seed() const {
  return app_->seed_;
}
std::uint64_t AppContext::next_seed() {
  std::uint64_t state = app_->seed_ + 0x9e3779b97f4a7c15ULL * ++app_->seeds_drawn_;
  return splitmix64(state);
}
double AppContext::time() const {
  // Headless (screenshots, tests): the time the loop has simulated, so a picture never
  // depends on the wall clock.
  return app_->setup_.headless ? app_->clock_ : app_->wall_seconds();
}
void AppContext::request_redraw() {
  app_->request_redraw();
}
void AppContext::set_text_entry(bool on) {
  app_->set_text_entry(on);
}
void AppContext::request_quit() {
  app_->request_quit();
}
bool AppContext::fullscreen() const {
  return app_->fullscreen();
}
void AppContext::set_fullscreen(bool on) {
  app_->set_fullscreen(on);
}
const std::filesystem::path& AppContext::assets_dir() const {
  return app_->setup_.assets_dir;
}
PlayerFiles& AppContext::files() {
  return app_->setup_.files;
}

void AppContext::save_settings() {
  if (auto status = app::save_settings(app_->setup_.files, app_->settings_); !status) {
    log_warn("settings not saved: {}", status.error());
  }
}

void AppContext::save_statistics() {
  if (auto status = app::save_statistics(app_->setup_.files, app_->statistics_); !status) {
    log_warn("statistics not saved: {}", status.error());
  }
}

}  // namespace marienbad::app
