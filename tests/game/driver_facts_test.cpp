// The driver facts the canvas relies on are checked against the versions a process runs on:
// nothing to say on the versions they were measured on, one line per fact that may no
// longer hold otherwise (marienbad-app-bench prints them).
#include <catch2/catch.hpp>

#include <string>

#include "app/driver_facts.hpp"

using namespace marienbad::app::driver_facts;

namespace {

Running as_measured() {
  Running r;
  r.sdl_major = kSdlMajor;
  r.sdl_minor = kSdlMinor;
  r.sdl_patch = kSdlPatch;
  r.glibc = std::string(kGlibc);
  r.renderer = "opengl";
  r.gl_renderer = "llvmpipe (LLVM 15.0.6, 256 bits)";
  r.gl_version = "2.1 Mesa " + std::string(kMesa);
  return r;
}

bool mentions(const std::string& line, const std::string& word) {
  return line.find(word) != std::string::npos;
}

}  // namespace

TEST_CASE("driver facts: nothing to say on the versions they were measured on") {
  CHECK(check_versions(as_measured()).empty());
  Running unknown = as_measured();
  unknown.renderer.clear();  // no renderer given: SDL and glibc only
  CHECK(check_versions(unknown).empty());
}

TEST_CASE("driver facts: each version that changed is one warning naming it") {
  Running sdl = as_measured();
  sdl.sdl_minor = kSdlMinor + 2;
  auto warnings = check_versions(sdl);
  REQUIRE(warnings.size() == 1);
  CHECK(mentions(warnings[0], "SDL 2." + std::to_string(kSdlMinor + 2)));
  CHECK(mentions(warnings[0], "docs/performance.md"));

  Running glibc = as_measured();
  glibc.glibc = "2.40";
  warnings = check_versions(glibc);
  REQUIRE(warnings.size() == 1);
  CHECK(mentions(warnings[0], "glibc 2.40"));
  CHECK(mentions(warnings[0], "trim threshold"));

  Running mesa = as_measured();
  mesa.gl_version = "4.5 (Compatibility Profile) Mesa 24.2.8";
  warnings = check_versions(mesa);
  REQUIRE(warnings.size() == 1);
  CHECK(mentions(warnings[0], "Mesa 24.2.8"));
  CHECK(mentions(warnings[0], "Mesa " + std::string(kMesa)));
}

TEST_CASE("driver facts: another renderer or GL driver is said, not measured") {
  Running gpu = as_measured();
  gpu.gl_renderer = "AMD Radeon RX 6600";
  auto warnings = check_versions(gpu);
  REQUIRE(warnings.size() == 1);
  CHECK(mentions(warnings[0], "not llvmpipe"));

  Running software = as_measured();
  software.renderer = "software";
  warnings = check_versions(software);
  REQUIRE(warnings.size() == 1);
  CHECK(mentions(warnings[0], "'software'"));
}

TEST_CASE("driver facts: the running versions are read") {
  const Running running = running_versions(nullptr);
  CHECK(running.sdl_major == 2);
  CHECK(running.renderer.empty());
}
